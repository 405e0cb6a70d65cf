//! The app's dialogs: errors, the recovery offer, closing with unsaved
//! changes, the new-event form and the small Event-menu forms.

use super::app::PodsheetApp;
use super::commands::Command;
use super::files::Purpose;
use super::menu_ui::Action;
use super::new_event::{build, names_from_csv, names_from_text};
use super::new_event_ui::{Outcome, new_event_ui};
use super::state::Doc;
use super::tools_ui::{late_entry_ui, swap_ui};
use egui::{Id, Modal};
use std::path::Path;

/// Reads names from a CSV or text file into the open new-event form.
pub fn import_names(app: &mut PodsheetApp, path: &Path) {
    let Some(form) = app.new_event.as_mut() else {
        return;
    };
    let read = crate::io::read_text(path).map_err(|e| e.to_string());
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

/// Every dialog that is open this frame.
pub fn dialogs_ui(app: &mut PodsheetApp, ctx: &egui::Context, out: &mut Vec<Command>) {
    if let Some(msg) = app.error.clone() {
        Modal::new(Id::unique("error")).show(ctx, |ui| {
            ui.heading("Problem");
            ui.label(msg);
            if ui.button("OK").clicked() {
                app.error = None;
            }
        });
    }
    if let Some(offer) = &app.recovery_offer {
        let what = match &offer.path {
            Some(p) => format!("to {}", p.display()),
            None => format!("to \"{}\"", offer.event.name),
        };
        let question = format!("Recover unsaved changes {what} from {}?", offer.when);
        let mut choice = None;
        Modal::new(Id::unique("recover")).show(ctx, |ui| {
            ui.label(question);
            ui.horizontal(|ui| {
                if ui.button("Recover").clicked() {
                    choice = Some(true);
                }
                if ui.button("Discard them").clicked() {
                    choice = Some(false);
                }
            });
        });
        if let Some(yes) = choice
            && let Some(offer) = app.recovery_offer.take()
        {
            if yes {
                app.doc = Doc::new(offer.event, offer.path, false);
                app.drafts.clear();
            } else {
                app.recovery.clear();
            }
        }
    }
    if app.asking_close {
        Modal::new(Id::unique("close")).show(ctx, |ui| {
            ui.label("This event has unsaved changes. Save them before closing?");
            ui.horizontal(|ui| {
                if ui.button("Save").clicked() {
                    app.asking_close = false;
                    app.save_then_close(ctx);
                }
                if ui.button("Close without saving").clicked() {
                    app.asking_close = false;
                    app.recovery.clear();
                    app.close_now(ctx);
                }
                if ui.button("Cancel").clicked() {
                    app.asking_close = false;
                }
            });
        });
    }
    if app.confirm_discard.is_some() {
        let mut go = None;
        Modal::new(Id::unique("discard")).show(ctx, |ui| {
            ui.label(format!(
                "\"{}\" has unsaved changes. Discard them?",
                app.doc.event.name
            ));
            ui.horizontal(|ui| {
                if ui.button("Save first").clicked() {
                    go = Some(false);
                    app.act_now(ctx, Action::Save);
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
            && let Some(action) = app.confirm_discard.take()
            && go
        {
            app.recovery.clear();
            app.act_now(ctx, action);
        }
    }
    new_event_window(app, ctx);
    if let Some(mut form) = app.late_entry.take() {
        let mut done = false;
        egui::Window::new("Late entry").show(ctx, |ui| done = late_entry_ui(ui, &mut form, out));
        if !done {
            app.late_entry = Some(form);
        }
    }
    if let Some(mut form) = app.swap.take() {
        let mut done = false;
        egui::Window::new("Manual pairing").show(ctx, |ui| {
            done = swap_ui(ui, &app.doc, &mut form, out);
        });
        if !done {
            app.swap = Some(form);
        }
    }
}

fn new_event_window(app: &mut PodsheetApp, ctx: &egui::Context) {
    let Some(mut form) = app.new_event.take() else {
        return;
    };
    let mut outcome = Outcome::Open;
    egui::Window::new("New event")
        .default_width(460.0)
        .show(ctx, |ui| outcome = new_event_ui(ui, &mut form));
    match outcome {
        Outcome::Open => app.new_event = Some(form),
        Outcome::Cancel => {}
        Outcome::ImportNames => {
            app.new_event = Some(form);
            app.start_dialog(ctx, Purpose::ImportNames);
        }
        Outcome::Create => match build(&form, &super::now_text()) {
            Ok(event) => app.replace_event(event),
            Err(e) => {
                form.error = Some(e);
                app.new_event = Some(form);
            }
        },
    }
}
