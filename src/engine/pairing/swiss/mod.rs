//! Swiss pairing for 2-4096 players (docs/rules.md §5, "Swiss for any number of
//! players").
//!
//! Round 1 goes across the table by seat (seat i v seat i + n/2; player
//! numbers when seats are missing) or at random from a stored seed. Later
//! rounds take the pairing of least total cost under [`CostModel`], whose
//! levels are strictly ordered — a rematch costs more than any number of
//! repeated byes, a repeated bye more than any bye placement, a bye placed
//! higher than needed more than any point gaps:
//!
//! | level | cost |
//! |---|---|
//! | rematch | [`REMATCH`] (2⁶⁴) × earlier meetings of the two |
//! | second bye | [`BYE_REPEAT`] (2⁵⁹) × byes the player already had |
//! | bye placement | [`BYE_RANK`] (2⁴⁶) × places above the lowest-ranked active player |
//! | point gap | [`GAP`] (2²³) × (match-point difference)² per pair |
//! | ranking distance | 1 × places between the two in the ranking (the last tie-break: top players meet each other, 1 v 2, 3 v 4 …) |
//!
//! Each level's largest possible total stays below one unit of the level
//! above for up to [`MAX_PLAYERS`] players (meetings and byes count up to
//! 15, point differences up to 60), so the order of the levels is strict.
//!
//! The optimum is found exactly by maximum-weight matching ([`solve`]).
//!
//! A game that pairs at random within equal points (Flesh and Blood,
//! docs/rules.md §8) keeps every level and replaces only the ranking by an
//! order shuffled from a seed stored for the round
//! ([`CostModel::shuffled`]): the pairs within a point group, the player
//! who goes down and whom they meet are then the shuffle's.

mod certify;
mod cost;
mod reasons;
mod solve;

pub use cost::{BYE_RANK, BYE_REPEAT, CostModel, GAP, MAX_PLAYERS, REMATCH};
pub use solve::{solve, solve_windowed};

use super::outcome::{Pairing, PairingError, first_unfinished};
use crate::engine::ranking::Standings;
use crate::model::{Event, FirstRound, Game, Match, PairingStyle, PlayerId, RollKind, Structure};

/// The usual number of Magic Swiss rounds for a player count
/// (docs/rules.md §5): the game table's ([`Game::shape`]).
pub fn default_rounds(players: usize) -> u32 {
    Game::Magic.shape(players).0.rounds
}

/// The usual number of Swiss rounds of the event's game for its players
/// (docs/rules.md §8).
pub fn rounds_for(event: &Event) -> u32 {
    event.rules.game().shape(event.players.len()).0.rounds
}

/// The stored seed for pairing round `round` at random, if one was made.
fn seed_for(event: &Event, round: u32) -> Option<u64> {
    event.rolls.iter().rev().find_map(|r| match r.what {
        RollKind::PairingSeed { round: rr, seed } if rr == round => Some(seed),
        _ => None,
    })
}

/// Whether the event's game pairs at random within equal points.
fn at_random(event: &Event) -> bool {
    event.rules.game().facts().pairing == PairingStyle::RandomWithinPoints
}

/// The next Swiss round; `total` rounds when the event has a limit.
pub fn next_round(event: &Event, total: Option<u32>) -> Result<Pairing, PairingError> {
    next_round_ranked(event, total, None)
}

/// [`next_round`] reusing a ranking of the event under its own preset
/// when the caller has one.
pub fn next_round_ranked(
    event: &Event,
    total: Option<u32>,
    standings: Option<&Standings>,
) -> Result<Pairing, PairingError> {
    if let Some((round, missing)) = first_unfinished(event) {
        return Err(PairingError::NotFinished { round, missing });
    }
    let played = event.rounds.len() as u32;
    if let Some(rounds) = total.filter(|&t| played >= t) {
        return Err(PairingError::Over { rounds });
    }
    pair_round_ranked(event, played + 1, standings)
}

/// Pairs round `round` by records from the event's rounds before it.
pub fn pair_round(event: &Event, round: u32) -> Result<Pairing, PairingError> {
    pair_round_ranked(event, round, None)
}

/// [`pair_round`] reusing a ranking of the event under its own preset
/// (`None`: rank here).
fn pair_round_ranked(
    event: &Event,
    round: u32,
    standings: Option<&Standings>,
) -> Result<Pairing, PairingError> {
    let active: Vec<PlayerId> = (0..event.players.len())
        .map(PlayerId)
        .filter(|&p| event.player(p).active_in(round))
        .collect();
    if active.len() < 2 {
        return Err(PairingError::TooFew {
            round,
            active: active.len(),
        });
    }
    if active.len() > MAX_PLAYERS {
        return Err(PairingError::TooMany {
            round,
            active: active.len(),
            max: MAX_PLAYERS,
        });
    }
    let nothing_played = event.rounds.iter().all(|r| r.matches.is_empty());
    if nothing_played {
        return first_round(event, round, active);
    }
    if at_random(event) {
        let seed = seed_for(event, round).ok_or(PairingError::SeedNeeded { round })?;
        let own;
        let st = match standings {
            Some(st) => st,
            None => {
                own = crate::engine::ranking::rank(event, &event.rules.options());
                &own
            }
        };
        let model = CostModel::shuffled(event, round, st, &|_| true, seed);
        let mut p = solved(event, round, &model);
        p.reasons.insert(
            0,
            crate::said!(
                PairRandomWithinPoints,
                round = round,
                seed = seed.to_string()
            ),
        );
        return Ok(p);
    }
    let model = match standings {
        Some(st) => CostModel::ranked(event, round, st),
        None => CostModel::new(event, round),
    };
    Ok(solved(event, round, &model))
}

/// The cheapest pairing under `model`, tables numbered, with its reasons.
fn solved(event: &Event, round: u32, model: &CostModel) -> Pairing {
    let pairs = solve(model);
    let reasons = reasons::explain(event, model, &pairs);
    Pairing {
        round,
        matches: number_tables(model, &pairs),
        reasons,
        flips_needed: Vec::new(),
    }
}

/// Round `round` for only the `players` given (each active in it), paired
/// among themselves by records from the event's rounds before it: a round
/// re-paired at its tables without a result (docs/rules.md §6).
pub fn pair_among(
    event: &Event,
    round: u32,
    players: &[PlayerId],
) -> Result<Pairing, PairingError> {
    if players.len() > MAX_PLAYERS {
        return Err(PairingError::TooMany {
            round,
            active: players.len(),
            max: MAX_PLAYERS,
        });
    }
    let st = crate::engine::ranking::rank(event, &event.rules.options());
    let mut wanted = vec![false; event.players.len()];
    for p in players {
        if let Some(w) = wanted.get_mut(p.0) {
            *w = true;
        }
    }
    let keep = |p: PlayerId| wanted[p.0];
    let model = match seed_for(event, round).filter(|_| at_random(event)) {
        Some(seed) => CostModel::shuffled(event, round, &st, &keep, seed),
        None => CostModel::among(event, round, &st, &keep),
    };
    Ok(solved(event, round, &model))
}

/// Matches in table order: best-ranked pair first, the bye last.
fn number_tables(model: &CostModel, pairs: &[(usize, Option<usize>)]) -> Vec<Match> {
    let mut sorted: Vec<(usize, Option<usize>)> = pairs
        .iter()
        .map(|&(a, b)| match b {
            Some(b) if b < a => (b, Some(a)),
            _ => (a, b),
        })
        .collect();
    sorted.sort_by_key(|&(a, b)| (b.is_none(), a));
    sorted
        .into_iter()
        .enumerate()
        .map(|(t, (a, b))| Match {
            label: Some((t + 1).to_string()),
            a: model.players[a],
            b: b.map(|b| model.players[b]),
            score: None,
            manual: false,
            code: None,
            codes: None,
            accepted: None,
            extra_minutes: 0,
        })
        .collect()
}

/// Round 1: across the table by seat, or at random from the stored seed.
fn first_round(
    event: &Event,
    round: u32,
    mut order: Vec<PlayerId>,
) -> Result<Pairing, PairingError> {
    // Flesh and Blood pairs round 1 at random too (everyone is on 0).
    let random = at_random(event)
        || matches!(
            event.structure,
            Structure::Swiss {
                first_round: FirstRound::Random,
                ..
            }
        );
    let mut reasons = Vec::new();
    if random {
        let seed = seed_for(event, round).ok_or(PairingError::SeedNeeded { round })?;
        crate::engine::shuffle::shuffle(&mut order, seed);
        reasons.push(crate::said!(
            PairRandom,
            round = round,
            seed = seed.to_string()
        ));
    } else {
        let by_seat = order.iter().all(|&p| event.player(p).seat.is_some());
        order.sort_by_key(|&p| {
            let pl = event.player(p);
            (if by_seat { pl.seat } else { Some(pl.number) }, p)
        });
        reasons.push(if by_seat {
            crate::said!(PairAcrossSeat, round = round)
        } else {
            crate::said!(PairAcrossNumber, round = round)
        });
    }
    let bye = (order.len() % 2 == 1).then(|| order.pop()).flatten();
    let half = order.len() / 2;
    let mut matches: Vec<Match> = (0..half)
        .map(|i| Match::new(order[i], order[i + half]))
        .collect();
    if let Some(p) = bye {
        matches.push(Match::bye(p));
        reasons.push(crate::said!(ByeOddLast, name = event.player(p).name));
    }
    for (t, m) in matches.iter_mut().enumerate() {
        m.label = Some((t + 1).to_string());
    }
    Ok(Pairing {
        round,
        matches,
        reasons,
        flips_needed: Vec::new(),
    })
}
