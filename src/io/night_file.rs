//! The night file: a draft night of several pods in one `.podsheet` file.
//!
//! ```json
//! {"format": "podsheet-night/2", "name": "Friday draft", "seed": 7,
//!  "pods": [{"name": "Friday draft — Pod 1", "structure": …}, …]}
//! ```
//!
//! Each pod is an event exactly as in an event file (without its own
//! `format` key), and is read by the event file's reader, so every check
//! an event file gets, each pod gets too. A night of one pod is written as
//! a plain event file (`podsheet/2`); an event
//! file opens as a night of one pod. Saving is atomic, as for events.

use super::input::{InputError, limits, read_text};
use super::{event_file, results_csv};
use crate::model::{Event, Night};
use crate::said;
use serde::Deserialize;
use serde_json::Value;
use std::path::Path;

/// The night-file version this build writes (its pods are `podsheet/2`
/// events).
pub const FORMAT: &str = "podsheet-night/2";

/// The version of a night one of whose pods is a `podsheet/3` event
/// ([`event_file::FORMAT_GAMES`]: another game's rules …).
pub const FORMAT_GAMES: &str = "podsheet-night/3";

/// The night-file versions this build reads (event files are read too).
pub const READS: &[&str] = &["podsheet-night/1", FORMAT, FORMAT_GAMES];

/// Most pods in one night: as many as players (a pod has one at least),
/// so any night within the player limit can be saved and read back.
pub const MAX_PODS: usize = limits::MAX_PLAYERS;

/// Where pod `pod` (0-based) of a night of `count` pods lives on the
/// players' pages (`podsheet serve`, the app's Share): the site root for a
/// lone event, else `/pod/K`. The server's links and the printed
/// addresses both come from here.
pub fn pod_path(pod: usize, count: usize) -> String {
    if count > 1 {
        format!("/pod/{}", pod + 1)
    } else {
        String::new()
    }
}

/// The night as the file's text: a plain event file for one pod, else the
/// night format with `format` first.
pub fn to_string(night: &Night) -> String {
    if let [pod] = night.pods.as_slice() {
        return event_file::to_string(pod);
    }
    let games = night
        .pods
        .iter()
        .any(|p| event_file::format_of(p) == event_file::FORMAT_GAMES);
    event_file::with_format(if games { FORMAT_GAMES } else { FORMAT }, night)
}

/// The night's own fields (everything but the pods).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Head {
    name: String,
    #[serde(default)]
    date: Option<String>,
    #[serde(default)]
    seed: Option<u64>,
}

/// Reads a night (or an event file, as a night of one pod) from the file's
/// text; `file` names it in errors.
pub fn from_str(text: &str, file: &str) -> Result<Night, InputError> {
    let parsed = serde_json::from_str::<Value>(text).ok();
    let version = parsed
        .as_ref()
        .and_then(|v| v.get("format")?.as_str())
        .filter(|v| v.starts_with("podsheet-night/"))
        .map(String::from);
    let (Some(version), Some(mut value)) = (version, parsed) else {
        // An event file, or not a Podsheet file at all: the event reader
        // says which, with the line where the JSON breaks.
        return event_file::from_str(text, file).map(Night::single);
    };
    if !READS.contains(&version.as_str()) {
        return Err(InputError::file(
            file,
            said!(
                FileNewerVersion,
                version = version,
                reads = READS.join(", ")
            ),
        ));
    }
    let Value::Object(map) = &mut value else {
        return Err(InputError::file(file, said!(FileNotNight)));
    };
    map.remove("format");
    let pods = match map.remove("pods") {
        Some(Value::Array(pods)) => pods,
        Some(_) => return Err(InputError::file(file, said!(FilePodsNotList))),
        None => return Err(InputError::file(file, said!(FileNoPodsList))),
    };
    let head: Head = serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let why = e.into_inner().to_string();
        InputError::file(file, crate::io::serde_words::at(&path, &why))
    })?;
    if pods.is_empty() {
        return Err(InputError::file(file, said!(FileNoPods)));
    }
    if pods.len() > MAX_PODS {
        return Err(InputError::file(
            file,
            said!(FileTooManyPods, pods = pods.len(), max = MAX_PODS),
        ));
    }
    let pods = pods
        .into_iter()
        .enumerate()
        .map(|(i, pod)| read_pod(pod, file).map_err(|e| e.in_pod(i + 1)))
        .collect::<Result<Vec<Event>, _>>()?;
    let night = Night {
        name: head.name,
        date: head.date,
        seed: head.seed,
        pods,
    };
    if night.players() > limits::MAX_PLAYERS {
        return Err(InputError::file(
            file,
            said!(
                FileTooManyPlayers,
                players = night.players(),
                max = limits::MAX_PLAYERS
            ),
        ));
    }
    Ok(night)
}

/// One pod, through the event file's own reader and checks.
fn read_pod(pod: Value, file: &str) -> Result<Event, InputError> {
    let Value::Object(fields) = pod else {
        return Err(InputError::file(file, said!(FilePodNotObject)));
    };
    let mut map = serde_json::Map::new();
    map.insert("format".into(), Value::String(event_file::FORMAT.into()));
    map.extend(fields);
    let text = serde_json::to_string(&Value::Object(map))
        .map_err(|e| InputError::file(file, said!(FileJsonInvalid, detail = e.to_string())))?;
    event_file::from_str(&text, file)
}

/// Loads a night file, an event file (a night of one pod), a results CSV
/// or a Pokémon TOM export (likewise).
pub fn load(path: &Path) -> Result<Night, InputError> {
    if super::tdf::is_tdf(path) {
        return super::tdf::load(path).map(Night::single);
    }
    let is_csv = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("csv"));
    if is_csv {
        return results_csv::load(path).map(Night::single);
    }
    let text = read_text(path)?;
    from_str(&text, &path.display().to_string())
}

/// Loads one pod (1-based) of a night, event file or CSV; `None` is allowed
/// only for a night of one pod. Errors name the file and the pods it has.
pub fn load_pod(path: &Path, pod: Option<usize>) -> Result<Event, InputError> {
    let night = load(path)?;
    pick_pod(night, pod, &path.display().to_string())
}

/// Pod `pod` (1-based) of `night`, or its only pod when `pod` is `None`.
pub fn pick_pod(mut night: Night, pod: Option<usize>, file: &str) -> Result<Event, InputError> {
    let count = night.pods.len();
    match pod {
        None if count == 1 => Ok(night.pods.remove(0)),
        None => Err(InputError::file(file, said!(FilePodChoose, count = count))),
        Some(n) if (1..=count).contains(&n) => Ok(night.pods.remove(n - 1)),
        Some(n) => Err(InputError::file(
            file,
            if count == 1 {
                said!(FilePodOnlyOne, pod = n)
            } else {
                said!(FilePodNone, count = count, pod = n)
            },
        )),
    }
}

/// Saves the night atomically (temp file, sync, rename, backup kept).
pub fn save(night: &Night, path: &Path) -> std::io::Result<()> {
    event_file::write_atomically(path, to_string(night).as_bytes())
}
