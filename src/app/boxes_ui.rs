//! The match boxes of every round, in sheet order: "A: Scott vs Mariano",
//! the score typed in, "games won 0 2, drawn 0", and any problem beside it.

use super::commands::Command;
use super::fields::{PROBLEM, score_field_ui, score_id};
use super::state::{Cell, Doc, Drafts};
use crate::engine::validate::Severity;
use crate::model::{Match, Roll, RollKind};
use egui::{RichText, Ui};

/// Width of one round's column of boxes.
const BOX_WIDTH: f32 = 270.0;

/// The caption of a box: "A: Scott vs Mariano" (or "Scott has a bye").
pub fn box_caption(doc: &Doc, index: usize, m: &Match) -> String {
    let label = m
        .label
        .clone()
        .unwrap_or_else(|| format!("Table {}", index + 1));
    match m.b {
        Some(b) => format!("{label}: {} vs {}", doc.short_name(m.a), doc.short_name(b)),
        None => format!("{label}: {} has a bye", doc.short_name(m.a)),
    }
}

/// The accessible name of a box's score field.
pub fn box_field_name(round: u32, caption: &str) -> String {
    format!("Round {round} {caption} score")
}

/// Every round's boxes. Enter moves to the next box in sheet order (Tab
/// does the same by egui's focus order).
pub fn boxes_ui(ui: &mut Ui, doc: &Doc, drafts: &mut Drafts, out: &mut Vec<Command>) {
    let keys: Vec<(u32, usize)> = doc
        .event
        .rounds
        .iter()
        .enumerate()
        .flat_map(|(r, round)| {
            round
                .matches
                .iter()
                .enumerate()
                .filter(|(_, m)| m.b.is_some())
                .map(move |(i, _)| (r as u32 + 1, i))
        })
        .collect();
    if doc.event.rounds.is_empty() {
        ui.label("No rounds yet: the first round appears here once it is paired.");
    }
    // Focus moves after every box is drawn, so the next box does not see
    // this frame's Enter too.
    let mut enter_in: Option<(u32, usize)> = None;
    // Rounds side by side, as on the paper sheet, wrapping when narrow.
    let layout = egui::Layout::left_to_right(egui::Align::TOP).with_main_wrap(true);
    ui.with_layout(layout, |ui| {
        for (ri, round) in doc.event.rounds.iter().enumerate() {
            let r = ri as u32 + 1;
            ui.allocate_ui(egui::vec2(BOX_WIDTH, 0.0), |ui| {
                ui.vertical(|ui| {
                    ui.set_width(BOX_WIDTH);
                    ui.label(RichText::new(format!("Round {r}")).strong().size(18.0));
                    // Only the boxes on screen are drawn (a 512-player event).
                    let id = egui::Id::unique(("podsheet-boxes", r));
                    super::visible::list_ui(ui, id, round.matches.len(), |ui, i| {
                        let m = &round.matches[i];
                        egui::Frame::group(ui.style()).show(ui, |ui| {
                            ui.set_width(BOX_WIDTH - 14.0);
                            if match_box_ui(ui, doc, drafts, out, (r, i), m) {
                                enter_in = Some((r, i));
                            }
                        });
                    });
                });
            });
        }
    });
    let pos = enter_in.and_then(|k| keys.iter().position(|&x| x == k));
    if let Some(&(nr, ni)) = pos.and_then(|p| keys.get(p + 1)) {
        ui.memory_mut(|mem| mem.request_focus(score_id((nr, ni, Cell::Box))));
    }
}

fn match_box_ui(
    ui: &mut Ui,
    doc: &Doc,
    drafts: &mut Drafts,
    out: &mut Vec<Command>,
    (r, i): (u32, usize),
    m: &Match,
) -> bool {
    let caption = box_caption(doc, i, m);
    ui.add(egui::Label::new(RichText::new(&caption).strong()).truncate());
    if m.b.is_none() {
        return false;
    }
    let problems: Vec<&str> = doc
        .snapshot
        .problems
        .iter()
        .filter(|p| {
            p.severity > Severity::Missing && p.round == Some(r) && p.match_index == Some(i)
        })
        .map(|p| p.message.as_str())
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
            ui.label(format!("games won {} {}, drawn {}", s.a, s.b, s.draws));
            field
        })
        .inner;
    if let Some(e) = field.error {
        ui.colored_label(PROBLEM, e);
    }
    for p in problems {
        ui.colored_label(PROBLEM, p);
    }
    coin_flip_ui(ui, doc, out, r, i, m);
    field.enter
}

/// A drawn match on a bracket sheet needs a coin flip to say who goes on.
fn coin_flip_ui(ui: &mut Ui, doc: &Doc, out: &mut Vec<Command>, r: u32, i: usize, m: &Match) {
    let is_sheet = matches!(doc.event.structure, crate::model::Structure::Pod { .. });
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
            ui.label(format!(
                "coin flip: {} goes on ({})",
                doc.short_name(w),
                roll.made_at
            ));
        }
        _ => {
            if ui
                .button(format!("Flip coin for round {r} box {}", i + 1))
                .clicked()
            {
                let winner = if rand::random::<bool>() { m.a } else { b };
                out.push(Command::AddRoll(Roll {
                    made_at: super::now_text(),
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
