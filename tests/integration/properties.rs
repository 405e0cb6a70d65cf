//! Property tests over random events: the ranking is a permutation that
//! agrees with the step values, values do not depend on names or entry
//! order, and floors hold.

use crate::util::common;

use podsheet::engine::frac::Frac;
use podsheet::engine::ranking::{Standings, rank};
use podsheet::model::{
    BestOf, Event, GameScore, Match, Player, PlayerId, Preset, Round, Structure,
};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

const SCORES: [(u32, u32, u32); 9] = [
    (2, 0, 0),
    (2, 1, 0),
    (1, 2, 0),
    (0, 2, 0),
    (1, 1, 0),
    (1, 1, 1),
    (0, 0, 3),
    (1, 0, 1),
    (2, 0, 1),
];

/// A random Swiss-like event: random pairings, some byes, drops, a
/// disqualification, a few results not entered.
fn random_event(seed: u64, n: usize, rounds: usize) -> Event {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut e = Event::new("random", Structure::Results, BestOf::Three, Preset::Mtr);
    for i in 0..n {
        e.players.push(Player::named(format!("P{i}"), i as u32 + 1));
    }
    for r in 1..=rounds as u32 {
        let mut active: Vec<PlayerId> = (0..n)
            .map(PlayerId)
            .filter(|&p| e.player(p).active_in(r))
            .collect();
        active.shuffle(&mut rng);
        let mut matches = Vec::new();
        for pair in active.chunks(2) {
            match pair {
                [a, b] => {
                    let mut m = Match::new(*a, *b);
                    if rng.random_bool(0.95) {
                        let (x, y, d) = SCORES[rng.random_range(0..SCORES.len())];
                        m.score = Some(GameScore::new(x, y, d));
                    }
                    matches.push(m);
                }
                [a] => matches.push(Match::bye(*a)),
                _ => {}
            }
        }
        e.rounds.push(Round::of(matches));
        for p in &mut e.players {
            if p.dropped_after.is_none() && rng.random_bool(0.08) {
                p.dropped_after = Some(r);
            }
        }
    }
    if n > 3 && rng.random_bool(0.2) {
        e.players[rng.random_range(0..n)].disqualified = true;
    }
    e
}

/// The same event with players in another order and other names.
fn permuted(e: &Event, seed: u64) -> (Event, Vec<PlayerId>) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut new_of: Vec<usize> = (0..e.players.len()).collect();
    new_of.shuffle(&mut rng);
    let map = |p: PlayerId| PlayerId(new_of[p.0]);
    let mut out = e.clone();
    for (old, p) in e.players.iter().enumerate() {
        let mut q = p.clone();
        q.name = format!("Renamed {}", rng.random::<u32>());
        out.players[new_of[old]] = q;
    }
    for r in &mut out.rounds {
        for m in &mut r.matches {
            m.a = map(m.a);
            m.b = m.b.map(map);
        }
    }
    (out, new_of.into_iter().map(PlayerId).collect())
}

fn key(st: &Standings, step: podsheet::model::Step, p: PlayerId) -> Frac {
    let v = st.table.value(step, p).clone();
    match st.options.compare_decimals {
        Some(d) if step.is_percentage() => v.round_to(d + 2),
        _ => v,
    }
}

fn event_strategy() -> impl Strategy<Value = (u64, usize, usize)> {
    (any::<u64>(), 2usize..18, 1usize..7)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn ranking_is_a_permutation_ordered_by_the_steps((seed, n, rounds) in event_strategy()) {
        let e = random_event(seed, n, rounds);
        for preset in Preset::NAMED {
            let st = rank(&e, &preset.options());
            let mut seen = st.order.clone();
            seen.sort();
            let expected: Vec<PlayerId> = (0..n).map(PlayerId).filter(|&p| !e.player(p).disqualified).collect();
            prop_assert_eq!(seen, expected, "{}", preset.id());
            for w in st.order.windows(2) {
                let (hi, lo) = (w[0], w[1]);
                let first = st.active_steps.iter().find(|&&s| key(&st, s, hi) != key(&st, s, lo));
                if let Some(&s) = first {
                    let ordered = if s.lower_first() {
                        key(&st, s, hi) < key(&st, s, lo)
                    } else {
                        key(&st, s, hi) > key(&st, s, lo)
                    };
                    prop_assert!(ordered, "{} step {:?}", preset.id(), s);
                }
            }
            // The same input gives the same ranking.
            prop_assert_eq!(&rank(&e, &preset.options()).order, &st.order);
        }
    }

    #[test]
    fn names_and_entry_order_change_no_value((seed, n, rounds) in event_strategy(), perm in any::<u64>()) {
        let e = random_event(seed, n, rounds);
        let (f, new_id) = permuted(&e, perm);
        for preset in Preset::NAMED {
            let (a, b) = (rank(&e, &preset.options()), rank(&f, &preset.options()));
            for (old, &q) in new_id.iter().enumerate() {
                let p = PlayerId(old);
                for &s in &a.active_steps {
                    prop_assert_eq!(a.table.value(s, p), b.table.value(s, q), "{} {:?}", preset.id(), s);
                }
            }
        }
    }

    #[test]
    fn floors_hold((seed, n, rounds) in event_strategy()) {
        let e = random_event(seed, n, rounds);
        let one = Frac::int(1);
        for preset in Preset::NAMED {
            let opts = preset.options();
            let st = rank(&e, &opts);
            let floor = |f: podsheet::model::Floor| f.fraction().map_or(Frac::zero(), |(a, b)| Frac::new(a, b));
            for p in 0..n {
                prop_assert!(st.table.mw[p] >= floor(opts.mw_floor) && st.table.mw[p] <= one);
                prop_assert!(st.table.gw[p] >= floor(opts.gw_floor) && st.table.gw[p] <= one);
                for &s in &st.active_steps {
                    let v = st.table.value(s, PlayerId(p));
                    let lo = match s {
                        podsheet::model::Step::Omw | podsheet::model::Step::Oomw => floor(opts.mw_floor),
                        podsheet::model::Step::Ogw => floor(opts.ogw_floor),
                        podsheet::model::Step::Ow | podsheet::model::Step::Oow => floor(opts.ow_floor),
                        _ => continue,
                    };
                    prop_assert!(*v >= lo && *v <= one, "{} {:?} = {}", preset.id(), s, v);
                }
            }
        }
    }

    #[test]
    fn save_then_load_gives_the_same_event((seed, n, rounds) in event_strategy()) {
        let e = random_event(seed, n, rounds);
        prop_assert_eq!(common::round_trip(&e), e);
    }
}
