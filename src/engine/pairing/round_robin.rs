//! Round robins for 3 to 16 players, single or double (docs/rules.md §5).
//!
//! Players are placed by sheet number. Seven players use the paper's own
//! schedule ([`Template::RoundRobin7`]); other counts use the circle method:
//! place 1 stays, the others turn one place a round, and an odd count adds a
//! bye seat. A double round robin plays the schedule twice. A player who
//! dropped (or was disqualified, or has not joined yet) leaves their
//! scheduled opponent a bye.

use super::outcome::{Pairing, PairingError, first_unfinished};
use super::templates::Source;
use crate::model::{Event, Match, PlayerId, Template};

/// The fewest and most players of a round robin.
pub const SIZES: std::ops::RangeInclusive<usize> = 3..=16;

/// The schedule by place (0-based positions in number order): per round,
/// the pairs, `None` for the bye seat.
pub fn schedule(players: usize, double: bool) -> Vec<Vec<(usize, Option<usize>)>> {
    let single: Vec<Vec<(usize, Option<usize>)>> = if players == 7 {
        (1..=7)
            .map(|r| {
                Template::RoundRobin7
                    .round_slots(r)
                    .filter_map(|s| match (s.a, s.b) {
                        (Source::Number(a), Source::Number(b)) => {
                            Some((a as usize - 1, Some(b as usize - 1)))
                        }
                        (Source::Number(a), _) => Some((a as usize - 1, None)),
                        _ => None,
                    })
                    .collect()
            })
            .collect()
    } else {
        circle(players)
    };
    let mut all = single.clone();
    if double {
        all.extend(
            single
                .into_iter()
                .map(|r| r.into_iter().map(|(a, b)| swap_sides(a, b)).collect()),
        );
    }
    all
}

fn swap_sides(a: usize, b: Option<usize>) -> (usize, Option<usize>) {
    match b {
        Some(b) => (b, Some(a)),
        None => (a, None),
    }
}

/// The circle method: `n - 1` rounds (n even) or `n` rounds (n odd).
fn circle(n: usize) -> Vec<Vec<(usize, Option<usize>)>> {
    let m = n + n % 2;
    let mut ring: Vec<usize> = (1..m).collect();
    let mut rounds = Vec::with_capacity(m - 1);
    for _ in 0..m - 1 {
        let seats: Vec<usize> = std::iter::once(0).chain(ring.iter().copied()).collect();
        let round = (0..m / 2)
            .map(|i| (seats[i], seats[m - 1 - i]))
            .map(|(a, b)| match (a < n, b < n) {
                (true, true) => (a, Some(b)),
                (true, false) => (a, None),
                _ => (b, None),
            })
            .collect();
        rounds.push(round);
        ring.rotate_right(1);
    }
    rounds
}

/// The next round of a round robin.
pub fn next_round(event: &Event, double: bool) -> Result<Pairing, PairingError> {
    let n = event.players.len();
    if !SIZES.contains(&n) {
        return Err(PairingError::RoundRobinSize { players: n });
    }
    if let Some((round, missing)) = first_unfinished(event) {
        return Err(PairingError::NotFinished { round, missing });
    }
    let plan = schedule(n, double);
    let played = event.rounds.len();
    if played >= plan.len() {
        return Err(PairingError::Over {
            rounds: plan.len() as u32,
        });
    }
    let round = played as u32 + 1;
    let mut by_number: Vec<PlayerId> = (0..n).map(PlayerId).collect();
    by_number.sort_by_key(|&p| (event.player(p).number, p));
    let active = |p: PlayerId| event.player(p).active_in(round);
    let mut matches = Vec::new();
    let mut reasons = vec![if n == 7 {
        crate::said!(RoundRobinSheetRound, round = round)
    } else {
        crate::said!(RoundRobinRound, round = round, players = n)
    }];
    for &(a, b) in &plan[played] {
        let pa = by_number[a];
        let pb = b.map(|b| by_number[b]);
        match (active(pa), pb.map(active)) {
            (true, Some(true) | None) => matches.push(Match {
                b: pb,
                ..Match::bye(pa)
            }),
            (true, Some(false)) => {
                matches.push(Match::bye(pa));
                if let Some(q) = pb {
                    reasons.push(bye_for_absent(event, pa, q));
                }
            }
            (false, Some(true)) => {
                if let Some(q) = pb {
                    matches.push(Match::bye(q));
                    reasons.push(bye_for_absent(event, q, pa));
                }
            }
            _ => {}
        }
    }
    Ok(Pairing {
        round,
        matches,
        reasons,
        flips_needed: Vec::new(),
    })
}

fn bye_for_absent(event: &Event, p: PlayerId, absent: PlayerId) -> crate::model::Said {
    crate::said!(
        ByeAbsentOpponent,
        name = event.player(p).name,
        absent = event.player(absent).name
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everyone_meets_everyone_once() {
        for n in SIZES {
            let plan = schedule(n, false);
            let mut met = vec![vec![0; n]; n];
            for round in &plan {
                let mut seen = vec![0; n];
                for &(a, b) in round {
                    seen[a] += 1;
                    if let Some(b) = b {
                        seen[b] += 1;
                        met[a][b] += 1;
                        met[b][a] += 1;
                    }
                }
                assert!(seen.iter().all(|&s| s == 1), "{n} players: {round:?}");
                assert!(round.iter().filter(|m| m.1.is_none()).count() == n % 2);
            }
            for (a, row) in met.iter().enumerate() {
                for (b, &k) in row.iter().enumerate() {
                    assert_eq!(k, usize::from(a != b), "{n} players: {a} v {b}");
                }
            }
            assert_eq!(schedule(n, true).len(), 2 * plan.len());
        }
    }
}
