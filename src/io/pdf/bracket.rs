//! The playoff after the cut on paper: the lettered boxes round by round,
//! as the 8-player single-elimination sheet draws them. Right after the
//! cut it is the blank bracket with the seeds (later boxes say "winner
//! A"); as results come in, the winners and scores fill it, then the
//! final placing.

use super::layout::{Align, Canvas};
use crate::engine::playoff::{self, Bracket, Part};
use crate::model::{Event, PlayerId};
use crate::t;

/// Draws the bracket of `event` (seeded by `ranked`, the Swiss order) on
/// the current page; nothing for an event without a cut. A bracket that
/// cannot be built (a drawn playoff match in the file) prints why. A cut
/// by age division draws each division's bracket on a page of its own,
/// under the division's name.
pub(super) fn draw(c: &mut Canvas, event: &Event, ranked: &[PlayerId]) {
    let lang = crate::text::i18n::current();
    for (i, part) in playoff::parts(event, ranked).into_iter().enumerate() {
        if i > 0 {
            c.new_page();
        }
        let top = match (&part.bracket, event.cut.as_ref()) {
            (Ok(b), _) => b.top,
            (Err(_), Some(x)) => usize::from(x.top),
            (Err(_), None) => 0,
        };
        let heading = t!(PlayoffHeading, top = top);
        let heading = match part.division {
            Some(d) => t!(
                DivisionSays,
                division = crate::text::i18n::say_in(lang, &d.said()),
                what = heading
            ),
            None => heading,
        };
        // A division's placing is among its own players.
        let order = if part.division.is_some() {
            part.ranked.as_slice()
        } else {
            ranked
        };
        one(c, event, &part, &heading, order);
    }
}

/// One bracket on the current page, under its heading.
fn one(c: &mut Canvas, event: &Event, part: &Part, heading: &str, ranked: &[PlayerId]) {
    c.text_fit(
        0.0,
        14.0,
        c.width(),
        14.0,
        true,
        Align::Left,
        &format!(
            "{} · {heading}",
            crate::text::explain::event_title(crate::text::i18n::current(), event)
        ),
    );
    match &part.bracket {
        Ok(b) => boxes(c, event, part, b, ranked),
        Err(e) => c.text(0.0, 40.0, 10.0, false, Align::Left, &e.to_string()),
    }
}

fn boxes(c: &mut Canvas, event: &Event, part: &Part, b: &Bracket, ranked: &[PlayerId]) {
    let rounds = b.rounds.len();
    let col_w = c.width() / rounds as f32;
    let (box_w, box_h) = (col_w - 18.0, 40.0);
    let top = 50.0;
    let first = b.rounds.first().map_or(1, Vec::len) as f32;
    let area = first * (box_h + 16.0);
    let seed = |p: PlayerId| b.seeds.iter().position(|&s| s == p).map_or(0, |i| i + 1);
    for (r, round) in b.rounds.iter().enumerate() {
        let x = r as f32 * col_w;
        let name = playoff::round_name(b.top, r).to_string();
        c.text(x, top - 8.0, 9.0, true, Align::Left, &name);
        let step = area / round.len() as f32;
        for (i, m) in round.iter().enumerate() {
            let y = top + step * i as f32 + (step - box_h) / 2.0;
            c.rect(x, y, box_w, box_h, 0.8);
            let letter = part.letter(b.top, r, i).to_string();
            c.text(x + 4.0, y + 11.0, 9.0, true, Align::Left, &letter);
            for (k, side) in [m.a, m.b].into_iter().enumerate() {
                let ly = y + 16.0 + 14.0 * k as f32;
                let text = match side {
                    Some(p) => format!("({}) {}", seed(p), event.player(p).name),
                    None => t!(
                        SourceWinner,
                        letter = part.letter(b.top, r.saturating_sub(1), 2 * i + k)
                    ),
                };
                let bold = side.is_some() && side == m.winner;
                c.text_fit(x + 16.0, ly, box_w - 50.0, 8.5, bold, Align::Left, &text);
            }
            match m.score {
                // A drawn playoff score is held in its box, said as held.
                Some(s) if m.held.is_some() => c.text(
                    x + box_w - 4.0,
                    y + 11.0,
                    8.5,
                    false,
                    Align::Right,
                    &t!(PdfHeldScore, score = s.to_string()),
                ),
                Some(s) => c.text(
                    x + box_w - 4.0,
                    y + 11.0,
                    8.5,
                    false,
                    Align::Right,
                    &s.to_string(),
                ),
                None => c.line(x + box_w - 30.0, y + 12.0, x + box_w - 4.0, y + 12.0, 0.5),
            }
        }
    }
    if let Some(placing) = b.placing(ranked) {
        let mut y = top + area + 20.0;
        c.text(0.0, y, 10.0, true, Align::Left, &t!(PlayoffPlacing));
        for (place, p) in placing.iter().take(b.top) {
            y += 13.0;
            let line = t!(
                PlayoffPlace,
                place = *place,
                name = event.player(*p).name.as_str()
            );
            c.text(0.0, y, 9.0, false, Align::Left, &line);
        }
    }
}
