//! The pod sheet, laid out like the paper ones: the heading line, the player
//! table, the lettered match boxes with their bracket routing, the rules
//! block and, once there are results, how every tie was broken.

use super::layout::{Align, Canvas, Flow};
use super::rules_text;
use crate::engine::Snapshot;
use crate::model::{BestOf, Event, Match, PlayerId, Template};
use crate::text::explain::{Explainer, short_names};

/// What the sheet shows: the event, its sheet and, unless blank, results.
pub(super) struct Sheet<'a> {
    pub event: &'a Event,
    pub template: Template,
    pub snap: &'a Snapshot,
    pub blank: bool,
    pub short: Vec<String>,
}

/// Draws the whole sheet, flowing the explanations onto a second page
/// where they do not fit on the first.
pub(super) fn draw(
    c: &mut Canvas,
    event: &Event,
    template: Template,
    snap: &Snapshot,
    blank: bool,
) {
    let s = Sheet {
        event,
        template,
        snap,
        blank,
        short: short_names(event),
    };
    let mut y = s.heading(c);
    y = s.table(c, y + 8.0);
    y = s.boxes(c, y + 10.0);
    let mut flow = Flow::new(y + 12.0, 6.8);
    for (lead, text) in rules_text::paragraphs(event, template) {
        flow.paragraph(c, &lead, &text, 1.5);
    }
    if !blank {
        s.explanations(c, &mut flow);
    }
}

/// The player with this sheet number.
pub(super) fn by_number(event: &Event, n: u32) -> Option<PlayerId> {
    event
        .players
        .iter()
        .position(|p| p.number == n)
        .map(PlayerId)
}

/// Whether round `round`'s match `m` holds a result that cannot happen
/// (it counts nowhere until fixed, and the printout says so).
pub(super) fn held(event: &Event, round: u32, m: &Match) -> bool {
    crate::engine::validate::is_held(event, round, m)
}

/// A cell of round `round`'s match `m` from `p`'s side: the score as the
/// sheet writes it, or the held score said as held.
pub(super) fn cell_for(
    event: &Event,
    round: u32,
    m: &Match,
    p: PlayerId,
    best_of: BestOf,
) -> String {
    if held(event, round, m) {
        let s = m.result().unwrap_or_default();
        let s = if m.a == p { s } else { s.flipped() };
        return crate::t!(PdfHeldScore, score = s.to_string());
    }
    score_for(m, p, best_of)
}

/// A score seen from `p`'s side, as the sheet writes it.
pub(super) fn score_for(m: &Match, p: PlayerId, best_of: BestOf) -> String {
    let Some(_) = m.b else {
        return crate::t!(PdfBye);
    };
    let Some(s) = m.result() else {
        return String::new();
    };
    let s = if m.a == p { s } else { s.flipped() };
    if best_of == BestOf::One {
        match s.a.cmp(&s.b) {
            std::cmp::Ordering::Greater => crate::t!(PdfWin),
            std::cmp::Ordering::Less => crate::t!(PdfLoss),
            std::cmp::Ordering::Equal => crate::t!(PdfDraw),
        }
    } else {
        s.to_string()
    }
}

impl Sheet<'_> {
    /// Event name, date and the template's heading line.
    fn heading(&self, c: &mut Canvas) -> f32 {
        let w = c.width();
        // A blank template has no event yet: a line to write its name on.
        let name = if self.event.name.is_empty() && self.blank {
            crate::t!(PdfEventBlank)
        } else {
            crate::text::room::event_name(self.event)
        };
        c.text_fit(0.0, 12.0, w * 0.7, 13.0, true, Align::Left, &name);
        let right = match (&self.event.date, self.blank) {
            (Some(d), _) => d.clone(),
            (None, true) => crate::t!(PdfDateBlank),
            (None, false) => String::new(),
        };
        c.text(w, 12.0, 9.0, false, Align::Right, &right);
        c.text_fit(
            0.0,
            28.0,
            w,
            9.0,
            true,
            Align::Left,
            &crate::text::sheet::template_heading(self.template),
        );
        c.line(0.0, 33.0, w, 33.0, 0.8);
        33.0
    }

    /// The player table: number, name, seat, one column per round, record,
    /// rank, deck and first pick.
    fn table(&self, c: &mut Canvas, top: f32) -> f32 {
        let rounds = self.template.rounds() as usize;
        let w = c.width();
        // Ten round columns (the double round robin) fit only narrower.
        let round_w = match rounds {
            8.. => 21.0,
            4..=7 => 27.0,
            _ => 36.0,
        };
        let fixed = [18.0, 0.0, 24.0]; // no., name, seat
        let tail = [34.0, 34.0, 26.0]; // matches, games, rank
        let deck_w = match rounds {
            8.. => 40.0,
            4..=7 => 48.0,
            _ => 62.0,
        };
        let used: f32 =
            fixed.iter().sum::<f32>() + round_w * rounds as f32 + tail.iter().sum::<f32>();
        let rest = w - used - deck_w;
        let name_w = (rest * 0.55).max(90.0);
        let pick_w = rest - name_w;
        let mut widths = vec![18.0, name_w, 24.0];
        widths.extend(std::iter::repeat_n(round_w, rounds));
        widths.extend([34.0, 34.0, 26.0, deck_w, pick_w]);
        let mut xs = vec![0.0f32];
        for wd in &widths {
            xs.push(xs.last().copied().unwrap_or(0.0) + wd);
        }
        let game = if self.template.best_of() == BestOf::One {
            crate::t!(PdfWld)
        } else {
            crate::t!(PdfGames)
        };
        let mut heads: Vec<(String, String)> = vec![
            (crate::t!(PdfNo), String::new()),
            (crate::t!(PdfName), String::new()),
            (crate::t!(PdfSeat), String::new()),
        ];
        heads.extend((1..=rounds).map(|r| (crate::t!(PdfRoundShort, round = r), game.clone())));
        heads.extend([
            (crate::t!(PdfRecord), crate::t!(PdfMatchesLower)),
            (String::new(), crate::t!(PdfGames)),
            (crate::t!(PdfRank), String::new()),
            (crate::t!(PdfDeck), String::new()),
            (crate::t!(PdfFirstPick), String::new()),
        ]);
        // A head too long for its column ("10回戦" over a narrow round)
        // takes two lines, and the heading row grows for it.
        let fitted: Vec<_> = heads
            .iter()
            .zip(&widths)
            .map(|((h1, _), cw)| c.fit_lines(h1, 7.5, true, cw - 4.0, 2))
            .collect();
        let extra = if fitted.iter().any(|f| f.lines.len() > 1) {
            7.5
        } else {
            0.0
        };
        let head_h = 20.0 + extra;
        c.fill(0.0, top, w, head_h, 0.85);
        for (i, ((_, h2), f)) in heads.iter().zip(&fitted).enumerate() {
            let (x, cw) = (xs[i], widths[i]);
            let align_left = matches!(i, 1) || i >= widths.len() - 2;
            let (tx, al) = if align_left {
                (x + 3.0, Align::Left)
            } else {
                (x + cw / 2.0, Align::Center)
            };
            let below = f.lines.len() as f32 - 1.0;
            let y1 = if h2.is_empty() {
                top + 13.0 + extra / 2.0 - 3.75 * below
            } else {
                top + 9.0 + extra - 7.5 * below
            };
            c.text_lines(tx, y1, cw - 4.0, 7.5, true, al, f);
            c.text_fit(tx, top + 17.0 + extra, cw - 4.0, 6.0, false, al, h2);
        }
        let n = self.template.players();
        let row_h = if n > 8 { 15.0 } else { 16.0 };
        let mut y = top + head_h;
        for num in 1..=n {
            if num % 2 == 0 {
                c.fill(0.0, y, w, row_h, 0.95);
            }
            let base = y + row_h - 4.5;
            let cells = self.row(num, rounds);
            for (i, cell) in cells.iter().enumerate() {
                let (x, cw) = (xs[i], widths[i]);
                let left = i == 1 || i >= widths.len() - 2;
                let bold = i == 1 || i == widths.len() - 3;
                if left {
                    c.text_fit(x + 3.0, base, cw - 5.0, 8.5, bold, Align::Left, cell);
                } else {
                    c.text_fit(x + cw / 2.0, base, cw - 3.0, 8.5, bold, Align::Center, cell);
                }
            }
            if cells[1].is_empty() {
                c.line(xs[1] + 3.0, base + 1.5, xs[2] - 4.0, base + 1.5, 0.4);
            }
            y += row_h;
        }
        for x in &xs {
            c.line(*x, top, *x, y, 0.5);
        }
        for k in 0..=n {
            let ly = top + head_h + row_h * k as f32;
            c.line(0.0, ly, w, ly, if k == 0 || k == n { 0.8 } else { 0.4 });
        }
        c.rect(0.0, top, w, y - top, 0.8);
        y
    }

    /// The cells of one table row.
    fn row(&self, num: u32, rounds: usize) -> Vec<String> {
        let mut cells = vec![format!("{num:02}")];
        let Some(p) = by_number(self.event, num) else {
            cells.resize(rounds + 8, String::new());
            return cells;
        };
        let player = self.event.player(p);
        cells.push(player.name.clone());
        cells.push(player.seat.map(|s| s.to_string()).unwrap_or_default());
        let st = &self.snap.standings;
        for r in 0..rounds {
            let cell = self
                .event
                .rounds
                .get(r)
                .filter(|_| !self.blank)
                .and_then(|round| round.matches.iter().find(|m| m.involves(p)))
                .map(|m| cell_for(self.event, r as u32 + 1, m, p, self.template.best_of()))
                .unwrap_or_default();
            cells.push(cell);
        }
        if self.blank || st.rounds_played == 0 {
            cells.extend([String::new(), String::new(), String::new()]);
        } else {
            let rec = &st.records[p.0];
            cells.push(rec.match_line());
            cells.push(rec.game_line());
            cells.push(
                st.rank_of(p)
                    .map_or_else(|| crate::t!(PdfDq), |r| r.to_string()),
            );
        }
        if self.blank {
            cells.extend([String::new(), String::new()]);
        } else {
            cells.push(player.deck.clone());
            cells.push(player.first_pick.clone());
        }
        cells
    }

    /// "How the ties were broken": every tie group, in the engine's words.
    fn explanations(&self, c: &mut Canvas, flow: &mut Flow) {
        let st = &self.snap.standings;
        if st.rounds_played == 0 {
            return;
        }
        flow.y += 6.0;
        flow.room(c, 4);
        c.text(0.0, flow.y, 10.0, true, Align::Left, &crate::t!(PdfHowTies));
        flow.y += 14.0;
        flow.header = Some(crate::t!(
            PdfHowTiesContinued,
            event = &crate::text::room::event_name(self.event)
        ));
        let ex = Explainer::new(self.event, st);
        let groups = ex.all();
        if groups.is_empty() {
            flow.paragraph(c, "", &crate::t!(ExplainNoTies), 2.0);
        }
        let saved = flow.size;
        flow.size = 7.5;
        flow.leading = 7.5 * 1.3;
        for group in groups {
            for (i, para) in group.iter().enumerate() {
                if i == 0 {
                    flow.room(c, 3);
                    flow.bold_paragraph(c, para, 1.0);
                } else {
                    flow.paragraph(c, "", para, 1.0);
                }
            }
            flow.y += 4.0;
        }
        flow.size = saved;
        flow.leading = saved * 1.3;
    }
}
