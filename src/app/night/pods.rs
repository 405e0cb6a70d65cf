//! The draft night in the app: the pods as tabs, one undo history across
//! the night, and the night's own edits (players moved between pods, late
//! arrivals, no-shows) before round 1.
//!
//! How the pods share one undo history: each pod is a [`Doc`] with its own
//! undo and redo stacks, exactly as a single event (the pod on screen is
//! `app.doc`; the others wait in [`NightState`]). The night keeps the
//! order of the steps: each step names the pod whose stack holds it, or is
//! a night-wide step (players moved, a pod added or removed) holding every
//! pod's `Doc` as it was before. Undo takes the night's last step: it shows
//! that pod and undoes there, or puts the whole night back as it was. Any
//! new edit empties every redo stack. A night of one pod is today's event:
//! its steps are that `Doc`'s own.

use crate::app::app::PodsheetApp;
use crate::app::document::commands::Command;
use crate::app::document::doc::{Doc, Drafts, UNDO_LIMIT};
use crate::app::panels::explain_ui::Selection;
use crate::model::Night;

/// A pod not on screen, with any text typed in it and not yet entered.
#[derive(Clone)]
struct Parked {
    doc: Doc,
    drafts: Drafts,
}

/// One step of the night's history.
enum Step {
    /// An edit of this pod (0-based), held in its `Doc`'s stacks.
    Pod(usize),
    /// A night-wide edit: the night as it was on the other side of it.
    Night(Box<Layout>),
}

/// Every pod's `Doc`, and the pod on screen.
struct Layout {
    docs: Vec<Doc>,
    active: usize,
}

/// The night around the pod on screen.
pub struct NightState {
    /// The night's name ("Friday draft").
    pub name: String,
    /// The day, if known.
    pub date: Option<String>,
    /// The seed the pods were drawn with.
    pub seed: Option<u64>,
    /// Every pod by position; the pod on screen is `app.doc` (its slot is
    /// `None`).
    pods: Vec<Option<Parked>>,
    /// The pod on screen (0-based).
    pub active: usize,
    undo: Vec<Step>,
    redo: Vec<Step>,
    /// The id of the `Doc` on screen as the night last saw it: another id
    /// means the document was replaced (a file opened, a new event), and
    /// the night starts again around it.
    doc_id: u64,
    /// The sign-up → pods form, while open.
    pub signup: Option<crate::app::night::night_ui::SignupForm>,
    /// The night's players form, while open.
    pub roster: Option<crate::app::night::night_ui::RosterForm>,
    /// The player list, once a night form needed it.
    pub players: Option<crate::app::night::players_ui::Players>,
    /// A night a previous run left unsaved, offered back.
    pub(crate) offer: Option<crate::app::night::recovery::NightRecovered>,
    /// What the night recovery file last recorded: each pod's generation
    /// and whether anything was unsaved.
    pub(crate) recovery_key: Option<(Vec<u64>, bool)>,
}

impl NightState {
    /// A night of one pod: the event on screen.
    pub fn around(doc: &Doc) -> Self {
        NightState {
            name: doc.event.name.clone(),
            date: doc.event.date.clone(),
            seed: None,
            pods: vec![None],
            active: 0,
            undo: Vec::new(),
            redo: Vec::new(),
            doc_id: doc.id,
            signup: None,
            roster: None,
            offer: None,
            recovery_key: None,
            players: None,
        }
    }

    /// How many pods the night has.
    pub fn len(&self) -> usize {
        self.pods.len()
    }

    /// Whether the night has no pods (never, once built).
    pub fn is_empty(&self) -> bool {
        self.pods.is_empty()
    }

    /// Pod `i` (0-based): the parked one, or `on_screen` for the active.
    pub fn doc<'a>(&'a self, i: usize, on_screen: &'a Doc) -> Option<&'a Doc> {
        if i == self.active {
            return Some(on_screen);
        }
        self.pods.get(i)?.as_ref().map(|p| &p.doc)
    }

    /// The pods not on screen.
    pub(crate) fn parked_mut(&mut self) -> impl Iterator<Item = &mut Doc> {
        self.pods.iter_mut().flatten().map(|p| &mut p.doc)
    }

    fn push_undo(&mut self, step: Step) {
        self.undo.push(step);
        if self.undo.len() > UNDO_LIMIT * 4 {
            self.undo.remove(0);
        }
    }

    /// Whether Undo has anything in the night (or in `doc`'s own stack).
    pub fn can_undo(&self, doc: &Doc) -> bool {
        !self.undo.is_empty() || !doc.undo.is_empty()
    }

    /// Whether Redo has anything.
    pub fn can_redo(&self, doc: &Doc) -> bool {
        !self.redo.is_empty() || !doc.redo.is_empty()
    }
}

impl PodsheetApp {
    /// Keeps the night in step with the document on screen: a replaced
    /// document starts a night of one pod; the "unsaved" mark covers every
    /// pod. Called each frame and before every night operation.
    pub fn night_sync(&mut self) {
        if self.night.doc_id != self.doc.id {
            let mut fresh = NightState::around(&self.doc);
            fresh.offer = self.night.offer.take();
            fresh.signup = self.night.signup.take();
            fresh.recovery_key = self.night.recovery_key.take();
            fresh.players = self.night.players.take();
            self.night = fresh;
        }
        self.doc.others_dirty = self
            .night
            .pods
            .iter()
            .flatten()
            .any(|p| p.doc.saved.as_ref() != Some(&p.doc.event));
    }

    /// Applies one edit of the pod on screen, or Undo / Redo across the
    /// night: the one place the app's edits go through. Returns whether
    /// anything changed.
    pub fn edit(&mut self, cmd: Command) -> bool {
        self.night_sync();
        let changed = match cmd {
            Command::Undo => self.night_step(true),
            Command::Redo => self.night_step(false),
            cmd => {
                let changed = self.doc.apply(cmd);
                if changed {
                    let active = self.night.active;
                    self.night.push_undo(Step::Pod(active));
                    self.clear_redo();
                }
                changed
            }
        };
        self.night_sync();
        changed
    }

    fn clear_redo(&mut self) {
        self.night.redo.clear();
        self.doc.redo.clear();
        for p in self.night.pods.iter_mut().flatten() {
            p.doc.redo.clear();
        }
    }

    /// Undoes (`back`) or redoes the night's last step.
    fn night_step(&mut self, back: bool) -> bool {
        let cmd = if back { Command::Undo } else { Command::Redo };
        loop {
            let step = if back {
                self.night.undo.pop()
            } else {
                self.night.redo.pop()
            };
            let Some(step) = step else {
                // Edits made around the night (or before it existed) are in
                // the document's own stacks.
                return self.doc.apply(cmd);
            };
            let done = match step {
                Step::Pod(p) if p < self.night.len() => {
                    self.park_and_show(p);
                    self.doc.apply(cmd.clone()).then_some(Step::Pod(p))
                }
                Step::Pod(_) => None,
                Step::Night(layout) => {
                    let now = self.layout();
                    self.set_layout(*layout);
                    Some(Step::Night(Box::new(now)))
                }
            };
            if let Some(other) = done {
                if back {
                    self.night.redo.push(other);
                } else {
                    self.night.push_undo(other);
                }
                return true;
            }
            // A step whose pod has nothing left (capped history): skip it.
        }
    }

    /// Shows pod `p` (0-based), entering what was typed in the pod on
    /// screen first. Not an edit: no undo step of its own.
    pub fn show_pod(&mut self, p: usize) {
        self.night_sync();
        if p == self.night.active || p >= self.night.len() {
            return;
        }
        self.commit_drafts();
        self.park_and_show(p);
    }

    /// Swaps pod `p` onto the screen, keeping each pod's typed text.
    fn park_and_show(&mut self, p: usize) {
        if p == self.night.active {
            return;
        }
        let Some(incoming) = self.night.pods.get_mut(p).and_then(Option::take) else {
            return;
        };
        let leaving = Parked {
            doc: std::mem::replace(&mut self.doc, incoming.doc),
            drafts: std::mem::replace(&mut self.drafts, incoming.drafts),
        };
        let active = self.night.active;
        self.night.pods[active] = Some(leaving);
        self.night.active = p;
        self.night.doc_id = self.doc.id;
        self.selection = Selection::default();
    }

    /// Every pod's `Doc` as it is now.
    fn layout(&self) -> Layout {
        let docs = (0..self.night.len())
            .filter_map(|i| self.night.doc(i, &self.doc).cloned())
            .collect();
        Layout {
            docs,
            active: self.night.active,
        }
    }

    /// Puts a whole layout on screen and in the night.
    fn set_layout(&mut self, layout: Layout) {
        let active = layout.active.min(layout.docs.len().saturating_sub(1));
        let mut pods = Vec::with_capacity(layout.docs.len());
        for (i, doc) in layout.docs.into_iter().enumerate() {
            if i == active {
                self.doc = doc;
                pods.push(None);
            } else {
                pods.push(Some(Parked {
                    doc,
                    drafts: Drafts::new(),
                }));
            }
        }
        self.night.pods = pods;
        self.night.active = active;
        self.night.doc_id = self.doc.id;
        self.drafts.clear();
        self.selection = Selection::default();
    }

    /// The night as data: its name, seed and every pod's event.
    pub fn night_events(&self) -> Night {
        Night {
            name: self.night.name.clone(),
            date: self.night.date.clone(),
            seed: self.night.seed,
            pods: (0..self.night.len())
                .filter_map(|i| self.night.doc(i, &self.doc).map(|d| d.event.clone()))
                .collect(),
        }
    }

    /// A night-wide edit: `edit` changes the night (or says why not, shown
    /// on the status line) and names the pod to show after it. One undo
    /// step for the whole gesture.
    pub fn night_edit(
        &mut self,
        edit: impl FnOnce(&mut Night) -> Result<Option<usize>, String>,
    ) -> bool {
        self.night_sync();
        self.commit_drafts();
        let mut night = self.night_events();
        let show = match edit(&mut night) {
            Ok(show) => show,
            Err(why) => {
                self.doc.notes = vec![why];
                return false;
            }
        };
        if night == self.night_events() {
            return false;
        }
        let before = self.layout();
        let docs = night
            .pods
            .into_iter()
            .enumerate()
            .map(|(i, event)| match before.docs.get(i) {
                Some(old) if old.event == event => old.clone(),
                Some(old) => {
                    // The pod at this place changed: a new document that
                    // remembers what was saved at this place.
                    let mut doc = Doc::new(event, old.path.clone(), false);
                    doc.saved = old.saved.clone();
                    doc
                }
                None => Doc::new(event, self.doc.path.clone(), false),
            })
            .collect::<Vec<Doc>>();
        let active = show.unwrap_or(self.night.active);
        self.night.name = night.name;
        self.night.seed = night.seed;
        self.set_layout(Layout { docs, active });
        self.night.push_undo(Step::Night(Box::new(before)));
        self.clear_redo();
        self.night_sync();
        true
    }

    /// Replaces the document with `night` (unsaved, or saved at `path`),
    /// showing pod 1; the history starts empty.
    pub fn open_night(&mut self, night: Night, path: Option<std::path::PathBuf>) {
        let saved = path.is_some();
        let docs: Vec<Doc> = night
            .pods
            .into_iter()
            .map(|e| Doc::new(e, path.clone(), saved))
            .collect();
        if docs.is_empty() {
            return;
        }
        self.night = NightState {
            name: night.name,
            date: night.date,
            seed: night.seed,
            pods: Vec::new(),
            active: 0,
            undo: Vec::new(),
            redo: Vec::new(),
            doc_id: 0,
            signup: None,
            roster: None,
            offer: self.night.offer.take(),
            recovery_key: self.night.recovery_key.take(),
            players: self.night.players.take(),
        };
        self.set_layout(Layout { docs, active: 0 });
        self.timer.reset();
        self.night_sync();
    }
}
