//! Small forms from the Event menu (late entry, manual pairing) and the
//! list of stored rolls.

use crate::app::command::CommandSender;
use crate::app::document::doc::Doc;
use crate::app::document::edit::Edit;
use crate::app::night::players_ui::{Players, pick_player_ui};
use crate::model::{PlayerId, RollKind};
use crate::t;
use crate::text::clock::local_time;
use egui::Ui;

/// The late-entry form.
#[derive(Debug, Clone, Default)]
pub struct LateEntry {
    /// The new player's name.
    pub name: String,
    /// First round they play.
    pub round: u32,
}

/// The manual-pairing form.
#[derive(Debug, Clone, Default)]
pub struct Swap {
    /// Round (1-based).
    pub round: u32,
    /// The two players.
    pub players: [Option<PlayerId>; 2],
}

/// The late-entry form; returns whether it is done.
/// A regular of `players` can be picked as the owner types.
pub fn late_entry_ui(
    ui: &mut Ui,
    form: &mut LateEntry,
    players: &mut Players,
    out: &CommandSender,
) -> bool {
    if let Some(name) = pick_player_ui(ui, players) {
        form.name = name;
    }
    ui.horizontal(|ui| {
        let l = ui.label(t!(ToolsName));
        ui.text_edit_singleline(&mut form.name).labelled_by(l.id);
    });
    ui.horizontal(|ui| {
        let l = ui.label(t!(ToolsJoinsInRound));
        ui.add(egui::DragValue::new(&mut form.round).range(1..=64))
            .labelled_by(l.id);
    });
    let mut done = false;
    ui.horizontal(|ui| {
        if ui.button(t!(ToolsAddPlayer)).clicked() && !form.name.trim().is_empty() {
            out.edit(Edit::AddLateEntry {
                name: form.name.trim().to_string(),
                round: form.round,
            });
            done = true;
        }
        done |= ui.button(t!(ToolsCancel)).clicked();
    });
    done
}

/// The manual-pairing form; returns whether it is done.
pub fn swap_ui(ui: &mut Ui, doc: &Doc, form: &mut Swap, out: &CommandSender) -> bool {
    ui.label(t!(ToolsSwapTwoPlayersInA));
    ui.horizontal(|ui| {
        let l = ui.label(t!(ToolsRound));
        let max = doc.event.rounds.len().max(1) as u32;
        ui.add(egui::DragValue::new(&mut form.round).range(1..=max))
            .labelled_by(l.id);
    });
    for (k, label) in [t!(ToolsSwap), t!(ToolsWith)].iter().enumerate() {
        let shown = form.players[k].map_or(t!(ToolsChoose), |p| doc.short_name(p).to_string());
        egui::ComboBox::from_label(label.as_str())
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for (i, p) in doc.event.players.iter().enumerate() {
                    let name = crate::text::egui_fonts::name(&p.name);
                    ui.selectable_value(&mut form.players[k], Some(PlayerId(i)), name);
                }
            });
    }
    let mut done = false;
    ui.horizontal(|ui| {
        if ui.button(t!(ToolsSwapThem)).clicked()
            && let [Some(a), Some(b)] = form.players
        {
            out.edit(Edit::SwapPlayers {
                round: form.round,
                a,
                b,
            });
            done = true;
        }
        done |= ui.button(t!(ToolsClose)).clicked();
    });
    done
}

/// Every stored roll, with when it was made.
pub fn rolls_ui(ui: &mut Ui, doc: &Doc) {
    if doc.event.rolls.is_empty() {
        ui.label(t!(ToolsNoRollsOrCoinFlips));
    }
    let names = |ps: &[PlayerId]| {
        ps.iter()
            .map(|&p| doc.short_name(p))
            .collect::<Vec<_>>()
            .join(", ")
    };
    for roll in &doc.event.rolls {
        let what = match &roll.what {
            RollKind::Seating { order } => t!(ToolsSeating, value = names(order)),
            RollKind::CoinFlip {
                round,
                index,
                winner,
            } => {
                // Named by the box's letter, as the screen and the sheet do.
                let matches = (*round as usize)
                    .checked_sub(1)
                    .and_then(|r| doc.event.rounds.get(r))
                    .map_or(&[][..], |r| r.matches.as_slice());
                let place = match crate::text::sheet::box_of(matches, *index) {
                    Some(l) => t!(ToolsBoxL, l = l),
                    None => t!(
                        ToolsTable,
                        value = crate::text::sheet::table_of(&doc.event, matches, *index)
                    ),
                };
                t!(
                    ToolsCoinFlipRoundRoundPlace,
                    round = *round,
                    place = place,
                    value = doc.short_name(*winner)
                )
            }
            RollKind::TieBreak { order } => t!(ToolsTieBreakOrder, value = names(order)),
            RollKind::PairingSeed { round, seed } => t!(
                ToolsPairingSeedRoundRoundSeed,
                round = *round,
                seed = seed.to_string()
            ),
        };
        ui.label(t!(
            ToolsWhat,
            value = local_time(&roll.made_at),
            what = what
        ));
    }
}
