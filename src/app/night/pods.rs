//! The draft night in the app: every pod, the one on screen, and one undo
//! history across them (as rerun's `StoreHub` keeps every recording with
//! one active). A single event is a night of one pod.
//!
//! How the pods share one undo history: each pod is a [`Doc`] with its own
//! undo and redo stacks, exactly as a single event. The night keeps the
//! order of the steps: each step names the pod whose stack holds it, or is
//! a night-wide step (players moved, a pod added or removed) holding every
//! pod's `Doc` as it was before. Undo takes the night's last step: it shows
//! that pod and undoes there, or puts the whole night back as it was. Any
//! new edit empties every redo stack. A night of one pod is today's event:
//! its steps are that `Doc`'s own.

use crate::app::document::doc::{Doc, Drafts, UNDO_LIMIT};
use crate::app::document::edit::Edit;
use crate::app::night::forms::{RosterForm, SignupForm};
use crate::app::night::players_ui::Players;
use crate::app::night::recovery::NightRecovered;
use crate::model::Night;
use crate::t;
use std::path::PathBuf;

mod files;
mod reports;

/// One pod: its document and any text typed in it and not yet entered.
#[derive(Clone)]
pub struct Pod {
    /// The pod's event and history.
    pub doc: Doc,
    /// Text typed in its fields, not committed yet.
    pub drafts: Drafts,
}

impl Pod {
    fn new(doc: Doc) -> Self {
        Pod {
            doc,
            drafts: Drafts::new(),
        }
    }
}

/// One step of the night's history.
enum Step {
    /// An edit of this pod (0-based), held in its `Doc`'s stacks.
    Pod(usize),
    /// A night-wide edit: the night as it was on the other side of it.
    Night(Box<WholeNight>),
}

/// The whole night at one moment (for a night-wide undo step): every
/// pod's `Doc`, and the pod on screen.
struct WholeNight {
    docs: Vec<Doc>,
    active: usize,
}

/// The draft night: every pod, the one on screen, its history and its
/// forms.
pub struct NightState {
    /// The night's name ("Friday draft").
    pub name: String,
    /// The day, if known.
    pub date: Option<String>,
    /// The seed the pods were drawn with.
    pub seed: Option<u64>,
    /// Every pod by position; never empty.
    pods: Vec<Pod>,
    /// The pod on screen (0-based).
    active: usize,
    undo: Vec<Step>,
    redo: Vec<Step>,
    /// The sign-up → pods form, while open.
    pub signup: Option<SignupForm>,
    /// The night's players form, while open.
    pub roster: Option<RosterForm>,
    /// The player list, once a night form needed it.
    pub players: Option<Players>,
    /// A night a previous run left unsaved, offered back.
    pub(crate) offer: Option<NightRecovered>,
    /// What the night recovery file last recorded: each pod's generation
    /// and whether anything was unsaved.
    pub(crate) recovery_key: Option<(Vec<u64>, bool)>,
}

impl NightState {
    /// A night of one pod: `doc`.
    pub fn new(doc: Doc) -> Self {
        NightState {
            name: doc.event.name.clone(),
            date: doc.event.date.clone(),
            seed: None,
            pods: vec![Pod::new(doc)],
            active: 0,
            undo: Vec::new(),
            redo: Vec::new(),
            signup: None,
            roster: None,
            players: None,
            offer: None,
            recovery_key: None,
        }
    }

    /// Replaces the whole night with one pod, `doc` (a file opened, a new
    /// event), keeping the open sign-up form, the player list and what the
    /// recovery file knows.
    pub fn replace_with(&mut self, doc: Doc) {
        let mut fresh = NightState::new(doc);
        fresh.offer = self.offer.take();
        fresh.signup = self.signup.take();
        fresh.recovery_key = self.recovery_key.take();
        fresh.players = self.players.take();
        *self = fresh;
    }

    /// Replaces the whole night with `night` (unsaved, or saved at `path`),
    /// showing pod 1; the history starts empty. A night without pods
    /// changes nothing.
    pub fn open(&mut self, night: Night, path: Option<PathBuf>) {
        let saved = path.is_some();
        let pods: Vec<Pod> = night
            .pods
            .into_iter()
            .map(|e| Pod::new(Doc::new(e, path.clone(), saved)))
            .collect();
        if pods.is_empty() {
            return;
        }
        self.replace_with(pods[0].doc.clone());
        self.signup = None;
        self.name = night.name;
        self.date = night.date;
        self.seed = night.seed;
        self.pods = pods;
    }

    /// The pod on screen.
    pub fn doc(&self) -> &Doc {
        &self.pods[self.active].doc
    }

    /// The pod on screen, to change (edits go through [`NightState::edit`]).
    pub fn doc_mut(&mut self) -> &mut Doc {
        &mut self.pods[self.active].doc
    }

    /// The pod on screen with its typed text.
    pub fn pod_mut(&mut self) -> &mut Pod {
        &mut self.pods[self.active]
    }

    /// The pod on screen (0-based).
    pub fn active(&self) -> usize {
        self.active
    }

    /// How many pods the night has.
    pub fn len(&self) -> usize {
        self.pods.len()
    }

    /// Whether the night has no pods (never).
    pub fn is_empty(&self) -> bool {
        self.pods.is_empty()
    }

    /// Pod `i` (0-based).
    pub fn pod(&self, i: usize) -> Option<&Doc> {
        self.pods.get(i).map(|p| &p.doc)
    }

    /// Every pod's document, in order.
    pub fn docs(&self) -> impl Iterator<Item = &Doc> {
        self.pods.iter().map(|p| &p.doc)
    }

    /// Makes each pod's view again where its words are not in `lang` (the
    /// app's language changed).
    pub fn speak(&mut self, lang: crate::text::i18n::Lang) {
        for pod in &mut self.pods {
            pod.doc.speak(lang);
        }
    }

    /// Puts each pod's clock back as remembered (pod by pod).
    pub fn set_clocks(&mut self, clocks: &[crate::app::view::SavedClock]) {
        for (pod, saved) in self.pods.iter_mut().zip(clocks) {
            pod.doc.clock = crate::app::view::RoundClock::restored(saved);
        }
    }

    /// Whether any pod differs from its file (or was never saved).
    pub fn is_dirty(&self) -> bool {
        self.docs().any(Doc::is_dirty)
    }

    /// The window title: the file's name (or the event's, a pod as the
    /// room calls it: "Friday draft — Pod 2"), with the event on screen as
    /// its tab names it when the file holds several ("friday.podsheet ·
    /// Pod 2"), and "•" when any pod has unsaved changes.
    pub fn title(&self) -> String {
        use crate::text::room::{event_name, short_name};
        let doc = self.doc();
        let file = doc
            .path
            .as_ref()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned());
        let name = match file {
            Some(f) if self.len() > 1 => format!("{f} · {}", short_name(&doc.event)),
            Some(f) => f,
            None => event_name(&doc.event),
        };
        let mark = if self.is_dirty() { " •" } else { "" };
        t!(PodsNameMarkPodsheet, name = name, mark = mark)
    }

    /// Whether Undo has anything.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty() || !self.doc().undo.is_empty()
    }

    /// Whether Redo has anything.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty() || !self.doc().redo.is_empty()
    }

    /// Applies one edit of the pod on screen, or Undo / Redo across the
    /// night. Returns whether anything changed.
    pub fn edit(&mut self, edit: Edit) -> bool {
        match edit {
            Edit::Undo => self.step(true),
            Edit::Redo => self.step(false),
            edit => {
                // Report codes the other pods use: a new one here differs.
                let others = crate::engine::reports::codes_besides(
                    self.pods.iter().map(|p| &p.doc.event),
                    self.active,
                );
                self.doc_mut().other_codes = others;
                let changed = self.doc_mut().apply(edit);
                if changed {
                    self.push_undo(Step::Pod(self.active));
                    self.clear_redo();
                }
                changed
            }
        }
    }

    /// An edit of pod `pod` (0-based), whether on screen or not, as its
    /// own undo step; the pod on screen stays on screen.
    pub fn edit_in(&mut self, pod: usize, edit: Edit) -> bool {
        if pod >= self.pods.len() {
            return false;
        }
        let shown = self.active;
        self.active = pod;
        let changed = self.edit(edit);
        self.active = shown;
        changed
    }

    /// Shows pod `p` (0-based); whether it was another pod. Not an edit:
    /// no undo step of its own. Typed text stays with its pod.
    pub fn show(&mut self, p: usize) -> bool {
        if p == self.active || p >= self.pods.len() {
            return false;
        }
        self.active = p;
        true
    }

    /// The night as data: its name, seed and every pod's event.
    pub fn events(&self) -> Night {
        Night {
            name: self.name.clone(),
            date: self.date.clone(),
            seed: self.seed,
            pods: self.docs().map(|d| d.event.clone()).collect(),
        }
    }

    /// A night-wide edit: `edit` changes the night (or says why not) and
    /// names the pod to show after it. One undo step for the whole gesture;
    /// `Ok(false)` when it changed nothing.
    pub fn night_edit(
        &mut self,
        edit: impl FnOnce(&mut Night) -> Result<Option<usize>, crate::model::Said>,
    ) -> Result<bool, crate::model::Said> {
        let mut night = self.events();
        let show = edit(&mut night)?;
        // Every pod and event of the night its own run of tables.
        crate::engine::night::number_tables(&mut night);
        if night == self.events() {
            return Ok(false);
        }
        let before = self.whole();
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
                    doc.keep_view_of(old);
                    doc
                }
                None => Doc::new(event, self.doc().path.clone(), false),
            })
            .collect::<Vec<Doc>>();
        let active = show.unwrap_or(self.active);
        self.name = night.name;
        self.seed = night.seed;
        self.set_whole(WholeNight { docs, active });
        self.ensure_codes();
        self.push_undo(Step::Night(Box::new(before)));
        self.clear_redo();
        Ok(true)
    }

    /// The player list, read from `dir` the first time (kept in memory
    /// only when there is none, as in tests).
    pub fn players_in(&mut self, dir: Option<PathBuf>) -> &mut Players {
        self.players.get_or_insert_with(|| Players::in_dir(dir))
    }

    fn push_undo(&mut self, step: Step) {
        self.undo.push(step);
        if self.undo.len() > UNDO_LIMIT * 4 {
            self.undo.remove(0);
        }
    }

    fn clear_redo(&mut self) {
        self.redo.clear();
        for p in &mut self.pods {
            p.doc.redo.clear();
        }
    }

    /// Undoes (`back`) or redoes the night's last step.
    fn step(&mut self, back: bool) -> bool {
        let edit = if back { Edit::Undo } else { Edit::Redo };
        loop {
            let step = if back {
                self.undo.pop()
            } else {
                self.redo.pop()
            };
            let Some(step) = step else {
                // Edits made before the night existed are in the
                // document's own stacks.
                return self.doc_mut().apply(edit);
            };
            let done = match step {
                Step::Pod(p) if p < self.pods.len() => {
                    self.active = p;
                    self.doc_mut().apply(edit.clone()).then_some(Step::Pod(p))
                }
                Step::Pod(_) => None,
                Step::Night(whole) => {
                    let now = self.whole();
                    self.set_whole(*whole);
                    Some(Step::Night(Box::new(now)))
                }
            };
            if let Some(other) = done {
                if back {
                    self.redo.push(other);
                } else {
                    self.push_undo(other);
                }
                return true;
            }
            // A step whose pod has nothing left (capped history): skip it.
        }
    }

    /// Every pod's `Doc` as it is now.
    fn whole(&self) -> WholeNight {
        WholeNight {
            docs: self.docs().cloned().collect(),
            active: self.active,
        }
    }

    /// Puts a whole night in place (typed text is dropped).
    fn set_whole(&mut self, whole: WholeNight) {
        let reports: Vec<Vec<crate::model::PhoneReport>> = self
            .pods
            .iter()
            .map(|p| p.doc.event.reports.clone())
            .collect();
        self.active = whole.active.min(whole.docs.len().saturating_sub(1));
        self.pods = whole.docs.into_iter().map(Pod::new).collect();
        // Reports that came in since the step stay, pod by pod.
        for (pod, kept) in self.pods.iter_mut().zip(reports) {
            crate::engine::reports::merge(&mut pod.doc.event, kept);
            pod.doc.refresh();
        }
    }
}
