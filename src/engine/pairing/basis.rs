//! What a round is paired from ([`PairedFrom`], docs/rules.md §6): taken
//! when the engine pairs a round, compared with the event later to find
//! what changed since ([`causes_in`]).

use crate::model::{Cause, Event, Match, PairedFrom, PlayerId, Round, Seen};

/// A match as a pairing sees it: a bye, its result, or nothing yet.
pub fn seen(m: &Match) -> Seen {
    match m.b {
        None => Seen::Bye,
        Some(_) => m.result().map_or(Seen::Nothing, Seen::Score),
    }
}

/// What round `round` (1-based) is paired from now: the results of the
/// rounds before it and the players to pair in it.
pub fn basis(event: &Event, round: u32) -> PairedFrom {
    let before = (round as usize).saturating_sub(1).min(event.rounds.len());
    PairedFrom {
        results: event.rounds[..before]
            .iter()
            .map(|r| r.matches.iter().map(seen).collect())
            .collect(),
        pairings: event.rounds[..before]
            .iter()
            .map(|r| fingerprint(&r.matches))
            .collect(),
        players: (0..event.players.len())
            .map(PlayerId)
            .filter(|&p| event.player(p).active_in(round))
            .collect(),
    }
}

/// Who plays whom in `matches`, as 16 hex digits (FNV-1a, 64 bits): the
/// same on every machine, so a file's fingerprints stay true.
pub fn fingerprint(matches: &[Match]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |x: u64| {
        for b in x.to_le_bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    for m in matches {
        eat(m.a.0 as u64);
        eat(m.b.map_or(u64::MAX, |b| b.0 as u64));
    }
    format!("{h:016x}")
}

/// `old` brought up to `now` where it knew nothing yet: results that were
/// not in are taken from `now`, results that were in stay as they were
/// (a later correction must still show), and the players are `now`'s. For
/// sheets whose boxes are paired one by one as results arrive.
pub fn extend(old: &PairedFrom, now: &PairedFrom) -> PairedFrom {
    let results = now
        .results
        .iter()
        .enumerate()
        .map(|(r, now_round)| {
            now_round
                .iter()
                .enumerate()
                .map(|(i, &n)| match old.results.get(r).and_then(|x| x.get(i)) {
                    Some(Seen::Nothing) | None => n,
                    Some(&o) => o,
                })
                .collect()
        })
        .collect();
    PairedFrom {
        results,
        // A sheet's earlier rounds grow box by box: who plays whom there
        // is kept as it is now.
        pairings: now.pairings.clone(),
        players: now.players.clone(),
    }
}

/// What changed since round `round` of `event` was paired from `then`,
/// read in place (a large Swiss checks every round on every edit). On a
/// bracket sheet a result arriving is no change (the sheet pairs its boxes
/// one by one as results arrive); any other
/// round was paired from complete rounds, so anything new in them is.
pub fn causes_in(then: &PairedFrom, event: &Event, round: u32) -> Vec<Cause> {
    let result = |r: usize, i: usize| {
        event
            .rounds
            .get(r)
            .and_then(|x| x.matches.get(i))
            .map_or(Seen::Nothing, seen)
    };
    let players = (0..event.players.len())
        .map(PlayerId)
        .filter(|&p| event.player(p).active_in(round));
    let sheet = matches!(
        &event.structure,
        crate::model::Structure::Pod { template } if !template.is_round_robin()
    );
    let mut out = Vec::new();
    if !sheet {
        // An earlier round paired again: who plays whom changed there.
        for (r, fp) in then.pairings.iter().enumerate() {
            let now = event.rounds.get(r).map(|x| fingerprint(&x.matches));
            if now.as_ref() != Some(fp) {
                out.push(Cause::Repaired {
                    round: r as u32 + 1,
                });
            }
        }
    }
    out.extend(diff(then, &result, players, sheet));
    if !sheet {
        // Matches added to a round it was paired from since.
        for (r, old_round) in then.results.iter().enumerate() {
            let now_len = event.rounds.get(r).map_or(0, |x| x.matches.len());
            for i in old_round.len()..now_len {
                out.push(Cause::Result {
                    round: r as u32 + 1,
                    index: i,
                    from: Seen::Nothing,
                    to: result(r, i),
                });
            }
        }
    }
    out
}

fn diff(
    then: &PairedFrom,
    now: &dyn Fn(usize, usize) -> Seen,
    players: impl Iterator<Item = PlayerId>,
    arrivals_are_no_change: bool,
) -> Vec<Cause> {
    let mut out = Vec::new();
    for (r, old_round) in then.results.iter().enumerate() {
        for (i, &from) in old_round.iter().enumerate() {
            let to = now(r, i);
            let arrival = from == Seen::Nothing && arrivals_are_no_change;
            if !arrival && from != to {
                out.push(Cause::Result {
                    round: r as u32 + 1,
                    index: i,
                    from,
                    to,
                });
            }
        }
    }
    let (mut a, mut b) = (then.players.iter().copied().peekable(), players.peekable());
    // Both lists are in entry order: a merge finds who left and who came.
    loop {
        match (a.peek().copied(), b.peek().copied()) {
            (Some(x), Some(y)) if x == y => {
                a.next();
                b.next();
            }
            (Some(x), Some(y)) if x < y => {
                out.push(Cause::Left { player: x });
                a.next();
            }
            (Some(x), None) => {
                out.push(Cause::Left { player: x });
                a.next();
            }
            (_, Some(y)) => {
                out.push(Cause::Came { player: y });
                b.next();
            }
            (None, None) => break,
        }
    }
    out
}

/// `matches` as round `round` of `event`, with what it is paired from.
pub fn stamped(event: &Event, round: u32, matches: Vec<Match>) -> Round {
    Round {
        matches,
        paired_from: Some(basis(event, round)),
        changes: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::GameScore;

    /// What changed between what a bracket sheet's round was paired from
    /// (`then`) and `now`: the comparison [`causes_in`] makes in place.
    fn causes(then: &PairedFrom, now: &PairedFrom) -> Vec<Cause> {
        let result = |r: usize, i: usize| {
            now.results
                .get(r)
                .and_then(|x| x.get(i))
                .copied()
                .unwrap_or_default()
        };
        diff(then, &result, now.players.iter().copied(), true)
    }

    fn pf(results: Vec<Vec<Seen>>, players: &[usize]) -> PairedFrom {
        PairedFrom {
            results,
            pairings: Vec::new(),
            players: players.iter().map(|&p| PlayerId(p)).collect(),
        }
    }

    const W: Seen = Seen::Score(GameScore::new(2, 1, 0));
    const L: Seen = Seen::Score(GameScore::new(1, 2, 0));

    #[test]
    fn a_changed_or_cleared_result_is_a_cause_an_arrival_is_not() {
        let then = pf(vec![vec![W, Seen::Nothing, W]], &[0, 1, 2]);
        let now = pf(vec![vec![L, W, Seen::Nothing]], &[0, 1, 2]);
        assert_eq!(
            causes(&then, &now),
            [
                Cause::Result {
                    round: 1,
                    index: 0,
                    from: W,
                    to: L
                },
                Cause::Result {
                    round: 1,
                    index: 2,
                    from: W,
                    to: Seen::Nothing
                }
            ]
        );
        assert!(causes(&then, &then).is_empty());
    }

    #[test]
    fn players_who_left_and_came_are_found_by_merge() {
        let then = pf(vec![], &[0, 1, 3, 4]);
        let now = pf(vec![], &[0, 2, 3, 5]);
        assert_eq!(
            causes(&then, &now),
            [
                Cause::Left {
                    player: PlayerId(1)
                },
                Cause::Came {
                    player: PlayerId(2)
                },
                Cause::Left {
                    player: PlayerId(4)
                },
                Cause::Came {
                    player: PlayerId(5)
                },
            ]
        );
    }

    #[test]
    fn extending_keeps_what_was_known_and_fills_what_was_not() {
        let old = pf(vec![vec![W, Seen::Nothing]], &[0, 1]);
        let now = pf(vec![vec![L, W, W]], &[0, 1, 2]);
        let ext = extend(&old, &now);
        assert_eq!(ext.results, vec![vec![W, W, W]]);
        assert_eq!(ext.players, now.players);
        // The correction of the first result still shows.
        assert_eq!(causes(&ext, &now).len(), 1);
    }
}
