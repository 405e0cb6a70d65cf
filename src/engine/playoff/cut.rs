//! Making the cut (docs/rules.md §5): the whole event's top 8, 4 or 2 of
//! the Swiss standings, or, where players play in age divisions (Pokémon,
//! §8), one bracket for each division that cuts, seeded from that
//! division's own standings. The seeds are kept as the cut was made.

use super::seed_order;
use crate::model::{Cut, Division, DivisionCut, Event, PlayerId, Round, Said, Structure};
use crate::said;

/// The seeds of an event's cut, seed 1 first: as stored when the cut was
/// made; in files from before seeds were kept, read off the playoff's
/// first round (its higher seed is `a`, in bracket order), else the top of
/// `ranked` (the Swiss order). A Swiss result changed after the cut never
/// moves a seed: a cut made from results that changed is *stale*
/// (`engine::life`), and the owner cuts again or keeps it. Empty for a cut
/// by division, whose seeds are each division's ([`DivisionCut::seeds`]).
pub fn seeds(event: &Event, ranked: &[PlayerId]) -> Vec<PlayerId> {
    let Some(cut) = event.cut.as_ref().filter(|c| !c.by_division()) else {
        return Vec::new();
    };
    let top = usize::from(cut.top);
    if cut.seeds.len() == top {
        return cut.seeds.clone();
    }
    if let Some(first) = event.rounds.get(cut.after_round as usize)
        && let Some(read) = seeds_read_off(top, first)
    {
        return read;
    }
    ranked.iter().take(top).copied().collect()
}

/// The seeds a playoff's first round shows, when it holds exactly the
/// bracket's matches in order with distinct players.
fn seeds_read_off(top: usize, first: &Round) -> Option<Vec<PlayerId>> {
    if ![8, 4, 2].contains(&top) || first.matches.len() != top / 2 {
        return None;
    }
    let order = seed_order(top);
    let mut seeds = vec![None; top];
    for (k, m) in first.matches.iter().enumerate() {
        seeds[order[2 * k] - 1] = Some(m.a);
        seeds[order[2 * k + 1] - 1] = Some(m.b?);
    }
    let seeds: Vec<PlayerId> = seeds.into_iter().collect::<Option<_>>()?;
    let mut distinct = seeds.clone();
    distinct.sort_unstable();
    distinct.dedup();
    (distinct.len() == top).then_some(seeds)
}

/// The players a cut after round `after_round` seeds, best first: the
/// Swiss order (`standings`), without players out of the playoff's first
/// round (dropped or disqualified).
pub fn cut_order(
    event: &Event,
    standings: &crate::engine::ranking::Standings,
    after_round: u32,
) -> Vec<PlayerId> {
    standings
        .order
        .iter()
        .copied()
        .filter(|&p| event.player(p).active_in(after_round + 1))
        .collect()
}

/// The players of `division` a cut after round `after_round` seeds, best
/// first: the division's own standings after the Swiss rounds, under the
/// event's preset ([`crate::engine::ranking::rank_division`]: every match
/// counts, opponents of other divisions included), without players out of
/// the playoff.
pub fn division_order(event: &Event, division: Division, after_round: u32) -> Vec<PlayerId> {
    let mut swiss = event.clone();
    swiss.cut = None;
    swiss.rounds.truncate(after_round as usize);
    let st = crate::engine::ranking::rank_division(&swiss, &swiss.rules.options(), division);
    cut_order(event, &st, after_round)
}

/// The cut to a top `top` after the event's last round, if it can be cut
/// now ([`can_cut`]): seeded by the Swiss standings under the event's
/// preset. An event whose players play in age divisions is cut by
/// division ([`cut_divisions_now`]) and refused here.
pub fn cut_now(event: &Event, top: u8) -> Result<Cut, Said> {
    can_cut(event, usize::from(top))?;
    // Players in age divisions are ranked apart, and so cut apart: one
    // bracket of them all would seed them from a ranking no face shows.
    if event.players.iter().any(|p| p.division.is_some()) {
        return Err(said!(CutNoDivision));
    }
    let st = crate::engine::ranking::rank(event, &event.rules.options());
    let order = cut_order(event, &st, event.rounds.len() as u32);
    if order.len() < usize::from(top) {
        return Err(said!(CutTooFew, top = top, players = order.len()));
    }
    Ok(make_cut(event, top, &order))
}

/// The cut to a top `top` after the event's last round, from `ranked`
/// (the Swiss standings, best first): its seeds and the Swiss results it
/// is made from kept, so a later change to them is found.
pub fn make_cut(event: &Event, top: u8, ranked: &[PlayerId]) -> Cut {
    let after_round = event.rounds.len() as u32;
    let mut cut = Cut::new(top, after_round);
    cut.seeds = ranked.iter().take(usize::from(top)).copied().collect();
    cut.paired_from = Some(crate::engine::pairing::basis::basis(event, after_round + 1));
    cut
}

/// The cut by age division after the event's last round: each division
/// of `tops` to its own top, seeded from its own standings
/// ([`division_order`]), if it can be cut now ([`can_cut_divisions`]).
/// A division left out plays no playoff.
pub fn cut_divisions_now(event: &Event, tops: &[(Division, u8)]) -> Result<Cut, Said> {
    can_cut_divisions(event, tops)?;
    let after_round = event.rounds.len() as u32;
    let mut divisions = Vec::new();
    for &(division, top) in tops {
        let order = division_order(event, division, after_round);
        if order.len() < usize::from(top) {
            return Err(division_too_few(division, top, order.len()));
        }
        divisions.push((division, top, order));
    }
    Ok(make_division_cut(event, &divisions))
}

/// The cut by age division after the event's last round: each division
/// with its top and its order (best first), youngest first.
pub fn make_division_cut(event: &Event, divisions: &[(Division, u8, Vec<PlayerId>)]) -> Cut {
    let after_round = event.rounds.len() as u32;
    let top = divisions.iter().map(|d| d.1).max().unwrap_or(2);
    let mut cut = Cut::new(top, after_round);
    let mut parts: Vec<DivisionCut> = divisions
        .iter()
        .map(|(division, top, order)| DivisionCut {
            division: *division,
            top: *top,
            seeds: order.iter().take(usize::from(*top)).copied().collect(),
        })
        .collect();
    parts.sort_by_key(|d| d.division);
    cut.divisions = parts;
    cut.paired_from = Some(crate::engine::pairing::basis::basis(event, after_round + 1));
    cut
}

/// "The masters have 6 players still in; a top 8 needs 8", as data.
fn division_too_few(division: Division, top: u8, players: usize) -> Said {
    said!(
        CutDivisionTooFew,
        division = division.said(),
        top = top,
        players = players
    )
}

/// Whether `event` can be cut to a top `top` now: a Swiss event, every
/// result of its rounds in, enough players, not cut yet. The refusal is
/// said as data.
pub fn can_cut(event: &Event, top: usize) -> Result<(), Said> {
    if let Some(c) = &event.cut {
        return Err(said!(CutAlready, top = c.top));
    }
    if !matches!(
        event.structure,
        Structure::Swiss { .. } | Structure::Results
    ) {
        return Err(said!(CutNotSwiss));
    }
    let players = event.players.iter().filter(|p| !p.disqualified).count();
    if players < top {
        return Err(said!(CutTooFew, top = top, players = players));
    }
    for (i, r) in event.rounds.iter().enumerate() {
        if r.matches
            .iter()
            .any(|m| m.b.is_some() && m.result().is_none())
        {
            return Err(said!(CutNotFinished, round = i + 1));
        }
    }
    Ok(())
}

/// Whether `event` can be cut by division to `tops` now: as [`can_cut`],
/// with at least one division, each once, each a top 8, 4 or 2, and each
/// with enough players still in.
pub fn can_cut_divisions(event: &Event, tops: &[(Division, u8)]) -> Result<(), Said> {
    can_cut(event, 2)?;
    if tops.is_empty() {
        return Err(said!(CutNoDivision));
    }
    let after_round = event.rounds.len() as u32;
    for (i, &(division, top)) in tops.iter().enumerate() {
        if ![8, 4, 2].contains(&top) {
            return Err(said!(PlayoffErrorSize, top = top));
        }
        if tops[..i].iter().any(|(d, _)| *d == division) {
            return Err(said!(CutNoDivision));
        }
        let players = event
            .players
            .iter()
            .filter(|p| p.ranked_in() == division && p.active_in(after_round + 1))
            .count();
        if players < usize::from(top) {
            return Err(division_too_few(division, top, players));
        }
    }
    Ok(())
}
