//! What a frame shows of each pod, computed once per change of the pod
//! (as egui's demo and rerun keep logic apart from drawing): the panels
//! draw from a [`PodView`] and compute no rule while drawing. The view
//! also holds what points into its pod's event — the explanation's
//! [`Selection`] — so that it follows that event: a pod added beside,
//! another pod shown, an undo, never leave it pointing into another
//! event.
//!
//! A [`PodView`] is made by [`crate::app::document::doc::Doc`] with its
//! snapshot, after every change of its event, and its words again when the
//! app's language changes ([`PodView::speaks`]).

mod clock;
mod explained;
mod reports;
mod selection;

pub use clock::{ClockAction, RoundClock, SavedClock};
pub use reports::ReportRow;
pub use selection::{Pick, Selection};

use crate::engine::Snapshot;
use crate::engine::day_shape::{self, DayShape, DivisionShape};
use crate::engine::pairing::{PairingError, SheetBox, planned_rounds, sheet_boxes};
use crate::engine::playoff::{self, Part};
use crate::model::{Event, Structure};
use crate::text::i18n::{self, Lang};

/// What the panels show of one pod, derived from its event and snapshot.
#[derive(Clone)]
pub struct PodView {
    /// What the explanation panel explains (kept across changes, let go
    /// of players the event no longer has).
    pub selection: Selection,
    /// The explanation of [`PodView::selection`], in [`PodView::lang`].
    pub explained: Vec<String>,
    /// Every box of the paper sheet, paired or waiting for its players.
    pub sheet: Vec<SheetBox>,
    /// How many rounds the sheet's columns show (planned, or paired).
    pub columns: usize,
    /// The playoff's brackets, once cut (one for each age division that
    /// cuts), each with why it cannot be drawn, if so.
    pub brackets: Vec<Part>,
    /// Every open match with reports from the phones, with how they read.
    pub reports: Vec<ReportRow>,
    /// How many of them the two players agreed on and may be accepted.
    pub agreed: usize,
    /// The Swiss is over and not cut: the players counted and the cut the
    /// game suggests.
    pub cut_offer: Option<(usize, DayShape)>,
    /// Where players play in age divisions, what the game suggests for
    /// each division from its attendance (each cuts apart); empty
    /// otherwise.
    pub divisions: Vec<DivisionShape>,
    /// Whether Event → Cut can cut now (to a top 2 at least).
    pub can_cut: bool,
    /// Whether a stale round can be re-paired now.
    pub can_repair: bool,
    /// The language the words above are in.
    pub lang: Lang,
}

impl PodView {
    /// The view of `event` with its `snapshot`, keeping `selection` (let
    /// go of players the event no longer has).
    pub fn of(event: &Event, snapshot: &Snapshot, mut selection: Selection) -> Self {
        selection.follow(event);
        let sheet = sheet_boxes(event);
        let planned = planned_rounds(event).unwrap_or(0) as usize;
        let swiss_over = matches!(event.structure, Structure::Swiss { .. })
            && event.cut.is_none()
            && matches!(snapshot.pairing, Err(PairingError::Over { .. }));
        let lang = i18n::current();
        let (reports, agreed) = reports::rows(event, snapshot);
        let mut view = PodView {
            explained: Vec::new(),
            sheet,
            columns: planned.max(event.rounds.len()),
            brackets: playoff::parts(event, &snapshot.standings.order),
            reports,
            agreed,
            cut_offer: swiss_over.then(|| day_shape::at_the_end(event)),
            divisions: day_shape::by_division(event),
            can_cut: playoff::can_cut(event, 2).is_ok(),
            can_repair: snapshot.life.stale.iter().any(|s| s.repair.is_ok()),
            selection,
            lang,
        };
        view.explain(event, snapshot);
        view
    }

    /// Changes the selection; the explanation follows.
    pub fn select(&mut self, pick: Pick, event: &Event, snapshot: &Snapshot) -> bool {
        let changed = self.selection.apply(pick);
        if changed {
            self.selection.follow(event);
            self.explain(event, snapshot);
        }
        changed
    }

    /// Whether the view's words are in the app's language now (`false`
    /// after View → Language: the pod makes its view again).
    pub fn speaks(&self, lang: Lang) -> bool {
        self.lang == lang
    }

    /// The explanation of the selection, said again.
    fn explain(&mut self, event: &Event, snapshot: &Snapshot) {
        self.explained = explained::paragraphs(event, snapshot, &self.selection);
    }
}
