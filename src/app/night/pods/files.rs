//! The night and its files: saved atomically (a night file for several
//! pods, an event file for one), marked saved or restored, and written to
//! the recovery files after every change.

use super::NightState;
use crate::app::files::recovery::Recovery;
use crate::app::night::recovery;
use std::path::{Path, PathBuf};

impl NightState {
    /// Writes the night to `path` atomically: a night file for several
    /// pods, a plain event file for one.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        crate::io::night_file::save(&self.events(), path)
    }

    /// Marks every pod saved at `path` (after the night file was written).
    pub fn mark_saved(&mut self, path: &Path) {
        for p in &mut self.pods {
            p.doc.mark_saved(path.to_path_buf());
        }
        self.recovery_key = None;
    }

    /// Marks every pod unsaved (a restored recovery), belonging to `path`.
    pub fn mark_unsaved(&mut self, path: Option<PathBuf>) {
        for p in &mut self.pods {
            p.doc.saved = None;
            p.doc.path.clone_from(&path);
        }
    }

    /// Brings the recovery files up to date after this frame's changes:
    /// the event's for a night of one pod, the night's otherwise.
    pub(crate) fn write_recovery(&mut self, files: &mut Recovery) {
        let doc = self.doc();
        let path = doc.path.clone();
        let dirty = self.is_dirty();
        if self.len() == 1 {
            if self.recovery_key.take().is_some() {
                recovery::clear(files);
            }
            let doc = self.doc();
            files.write(&doc.event, path.as_deref(), dirty, doc.generation);
            return;
        }
        let key = (self.docs().map(|d| d.generation).collect(), dirty);
        if self.recovery_key.as_ref() == Some(&key) {
            return;
        }
        self.recovery_key = Some(key);
        // The event's own file would hold one pod of the night: never that.
        let doc = self.doc();
        files.write(&doc.event, None, false, doc.generation);
        if dirty {
            recovery::write(files, &self.events(), path.as_deref());
        } else {
            recovery::clear(files);
        }
    }
}
