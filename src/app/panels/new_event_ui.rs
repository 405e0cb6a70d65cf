//! The new-event dialog: sheet, best-of, preset, players (typed, pasted
//! or imported), random seating.

use crate::app::document::new_event::{Form, Sheet};
use crate::model::{BestOf, Preset};
use egui::Ui;

/// What the dialog asks the app to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing yet.
    Open,
    /// Create the event.
    Create,
    /// Close without creating.
    Cancel,
    /// Pick a CSV or text file of names.
    ImportNames,
}

/// The dialog's contents.
pub fn new_event_ui(ui: &mut Ui, form: &mut Form) -> Outcome {
    let mut outcome = Outcome::Open;
    ui.horizontal(|ui| {
        let l = ui.label("Event name");
        ui.text_edit_singleline(&mut form.name).labelled_by(l.id);
    });
    let before = form.sheet;
    egui::ComboBox::from_label("Sheet")
        .selected_text(form.sheet.label())
        .show_ui(ui, |ui| {
            for s in Sheet::ALL {
                ui.selectable_value(&mut form.sheet, s, s.label());
            }
        });
    if form.sheet != before {
        form.preset = form.sheet.default_preset();
        form.best_of = form.sheet.default_best_of();
    }
    ui.horizontal(|ui| {
        ui.radio_value(&mut form.best_of, BestOf::One, "Best of one");
        ui.radio_value(&mut form.best_of, BestOf::Three, "Best of three");
    });
    egui::ComboBox::from_label("Tiebreakers")
        .selected_text(form.preset.id())
        .show_ui(ui, |ui| {
            for p in Preset::NAMED {
                let text = format!("{} — {}", p.id(), p.describe());
                ui.selectable_value(&mut form.preset, p, text);
            }
        });
    let l = ui.label("Players, one name per line (type or paste):");
    ui.add(
        egui::TextEdit::multiline(&mut form.names)
            .desired_rows(10)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(l.id);
    ui.horizontal(|ui| {
        if ui.button("Import names from CSV…").clicked() {
            outcome = Outcome::ImportNames;
        }
        ui.checkbox(&mut form.seat_randomly, "Seat randomly");
    });
    if let Some(e) = &form.error {
        ui.colored_label(crate::app::panels::fields::PROBLEM, e);
    }
    ui.horizontal(|ui| {
        if ui.button("Create event").clicked() {
            outcome = Outcome::Create;
        }
        if ui.button("Cancel").clicked() {
            outcome = Outcome::Cancel;
        }
    });
    outcome
}
