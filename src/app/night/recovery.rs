//! The night's files: saving it, the player list's place, and the whole
//! night's recovery file. A night of one pod uses the event's recovery
//! file as before; a night of several pods is written, after every change,
//! to `recovery-night.json` beside it (the night file's text and the file
//! it belongs to), and offered back after a crash.

use crate::app::files::recovery::Recovery;
use crate::io::{event_file, night_file};
use crate::model::Night;
use std::path::{Path, PathBuf};

const FILE: &str = "recovery-night.json";

/// What a night recovery file held.
pub struct NightRecovered {
    /// The unsaved night.
    pub night: Night,
    /// The file it came from, if any.
    pub path: Option<PathBuf>,
    /// When it was written (RFC 3339).
    pub when: String,
}

fn file(recovery: &Recovery) -> Option<PathBuf> {
    recovery.dir.as_ref().map(|d| d.join(FILE))
}

/// Writes the night (atomically) as recovery data.
pub fn write(recovery: &Recovery, night: &Night, path: Option<&Path>) {
    let Some(target) = file(recovery) else { return };
    let night = night.clone();
    recovery.write_file(target, "night", path, move || night_file::to_string(&night));
}

/// Removes the night recovery file and its backup.
pub fn clear(recovery: &Recovery) {
    recovery.flush();
    if let Some(f) = file(recovery) {
        let _ = std::fs::remove_file(event_file::backup_path(&f));
        let _ = std::fs::remove_file(f);
    }
}

/// The night a previous run left unsaved, if any; a file that cannot be
/// read is moved aside and the error says where
/// ([`crate::app::files::recovery::read_recovery`]).
pub fn find(recovery: &Recovery) -> Result<Option<NightRecovered>, String> {
    recovery.flush();
    let Some(f) = file(recovery) else {
        return Ok(None);
    };
    let found = crate::app::files::recovery::read_recovery(&f, "night", |body| {
        night_file::from_str(body, "recovery")
    })?;
    Ok(found.map(|(night, path, when)| NightRecovered { night, path, when }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::PodsheetApp;
    use crate::app::command::Command;

    #[test]
    fn a_night_recovery_round_trips_and_clears() {
        let dir = tempfile::tempdir().unwrap();
        let rec = Recovery::at(Some(dir.path().join("data")));
        assert!(find(&rec).unwrap().is_none());
        let names: Vec<String> = (1..=16).map(|i| format!("Zoë {i}")).collect();
        let night =
            crate::engine::night::from_names("Friday", &names, 8, 3, "2026-11-20T19:00:00Z")
                .unwrap();
        let path = Path::new("/tmp/friday.podsheet");
        write(&rec, &night, Some(path));
        let found = find(&rec).unwrap().expect("written");
        assert_eq!(found.night, night);
        assert_eq!(found.path.as_deref(), Some(path));
        clear(&rec);
        assert!(find(&rec).unwrap().is_none());
    }

    #[test]
    fn the_app_writes_the_whole_night_and_a_restore_brings_it_back() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = PodsheetApp::new_for_test(PodsheetApp::demo_event());
        app.recovery.dir = Some(dir.path().to_path_buf());
        let names: Vec<String> = (1..=24).map(|i| format!("P{i}")).collect();
        let night =
            crate::engine::night::from_names("Friday", &names, 8, 3, "2026-11-20T19:00:00Z")
                .unwrap();
        app.open_night(night.clone(), None);
        app.write_recovery();
        let found = find(&app.recovery)
            .unwrap()
            .expect("an unsaved night is written");
        assert_eq!(found.night, night);
        assert!(
            app.recovery.find().unwrap().is_none(),
            "never one pod as an event"
        );
        // A new run offered it: restoring gives every pod back, unsaved.
        let mut next = PodsheetApp::new_for_test(PodsheetApp::demo_event());
        next.recovery.dir = Some(dir.path().to_path_buf());
        next.night.offer = find(&next.recovery).unwrap();
        next.handle(
            &egui::Context::default(),
            Command::AnswerNightRecovery(true),
        );
        assert_eq!(next.night_events(), night);
        assert!(next.is_dirty());
    }

    #[test]
    fn the_app_says_when_a_recovery_file_cannot_be_read() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = PodsheetApp::new_for_test(PodsheetApp::demo_event());
        app.recovery.dir = Some(dir.path().to_path_buf());
        // A night written by a newer Podsheet than this one.
        let newer =
            serde_json::json!({"path": null, "night": "{\"format\": \"podsheet-night/99\"}"});
        std::fs::write(dir.path().join(FILE), newer.to_string()).unwrap();
        app.look_for_recovery();
        let error = app.dialogs.error.clone().expect("an error dialog");
        assert!(error.contains("recovery-night.unreadable-"), "{error}");
        assert!(app.night.offer.is_none() && app.dialogs.recovery_offer.is_none());
        // Nothing was lost: writing recovery data now leaves the kept file be.
        app.open_night(
            crate::engine::night::from_names(
                "Friday",
                &(1..=16).map(|i| format!("P{i}")).collect::<Vec<_>>(),
                8,
                1,
                "2026-11-20T19:00:00Z",
            )
            .unwrap(),
            None,
        );
        app.write_recovery();
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(names.iter().any(|n| n.contains("unreadable")), "{names:?}");
    }

    #[test]
    fn an_error_is_dismissed_before_the_offer_is_asked() {
        use egui_kittest::kittest::Queryable as _;
        let dir = tempfile::tempdir().unwrap();
        let names: Vec<String> = (1..=16).map(|i| format!("P{i}")).collect();
        let night =
            crate::engine::night::from_names("Friday", &names, 8, 3, "2026-11-20T19:00:00Z")
                .unwrap();
        write(&Recovery::at(Some(dir.path().to_path_buf())), &night, None);
        std::fs::write(dir.path().join("recovery.json"), "{ cut off").unwrap();
        let data = dir.path().to_path_buf();
        let mut h = egui_kittest::Harness::builder()
            .with_size([1200.0, 900.0])
            .build_eframe(move |_| {
                let mut app = PodsheetApp::new_for_test(PodsheetApp::demo_event());
                app.recovery.dir = Some(data);
                app.look_for_recovery();
                app
            });
        h.run();
        h.get_by_label("Problem");
        assert!(
            h.query_by_label("Recover the night").is_none(),
            "one at a time"
        );
        h.get_by_label("OK").click();
        h.run();
        h.get_by_label("Recover the night").click();
        h.run();
        assert_eq!(h.state().night_events(), night);
    }
}
