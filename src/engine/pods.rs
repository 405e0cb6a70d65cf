//! Draft night: splitting a sign-up list into pods. Pure and deterministic:
//! the same names, preferred size and seed always give the same pods.
//!
//! The sizes: fewer than [`SPLIT_FROM`] drafters play as one pod. From
//! there on every pod has [`MIN_POD`] to [`MAX_POD`] players, the paper
//! sheets' sizes (7, 8, 10) are used wherever the count allows, and among
//! the splits that do, the one closest to the preferred size wins (the
//! smallest total distance from it, then the fewest pods of another size,
//! then the fewest pods). What each pod then plays is decided for the
//! night as a whole ([`night_plans`], in `pod_plan.rs`), so that its pods
//! play alike.

pub use crate::engine::pod_plan::{PodPlan, night_plans, plan_of};

use crate::engine::pairing::templates::Source;
use crate::engine::shuffle::shuffle;
use crate::model::{Event, Match, Player, PlayerId, Roll, RollKind, Structure, Template};

/// Below this many drafters there is one pod.
pub const SPLIT_FROM: usize = 12;
/// The smallest pod when the night is split.
pub const MIN_POD: usize = 6;
/// The largest pod when the night is split.
pub const MAX_POD: usize = 10;
/// The preferred pod size unless the owner picks another.
pub const DEFAULT_SIZE: usize = 8;

/// Why pods could not be proposed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PodError {
    /// An empty sign-up list.
    NoPlayers,
    /// A preferred size outside 6-10.
    BadSize(usize),
}

impl PodError {
    /// Why, as data (said in a face's language by its `Display`).
    pub fn said(&self) -> crate::model::Said {
        match self {
            PodError::NoPlayers => crate::said!(PodsNoPlayers),
            PodError::BadSize(size) => {
                crate::said!(PodsBadSize, min = MIN_POD, max = MAX_POD, size = size)
            }
        }
    }
}

impl std::fmt::Display for PodError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for PodError {}

/// The paper sheet for a pod of `size` players, if there is one (the
/// 7-player sheet is played only in a night of sevens: [`night_plans`]).
pub fn sheet_for(size: usize) -> Option<Template> {
    match size {
        7 => Some(Template::RoundRobin7),
        8 => Some(Template::Swiss8),
        10 => Some(Template::Swiss10),
        _ => None,
    }
}

/// How a pod is paired, in a few words: "8-player Swiss sheet", "Swiss".
pub fn format_label(plan: &PodPlan) -> crate::model::Said {
    match plan.sheet() {
        Some(Template::RoundRobin7) => crate::said!(PodFormatRoundRobin7),
        Some(Template::Swiss8) => crate::said!(PodFormatSwiss8),
        Some(Template::Swiss10) => crate::said!(PodFormatSwiss10),
        _ => crate::said!(PodFormatSwiss),
    }
}

/// What a pod plays, as the night's preview and the pods' lists say it:
/// "8-player Swiss sheet, best of 3, 3 rounds of 50 minutes".
pub fn plan_label(plan: &PodPlan) -> crate::model::Said {
    crate::said!(
        PodPlays,
        format = format_label(plan),
        games = u8::from(plan.best_of),
        rounds = plan.rounds,
        minutes = plan.minutes
    )
}

/// The pod sizes for `count` drafters, smallest first.
pub fn pod_sizes(count: usize, preferred: usize) -> Result<Vec<usize>, PodError> {
    if !(MIN_POD..=MAX_POD).contains(&preferred) {
        return Err(PodError::BadSize(preferred));
    }
    if count == 0 {
        return Err(PodError::NoPlayers);
    }
    if count < SPLIT_FROM {
        return Ok(vec![count]);
    }
    // Cheapest split by dynamic programming over the number of drafters
    // seated so far. Costs are added per pod and compared in order:
    // (pods without a paper sheet, distance from the preferred size, pods
    // of another size, pods). Lexicographic order is kept by addition, so
    // the cheapest split of `n` extends a cheapest split of `n - size`.
    type Cost = (usize, usize, usize, usize);
    let pod_cost = |size: usize| -> Cost {
        (
            usize::from(sheet_for(size).is_none()),
            size.abs_diff(preferred),
            usize::from(size != preferred),
            1,
        )
    };
    let mut best: Vec<Option<(Cost, usize)>> = vec![None; count + 1];
    best[0] = Some(((0, 0, 0, 0), 0));
    for n in MIN_POD..=count {
        for size in MIN_POD..=MAX_POD.min(n) {
            let Some((c, _)) = best[n - size] else {
                continue;
            };
            let p = pod_cost(size);
            let cost = (c.0 + p.0, c.1 + p.1, c.2 + p.2, c.3 + p.3);
            if best[n].is_none_or(|(b, _)| cost < b) {
                best[n] = Some((cost, size));
            }
        }
    }
    let mut sizes = Vec::new();
    let mut n = count;
    while n > 0 {
        // Every count from 12 up is a sum of sizes 6-10, so the walk back
        // always finds a step; the guard only keeps it finite.
        let Some((_, size)) = best[n] else {
            return Ok(vec![count]);
        };
        sizes.push(size);
        n -= size;
    }
    sizes.sort_unstable();
    Ok(sizes)
}

/// Splits `count` drafters (by their place in the sign-up list) into pods:
/// the list is shuffled with `seed`, then dealt out pod by pod; each pod's
/// list is in seat order (seat 1 first).
pub fn split(count: usize, preferred: usize, seed: u64) -> Result<Vec<Vec<usize>>, PodError> {
    let sizes = pod_sizes(count, preferred)?;
    let mut order: Vec<usize> = (0..count).collect();
    shuffle(&mut order, seed);
    let mut rest = order.as_slice();
    Ok(sizes
        .iter()
        .map(|&size| {
            let (pod, tail) = rest.split_at(size);
            rest = tail;
            pod.to_vec()
        })
        .collect())
}

/// A pod's event before round 1: `players` in seat order get seats and
/// numbers 1..k, it plays `plan` (the night's, [`night_plans`]), the
/// seating is stored as a roll made at `made_at`, and a paper sheet gets
/// its round-1 boxes. Swiss pods get round 1 from the pairing engine,
/// across the table by seat.
pub fn pod_event(name: &str, players: Vec<Player>, plan: &PodPlan, made_at: &str) -> Event {
    let mut event = Event::new(
        name,
        plan.structure.clone(),
        plan.best_of,
        plan.rules.clone(),
    );
    event.players = players
        .into_iter()
        .enumerate()
        .map(|(i, p)| Player {
            number: i as u32 + 1,
            seat: Some(i as u32 + 1),
            dropped_after: None,
            disqualified: false,
            joined_round: None,
            ..p
        })
        .collect();
    event.rolls.push(Roll {
        made_at: made_at.to_string(),
        what: RollKind::Seating {
            order: (0..event.players.len()).map(PlayerId).collect(),
        },
    });
    if let Structure::Pod { template } = event.structure {
        let matches = round_one(template);
        event
            .rounds
            .push(crate::engine::pairing::basis::stamped(&event, 1, matches));
    } else {
        let adv = crate::engine::pairing::advance(&event);
        event.rounds = adv.rounds;
    }
    event
}

/// Round 1's boxes of a paper sheet, by player number.
fn round_one(template: Template) -> Vec<Match> {
    let by_number = |n: u32| PlayerId(n as usize - 1);
    template
        .round_slots(1)
        .filter_map(|slot| {
            let Source::Number(a) = slot.a else {
                return None;
            };
            let mut m = match slot.b {
                Source::Number(b) => Match::new(by_number(a), by_number(b)),
                _ => Match::bye(by_number(a)),
            };
            m.label = slot.label.map(String::from);
            Some(m)
        })
        .collect()
}

/// Whether a pod is still before round 1: no result entered yet, so its
/// players can still move (the pod is then dealt again).
pub fn before_round_one(event: &Event) -> bool {
    event
        .rounds
        .iter()
        .flat_map(|r| &r.matches)
        .all(|m| m.b.is_none() || m.result().is_none())
}

/// Whether `event` is a pod as the night dealt it, so that it may be
/// dealt again when its players change: a plan the night deals its size
/// (sheet, rules, best-of), its rounds exactly what dealing pairs (round 1
/// by seat, nothing after), no result, no drop, disqualification or late
/// entry, no choice of the owner's stored. Any other event — a Swiss added
/// beside the pods, one opened from a file, a pod re-paired or changed by
/// hand — keeps its rounds and seating: a no-show there is dropped before
/// round 1 instead (docs/rules.md §6).
pub fn as_dealt(event: &Event) -> bool {
    let n = event.players.len();
    // Dealing makes no larger pod; a larger event is never re-paired here.
    if n == 0 || n > MAX_POD.max(SPLIT_FROM - 1) {
        return false;
    }
    // A plan the night deals a pod of this size: the 7-player sheet in a
    // night of sevens, else three Swiss rounds (its sheet for 8 or 10).
    let plans = [night_plans(&[n]), night_plans(&[n, n + 1])];
    let Some(plan) = plans.iter().flatten().find(|p| p.fits(event)) else {
        return false;
    };
    if event.cut.is_some() || !before_round_one(event) {
        return false;
    }
    let untouched = |p: &Player, i: usize| {
        p.dropped_after.is_none()
            && !p.disqualified
            && p.joined_round.is_none()
            && p.number == i as u32 + 1
            && p.seat == Some(i as u32 + 1)
    };
    if !event
        .players
        .iter()
        .enumerate()
        .all(|(i, p)| untouched(p, i))
    {
        return false;
    }
    // Who plays whom at which table, as dealt: a report code, extra time
    // or an empty 0-0-0 typed since changes no pairing.
    let pairing = |m: &Match| (m.label.clone(), m.a, m.b, m.result(), m.manual);
    let dealt = pod_event(&event.name, event.players.clone(), plan, "");
    event.rounds.len() == dealt.rounds.len()
        && event.rounds.iter().zip(&dealt.rounds).all(|(now, then)| {
            now.changes.is_empty()
                && now.matches.len() == then.matches.len()
                && now
                    .matches
                    .iter()
                    .map(pairing)
                    .eq(then.matches.iter().map(pairing))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_nights_are_one_pod() {
        for n in 1..SPLIT_FROM {
            assert_eq!(pod_sizes(n, 8), Ok(vec![n]));
        }
    }

    #[test]
    fn the_issue_examples() {
        assert_eq!(pod_sizes(23, 8), Ok(vec![7, 8, 8]));
        assert_eq!(pod_sizes(24, 8), Ok(vec![8, 8, 8]));
        assert_eq!(pod_sizes(12, 8), Ok(vec![6, 6]));
        assert_eq!(pod_sizes(19, 8), Ok(vec![9, 10]));
        assert_eq!(pod_sizes(30, 8), Ok(vec![7, 7, 8, 8]));
        assert_eq!(pod_sizes(30, 10), Ok(vec![10, 10, 10]));
    }

    #[test]
    fn bad_input_is_refused() {
        assert_eq!(pod_sizes(0, 8), Err(PodError::NoPlayers));
        assert_eq!(pod_sizes(20, 5), Err(PodError::BadSize(5)));
        assert_eq!(pod_sizes(20, 11), Err(PodError::BadSize(11)));
    }

    #[test]
    fn a_seed_always_gives_the_same_pods_and_another_seed_others() {
        let a = split(23, 8, 42).unwrap();
        assert_eq!(a, split(23, 8, 42).unwrap());
        assert_ne!(a, split(23, 8, 43).unwrap());
    }

    #[test]
    fn a_pod_event_has_seats_a_roll_and_round_one() {
        let players = (0..8).map(|i| Player::named(format!("P{i}"), 99)).collect();
        let plan = &night_plans(&[8])[0];
        let e = pod_event("Pod 1", players, plan, "2026-01-01T00:00:00Z");
        assert_eq!(
            e.structure,
            Structure::Pod {
                template: Template::Swiss8
            }
        );
        let seats: Vec<_> = e.players.iter().map(|p| (p.number, p.seat)).collect();
        assert_eq!(seats[7], (8, Some(8)));
        assert_eq!(e.rounds.len(), 1);
        assert_eq!(e.rounds[0].matches.len(), 4);
        assert!(matches!(e.rolls[0].what, RollKind::Seating { .. }));
        assert!(before_round_one(&e));
    }
}
