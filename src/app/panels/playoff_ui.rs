//! The playoff after the cut, as the 8-player single-elimination sheet
//! draws it: lettered boxes round by round, each showing where its players
//! come from ("winner A") until they are known, the score once entered,
//! and the final placing once the final is in. Scores are typed in the
//! playoff rounds' boxes like any other.

use crate::app::document::doc::Doc;
use crate::engine::playoff::{self, Bracket, Part};
use crate::model::PlayerId;
use crate::t;
use egui::{RichText, Ui};

/// The playoff section; nothing for an event without a cut. A cut by
/// age division shows each division's bracket under its name.
pub fn playoff_ui(ui: &mut Ui, doc: &Doc) {
    let Some(cut) = doc.event.cut.clone() else {
        return;
    };
    if !cut.by_division() {
        ui.heading(t!(PlayoffHeading, top = cut.top));
    }
    // A cut made again, or kept, after the Swiss changed: when and why.
    for c in &cut.changes {
        let said = crate::text::life::change(&doc.event, None, c, &crate::text::clock::local_time);
        ui.weak(said.to_string());
    }
    for part in &doc.view.brackets {
        if let Some(d) = part.division {
            let top = match &part.bracket {
                Ok(b) => b.top,
                Err(_) => 0,
            };
            ui.heading(t!(
                DivisionSays,
                division = crate::text::i18n::say_in(crate::text::i18n::current(), &d.said()),
                what = t!(PlayoffHeading, top = top)
            ));
        }
        match &part.bracket {
            Ok(b) => bracket_ui(ui, doc, part, b),
            Err(e) => {
                ui.colored_label(ui.visuals().error_fg_color, e.to_string());
            }
        }
    }
    ui.separator();
}

/// The width of a playoff box.
const BOX_WIDTH: f32 = 250.0;

/// Each playoff round's name and its boxes as lines: "A: (1) Scott vs
/// (8) Chuck — 2-0, Scott goes on", a side not known yet saying where it
/// comes from ("winner A"). The side panel and the display window draw
/// these.
pub fn bracket_lines(doc: &Doc, part: &Part, b: &Bracket) -> Vec<(String, Vec<String>)> {
    let seed = |p: PlayerId| b.seeds.iter().position(|&s| s == p).map_or(0, |i| i + 1);
    let who = |p: PlayerId| format!("({}) {}", seed(p), doc.short_name(p));
    b.rounds
        .iter()
        .enumerate()
        .map(|(r, round)| {
            let lines = round
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    let letter = part.letter(b.top, r, i);
                    // Until known, a side says which box it comes from.
                    let side = |k: usize, p: Option<PlayerId>| match p {
                        Some(p) => who(p),
                        None => t!(
                            SourceWinner,
                            letter = part.letter(b.top, r.saturating_sub(1), 2 * i + k)
                        ),
                    };
                    match (m.score, m.winner, &m.held) {
                        // Held: the score stays in its box, with why.
                        (Some(s), None, Some(why)) => t!(
                            PlayoffBoxHeld,
                            letter = letter,
                            a = side(0, m.a),
                            b = side(1, m.b),
                            score = s.to_string(),
                            why = why.clone()
                        ),
                        // The final's winner wins the event: nobody goes on.
                        (Some(s), Some(w), _) if r + 1 == b.rounds.len() => t!(
                            PlayoffFinalResult,
                            letter = letter,
                            a = side(0, m.a),
                            b = side(1, m.b),
                            score = s.to_string(),
                            winner = doc.short_name(w)
                        ),
                        (Some(s), Some(w), _) => t!(
                            PlayoffBoxResult,
                            letter = letter,
                            a = side(0, m.a),
                            b = side(1, m.b),
                            score = s.to_string(),
                            winner = doc.short_name(w)
                        ),
                        _ => t!(
                            PlayoffBox,
                            letter = letter,
                            a = side(0, m.a),
                            b = side(1, m.b)
                        ),
                    }
                })
                .collect();
            (playoff::round_name(b.top, r).to_string(), lines)
        })
        .collect()
}

fn bracket_ui(ui: &mut Ui, doc: &Doc, part: &Part, b: &Bracket) {
    // Round under round, each round's boxes side by side as room allows
    // (a side panel is too narrow for three columns of boxes).
    ui.vertical(|ui| {
        for (name, lines) in bracket_lines(doc, part, b) {
            ui.strong(name);
            ui.horizontal_wrapped(|ui| {
                for line in lines {
                    // Boxes of one width, so the last in a row is not squeezed.
                    ui.allocate_ui(egui::vec2(BOX_WIDTH, 0.0), |ui| {
                        egui::Frame::group(ui.style()).show(ui, |ui| {
                            ui.set_width(BOX_WIDTH - 14.0);
                            ui.add(
                                egui::Label::new(crate::text::egui_fonts::sentence(
                                    &line,
                                    doc.event.players.iter().map(|p| p.name.as_str()),
                                ))
                                .wrap(),
                            );
                        });
                    });
                }
            });
        }
    });
    // A division's placing is among its own players.
    let ranked = match part.division {
        Some(_) => part.ranked.as_slice(),
        None => ranked_of(doc),
    };
    if let Some(placing) = b.placing(ranked) {
        ui.strong(t!(PlayoffPlacing));
        let text: Vec<String> = placing
            .iter()
            .take(b.top)
            .map(|(place, p)| t!(PlayoffPlace, place = *place, name = doc.short_name(*p)))
            .collect();
        ui.label(RichText::new(text.join("   ")));
    }
}

fn ranked_of(doc: &Doc) -> &[PlayerId] {
    &doc.snapshot.standings.order
}
