//! Standings with every tiebreaker of the preset, and the preset switch.

use crate::app::command::Command;
use crate::app::command::CommandSender;
use crate::app::document::doc::Doc;
use crate::app::document::edit::Edit;
use crate::app::view::Pick;
use crate::model::{Game, Structure};
use crate::t;
use crate::text::explain::{column_name, shown_value};
use egui::{RichText, Ui};
use egui_extras::{Column, TableBuilder};

/// The preset combo and the standings table. Clicking a name selects its
/// tie group for the explanation.
pub fn standings_ui(ui: &mut Ui, doc: &Doc, out: &CommandSender) {
    ui.horizontal(|ui| {
        let current = doc.event.rules.clone();
        let mut chosen = current.clone();
        let lang = crate::text::i18n::current();
        egui::ComboBox::from_label(t!(StandingsRules))
            .selected_text(crate::app::panels::new_event_ui::preset_words(&current))
            .show_ui(ui, |ui| {
                // In words, under each game's name (Magic first). A paper
                // pod sheet is Magic's draft sheet: Magic's presets only.
                let games: &[Game] = if matches!(doc.event.structure, Structure::Pod { .. }) {
                    &[Game::Magic]
                } else {
                    &Game::ALL
                };
                for &g in games {
                    ui.strong(crate::text::explain::game_name(lang, g));
                    for p in g.presets() {
                        let text = crate::app::panels::new_event_ui::preset_words(&p);
                        ui.selectable_value(&mut chosen, p, text);
                    }
                }
            });
        if chosen != current {
            out.edit(Edit::SetPreset(chosen));
        }
    });
    // What the game's publisher does not settle, in words.
    for line in crate::text::explain::standings_notes(
        crate::text::i18n::current(),
        doc.snapshot.standings.options.game,
    ) {
        ui.weak(line);
    }
    if let Some(line) =
        crate::text::explain::roll_note(crate::text::i18n::current(), &doc.snapshot.standings)
    {
        ui.weak(line);
    }
    let st = &doc.snapshot.standings;
    for (s, _) in &st.skipped {
        let short = crate::text::explain::short_name(
            crate::text::i18n::current(),
            *s,
            doc.snapshot.standings.options.house_display,
        );
        ui.label(t!(StandingsLeftOutTheRoundRobin, short = short));
    }
    // Before the first result there is nothing to rank on.
    let unranked = st.rounds_played == 0;
    if unranked {
        ui.label(t!(StandingsNoResultsYetRanksAppear));
    }
    if doc.snapshot.divisions.is_empty() {
        table_ui(ui, doc, st, unranked, out, "podsheet-standings");
        file_places_ui(ui, doc, st);
    } else {
        // Age divisions (Pokémon): paired together, ranked apart.
        for (d, part) in &doc.snapshot.divisions {
            ui.strong(crate::text::i18n::tr_in(
                crate::text::i18n::current(),
                d.name_msg(),
                &[],
            ));
            table_ui(ui, doc, part, unranked, out, d.name_msg().id());
            file_places_ui(ui, doc, part);
        }
    }
}

/// Under a table, each of its players TOM's own standings (a TOM
/// export's) place otherwise: both places, and why in words.
fn file_places_ui(ui: &mut Ui, doc: &Doc, st: &crate::engine::ranking::Standings) {
    let lang = crate::text::i18n::current();
    let names = || doc.event.players.iter().map(|p| p.name.as_str());
    for d in doc
        .snapshot
        .file_places
        .iter()
        .filter(|d| st.rank_of(d.player).is_some())
    {
        let line = crate::text::explain::file_place(lang, &doc.event, d);
        ui.add(egui::Label::new(crate::text::egui_fonts::sentence(&line, names())).wrap());
    }
}

/// One standings table (the event's, or one age division's) of `st`.
fn table_ui(
    ui: &mut Ui,
    doc: &Doc,
    st: &crate::engine::ranking::Standings,
    unranked: bool,
    out: &CommandSender,
    salt: &str,
) {
    let cols = st.tiebreak_columns();
    // Yu-Gi-Oh!: Konami's one number after the tiebreakers.
    let konami = crate::text::explain::shows_konami(st);
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    // egui_extras' table draws only the rows on screen (a 512-player
    // event); it scrolls with the side panel rather than on its own.
    TableBuilder::new(ui)
        .id_salt(salt)
        .striped(true)
        .vscroll(false)
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::auto().at_least(34.0))
        .column(Column::auto().at_least(120.0).clip(true))
        .columns(
            Column::auto().at_least(34.0),
            3 + cols.len() + usize::from(konami),
        )
        .header(row_height, |mut header| {
            for h in [
                t!(StandingsRank),
                t!(StandingsName),
                crate::text::explain::first_key_heading(crate::text::i18n::current(), &st.options)
                    .unwrap_or_else(|| t!(StandingsPts)),
                t!(StandingsMatches),
                t!(StandingsGames),
            ] {
                header.col(|ui| {
                    ui.label(RichText::new(h).strong());
                });
            }
            for s in &cols {
                header.col(|ui| {
                    ui.label(
                        RichText::new(column_name(crate::text::i18n::current(), st, *s)).strong(),
                    );
                });
            }
            if konami {
                header.col(|ui| {
                    ui.label(RichText::new(t!(CliKonamiNumber)).strong());
                });
            }
        })
        .body(|body| {
            body.rows(row_height, st.order.len(), |mut row| {
                let i = row.index();
                let p = st.order[i];
                let r = &st.records[p.0];
                row.col(|ui| {
                    ui.label(if unranked {
                        "–".into()
                    } else {
                        (i + 1).to_string()
                    });
                });
                row.col(|ui| {
                    let name = crate::text::egui_fonts::name(&doc.event.player(p).name);
                    let chosen =
                        crate::app::panels::explain_ui::involves(&doc.view.selection, doc, p);
                    if ui.selectable_label(chosen, name).clicked() {
                        out.send(Command::Explain(Pick::Group(p)));
                    }
                    if let Some(mark) = crate::text::life::dropped_mark(&doc.event, p) {
                        ui.weak(mark);
                    }
                    // A held result is in no number of this row.
                    for h in crate::app::panels::grid_ui::held_of(doc, p) {
                        let column = crate::app::panels::grid_ui::column_title(doc, h.round);
                        ui.colored_label(
                            crate::app::panels::fields::PROBLEM,
                            t!(StandingsHeldMark, column = column, score = h.score.as_str()),
                        )
                        .on_hover_text(h.why.to_string());
                    }
                });
                row.col(|ui| {
                    ui.label(r.match_points.to_string());
                });
                row.col(|ui| {
                    ui.label(r.match_line());
                });
                row.col(|ui| {
                    ui.label(r.game_line());
                });
                for &s in &cols {
                    row.col(|ui| {
                        ui.label(shown_value(crate::text::i18n::current(), st, s, p));
                    });
                }
                if konami {
                    row.col(|ui| {
                        ui.label(crate::text::explain::konami_number(st, p).unwrap_or_default());
                    });
                }
            });
        });
}
