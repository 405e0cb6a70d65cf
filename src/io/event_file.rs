//! The event file: versioned, pretty-printed JSON with a `format` key,
//! saved atomically (temp file, sync, rename) with the previous version kept
//! as a backup. A failed load never touches the file.

use super::input::{InputError, read_text};
use crate::model::Event;
use crate::said;
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The file version this build writes for a Magic event: `podsheet/2`
/// keeps what each round was paired from and what the owner chose when
/// that changed (docs/rules.md §6), and the cut's seeds.
pub const FORMAT: &str = "podsheet/2";

/// The version written for an event that uses what `podsheet/2` cannot
/// hold (docs/rules.md §8): another game's rules, a double loss, a
/// two-game match, age divisions. A build that reads only `podsheet/2`
/// then says the file is from a newer Podsheet rather than tripping on
/// the first field it does not know; a Magic event keeps `podsheet/2`,
/// which every build since it reads.
pub const FORMAT_GAMES: &str = "podsheet/3";

/// The versions this build reads: `podsheet/1` files have none of the
/// above (their rounds are checked against a fresh pairing instead).
pub const READS: &[&str] = &["podsheet/1", FORMAT, FORMAT_GAMES];

/// The version an event is written as: [`FORMAT_GAMES`] where it needs it.
pub fn format_of(event: &Event) -> &'static str {
    use crate::model::{BestOf, Game, Scoring, Step};
    let o = event.rules.options();
    // Any step after Magic's own (a later game's) needs the games' format.
    let new_step = o.steps.iter().any(|s| {
        !matches!(
            s,
            Step::MatchPoints
                | Step::Omw
                | Step::Gw
                | Step::Ogw
                | Step::Oomw
                | Step::Cumulative
                | Step::Ow
                | Step::Oow
                | Step::WinResistance
                | Step::WinResistanceResistance
        )
    });
    let double_loss = event
        .rounds
        .iter()
        .flat_map(|r| &r.matches)
        .filter_map(|m| m.score)
        .chain(event.reports.iter().map(|r| r.result))
        .any(|s| s.double_loss);
    let games = o.game != Game::Magic
        || o.scoring != Scoring::MAGIC
        || o.konami_number
        || new_step
        || double_loss
        || event.best_of == BestOf::Two
        || event.players.iter().any(|p| p.division.is_some());
    if games { FORMAT_GAMES } else { FORMAT }
}

/// The file extension, without the dot.
pub const EXTENSION: &str = "podsheet";

/// The event as the file's text: pretty JSON, `format` first.
pub fn to_string(event: &Event) -> String {
    with_format(format_of(event), event)
}

/// `value` as a file's text: pretty JSON with `"format": format` first,
/// then its own fields (event and night files alike).
pub(crate) fn with_format(format: &str, value: &impl serde::Serialize) -> String {
    let mut map = serde_json::Map::new();
    map.insert("format".into(), Value::String(format.into()));
    if let Ok(Value::Object(fields)) = serde_json::to_value(value) {
        map.extend(fields);
    }
    let mut s = serde_json::to_string_pretty(&Value::Object(map)).unwrap_or_default();
    s.push('\n');
    s
}

/// Reads an event from the file's text; `file` names it in errors.
pub fn from_str(text: &str, file: &str) -> Result<Event, InputError> {
    let mut value: Value = serde_json::from_str(text).map_err(|e| {
        let msg = if e.is_eof() {
            said!(FileJsonCutOff)
        } else {
            said!(FileJsonInvalid, detail = e.to_string())
        };
        match e.line() {
            0 => InputError::file(file, msg),
            line => InputError::line(file, line as u64, msg),
        }
    })?;
    let Value::Object(map) = &mut value else {
        return Err(InputError::file(file, said!(FileNotEventObject)));
    };
    match map.remove("format") {
        Some(Value::String(f)) if READS.contains(&f.as_str()) => {}
        Some(Value::String(f)) if f.starts_with("podsheet/") => {
            return Err(InputError::file(
                file,
                said!(FileNewerVersion, version = f, reads = READS.join(", ")),
            ));
        }
        Some(other) => {
            return Err(InputError::file(
                file,
                said!(
                    FileUnknownFormat,
                    format = other.to_string(),
                    expected = FORMAT
                ),
            ));
        }
        None => {
            return Err(InputError::file(file, said!(FileNoFormatKey)));
        }
    }
    let mut event: Event = serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let why = e.into_inner().to_string();
        InputError::file(file, crate::io::serde_words::at(&path, &why))
    })?;
    pod_from_old_name(&mut event);
    super::event_check::check(&event, file)?;
    Ok(event)
}

/// A pod from a file written before pods kept their draft and number as
/// data ([`Event::pod`]): its English name "Friday draft — Pod 3" becomes
/// the draft "Friday draft" and pod 3, so that it is called in the
/// reader's language like any other pod.
fn pod_from_old_name(event: &mut Event) {
    if event.pod.is_some() {
        return;
    }
    if let Some((draft, n)) = crate::model::pod_of_old_name(&event.name) {
        let draft = draft.to_string();
        event.name = draft;
        event.pod = Some(n);
    }
}

/// Loads an event file.
pub fn load(path: &Path) -> Result<Event, InputError> {
    let text = read_text(path)?;
    from_str(&text, &path.display().to_string())
}

/// The backup kept beside `path`: `NAME.podsheet.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(".bak");
    PathBuf::from(s)
}

/// Saves atomically: the text goes to a temp file in the same folder, is
/// flushed and synced, the old file is copied to the backup, and the temp
/// file is renamed over the old one. The file on disk is always either the
/// old event or the new one.
pub fn save(event: &Event, path: &Path) -> std::io::Result<()> {
    write_atomically(path, to_string(event).as_bytes())
}

/// Writes `bytes` to `path` by temp file and rename, keeping a backup.
/// The file written is the one `path` leads to (`lock::file::resolve`):
/// a symbolic link, or a file in a linked folder, is written where it is,
/// and the link stays a link; a file with several names (hard links) is
/// written in place, so that its names stay one file.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let real = crate::io::lock::file::resolve(path);
    let path = real.as_path();
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "event".into());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        if path.exists() {
            let bak = backup_path(path);
            let bak_tmp = dir.join(format!(".{name}.{}.bak.tmp", std::process::id()));
            std::fs::copy(path, &bak_tmp)?;
            std::fs::rename(&bak_tmp, &bak)?;
        }
        if crate::io::lock::file::on_disk(path).is_some_and(|d| d.links > 1) {
            // Another name (a hard link, made while the file was open)
            // leads to this file: a rename would leave it the old version,
            // and a second program could start on it. Written in place,
            // every name has the new one; until then the temp file holds
            // it whole, and the backup the old one.
            let mut f = std::fs::OpenOptions::new()
                .write(true)
                .truncate(true)
                .open(path)?;
            f.write_all(bytes)?;
            f.sync_all()?;
            let _ = std::fs::remove_file(&tmp);
        } else {
            std::fs::rename(&tmp, path)?;
        }
        sync_dir(dir);
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(unix)]
fn sync_dir(dir: &Path) {
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) {}
