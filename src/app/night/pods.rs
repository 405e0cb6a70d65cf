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
use crate::app::files::recovery::Recovery;
use crate::app::night::forms::{RosterForm, SignupForm};
use crate::app::night::players_ui::Players;
use crate::app::night::recovery::{self, NightRecovered};
use crate::model::Night;
use crate::t;
use std::path::{Path, PathBuf};

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

    /// Gives every match to be played in every pod its report code, one
    /// code per match in the room (a code two pods share, from files made
    /// apart, is given again in the later pod): when pods are dealt, before
    /// slips are printed and when the phones may report (a file from an
    /// older Podsheet has none). Not an undo step: the codes are the
    /// matches' own from now on, and the file keeps them.
    pub fn ensure_codes(&mut self) {
        use crate::engine::reports;
        let mut next = || reports::code_from(crate::app::dice::seed());
        let events = self.pods.iter_mut().map(|p| &mut p.doc.event);
        let changed = reports::code_room(events, &mut next);
        for (pod, changed) in self.pods.iter_mut().zip(changed) {
            if changed {
                pod.doc.refresh();
            }
        }
    }

    /// Keeps reports that came in from the phones, each in the pod whose
    /// open match its code names (one for a match re-paired or given a
    /// result since is done). Not an undo step: a report is the players',
    /// not an edit, and undoing an edit never drops one
    /// (`merge_reports`). Returns the matches the two players have just
    /// agreed on, by pod, code and result (never one flagged as a
    /// problem).
    pub fn keep_reports(
        &mut self,
        new: Vec<crate::model::PhoneReport>,
    ) -> Vec<(usize, String, crate::model::GameScore)> {
        use crate::engine::reports;
        let before: Vec<Vec<(String, crate::model::GameScore)>> = self
            .pods
            .iter()
            .map(|p| reports::agreed(&p.doc.event, &p.doc.snapshot.problems))
            .collect();
        let mut touched = vec![false; self.pods.len()];
        for r in new {
            for (i, pod) in self.pods.iter_mut().enumerate() {
                let Some(f) = reports::find(&pod.doc.event, &r.code) else {
                    continue;
                };
                let open = pod.doc.event.rounds[f.round as usize - 1].matches[f.index]
                    .result()
                    .is_none();
                if open {
                    pod.doc.event.reports.push(r);
                    touched[i] = true;
                }
                break;
            }
        }
        let mut agreed = Vec::new();
        for (i, pod) in self.pods.iter_mut().enumerate() {
            if !touched[i] {
                continue;
            }
            pod.doc.refresh();
            let now = reports::agreed(&pod.doc.event, &pod.doc.snapshot.problems);
            let same_match = |a: &str, b: &str| {
                let (x, y) = (
                    reports::find(&pod.doc.event, a),
                    reports::find(&pod.doc.event, b),
                );
                x.zip(y)
                    .is_some_and(|(x, y)| (x.round, x.index) == (y.round, y.index))
            };
            for (code, result) in now {
                if !before[i].iter().any(|(c, _)| same_match(c, &code)) {
                    agreed.push((i, code, result));
                }
            }
        }
        agreed
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

    /// Each pod's reports from the players' phones, as the desk has them
    /// now (kept in the events, so the recovery file and the saved file
    /// hold them). Not an undo step: a phone's report is not an edit.
    pub fn set_reports(&mut self, reports: Vec<Vec<crate::model::PhoneReport>>) {
        for (pod, rs) in self.pods.iter_mut().zip(reports) {
            if pod.doc.event.reports != rs {
                pod.doc.event.reports = rs;
                pod.doc.refresh();
            }
        }
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

    /// The player list, read from `dir` the first time (kept in memory
    /// only when there is none, as in tests).
    pub fn players_in(&mut self, dir: Option<PathBuf>) -> &mut Players {
        self.players.get_or_insert_with(|| Players::in_dir(dir))
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
