//! The open document: the event, where it lives on disk, its undo history
//! and the one derived [`Snapshot`] every panel reads.

use crate::app::view::{Pick, PodView, RoundClock, Selection};
use crate::engine::Snapshot;
use crate::model::{Event, GameScore, Roll, Round};
use crate::text::explain::short_names;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

/// Generations are unique across documents, so a new document is never
/// mistaken for one already written to the recovery file.
static GENERATION: AtomicU64 = AtomicU64::new(1);

fn next_generation() -> u64 {
    GENERATION.fetch_add(1, Ordering::Relaxed)
}

/// Most undo steps kept (events are small; this bounds memory anyway).
pub const UNDO_LIMIT: usize = 200;

/// Where a typed score was entered: a match box, or one player's grid cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Cell {
    /// The match box (scores from the first player's side).
    Box,
    /// The grid cell of the match's first player.
    GridA,
    /// The grid cell of the match's second player (scores from their side).
    GridB,
}

/// A score entry field: round (1-based), match index, and which field.
pub type CellKey = (u32, usize, Cell);

/// A text field whose typed text is not committed yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DraftKey {
    /// A score field.
    Score(CellKey),
    /// A player's name.
    Name(usize),
    /// How a player's name is read.
    Reading(usize),
    /// A player's deck.
    Deck(usize),
    /// A player's first pick.
    FirstPick(usize),
}

/// Text typed into fields and not (yet) committed: a score that does not
/// parse stays here, visible with its message, never silently discarded.
pub type Drafts = BTreeMap<DraftKey, String>;

/// What one undo (or redo) step puts back into the event. Applying a step
/// swaps its parts with the event's, which gives the step that goes the
/// other way: undo and redo are exact.
#[derive(Debug, Clone)]
pub enum UndoStep {
    /// The whole event as it was.
    Event(Box<Event>),
    /// Only the parts a typed score can change (its match, or the rounds
    /// when the pairing hook changed them, and the rolls): a large Swiss is
    /// not copied whole for every result.
    Parts {
        /// The rounds as they were.
        rounds: RoundsStep,
        /// The rolls as they were, if they changed.
        rolls: Option<Vec<Roll>>,
    },
}

/// The rounds part of an [`UndoStep::Parts`].
#[derive(Debug, Clone)]
pub enum RoundsStep {
    /// The rounds did not change.
    Same,
    /// Only one match's score changed: it was `score`.
    Score {
        /// Round, 1-based.
        round: u32,
        /// Match index within the round.
        index: usize,
        /// The score it had.
        score: Option<GameScore>,
    },
    /// All the rounds as they were.
    All(Vec<Round>),
}

impl UndoStep {
    /// Puts this step's parts into `event`; returns the step back.
    pub(crate) fn swap_into(self, event: &mut Event) -> UndoStep {
        match self {
            UndoStep::Event(e) => UndoStep::Event(Box::new(std::mem::replace(event, *e))),
            UndoStep::Parts { rounds, rolls } => {
                let rounds = match rounds {
                    RoundsStep::Same => RoundsStep::Same,
                    RoundsStep::Score {
                        round,
                        index,
                        score,
                    } => {
                        let m = event.match_mut(round, index);
                        // The step was made from this very match, so it is
                        // there; were it not, nothing is changed.
                        let score = match m {
                            Some(m) => std::mem::replace(&mut m.score, score),
                            None => score,
                        };
                        RoundsStep::Score {
                            round,
                            index,
                            score,
                        }
                    }
                    RoundsStep::All(r) => RoundsStep::All(std::mem::replace(&mut event.rounds, r)),
                };
                let rolls = rolls.map(|r| std::mem::replace(&mut event.rolls, r));
                UndoStep::Parts { rounds, rolls }
            }
        }
    }
}

/// The open event and everything derived from it. In a draft night each
/// pod is a `Doc` (see `app::night::pods`).
#[derive(Clone)]
pub struct Doc {
    /// The event being edited.
    pub event: Event,
    /// The file it was opened from or last saved to.
    pub path: Option<PathBuf>,
    /// The event as last saved or opened (`None`: never saved).
    pub saved: Option<Event>,
    /// Steps back to earlier states, most recent last.
    pub undo: Vec<UndoStep>,
    /// Steps forward to states undone, most recent last.
    pub redo: Vec<UndoStep>,
    /// Standings and problems of [`Doc::event`], recomputed after each edit.
    pub snapshot: Snapshot,
    /// Messages from the last edit (pairing notes, refusals).
    pub notes: Vec<String>,
    /// Short names for boxes and cells (first names where unique).
    pub names: Vec<String>,
    /// The players' names [`Doc::names`] were made from: an edit that
    /// changes no name does not make them again.
    names_of: Vec<String>,
    /// Counts every change of [`Doc::event`], so the recovery file knows
    /// when to write.
    pub generation: u64,
    /// The report codes of the night's other pods, so that a code given
    /// here names one match in the room (set by the night before an edit).
    pub other_codes: Vec<String>,
    /// What the panels show of this pod, made with the snapshot after each
    /// change, with the selection that points into this event.
    pub view: PodView,
    /// This pod's round clock (each pod has its own).
    pub clock: RoundClock,
}

impl Doc {
    /// A document for `event`; `path` and `saved` say where it came from.
    pub fn new(event: Event, path: Option<PathBuf>, saved: bool) -> Self {
        let snapshot = Snapshot::of(&event);
        let names = screen_names(&event);
        let view = PodView::of(&event, &snapshot, Selection::default());
        Doc {
            view,
            clock: RoundClock::default(),
            names,
            names_of: event.players.iter().map(|p| p.name.clone()).collect(),
            saved: saved.then(|| event.clone()),
            event,
            path,
            undo: Vec::new(),
            redo: Vec::new(),
            snapshot,
            notes: Vec::new(),
            generation: next_generation(),
            other_codes: Vec::new(),
        }
    }

    /// Whether the event differs from the file (or was never saved).
    pub fn is_dirty(&self) -> bool {
        self.saved.as_ref() != Some(&self.event)
    }

    /// Marks the current event as saved at `path`.
    pub fn mark_saved(&mut self, path: PathBuf) {
        self.path = Some(path);
        self.saved = Some(self.event.clone());
    }

    /// Recomputes the snapshot after the event changed.
    pub(crate) fn refresh(&mut self) {
        self.snapshot = Snapshot::of(&self.event);
        let selection = std::mem::take(&mut self.view.selection);
        self.view = PodView::of(&self.event, &self.snapshot, selection);
        let players = &self.event.players;
        let same = self.names_of.len() == players.len()
            && self.names_of.iter().zip(players).all(|(n, p)| *n == p.name);
        if !same {
            self.names = screen_names(&self.event);
            self.names_of = players.iter().map(|p| p.name.clone()).collect();
        }
        self.generation = next_generation();
    }

    /// Makes the view again when the app's language changed since (its
    /// words are in the language it was made in).
    pub fn speak(&mut self, lang: crate::text::i18n::Lang) {
        if !self.view.speaks(lang) {
            let selection = std::mem::take(&mut self.view.selection);
            self.view = PodView::of(&self.event, &self.snapshot, selection);
        }
    }

    /// Keeps what is on screen of `old` (this pod before a night-wide
    /// change): its clock, and what it explained when its players are
    /// still the same players in the same places (otherwise the selection
    /// is let go: an index would name someone else).
    pub fn keep_view_of(&mut self, old: &Doc) {
        self.clock = old.clock.clone();
        let same = old.event.players.len() == self.event.players.len()
            && old
                .event
                .players
                .iter()
                .zip(&self.event.players)
                .all(|(a, b)| a.name == b.name);
        if same {
            let selection = old.view.selection.clone();
            self.view = PodView::of(&self.event, &self.snapshot, selection);
        }
    }

    /// Changes what the explanation panel explains in this pod.
    pub fn select(&mut self, pick: Pick) -> bool {
        self.view.select(pick, &self.event, &self.snapshot)
    }

    /// The short name of a player for boxes and cells.
    pub fn short_name(&self, p: crate::model::PlayerId) -> &str {
        self.names.get(p.0).map_or("?", String::as_str)
    }
}

/// The short names, ready to draw (text::egui_fonts::name).
fn screen_names(event: &Event) -> Vec<String> {
    short_names(event)
        .iter()
        .map(|n| crate::text::egui_fonts::name(n))
        .collect()
}
