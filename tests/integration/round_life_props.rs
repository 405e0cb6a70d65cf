//! The round's life as a property (issue 28): for random Swiss events and
//! random corrections, drops and late entries, applied as the app applies
//! edits, no stored round without a result ever differs from a fresh
//! pairing of the rounds before it unless the engine names it stale.

use podsheet::engine::life::{act, difference, fresh_round, life};
use podsheet::model::{BestOf, Event, GameScore, Player, Preset, RoundChange, Structure};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::util::day::{NOW, hook};

const SCORES: [(u32, u32, u32); 6] = [
    (2, 0, 0),
    (2, 1, 0),
    (1, 2, 0),
    (0, 2, 0),
    (1, 1, 1),
    (2, 3, 0), // cannot happen: it must hold the next round
];

/// One random thing that happens at the counter.
fn step(e: &mut Event, rng: &mut StdRng) {
    let rounds = e.rounds.len();
    match rng.random_range(0..10) {
        // A result entered (the most common thing by far).
        0..=4 if rounds > 0 => {
            let r = rng.random_range(0..rounds);
            let n = e.rounds[r].matches.len();
            let i = rng.random_range(0..n);
            if e.rounds[r].matches[i].b.is_some() {
                let (a, b, d) = SCORES[rng.random_range(0..SCORES.len())];
                e.rounds[r].matches[i].score = Some(GameScore::new(a, b, d));
            }
        }
        // A result cleared.
        5 if rounds > 0 => {
            let r = rng.random_range(0..rounds);
            let n = e.rounds[r].matches.len();
            let i = rng.random_range(0..n);
            e.rounds[r].matches[i].score = None;
        }
        // A drop after the latest round (or an earlier one).
        6 => {
            let p = rng.random_range(0..e.players.len());
            if e.players[p].dropped_after.is_none() {
                let after = rng.random_range(rounds.saturating_sub(1)..=rounds) as u32;
                e.players[p].dropped_after = Some(after);
            }
        }
        // A late entry, joining the latest round or the next.
        7 => {
            let n = e.players.len();
            let mut p = Player::named(format!("Late{n}"), n as u32 + 1);
            p.joined_round = Some(rng.random_range(rounds.max(1)..=rounds + 1) as u32);
            e.players.push(p);
        }
        // The owner settles a stale round: re-pair or keep.
        _ => {
            let l = life(e, None);
            if let Some(s) = l.stale.first() {
                if rng.random_bool(0.5) && s.repair.is_ok() {
                    act::repair(e, s.round, NOW).unwrap();
                } else {
                    act::keep(e, s.round, NOW).unwrap();
                }
            }
        }
    }
    hook(e);
}

/// Every stored round with no result that a fresh pairing would change is
/// named stale (or names a dropped player still paired in it), unless the
/// owner chose it: kept it as paired, or paired tables by hand (a swap,
/// tables kept at a re-pairing), which no fresh pairing repeats.
fn check(e: &Event) -> Result<(), TestCaseError> {
    let l = life(e, None);
    for (i, round) in e.rounds.iter().enumerate() {
        let r = i as u32 + 1;
        let unplayed = round
            .matches
            .iter()
            .all(|m| m.b.is_none() || m.result().is_none());
        if !unplayed {
            continue;
        }
        if let Ok(fresh) = fresh_round(e, r) {
            let d = difference(e, round, &fresh);
            let kept = matches!(round.changes.last(), Some(RoundChange::Kept { .. }))
                || round.matches.iter().any(|m| m.manual);
            let named = l.round(r).is_some() || l.dropped.iter().any(|x| x.round == r);
            prop_assert!(
                d.is_empty() || named || kept,
                "round {r} differs from a fresh pairing ({d:?}) and nothing says so"
            );
        }
    }
    Ok(())
}

/// A random Swiss event of `n` players, round 1 paired.
fn start(n: usize) -> Event {
    let mut e = Event::new(
        "random day",
        Structure::Swiss {
            rounds: Some(5),
            first_round: Default::default(),
        },
        BestOf::Three,
        Preset::Wotc,
    );
    for i in 0..n {
        let mut p = Player::named(format!("P{i}"), i as u32 + 1);
        p.seat = Some(i as u32 + 1);
        e.players.push(p);
    }
    hook(&mut e);
    e
}

/// Replays one failing case step by step, printing the event before and
/// after the step that breaks the property:
/// `SEED=… N=… cargo test --test integration replay -- --ignored --nocapture`.
#[test]
#[ignore = "a debugging aid for a failing seed"]
fn replay() {
    let var = |k: &str| std::env::var(k).ok().and_then(|v| v.parse::<u64>().ok());
    let (Some(seed), Some(n)) = (var("SEED"), var("N")) else {
        return;
    };
    let mut rng = StdRng::seed_from_u64(seed);
    let mut e = start(n as usize);
    for k in 0..200 {
        let before = e.clone();
        step(&mut e, &mut rng);
        if check(&e).is_err() {
            println!(
                "step {k}\nBEFORE {}",
                podsheet::io::event_file::to_string(&before)
            );
            println!("AFTER {}", podsheet::io::event_file::to_string(&e));
            panic!("step {k} breaks the property");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn no_round_differs_from_a_fresh_pairing_unless_it_is_named_stale(
        seed in any::<u64>(),
        n in 5usize..=18,
        steps in 20usize..=80,
    ) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut e = start(n);
        for _ in 0..steps {
            step(&mut e, &mut rng);
            check(&e)?;
        }
    }
}
