//! Standings with every tiebreaker of the preset, and the preset switch.

use super::commands::Command;
use super::explain_ui::Selection;
use super::state::Doc;
use super::visible::grid_rows_ui;
use crate::engine::explain::shown_value;
use crate::model::Preset;
use egui::{RichText, Ui};

/// The preset combo and the standings table. Clicking a name selects its
/// tie group for the explanation.
pub fn standings_ui(ui: &mut Ui, doc: &Doc, sel: &mut Selection, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let current = doc.event.rules.clone();
        let mut chosen = current.clone();
        egui::ComboBox::from_label("Rules")
            .selected_text(current.id())
            .show_ui(ui, |ui| {
                for p in Preset::NAMED {
                    let text = format!("{} — {}", p.id(), p.describe());
                    ui.selectable_value(&mut chosen, p, text);
                }
            });
        if chosen != current {
            out.push(Command::SetPreset(chosen));
        }
    });
    let st = &doc.snapshot.standings;
    for (s, _) in &st.skipped {
        ui.label(format!(
            "({} left out: the round robin is complete)",
            s.short()
        ));
    }
    // Before the first result there is nothing to rank on.
    let unranked = st.rounds_played == 0;
    if unranked {
        ui.label("No results yet: ranks appear with the first result.");
    }
    let cols = doc.snapshot.standings.tiebreak_columns();
    egui::Grid::new("podsheet-standings")
        .striped(true)
        .spacing([10.0, 4.0])
        .show(ui, |ui| {
            for h in ["Rank", "Name", "Pts", "Matches", "Games"] {
                ui.label(RichText::new(h).strong());
            }
            for s in &cols {
                ui.label(RichText::new(s.short()).strong());
            }
            ui.end_row();
            // Only the rows on screen are drawn (a 512-player event).
            let rows = egui::Id::unique("podsheet-standings-rows");
            grid_rows_ui(ui, rows, st.order.len(), 4.0, |ui, i| {
                let p = st.order[i];
                let r = &st.records[p.0];
                ui.label(if unranked {
                    "–".into()
                } else {
                    (i + 1).to_string()
                });
                let name = crate::text::egui_fonts::name(&doc.event.player(p).name);
                let chosen = sel.involves(doc, p);
                if ui.selectable_label(chosen, name).clicked() {
                    sel.pick(doc, p);
                }
                ui.label(r.match_points.to_string());
                ui.label(r.match_line());
                ui.label(r.game_line());
                for &s in &cols {
                    ui.label(shown_value(&doc.snapshot.standings, s, p));
                }
            });
        });
}
