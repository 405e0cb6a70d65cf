//! A season's league table on paper: each event's points (its column
//! titled by the event's name and date, wrapped over up to three lines),
//! the total, the events played, each tie on season points in sentences,
//! and who the playoff placed higher, with the rule.

use super::layout::{Align, Canvas, Flow};
use crate::engine::season::Season;
use crate::t;

/// Draws the season table of `name`, with the nights that could not be
/// read named under the title (`missing`: 0-based night, file).
pub(super) fn draw(c: &mut Canvas, name: &str, s: &Season, missing: &[(usize, String)]) {
    let w = c.width();
    let extra = c.heading(0.0, 14.0, w, 14.0, &t!(PdfSeasonTitle, name = name));
    let lang = crate::text::i18n::current();
    let mut y = 28.0 + extra;
    let rule = crate::text::explain::season_points(lang, s);
    c.text(0.0, y, 8.0, false, Align::Left, &rule);
    for (k, file) in missing {
        y += 10.0;
        c.text_fit(
            0.0,
            y,
            w,
            8.0,
            false,
            Align::Left,
            &t!(PdfSeasonMissing, event = k + 1, file = file.as_str()),
        );
    }
    y += 10.0;
    let nights = s.events.max(1);
    let fixed = [26.0f32, 0.0, 34.0, 34.0];
    let night_w = ((w * 0.55) / nights as f32).clamp(14.0, 60.0);
    let name_w = w - fixed.iter().sum::<f32>() - night_w * nights as f32;
    let heads = [t!(CliRank), t!(CliName), t!(CliPoints), t!(WebSeasonEvents)];
    let widths: Vec<f32> = [26.0, name_w, 34.0, 34.0]
        .into_iter()
        .chain(std::iter::repeat_n(night_w, s.events))
        .collect();
    let titles: Vec<Vec<String>> = crate::text::explain::season_titles(lang, s)
        .iter()
        .map(|t| title_lines(c, t, night_w - 3.0))
        .collect();
    let lines = titles.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let head_h = 6.0 + 8.0 * lines as f32;
    let row = |c: &mut Canvas, y: f32, cells: &[String], bold: bool| {
        let mut x = 0.0;
        for (k, cell) in cells.iter().enumerate() {
            let (tx, al) = if k == 1 {
                (x + 3.0, Align::Left)
            } else {
                (x + widths[k] / 2.0, Align::Center)
            };
            c.text_fit(tx, y, widths[k] - 3.0, 8.0, bold || k == 1, al, cell);
            x += widths[k];
        }
    };
    c.fill(0.0, y, w, head_h, 0.85);
    row(c, y + head_h - 4.0, &heads, true);
    let mut x: f32 = widths[..4].iter().sum();
    for title in &titles {
        for (j, l) in title.iter().enumerate() {
            let ly = y + 9.0 + 8.0 * j as f32;
            c.text_fit(
                x + night_w / 2.0,
                ly,
                night_w - 3.0,
                7.0,
                true,
                Align::Center,
                l,
            );
        }
        x += night_w;
    }
    y += head_h + 1.0;
    for (i, r) in s.rows.iter().enumerate() {
        if y + 13.0 > c.height() {
            c.new_page();
            y = 10.0;
        }
        if i % 2 == 1 {
            c.fill(0.0, y, w, 13.0, 0.94);
        }
        let mut cells = vec![
            (i + 1).to_string(),
            r.name.clone(),
            r.points.to_string(),
            r.events.to_string(),
        ];
        cells.extend(r.per_event.iter().enumerate().map(|(k, e)| {
            if missing.iter().any(|(m, _)| *m == k) {
                "?".to_string()
            } else {
                e.map_or_else(|| "–".to_string(), |v| v.to_string())
            }
        }));
        row(c, y + 9.5, &cells, false);
        y += 13.0;
    }
    let ties = crate::text::explain::season_ties(lang, s);
    let placed = crate::text::explain::season_placed(lang, s);
    let mut flow = Flow::new(y + 14.0, 8.0);
    if !ties.is_empty() {
        flow.bold_paragraph(c, &t!(SeasonWhy), 2.0);
        for tie in ties {
            flow.paragraph(c, "", &tie, 1.5);
        }
    }
    // Who the playoff placed higher, and the rule that did it.
    if !placed.is_empty() {
        flow.bold_paragraph(c, &t!(SeasonRuleHeading), 2.0);
        flow.paragraph(c, "", &t!(SeasonRule), 1.5);
        for line in placed {
            flow.paragraph(c, "", &line, 1.5);
        }
    }
}

/// A night's title in lines that fit `max_w` at the header's size: three
/// at most, the last one holding the rest (shrunk or cut to fit).
fn title_lines(c: &Canvas, title: &str, max_w: f32) -> Vec<String> {
    c.wrap_at_most(title, 7.0, true, max_w, 3)
}
