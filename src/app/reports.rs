//! The players' reports in the app (docs/cli.md, "Results from the
//! players' phones"): what the desk took in is kept in the events, so the
//! recovery file and the saved file hold it and a crash loses none; the
//! owner accepts a result as an edit like any other (one undo step, the
//! next round paired once a round is complete), or has confirmed results
//! accepted at once.

use crate::app::PodsheetApp;
use crate::app::document::edit::Edit;
use crate::model::{AcceptedBy, GameScore};
use crate::t;

impl PodsheetApp {
    /// The players' reports that came in since the last frame (a report
    /// wakes the app): kept in the events (no undo step: a report is the
    /// players', not an edit), and accepted at once where the two players
    /// just agreed and the owner asked for that. The phones then follow
    /// the events (the board published this frame holds them).
    pub(crate) fn take_reports(&mut self) {
        if self.share.take_desk_opened() {
            self.night.ensure_codes();
        }
        if self.share.take_accept_now() {
            self.accept_agreed();
        }
        let Some((upto, new)) = self.share.new_reports() else {
            return;
        };
        let agreed = self.night.keep_reports(new);
        self.share.took(upto);
        if self.share.auto_accept {
            for (pod, code, result) in agreed {
                self.accept_report(pod, code, result, AcceptedBy::Agreement);
            }
        }
    }

    /// The owner accepts `result` for the match with `code` in pod `pod`:
    /// an edit like any other (one undo step, mirrored on the phones).
    pub(crate) fn accept_report(
        &mut self,
        pod: usize,
        code: String,
        result: GameScore,
        by: AcceptedBy,
    ) {
        self.night
            .edit_in(pod, Edit::AcceptReport { code, result, by });
    }

    /// Accepts every result two players agreed on, in every pod (not a
    /// match flagged as a problem), and says what was left for the owner.
    pub(crate) fn accept_agreed(&mut self) {
        let mut accepted = 0;
        let mut left = 0;
        let mut todo = Vec::new();
        for (pod, doc) in self.night.docs().enumerate() {
            let agreed = crate::engine::reports::agreed(&doc.event, &doc.snapshot.problems);
            left += crate::engine::reports::waiting(&doc.event).len() - agreed.len();
            todo.extend(agreed.into_iter().map(|(c, r)| (pod, c, r)));
        }
        for (pod, code, result) in todo {
            self.accept_report(pod, code, result, AcceptedBy::Owner);
            accepted += 1;
        }
        self.doc_mut().notes = vec![if accepted == 0 && left == 0 {
            t!(ReportsNoneConfirmed)
        } else {
            t!(ReportsSkipped, accepted = accepted, left = left)
        }];
    }

    /// Follows the file on screen on disk (at most once a second): a file
    /// written by another program since it was read is said above the
    /// sheet, and is not saved over.
    pub(crate) fn look_at_disk(&mut self, ctx: &egui::Context) {
        let path = self.doc().path.clone();
        let follows = self.disk.as_ref().map(|d| d.path()) == path.as_deref();
        if !follows {
            self.disk = path
                .as_deref()
                .filter(|p| p.extension().is_some_and(|e| e == "podsheet"))
                .map(crate::app::files::disk::OnDisk::of);
        }
        if let Some(d) = self.disk.as_mut() {
            d.look(std::time::Instant::now());
            ctx.request_repaint_after(crate::app::files::disk::LOOK_EVERY);
        }
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
