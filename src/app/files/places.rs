//! Where files go by default: the user's Documents (else home) and a file
//! name made of the event's name and date.

use std::path::PathBuf;

/// The folder dialogs start in when the event has no file yet: the user's
/// Documents, else their home, else the working folder.
pub fn default_folder() -> PathBuf {
    documents()
        .or_else(dirs::home_dir)
        .unwrap_or_else(|| PathBuf::from("."))
}

/// The user's Documents folder, if there is one: the system's name for it
/// (XDG user dirs on Linux), else `~/Documents` (a Linux desktop without
/// user-dirs.dirs has no name for it).
pub fn documents() -> Option<PathBuf> {
    dirs::document_dir()
        .or_else(|| dirs::home_dir().map(|h| h.join("Documents")))
        .filter(|d| d.is_dir())
}

/// "Friday draft 2026-11-20": the event's name and date as a file name
/// (characters no file system takes replaced).
pub fn default_file_stem(name: &str, date: &str) -> String {
    let name: String = name
        .trim()
        .chars()
        .map(|c| match c {
            '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|' => '-',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect();
    let name = name.trim_matches(|c: char| c == '.' || c.is_whitespace());
    match (name.is_empty(), date.is_empty()) {
        (true, true) => "event".into(),
        (true, false) => date.into(),
        (false, true) => name.into(),
        (false, false) => format!("{name} {date}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_come_from_the_event_name_and_date() {
        assert_eq!(
            default_file_stem("Friday draft", "2026-11-20"),
            "Friday draft 2026-11-20"
        );
        assert_eq!(
            default_file_stem(" MH3/OTJ: pod 2 ", "2026-11-20"),
            "MH3-OTJ- pod 2 2026-11-20"
        );
        assert_eq!(default_file_stem("..", ""), "event");
        assert_eq!(default_file_stem("", "2026-11-20"), "2026-11-20");
    }
}
