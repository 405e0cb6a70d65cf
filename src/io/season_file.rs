//! A store's season on disk: the event and night files of a league, given
//! one by one, as a folder (its event files in name order), or as a
//! `.podseason` file that names them and remembers the points
//! (docs/cli.md `season`). A file that cannot be read is kept as missing:
//! the season shows the rest, and that event counts for nobody. A file
//! that is not a regular file (a named pipe, a device, a folder) is never
//! opened: opening a named pipe waits for a writer that may never come.

use super::input::{regular, said_why};
use super::{InputError, load_night, read_text};
use crate::engine::season::{NightName, Season, SeasonNight, SeasonPoints, events_of, season};
use crate::model::{Msg, Said};
use crate::said;
use std::path::{Path, PathBuf};

/// A `.podseason` file: the league's events and its points scheme.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SeasonFile {
    /// `"podseason/1"`.
    format: String,
    /// The events, relative to the file.
    events: Vec<PathBuf>,
    /// The points (any subset; the rest as the default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    points: Option<String>,
}

/// An event of the season that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Missing {
    /// Its place in the season (0-based column: a night read before it
    /// may hold several events).
    pub index: usize,
    /// The file, as named.
    pub file: String,
    /// Why it could not be read.
    pub error: String,
}

/// A season read from disk.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// The event files in season order.
    pub paths: Vec<PathBuf>,
    /// Each night as read: its name and date, and its pods (`None` where
    /// the file could not be read; it is then named by its file).
    pub nights: Vec<SeasonNight>,
    /// The files that could not be read.
    pub missing: Vec<Missing>,
    /// The points a `.podseason` file remembers, if one was given.
    pub remembered: Option<String>,
}

impl Loaded {
    /// The season table under `points`; players are the same person when
    /// their names fold alike (the player list's rule).
    pub fn season(&self, points: SeasonPoints) -> Season {
        season(&self.nights, points, &crate::text::fold)
    }
}

/// Reads a season from `files` (event files, folders, `.podseason` files).
/// Fails only when the arguments cannot be expanded (a folder that cannot
/// be read or has no event files, a bad season file) or when no event at
/// all can be read (a season of one file: with that file's own reason).
pub fn load(files: &[PathBuf]) -> Result<Loaded, InputError> {
    let (paths, remembered) = expand(files)?;
    let mut nights = Vec::with_capacity(paths.len());
    let mut missing = Vec::new();
    let mut first_error = None;
    // The season's column of the next night: each event of a night read
    // is a column of its own.
    let mut column = 0;
    for p in &paths {
        match regular(p).and_then(|()| load_night(p)) {
            Ok(n) => {
                let name = NightName {
                    name: if n.name.trim().is_empty() {
                        file_name(p)
                    } else {
                        n.name
                    },
                    date: n.date,
                };
                column += events_of(&name, &n.pods).len();
                nights.push(SeasonNight {
                    name,
                    pods: Some(n.pods),
                });
            }
            Err(e) => {
                let error = e.to_string();
                first_error.get_or_insert(e);
                missing.push(Missing {
                    index: column,
                    file: p.display().to_string(),
                    error,
                });
                column += 1;
                nights.push(SeasonNight {
                    name: NightName {
                        name: file_name(p),
                        date: None,
                    },
                    pods: None,
                });
            }
        }
    }
    if missing.len() == paths.len() {
        // A season of one file: that file's own reason says more.
        if let (1, Some(e)) = (paths.len(), first_error) {
            return Err(e);
        }
        let first = files
            .first()
            .map(|f| f.display().to_string())
            .unwrap_or_default();
        return Err(InputError::file(&first, said!(SeasonNoneReadable)));
    }
    Ok(Loaded {
        paths,
        nights,
        missing,
        remembered,
    })
}

/// The file's own name ("week3.podsheet"): what an unreadable night is
/// called.
fn file_name(p: &Path) -> String {
    p.file_name().map_or_else(
        || p.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Writes a `.podseason` file naming `events` (relative to the file where
/// they are beside or below it) with `points`.
pub fn save(path: &Path, events: &[PathBuf], points: SeasonPoints) -> Result<(), InputError> {
    let dir = path.parent().unwrap_or(Path::new(""));
    let file = SeasonFile {
        format: "podseason/1".into(),
        events: events
            .iter()
            .map(|e| {
                e.strip_prefix(dir)
                    .map_or_else(|_| e.clone(), Path::to_path_buf)
            })
            .collect(),
        points: Some(points_spec(points)),
    };
    let mut text = serde_json::to_string_pretty(&file).unwrap_or_default();
    text.push('\n');
    std::fs::write(path, text).map_err(|e| {
        InputError::file(
            &path.display().to_string(),
            said_why(Msg::FileCannotWrite, &e),
        )
    })
}

/// `win=3,draw=1,loss=0,attend=1`.
pub fn points_spec(p: SeasonPoints) -> String {
    format!(
        "win={},draw={},loss={},attend={}",
        p.win, p.draw, p.loss, p.attend
    )
}

/// The events the arguments name: files, a folder's event files in name
/// order, or a `.podseason`'s list (with the points it remembers).
fn expand(files: &[PathBuf]) -> Result<(Vec<PathBuf>, Option<String>), InputError> {
    let mut out = Vec::new();
    let mut points = None;
    for f in files {
        let shown = f.display().to_string();
        if f.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(f)
                .map_err(|e| InputError::file(&shown, said_why(Msg::FileCannotReadFolder, &e)))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    p.extension()
                        .is_some_and(|x| x.eq_ignore_ascii_case("podsheet") || x == "csv")
                })
                .collect();
            found.sort();
            if found.is_empty() {
                return Err(InputError::file(&shown, said!(SeasonNoEventsInFolder)));
            }
            out.extend(found);
        } else if f.extension().is_some_and(|x| x == "podseason") {
            regular(f)?;
            let text = read_text(f)?;
            let s: SeasonFile = serde_json::from_str(&text).map_err(|e| {
                InputError::file(&shown, said!(SeasonNotSeasonFile, detail = e.to_string()))
            })?;
            if s.format != "podseason/1" {
                return Err(InputError::file(
                    &shown,
                    said!(SeasonFormat, format = s.format),
                ));
            }
            let dir = f.parent().unwrap_or(Path::new(""));
            out.extend(s.events.iter().map(|e| dir.join(e)));
            points = s.points;
        } else {
            out.push(f.clone());
        }
    }
    Ok((out, points))
}

/// `win=3,draw=1,loss=0,attend=1`, any subset; each value at most
/// [`SeasonPoints::MAX`]. The refusal names the part, and the key and the
/// bound where a value is too large.
pub fn parse_points(spec: &str) -> Result<SeasonPoints, Said> {
    let mut p = SeasonPoints::default();
    for part in spec.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| said!(SeasonPointsNotPair, part = part))?;
        let (k, v) = (k.trim(), v.trim());
        let slot = match k {
            "win" => &mut p.win,
            "draw" => &mut p.draw,
            "loss" => &mut p.loss,
            "attend" => &mut p.attend,
            other => return Err(said!(SeasonPointsUnknownKey, key = other)),
        };
        // Digits only: any length is read, so a huge value is "too
        // large", not "not a number".
        if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
            return Err(said!(SeasonPointsNotNumber, value = v, part = part));
        }
        *slot = match v.parse::<u32>() {
            Ok(n) if n <= SeasonPoints::MAX => n,
            _ => {
                return Err(said!(
                    SeasonPointsTooLarge,
                    key = k,
                    value = v,
                    max = SeasonPoints::MAX
                ));
            }
        };
    }
    Ok(p)
}
