//! When the app fails anyway: a fault inside a frame (a panic) is caught
//! there, the night is written to the recovery files at once, a crash
//! note says what failed and where (`crash-note.json` beside the recovery
//! files), and the window closes. The next start says so in words, above
//! the offer to restore the night.
//!
//! The panic hook only remembers the fault's words and place (and prints
//! it as Rust does); what to do about it is decided where the frame
//! caught it ([`crate::app::PodsheetApp`]).

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

const FILE: &str = "crash-note.json";

/// What the last fault said, and where, as the hook saw it.
static LAST: Mutex<Option<(String, String)>> = Mutex::new(None);

/// A fault the app stopped on, as written for the next start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrashNote {
    /// When (RFC 3339, UTC).
    pub at: String,
    /// What the fault said.
    pub what: String,
    /// Where in the code (`src/…:line:column`).
    pub place: String,
    /// Podsheet's version.
    pub version: String,
    /// Whether the night was written to the recovery files first.
    pub saved: bool,
}

/// Remembers every panic's words and place (for [`fault`]), then prints
/// it as before.
pub fn install_hook() {
    let before = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let place = info
            .location()
            .map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column()))
            .unwrap_or_default();
        if let Ok(mut last) = LAST.lock() {
            *last = Some((what, place));
        }
        before(info);
    }));
}

/// The fault just caught: its words and place as the hook saw them, or
/// the panic's payload when no hook was installed.
pub fn fault(payload: &(dyn std::any::Any + Send)) -> (String, String) {
    let seen = LAST.lock().ok().and_then(|mut l| l.take());
    seen.unwrap_or_else(|| {
        let what = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        (what, String::new())
    })
}

fn file(dir: &Path) -> PathBuf {
    dir.join(FILE)
}

/// Writes `note` for the next start (atomically; an error is only
/// printed: the app is already failing).
pub fn write(dir: &Path, note: &CrashNote) {
    let text = match serde_json::to_string_pretty(note) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("podsheet: could not write the crash note: {e}");
            return;
        }
    };
    let _ = std::fs::create_dir_all(dir);
    if let Err(e) = crate::io::event_file::write_atomically(&file(dir), text.as_bytes()) {
        eprintln!("podsheet: could not write the crash note: {e}");
    }
}

/// The note a crash left, if any; taken away (said once). A note that
/// cannot be read is said as a crash with no details.
pub fn take(dir: &Path) -> Option<CrashNote> {
    let f = file(dir);
    let text = std::fs::read_to_string(&f).ok()?;
    let _ = std::fs::remove_file(&f);
    Some(serde_json::from_str(&text).unwrap_or(CrashNote {
        at: String::new(),
        what: String::new(),
        place: String::new(),
        version: String::new(),
        saved: false,
    }))
}

/// The crash in words for the owner: when, what and where, and whether
/// the night was kept.
pub fn said(note: &CrashNote) -> String {
    let when = if note.at.is_empty() {
        "?".to_string()
    } else {
        crate::text::clock::local_time(&note.at)
    };
    let what = if note.what.is_empty() {
        crate::t!(CrashNoDetails)
    } else {
        note.what.clone()
    };
    let kept = if note.saved {
        crate::t!(CrashNightKept)
    } else {
        crate::t!(CrashNightLastChange)
    };
    crate::t!(
        CrashNote,
        when = when,
        what = what,
        place = note.place.clone(),
        version = note.version.clone(),
        kept = kept
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_note_is_read_back_once_and_said_with_what_and_where() {
        let dir = std::env::temp_dir().join(format!("podsheet-crash-{}", std::process::id()));
        let note = CrashNote {
            at: "2026-11-28T20:31:00Z".into(),
            what: "index out of bounds: the len is 6 but the index is 15".into(),
            place: "src/text/explain/mod.rs:62:20".into(),
            version: "1.0.0".into(),
            saved: true,
        };
        write(&dir, &note);
        let back = take(&dir).expect("the note");
        assert_eq!(back, note);
        assert!(take(&dir).is_none(), "said once");
        let words = said(&back);
        assert!(words.contains("index out of bounds") && words.contains("explain/mod.rs:62"));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_fault_keeps_the_night_and_the_next_start_says_so() {
        use crate::app::PodsheetApp;
        use crate::app::files::recovery::Recovery;
        let dir = std::env::temp_dir().join(format!("podsheet-fault-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut app = PodsheetApp::new_for_test(PodsheetApp::demo_event());
        app.recovery = Recovery::at(Some(dir.clone()));
        // An edit not saved yet: what the fault must not lose.
        let renamed = crate::app::document::edit::Edit::SetName(
            crate::model::PlayerId(0),
            "Renamed Before The Fault".into(),
        );
        assert!(app.edit(renamed));
        let ctx = egui::Context::default();
        let payload: Box<dyn std::any::Any + Send> = Box::new("index out of bounds");
        app.after_fault(&ctx, payload.as_ref());
        assert!(app.faulted && app.allow_close);

        // The next start: the fault in words, and the night offered back.
        let mut next = PodsheetApp::new_for_test(PodsheetApp::demo_event());
        next.recovery = Recovery::at(Some(dir.clone()));
        next.look_for_recovery();
        let said = next.dialogs.error.clone().expect("the fault is said");
        assert!(said.contains("index out of bounds"), "{said}");
        assert!(said.contains("restore it below"), "{said}");
        let offer = next
            .dialogs
            .recovery_offer
            .as_ref()
            .expect("the night offered");
        assert_eq!(offer.event.players[0].name, "Renamed Before The Fault");
        // Said once.
        assert!(take(&dir).is_none());
        let _ = std::fs::remove_dir_all(dir);
    }
}
