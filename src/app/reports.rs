//! The players' reports in the app (docs/cli.md, "Results from the
//! players' phones"): what the desk took in is kept in the events, so the
//! recovery file and the saved file hold it and a crash loses none; the
//! owner accepts a result as an edit like any other (one undo step, the
//! next round paired once a round is complete), or has confirmed results
//! accepted at once.

use crate::app::PodsheetApp;
use crate::app::document::edit::Edit;
use crate::model::GameScore;

impl PodsheetApp {
    /// The players' reports that came in since the last frame (a report
    /// wakes the app): kept in the events, and accepted at once where both
    /// phones agree and the owner asked for that.
    pub(crate) fn take_reports(&mut self) {
        if self.share.take_desk_opened() {
            self.night.ensure_codes();
        }
        let Some(reports) = self.share.new_reports() else {
            return;
        };
        self.night.set_reports(reports.clone());
        if !self.share.auto_accept {
            return;
        }
        for (pod, rs) in reports.iter().enumerate() {
            for (code, result) in crate::engine::reports::confirmed(rs) {
                self.accept_report(pod, code, result);
            }
        }
    }

    /// The owner accepts `result` for `code` in pod `pod`: an edit like any
    /// other; the desk is done with the code.
    pub(crate) fn accept_report(&mut self, pod: usize, code: String, result: GameScore) {
        self.share.report_done(pod, &code);
        self.night.edit_in(pod, Edit::AcceptReport { code, result });
    }

    /// Holds the lock of the file on screen (and of no other), so that
    /// `podsheet serve --reports` refuses to write into it meanwhile.
    pub(crate) fn sync_lock(&mut self) {
        let path = self.doc().path.clone();
        if path.as_deref() == self.locked.as_ref().map(crate::io::lock::Held::file) {
            return;
        }
        // The old lock is given back as it is dropped.
        self.locked = None;
        self.locked = path
            .as_deref()
            .and_then(|p| crate::io::lock::Held::try_take(p, crate::io::lock::Writer::App).ok());
    }
}
