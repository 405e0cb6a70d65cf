//! One match box: "A: Scott vs Mariano" with its table, where each side
//! comes from, the score typed in, "games won 0 2, drawn 0", any problem
//! beside it (a held result said as held), extra time, the report codes,
//! what the phones reported and where an accepted result came from; and a
//! box not paired yet with its routing.

use crate::app::command::CommandSender;
use crate::app::document::doc::{Cell, Doc, Drafts};
use crate::app::document::edit::Edit;
use crate::app::panels::fields::{PROBLEM, score_field_ui};
use crate::engine::pairing::SheetBox;
use crate::engine::pairing::templates::Source;
use crate::engine::validate::Severity;
use crate::model::{Match, Roll, RollKind};
use crate::t;
use crate::text::sheet::BoxWords;
use egui::{RichText, Ui};

/// The caption of a box: a sheet's box by its letter, "A: Scott vs
/// Mariano" (its table beside it, `table_note`); any other match by its
/// table as the room numbers it, the same number the phones and the
/// printouts give ("Table 15: Scott vs Mariano"); a bye, which takes no
/// table, "Emma has a bye" (a sheet's bye box "E: Emma has a bye").
pub fn box_caption(doc: &Doc, index: usize, m: &Match) -> String {
    let letter = sheet_letter(m);
    let Some(b) = m.b else {
        let label = letter.map(|l| format!("{l}: ")).unwrap_or_default();
        return t!(BoxesLabelAHasABye, label = label, a = doc.short_name(m.a));
    };
    let label = match letter {
        Some(l) => l.to_string(),
        None => t!(BoxesTable, value = table_in(doc, index, m)),
    };
    t!(
        BoxesLabelVs,
        label = label,
        value = doc.short_name(m.a),
        value2 = doc.short_name(b)
    )
}

/// The box's caption with its table first where the caption does not say
/// it: "Table 13 · A: Scott vs Mariano" (for the display window, read from
/// across the room).
pub fn box_caption_with_table(doc: &Doc, index: usize, m: &Match) -> String {
    match table_note(doc, index, m) {
        Some(table) => format!("{table} · {}", box_caption(doc, index, m)),
        None => box_caption(doc, index, m),
    }
}

/// "Table 13" for a sheet's lettered box with two players (its caption
/// names it by its letter), as the room numbers its tables; `None` for
/// any other match (its caption says its table) and for a bye.
pub fn table_note(doc: &Doc, index: usize, m: &Match) -> Option<String> {
    m.b?;
    sheet_letter(m)?;
    Some(t!(BoxesTable, value = table_in(doc, index, m)))
}

/// The letter of a sheet's box ("A"); `None` for a numbered table.
fn sheet_letter(m: &Match) -> Option<&str> {
    crate::text::sheet::box_of(std::slice::from_ref(m), 0)
}

/// The room's number for the table of `m`, match `index` of its round
/// ([`crate::text::sheet::table_of`]). The round is the one holding `m`
/// itself at `index`; a match not in the event (a copy) is taken as the
/// only match of its round.
fn table_in(doc: &Doc, index: usize, m: &Match) -> String {
    let holding = doc
        .event
        .rounds
        .iter()
        .find(|r| r.matches.get(index).is_some_and(|x| std::ptr::eq(x, m)));
    match holding {
        Some(r) => crate::text::sheet::table_of(&doc.event, &r.matches, index),
        None => crate::text::sheet::table_of(&doc.event, std::slice::from_ref(m), 0),
    }
}

/// The accessible name of a box's score field.
pub fn box_field_name(round: u32, caption: &str) -> String {
    t!(
        BoxesRoundRoundCaptionScore,
        round = round,
        caption = caption
    )
}

/// "+5 min": a table's extra time past the round's, to give or take back.
fn extra_time_ui(ui: &mut Ui, out: &CommandSender, (round, index): (u32, usize), minutes: u32) {
    let label = if minutes == 0 {
        t!(BoxesExtraTime)
    } else {
        t!(BoxesExtraMinutes, minutes = minutes)
    };
    ui.menu_button(label, |ui| {
        for add in [3, 5, 10] {
            let total = minutes + add;
            if ui.button(t!(BoxesAddMinutes, minutes = add)).clicked() {
                out.edit(Edit::ExtraTime {
                    round,
                    index,
                    minutes: total,
                });
            }
        }
        if minutes > 0 && ui.button(t!(BoxesNoExtraTime)).clicked() {
            out.edit(Edit::ExtraTime {
                round,
                index,
                minutes: 0,
            });
        }
    })
    .response
    .on_hover_text(t!(BoxesExtraTimeHover));
}

/// "Code…": the match's report code, for a player who lost the slip (shown
/// only here, on the owner's screen, and on the slip).
/// "Codes…": each player's own report code, for a lost half of a slip.
fn code_ui(ui: &mut Ui, doc: &Doc, m: &Match) {
    ui.menu_button(t!(BoxesReportCode), |ui| {
        if let Some(codes) = &m.codes {
            for (p, code) in [Some(m.a), m.b].into_iter().zip(codes) {
                let name = p.map_or("", |p| doc.short_name(p));
                let line = t!(BoxesReportCodeOf, name = name, code = code);
                ui.label(RichText::new(line).monospace().size(22.0).strong());
            }
        } else if let Some(code) = &m.code {
            ui.label(RichText::new(code).monospace().size(28.0).strong());
        }
        ui.label(t!(BoxesReportCodeHow));
    });
}

/// The caption of a box not paired yet: "E: winner A vs winner C",
/// "F: Tino vs winner D", "J: loser D has a bye".
pub fn placeholder_caption(doc: &Doc, b: &SheetBox) -> String {
    let [a, o] = [0, 1].map(|k| b.side_text(&doc.event, &doc.names, k));
    let label = b.label.map(|c| format!("{c}: ")).unwrap_or_default();
    if b.is_bye() {
        t!(BoxesLabelAHasABye, label = label, a = a)
    } else {
        t!(BoxesLabelAVsO, label = label, a = a, o = o)
    }
}

/// A box whose players are not both known: its caption, names where known
/// and routing where not, and no score field until it is paired.
pub(super) fn placeholder_box_ui(ui: &mut Ui, doc: &Doc, b: &SheetBox) {
    // One label (so it reads, and is found, as one caption), with the
    // placeholders in italics beside the known names.
    let caption = placeholder_caption(doc, b);
    let mut job = egui::text::LayoutJob::default();
    let style = ui.style().clone();
    let strong = |t: String| RichText::new(t).strong();
    let mut push = |t: RichText| {
        t.append_to(
            &mut job,
            &style,
            egui::FontSelection::Default,
            egui::Align::Center,
        );
    };
    if let Some(c) = b.label {
        push(strong(format!("{c}: ")));
    }
    for k in 0..2 {
        let text = b.side_text(&doc.event, &doc.names, k);
        push(match b.players[k] {
            Some(_) => strong(text),
            None => RichText::new(text).italics(),
        });
        if k == 0 {
            push(RichText::new(if b.is_bye() {
                t!(BoxesHasABye)
            } else {
                t!(BoxesVs)
            }));
            if b.is_bye() {
                break;
            }
        }
    }
    debug_assert_eq!(job.text, caption);
    ui.add(egui::Label::new(job).wrap());
    // Once a routed side has its name, the routing moves under the caption
    // (while both are placeholders the caption already says it).
    let named = (0..2).any(|k| b.players[k].is_some() && !matches!(b.from[k], Source::Number(_)));
    if named {
        routing_ui(ui, b);
    }
}

/// Where a box's sides come from, under its caption as on the paper
/// ("winner A · winner C"); nothing for boxes filled by number.
fn routing_ui(ui: &mut Ui, b: &SheetBox) {
    let routed: Vec<String> = (0..2)
        .filter(|&k| matches!(b.from[k], Source::Winner(_) | Source::Loser(_)))
        .map(|k| b.source_text(k))
        .collect();
    if !routed.is_empty() {
        ui.label(RichText::new(routed.join(" · ")).small());
    }
}

pub(super) fn match_box_ui(
    ui: &mut Ui,
    doc: &Doc,
    drafts: &mut Drafts,
    out: &CommandSender,
    (r, i): (u32, usize),
    m: &Match,
    sheet_box: Option<&SheetBox>,
) -> bool {
    let caption = box_caption(doc, i, m);
    ui.horizontal(|ui| {
        // A lettered box's table, as the phones and the slips number it.
        if let Some(table) = table_note(doc, i, m) {
            ui.label(RichText::new(table).small().weak());
        }
        ui.add(egui::Label::new(RichText::new(&caption).strong()).truncate());
    });
    if let Some(b) = sheet_box {
        routing_ui(ui, b);
    }
    if m.b.is_none() {
        return false;
    }
    let problems: Vec<String> = doc
        .snapshot
        .problems
        .iter()
        .filter(|p| {
            p.severity > Severity::Missing && p.round == Some(r) && p.match_index == Some(i)
        })
        .map(|p| p.message.to_string())
        .collect();
    let field = ui
        .horizontal(|ui| {
            let field = score_field_ui(
                ui,
                drafts,
                (r, i, Cell::Box),
                m.score,
                doc.event.best_of,
                &box_field_name(r, &caption),
                !problems.is_empty(),
                out,
            );
            let s = m.score.unwrap_or_default();
            ui.label(t!(BoxesGamesWonDrawn, a = s.a, b = s.b, draws = s.draws));
            field
        })
        .inner;
    if let Some(e) = field.error {
        ui.colored_label(PROBLEM, e);
    }
    for p in problems {
        ui.colored_label(PROBLEM, p);
    }
    // A result that cannot happen is held: said in the box itself.
    if crate::engine::validate::is_held(&doc.event, r, m) {
        ui.colored_label(PROBLEM, RichText::new(t!(BoxesHeld)).strong());
    }
    // Extra time for this table (a judge call, a deck check), while it
    // plays.
    if m.result().is_none() && r as usize == doc.event.rounds.len() {
        ui.horizontal(|ui| {
            extra_time_ui(ui, out, (r, i), m.extra_minutes);
            if m.codes.is_some() || m.code.is_some() {
                code_ui(ui, doc, m);
            }
        });
    }
    // What the players reported from their phones, if anything.
    if m.result().is_none()
        && let Some(line) = crate::app::panels::reports_ui::box_line(doc, (r, i), m)
    {
        ui.label(RichText::new(line).italics());
    }
    // Where an accepted result came from, with every report on hover.
    if let Some(acc) = &m.accepted {
        let time = &crate::text::clock::local_time;
        let line = crate::text::reports::accepted_line(m, acc, time);
        let from: Vec<String> = acc
            .reports
            .iter()
            .map(|rep| crate::text::reports::from(&doc.event, m, rep, time))
            .collect();
        ui.label(RichText::new(line).small())
            .on_hover_text(from.join("\n"));
    }
    coin_flip_ui(ui, doc, out, r, i, m);
    field.enter
}

/// A drawn match on a bracket sheet needs a coin flip to say who goes on.
fn coin_flip_ui(ui: &mut Ui, doc: &Doc, out: &CommandSender, r: u32, i: usize, m: &Match) {
    // Only a bracket sends one player on; a round robin has no coin flip.
    let is_sheet = matches!(
        doc.event.structure,
        crate::model::Structure::Pod { template } if !template.is_round_robin()
    );
    let drawn = m.result().is_some_and(|s| s.a == s.b);
    let Some(b) = m.b else { return };
    if !(is_sheet && drawn) {
        return;
    }
    let made = doc.event.rolls.iter().rev().find(|roll| {
        matches!(roll.what, RollKind::CoinFlip { round, index, .. } if round == r && index == i)
    });
    match (made, doc.event.coin_flip(r, i)) {
        (Some(roll), Some(w)) => {
            ui.label(t!(
                BoxesCoinFlipGoesOn,
                value = doc.short_name(w),
                value2 = crate::text::clock::local_time(&roll.made_at)
            ));
        }
        _ => {
            // Named by the box's letter, as the owner reads it off the sheet.
            let name = m
                .label
                .clone()
                .unwrap_or_else(|| t!(BoxesRoundRTable, r = r, value = table_in(doc, i, m)));
            if ui.button(t!(BoxesFlipCoinForName, name = name)).clicked() {
                let winner = if crate::app::dice::coin() { m.a } else { b };
                out.edit(Edit::AddRoll(Roll {
                    made_at: crate::app::now_text(),
                    what: RollKind::CoinFlip {
                        round: r,
                        index: i,
                        winner,
                    },
                }));
            }
        }
    }
}
