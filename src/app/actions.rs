//! What the app does with files and menu actions: open, save, dialogs,
//! rolls made by buttons, and closing with unsaved changes.

use crate::app::app::PodsheetApp;
use crate::app::document::commands::Command;
use crate::app::document::doc::{Doc, DraftKey};
use crate::app::document::new_event::{Form, names_from_csv, names_from_text};
use crate::app::files::file_picker::{Pending, Poll, Purpose};
use crate::app::files::places::{default_file_stem, default_folder};
use crate::app::files::recovery::remember;
use crate::app::now_text;
use crate::app::panels::dialogs_ui::Request;
use crate::app::panels::explain_ui::Selection;
use crate::app::panels::fields::parse_side;
use crate::app::panels::menu_ui::Action;
use crate::app::panels::tools_ui::{LateEntry, Swap};
use crate::io;
use crate::model::{PlayerId, Roll, RollKind};
use egui::ViewportCommand;
use rand::seq::SliceRandom;
use std::path::{Path, PathBuf};

impl PodsheetApp {
    /// Opens an event file or results CSV; on failure shows the error and
    /// keeps the open event.
    pub fn open_path(&mut self, path: &Path) {
        match io::load_night(path) {
            Ok(mut night) => {
                let is_event = !path
                    .extension()
                    .is_some_and(|e| e.eq_ignore_ascii_case("csv"));
                let saved_at = is_event.then(|| path.to_path_buf());
                if night.pods.len() == 1 {
                    self.doc = Doc::new(night.pods.remove(0), saved_at, is_event);
                } else {
                    self.open_night(night, saved_at);
                }
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
        match self.save_night(path) {
            Ok(()) => {
                self.mark_night_saved(path);
                self.doc.notes = vec![format!("Saved {}.", path.display())];
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
        let replaces = matches!(
            action,
            Action::New | Action::NewNight | Action::Open | Action::OpenPath(_)
        );
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
                self.edit(c);
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
                self.edit(Command::AddRoll(Roll {
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
            Action::Share => self.share.open_window(),
            Action::ExportPdf(paper) => self
                .commit_drafts()
                .start_dialog(ctx, Purpose::ExportPdf(paper)),
            Action::PrintRound(paper) => self
                .commit_drafts()
                .start_dialog(ctx, Purpose::PrintRound(paper)),
            Action::ToggleOpenPdf => self.open_pdf = !self.open_pdf,
            Action::NewNight => {
                self.players();
                self.night.signup = Some(Default::default());
            }
            Action::NightPlayers => {
                self.night_sync();
                self.players();
                self.night.roster = Some(Default::default());
            }
            Action::BlankSheet(t, paper) => self.start_dialog(ctx, Purpose::BlankSheet(t, paper)),
        }
    }

    /// Opens a file dialog for `purpose` (the system's, or Podsheet's own
    /// where the system cannot show one). The event's folder, else the
    /// user's Documents; for saving, the event's file name, else its name
    /// and date.
    pub(crate) fn start_dialog(&mut self, ctx: &egui::Context, purpose: Purpose) {
        if self.dialog.is_some() {
            return;
        }
        let path = self.doc.path.as_ref();
        let folder = path
            .and_then(|p| p.parent())
            .filter(|d| !d.as_os_str().is_empty())
            .map(Path::to_path_buf)
            .unwrap_or_else(default_folder);
        let ev = &self.doc.event;
        let today = now_text();
        let date = ev.date.as_deref().unwrap_or(&today[..10.min(today.len())]);
        let stem = match purpose {
            Purpose::BlankSheet(t, _) => format!("blank-{}", t.id()),
            Purpose::PrintRound(_) => format!(
                "{}-round-{}",
                path.and_then(|p| p.file_stem())
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_else(|| default_file_stem(&ev.name, date)),
                ev.latest_round().map_or(1, |(n, _)| n)
            ),
            _ => path
                .and_then(|p| p.file_stem())
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| default_file_stem(&ev.name, date)),
        };
        let ext = purpose.filter().1[0];
        let suggested = folder.join(format!("{stem}.{ext}"));
        self.dialog = Some(Pending::start(
            purpose,
            ctx,
            suggested,
            &mut self.file_dialogs,
        ));
    }

    /// Shows the open file dialog, and carries out its answer once it
    /// closes.
    pub(crate) fn poll_dialog(&mut self, ctx: &egui::Context) {
        let Some(pending) = self.dialog.as_mut() else {
            return;
        };
        let Poll::Done(answer) = pending.poll_ui(ctx, &mut self.file_dialogs) else {
            return;
        };
        let purpose = pending.purpose;
        self.dialog = None;
        let Some(path) = answer else {
            self.close_after_save = false;
            return;
        };
        match purpose {
            Purpose::Open => self.open_path(&path),
            Purpose::SaveAs => {
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
            Purpose::ImportNames => self.import_names(&path),
            Purpose::ExportPdf(paper) => self.export_pdf(&pdf_path(path), paper),
            Purpose::PrintRound(paper) => self.print_round(&pdf_path(path), paper),
            Purpose::BlankSheet(t, paper) => self.print_blank_sheet(t, &pdf_path(path), paper),
        }
    }

    /// Carries out what was asked in the dialogs this frame.
    pub(crate) fn handle_requests(&mut self, ctx: &egui::Context, requests: Vec<Request>) {
        for r in requests {
            match r {
                Request::Recover(offer) => {
                    self.doc = Doc::new(offer.event, offer.path, false);
                    self.drafts.clear();
                }
                Request::DiscardRecovery => self.recovery.clear(),
                Request::SaveThenClose => self.save_then_close(ctx),
                Request::CloseWithoutSaving => {
                    self.recovery.clear();
                    self.close_now(ctx);
                }
                Request::SaveFirst => self.act_now(ctx, Action::Save),
                Request::DiscardAnd(action) => {
                    self.recovery.clear();
                    self.act_now(ctx, action);
                }
                Request::ImportNames => self.start_dialog(ctx, Purpose::ImportNames),
                Request::Create(event) => self.replace_event(event),
            }
        }
    }

    /// Reads names from a CSV or text file into the open new-event form.
    pub(crate) fn import_names(&mut self, path: &Path) {
        let Some(form) = self.new_event.as_mut() else {
            return;
        };
        let read = io::read_text(path).map_err(|e| e.to_string());
        let names = read.and_then(|t| {
            if path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("csv"))
            {
                names_from_csv(&t).map_err(|e| format!("{}: {e}", path.display()))
            } else {
                Ok(names_from_text(&t))
            }
        });
        match names {
            Ok(n) => {
                form.names = n.join("\n");
                form.error = None;
            }
            Err(e) => form.error = Some(e),
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
            self.edit(cmd);
        }
        self
    }
}

/// A PDF's path: `.pdf` added to a name typed without an extension.
fn pdf_path(path: PathBuf) -> PathBuf {
    if path.extension().is_none() {
        path.with_extension("pdf")
    } else {
        path
    }
}
