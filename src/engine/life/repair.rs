//! How a stale round is paired again (docs/rules.md §6), for
//! [`super::act::repair`] and for the notice that offers it
//! ([`super::StaleRound::repair`]). The matches with a result stand, and
//! no player is ever in two matches of the round:
//!
//! - On a paper sheet whose played boxes still fit the sheet, the round is
//!   the sheet's boxes as the results now decide them: a box whose players
//!   are not known yet (it waits on a box without a result) is not paired,
//!   and the routing adds it once they are, as it does any box.
//! - Otherwise (Swiss, round robin, a sheet paired by records, or a
//!   sheet whose played boxes no longer fit it) the players without a
//!   result are paired by records among themselves: the fresh pairing's
//!   matches where they fit, the rest by the Swiss pairer, or all of them
//!   by the Swiss pairer when that repeats fewer matches or byes. A sheet
//!   round paired so is by records from then on (the routing sees its
//!   numbered tables), and it waits until every box before it is decided.
//!
//! Matches whose players are the same as before keep everything (table,
//! report code, extra time); the others keep no report code, so fresh ones
//! are given, and take tables no other match of the round holds, inside
//! the event's run ([`crate::engine::pairing::tables`]).

use super::fresh::fresh_round;
use crate::engine::pairing::{routing, swiss, tables};
use crate::model::{Event, Match, PlayerId, Round, Said, Structure, Template};
use crate::said;

/// A round paired again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// The round's matches, in order.
    pub matches: Vec<Match>,
    /// For each match, its index in the round before (`None`: a new match,
    /// whose players changed).
    pub was: Vec<Option<usize>>,
}

impl Plan {
    /// The matches whose players changed (indexes into `matches`).
    pub fn changed(&self) -> Vec<usize> {
        (0..self.matches.len())
            .filter(|&i| self.was[i].is_none() && self.matches[i].b.is_some())
            .collect()
    }
}

/// Round `round` (1-based, stale) as it would be paired again now, or why
/// it cannot be.
pub fn plan(event: &Event, round: u32) -> Result<Plan, Said> {
    let Some(old) = event.rounds.get(round as usize - 1) else {
        return Err(said!(LifeNotStale, round = round));
    };
    if event.is_playoff_round(round)
        && let Some(waits) = bracket_waits(event, round)
    {
        return Err(waits);
    }
    let fresh = fresh_round(event, round).map_err(|e| e.said())?;
    let played: Vec<bool> = old
        .matches
        .iter()
        .map(|m| m.b.is_some() && m.result().is_some())
        .collect();
    if event.is_playoff_round(round) {
        return bracket_boxes(event, round, old, &played, &fresh);
    }
    if let Some(template) = on_sheet(event, round) {
        let fit = old
            .matches
            .iter()
            .zip(&played)
            .filter(|(_, p)| **p)
            .all(|(m, _)| in_fresh(fresh.as_slice(), m));
        if fit {
            return Ok(sheet_boxes(event, old, &played, &fresh));
        }
        sheet_complete(event, template, round, &fresh)?;
    }
    by_records(event, round, old, &played, &fresh)
}

/// The sheet of an event whose round `round` the sheet's routing pairs
/// (not by records), if it is one.
fn on_sheet(event: &Event, round: u32) -> Option<Template> {
    let Structure::Pod { template } = event.structure else {
        return None;
    };
    if template.is_round_robin() || event.cut.is_some() {
        return None;
    }
    let prefix = Event {
        rounds: event.rounds[..round as usize - 1].to_vec(),
        ..event.clone()
    };
    match routing::records_from(&prefix, template) {
        Some(f) if f <= round => None,
        _ => Some(template),
    }
}

/// A playoff round paired again is its bracket's boxes as the results now
/// decide them, never a Swiss pairing of everyone left. A box with a
/// result whose players the bracket no longer sends there stops it,
/// naming the box (a box before it without a winner: [`bracket_waits`]).
fn bracket_boxes(
    event: &Event,
    round: u32,
    old: &Round,
    played: &[bool],
    fresh: &[Match],
) -> Result<Plan, Said> {
    let place = |r: u32, i: usize, m: &Match| crate::engine::validate::match_place(event, r, i, m);
    for (i, m) in old.matches.iter().enumerate() {
        let fits = in_fresh(fresh, m);
        if played[i] && !fits {
            return Err(said!(LifePlayoffBoxPlayed, place = place(round, i, m)));
        }
    }
    Ok(sheet_boxes(event, old, played, fresh))
}

/// The first playoff box before round `round` without a winner: the
/// bracket waits for it (named by its box, never a round number).
pub(super) fn bracket_waits(event: &Event, round: u32) -> Option<Said> {
    let after = event.cut.as_ref()?.after_round;
    (after + 1..round).find_map(|r| {
        let ms = &event.rounds.get(r as usize - 1)?.matches;
        let (i, m) = ms
            .iter()
            .enumerate()
            .find(|(_, m)| m.b.is_some() && m.winner().is_none())?;
        let place = crate::engine::validate::match_place(event, r, i, m);
        Some(said!(LifePlayoffWaits, place = place))
    })
}

/// Whether a playoff round's players are still the ones its bracket sends
/// to each box (what keeping it as paired needs).
pub(super) fn bracket_fits(event: &Event, round: u32) -> bool {
    let (Some(old), Ok(fresh)) = (
        event.rounds.get(round as usize - 1),
        fresh_round(event, round),
    ) else {
        return false;
    };
    old.matches.iter().all(|m| in_fresh(&fresh, m))
}

/// Whether the fresh pairing has `m` in its place: the same box (label)
/// with the same players.
fn in_fresh(fresh: &[Match], m: &Match) -> bool {
    fresh.iter().any(|f| f.label == m.label && key(f) == key(m))
}

/// A match as an unordered pair (a bye as the player alone).
fn key(m: &Match) -> (PlayerId, Option<PlayerId>) {
    match m.b {
        Some(b) if b < m.a => (b, Some(m.a)),
        b => (m.a, b),
    }
}

/// The sheet's boxes as the results now decide them, in the places the
/// round's matches had (so the indexes coin flips name do not move).
fn sheet_boxes(event: &Event, old: &Round, played: &[bool], fresh: &[Match]) -> Plan {
    let mut pool: Vec<Match> = fresh.to_vec();
    let slots: Vec<(Option<Match>, Option<usize>)> = old
        .matches
        .iter()
        .enumerate()
        .map(|(i, m)| {
            // An open match whose players the sheet pairs again keeps
            // itself (codes, extra time) wherever the sheet now puts it
            // (a round once paired by records, back on its boxes).
            let same = (!played[i])
                .then(|| pool.iter().position(|f| key(f) == key(m)))
                .flatten();
            let at = same.or_else(|| pool.iter().position(|f| f.label == m.label));
            let f = at.map(|k| pool.remove(k));
            match f {
                _ if played[i] => (Some(m.clone()), Some(i)),
                Some(f) if key(&f) == key(m) => {
                    let mut kept = m.clone();
                    kept.label = f.label;
                    (Some(kept), Some(i))
                }
                Some(f) => (Some(f), None),
                // Its players are not known now: the box waits.
                None => (None, None),
            }
        })
        .collect();
    place(event, slots, pool)
}

/// Fills the holes of `slots` with `pool`'s matches in order, then adds
/// the rest after; holes left are taken out. The new matches get free
/// tables.
fn place(event: &Event, slots: Vec<(Option<Match>, Option<usize>)>, pool: Vec<Match>) -> Plan {
    let mut pool = pool.into_iter();
    let mut matches = Vec::new();
    let mut was = Vec::new();
    for (m, w) in slots {
        match m {
            Some(m) => {
                matches.push(m);
                was.push(w);
            }
            None => {
                if let Some(m) = pool.next() {
                    matches.push(m);
                    was.push(None);
                }
            }
        }
    }
    for m in pool {
        matches.push(m);
        was.push(None);
    }
    let fixed: Vec<bool> = was.iter().map(Option::is_some).collect();
    tables::label_free(event, &mut matches, &fixed);
    Plan { matches, was }
}

/// Off the sheet, a round is paired by records: from complete rounds,
/// every one of its boxes known. Why not yet, naming what it waits for.
fn sheet_complete(
    event: &Event,
    template: Template,
    round: u32,
    fresh: &[Match],
) -> Result<(), Said> {
    if fresh.len() >= template.round_slots(round).count() {
        return Ok(());
    }
    for (ri, r) in event.rounds[..round as usize - 1].iter().enumerate() {
        let at = ri as u32 + 1;
        for (i, m) in r.matches.iter().enumerate() {
            let place = || crate::engine::validate::match_place(event, at, i, m);
            if m.b.is_some() && m.result().is_none() {
                return Err(said!(LifeOffSheetWaits, place = place()));
            }
            if m.b.is_some()
                && m.result().is_some()
                && m.winner().is_none()
                && event.coin_flip(at, i).is_none()
            {
                return Err(said!(LifeOffSheetFlip, place = place()));
            }
        }
    }
    Err(said!(LifeOffSheetWaitsAll))
}

/// The players without a result paired by records among themselves.
fn by_records(
    event: &Event,
    round: u32,
    old: &Round,
    played: &[bool],
    fresh: &[Match],
) -> Result<Plan, Said> {
    let r = round as usize - 1;
    let prefix = Event {
        rounds: event.rounds[..r].to_vec(),
        ..event.clone()
    };
    let mut placed = vec![false; event.players.len()];
    let mark = |m: &Match, placed: &mut Vec<bool>| {
        for p in std::iter::once(m.a).chain(m.b) {
            if let Some(x) = placed.get_mut(p.0) {
                *x = true;
            }
        }
    };
    for (m, _) in old.matches.iter().zip(played).filter(|(_, p)| **p) {
        mark(m, &mut placed);
    }
    let active = |p: &PlayerId| event.player(*p).active_in(round);
    let rest: Vec<PlayerId> = (0..event.players.len())
        .map(PlayerId)
        .filter(|p| active(p) && !placed[p.0])
        .collect();
    // The fresh pairing's matches where they fit, the rest among themselves.
    let mut near: Vec<Match> = Vec::new();
    let mut taken = placed.clone();
    for m in fresh {
        let free = std::iter::once(m.a)
            .chain(m.b)
            .all(|p| active(&p) && !taken.get(p.0).copied().unwrap_or(true));
        if free {
            mark(m, &mut taken);
            near.push(m.clone());
        }
    }
    let left: Vec<PlayerId> = rest.iter().copied().filter(|p| !taken[p.0]).collect();
    if !left.is_empty() {
        let extra = swiss::pair_among(&prefix, round, &left).map_err(|e| e.said())?;
        near.extend(extra.matches);
    }
    let repeats = |ms: &[Match]| repeats(&prefix, ms);
    let chosen = if repeats(&near) > (0, 0) && !rest.is_empty() {
        let all = swiss::pair_among(&prefix, round, &rest).map_err(|e| e.said())?;
        if repeats(&all.matches) < repeats(&near) {
            all.matches
        } else {
            near
        }
    } else {
        near
    };
    let mut pool = chosen;
    let slots: Vec<(Option<Match>, Option<usize>)> = old
        .matches
        .iter()
        .enumerate()
        .map(|(i, m)| {
            if played[i] {
                // No longer the engine's fresh pairing: the owner's (like
                // a swap), also if its result is cleared later.
                let kept = Match {
                    manual: true,
                    ..m.clone()
                };
                return (Some(kept), Some(i));
            }
            match pool.iter().position(|c| key(c) == key(m)) {
                Some(k) => {
                    pool.remove(k);
                    (Some(m.clone()), Some(i))
                }
                None => (None, None),
            }
        })
        .collect();
    Ok(place(event, slots, pool))
}

/// Matches already played in the rounds before (rematches) and byes given
/// to a player who had one, in `matches`.
fn repeats(prefix: &Event, matches: &[Match]) -> (usize, usize) {
    let earlier = || prefix.rounds.iter().flat_map(|r| &r.matches);
    let rematches = matches
        .iter()
        .filter(|m| m.b.is_some() && earlier().any(|x| x.b.is_some() && key(x) == key(m)))
        .count();
    let byes = matches
        .iter()
        .filter(|m| m.b.is_none() && earlier().any(|x| x.b.is_none() && x.a == m.a))
        .count();
    (rematches, byes)
}
