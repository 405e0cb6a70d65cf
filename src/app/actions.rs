//! What the app does with files and menu actions: open, save, dialogs,
//! rolls made by buttons, and closing with unsaved changes.

use super::app::PodsheetApp;
use super::commands::Command;
use super::explain_ui::Selection;
use super::fields::parse_side;
use super::files::{Pending, Purpose, remember};
use super::menu_ui::Action;
use super::new_event::Form;
use super::state::{Doc, DraftKey};
use super::tools_ui::{LateEntry, Swap};
use super::{dialogs_ui, now_text};
use crate::io::{self, event_file};
use crate::model::{PlayerId, Roll, RollKind};
use egui::ViewportCommand;
use rand::seq::SliceRandom;
use std::path::{Path, PathBuf};

impl PodsheetApp {
    /// Opens an event file or results CSV; on failure shows the error and
    /// keeps the open event.
    pub fn open_path(&mut self, path: &Path) {
        match io::load_any(path) {
            Ok(event) => {
                let is_event = !path
                    .extension()
                    .is_some_and(|e| e.eq_ignore_ascii_case("csv"));
                let saved_at = is_event.then(|| path.to_path_buf());
                self.doc = Doc::new(event, saved_at, is_event);
                self.drafts.clear();
                self.selection = Selection::default();
                self.timer.reset();
                remember(&mut self.recent, path);
                self.recent_changed = true;
            }
            Err(e) => self.error = Some(format!("Could not open the file.\n{e}")),
        }
    }

    /// Saves to `path` atomically and remembers it; errors are shown.
    pub fn save_to(&mut self, path: &Path) -> bool {
        match event_file::save(&self.doc.event, path) {
            Ok(()) => {
                self.doc.mark_saved(path.to_path_buf());
                remember(&mut self.recent, path);
                self.recent_changed = true;
                self.recovery.clear();
                true
            }
            Err(e) => {
                self.error = Some(format!("Could not save {}: {e}", path.display()));
                false
            }
        }
    }

    /// Carries out a menu action or shortcut. Replacing an event with
    /// unsaved changes asks first.
    pub(crate) fn act(&mut self, ctx: &egui::Context, action: Action) {
        let replaces = matches!(action, Action::New | Action::Open | Action::OpenPath(_));
        if replaces && self.doc.is_dirty() {
            self.confirm_discard = Some(action);
            return;
        }
        self.act_now(ctx, action);
    }

    /// Carries out an action without asking.
    pub(crate) fn act_now(&mut self, ctx: &egui::Context, action: Action) {
        match action {
            Action::Edit(c) => {
                self.doc.apply(c);
            }
            Action::New => self.new_event = Some(Form::default()),
            Action::Open => self.start_dialog(ctx, Purpose::Open),
            Action::OpenPath(p) => self.open_path(&p),
            Action::Save => match self.commit_drafts().doc.path.clone() {
                Some(p) if p.extension().is_some_and(|e| e == "podsheet") => {
                    self.save_to(&p);
                }
                _ => self.start_dialog(ctx, Purpose::SaveAs),
            },
            Action::SaveAs => self.commit_drafts().start_dialog(ctx, Purpose::SaveAs),
            Action::TieBreakRoll => {
                let mut order: Vec<PlayerId> =
                    (0..self.doc.event.players.len()).map(PlayerId).collect();
                order.shuffle(&mut rand::rng());
                self.doc.apply(Command::AddRoll(Roll {
                    made_at: now_text(),
                    what: RollKind::TieBreak { order },
                }));
            }
            Action::LateEntry => {
                let round = self.doc.event.rounds.len() as u32 + 1;
                self.late_entry = Some(LateEntry {
                    name: String::new(),
                    round,
                });
            }
            Action::SwapPlayers => {
                let round = self.doc.event.rounds.len().max(1) as u32;
                self.swap = Some(Swap {
                    round,
                    players: [None, None],
                });
            }
            Action::ToggleDisplay => self.display_open = !self.display_open,
            Action::ExportPdf(paper) => self
                .commit_drafts()
                .start_dialog(ctx, Purpose::ExportPdf(paper)),
            Action::ToggleOpenPdf => self.open_pdf = !self.open_pdf,
            Action::BlankSheet(t, paper) => self.start_dialog(ctx, Purpose::BlankSheet(t, paper)),
        }
    }

    pub(crate) fn start_dialog(&mut self, ctx: &egui::Context, purpose: Purpose) {
        if self.dialog.is_none() {
            let suggested = match purpose {
                Purpose::SaveAs => {
                    Some(self.doc.path.clone().unwrap_or_else(|| {
                        PathBuf::from(format!("{}.podsheet", self.doc.event.name))
                    }))
                }
                Purpose::ExportPdf(_) => Some(
                    self.doc
                        .path
                        .clone()
                        .unwrap_or_else(|| PathBuf::from(&self.doc.event.name))
                        .with_extension("pdf"),
                ),
                Purpose::BlankSheet(t, _) => Some(PathBuf::from(format!("blank-{}.pdf", t.id()))),
                _ => None,
            };
            self.dialog = Some(Pending::start(purpose, ctx, suggested.as_deref()));
        }
    }

    pub(crate) fn poll_dialog(&mut self, ctx: &egui::Context) {
        let Some(answer) = self.dialog.as_ref().and_then(|d| d.poll()) else {
            return;
        };
        let purpose = self.dialog.take().map(|d| d.purpose);
        let Some(path) = answer else {
            self.close_after_save = false;
            return;
        };
        match purpose {
            Some(Purpose::Open) => self.open_path(&path),
            Some(Purpose::SaveAs) => {
                let path = if path.extension().is_none() {
                    path.with_extension("podsheet")
                } else {
                    path
                };
                if self.save_to(&path) && self.close_after_save {
                    self.allow_close = true;
                    ctx.send_viewport_cmd(ViewportCommand::Close);
                }
            }
            Some(Purpose::ImportNames) => dialogs_ui::import_names(self, &path),
            Some(Purpose::ExportPdf(paper)) => {
                let path = if path.extension().is_none() {
                    path.with_extension("pdf")
                } else {
                    path
                };
                self.export_pdf(&path, paper);
            }
            Some(Purpose::BlankSheet(t, paper)) => {
                let path = if path.extension().is_none() {
                    path.with_extension("pdf")
                } else {
                    path
                };
                self.print_blank_sheet(t, &path, paper);
            }
            None => {}
        }
    }

    pub(crate) fn handle_close(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.viewport().close_requested()) && !self.allow_close {
            if self.doc.is_dirty() {
                ctx.send_viewport_cmd(ViewportCommand::CancelClose);
                self.asking_close = true;
            } else {
                self.recovery.clear();
            }
        }
    }

    pub(crate) fn close_now(&mut self, ctx: &egui::Context) {
        self.allow_close = true;
        ctx.send_viewport_cmd(ViewportCommand::Close);
    }

    pub(crate) fn save_then_close(&mut self, ctx: &egui::Context) {
        match self.commit_drafts().doc.path.clone() {
            Some(p) if p.extension().is_some_and(|e| e == "podsheet") => {
                if self.save_to(&p) {
                    self.close_now(ctx);
                }
            }
            _ => {
                self.close_after_save = true;
                self.start_dialog(ctx, Purpose::SaveAs);
            }
        }
    }

    /// Commits what is typed but not yet entered (Ctrl+S straight after
    /// typing a score saves the score). Text that is not a score stays a
    /// draft, visible with its message.
    pub fn commit_drafts(&mut self) -> &mut Self {
        let best_of = self.doc.event.best_of;
        for (key, text) in std::mem::take(&mut self.drafts) {
            let cmd = match key {
                DraftKey::Score((round, index, cell)) => match parse_side(&text, best_of, cell) {
                    Ok(score) => Command::SetScore {
                        round,
                        index,
                        score,
                    },
                    Err(_) => {
                        self.drafts.insert(key, text);
                        continue;
                    }
                },
                DraftKey::Name(p) => Command::SetName(PlayerId(p), text),
                DraftKey::Deck(p) => Command::SetDeck(PlayerId(p), text),
                DraftKey::FirstPick(p) => Command::SetFirstPick(PlayerId(p), text),
            };
            self.doc.apply(cmd);
        }
        self
    }
}
