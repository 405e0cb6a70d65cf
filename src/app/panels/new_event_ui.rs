//! The new-event dialog: sheet, best-of, preset, players (typed, pasted
//! or imported), random seating.

use crate::app::command::{Command, CommandSender};
use crate::app::document::new_event::{Form, Sheet, build};
use crate::app::night::players_ui::{Players, add_to_names, pick_player_ui};
use crate::model::{BestOf, Preset};
use crate::t;
use egui::Ui;

/// The dialog's contents; `false` once it is done (created or cancelled).
/// The regulars of `players` are offered as the owner types.
pub fn new_event_ui(
    ui: &mut Ui,
    form: &mut Form,
    players: &mut Players,
    out: &CommandSender,
) -> bool {
    let mut open = true;
    ui.horizontal(|ui| {
        let l = ui.label(t!(NewEventEventName));
        ui.text_edit_singleline(&mut form.name).labelled_by(l.id);
    });
    let before = form.sheet;
    egui::ComboBox::from_label(t!(NewEventSheet))
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
        ui.radio_value(&mut form.best_of, BestOf::One, t!(NewEventBestOfOne));
        ui.radio_value(&mut form.best_of, BestOf::Three, t!(NewEventBestOfThree));
    });
    if form.sheet == Sheet::Swiss {
        swiss_rounds_ui(ui, form);
    }
    egui::ComboBox::from_label(t!(NewEventTiebreakers))
        .selected_text(crate::text::explain::preset_description(
            crate::text::i18n::current(),
            &form.preset,
        ))
        .show_ui(ui, |ui| {
            // The rules in words; their ids are the command line's.
            for p in Preset::NAMED {
                let text =
                    crate::text::explain::preset_description(crate::text::i18n::current(), &p);
                ui.selectable_value(&mut form.preset, p, text);
            }
        });
    if let Some(name) = pick_player_ui(ui, players) {
        add_to_names(&mut form.names, &name);
    }
    let l = ui.label(t!(NewEventPlayersOneNamePerLine));
    ui.add(
        egui::TextEdit::multiline(&mut form.names)
            .desired_rows(10)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(l.id);
    ui.horizontal(|ui| {
        if ui.button(t!(NewEventImportNamesFromCsv)).clicked() {
            out.send(Command::ImportNames);
        }
        ui.checkbox(&mut form.seat_randomly, t!(NewEventSeatRandomly));
    });
    ui.checkbox(&mut form.beside, t!(NewEventBesideOpen))
        .on_hover_text(t!(NewEventBesideOpenHover));
    if let Some(e) = &form.error {
        ui.colored_label(crate::app::panels::fields::PROBLEM, e);
    }
    ui.horizontal(|ui| {
        if ui.button(t!(NewEventCreateEvent)).clicked() {
            match build(form, &crate::app::now_text()) {
                Ok(event) => {
                    out.send(if form.beside {
                        Command::AddEvent(Box::new(event))
                    } else {
                        Command::CreateEvent(Box::new(event))
                    });
                    open = false;
                }
                Err(e) => form.error = Some(e),
            }
        }
        if ui.button(t!(NewEventCancel)).clicked() {
            open = false;
        }
    });
    open
}

/// How many Swiss rounds: the usual number for the players entered, or
/// the owner's own.
fn swiss_rounds_ui(ui: &mut egui::Ui, form: &mut Form) {
    let players = crate::app::document::new_event::names_from_text(&form.names).len();
    let usual = crate::engine::pairing::swiss::default_rounds(players);
    ui.horizontal(|ui| {
        let mut own = form.swiss_rounds.is_some();
        ui.radio_value(
            &mut own,
            false,
            t!(NewEventSwissRoundsUsual, rounds = usual, players = players),
        );
        ui.radio_value(&mut own, true, t!(NewEventSwissRoundsOwn));
        if !own {
            form.swiss_rounds = None;
        } else {
            let mut n = form.swiss_rounds.unwrap_or(usual);
            ui.add(egui::DragValue::new(&mut n).range(1..=crate::model::limits::MAX_ROUNDS as u32))
                .on_hover_text(t!(NewEventSwissRoundsHover));
            form.swiss_rounds = Some(n);
        }
    });
}
