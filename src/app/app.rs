//! The app: the open document, the UI state around it, and the frame that
//! lays the panels out. Panels live in their own files.

use crate::app::DEMO;
use crate::app::command::{Command, CommandSender, shortcuts};
use crate::app::document::doc::{Doc, Drafts};
use crate::app::files::file_picker::{Backend, Pending};
use crate::app::files::recovery::Recovery;
use crate::app::night::night_ui::{night_windows_ui, tabs_ui};
use crate::app::night::pods::NightState;
use crate::app::panels::dialogs_ui::{Dialogs, dialogs_ui};
use crate::app::panels::display_ui::display_ui;
use crate::app::panels::explain_ui::{explain_ui, large_window_ui};
use crate::app::panels::menu_ui::{MenuState, menu_ui};
use crate::app::panels::share_ui::{Share, share_indicator_ui, share_window_ui};
use crate::app::panels::timer_ui::{Timer, timer_ui};
use crate::app::panels::tools_ui::rolls_ui;
use crate::app::panels::{boxes_ui, grid_ui, standings_ui};
use crate::io::event_file;
use crate::model::{Event, Night};
use crate::t;
use crate::text::i18n::{self, Lang};
use egui::{Panel, RichText, Ui, ViewportCommand};
use std::path::PathBuf;

const RECENT_KEY: &str = "recent_files";
/// The language chosen in View → Language (none: the desktop's).
const LANGUAGE_KEY: &str = "language";

/// The Podsheet desktop app.
pub struct PodsheetApp {
    /// Every pod of the night, the one on screen, one history (a single
    /// event is a night of one pod).
    pub night: NightState,
    /// The round timer.
    pub timer: Timer,
    /// Recent files, newest first (kept in eframe's storage).
    pub recent: Vec<PathBuf>,
    /// The dialogs and small forms open now.
    pub dialogs: Dialogs,
    /// Whether the display window is open.
    pub display_open: bool,
    /// Open exported PDFs in the system viewer.
    pub open_pdf: bool,
    /// Sharing the event with phones on the store's network.
    pub share: Share,
    /// Where commands are sent from anywhere in the UI; handled once per
    /// frame ([`PodsheetApp::handle_commands`]).
    pub commands: CommandSender,
    pub(crate) recovery: Recovery,
    pub(crate) dialog: Option<Pending>,
    /// The system's file dialogs or Podsheet's own (decided once a session).
    pub file_dialogs: Backend,
    /// What a save asked for by a question interrupted ("Save first", or
    /// closing the window), carried out once the Save As dialog saved.
    pub(crate) after_save: Option<Command>,
    /// Every warning of the last PDF written (the status line says one
    /// line; these are its details, on hover).
    pub pdf_warnings: Vec<String>,
    /// The folder of the last file chosen in a dialog, where printouts
    /// and name lists start next time.
    pub last_folder: Option<PathBuf>,
    pub(crate) allow_close: bool,
    title_sent: String,
    /// The recent list changed: write it to storage now, not only at exit,
    /// so a crash does not forget the file.
    pub(crate) recent_changed: bool,
    /// The language chosen in View → Language; `None` follows the desktop.
    pub language: Option<Lang>,
    /// The language choice changed: written to storage at once.
    pub(crate) language_changed: bool,
    /// The file whose lock the app holds (so `serve --reports` does not
    /// write into a file open here).
    pub(crate) locked: Option<crate::io::lock::Held>,
    /// The file on screen as last read or written (`None`: never saved).
    pub(crate) disk: Option<crate::app::files::disk::OnDisk>,
}

impl PodsheetApp {
    fn with_doc(doc: Doc, recovery: Recovery) -> Self {
        PodsheetApp {
            night: NightState::new(doc),
            timer: Timer::default(),
            recent: Vec::new(),
            dialogs: Dialogs::default(),
            display_open: false,
            open_pdf: true,
            share: Share::default(),
            commands: CommandSender::default(),
            recovery,
            dialog: None,
            file_dialogs: Backend::from_env(),
            after_save: None,
            last_folder: None,
            pdf_warnings: Vec::new(),
            allow_close: false,
            title_sent: String::new(),
            recent_changed: false,
            language: None,
            language_changed: false,
            locked: None,
            disk: None,
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
                t!(AppDraftPod),
                crate::model::Structure::Results,
                crate::model::BestOf::Three,
                crate::model::Preset::Wotc,
            ),
        }
    }

    /// The app as `podsheet [FILE]` starts it.
    pub(crate) fn start(
        cc: &eframe::CreationContext<'_>,
        file: Option<PathBuf>,
        forced: Option<Lang>,
    ) -> Self {
        let recent: Vec<PathBuf> = cc
            .storage
            .and_then(|s| eframe::get_value(s, RECENT_KEY))
            .unwrap_or_default();
        // The language: `--lang` for this run, else the one chosen in
        // View → Language, else the desktop's.
        let language: Option<Lang> = cc
            .storage
            .and_then(|s| eframe::get_value(s, LANGUAGE_KEY))
            .unwrap_or_default();
        i18n::set_current(forced.or(language).unwrap_or_else(Lang::from_desktop));
        let demo = Doc::new(PodsheetApp::demo_event(), None, true);
        crate::app::files::open_documents::wake(&cc.egui_ctx);
        let mut app = PodsheetApp::with_doc(demo, Recovery::in_data_dir());
        app.recent = recent;
        app.language = language;
        let first = file.or_else(|| app.recent.first().cloned());
        if let Some(path) = first {
            app.open_path(&path);
        }
        // The desktop's fonts for these names are looked up while the
        // window is being made.
        crate::text::egui_fonts::warm_up(app.doc().event.players.iter().map(|p| p.name.as_str()));
        app.look_for_recovery();
        app
    }

    /// The pod on screen.
    pub fn doc(&self) -> &Doc {
        self.night.doc()
    }

    /// The pod on screen, to change.
    pub fn doc_mut(&mut self) -> &mut Doc {
        self.night.doc_mut()
    }

    /// Whether anything of the night (any pod) is unsaved.
    pub fn is_dirty(&self) -> bool {
        self.night.is_dirty()
    }

    /// The night as data: its name, seed and every pod's event.
    pub fn night_events(&self) -> Night {
        self.night.events()
    }

    /// Offers back what an earlier run left unsaved (the event's and the
    /// night's recovery files); one that cannot be read is kept aside and
    /// said so in the error dialog.
    pub fn look_for_recovery(&mut self) {
        let mut errors = Vec::new();
        match self.recovery.find() {
            Ok(offer) => self.dialogs.recovery_offer = offer,
            Err(e) => errors.push(e),
        }
        match crate::app::night::recovery::find(&self.recovery) {
            Ok(offer) => self.night.offer = offer,
            Err(e) => errors.push(e),
        }
        if !errors.is_empty() {
            errors.extend(self.dialogs.error.take());
            self.dialogs.error = Some(errors.join("\n\n"));
        }
    }

    /// Brings the recovery files up to date after this frame's changes
    /// (not while an offer asks about the files on disk).
    pub fn write_recovery(&mut self) {
        if self.dialogs.recovery_offer.is_some() || self.night.offer.is_some() {
            return;
        }
        self.night.write_recovery(&mut self.recovery);
    }

    fn side_ui(&mut self, ui: &mut Ui) {
        let out = self.commands.clone();
        let doc = self.night.doc();
        egui::ScrollArea::vertical().id_salt("side").show(ui, |ui| {
            crate::app::panels::playoff_ui::playoff_ui(ui, doc);
            ui.heading(t!(AppStandings));
            standings_ui::standings_ui(ui, doc, &out);
            ui.separator();
            ui.heading(t!(AppExplain));
            explain_ui(ui, doc, &out);
            ui.separator();
            egui::CollapsingHeader::new(t!(AppRollsAndCoinFlips))
                .default_open(false)
                .show(ui, |ui| rolls_ui(ui, doc));
        });
    }

    fn sheet_ui(&mut self, ui: &mut Ui) {
        let out = self.commands.clone();
        if let Some(d) = self.disk.as_ref().filter(|d| d.changed) {
            crate::app::panels::dialogs_ui::changed_on_disk_ui(ui, d.path(), self.is_dirty(), &out);
        }
        // Reports waiting anywhere in the night, above the sheet.
        {
            let docs: Vec<&Doc> = self.night.docs().collect();
            crate::app::panels::reports_ui::reports_ui(ui, &docs, &out);
        }
        let pod = self.night.pod_mut();
        let (doc, drafts): (&Doc, &mut Drafts) = (&pod.doc, &mut pod.drafts);
        // The grid scrolls sideways on its own; the boxes wrap to the
        // window's width.
        egui::ScrollArea::vertical()
            .id_salt("sheet")
            .show(ui, |ui| {
                crate::app::panels::life_ui::life_ui(ui, doc, &out);
                egui::ScrollArea::horizontal()
                    .id_salt("grid")
                    .show(ui, |ui| grid_ui::grid_ui(ui, doc, drafts, &out));
                ui.separator();
                boxes_ui::boxes_ui(ui, doc, drafts, &out);
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
    let line = t!(
        AppStatusLine,
        players = doc.event.players.len(),
        rounds = doc.event.rounds.len(),
        missing = missing,
        problems = serious
    );
    // Never "0 problems" while a round, a drop or the cut waits on the
    // owner (the notice above the sheet).
    let life = &doc.snapshot.life;
    let stale = life.stale.len() + life.dropped.len() + usize::from(life.cut.is_some());
    if stale == 0 {
        line
    } else {
        t!(AppStatusStale, line = line, count = stale)
    }
}

impl eframe::App for PodsheetApp {
    /// What is not drawing, before each frame: shortcuts, dropped files,
    /// files the desktop asks to open, and the window's close button.
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        for cmd in shortcuts(ctx) {
            self.commands.send(cmd);
        }
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        // And files Finder asked to open (macOS); none elsewhere.
        let asked = crate::app::files::open_documents::take();
        for path in dropped.into_iter().chain(asked) {
            self.commands.send(Command::OpenPath(path));
        }
        self.handle_close(ctx);
    }

    fn ui(&mut self, ui: &mut Ui, frame: &mut eframe::Frame) {
        let _timer = crate::app::frame_timer::FrameTimer::start();
        let ctx = ui.ctx().clone();
        crate::text::egui_fonts::install(&ctx);
        // After View → Language, each pod's view speaks the new language.
        self.night.speak(i18n::current());
        let names = self.doc().event.players.iter().map(|p| p.name.as_str());
        crate::text::egui_fonts::check_names(&ctx, names);
        let out = self.commands.clone();
        if let Some(pending) = self.dialog.as_mut() {
            pending.poll_ui(&ctx, &mut self.file_dialogs, &out);
        }
        Panel::top("menu").show(ui, |ui| {
            let st = MenuState {
                recent: &self.recent,
                can_undo: self.night.can_undo(),
                can_redo: self.night.can_redo(),
                display_open: self.display_open,
                open_pdf: self.open_pdf,
                sharing: self.share.is_on(),
                has_round: self.doc().event.latest_round().is_some(),
                pods: self.night.len(),
                language: self.language,
                can_cut: self.doc().view.can_cut,
                can_repair: self.doc().view.can_repair,
                by_division: !self.doc().view.divisions.is_empty(),
            };
            menu_ui(ui, &st, &out);
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(crate::text::room::event_name(&self.night.doc().event))
                        .size(20.0)
                        .strong(),
                );
                ui.separator();
                timer_ui(ui, &mut self.timer, &self.night.doc().event, 20.0);
                share_indicator_ui(ui, &mut self.share);
            });
            tabs_ui(ui, &self.night, &out);
        });
        Panel::bottom("status").show(ui, |ui| {
            let doc = self.doc();
            let status = if doc.notes.is_empty() {
                status_line(doc)
            } else {
                doc.notes.join("  ")
            };
            let names = doc.event.players.iter().map(|p| p.name.as_str());
            let line = ui.label(crate::text::egui_fonts::sentence(&status, names));
            if !doc.notes.is_empty() && !self.pdf_warnings.is_empty() {
                line.on_hover_text(self.pdf_warnings.join("\n"));
            }
            // A language still being translated says so while it is on.
            if let Some(note) = crate::text::i18n::unfinished_notice(crate::text::i18n::current()) {
                ui.label(RichText::new(note).italics());
            }
            // A name no installed font draws: said once, in one line.
            if let Some(line) = crate::text::egui_fonts::notice_line(ui.ctx()) {
                ui.horizontal(|ui| {
                    if ui.small_button(t!(AppDismiss)).clicked() {
                        crate::text::egui_fonts::dismiss_notices(ui.ctx());
                    }
                    ui.label(line);
                });
            }
        });
        Panel::right("side")
            .resizable(true)
            .default_size(560.0)
            .show(ui, |ui| self.side_ui(ui));
        egui::CentralPanel::default().show(ui, |ui| self.sheet_ui(ui));
        large_window_ui(&ctx, self.night.doc(), &out);
        // The player list, out of the night for the frame's dialogs.
        self.night.players_in(self.recovery.dir.clone());
        let mut players = self.night.players.take().unwrap_or_default();
        dialogs_ui(
            &ctx,
            self.night.doc(),
            &mut self.dialogs,
            &mut players,
            &out,
        );
        self.night.players = Some(players);
        crate::app::panels::season_ui::season_ui(&ctx, &mut self.dialogs.season, &out);
        let dir = self.recovery.dir.clone();
        night_windows_ui(
            &ctx,
            &mut self.night,
            self.dialogs.error.is_some(),
            dir,
            &out,
        );
        if self.share.is_on() {
            let season = self.dialogs.season.as_ref().map(|v| v.made());
            self.share.set_season(season);
        }
        let pods: Vec<&Doc> = self.night.docs().collect();
        let title = if pods.len() > 1 {
            self.night.name.clone()
        } else {
            crate::text::room::event_name(&self.night.doc().event)
        };
        display_ui(
            &ctx,
            &title,
            &pods,
            self.night.active(),
            &self.timer,
            self.share.address(),
            &mut self.display_open,
        );

        // The one place where what was asked this frame is carried out.
        self.handle_commands(&ctx);
        self.take_reports();
        self.sync_lock();
        self.look_at_disk(&ctx);

        // After the edits, so phones get this frame's edit now.
        let pods: Vec<&Doc> = self.night.docs().collect();
        share_window_ui(&ctx, &mut self.share, &pods, &self.timer);

        let title = self.night.title();
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
        if self.language_changed
            && let Some(storage) = frame.storage_mut()
        {
            eframe::set_value(storage, LANGUAGE_KEY, &self.language);
            storage.flush();
            self.language_changed = false;
        }
        self.write_recovery();
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // Gives the file's lock back.
        self.locked = None;
        // Whatever the writer thread still holds goes to disk first.
        self.recovery.flush();
        // Closing with the night unsaved was confirmed (or it was saved):
        // nothing to offer back next time.
        if self.night.offer.is_none() && (self.allow_close || !self.is_dirty()) {
            crate::app::night::recovery::clear(&self.recovery);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, RECENT_KEY, &self.recent);
        eframe::set_value(storage, LANGUAGE_KEY, &self.language);
    }
}
