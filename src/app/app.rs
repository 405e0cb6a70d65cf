//! The app: the open document, the UI state around it, and the frame that
//! lays the panels out. Panels live in their own files.

use crate::app::DEMO;
use crate::app::command::{Command, CommandSender};
use crate::app::document::doc::Doc;
use crate::app::files::file_picker::{Backend, Pending};
use crate::app::files::recovery::Recovery;
use crate::app::night::pods::NightState;
use crate::app::panels::dialogs_ui::Dialogs;
use crate::app::share::Share;
use crate::io::event_file;
use crate::model::{Event, Night};
use crate::t;
use crate::text::i18n::{self, Lang};
use std::path::PathBuf;

pub(crate) const RECENT_KEY: &str = "recent_files";
/// The language chosen in View → Language (none: the desktop's).
pub(crate) const LANGUAGE_KEY: &str = "language";

/// The Podsheet desktop app.
pub struct PodsheetApp {
    /// Every pod of the night, the one on screen, one history (a single
    /// event is a night of one pod).
    pub night: NightState,
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
    pub(crate) title_sent: String,
    /// Catch a fault inside a frame (the real app): the night is kept and
    /// the window closes ([`crate::app::files::crash`]). Tests see faults
    /// as they are.
    pub(crate) catch_faults: bool,
    /// A fault was caught: the recovery files stay for the next start.
    pub(crate) faulted: bool,
    /// Each night's sharing settings, remembered in the data folder.
    pub(crate) remembered: crate::app::share::Remembered,
    /// A night was opened or restored: share again as it did, once the
    /// frame can (`None`: nothing to resume).
    pub(crate) resume_sharing: bool,
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
            catch_faults: false,
            faulted: false,
            remembered: Default::default(),
            resume_sharing: false,
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

    /// An app on `event` whose data folder is `dir` (its recovery files,
    /// the sharing it remembers), with no window or storage: for tests
    /// of what survives a restart.
    pub fn new_for_test_in(event: Event, dir: PathBuf) -> Self {
        let recovery = Recovery::at(Some(dir));
        let mut app = PodsheetApp::with_doc(Doc::new(event, None, true), recovery);
        app.remembered = crate::app::share::Remembered::load(app.recovery.dir.as_deref());
        app
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
        app.catch_faults = true;
        app.remembered = crate::app::share::Remembered::load(app.recovery.dir.as_deref());
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
        // A fault the last run stopped on, in words, above the offer.
        if let Some(note) = self
            .recovery
            .dir
            .as_deref()
            .and_then(crate::app::files::crash::take)
        {
            errors.push(crate::app::files::crash::said(&note));
        }
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

    /// A fault inside a frame was caught: everything the night holds goes
    /// to the recovery files now (whatever the writer thread still had
    /// first), a note for the next start says what failed and where, and
    /// the window closes (what is on screen may no longer be whole).
    pub(crate) fn after_fault(
        &mut self,
        ctx: &egui::Context,
        payload: &(dyn std::any::Any + Send),
    ) {
        use crate::app::files::crash;
        let (what, place) = crash::fault(payload);
        let saved = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            // (An offer still open keeps the earlier run's files as they are.)
            self.night.recovery_key = None;
            self.recovery.written = None;
            self.write_recovery();
            self.recovery.flush();
        }))
        .is_ok();
        if let Some(dir) = self.recovery.dir.as_deref() {
            crash::write(
                dir,
                &crash::CrashNote {
                    at: crate::app::now_text(),
                    what,
                    place,
                    version: env!("CARGO_PKG_VERSION").to_string(),
                    saved,
                },
            );
        }
        // The lock goes with the window; the recovery files stay.
        self.locked = None;
        self.faulted = true;
        self.allow_close = true;
        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
    }

    /// Brings the recovery files up to date after this frame's changes
    /// (not while an offer asks about the files on disk).
    pub fn write_recovery(&mut self) {
        if self.dialogs.recovery_offer.is_some() || self.night.offer.is_some() {
            return;
        }
        self.night.write_recovery(&mut self.recovery);
    }
}
