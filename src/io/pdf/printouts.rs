//! Printouts for any event (pod sheet, round robin, Swiss or imported
//! results): the latest round's pairings by name, result slips to cut
//! apart, and the standings with every tiebreaker of the preset.

use super::error::PdfError;
use super::layout::{Align, Canvas};
use crate::engine::Snapshot;
use crate::model::{Division, Event, PlayerId, Step};
use crate::text::explain::step_name;

/// A title line and smaller wrapped lines under it; returns the y below.
fn title(c: &mut Canvas, big: &str, small: &str) -> f32 {
    let w = c.width();
    let extra = c.heading(0.0, 14.0, w, 14.0, big);
    let mut y = 28.0 + extra;
    for line in c.wrap(small, 8.0, false, w) {
        c.text(0.0, y, 8.0, false, Align::Left, &line);
        y += 10.0;
    }
    c.line(0.0, y - 5.0, w, y - 5.0, 0.8);
    y + 6.0
}

/// Each player's record and points before round `number` (what they
/// bring to its table), as the store's other tools print beside the
/// names: "Ann Lee (2-1, 6 pts)". Results held count nowhere here too.
fn records_before(event: &Event, number: u32) -> Vec<String> {
    let mut before = event.clone();
    before.rounds.truncate(number.saturating_sub(1) as usize);
    let counted = crate::engine::validate::as_counted(&before);
    let st = crate::engine::ranking::rank(&counted, &event.rules.options());
    st.records
        .iter()
        .map(|r| {
            crate::t!(
                PdfRecordPoints,
                record = r.match_line(),
                points = r.match_points
            )
        })
        .collect()
}

/// Pairings of the latest round, one line per player, alphabetical, each
/// name with the player's record and points before the round.
pub(super) fn pairings(
    c: &mut Canvas,
    event: &Event,
    address: Option<&str>,
) -> Result<(), PdfError> {
    let (number, round) = event.latest_round().ok_or(PdfError::NoRounds)?;
    let records = records_before(event, number as u32);
    // (player, table, opponent's name), sorted by the player's name.
    let mut rows: Vec<(PlayerId, String, String)> = Vec::new();
    let name = |p: PlayerId| match records.get(p.0) {
        Some(rec) => format!("{} {rec}", event.player(p).name),
        None => event.player(p).name.clone(),
    };
    for (i, m) in round.matches.iter().enumerate() {
        let table = crate::text::sheet::table_and_box(event, &round.matches, i);
        // A match given to a dropped player's opponent is played at no
        // table: each row says what happened instead.
        if let Some((out, to)) = crate::text::life::given(round, m) {
            let plain = |p: PlayerId| event.player(p).name.clone();
            rows.push((to, "-".into(), crate::t!(PdfGivenWin, name = plain(out))));
            rows.push((out, "-".into(), crate::t!(PdfDroppedOut, name = plain(to))));
            continue;
        }
        match m.b {
            Some(b) => {
                rows.push((m.a, table.clone(), name(b)));
                rows.push((b, table, name(m.a)));
            }
            None => rows.push((m.a, "-".into(), crate::t!(PdfByeCaps))),
        }
    }
    let lang = crate::text::i18n::current();
    rows.sort_by(|x, y| crate::text::collate::players(lang, event.player(x.0), event.player(y.0)));
    let rows: Vec<(String, String, String)> =
        rows.into_iter().map(|(p, t, o)| (name(p), t, o)).collect();
    let name = crate::engine::playoff::name_of_round(event, number as u32);
    let big = crate::t!(
        PdfPairingsTitle,
        event = &crate::text::explain::event_title(crate::text::i18n::current(), event),
        name = name
    );
    let mut small = crate::t!(PdfPairingsNote);
    // A round paired again: this sheet says it replaces the earlier ones.
    if let Some((at, _)) = crate::text::life::last_repair(event, number as u32) {
        let replaces = crate::t!(
            PdfReplaces,
            time = crate::text::clock::local_time(at),
            name = name
        );
        crate::text::breaks::push_sentence(lang, &mut small, &replaces);
    }
    let continued = crate::t!(PdfContinued);
    let heads = [
        crate::t!(PdfTable),
        crate::t!(PdfPlayer),
        crate::t!(PdfOpponent),
    ];
    let w = c.width();
    let cols = [
        (0.0, heads[0].as_str()),
        (56.0, heads[1].as_str()),
        (56.0 + (w - 56.0) / 2.0, heads[2].as_str()),
    ];
    let row_h = 16.0;
    let mut y = 0.0;
    let mut first = true;
    for (i, (name, table, opp)) in rows.iter().enumerate() {
        if first || y + row_h > c.height() {
            if !first {
                c.new_page();
            }
            y = title(c, &big, if first { &small } else { &continued });
            c.fill(0.0, y, w, row_h, 0.85);
            for (x, h) in cols {
                c.text(x + 4.0, y + 11.5, 9.0, true, Align::Left, h);
            }
            y += row_h;
            first = false;
        }
        if i % 2 == 1 {
            c.fill(0.0, y, w, row_h, 0.94);
        }
        let base = y + 11.5;
        let half = (w - 56.0) / 2.0 - 8.0;
        c.text(cols[0].0 + 28.0, base, 11.0, true, Align::Center, table);
        c.text_fit(cols[1].0 + 4.0, base, half, 11.0, true, Align::Left, name);
        c.text_fit(cols[2].0 + 4.0, base, half, 11.0, false, Align::Left, opp);
        y += row_h;
    }
    if let Some(url) = address {
        if y + 20.0 + super::qr_block::SIZE > c.height() {
            c.new_page();
            y = 0.0;
        }
        super::qr_block::draw(c, 0.0, y + 16.0, url);
    }
    Ok(())
}

/// The latest round's pairings, then, when any match is played (not only
/// byes), its result slips on a new page.
pub(super) fn round(c: &mut Canvas, event: &Event, address: Option<&str>) -> Result<(), PdfError> {
    pairings(c, event, address)?;
    if event
        .rounds
        .last()
        .is_some_and(|r| r.matches.iter().any(|m| m.b.is_some()))
    {
        c.new_page();
        super::slips::slips(c, event, address)?;
    }
    Ok(())
}

/// How a tiebreaker value prints: the number the app, the pages and the
/// explanations show, in the printout's language.
fn value_text(snap: &Snapshot, step: Step, p: crate::model::PlayerId) -> String {
    crate::text::explain::shown_value(crate::text::i18n::current(), &snap.standings, step, p)
}

/// Standings with every step of the preset, repeated headings per page.
/// The standings, one table per age division when the players play in
/// divisions (Pokémon's juniors, seniors and masters: paired together,
/// ranked apart, as `podsheet standings` shows them), each on its page.
pub(super) fn standings_by_division(c: &mut Canvas, event: &Event, snap: &Snapshot) {
    if snap.divisions.is_empty() {
        return standings(c, event, snap, None);
    }
    for (i, (division, st)) in snap.divisions.iter().enumerate() {
        if i > 0 {
            c.new_page();
        }
        let mut part = snap.clone();
        part.standings = st.clone();
        standings(c, event, &part, Some(*division));
    }
}

/// The standings table of `snap` (of one age division, named in the
/// title, when `division` is given).
fn standings(c: &mut Canvas, event: &Event, snap: &Snapshot, division: Option<Division>) {
    let st = &snap.standings;
    let steps = st.tiebreak_columns();
    let w = c.width();
    let house = st.options.house_display;
    let lang = crate::text::i18n::current();
    // "Decided by" as wide as its longest word needs ("Anmeldereihenfolge"),
    // from the names' room, which keeps at least 110 points.
    let decided: Vec<String> = st
        .decided_by
        .iter()
        .map(|&d| crate::text::explain::decided_by(lang, d, &st.options))
        .collect();
    let mut widths = vec![30.0, 0.0, 26.0, 44.0, 44.0];
    widths.extend(steps.iter().map(|_| 42.0));
    // Yu-Gi-Oh!: Konami's one number after the tiebreakers.
    let konami = crate::text::explain::shows_konami(st);
    if konami {
        widths.push(50.0);
    }
    let fixed: f32 = widths.iter().sum();
    let widest = decided
        .iter()
        .map(|d| c.measure(d, 8.0, false) + 5.0)
        .fold(56.0f32, f32::max);
    widths.push(widest.min(w - fixed - 110.0).max(56.0));
    let name_w = w - widths.iter().sum::<f32>();
    widths[1] = name_w;
    let mut heads: Vec<String> = vec![
        crate::t!(PdfRank),
        crate::t!(PdfName),
        crate::text::explain::first_key_heading(crate::text::i18n::current(), &st.options)
            .unwrap_or_else(|| crate::t!(PdfPoints)),
        crate::t!(PdfMatches),
        crate::t!(PdfGamesHead),
    ];
    heads.extend(
        steps
            .iter()
            .map(|&s| crate::text::explain::short_name(lang, s, house)),
    );
    if konami {
        heads.push(crate::t!(CliKonamiNumber));
    }
    heads.push(crate::t!(PdfDecidedBy));
    let big = crate::t!(
        PdfStandingsTitle,
        event = &match division {
            Some(d) => format!(
                "{} — {}",
                crate::text::explain::event_title(lang, event),
                crate::text::i18n::tr_in(lang, d.name_msg(), &[])
            ),
            None => crate::text::explain::event_title(lang, event),
        },
        rounds = st.rounds_played
    );
    let mut names: Vec<String> = steps
        .iter()
        .map(|&s| {
            let (short, name) = (
                crate::text::explain::short_name(lang, s, house),
                step_name(lang, s, house),
            );
            // A heading that is the step's whole name says it once
            // (Japanese 直接対決, never "直接対決 = 直接対決").
            match short == name {
                true => name,
                false => crate::t!(PdfStepIs, short = short, name = name),
            }
        })
        .collect();
    if konami {
        names.push(crate::t!(KonamiNumberIs, head = crate::t!(CliKonamiNumber)));
    }
    let mut small = crate::t!(
        PdfRulesSteps,
        rules = crate::text::explain::preset_description(lang, &event.rules),
        steps = names.join(&crate::t!(PhraseSeparator))
    );
    for (s, _) in &st.skipped {
        let left_out = crate::t!(
            PdfLeftOut,
            step = crate::text::explain::short_name(lang, *s, house)
        );
        crate::text::breaks::push_sentence(lang, &mut small, &left_out);
    }
    // What the game's publisher does not settle, in words.
    let roll = crate::text::explain::roll_note(lang, st);
    for line in crate::text::explain::standings_notes(lang, st.options.game)
        .into_iter()
        .chain(roll)
    {
        small.push(' ');
        small.push_str(&line);
    }
    let continued = crate::t!(PdfContinued);
    let row_h = 13.0;
    let mut y = 0.0;
    for (i, &p) in st.order.iter().enumerate() {
        if i == 0 || y + row_h > c.height() {
            if i > 0 {
                c.new_page();
            }
            y = title(c, &big, if i == 0 { &small } else { &continued });
            y = head_row(c, y, &heads, &widths);
        }
        if i % 2 == 1 {
            c.fill(0.0, y, w, row_h, 0.94);
        }
        let r = &st.records[p.0];
        let mut cells = vec![
            (i + 1).to_string(),
            {
                // The row says what it leaves out: a drop, a held result.
                let marks = crate::text::life::dropped_mark(event, p)
                    .into_iter()
                    .chain(crate::text::life::held_marks(event, &snap.held, p));
                std::iter::once(event.player(p).name.clone())
                    .chain(marks)
                    .collect::<Vec<_>>()
                    .join(" ")
            },
            r.match_points.to_string(),
            r.match_line(),
            r.game_line(),
        ];
        cells.extend(steps.iter().map(|&s| value_text(snap, s, p)));
        if konami {
            cells.extend(crate::text::explain::konami_number(st, p));
        }
        cells.push(decided[i].clone());
        let mut x = 0.0;
        for (k, cell) in cells.iter().enumerate() {
            let bold = k == 1;
            let (tx, al) = if k == 1 {
                (x + 3.0, Align::Left)
            } else {
                (x + widths[k] / 2.0, Align::Center)
            };
            c.text_fit(tx, y + 9.5, widths[k] - 4.0, 8.0, bold, al, cell);
            x += widths[k];
        }
        y += row_h;
    }
    if st.order.is_empty() {
        title(c, &big, &small);
        c.text(
            0.0,
            60.0,
            10.0,
            false,
            Align::Left,
            &crate::t!(PdfNoneRanked),
        );
    }
    // Under the table, each player TOM's own standings place otherwise:
    // both places, and why in words.
    let mut flow = super::layout::Flow::new(y + 14.0, 8.0);
    flow.header = Some(continued.clone());
    for d in snap
        .file_places
        .iter()
        .filter(|d| st.rank_of(d.player).is_some())
    {
        let line = crate::text::explain::file_place(lang, event, d);
        flow.paragraph(c, "", &line, 2.0);
    }
}

/// The standings' heading row from `y`: each head on one line, or on two
/// where a long one ("Entschieden durch") fits its column only so, every
/// head shrunk to its column before it is cut. Returns the y below it.
fn head_row(c: &mut Canvas, y: f32, heads: &[String], widths: &[f32]) -> f32 {
    let fitted: Vec<_> = heads
        .iter()
        .zip(widths)
        .map(|(h, w)| c.fit_lines(h, 7.5, true, w - 3.0, 2))
        .collect();
    let lines = fitted.iter().map(|f| f.lines.len()).max().unwrap_or(1);
    let leading = 8.0;
    let head_h = 15.0 + leading * (lines - 1) as f32;
    c.fill(0.0, y, c.width(), head_h, 0.85);
    let mut x = 0.0;
    for (k, f) in fitted.iter().enumerate() {
        let (tx, al) = if k == 1 {
            (x + 3.0, Align::Left)
        } else {
            (x + widths[k] / 2.0, Align::Center)
        };
        // A one-line head sits on the row's last line, with the others.
        let first = y + head_h - 4.5 - leading * (f.lines.len() - 1) as f32;
        c.text_lines(tx, first, widths[k] - 3.0, leading, true, al, f);
        x += widths[k];
    }
    y + head_h
}
