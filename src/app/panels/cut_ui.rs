//! Event → Cut by division…: where players play in age divisions
//! (Pokémon), each division cuts apart, to its own top from its own
//! standings. The form offers each division present with what the game's
//! table suggests from the division's attendance (drops included); the
//! owner chooses each division's top, or no playoff.

use crate::app::command::CommandSender;
use crate::app::document::edit::Edit;
use crate::engine::day_shape::DivisionShape;
use crate::model::{Division, Game};
use crate::t;
use egui::Ui;

/// The cut-by-division form: each division present, its attendance and
/// suggestion, and the top chosen (`None`: no playoff).
#[derive(Debug, Clone, PartialEq)]
pub struct CutForm {
    /// The game whose table suggests.
    pub game: Game,
    /// Each division, with the top chosen.
    pub divisions: Vec<(DivisionShape, Option<u8>)>,
}

impl CutForm {
    /// The form for `shapes` (the view's), each division's suggestion
    /// chosen at first.
    pub fn new(game: Game, shapes: &[DivisionShape]) -> Self {
        CutForm {
            game,
            divisions: shapes.iter().map(|s| (*s, s.shape.top)).collect(),
        }
    }

    /// The tops chosen, the divisions without a playoff left out.
    pub fn tops(&self) -> Vec<(Division, u8)> {
        self.divisions
            .iter()
            .filter_map(|(s, top)| top.map(|t| (s.division, t)))
            .collect()
    }
}

/// The form; returns whether it is done (cut or cancelled).
pub fn cut_form_ui(ui: &mut Ui, form: &mut CutForm, out: &CommandSender) -> bool {
    let lang = crate::text::i18n::current();
    let game = crate::text::explain::game_name(lang, form.game);
    for (shape, top) in &mut form.divisions {
        let division = crate::text::i18n::say_in(lang, &shape.division.said());
        ui.strong(t!(
            CutDialogDivision,
            division = division.as_str(),
            players = shape.players
        ));
        ui.weak(match shape.shape.top {
            Some(t) => t!(
                CutDialogSuggestsTop,
                game = game.as_str(),
                top = t,
                players = shape.players
            ),
            None => t!(
                CutDialogSuggestsNone,
                game = game.as_str(),
                players = shape.players
            ),
        });
        ui.horizontal(|ui| {
            ui.selectable_value(top, None, t!(CutDialogNoPlayoff));
            for t in [2, 4, 8] {
                // A top larger than the division is no choice.
                if usize::from(t) <= shape.players {
                    ui.selectable_value(top, Some(t), t!(CommandCutToTop, top = t));
                }
            }
        });
        ui.add_space(6.0);
    }
    let tops = form.tops();
    let mut done = false;
    ui.horizontal(|ui| {
        if ui
            .add_enabled(!tops.is_empty(), egui::Button::new(t!(CutDialogCut)))
            .clicked()
        {
            out.edit(Edit::CutDivisions(tops.clone()));
            done = true;
        }
        done |= ui.button(t!(ToolsCancel)).clicked();
    });
    done
}
