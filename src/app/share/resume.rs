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
        let path = self.doc().path.clone();
        if self.remembered.set(path.as_deref(), self.share.settings()) {
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
        if !std::mem::take(&mut self.resume_sharing) {
            return;
        }
        let path = self.doc().path.clone();
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
