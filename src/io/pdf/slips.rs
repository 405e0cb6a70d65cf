//! Result slips for the latest round, two across, four down, cut lines
//! between them; byes need no slip. Each slip has the match's boxes for
//! the counter (games won, drawn games or a double loss as the game has
//! them, both signatures) and, when the
//! phones may report, a half for each player to tear off: that player's
//! name, their own report code and its QR code. A report page then knows
//! which player is speaking (docs/cli.md, "Results from the players'
//! phones").

use super::error::PdfError;
use super::layout::{Align, Canvas};
use crate::model::{Event, Match};

/// Where the boxes end and the players' halves begin, below a slip's top.
const TEAR: f32 = 98.0;

/// Result slips for the latest round.
pub(super) fn slips(c: &mut Canvas, event: &Event, address: Option<&str>) -> Result<(), PdfError> {
    let (number, round) = event.latest_round().ok_or(PdfError::NoRounds)?;
    let (w, h) = (c.width(), c.height());
    let (sw, sh) = (w / 2.0, h / 4.0);
    let played: Vec<(usize, &Match)> = round
        .matches
        .iter()
        .enumerate()
        // A match given to a dropped player's opponent gets no slip.
        .filter(|(_, m)| m.b.is_some() && crate::text::life::given(round, m).is_none())
        .collect();
    if played.is_empty() {
        return Err(PdfError::NoRounds);
    }
    for (k, (i, m)) in played.iter().enumerate() {
        let spot = k % 8;
        if k > 0 && spot == 0 {
            c.new_page();
        }
        if spot == 0 {
            // Cut lines only as far as this page's slips reach.
            let rows = (played.len() - k).min(8).div_ceil(2);
            c.dashed(sw, 0.0, sw, sh * rows as f32);
            for r in 1..=rows.min(3) {
                c.dashed(0.0, sh * r as f32, w, sh * r as f32);
            }
        }
        let x = (spot % 2) as f32 * sw + 10.0;
        let y = (spot / 2) as f32 * sh + 8.0;
        let inner = sw - 20.0;
        heading(c, event, (number, &round.matches, *i), (x, y, inner));
        let names =
            [Some(m.a), m.b].map(|p| p.map(|p| event.player(p).name.clone()).unwrap_or_default());
        boxes(c, &names, (event, number as u32), (x, y, inner));
        let bottom = y + sh - 10.0;
        if let Some(url) = address {
            phones(c, m, &names, url, (x, y + TEAR, inner, bottom));
        }
    }
    Ok(())
}

/// The slip's top line: the event on the left; the round, the table and a
/// sheet's box letter (a dark tab, as on the sheet) on the right.
fn heading(
    c: &mut Canvas,
    event: &Event,
    (number, matches, i): (usize, &[Match], usize),
    (x, y, inner): (f32, f32, f32),
) {
    let t = crate::t!(
        PdfSlipHeading,
        name = crate::engine::playoff::name_of_table(event, number as u32, i),
        table = crate::text::sheet::table_of(event, matches, i)
    );
    let mut tw = c.measure(&t, 9.0, true);
    c.text(x + inner, y + 10.0, 9.0, true, Align::Right, &t);
    if let Some(l) = crate::text::sheet::box_of(matches, i) {
        let tab = x + inner - tw - 16.0;
        c.fill(tab, y + 1.0, 12.0, 12.0, 0.2);
        c.text_white(tab + 6.0, y + 10.5, 8.5, l);
        tw += 16.0;
    }
    let name_w = inner - tw - 8.0;
    let lang = crate::text::i18n::current();
    let title = crate::text::explain::event_title(lang, event);
    let (size, game) = (8.0, event.rules.game());
    // Shrunk a little at most: past that, two lines read better.
    let fits = c.measure(&title, size, false) * 0.85 <= name_w;
    if fits || game == crate::model::Game::Magic {
        c.text_fit(x, y + 10.0, name_w, size, false, Align::Left, &title);
    } else {
        // A long event name and a long game's name ("Pokémon-
        // Sammelkartenspiel") on two lines rather than cut short.
        let name = crate::text::room::event_name(event);
        let game = crate::text::explain::game_name(lang, game);
        c.text_fit(x, y + 2.5, name_w, 7.0, false, Align::Left, &name);
        c.text_fit(x, y + 11.0, name_w, 7.0, false, Align::Left, &game);
    }
    c.line(x, y + 15.0, x + inner, y + 15.0, 0.5);
}

/// The counter's part: each player's games won, the drawn games (tied
/// games, where the game says `tie`) where the game has drawn games, a
/// box to tick for a double loss where the game has one (One Piece,
/// Yu-Gi-Oh!: no draw, so the double loss takes the drawn games' place),
/// and a line for each player's signature. A playoff match needs a
/// winner: no double loss, and drawn games only inside a match of more
/// than one game.
fn boxes(
    c: &mut Canvas,
    names: &[String; 2],
    (event, round): (&Event, u32),
    (x, y, inner): (f32, f32, f32),
) {
    let mut scoring = event.rules.options().scoring;
    if event.is_playoff_round(round) {
        scoring.double_loss = false;
        let one_game =
            crate::engine::validate::playoff_match_length(event) == crate::model::BestOf::One;
        scoring.draws &= !one_game;
    }
    for (s, name) in names.iter().enumerate() {
        let ly = y + 30.0 + s as f32 * 20.0;
        c.text_fit(x, ly, inner - 86.0, 11.0, true, Align::Left, name);
        let label = crate::t!(PdfGamesWon);
        // Right-aligned: x is where the label ends, beside its box.
        c.text_fit(x + inner - 30.0, ly, 52.0, 7.5, false, Align::Right, &label);
        c.rect(x + inner - 26.0, ly - 12.0, 26.0, 16.0, 0.7);
    }
    let ly = y + 70.0;
    if scoring.draws {
        let label = if event.rules.game().facts().tie {
            crate::t!(PdfTiedGames)
        } else {
            crate::t!(PdfDrawnGames)
        };
        c.text_fit(x + inner - 30.0, ly, 82.0, 7.5, false, Align::Right, &label);
        c.rect(x + inner - 26.0, ly - 12.0, 26.0, 16.0, 0.7);
    }
    if scoring.double_loss {
        let label = crate::t!(PdfDoubleLoss);
        if scoring.draws {
            // Beside the drawn games, on the left: a box, then its words.
            c.rect(x, ly - 9.0, 10.0, 10.0, 0.7);
            c.text_fit(x + 14.0, ly, inner - 130.0, 7.5, false, Align::Left, &label);
        } else {
            c.text_fit(
                x + inner - 30.0,
                ly,
                120.0,
                7.5,
                false,
                Align::Right,
                &label,
            );
            c.rect(x + inner - 26.0, ly - 12.0, 26.0, 16.0, 0.7);
        }
    }
    let sy = y + 84.0;
    for (s, name) in names.iter().enumerate() {
        let sx = x + s as f32 * inner / 2.0;
        c.line(sx, sy, sx + inner / 2.0 - 10.0, sy, 0.5);
        let who = crate::t!(PdfSigned, name = name);
        c.text_fit(
            sx,
            sy + 8.0,
            inner / 2.0 - 10.0,
            6.5,
            false,
            Align::Left,
            &who,
        );
    }
}

/// The phones' part, below a tear line: with the match's two codes, a
/// half for each player (their name, their code and its QR code); with an
/// older slip's one code, that code; without codes, the pages' address.
fn phones(
    c: &mut Canvas,
    m: &Match,
    names: &[String; 2],
    url: &str,
    (x, top, inner, bottom): (f32, f32, f32, f32),
) {
    let root = site_root(url);
    let area = bottom - top - 4.0;
    match (&m.codes, &m.code) {
        (Some(codes), _) => {
            c.dashed(x, top, x + inner, top);
            let half = inner / 2.0;
            c.dashed(x + half, top, x + half, bottom);
            for (s, (name, code)) in names.iter().zip(codes).enumerate() {
                let hx = x + s as f32 * half + if s == 0 { 0.0 } else { 6.0 };
                let hw = half - 6.0;
                let whose = crate::t!(PdfSlipHalf, name = name);
                c.text_fit(hx, top + 10.0, hw, 7.5, true, Align::Left, &whose);
                let page = format!("{root}/r/{code}");
                let what = crate::t!(PdfReportHere, code = code);
                super::qr_block::half(c, hx, top + 13.0, (hw, area - 13.0), &page, &what);
            }
        }
        (None, Some(code)) => {
            let page = format!("{root}/r/{code}");
            let what = crate::t!(PdfReportHere, code = code);
            super::qr_block::small_with(c, x, top + 2.0, (inner, area), &page, &what);
        }
        (None, None) => super::qr_block::small(c, x, top + 2.0, (inner, area), url),
    }
}

/// The site's root of a page address: a night's pod page
/// (`http://host/pod/2/`) gives `http://host`.
fn site_root(url: &str) -> &str {
    let url = url.trim_end_matches('/');
    match url.rfind("/pod/") {
        Some(i) if url[i + 5..].bytes().all(|b| b.is_ascii_digit()) => &url[..i],
        _ => url,
    }
}
