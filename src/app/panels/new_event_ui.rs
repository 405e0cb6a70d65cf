//! The new-event dialog: sheet, best-of, preset, players (typed, pasted
//! or imported), random seating.

use crate::app::command::{Command, CommandSender};
use crate::app::document::new_event::{Form, Sheet, build};
use crate::app::night::players_ui::{Players, add_to_names, pick_player_ui};
use crate::engine::day_shape;
use crate::model::{BestOf, Fact, Game, Preset};
use crate::t;
use crate::text::explain::{choices, game_name, not_built_in, preset_description, sources};
use crate::text::i18n::current;
use egui::Ui;

/// Every fact of a game the dialog stands on: it says which of them the
/// publisher's rules do not settle.
const DIALOG_FACTS: [Fact; 8] = [
    Fact::Points,
    Fact::Bye,
    Fact::Tiebreakers,
    Fact::LastStep,
    Fact::Floors,
    Fact::Shape,
    Fact::Pairing,
    Fact::Playoff,
];

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
    game_ui(ui, form);
    let mut sheet = form.sheet;
    egui::ComboBox::from_label(t!(NewEventSheet))
        .selected_text(form.sheet.label())
        .show_ui(ui, |ui| {
            for s in Sheet::offered(form.game) {
                ui.selectable_value(&mut sheet, s, s.label());
            }
        });
    form.set_sheet(sheet);
    ui.horizontal(|ui| {
        for &b in form.game.facts().best_of {
            ui.radio_value(&mut form.best_of, b, best_of_label(b));
        }
    });
    if form.sheet == Sheet::Swiss {
        swiss_rounds_ui(ui, form);
    }
    egui::ComboBox::from_label(t!(NewEventTiebreakers))
        .selected_text(preset_words(&form.preset))
        .show_ui(ui, |ui| {
            for p in form.presets() {
                let text = preset_words(&p);
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
    // A game played in age divisions reads each player's after a comma.
    if form.game.facts().divisions {
        ui.weak(t!(NewEventDivisionsHint));
    }
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

/// The game, picked first (Magic first, then the table's order), what
/// its publisher's rules do not settle and what the owner chose where its
/// sources disagree, in words, and where its rules come from.
fn game_ui(ui: &mut Ui, form: &mut Form) {
    let lang = current();
    let mut game = form.game;
    egui::ComboBox::from_label(t!(NewEventGame))
        .selected_text(game_name(lang, game))
        .show_ui(ui, |ui| {
            for g in Game::ALL {
                ui.selectable_value(&mut game, g, game_name(lang, g));
            }
        });
    form.set_game(game);
    if let Some(line) = not_built_in(lang, form.game, &DIALOG_FACTS) {
        ui.weak(line);
    }
    for line in choices(lang, form.game) {
        ui.weak(line);
    }
    ui.weak(sources(lang, form.game));
}

/// A match length in words.
fn best_of_label(b: BestOf) -> String {
    match b {
        BestOf::One => t!(NewEventBestOfOne),
        BestOf::Two => t!(NewEventBestOfTwo),
        BestOf::Three | BestOf::Any => t!(NewEventBestOfThree),
    }
}

/// A preset in words ("Pokémon TCG: OWP, OOWP, head to head, a roll").
pub(crate) fn preset_words(p: &Preset) -> String {
    preset_description(current(), p)
}

/// How many Swiss rounds: the number the game's table suggests for the
/// players entered, or the owner's own; and the top cut it suggests.
fn swiss_rounds_ui(ui: &mut egui::Ui, form: &mut Form) {
    let players = crate::app::document::new_event::names_from_text(&form.names).len();
    let shape = day_shape::suggest(form.game, players);
    let usual = shape.rounds;
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
    // As the end of the Swiss will say it: a game whose rules leave the
    // cut to the store suggests none of its own.
    ui.label(match shape.top {
        Some(top) => t!(NewEventSuggestedCut, top = top),
        None if shape.owners_choice => t!(NewEventCutYours),
        None => t!(NewEventSuggestedNoCut),
    });
    if !shape.in_table {
        let most = form.game.facts().shape.last().map_or(0, |r| r.up_to);
        ui.weak(t!(NewEventBeyondTable, most = most));
    }
}
