//! The app's dialogs: errors, the recovery offer, closing with unsaved
//! changes, the new-event form and the small Event-menu forms.

use crate::app::document::commands::Command;
use crate::app::document::doc::Doc;
use crate::app::document::new_event::{Form, build};
use crate::app::files::recovery::Recovered;
use crate::app::panels::menu_ui::Action;
use crate::app::panels::new_event_ui::{Outcome, new_event_ui};
use crate::app::panels::tools_ui::{LateEntry, Swap, late_entry_ui, swap_ui};
use crate::model::Event;
use egui::{Id, Modal};

/// The app's open dialogs, borrowed from it for one frame (the panel sees
/// these fields and nothing else of the app).
pub struct Open<'a> {
    /// An error to show.
    pub error: &'a mut Option<String>,
    /// Unsaved changes a previous run left behind.
    pub recovery_offer: &'a mut Option<Recovered>,
    /// Closing with unsaved changes: asking what to do.
    pub asking_close: &'a mut bool,
    /// An action that would replace an event with unsaved changes.
    pub confirm_discard: &'a mut Option<Action>,
    /// The new-event form.
    pub new_event: &'a mut Option<Form>,
    /// The late-entry form.
    pub late_entry: &'a mut Option<LateEntry>,
    /// The manual-pairing form.
    pub swap: &'a mut Option<Swap>,
}

/// What the user asked for in a dialog, for the app to carry out.
pub enum Request {
    /// Open the recovered event.
    Recover(Recovered),
    /// Throw the recovery file away.
    DiscardRecovery,
    /// Save, then close the window.
    SaveThenClose,
    /// Close without saving (the recovery file goes).
    CloseWithoutSaving,
    /// Save before the action that was asked about.
    SaveFirst,
    /// Discard the unsaved changes and carry out the action.
    DiscardAnd(Action),
    /// Choose a file of player names for the new-event form.
    ImportNames,
    /// Open this new event.
    Create(Event),
}

/// "Recover unsaved changes to FILE (or "NAME")DETAIL from WHEN?" with
/// its two buttons (recover, discard): `Some(true)` when recovered,
/// `Some(false)` when discarded, `None` while it waits. The event's offer
/// and the night's both ask this way.
pub(crate) fn recover_offer_ui(
    ctx: &egui::Context,
    id: &str,
    (path, name, detail): (Option<&std::path::Path>, &str, &str),
    when: &str,
    [recover, discard]: [&str; 2],
) -> Option<bool> {
    let what = match path {
        Some(p) => format!("to {}", p.display()),
        None => format!("to \"{name}\""),
    };
    let question = format!("Recover unsaved changes {what}{detail} from {when}?");
    let mut choice = None;
    Modal::new(Id::unique(id)).show(ctx, |ui| {
        ui.label(question);
        ui.horizontal(|ui| {
            if ui.button(recover).clicked() {
                choice = Some(true);
            }
            if ui.button(discard).clicked() {
                choice = Some(false);
            }
        });
    });
    choice
}

/// Every dialog that is open this frame.
pub fn dialogs_ui(
    ctx: &egui::Context,
    doc: &Doc,
    open: Open<'_>,
    out: &mut Vec<Command>,
) -> Vec<Request> {
    let mut asked = Vec::new();
    if let Some(msg) = open.error.clone() {
        Modal::new(Id::unique("error")).show(ctx, |ui| {
            ui.heading("Problem");
            ui.label(msg);
            if ui.button("OK").clicked() {
                *open.error = None;
            }
        });
    }
    // One question at a time: an error (e.g. an unreadable recovery file)
    // is read and dismissed before the offer is asked over it.
    if open.error.is_none()
        && let Some(offer) = open.recovery_offer.as_ref()
    {
        let choice = recover_offer_ui(
            ctx,
            "recover",
            (offer.path.as_deref(), &offer.event.name, ""),
            &offer.when,
            ["Recover", "Discard them"],
        );
        if let Some(yes) = choice
            && let Some(offer) = open.recovery_offer.take()
        {
            asked.push(if yes {
                Request::Recover(offer)
            } else {
                Request::DiscardRecovery
            });
        }
    }
    if *open.asking_close {
        Modal::new(Id::unique("close")).show(ctx, |ui| {
            ui.label("This event has unsaved changes. Save them before closing?");
            ui.horizontal(|ui| {
                if ui.button("Save").clicked() {
                    *open.asking_close = false;
                    asked.push(Request::SaveThenClose);
                }
                if ui.button("Close without saving").clicked() {
                    *open.asking_close = false;
                    asked.push(Request::CloseWithoutSaving);
                }
                if ui.button("Cancel").clicked() {
                    *open.asking_close = false;
                }
            });
        });
    }
    if open.confirm_discard.is_some() {
        let mut go = None;
        Modal::new(Id::unique("discard")).show(ctx, |ui| {
            ui.label(format!(
                "\"{}\" has unsaved changes. Discard them?",
                doc.event.name
            ));
            ui.horizontal(|ui| {
                if ui.button("Save first").clicked() {
                    go = Some(false);
                    asked.push(Request::SaveFirst);
                }
                if ui.button("Discard changes").clicked() {
                    go = Some(true);
                }
                if ui.button("Cancel").clicked() {
                    go = Some(false);
                }
            });
        });
        if let Some(go) = go
            && let Some(action) = open.confirm_discard.take()
            && go
        {
            asked.push(Request::DiscardAnd(action));
        }
    }
    asked.extend(new_event_window(ctx, open.new_event));
    if let Some(mut form) = open.late_entry.take() {
        let mut done = false;
        egui::Window::new("Late entry").show(ctx, |ui| done = late_entry_ui(ui, &mut form, out));
        if !done {
            *open.late_entry = Some(form);
        }
    }
    if let Some(mut form) = open.swap.take() {
        let mut done = false;
        egui::Window::new("Manual pairing").show(ctx, |ui| {
            done = swap_ui(ui, doc, &mut form, out);
        });
        if !done {
            *open.swap = Some(form);
        }
    }
    asked
}

fn new_event_window(ctx: &egui::Context, slot: &mut Option<Form>) -> Option<Request> {
    let mut form = slot.take()?;
    let mut outcome = Outcome::Open;
    egui::Window::new("New event")
        .default_width(460.0)
        .show(ctx, |ui| outcome = new_event_ui(ui, &mut form));
    match outcome {
        Outcome::Open => {
            *slot = Some(form);
            None
        }
        Outcome::Cancel => None,
        Outcome::ImportNames => {
            *slot = Some(form);
            Some(Request::ImportNames)
        }
        Outcome::Create => match build(&form, &crate::app::now_text()) {
            Ok(event) => Some(Request::Create(event)),
            Err(e) => {
                form.error = Some(e);
                *slot = Some(form);
                None
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::recover_offer_ui;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable as _;

    #[test]
    fn the_recovery_offer_asks_and_answers() {
        for (button, answer) in [("Recover the night", true), ("Discard the night", false)] {
            let mut h = Harness::new_ui_state(
                |ui, choice: &mut Option<bool>| {
                    let ctx = ui.ctx().clone();
                    let asked = recover_offer_ui(
                        &ctx,
                        "t",
                        (None, "Friday", " (3 pods)"),
                        "2026-11-20T19:00:00Z",
                        ["Recover the night", "Discard the night"],
                    );
                    *choice = choice.or(asked);
                },
                None,
            );
            h.run();
            h.get_by_label(
                "Recover unsaved changes to \"Friday\" (3 pods) from 2026-11-20T19:00:00Z?",
            );
            assert_eq!(*h.state(), None, "waits for an answer");
            h.get_by_label(button).click();
            h.run();
            assert_eq!(*h.state(), Some(answer));
        }
    }
}
