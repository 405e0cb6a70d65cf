//! Above a Swiss event's boxes: how many Swiss rounds (changeable until
//! the cut), and once they are all played, the top cut the game's table
//! suggests for the players in, one click away.

use crate::app::command::{Command, CommandSender};
use crate::app::document::doc::Doc;
use crate::app::document::edit::Edit;
use crate::engine::day_shape::DayShape;
use crate::model::Structure;
use crate::t;
use egui::Ui;

/// The Swiss rounds field, then, when the last Swiss round is in and no
/// cut was made, what the game suggests next (nothing once cut).
pub(crate) fn swiss_end_ui(ui: &mut Ui, doc: &Doc, out: &CommandSender) {
    let Structure::Swiss { rounds, .. } = doc.event.structure else {
        return;
    };
    if doc.event.cut.is_some() {
        return;
    }
    swiss_rounds_ui(ui, doc, rounds, out);
    match doc.view.cut_offer {
        // Each age division cuts apart, by its own attendance.
        Some(_) if !doc.view.divisions.is_empty() => division_offer_ui(ui, doc, out),
        Some((players, shape)) => cut_offer_ui(ui, doc, players, shape, out),
        None => {}
    }
}

/// "The Swiss rounds are over. Each age division has its own playoff":
/// each division's suggestion from its attendance, and the form to cut.
fn division_offer_ui(ui: &mut Ui, doc: &Doc, out: &CommandSender) {
    let lang = crate::text::i18n::current();
    let game = crate::text::explain::game_name(lang, doc.event.rules.game());
    ui.label(t!(BoxesSwissOverDivisions));
    for s in &doc.view.divisions {
        let suggests = match s.shape.top {
            Some(top) => t!(
                CutDialogSuggestsTop,
                game = game.as_str(),
                top = top,
                players = s.players
            ),
            None => t!(
                CutDialogSuggestsNone,
                game = game.as_str(),
                players = s.players
            ),
        };
        let division = crate::text::i18n::say_in(lang, &s.division.said());
        ui.label(t!(DivisionSays, division = division, what = suggests));
    }
    let cut = ui.add_enabled(
        doc.view.can_cut,
        egui::Button::new(t!(CommandCutByDivision)),
    );
    if cut.on_hover_text(t!(CommandCutByDivisionTooltip)).clicked() {
        out.send(Command::CutByDivision);
    }
}

/// A Swiss event's number of rounds, changeable until the cut: down again
/// while the rounds it takes away have no result; below a round with a
/// result the edit is refused and the status line says why.
fn swiss_rounds_ui(ui: &mut Ui, doc: &Doc, rounds: Option<u32>, out: &CommandSender) {
    let usual = crate::engine::pairing::swiss::rounds_for(&doc.event);
    let mut n = rounds.unwrap_or(usual);
    ui.horizontal(|ui| {
        let l = ui.label(t!(BoxesSwissRounds));
        let r = ui
            .add(egui::DragValue::new(&mut n).range(1..=crate::model::limits::MAX_ROUNDS as u32))
            .labelled_by(l.id)
            .on_hover_text(t!(NewEventSwissRoundsHover));
        if r.changed() && Some(n) != rounds {
            out.edit(Edit::SetSwissRounds(n));
        }
    });
}

/// "The Swiss rounds are over. For 24 players Magic suggests a top 8."
/// with the cut as a button (the Event menu offers every size).
fn cut_offer_ui(ui: &mut Ui, doc: &Doc, players: usize, shape: DayShape, out: &CommandSender) {
    let game = doc.event.rules.game();
    let name = crate::text::explain::game_name(crate::text::i18n::current(), game);
    ui.horizontal_wrapped(|ui| match shape.top {
        Some(top) => {
            ui.label(t!(
                BoxesSwissOverCut,
                players = players,
                game = name,
                top = top
            ));
            cut_button_ui(ui, doc, top, out);
        }
        // The game's rules leave the cut to the store (Magic): each size
        // that fits, or none.
        None if shape.owners_choice => {
            ui.label(t!(BoxesSwissOverChoice, game = name));
            for top in [8, 4, 2] {
                if usize::from(top) <= players {
                    cut_button_ui(ui, doc, top, out);
                }
            }
        }
        None => {
            ui.label(t!(BoxesSwissOverNoCut, players = players, game = name));
        }
    });
    if shape.owners_choice && shape.top.is_some() {
        let lang = crate::text::i18n::current();
        let facts = [crate::model::Fact::Shape];
        if let Some(note) = crate::text::explain::not_built_in(lang, game, &facts) {
            ui.weak(note);
        }
    }
}

/// "Cut to top 8", as the Event menu's item, greyed when the cut cannot
/// be made (the menu's item says why not on hover).
fn cut_button_ui(ui: &mut Ui, doc: &Doc, top: u8, out: &CommandSender) {
    let can = crate::engine::playoff::can_cut(&doc.event, usize::from(top)).is_ok();
    let cut = ui.add_enabled(can, egui::Button::new(t!(CommandCutToTop, top = top)));
    if cut.on_hover_text(t!(CommandCutTooltip)).clicked() {
        out.send(Command::CutToTop(top));
    }
}
