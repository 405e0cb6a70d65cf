//! The app's dialogs: errors, the recovery offer, closing with unsaved
//! changes, the new-event form and the small Event-menu forms.

use crate::app::command::{Command, CommandSender};
use crate::app::document::doc::Doc;
use crate::app::document::new_event::Form;
use crate::app::files::loopback::{LoopbackPrint, loopback_print_ui};
use crate::app::files::recovery::Recovered;
use crate::app::night::players_ui::Players;
use crate::app::panels::new_event_ui::new_event_ui;
use crate::app::panels::tools_ui::{LateEntry, Swap, late_entry_ui, swap_ui};
use crate::t;
use egui::{Id, Modal, Ui};

/// The app's dialogs and small forms, each `Some` (or `true`) while open.
#[derive(Default)]
pub struct Dialogs {
    /// An error to show.
    pub error: Option<String>,
    /// Unsaved changes a previous run left behind.
    pub recovery_offer: Option<Recovered>,
    /// Closing with unsaved changes: asking what to do.
    pub asking_close: bool,
    /// A command that would replace an event with unsaved changes.
    pub confirm_discard: Option<Command>,
    /// The new-event form.
    pub new_event: Option<Form>,
    /// The late-entry form.
    pub late_entry: Option<LateEntry>,
    /// The manual-pairing form.
    pub swap: Option<Swap>,
    /// The cut-by-division form.
    pub cut: Option<crate::app::panels::cut_ui::CutForm>,
    /// A print held back: its address opens on this computer only.
    pub loopback_print: Option<LoopbackPrint>,
    /// The season window (File → Season…).
    pub season: Option<crate::app::panels::season_ui::SeasonView>,
}

/// "Recover unsaved changes to FILE (or "NAME")DETAIL from WHEN?" with
/// its two buttons (recover, discard); the answer is sent as `answer(true)`
/// or `answer(false)`. The event's offer and the night's both ask this way.
pub(crate) fn recover_offer_ui(
    ctx: &egui::Context,
    id: &str,
    (path, name, detail): (Option<&std::path::Path>, &str, &str),
    when: &str,
    [recover, discard]: [&str; 2],
    answer: fn(bool) -> Command,
    out: &CommandSender,
) {
    let what = match path {
        Some(p) => t!(DialogsTo, value = p.display()),
        None => t!(DialogsToName, name = name),
    };
    let when = crate::text::clock::local_time(when);
    let question = t!(
        DialogsRecoverUnsavedChangesWhatDetail,
        what = what,
        detail = detail,
        when = when
    );
    Modal::new(Id::unique(id)).show(ctx, |ui| {
        ui.label(question);
        ui.horizontal(|ui| {
            if ui.button(recover).clicked() {
                out.send(answer(true));
            }
            if ui.button(discard).clicked() {
                out.send(answer(false));
            }
        });
    });
}

/// Every dialog that is open this frame.
/// The new-event and late-entry forms offer names from `players`.
pub fn dialogs_ui(
    ctx: &egui::Context,
    doc: &Doc,
    open: &mut Dialogs,
    players: &mut Players,
    out: &CommandSender,
) {
    if let Some(msg) = open.error.clone() {
        Modal::new(Id::unique("error")).show(ctx, |ui| {
            ui.heading(t!(DialogsProblem));
            ui.label(msg);
            if ui.button(t!(DialogsOk)).clicked() {
                open.error = None;
            }
        });
    }
    // One question at a time: an error (e.g. an unreadable recovery file)
    // is read and dismissed before the offer is asked over it.
    if open.error.is_none()
        && let Some(offer) = open.recovery_offer.as_ref()
    {
        recover_offer_ui(
            ctx,
            "recover",
            (
                offer.path.as_deref(),
                &crate::text::room::event_name(&offer.event),
                "",
            ),
            &offer.when,
            [&t!(DialogsRecover), &t!(DialogsDiscardThem)],
            Command::AnswerRecovery,
            out,
        );
    }
    if open.asking_close {
        Modal::new(Id::unique("close")).show(ctx, |ui| {
            ui.label(t!(DialogsThisEventHasUnsavedChanges));
            ui.horizontal(|ui| {
                if ui.button(t!(DialogsSave)).clicked() {
                    open.asking_close = false;
                    out.send(Command::SaveThenClose);
                }
                if ui.button(t!(DialogsCloseWithoutSaving)).clicked() {
                    open.asking_close = false;
                    out.send(Command::CloseWithoutSaving);
                }
                if ui.button(t!(DialogsCancel)).clicked() {
                    open.asking_close = false;
                }
            });
        });
    }
    if open.confirm_discard.is_some() {
        let mut go = None;
        Modal::new(Id::unique("discard")).show(ctx, |ui| {
            ui.label(t!(
                DialogsHasUnsavedChangesDiscardThem,
                name = crate::text::room::event_name(&doc.event)
            ));
            ui.horizontal(|ui| {
                if ui.button(t!(DialogsSaveFirst)).clicked() {
                    go = Some(false);
                    if let Some(cmd) = open.confirm_discard.clone() {
                        out.send(Command::SaveFirst(Box::new(cmd)));
                    }
                }
                if ui.button(t!(DialogsDiscardChanges)).clicked() {
                    go = Some(true);
                }
                if ui.button(t!(DialogsCancel2)).clicked() {
                    go = Some(false);
                }
            });
        });
        if let Some(go) = go
            && let Some(cmd) = open.confirm_discard.take()
            && go
        {
            out.send(Command::DiscardAnd(Box::new(cmd)));
        }
    }
    loopback_print_ui(ctx, &mut open.loopback_print, out);
    if let Some(form) = open.new_event.as_mut() {
        let mut keep = true;
        egui::Window::new(t!(DialogsNewEvent))
            .default_width(460.0)
            .show(ctx, |ui| keep = new_event_ui(ui, form, players, out));
        if !keep {
            open.new_event = None;
        }
    }
    if let Some(form) = open.late_entry.as_mut() {
        let mut done = false;
        egui::Window::new(t!(DialogsLateEntry))
            .show(ctx, |ui| done = late_entry_ui(ui, form, players, out));
        if done {
            open.late_entry = None;
        }
    }
    if let Some(form) = open.cut.as_mut() {
        let mut done = false;
        egui::Window::new(t!(CutDialogTitle)).show(ctx, |ui| {
            done = crate::app::panels::cut_ui::cut_form_ui(ui, form, out);
        });
        if done {
            open.cut = None;
        }
    }
    if let Some(form) = open.swap.as_mut() {
        let mut done = false;
        egui::Window::new(t!(DialogsManualPairing)).show(ctx, |ui| {
            done = swap_ui(ui, doc, form, out);
        });
        if done {
            open.swap = None;
        }
    }
}

/// Above the sheet, while the file on screen was changed on disk by
/// another program since it was opened or saved: saving here would lose
/// what it wrote, so the app does not; it offers to open the file again
/// (and, with changes not saved, to save them as another file first).
pub(crate) fn changed_on_disk_ui(
    ui: &mut Ui,
    path: &std::path::Path,
    dirty: bool,
    out: &CommandSender,
) {
    let file = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.colored_label(
            crate::app::panels::fields::PROBLEM,
            t!(DiskChanged, file = file.clone()),
        );
        ui.horizontal(|ui| {
            if dirty && ui.button(t!(DiskSaveYoursAs)).clicked() {
                out.send(Command::SaveAs);
            }
            if ui.button(t!(DiskOpenAgain)).clicked() {
                out.send(Command::OpenPath(path.to_path_buf()));
            }
        });
    });
}

#[cfg(test)]
mod tests {
    use super::recover_offer_ui;
    use crate::app::command::{Command, CommandSender};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable as _;

    #[test]
    fn the_recovery_offer_asks_and_answers() {
        for (button, answer) in [("Recover the night", true), ("Discard the night", false)] {
            let mut h = Harness::new_ui_state(
                |ui, out: &mut CommandSender| {
                    let ctx = ui.ctx().clone();
                    recover_offer_ui(
                        &ctx,
                        "t",
                        (None, "Friday", " (3 pods)"),
                        "2026-11-20T19:00:00Z",
                        ["Recover the night", "Discard the night"],
                        Command::AnswerNightRecovery,
                        out,
                    );
                },
                CommandSender::default(),
            );
            h.run();
            // The time in the computer's own zone, as the owner reads it.
            let when = crate::text::clock::local_time("2026-11-20T19:00:00Z");
            h.get_by_label(&format!(
                "Recover unsaved changes to \"Friday\" (3 pods) from {when}?"
            ));
            assert!(h.state().take().is_empty(), "waits for an answer");
            h.get_by_label(button).click();
            h.run();
            let sent = h.state().take();
            assert_eq!(sent.first(), Some(&Command::AnswerNightRecovery(answer)));
        }
    }
}
