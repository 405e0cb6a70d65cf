//! The notice above the sheet when a paired round, a drop or the cut no
//! longer fits what it was made from (docs/rules.md §6): what changed, in
//! a sentence with the real boxes and scores, and the owner's choices as
//! buttons — re-pair, keep, give a dropped player's opponent the win, cut
//! again. Nothing is re-paired without the owner's word, and nothing stale
//! goes unsaid.

use crate::app::command::CommandSender;
use crate::app::document::doc::Doc;
use crate::app::document::edit::Edit;
use crate::app::panels::fields::PROBLEM;
use crate::engine::life::{DroppedPaired, StaleRound};
use crate::t;
use crate::text::life::{cut_advice, dropped, full, stale_advice, stale_cut, stale_round};
use egui::{RichText, Ui};

/// The notice, when anything is stale; nothing otherwise.
pub fn life_ui(ui: &mut Ui, doc: &Doc, out: &CommandSender) {
    let life = &doc.snapshot.life;
    if life.is_clear() {
        return;
    }
    let names = doc.event.players.iter().map(|p| p.name.as_str());
    let say = |s: String| crate::text::egui_fonts::sentence(&s, names.clone());
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(2.0, PROBLEM))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            for s in &life.stale {
                stale_round_ui(ui, doc, s, out, &say);
            }
            let lone = life
                .dropped
                .iter()
                .filter(|d| life.round(d.round).is_none());
            for d in lone {
                ui.label(RichText::new(say(full(&dropped(&doc.event, d).to_string()))).strong());
                ui.horizontal_wrapped(|ui| concede_ui(ui, doc, d, out));
            }
            if let Some(c) = &life.cut {
                let what = stale_cut(&doc.event, c).to_string();
                ui.label(RichText::new(say(full(&what))).strong());
                ui.label(say(full(&cut_advice(c).to_string())));
                ui.horizontal_wrapped(|ui| {
                    if c.recut.is_ok() && ui.button(t!(LifeRecutButton)).clicked() {
                        out.edit(Edit::Recut);
                    }
                    if ui.button(t!(LifeKeepCutButton)).clicked() {
                        out.edit(Edit::KeepCut);
                    }
                });
            }
        });
    ui.add_space(4.0);
}

fn stale_round_ui(
    ui: &mut Ui,
    doc: &Doc,
    s: &StaleRound,
    out: &CommandSender,
    say: &dyn Fn(String) -> String,
) {
    let what = stale_round(&doc.event, s).to_string();
    ui.label(RichText::new(say(full(&what))).strong().color(PROBLEM))
        .on_hover_text(t!(LifeStaleHover));
    ui.label(say(full(&stale_advice(&doc.event, s).to_string())));
    let here: Vec<&DroppedPaired> = doc
        .snapshot
        .life
        .dropped
        .iter()
        .filter(|d| d.round == s.round)
        .collect();
    for d in &here {
        ui.label(say(full(&dropped(&doc.event, d).to_string())));
    }
    ui.horizontal_wrapped(|ui| {
        if s.repair.is_ok() {
            let text = if s.unplayed() {
                t!(LifeRepairButton, round = s.round)
            } else {
                t!(LifeRepairRestButton, round = s.round)
            };
            if ui.button(text).on_hover_text(t!(LifeRepairHover)).clicked() {
                out.edit(Edit::Repair(s.round));
            }
        }
        if ui.button(t!(LifeKeepButton, round = s.round)).clicked() {
            out.edit(Edit::KeepRound(s.round));
        }
        for d in &here {
            concede_ui(ui, doc, d, out);
        }
    });
    ui.separator();
}

/// "Give Noah the match win", for a dropped player with an opponent.
fn concede_ui(ui: &mut Ui, doc: &Doc, d: &DroppedPaired, out: &CommandSender) {
    let Some(m) = doc
        .event
        .rounds
        .get(d.round as usize - 1)
        .and_then(|r| r.matches.get(d.index))
    else {
        return;
    };
    let opponent = if m.a == d.player { m.b } else { Some(m.a) };
    let out_of = doc.event.player(d.player);
    if let Some(o) = opponent.filter(|_| !out_of.disqualified) {
        let name = doc.short_name(o).to_string();
        if ui.button(t!(LifeConcedeButton, name = name)).clicked() {
            out.edit(Edit::Concede {
                round: d.round,
                player: d.player,
            });
        }
    }
}
