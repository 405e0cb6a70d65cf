//! The frame: what the app draws and does each frame (eframe's `App`),
//! laid out panel by panel (each panel in its own file under `panels/`),
//! with a fault inside a frame caught, the night kept and said at the next
//! start (`files/crash.rs`).

use crate::app::PodsheetApp;
use crate::app::app::{LANGUAGE_KEY, RECENT_KEY};
use crate::app::command::{Command, shortcuts};
use crate::app::document::doc::{Doc, Drafts};
use crate::app::night::night_ui::{night_windows_ui, tabs_ui};
use crate::app::panels::dialogs_ui::dialogs_ui;
use crate::app::panels::display_ui::display_ui;
use crate::app::panels::explain_ui::{explain_ui, large_window_ui};
use crate::app::panels::menu_ui::{MenuState, menu_ui};
use crate::app::panels::share_ui::{share_indicator_ui, share_window_ui};
use crate::app::panels::timer_ui::timer_ui;
use crate::app::panels::tools_ui::rolls_ui;
use crate::app::panels::{boxes_ui, grid_ui, standings_ui};
use crate::t;
use crate::text::i18n;
use egui::{Panel, RichText, Ui, ViewportCommand};
use std::path::PathBuf;

impl PodsheetApp {
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
        // The printouts' address not served: the phones are down.
        crate::app::panels::share_ui::phones_down_ui(ui, &self.share, &out);
        // Reports waiting anywhere in the night, at the sheet's foot: their
        // panel coming and going never moves the grid under the pointer
        // (settling the last one above the grid moved the next click to
        // another player's cell).
        {
            let docs: Vec<&Doc> = self.night.docs().collect();
            if crate::app::panels::reports_ui::any_waiting(&docs) {
                let most = (ui.available_height() * 0.4).max(80.0);
                Panel::bottom("reports")
                    .resizable(true)
                    .max_size(most)
                    .show(ui, |ui| {
                        egui::ScrollArea::vertical()
                            .id_salt("reports")
                            .show(ui, |ui| {
                                crate::app::panels::reports_ui::reports_ui(ui, &docs, &out);
                            });
                    });
            }
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
        if !self.catch_faults {
            self.frame_ui(ui, frame);
            return;
        }
        // A fault in a frame: the night goes to the recovery files and a
        // note says what and where, then the window closes.
        let ctx = ui.ctx().clone();
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.frame_ui(ui, frame);
        }));
        if let Err(payload) = caught {
            self.after_fault(&ctx, payload.as_ref());
        }
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // Gives the file's lock back.
        self.locked = None;
        // Whatever the writer thread still holds goes to disk first.
        self.recovery.flush();
        if self.faulted {
            return;
        }
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

impl PodsheetApp {
    /// One frame: what the app shows and does.
    fn frame_ui(&mut self, ui: &mut Ui, frame: &mut eframe::Frame) {
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
                timer_ui(ui, self.night.doc(), &out, 20.0);
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
            self.share.address(),
            &mut self.display_open,
        );

        // The one place where what was asked this frame is carried out.
        self.handle_commands(&ctx);
        self.resume_remembered_sharing(&ctx);
        self.take_reports();
        self.sync_lock();
        self.look_at_disk(&ctx);

        // After the edits, so phones get this frame's edit now.
        let pods: Vec<&Doc> = self.night.docs().collect();
        share_window_ui(&ctx, &mut self.share, &pods);

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
        self.remember_sharing();
    }
}
