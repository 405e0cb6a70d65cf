//! Where files go by default: the user's Documents (else home) and a file
//! name made of the event's name and date.

use crate::app::files::purpose::Purpose;
use std::path::{Path, PathBuf};

/// What a file dialog's suggestion is made from.
pub struct Suggest<'a> {
    /// Why the dialog opens.
    pub purpose: Purpose,
    /// The open file, if any (absolute).
    pub file: Option<&'a Path>,
    /// The event's name and date ("" when none).
    pub name: &'a str,
    /// The event's date, else today's.
    pub date: &'a str,
    /// The event on screen when the file holds several, as the file name
    /// says it: a pod by its number ("pod-2"), another event by its name.
    pub pod: Option<String>,
    /// The latest round (for this round's printouts).
    pub round: usize,
    /// The round's name when it is a playoff round ("Quarterfinals"),
    /// which the file is named by instead of its number.
    pub stage: Option<String>,
    /// The folder of the last file chosen in a dialog this session.
    pub last_folder: Option<&'a Path>,
}

/// Where a file dialog starts and the name it suggests: opening and saving
/// start in the open file's folder, printouts and name lists in the last
/// folder used; a pod of a night and a round are in the name
/// ("friday-pod-2-round-2.pdf").
pub fn suggested_path(s: &Suggest<'_>) -> PathBuf {
    let file_folder = s
        .file
        .and_then(Path::parent)
        .filter(|d| !d.as_os_str().is_empty());
    let reads_or_saves_event = matches!(s.purpose, Purpose::Open | Purpose::SaveAs);
    let folder = if reads_or_saves_event {
        file_folder.or(s.last_folder)
    } else {
        s.last_folder.or(file_folder)
    };
    let folder = folder.map_or_else(default_folder, Path::to_path_buf);
    let stem = s
        .file
        .and_then(Path::file_stem)
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| default_file_stem(s.name, s.date));
    let pod = s
        .pod
        .as_deref()
        .map(|k| format!("-{}", default_file_stem(k, "")))
        .unwrap_or_default();
    let stem = match s.purpose {
        Purpose::BlankSheet(t, _) => format!("blank-{}", t.id()),
        Purpose::PrintRound(..) => match &s.stage {
            Some(stage) => format!("{stem}{pod}-{}", default_file_stem(stage, "")),
            None => format!("{stem}{pod}-round-{}", s.round),
        },
        // A night's is the whole room's: no pod, and pods' rounds differ.
        Purpose::PrintStillPlaying(_) if s.pod.is_some() => format!("{stem}-still-playing"),
        Purpose::PrintStillPlaying(_) => format!("{stem}-round-{}-still-playing", s.round),
        _ => stem,
    };
    folder.join(format!("{stem}.{}", s.purpose.filter().1[0]))
}

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
    #[test]
    fn a_pods_printout_is_named_for_the_pod_and_round_beside_the_night() {
        use super::{Suggest, suggested_path};
        use crate::app::files::purpose::Purpose;
        use crate::io::pdf::Paper;
        use std::path::Path;
        let night = Path::new("/store/friday.podsheet");
        let mut s = Suggest {
            purpose: Purpose::PrintRound(Paper::A4, None),
            file: Some(night),
            name: "Friday",
            date: "2026-11-20",
            pod: Some("pod-2".into()),
            round: 2,
            stage: None,
            last_folder: None,
        };
        let p = suggested_path(&s);
        assert_eq!(p, Path::new("/store/friday-pod-2-round-2.pdf"));
        // A playoff round by its name, never by the event's round number.
        s.stage = Some("Quarterfinals".into());
        assert_eq!(
            suggested_path(&s),
            Path::new("/store/friday-pod-2-Quarterfinals.pdf")
        );
        s.stage = None;
        // An event beside the pods, by its name.
        s.pod = Some("Saturday: Swiss".into());
        let p = suggested_path(&s);
        assert_eq!(p, Path::new("/store/friday-Saturday- Swiss-round-2.pdf"));
        // A single event: no pod in the name.
        s.pod = None;
        assert_eq!(suggested_path(&s), Path::new("/store/friday-round-2.pdf"));
        // The last folder used is remembered for printouts…
        s.last_folder = Some(Path::new("/prints"));
        assert_eq!(suggested_path(&s), Path::new("/prints/friday-round-2.pdf"));
        // …while saving the night starts beside its file.
        s.purpose = Purpose::SaveAs;
        assert_eq!(suggested_path(&s), Path::new("/store/friday.podsheet"));
        // A night never saved: the last folder, its name and date.
        s.file = None;
        assert_eq!(
            suggested_path(&s),
            Path::new("/prints/Friday 2026-11-20.podsheet")
        );
    }

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
