//! The lettered match boxes of a pod sheet: "name vs name", where each
//! side comes from (player number, or winner / loser of another box), and
//! the games each side won.

use super::layout::{Align, Canvas};
use super::sheet::{Sheet, by_number, held, score_for};
use crate::engine::pairing::templates::Source;
use crate::engine::pairing::{SheetBox, sheet_boxes};
use crate::model::{BestOf, Match, PlayerId};
use crate::text::sheet::BoxWords;

impl Sheet<'_> {
    /// The match of the event that fills a box, if it has been paired: the
    /// engine's match for the box, or in a round paired by records the
    /// round's match in the box's place.
    fn box_match(&self, b: &SheetBox, index: usize) -> Option<&Match> {
        let round = self.event.rounds.get(b.round as usize - 1)?;
        match b.match_index {
            Some(i) => round.matches.get(i),
            None if b.by_records => round.matches.get(index),
            None => None,
        }
    }

    /// Every round's boxes: at most four across, a round's boxes split
    /// evenly over as many lines as that takes.
    pub(super) fn boxes(&self, c: &mut Canvas, top: f32) -> f32 {
        let rounds = self.template.rounds();
        let all = sheet_boxes(self.event);
        let label_w = 28.0;
        let gap = 5.0;
        let box_h = if rounds > 3 { 33.0 } else { 40.0 };
        let mut y = top;
        for r in 1..=rounds {
            let slots: Vec<&SheetBox> = all.iter().filter(|b| b.round == r).collect();
            let lines = slots.len().div_ceil(4).max(1);
            let per_line = slots.len().div_ceil(lines).max(1);
            // Boxes keep the width they have four across; fewer are centred.
            let room = c.width() - label_w;
            let bw = (room - gap * (per_line.max(4) as f32 - 1.0)) / per_line.max(4) as f32;
            let used = per_line as f32 * (bw + gap) - gap;
            let x0 = label_w + (room - used) / 2.0;
            let block = lines as f32 * (box_h + gap) - gap;
            round_label(c, label_w, y + block / 2.0, r);
            for (i, slot) in slots.iter().enumerate() {
                let x = x0 + (i % per_line) as f32 * (bw + gap);
                let by = y + (i / per_line) as f32 * (box_h + gap);
                self.match_box(c, x, by, bw, box_h, slot, i);
            }
            y += block + gap + if lines > 1 { 4.0 } else { 0.0 };
        }
        y - gap
    }

    /// One box: "name vs name", where each side comes from, and the games.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn match_box(
        &self,
        c: &mut Canvas,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        slot: &SheetBox,
        index: usize,
    ) {
        c.rect(x, y, w, h, 0.7);
        let mut inner = x;
        if let Some(l) = slot.label {
            c.fill(x, y, 12.0, 12.0, 0.2);
            c.text_white(x + 6.0, y + 9.5, 8.5, &l.to_string());
            inner = x + 13.0;
        }
        let m = if self.blank {
            None
        } else {
            self.box_match(slot, index)
        };
        // A blank sheet shows only the numbered names, never a result.
        let sides: [Option<PlayerId>; 2] = match m {
            Some(m) => [Some(m.a), m.b],
            None if self.blank => slot.from.map(|s| match s {
                Source::Number(n) => by_number(self.event, n),
                _ => None,
            }),
            None => slot.players,
        };
        let bye = m.map_or(slot.is_bye(), |m| m.b.is_none());
        let mid = inner + (x + w - inner) / 2.0;
        // "vs" in the middle, as wide as the language's word needs (at
        // most a fifth of the box, shrunk to fit that).
        let vs = crate::t!(PdfVs);
        let vs_half = (c.measure(&vs, 7.0, false) / 2.0 + 1.5).clamp(6.5, (x + w - inner) / 10.0);
        let regions = [(inner + 1.0, mid - vs_half), (mid + vs_half, x + w - 3.0)];
        let line1 = y + 12.0;
        c.text_fit(
            mid,
            line1,
            vs_half * 2.0 - 2.0,
            7.0,
            false,
            Align::Center,
            &vs,
        );
        let best_of = self.template.best_of();
        for (k, side) in sides.iter().enumerate() {
            let (left, right) = regions[k];
            let (cx, name_w) = ((left + right) / 2.0, right - left);
            if k == 1 && bye {
                c.text(cx, line1, 8.5, true, Align::Center, &crate::t!(PdfByeCaps));
                continue;
            }
            match side {
                Some(p) => {
                    let num = self.event.player(*p).number;
                    let name = format!("{num} {}", self.short[p.0]);
                    c.text_fit(cx, line1, name_w, 8.0, true, Align::Center, &name);
                }
                None => c.line(left + 4.0, line1 + 1.0, right - 4.0, line1 + 1.0, 0.5),
            }
            c.text_fit(
                cx,
                line1 + 8.0,
                name_w,
                6.0,
                false,
                Align::Center,
                &source_line(slot, k, self.blank),
            );
            let games = m.zip(*side).map(|(m, p)| score_for(m, p, best_of));
            let won = match m {
                // A result that cannot happen counts nowhere: said so.
                Some(m) if held(self.event, slot.round, m) => crate::t!(PdfHeld),
                _ => games.map(|g| games_won(&g, best_of)).unwrap_or_default(),
            };
            let label = if best_of == BestOf::One {
                crate::t!(PdfWldColon)
            } else {
                crate::t!(PdfGamesWonColon)
            };
            let ly = y + h - 5.0;
            // Label and answer (or a line to write it on) centred together;
            // a long label shrinks, then is cut, never the answer.
            let value_w = if won.is_empty() {
                14.0
            } else {
                c.measure(&won, 8.5, true)
            };
            let label_room = (right - left - 3.0 - value_w).max(0.0);
            let label_w = c.measure(&label, 6.0, false).min(label_room);
            let lx = (cx - (label_w + 3.0 + value_w) / 2.0).max(left);
            let label_w = c.text_fit(lx, ly, label_room, 6.0, false, Align::Left, &label);
            let vx = lx + label_w + 3.0;
            if won.is_empty() {
                c.line(vx, ly + 1.0, (vx + value_w).min(right), ly + 1.0, 0.5);
            } else {
                c.text(vx, ly, 8.5, true, Align::Left, &won);
            }
        }
    }
}

/// The round's label left of its boxes, stacked around a big number as
/// the language puts the words: "Round / 1", "1 / 回戦", "第 / 1 / 轮".
fn round_label(c: &mut Canvas, width: f32, middle: f32, round: u32) {
    let n = round.to_string();
    let words = crate::t!(PdfRoundN, round = round);
    let (before, after) = words.split_once(n.as_str()).unwrap_or((words.as_str(), ""));
    let cx = width / 2.0 - 0.5;
    let room = width - 3.0;
    c.text_fit(
        cx,
        middle - 1.0,
        room,
        7.5,
        true,
        Align::Center,
        before.trim(),
    );
    c.text(cx, middle + 9.0, 11.0, true, Align::Center, &n);
    c.text_fit(
        cx,
        middle + 17.0,
        room,
        7.5,
        true,
        Align::Center,
        after.trim(),
    );
}

/// What prints under a side's line: where it comes from ("winner A"),
/// and on a filled sheet what it still waits on.
fn source_line(b: &SheetBox, k: usize, blank: bool) -> String {
    // The app's full "waiting on the coin flip in B" does not fit under a
    // line of a printed box; a short note does.
    match (b.from[k], b.waiting_on_flip[k]) {
        (Source::Bye, _) => String::new(),
        (_, Some(_)) if !blank => crate::t!(PdfCoinFlipNote, source = b.source_text(k)),
        _ => b.source_text(k),
    }
}

/// The games a side won, from its score ("2-1" → "2"; best-of-one keeps W/L/D).
fn games_won(score: &str, best_of: BestOf) -> String {
    if best_of == BestOf::One || score == crate::t!(PdfBye) {
        return score.to_string();
    }
    score.split('-').next().unwrap_or_default().to_string()
}
