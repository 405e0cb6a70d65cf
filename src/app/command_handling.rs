//! The one place where commands are carried out (as rerun's
//! `command_handling.rs`): every [`Command`] sent this frame, in order,
//! once per frame. Replacing an event with unsaved changes asks first.
//! What a file dialog's answer does is in `files/commands.rs`; the night's
//! pods, sign-up and recovery offer in `night/commands.rs`; opening and
//! saving in `files/open_save.rs`.

use crate::app::PodsheetApp;
use crate::app::command::Command;
use crate::app::document::doc::{Cell, Doc, DraftKey};
use crate::app::document::edit::Edit;
use crate::app::document::new_event::Form;
use crate::app::files::file_picker::Purpose;
use crate::app::now_text;
use crate::app::panels::boxes_ui::next_open_box;
use crate::app::panels::fields::{parse_side, score_id};
use crate::app::panels::tools_ui::{LateEntry, Swap};
use crate::engine::night;
use crate::model::{PlayerId, Roll, RollKind};
use crate::t;
use egui::ViewportCommand;

impl PodsheetApp {
    /// Carries out every command sent since the last call, in order (and
    /// any they send in turn).
    pub fn handle_commands(&mut self, ctx: &egui::Context) {
        loop {
            let commands = self.commands.take();
            if commands.is_empty() {
                return;
            }
            for c in commands {
                self.handle(ctx, c);
            }
        }
    }

    /// Carries out one command. One that would replace an event with
    /// unsaved changes asks first.
    pub fn handle(&mut self, ctx: &egui::Context, cmd: Command) {
        if cmd.replaces_document() && self.is_dirty() {
            self.dialogs.confirm_discard = Some(cmd);
            return;
        }
        self.handle_now(ctx, cmd);
    }

    /// Carries out one command without asking.
    pub(crate) fn handle_now(&mut self, ctx: &egui::Context, cmd: Command) {
        match cmd {
            Command::Edit(e) => {
                self.edit(e);
            }
            Command::Undo => {
                self.edit(Edit::Undo);
            }
            Command::Redo => {
                self.edit(Edit::Redo);
            }
            Command::New => self.dialogs.new_event = Some(Form::default()),
            Command::Open => self.start_dialog(ctx, Purpose::Open),
            Command::OpenPath(p) => self.open_path(&p),
            Command::Save => self.save_then(ctx, None),
            Command::SaveAs => self.commit_drafts().start_dialog(ctx, Purpose::SaveAs),
            Command::Season => self.start_dialog(ctx, Purpose::OpenSeason),
            Command::SaveSeason => self.start_dialog(ctx, Purpose::SaveSeason),
            Command::PrintSeason(paper) => self.start_dialog(ctx, Purpose::SeasonPdf(paper)),
            Command::CutToTop(top) => {
                self.edit(Edit::Cut(top));
            }
            Command::CutByDivision => {
                let view = &self.doc().view;
                let game = self.doc().event.rules.game();
                self.dialogs.cut = Some(crate::app::panels::cut_ui::CutForm::new(
                    game,
                    &view.divisions,
                ));
            }
            Command::AcceptReport { pod, code, result } => {
                self.accept_report(pod, code, result, crate::model::AcceptedBy::Owner);
            }
            Command::AcceptConfirmed => self.accept_agreed(),
            Command::RepairStale => {
                let life = &self.doc().snapshot.life;
                match life.stale.iter().find(|s| s.repair.is_ok()) {
                    Some(s) => {
                        let round = s.round;
                        self.edit(Edit::Repair(round));
                    }
                    None => self.doc_mut().notes = vec![t!(LifeNothingToRepair)],
                }
            }
            Command::Explain(pick) => {
                self.doc_mut().select(pick);
            }
            Command::Clock(action) => {
                self.doc_mut().clock.act(action);
            }
            Command::StartSharing => {
                let pods: Vec<&Doc> = self.night.docs().collect();
                self.share.start(&pods, ctx);
            }
            Command::StopSharing => self.share.stop(),
            Command::ServePrinted => {
                let pods: Vec<&Doc> = self.night.docs().collect();
                self.share.serve_printed(&pods, ctx);
            }
            Command::ForgetPrinted => self.share.printed = None,
            Command::TieBreakRoll => {
                let mut order: Vec<PlayerId> =
                    (0..self.doc().event.players.len()).map(PlayerId).collect();
                crate::app::dice::shuffle(&mut order);
                self.edit(Edit::AddRoll(Roll {
                    made_at: now_text(),
                    what: RollKind::TieBreak { order },
                }));
            }
            Command::LateEntry => {
                let round = self.doc().event.rounds.len() as u32 + 1;
                self.dialogs.late_entry = Some(LateEntry {
                    name: String::new(),
                    round,
                });
            }
            Command::SwapPlayers => {
                let round = self.doc().event.rounds.len().max(1) as u32;
                self.dialogs.swap = Some(Swap {
                    round,
                    players: [None, None],
                });
            }
            Command::ToggleDisplay => self.display_open = !self.display_open,
            Command::Share => self.share.open_window(),
            Command::ExportPdf(paper) => self.print(ctx, Purpose::ExportPdf(paper)),
            Command::PrintRound(paper) => self.print(ctx, Purpose::PrintRound(paper, None)),
            Command::PrintStillPlaying(paper) => self
                .commit_drafts()
                .start_dialog(ctx, Purpose::PrintStillPlaying(paper)),
            Command::PrintEarlierRound(paper, round) => {
                self.print(ctx, Purpose::PrintRound(paper, Some(round)));
            }
            Command::PrintAfterAsking(purpose, share_on) => {
                if let Some(ip) = share_on {
                    let pods: Vec<&Doc> = self.night.docs().collect();
                    self.share.move_to(ip, &pods, ctx);
                }
                self.start_dialog(ctx, purpose);
            }
            Command::ToggleOpenPdf => self.open_pdf = !self.open_pdf,
            Command::SetLanguage(lang) => {
                use crate::text::i18n::{Lang, set_current};
                set_current(lang.unwrap_or_else(Lang::from_desktop));
                self.language = lang;
                self.language_changed = true;
            }
            Command::NewNight => {
                self.players();
                self.night.signup = Some(Default::default());
            }
            Command::NightPlayers => {
                self.players();
                self.night.roster = Some(Default::default());
            }
            Command::BlankSheet(t, paper) => self.start_dialog(ctx, Purpose::BlankSheet(t, paper)),
            Command::ShowPod(p) => self.show_pod(p),
            Command::NextPod => self.show_pod((self.night.active() + 1) % self.night.len()),
            Command::PreviousPod => {
                let n = self.night.len();
                self.show_pod((self.night.active() + n - 1) % n);
            }
            Command::FirstOpenBox => self.focus_open_box(ctx, None),
            Command::NextOpenBox(r, i) => self.focus_open_box(ctx, Some((r, i))),
            Command::CreateNight => self.create_night(),
            Command::MovePlayer { from, player, to } => {
                let now = now_text();
                self.night_edit(|n| {
                    let to = night::move_player(n, from, PlayerId(player), to, &now)?;
                    Ok(Some(to))
                });
            }
            Command::NoShow { pod, player } => {
                let dealt = self
                    .night
                    .docs()
                    .nth(pod)
                    .is_none_or(|d| crate::engine::pods::as_dealt(&d.event));
                if dealt {
                    let now = now_text();
                    self.night_edit(|n| {
                        night::remove_player(n, pod, PlayerId(player), &now)?;
                        Ok(None)
                    });
                } else {
                    // An event with its own rounds is never dealt again:
                    // what the player's menu does, in that pod.
                    self.show_pod(pod);
                    let p = PlayerId(player);
                    match night::no_show_refusal(&self.doc().event, p) {
                        Some(why) => self.doc_mut().notes = vec![why.to_string()],
                        None => {
                            self.edit(Edit::SetDropped(p, Some(0)));
                        }
                    }
                }
            }
            Command::LateArrival { name, pod } => {
                self.players().remember([name.as_str()]);
                let now = now_text();
                self.night_edit(|n| {
                    let joined = night::add_player(n, &name, pod, &now)?;
                    Ok(Some(joined))
                });
            }
            Command::AnswerRecovery(restore) => {
                if let Some(offer) = self.dialogs.recovery_offer.take() {
                    if restore {
                        self.night
                            .replace_with(Doc::new(offer.event, offer.path, false));
                        self.ask_to_resume_sharing();
                    } else {
                        self.recovery.clear();
                    }
                }
            }
            Command::AnswerNightRecovery(restore) => self.answer_night_offer(restore),
            Command::SaveThenClose => self.save_then(ctx, Some(Command::CloseWithoutSaving)),
            Command::CloseWithoutSaving => {
                self.recovery.clear();
                self.close_now(ctx);
            }
            Command::SaveFirst(then) => self.save_then(ctx, Some(*then)),
            Command::DiscardAnd(cmd) => {
                self.recovery.clear();
                self.handle_now(ctx, *cmd);
            }
            Command::ImportNames => self.start_dialog(ctx, Purpose::ImportNames),
            Command::CreateEvent(event) => {
                self.remember_players([event.as_ref()]);
                self.replace_event(*event);
            }
            Command::AddEvent(event) => {
                self.remember_players([event.as_ref()]);
                let shown = self
                    .night
                    .night_edit(move |night| Ok(Some(night::add_event(night, *event))));
                if let Err(why) = shown {
                    self.doc_mut().notes = vec![why.to_string()];
                }
            }
            Command::FileChosen(purpose, path) => self.file_chosen(ctx, purpose, path),
        }
    }

    /// Saves what is typed and the night to its file (asking where when it
    /// has none yet), then carries out `then`: what "Save first"
    /// interrupted, or closing the window. A failed or cancelled save
    /// carries out nothing.
    fn save_then(&mut self, ctx: &egui::Context, then: Option<Command>) {
        match self.commit_drafts().doc().path.clone() {
            Some(p) if p.extension().is_some_and(|e| e == "podsheet") => {
                if self.save_to(&p)
                    && let Some(then) = then
                {
                    self.handle_now(ctx, then);
                }
            }
            _ => {
                self.after_save = then;
                self.start_dialog(ctx, Purpose::SaveAs);
            }
        }
    }

    /// Puts the cursor in the first box without a result after `after`
    /// (sheet order; else the first anywhere); says so when every result
    /// is in.
    fn focus_open_box(&mut self, ctx: &egui::Context, after: Option<(u32, usize)>) {
        match next_open_box(self.doc(), after) {
            Some((r, i)) => {
                ctx.memory_mut(|m| m.request_focus(score_id((r, i, Cell::Box))));
                ctx.data_mut(|d| {
                    d.insert_temp(crate::app::panels::fields::scroll_id(), (r, i));
                });
            }
            None if after.is_none() => {
                self.doc_mut().notes = vec![t!(CommandHandlingEveryResultOfThisPod)];
            }
            None => {}
        }
    }

    /// Applies edits in order.
    pub fn apply_all(&mut self, edits: Vec<Edit>) {
        for e in edits {
            self.edit(e);
        }
    }

    /// Applies one edit of the pod on screen, or Undo / Redo across the
    /// night (which may show another pod). Returns whether anything
    /// changed.
    pub fn edit(&mut self, edit: Edit) -> bool {
        let name = match &edit {
            Edit::AddLateEntry { name, .. } | Edit::SetName(_, name) => Some(name.clone()),
            _ => None,
        };
        let changed = self.night.edit(edit);
        if changed && let Some(name) = name {
            self.players().remember([name.as_str()]);
        }
        changed
    }

    /// A printout asked for: its file dialog, unless it would carry an
    /// address only this computer opens (sharing on 127.0.0.1), which is
    /// asked about first ([`crate::app::files::loopback`]).
    fn print(&mut self, ctx: &egui::Context, purpose: Purpose) {
        use crate::app::files::loopback::{LoopbackPrint, carries_address};
        self.commit_drafts();
        if let Some(url) = self.share.loopback_url()
            && carries_address(purpose, self.night.len())
        {
            self.dialogs.loopback_print = Some(LoopbackPrint {
                purpose,
                url: url.to_string(),
                network: self.share.network(),
            });
            return;
        }
        self.start_dialog(ctx, purpose);
    }

    pub(crate) fn handle_close(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.viewport().close_requested()) && !self.allow_close {
            if self.is_dirty() {
                ctx.send_viewport_cmd(ViewportCommand::CancelClose);
                self.dialogs.asking_close = true;
            } else {
                self.recovery.clear();
            }
        }
    }

    pub(crate) fn close_now(&mut self, ctx: &egui::Context) {
        self.allow_close = true;
        ctx.send_viewport_cmd(ViewportCommand::Close);
    }

    /// Commits what is typed but not yet entered (Ctrl+S straight after
    /// typing a score saves the score). Text that is not a score stays a
    /// draft, visible with its message.
    pub fn commit_drafts(&mut self) -> &mut Self {
        let best_of = self.doc().event.best_of;
        for (key, text) in std::mem::take(&mut self.night.pod_mut().drafts) {
            let cmd = match key {
                DraftKey::Score((round, index, cell)) => match parse_side(&text, best_of, cell) {
                    Ok(score) => Edit::SetScore {
                        round,
                        index,
                        score,
                    },
                    Err(_) => {
                        self.night.pod_mut().drafts.insert(key, text);
                        continue;
                    }
                },
                DraftKey::Name(p) => Edit::SetName(PlayerId(p), text),
                DraftKey::Reading(p) => Edit::SetReading(PlayerId(p), text),
                DraftKey::Deck(p) => Edit::SetDeck(PlayerId(p), text),
                DraftKey::FirstPick(p) => Edit::SetFirstPick(PlayerId(p), text),
            };
            self.edit(cmd);
        }
        self
    }
}
