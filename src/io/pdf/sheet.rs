//! The pod sheet, laid out like the paper ones: the heading line, the player
//! table, the lettered match boxes with their bracket routing, the rules
//! block and, once there are results, how every tie was broken.

use super::layout::{Align, Canvas, Flow};
use super::rules_text;
use crate::engine::Snapshot;
use crate::engine::explain::{Explainer, short_names};
use crate::engine::pairing::templates::{Slot, Source};
use crate::model::{BestOf, Event, Match, PlayerId, Template};

/// What the sheet shows: the event, its sheet and, unless blank, results.
pub(super) struct Sheet<'a> {
    pub event: &'a Event,
    pub template: Template,
    pub snap: &'a Snapshot,
    pub blank: bool,
    short: Vec<String>,
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
        flow.paragraph(c, lead, &text, 1.5);
    }
    if !blank {
        s.explanations(c, &mut flow);
    }
}

/// The player with this sheet number.
fn by_number(event: &Event, n: u32) -> Option<PlayerId> {
    event
        .players
        .iter()
        .position(|p| p.number == n)
        .map(PlayerId)
}

/// A score seen from `p`'s side, as the sheet writes it.
fn score_for(m: &Match, p: PlayerId, best_of: BestOf) -> String {
    let Some(_) = m.b else {
        return "bye".into();
    };
    let Some(s) = m.result() else {
        return String::new();
    };
    let s = if m.a == p { s } else { s.flipped() };
    if best_of == BestOf::One {
        match s.a.cmp(&s.b) {
            std::cmp::Ordering::Greater => "W".into(),
            std::cmp::Ordering::Less => "L".into(),
            std::cmp::Ordering::Equal => "D".into(),
        }
    } else {
        s.to_string()
    }
}

impl Sheet<'_> {
    /// Event name, date and the template's heading line.
    fn heading(&self, c: &mut Canvas) -> f32 {
        let w = c.width();
        c.text_fit(
            0.0,
            12.0,
            w * 0.7,
            13.0,
            true,
            Align::Left,
            &self.event.name,
        );
        let right = match (&self.event.date, self.blank) {
            (Some(d), _) => d.clone(),
            (None, true) => "Date: ____________".into(),
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
            self.template.heading(),
        );
        c.line(0.0, 33.0, w, 33.0, 0.8);
        33.0
    }

    /// The player table: number, name, seat, one column per round, record,
    /// rank, deck and first pick.
    fn table(&self, c: &mut Canvas, top: f32) -> f32 {
        let rounds = self.template.rounds() as usize;
        let w = c.width();
        let round_w = if rounds > 3 { 27.0 } else { 36.0 };
        let fixed = [18.0, 0.0, 24.0]; // no., name, seat
        let tail = [34.0, 34.0, 26.0]; // matches, games, rank
        let deck_w = if rounds > 3 { 48.0 } else { 62.0 };
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
            "W/L/D"
        } else {
            "games"
        };
        let mut heads: Vec<(String, String)> = vec![
            ("No.".into(), String::new()),
            ("Name".into(), String::new()),
            ("Seat".into(), String::new()),
        ];
        heads.extend((1..=rounds).map(|r| (format!("r{r}"), game.to_string())));
        heads.extend([
            ("Record".into(), "matches".into()),
            (String::new(), "games".into()),
            ("Rank".into(), String::new()),
            ("Deck".into(), String::new()),
            ("1st pick".into(), String::new()),
        ]);
        let head_h = 20.0;
        c.fill(0.0, top, w, head_h, 0.85);
        for (i, (h1, h2)) in heads.iter().enumerate() {
            let (x, cw) = (xs[i], widths[i]);
            let align_left = matches!(i, 1) || i >= widths.len() - 2;
            let (tx, al) = if align_left {
                (x + 3.0, Align::Left)
            } else {
                (x + cw / 2.0, Align::Center)
            };
            let y1 = if h2.is_empty() { top + 13.0 } else { top + 9.0 };
            c.text_fit(tx, y1, cw - 4.0, 7.5, true, al, h1);
            c.text_fit(tx, top + 17.0, cw - 4.0, 6.0, false, al, h2);
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
                .map(|m| score_for(m, p, self.template.best_of()))
                .unwrap_or_default();
            cells.push(cell);
        }
        if self.blank || st.rounds_played == 0 {
            cells.extend([String::new(), String::new(), String::new()]);
        } else {
            let rec = &st.records[p.0];
            cells.push(rec.match_line());
            cells.push(rec.game_line());
            cells.push(st.rank_of(p).map_or("DQ".into(), |r| r.to_string()));
        }
        if self.blank {
            cells.extend([String::new(), String::new()]);
        } else {
            cells.push(player.deck.clone());
            cells.push(player.first_pick.clone());
        }
        cells
    }

    /// The match of the event that fills a box, if it has been paired.
    fn slot_match(&self, slot: &Slot, index: usize) -> Option<&Match> {
        let round = self.event.rounds.get(slot.round as usize - 1)?;
        if let Some(label) = slot.label {
            let l = label.to_string();
            if let Some(m) = round
                .matches
                .iter()
                .find(|m| m.label.as_deref() == Some(&l))
            {
                return Some(m);
            }
        }
        if let Source::Number(n) = slot.a {
            let p = by_number(self.event, n)?;
            return round.matches.iter().find(|m| m.involves(p));
        }
        round.matches.get(index)
    }

    /// Every round's boxes, one line of boxes per round.
    fn boxes(&self, c: &mut Canvas, top: f32) -> f32 {
        let rounds = self.template.rounds();
        let label_w = 30.0;
        let gap = 5.0;
        let box_h = if rounds > 3 { 33.0 } else { 40.0 };
        let mut y = top;
        for r in 1..=rounds {
            let slots: Vec<&Slot> = self.template.round_slots(r).collect();
            let per_row = slots.len().max(1);
            let bw = (c.width() - label_w - gap * (per_row as f32 - 1.0)) / per_row as f32;
            c.text(0.0, y + box_h / 2.0 - 1.0, 7.5, true, Align::Left, "Round");
            c.text(
                label_w / 2.0 - 4.0,
                y + box_h / 2.0 + 9.0,
                11.0,
                true,
                Align::Center,
                &r.to_string(),
            );
            for (i, slot) in slots.iter().enumerate() {
                let x = label_w + i as f32 * (bw + gap);
                self.match_box(c, x, y, bw, box_h, slot, i);
            }
            y += box_h + gap;
        }
        y - gap
    }

    /// One box: "name vs name", where each side comes from, and the games.
    #[allow(clippy::too_many_arguments)]
    fn match_box(&self, c: &mut Canvas, x: f32, y: f32, w: f32, h: f32, slot: &Slot, index: usize) {
        c.rect(x, y, w, h, 0.7);
        let mut inner = x;
        if let Some(l) = slot.label {
            c.fill(x, y, 12.0, 12.0, 0.2);
            c.text_white(x + 6.0, y + 9.5, 8.5, &l.to_string());
            inner = x + 10.0;
        }
        let m = if self.blank {
            None
        } else {
            self.slot_match(slot, index)
        };
        let sides: [Option<PlayerId>; 2] = match m {
            Some(m) => [Some(m.a), m.b],
            None => {
                [slot.a, slot.b].map(|s| match (self.blank || self.event.rounds.is_empty(), s) {
                    (_, Source::Number(n)) => by_number(self.event, n),
                    _ => None,
                })
            }
        };
        let bye = m.map_or(slot.b == Source::Bye, |m| m.b.is_none());
        let mid = inner + (x + w - inner) / 2.0;
        let regions = [(inner + 2.0, mid - 7.0), (mid + 7.0, x + w - 2.0)];
        let line1 = y + 12.0;
        c.text(mid, line1, 7.0, false, Align::Center, "vs");
        let best_of = self.template.best_of();
        for (k, side) in sides.iter().enumerate() {
            let (left, right) = regions[k];
            let (cx, name_w) = ((left + right) / 2.0, right - left);
            if k == 1 && bye {
                c.text(cx, line1, 8.5, true, Align::Center, "BYE");
                continue;
            }
            match side {
                Some(p) => {
                    let num = self.event.player(*p).number;
                    let name = format!("{num} {}", self.short[p.0]);
                    c.text_fit(cx, line1, name_w, 8.5, true, Align::Center, &name);
                }
                None => c.line(left + 4.0, line1 + 1.0, right - 4.0, line1 + 1.0, 0.5),
            }
            let source = [slot.a, slot.b][k];
            c.text_fit(
                cx,
                line1 + 8.0,
                name_w,
                6.0,
                false,
                Align::Center,
                &source_text(source),
            );
            let games = m.zip(*side).map(|(m, p)| score_for(m, p, best_of));
            let won = games.map(|g| games_won(&g, best_of)).unwrap_or_default();
            let label = if best_of == BestOf::One {
                "W/L/D:"
            } else {
                "games won:"
            };
            let ly = y + h - 5.0;
            let lx = left + 1.0 + c.measure(label, 6.5, false);
            c.text(left + 1.0, ly, 6.5, false, Align::Left, label);
            if won.is_empty() {
                c.line(lx + 2.0, ly + 1.0, (lx + 18.0).min(right), ly + 1.0, 0.5);
            } else {
                c.text(lx + 3.0, ly, 8.5, true, Align::Left, &won);
            }
        }
    }

    /// "How the ties were broken": every tie group, in the engine's words.
    fn explanations(&self, c: &mut Canvas, flow: &mut Flow) {
        let st = &self.snap.standings;
        if st.rounds_played == 0 {
            return;
        }
        flow.y += 6.0;
        flow.room(c, 4);
        c.text(
            0.0,
            flow.y,
            10.0,
            true,
            Align::Left,
            "How the ties were broken",
        );
        flow.y += 14.0;
        let ex = Explainer::new(self.event, st);
        let groups = ex.all();
        if groups.is_empty() {
            flow.paragraph(
                c,
                "",
                "No players are tied on match points: the standings need no tiebreakers.",
                2.0,
            );
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

/// Where a box's side comes from, as the paper prints it under the line.
fn source_text(s: Source) -> String {
    match s {
        Source::Number(n) => format!("player {n}"),
        Source::Winner(l) => format!("winner {l}"),
        Source::Loser(l) => format!("loser {l}"),
        Source::Bye => String::new(),
    }
}

/// The games a side won, from its score ("2-1" → "2"; best-of-one keeps W/L/D).
fn games_won(score: &str, best_of: BestOf) -> String {
    if best_of == BestOf::One || score == "bye" {
        return score.to_string();
    }
    score.split('-').next().unwrap_or_default().to_string()
}
