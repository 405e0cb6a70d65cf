//! The player grid as on paper: number, name, seat, one column per round
//! with the game score, record in matches and games, rank, deck, first pick.
//! Scores typed here go through the same commands as the boxes.

use crate::app::command::CommandSender;
use crate::app::document::doc::{Cell, Doc, DraftKey, Drafts};
use crate::app::document::edit::Edit;
use crate::app::panels::fields::{PROBLEM, score_field_ui, text_field_ui};
use crate::app::panels::visible::grid_rows_ui;
use crate::engine::pairing::valid::Impossible;
use crate::engine::validate::Severity;
use crate::model::PlayerId;
use crate::t;
use egui::{RichText, Ui};

/// The accessible name of a player's score cell in a round.
pub fn grid_field_name(doc: &Doc, p: PlayerId, round: u32) -> String {
    t!(GridRoundRound, value = doc.short_name(p), round = round)
}

/// Round columns: one per planned round of the event from the start (the
/// whole paper sheet), more if more were played.
pub fn grid_rounds(doc: &Doc) -> usize {
    crate::engine::pairing::planned_rounds(&doc.event)
        .map_or(0, |n| n as usize)
        .max(doc.event.rounds.len())
}

/// A round's column title: "R3", or after a cut "QF", "SF", "F".
pub fn column_title(doc: &Doc, r: u32) -> String {
    match &doc.event.cut {
        // Brackets of different sizes name their rounds apart.
        Some(c) if c.divisions.iter().any(|d| d.top != c.top) => format!("R{r}"),
        Some(c) if r > c.after_round => {
            let left = crate::engine::playoff::playoff_rounds(usize::from(c.top))
                .saturating_sub((r - c.after_round - 1) as usize);
            match left {
                3 => t!(GridQuarterfinalsShort),
                2 => t!(GridSemifinalsShort),
                1 => t!(GridFinalShort),
                _ => format!("R{r}"),
            }
        }
        _ => format!("R{r}"),
    }
}

/// Whether the grid shows the draft's columns (seat, deck, first pick): a
/// Magic event's (the store's draft pods), or another game's only where a
/// player has a seat, deck or first pick already (nothing entered is
/// hidden).
pub fn draft_columns(doc: &Doc) -> bool {
    let e = &doc.event;
    e.rules.game() == crate::model::Game::Magic
        || matches!(e.structure, crate::model::Structure::Pod { .. })
        || e.players
            .iter()
            .any(|p| !p.deck.is_empty() || !p.first_pick.is_empty())
}

/// The grid, one row per player in entry order.
pub fn grid_ui(ui: &mut Ui, doc: &Doc, drafts: &mut Drafts, out: &CommandSender) {
    let rounds = grid_rounds(doc);
    let draft = draft_columns(doc);
    egui::Grid::new("podsheet-grid")
        .striped(true)
        .spacing([8.0, 4.0])
        .show(ui, |ui| {
            for h in [t!(GridNo), t!(GridName)] {
                ui.label(RichText::new(h).strong());
            }
            if draft {
                ui.label(RichText::new(t!(GridSeat)).strong());
            }
            if shows_divisions(doc) {
                ui.label(RichText::new(t!(GridDivision)).strong());
            }
            for r in 1..=rounds {
                ui.label(RichText::new(column_title(doc, r as u32)).strong());
            }
            for h in [t!(GridMatches), t!(GridGames), t!(GridRank)] {
                ui.label(RichText::new(h).strong());
            }
            if draft {
                for h in [t!(GridDeck), t!(GridFirstPick)] {
                    ui.label(RichText::new(h).strong());
                }
            }
            ui.label("");
            ui.end_row();
            // Only the rows on screen are drawn (a 512-player event).
            let rows = egui::Id::unique("podsheet-grid-rows");
            grid_rows_ui(ui, rows, doc.event.players.len(), 4.0, |ui, i| {
                row_ui(ui, doc, drafts, out, PlayerId(i), (rounds, draft));
            });
        });
}

fn row_ui(
    ui: &mut Ui,
    doc: &Doc,
    drafts: &mut Drafts,
    out: &CommandSender,
    p: PlayerId,
    (rounds, draft): (usize, bool),
) {
    let pl = doc.event.player(p);
    let short = doc.short_name(p).to_string();
    let mut notes: Vec<String> = Vec::new();
    for pr in &doc.snapshot.problems {
        if pr.severity > Severity::Missing && pr.player == Some(p) && pr.round.is_none() {
            notes.push(pr.message.to_string());
        }
    }
    ui.label(pl.number.to_string());
    // The name, with the drop control beside it.
    ui.horizontal(|ui| {
        if let Some(name) = text_field_ui(
            ui,
            drafts,
            DraftKey::Name(p.0),
            &pl.name,
            &t!(GridNameOfPlayer, number = pl.number),
            150.0,
        ) {
            out.edit(Edit::SetName(p, name));
        }
        player_menu_ui(ui, doc, drafts, out, p, &short);
    });
    if draft {
        ui.label(pl.seat.map_or(String::new(), |s| s.to_string()));
    }
    if shows_divisions(doc) {
        // A player without a division plays in the masters (shown faint).
        let lang = crate::text::i18n::current();
        let name = crate::text::i18n::say_in(lang, &pl.ranked_in().said());
        ui.label(match pl.division {
            Some(_) => RichText::new(name),
            None => RichText::new(name).weak(),
        });
    }
    for (ri, round) in doc.event.rounds.iter().enumerate() {
        let r = ri as u32 + 1;
        let found = round
            .matches
            .iter()
            .enumerate()
            .find(|(_, m)| m.involves(p));
        let Some((i, m)) = found else {
            // A late entry had not come yet; a dropped player is out.
            ui.label(if pl.active_in(r) {
                String::new()
            } else if pl.joined_round.is_some_and(|j| r < j) {
                t!(GridNotYet)
            } else {
                t!(GridOut)
            });
            continue;
        };
        let Some(b) = m.b else {
            ui.label(t!(GridBye));
            continue;
        };
        let cell = if m.a == p { Cell::GridA } else { Cell::GridB };
        let opponent = if m.a == p { b } else { m.a };
        let mut problem = false;
        let here_from = notes.len();
        for pr in &doc.snapshot.problems {
            let here = pr.round == Some(r) && pr.match_index == Some(i);
            if here && pr.severity > Severity::Missing && pr.player.is_none_or(|q| q == p) {
                problem = true;
                notes.push(pr.message.to_string());
            }
        }
        let field = score_field_ui(
            ui,
            drafts,
            (r, i, cell),
            m.score,
            (doc.event.best_of, &doc.snapshot.standings.options),
            &grid_field_name(doc, p, r),
            problem,
            out,
        );
        notes.extend(field.error);
        // What is wrong with this cell, on the cell itself: the notes
        // column may be scrolled out of sight.
        let mut hover = t!(GridVs, value = doc.short_name(opponent));
        for n in &notes[here_from..] {
            hover.push('\n');
            hover.push_str(n);
        }
        field.response.on_hover_text(hover);
    }
    // Rounds not paired yet: an empty cell each, so every column is there.
    for _ in doc.event.rounds.len()..rounds {
        ui.label("");
    }
    let rec = doc.snapshot.standings.records.get(p.0);
    ui.label(rec.map_or(String::new(), |r| r.match_line()));
    ui.label(rec.map_or(String::new(), |r| r.game_line()));
    // No rank before the first result: ranking players on nothing misleads.
    let st = &doc.snapshot.standings;
    // After a cut, a playoff player's final place once the playoff has
    // decided it (the champion 1st).
    let place = doc.snapshot.places.get(p.0).copied().flatten();
    // With age divisions (Pokémon), the rank within the player's own
    // division, as the standings panel and every printout rank them.
    let shown = doc.snapshot.shown_rank(p);
    let rank = ui.label(match (place, shown) {
        (Some(k), _) => k.to_string(),
        _ if st.rounds_played == 0 => String::new(),
        (None, Some((r, _))) => r.to_string(),
        (None, None) => t!(GridDq),
    });
    if let (None, Some((_, Some(d)))) = (place, shown) {
        let division = crate::text::i18n::tr_in(crate::text::i18n::current(), d.name_msg(), &[]);
        rank.on_hover_text(t!(GridRankInDivision, division = division));
    }
    if draft {
        draft_fields_ui(ui, drafts, out, p, pl, &short);
    }
    ui.vertical(|ui| {
        // One line each: wrapped in the last column, a note made its row a
        // word wide and many lines tall (a drop in French: five lines).
        // The panel's edge may cut a long one: the whole note on hover.
        let line = |ui: &mut Ui, text: RichText| {
            let whole = text.text().to_string();
            ui.add(egui::Label::new(text).extend()).on_hover_text(whole)
        };
        if let Some(d) = pl.dropped_after {
            line(ui, t!(GridDroppedAfterRoundD, d = d).into());
        }
        if pl.disqualified {
            line(ui, t!(GridDisqualified).into());
        }
        if let Some(j) = pl.joined_round {
            line(ui, t!(GridJoinedInRoundJ, j = j).into());
        }
        // A result that cannot happen counts nowhere until fixed.
        for h in held_of(doc, p) {
            let column = column_title(doc, h.round);
            line(
                ui,
                RichText::new(t!(
                    GridHeldResult,
                    column = column,
                    score = h.score.as_str()
                ))
                .color(PROBLEM),
            );
        }
        for n in notes {
            line(ui, RichText::new(n).color(PROBLEM));
        }
    });
}

/// Whether the grid shows each player's age division: the game plays in
/// divisions (Pokémon), or a player has one.
pub fn shows_divisions(doc: &Doc) -> bool {
    doc.event.rules.game().facts().divisions
        || doc.event.players.iter().any(|p| p.division.is_some())
}

/// The held results (that cannot happen) of player `p`'s matches.
pub fn held_of(doc: &Doc, p: PlayerId) -> impl Iterator<Item = &Impossible> {
    doc.snapshot.held.iter().filter(move |h| {
        doc.event
            .rounds
            .get(h.round as usize - 1)
            .and_then(|r| r.matches.get(h.index))
            .is_some_and(|m| m.a == p || m.b == Some(p))
    })
}

/// No-show, drops, disqualification: per player, from the sheet.
fn player_menu_ui(
    ui: &mut Ui,
    doc: &Doc,
    drafts: &mut Drafts,
    out: &CommandSender,
    p: PlayerId,
    short: &str,
) {
    let pl = doc.event.player(p);
    let rounds = doc.event.rounds.len().max(1) as u32;
    let menu = ui.menu_button("…", |ui| {
        // The menu says whose it is.
        ui.label(RichText::new(crate::text::egui_fonts::name(&pl.name)).strong());
        // How the name is read, for every list by name (kanji have no one
        // reading).
        ui.label(t!(GridReading));
        if let Some(reading) = text_field_ui(
            ui,
            drafts,
            DraftKey::Reading(p.0),
            pl.reading.as_deref().unwrap_or_default(),
            &t!(GridReadingOf, short = short),
            150.0,
        ) {
            out.edit(Edit::SetReading(p, reading));
        }
        ui.separator();
        // The age division, where the game plays in them; fixed once cut.
        if shows_divisions(doc) {
            ui.label(t!(GridDivision));
            ui.horizontal(|ui| {
                let lang = crate::text::i18n::current();
                for d in crate::model::Division::ALL {
                    let name = crate::text::i18n::say_in(lang, &d.said());
                    let on = pl.ranked_in() == d;
                    let b = ui
                        .add_enabled(doc.event.cut.is_none(), egui::Button::selectable(on, name))
                        .on_hover_text(t!(GridDivisionOf, short = short));
                    if b.clicked() && pl.division != Some(d) {
                        out.edit(Edit::SetDivision(p, Some(d)));
                    }
                }
            });
            ui.separator();
        }
        // Out before round 1, in every kind of event: round 1, paired
        // with them, then waits for Re-pair or Keep.
        let came = crate::engine::night::played_round(&doc.event, p).is_some();
        if pl.dropped_after != Some(0)
            && !came
            && ui
                .button(t!(GridNoShow))
                .on_hover_text(t!(GridNoShowHover))
                .clicked()
        {
            out.edit(Edit::SetDropped(p, Some(0)));
        }
        for r in 1..=rounds {
            if ui.button(t!(GridDropAfterRoundR, r = r)).clicked() {
                out.edit(Edit::SetDropped(p, Some(r)));
            }
        }
        if pl.dropped_after.is_some() && ui.button(t!(GridCancelTheDrop)).clicked() {
            out.edit(Edit::SetDropped(p, None));
        }
        let dq = if pl.disqualified {
            t!(GridLiftTheDisqualification)
        } else {
            t!(GridDisqualify)
        };
        if ui.button(dq).clicked() {
            out.edit(Edit::SetDisqualified(p, !pl.disqualified));
        }
    });
    menu.response
        .accessible_name(t!(GridActionsForShort, short = short))
        .on_hover_text(t!(GridDropOrDisqualify));
}

/// A player's deck and first pick, in a draft's grid.
fn draft_fields_ui(
    ui: &mut Ui,
    drafts: &mut Drafts,
    out: &CommandSender,
    p: PlayerId,
    pl: &crate::model::Player,
    short: &str,
) {
    if let Some(deck) = text_field_ui(
        ui,
        drafts,
        DraftKey::Deck(p.0),
        &pl.deck,
        &t!(GridDeckOfShort, short = short),
        80.0,
    ) {
        out.edit(Edit::SetDeck(p, deck));
    }
    if let Some(pick) = text_field_ui(
        ui,
        drafts,
        DraftKey::FirstPick(p.0),
        &pl.first_pick,
        &t!(GridFirstPickOfShort, short = short),
        130.0,
    ) {
        out.edit(Edit::SetFirstPick(p, pick));
    }
}
