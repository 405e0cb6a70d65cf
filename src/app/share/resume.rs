//! The app's side of remembered sharing: after every frame the settings
//! of the night on screen are remembered (written only when they change);
//! a night opened or restored shares again as it did; and while the
//! address the night's printouts carry is not served, the app says the
//! phones are down.

use crate::app::PodsheetApp;
use crate::app::document::doc::Doc;

impl PodsheetApp {
    /// Remembers the sharing settings of the night on screen, in the data
    /// folder, when they changed.
    pub(crate) fn remember_sharing(&mut self) {
        // Not while the night's own settings wait to be resumed (after
        // the recovery question): they would be remembered as off.
        if self.resume_sharing {
            return;
        }
        let path = self.doc().path.clone();
        let clocks = self.night.docs().map(|d| d.clock.saved()).collect();
        let settings = self.remembered.set(path.as_deref(), self.share.settings());
        let clocks = self.remembered.set_clocks(path.as_deref(), clocks);
        if settings || clocks {
            self.remembered.save(self.recovery.dir.as_deref());
        }
    }

    /// A night was opened or restored: ask for its sharing to resume at
    /// the next frame.
    pub(crate) fn ask_to_resume_sharing(&mut self) {
        self.resume_sharing = true;
    }

    /// Shares again as the night on screen did: its printouts' address
    /// and, if sharing was on, the server on its address and port (what
    /// went wrong is said in the share window and above the sheet). Only
    /// ever turns sharing on: a night opened while sharing goes on being
    /// shared.
    pub(crate) fn resume_remembered_sharing(&mut self, ctx: &egui::Context) {
        // While the owner is asked whether to restore an unsaved night,
        // the phones wait: served the file on disk, they would take
        // results into a night the restore then replaces (and lose them).
        // Sharing resumes once the question is answered.
        if !self.resume_sharing
            || self.dialogs.recovery_offer.is_some()
            || self.night.offer.is_some()
        {
            return;
        }
        self.resume_sharing = false;
        let path = self.doc().path.clone();
        // Each pod's clock as it was (a pod still running has run on).
        if let Some(clocks) = self
            .remembered
            .clocks_of(path.as_deref())
            .map(<[_]>::to_vec)
            && clocks.len() == self.night.len()
        {
            self.night.set_clocks(&clocks);
        }
        let Some(settings) = self.remembered.of(path.as_deref()).cloned() else {
            return;
        };
        if self.share.is_on() {
            if settings.printed.is_some() {
                self.share.printed = settings.printed;
            }
            return;
        }
        self.share.apply(&settings);
        if settings.on {
            let pods: Vec<&Doc> = self.night.docs().collect();
            self.share.start(&pods, ctx);
        }
    }
}
