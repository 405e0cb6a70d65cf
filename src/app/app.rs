//! The app: the open document, the UI state around it, and the frame that
//! lays the panels out. Panels live in their own files.

use super::commands::Command;
use super::explain_ui::{Selection, explain_ui};
use super::file_picker::{Backend, Pending};
use super::files::{Recovered, Recovery};
use super::menu_ui::{Action, MenuState, menu_ui, shortcuts};
use super::new_event::Form;
use super::night::NightState;
use super::state::{Doc, Drafts};
use super::timer_ui::{Timer, timer_ui};
use super::tools_ui::{LateEntry, Swap};
use super::{DEMO, dialogs_ui, display_ui};
use crate::io::event_file;
use crate::model::Event;
use egui::{Panel, RichText, Ui, ViewportCommand};
use std::path::PathBuf;

const RECENT_KEY: &str = "recent_files";

/// The Podsheet desktop app.
pub struct PodsheetApp {
    /// The open event (in a draft night: the pod on screen).
    pub doc: Doc,
    /// The draft night around it: the other pods, the tabs, one history.
    pub night: NightState,
    /// Typed text not committed yet (and entries that do not parse).
    pub drafts: Drafts,
    /// What the explanation panel shows.
    pub selection: Selection,
    /// The round timer.
    pub timer: Timer,
    /// Recent files, newest first (kept in eframe's storage).
    pub recent: Vec<PathBuf>,
    /// An error to show (a file that failed to load or save).
    pub error: Option<String>,
    /// The new-event form, while open.
    pub new_event: Option<Form>,
    /// Whether the display window is open.
    pub display_open: bool,
    /// Open exported PDFs in the system viewer.
    pub open_pdf: bool,
    /// Sharing the event with phones on the store's network.
    pub share: super::share_ui::Share,
    pub(crate) recovery: Recovery,
    pub(crate) recovery_offer: Option<Recovered>,
    pub(crate) dialog: Option<Pending>,
    /// The system's file dialogs or Podsheet's own (decided once a session).
    pub file_dialogs: Backend,
    pub(crate) late_entry: Option<LateEntry>,
    pub(crate) swap: Option<Swap>,
    pub(crate) asking_close: bool,
    /// An action that would replace an event with unsaved changes.
    pub(crate) confirm_discard: Option<Action>,
    pub(crate) close_after_save: bool,
    pub(crate) allow_close: bool,
    title_sent: String,
    /// The recent list changed: write it to storage now, not only at exit,
    /// so a crash does not forget the file.
    pub(crate) recent_changed: bool,
}

impl PodsheetApp {
    fn with_doc(doc: Doc, recovery: Recovery) -> Self {
        PodsheetApp {
            night: NightState::around(&doc),
            doc,
            drafts: Drafts::new(),
            selection: Selection::default(),
            timer: Timer::default(),
            recent: Vec::new(),
            error: None,
            new_event: None,
            display_open: false,
            open_pdf: true,
            share: Default::default(),
            recovery,
            recovery_offer: None,
            dialog: None,
            file_dialogs: Backend::from_env(),
            late_entry: None,
            swap: None,
            asking_close: false,
            confirm_discard: None,
            close_after_save: false,
            allow_close: false,
            title_sent: String::new(),
            recent_changed: false,
        }
    }

    /// An app on `event` with no window, no storage and no recovery file
    /// (for tests and benchmarks).
    pub fn new_for_test(event: Event) -> Self {
        let recovery = Recovery::at(None);
        PodsheetApp::with_doc(Doc::new(event, None, true), recovery)
    }

    /// The demo pod.
    pub fn demo_event() -> Event {
        match event_file::from_str(DEMO, "demo-8.podsheet") {
            Ok(e) => e,
            Err(_) => Event::new(
                "Draft pod",
                crate::model::Structure::Results,
                crate::model::BestOf::Three,
                crate::model::Preset::Wotc,
            ),
        }
    }

    /// The app as `podsheet [FILE]` starts it.
    pub(crate) fn start(cc: &eframe::CreationContext<'_>, file: Option<PathBuf>) -> Self {
        let recent: Vec<PathBuf> = cc
            .storage
            .and_then(|s| eframe::get_value(s, RECENT_KEY))
            .unwrap_or_default();
        let demo = Doc::new(PodsheetApp::demo_event(), None, true);
        super::open_documents::wake(&cc.egui_ctx);
        let mut app = PodsheetApp::with_doc(demo, Recovery::in_data_dir());
        app.recent = recent;
        let first = file.or_else(|| app.recent.first().cloned());
        if let Some(path) = first {
            app.open_path(&path);
        }
        crate::text::egui_fonts::warm_up(app.doc.event.players.iter().map(|p| p.name.as_str()));
        app.look_for_recovery();
        app
    }

    /// Offers back what an earlier run left unsaved (the event's and the
    /// night's recovery files); one that cannot be read is kept aside and
    /// said so in the error dialog.
    pub fn look_for_recovery(&mut self) {
        let mut errors = Vec::new();
        match self.recovery.find() {
            Ok(offer) => self.recovery_offer = offer,
            Err(e) => errors.push(e),
        }
        match super::night_files::find(&self.recovery) {
            Ok(offer) => self.night.offer = offer,
            Err(e) => errors.push(e),
        }
        if !errors.is_empty() {
            errors.extend(self.error.take());
            self.error = Some(errors.join("\n\n"));
        }
    }

    /// Replaces the document with a new, unsaved event.
    pub fn replace_event(&mut self, event: Event) {
        self.doc = Doc::new(event, None, false);
        self.drafts.clear();
        self.selection = Selection::default();
        self.timer.reset();
    }

    /// Applies edits in order.
    pub fn apply_all(&mut self, commands: Vec<Command>) {
        for c in commands {
            self.edit(c);
        }
    }

    fn side_ui(&mut self, ui: &mut Ui, out: &mut Vec<Command>) {
        egui::ScrollArea::vertical().id_salt("side").show(ui, |ui| {
            ui.heading("Standings");
            super::standings_ui::standings_ui(ui, &self.doc, &mut self.selection, out);
            ui.separator();
            ui.heading("Explain");
            explain_ui(ui, &self.doc, &mut self.selection);
            ui.separator();
            egui::CollapsingHeader::new("Rolls and coin flips")
                .default_open(false)
                .show(ui, |ui| super::tools_ui::rolls_ui(ui, &self.doc));
        });
    }
}

/// "8 players, 3 rounds: 2 results to enter, 1 problem".
fn status_line(doc: &Doc) -> String {
    use crate::engine::validate::Severity;
    let problems = &doc.snapshot.problems;
    let missing = problems
        .iter()
        .filter(|p| p.severity == Severity::Missing)
        .count();
    let serious = problems.len() - missing;
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    format!(
        "{} players, {}: {}, {}",
        doc.event.players.len(),
        plural(doc.event.rounds.len(), "round", "rounds"),
        plural(missing, "result to enter", "results to enter"),
        plural(serious, "problem", "problems"),
    )
}

impl eframe::App for PodsheetApp {
    fn ui(&mut self, ui: &mut Ui, frame: &mut eframe::Frame) {
        let _timer = super::frame_timer::FrameTimer::start();
        let ctx = ui.ctx().clone();
        crate::text::egui_fonts::install(&ctx);
        let names = self.doc.event.players.iter().map(|p| p.name.as_str());
        crate::text::egui_fonts::check_names(&ctx, names);
        let mut actions = shortcuts(&ctx);
        self.night_sync();
        self.poll_dialog(&ctx);
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        actions.extend(dropped.into_iter().map(Action::OpenPath));
        // Files Finder asked to open (macOS); none elsewhere.
        let asked = super::open_documents::take();
        actions.extend(asked.into_iter().map(Action::OpenPath));
        self.handle_close(&ctx);

        let mut out: Vec<Command> = Vec::new();
        let mut show_pod = None;
        Panel::top("menu").show(ui, |ui| {
            let st = MenuState {
                recent: &self.recent,
                can_undo: self.night.can_undo(&self.doc),
                can_redo: self.night.can_redo(&self.doc),
                display_open: self.display_open,
                open_pdf: self.open_pdf,
                sharing: self.share.is_on(),
                has_round: self.doc.event.latest_round().is_some(),
            };
            menu_ui(ui, &st, &mut actions);
            ui.horizontal(|ui| {
                ui.label(RichText::new(&self.doc.event.name).size(20.0).strong());
                ui.separator();
                timer_ui(ui, &mut self.timer, &self.doc.event, 20.0);
                super::share_ui::share_indicator_ui(ui, &mut self.share);
            });
            show_pod = super::night_ui::tabs_ui(ui, self);
        });
        Panel::bottom("status").show(ui, |ui| {
            let status = if self.doc.notes.is_empty() {
                status_line(&self.doc)
            } else {
                self.doc.notes.join("  ")
            };
            let names = self.doc.event.players.iter().map(|p| p.name.as_str());
            ui.label(crate::text::egui_fonts::sentence(&status, names));
            if let Some(line) = crate::text::egui_fonts::notice_line(ui.ctx()) {
                ui.horizontal(|ui| {
                    if ui.small_button("Dismiss").clicked() {
                        crate::text::egui_fonts::dismiss_notices(ui.ctx());
                    }
                    ui.label(line);
                });
            }
        });
        Panel::right("side")
            .resizable(true)
            .default_size(560.0)
            .show(ui, |ui| self.side_ui(ui, &mut out));
        egui::CentralPanel::default().show(ui, |ui| {
            // The grid scrolls sideways on its own; the boxes wrap to the
            // window's width.
            egui::ScrollArea::vertical()
                .id_salt("sheet")
                .show(ui, |ui| {
                    egui::ScrollArea::horizontal()
                        .id_salt("grid")
                        .show(ui, |ui| {
                            super::grid_ui::grid_ui(ui, &self.doc, &mut self.drafts, &mut out);
                        });
                    ui.separator();
                    super::boxes_ui::boxes_ui(ui, &self.doc, &mut self.drafts, &mut out);
                });
        });
        let open = dialogs_ui::Open {
            error: &mut self.error,
            recovery_offer: &mut self.recovery_offer,
            asking_close: &mut self.asking_close,
            confirm_discard: &mut self.confirm_discard,
            new_event: &mut self.new_event,
            late_entry: &mut self.late_entry,
            swap: &mut self.swap,
        };
        let requests = dialogs_ui::dialogs_ui(&ctx, &self.doc, open, &mut out);
        self.handle_requests(&ctx, requests);
        super::night_ui::night_windows_ui(self, &ctx);
        let shared_at = self.share.address();
        let pods: Vec<&Doc> = (0..self.night.len())
            .filter_map(|i| self.night.doc(i, &self.doc))
            .collect();
        let title = if pods.len() > 1 {
            self.night.name.as_str()
        } else {
            self.doc.event.name.as_str()
        };
        display_ui::display_ui(
            &ctx,
            title,
            &pods,
            self.night.active,
            &self.timer,
            shared_at,
            &mut self.display_open,
        );

        for a in actions {
            self.act(&ctx, a);
        }
        self.apply_all(out);
        if let Some(p) = show_pod {
            self.show_pod(p);
        }
        // After the edits, so phones get this frame's edit now.
        let mut pods: Vec<&Doc> = (0..self.night.len())
            .filter_map(|i| self.night.doc(i, &self.doc))
            .collect();
        if pods.is_empty() {
            pods.push(&self.doc);
        }
        super::share_ui::share_window_ui(&ctx, &mut self.share, &pods, &self.timer);

        let title = self.doc.title();
        if title != self.title_sent {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.title_sent = title;
        }
        if self.recent_changed
            && let Some(storage) = frame.storage_mut()
        {
            eframe::set_value(storage, RECENT_KEY, &self.recent);
            storage.flush();
            self.recent_changed = false;
        }
        self.write_recovery();
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // Whatever the writer thread still holds goes to disk first.
        self.recovery.flush();
        // Closing with the night unsaved was confirmed (or it was saved):
        // nothing to offer back next time.
        if self.night.offer.is_none() && (self.allow_close || !self.doc.is_dirty()) {
            super::night_files::clear(&self.recovery);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, RECENT_KEY, &self.recent);
    }
}
