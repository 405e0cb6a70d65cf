//! Opening and saving from the app: a file (an event, a night, a results
//! CSV, a TOM export) opened in place of the night, and the night saved
//! atomically under the one-writer lock, never over a file changed on disk
//! since it was read.

use crate::app::PodsheetApp;
use crate::app::document::doc::Doc;
use crate::app::files::recovery::remember;
use crate::io;
use crate::t;
use std::path::Path;

impl PodsheetApp {
    /// Opens an event file or results CSV; on failure shows the error and
    /// keeps the open event.
    pub fn open_path(&mut self, path: &Path) {
        // Kept absolute, so dialogs start in its folder even when it was
        // given as a relative path (`podsheet friday.podsheet`).
        let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        let path = absolute.as_path();
        // One writer per file: a file another program writes now (serve
        // --reports) is not opened here, where its next save would lose
        // what that program wrote.
        if let Some(h) = io::lock::other_holder(path) {
            self.dialogs.error = Some(h.refusal(path));
            return;
        }
        match io::load_night(path) {
            Ok(mut night) => {
                // A results CSV or a TOM export is read, never written:
                // Save asks for a .podsheet to write instead.
                let is_event = !path
                    .extension()
                    .is_some_and(|e| e.eq_ignore_ascii_case("csv"))
                    && !io::tdf::is_tdf(path);
                let saved_at = is_event.then(|| path.to_path_buf());
                if is_event {
                    // The player list learns every night's names, one made
                    // with `podsheet pods` or on another machine too.
                    self.remember_players(night.pods.iter());
                }
                if night.pods.len() == 1 {
                    // A results CSV or a TOM export opened and not changed
                    // loses nothing when closed (the file is there): no
                    // recovery file, no question. Saving it still asks for
                    // a .podsheet (it has no file of its own).
                    let doc = Doc::new(night.pods.remove(0), saved_at, true);
                    self.night.replace_with(doc);
                } else {
                    self.open_night(night, saved_at);
                }
                self.disk = is_event.then(|| crate::app::files::disk::OnDisk::of(path));
                self.ask_to_resume_sharing();
                remember(&mut self.recent, path);
                self.recent_changed = true;
            }
            Err(e) => {
                self.dialogs.error =
                    Some(t!(CommandHandlingCouldNotOpenTheFile, e = e.to_string()));
            }
        }
    }

    /// Saves to `path` atomically and remembers it; errors are shown.
    pub fn save_to(&mut self, path: &Path) -> bool {
        // One writer per file, and nothing written over what was not read.
        if let Some(h) = io::lock::other_holder(path) {
            self.dialogs.error = Some(h.refusal(path));
            return false;
        }
        if self
            .disk
            .as_ref()
            .is_some_and(|d| d.path() == path && d.differs())
        {
            self.dialogs.error = Some(t!(
                CommandHandlingChangedOnDisk,
                file = path.display().to_string()
            ));
            if let Some(d) = self.disk.as_mut() {
                d.changed = true;
            }
            return false;
        }
        match self.night.save(path) {
            Ok(()) => {
                // Whatever was typed since (names, late entries), learned.
                let night = self.night_events();
                self.remember_players(night.pods.iter());
                self.disk = Some(crate::app::files::disk::OnDisk::of(path));
                self.night.mark_saved(path);
                crate::app::night::recovery::clear(&self.recovery);
                self.doc_mut().notes = vec![t!(CommandHandlingSaved, value = path.display())];
                remember(&mut self.recent, path);
                self.recent_changed = true;
                self.recovery.clear();
                true
            }
            Err(e) => {
                self.dialogs.error = Some(t!(
                    CommandHandlingCouldNotSaveE,
                    value = path.display(),
                    e = crate::io::os_reason(&e)
                ));
                false
            }
        }
    }
}
