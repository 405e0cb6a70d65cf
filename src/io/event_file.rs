//! The event file: versioned, pretty-printed JSON with a `format` key,
//! saved atomically (temp file, sync, rename) with the previous version kept
//! as a backup. A failed load never touches the file.

use super::input::{InputError, read_text};
use crate::model::Event;
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The file version this build writes.
pub const FORMAT: &str = "podsheet/1";

/// The versions this build reads.
pub const READS: &[&str] = &[FORMAT];

/// The file extension, without the dot.
pub const EXTENSION: &str = "podsheet";

/// The event as the file's text: pretty JSON, `format` first.
pub fn to_string(event: &Event) -> String {
    with_format(FORMAT, event)
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
            "ends too early: the file is cut off (a failed copy or save?)".to_string()
        } else {
            format!("is not valid JSON: {e}")
        };
        InputError {
            file: file.to_string(),
            line: (e.line() > 0).then_some(e.line() as u64),
            message: msg,
        }
    })?;
    let Value::Object(map) = &mut value else {
        return Err(InputError::file(
            file,
            "is not a Podsheet event file (expected a JSON object)",
        ));
    };
    match map.remove("format") {
        Some(Value::String(f)) if READS.contains(&f.as_str()) => {}
        Some(Value::String(f)) if f.starts_with("podsheet/") => {
            return Err(InputError::file(
                file,
                format!(
                    "was written by a newer Podsheet ({f}); this version reads {}. Update Podsheet to open it.",
                    READS.join(", ")
                ),
            ));
        }
        Some(other) => {
            return Err(InputError::file(
                file,
                format!("has an unknown format {other}; expected \"{FORMAT}\""),
            ));
        }
        None => {
            return Err(InputError::file(
                file,
                "is not a Podsheet event file (no \"format\" key)",
            ));
        }
    }
    let event: Event = serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        InputError::file(file, format!("at {path}: {}", e.into_inner()))
    })?;
    super::event_check::check(&event, file)?;
    Ok(event)
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
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
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
        std::fs::rename(&tmp, path)?;
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
