//! A re-pair never double-books (issue 34, part 3), as a property: random
//! nights of several pods of every kind (the 8-, 9- and 10-player Swiss
//! sheets, single elimination, the 7-player round robin, Swiss pods) in
//! one room, with results entered, corrected after the next round is
//! paired and taken back (a dispute), drops, and the owner re-pairing,
//! keeping or giving the match in random order. After every step:
//!
//! - no player is in two matches of a round;
//! - no round holds a rematch that pairing its open tables afresh would
//!   avoid (unless the owner chose it: kept as paired, or stale);
//! - no two matches being played in the room share a table, and each
//!   sits in its own pod's run of tables;
//! - a re-paired match whose players changed keeps no report code;
//! - what the notice offers works: a round it offers to re-pair can be;
//! - validation finds nothing wrong but the results the test enters wrong
//!   on purpose, and the night file reads back as it was.

use crate::util::day::NOW;
use crate::util::room::{in_play, room_problems};
use podsheet::engine::life::{act, life};
use podsheet::engine::pairing::advance;
use podsheet::engine::validate::{Severity, validate};
use podsheet::model::{
    BestOf, Event, GameScore, Msg, Night, Player, PlayerId, Roll, RollKind, RoundChange, Structure,
    Template,
};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Decisive results, then draws, then one that cannot happen (it must
/// hold what it feeds).
const BEST_OF_THREE: [(u32, u32, u32); 7] = [
    (2, 0, 0),
    (2, 1, 0),
    (1, 2, 0),
    (0, 2, 0),
    (1, 1, 1),
    (1, 1, 0),
    (2, 3, 0),
];
const BEST_OF_ONE: [(u32, u32, u32); 4] = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)];

/// What the app does after every edit: boxes filled and rounds paired,
/// the coin flips a drawn box asks for made, settled rounds brought up to
/// date, and every match to be played given its code (one per match in
/// the room).
fn hook(night: &mut Night, pod: usize, rng: &mut StdRng) {
    let e = &mut night.pods[pod];
    for _ in 0..4 {
        let adv = advance(e);
        if adv.changed {
            e.rounds = adv.rounds;
        }
        if adv.flips_needed.is_empty() {
            break;
        }
        for (round, index) in adv.flips_needed {
            let m = &e.rounds[round as usize - 1].matches[index];
            let winner = if rng.random_bool(0.5) {
                m.a
            } else {
                m.b.unwrap_or(m.a)
            };
            e.rolls.push(Roll {
                made_at: NOW.to_string(),
                what: RollKind::CoinFlip {
                    round,
                    index,
                    winner,
                },
            });
        }
    }
    let l = life(e, None);
    act::settle(e, &l);
    let mut k = rng.random::<u64>();
    let mut next = || {
        k = k.wrapping_add(0x9e37_79b9_7f4a_7c15);
        podsheet::engine::reports::code_from(k)
    };
    podsheet::engine::reports::code_room(&mut night.pods, &mut next);
}

/// A pod of the kind `kind` picks, its players seated 1..n, round 1 paired.
fn pod(kind: usize, name: &str, rng: &mut StdRng) -> Event {
    let sheet = |t: Template| {
        let mut e = Event::new(
            name,
            Structure::Pod { template: t },
            t.best_of(),
            t.preset(),
        );
        e.players = players(t.players() as usize, name);
        e
    };
    let mut e = match kind {
        0 => sheet(Template::Swiss8),
        1 => sheet(Template::Swiss10),
        2 => sheet(Template::Swiss9),
        3 => sheet(Template::RoundRobin7),
        4 => sheet(Template::SingleElimination8),
        _ => {
            let n = rng.random_range(6..=12);
            let mut e = Event::new(
                name,
                Structure::Swiss {
                    rounds: Some(4),
                    first_round: Default::default(),
                },
                BestOf::Three,
                podsheet::model::Preset::Wotc,
            );
            e.players = players(n, name);
            e
        }
    };
    let adv = advance(&e);
    e.rounds = adv.rounds;
    e
}

fn players(n: usize, pod: &str) -> Vec<Player> {
    (0..n)
        .map(|i| {
            let mut p = Player::named(format!("{pod}-{}", i + 1), i as u32 + 1);
            p.seat = Some(i as u32 + 1);
            p
        })
        .collect()
}

/// A night of two to four pods of random kinds, each with its run of
/// tables.
fn start(rng: &mut StdRng) -> Night {
    let count = rng.random_range(2..=4);
    let mut night = Night {
        name: "Friday".into(),
        date: None,
        seed: None,
        pods: (0..count)
            .map(|i| pod(rng.random_range(0..7), &format!("P{}", i + 1), rng))
            .collect(),
    };
    podsheet::engine::night::number_tables(&mut night);
    for p in 0..count {
        hook(&mut night, p, rng);
    }
    night
}

/// Every match of `e` with (or without) a result, as (round, index); a
/// player who is out plays no more (their match is given instead).
fn places(e: &Event, with_result: bool) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (r, round) in e.rounds.iter().enumerate() {
        let n = r as u32 + 1;
        for (i, m) in round.matches.iter().enumerate() {
            let playing = std::iter::once(m.a)
                .chain(m.b)
                .all(|p| e.player(p).active_in(n));
            if m.b.is_some() && playing && m.result().is_some() == with_result {
                out.push((r, i));
            }
        }
    }
    out
}

/// A result as a counter sees them: mostly decisive, a draw now and
/// then (two draws take a Swiss sheet off its routing), rarely one that
/// cannot happen.
fn score(e: &Event, rng: &mut StdRng) -> GameScore {
    let pool: &[(u32, u32, u32)] = if e.best_of == BestOf::One {
        &BEST_OF_ONE
    } else {
        &BEST_OF_THREE
    };
    let decisive = if e.best_of == BestOf::One { 2 } else { 4 };
    let roll = rng.random_range(0..100);
    let i = if roll < 86 {
        rng.random_range(0..decisive)
    } else if roll < 96 {
        decisive
    } else {
        pool.len() - 1
    };
    let (a, b, d) = pool[i];
    GameScore::new(a, b, d)
}

/// One random thing that happens in the room (a refusal of what the
/// notice offered fails the case); returns the pod it happened in.
fn step(night: &mut Night, rng: &mut StdRng) -> Result<usize, TestCaseError> {
    let p = rng.random_range(0..night.pods.len());
    let e = &mut night.pods[p];
    match rng.random_range(0..14) {
        // A result entered, most often in a match being played.
        0..=5 => {
            let open = places(e, false);
            let playing: Vec<(usize, usize)> = open
                .iter()
                .copied()
                .filter(|&(r, i)| in_play(e, r, i))
                .collect();
            let pool = if playing.is_empty() || rng.random_bool(0.2) {
                open
            } else {
                playing
            };
            if !pool.is_empty() {
                let (r, i) = pool[rng.random_range(0..pool.len())];
                let s = score(e, rng);
                e.rounds[r].matches[i].score = Some(s);
            }
        }
        // A correction, often after the next round is paired.
        6 | 7 => {
            let done = places(e, true);
            if !done.is_empty() {
                let (r, i) = done[rng.random_range(0..done.len())];
                let s = score(e, rng);
                e.rounds[r].matches[i].score = Some(s);
            }
        }
        // A result taken back: the phones disagree, the owner clears it.
        8 => {
            let done = places(e, true);
            if !done.is_empty() {
                let (r, i) = done[rng.random_range(0..done.len())];
                e.rounds[r].matches[i].score = None;
            }
        }
        // A drop after a round the player has finished.
        9 if e
            .players
            .iter()
            .filter(|p| p.dropped_after.is_some())
            .count()
            < 2 =>
        {
            let who = rng.random_range(0..e.players.len());
            let last = last_result(e, PlayerId(who));
            let after = rng.random_range(last.max(1)..=e.rounds.len().max(1)) as u32;
            if e.players[who].dropped_after.is_none() {
                e.players[who].dropped_after = Some(after);
            }
        }
        // The owner acts on the notice.
        _ => return owner(night, p, rng).map(|()| p),
    }
    hook(night, p, rng);
    Ok(p)
}

/// The last round in which `p` has a result (0: none).
fn last_result(e: &Event, p: PlayerId) -> usize {
    e.rounds
        .iter()
        .enumerate()
        .filter(|(_, r)| {
            r.matches
                .iter()
                .any(|m| m.involves(p) && (m.b.is_none() || m.result().is_some()))
        })
        .map(|(i, _)| i + 1)
        .max()
        .unwrap_or(0)
}

/// The owner re-pairs or keeps a stale round (re-pairs it when keeping
/// is refused: a box that cannot be played yet), or gives a dropped
/// player's match to the opponent.
fn owner(night: &mut Night, p: usize, rng: &mut StdRng) -> Result<(), TestCaseError> {
    let e = &mut night.pods[p];
    let l = life(e, None);
    if let Some(d) = l.dropped.first().filter(|_| rng.random_bool(0.4)) {
        let (round, player) = (d.round, d.player);
        let by_bye = e.rounds[round as usize - 1].matches[d.index].b.is_none();
        let given = !by_bye && {
            match act::concede(e, round, player, NOW) {
                Ok(_) => true,
                // Both players are out: there is no one to give it to.
                Err(w) if w.msg == Msg::LifeOpponentOut => false,
                Err(w) => return Err(TestCaseError::fail(format!("give: {w}"))),
            }
        };
        if !given && l.round(round).is_some_and(|s| s.repair.is_ok()) {
            act::repair(e, round, NOW).map_err(|w| TestCaseError::fail(w.to_string()))?;
        }
    } else if !l.stale.is_empty() {
        let s = &l.stale[rng.random_range(0..l.stale.len())];
        if s.repair.is_ok() && rng.random_bool(0.8) {
            let before = e.rounds[s.round as usize - 1].clone();
            act::repair(e, s.round, NOW).map_err(|w| {
                TestCaseError::fail(format!("round {} offered but refused: {w}", s.round))
            })?;
            codes_follow_players(&before, &e.rounds[s.round as usize - 1])?;
        } else {
            match act::keep(e, s.round, NOW) {
                Ok(()) => {}
                // A box that cannot be played yet is not kept: it waits,
                // as a re-pair leaves it.
                Err(w) if w.msg == Msg::LifeBoxWaitsNoKeep && s.repair.is_ok() => {
                    let before = e.rounds[s.round as usize - 1].clone();
                    act::repair(e, s.round, NOW).map_err(|w| TestCaseError::fail(w.to_string()))?;
                    codes_follow_players(&before, &e.rounds[s.round as usize - 1])?;
                }
                Err(w) if w.msg == Msg::LifeBoxWaitsNoKeep => {}
                Err(w) => return Err(TestCaseError::fail(w.to_string())),
            }
        }
    }
    hook(night, p, rng);
    Ok(())
}

/// A re-paired match whose players changed keeps no report code; one
/// whose players are the same keeps its own.
fn codes_follow_players(
    before: &podsheet::model::Round,
    after: &podsheet::model::Round,
) -> Result<(), TestCaseError> {
    let key = |m: &podsheet::model::Match| {
        let mut k = [Some(m.a), m.b];
        k.sort();
        k
    };
    for m in &after.matches {
        match before.matches.iter().find(|o| key(o) == key(m)) {
            Some(o) => prop_assert_eq!(&m.codes, &o.codes, "kept match lost its codes"),
            None => prop_assert!(m.codes.is_none(), "changed match kept codes {:?}", m.codes),
        }
    }
    Ok(())
}

/// Rounds whose open tables may hold a rematch the owner chose or has
/// yet to settle: stale, holding a dropped player, kept as paired, a
/// round robin's schedule, or after a cut.
fn exempt(e: &Event, l: &podsheet::engine::life::Life, r: u32) -> bool {
    let rr = matches!(e.structure, Structure::RoundRobin { .. })
        || matches!(e.structure, Structure::Pod { template } if template.is_round_robin());
    rr || l.round(r).is_some()
        || l.dropped.iter().any(|d| d.round == r)
        || matches!(
            e.rounds[r as usize - 1].changes.last(),
            Some(RoundChange::Kept { .. })
        )
        || e.cut.is_some()
}

/// No round's open tables repeat more matches of the rounds before than
/// pairing those tables' players afresh among themselves would (an exact
/// search over every pairing of them).
fn no_avoidable_rematch(e: &Event) -> Result<(), TestCaseError> {
    let l = life(e, None);
    for r in 1..=e.rounds.len() as u32 {
        if exempt(e, &l, r) {
            continue;
        }
        let earlier = &e.rounds[..r as usize - 1];
        let met = |x: PlayerId, y: PlayerId| {
            earlier
                .iter()
                .flat_map(|r| &r.matches)
                .filter(|m| m.involves(x) && m.involves(y) && m.b.is_some())
                .count()
        };
        let open: Vec<&podsheet::model::Match> = e.rounds[r as usize - 1]
            .matches
            .iter()
            .filter(|m| m.b.is_some() && m.result().is_none() && !m.manual)
            .collect();
        let now: usize = open.iter().map(|m| met(m.a, m.b.unwrap())).sum();
        let players: Vec<PlayerId> = open.iter().flat_map(|m| [m.a, m.b.unwrap()]).collect();
        let best = least_rematches(&players, &met);
        prop_assert!(
            now <= best,
            "{} round {r}: {now} rematches where {best} would do",
            e.name
        );
    }
    Ok(())
}

/// The fewest rematches over every pairing of `players` (an even count).
fn least_rematches(players: &[PlayerId], met: &dyn Fn(PlayerId, PlayerId) -> usize) -> usize {
    let n = players.len();
    let full = (1usize << n) - 1;
    let mut best = vec![usize::MAX; 1 << n];
    best[0] = 0;
    for mask in 0..=full {
        if best[mask] == usize::MAX {
            continue;
        }
        let Some(i) = (0..n).find(|i| mask & (1 << i) == 0) else {
            continue;
        };
        for j in i + 1..n {
            if mask & (1 << j) == 0 {
                let next = mask | 1 << i | 1 << j;
                let cost = best[mask] + met(players[i], players[j]);
                best[next] = best[next].min(cost);
            }
        }
    }
    best[full]
}

/// The properties after a step in pod `pod` (`None`: every pod; the
/// others did not change).
fn check(night: &Night, pod: Option<usize>) -> Result<(), TestCaseError> {
    let problems = room_problems(&night.pods);
    prop_assert!(problems.is_empty(), "{}", problems.join("\n"));
    let changed = night
        .pods
        .iter()
        .enumerate()
        .filter(|(i, _)| pod.is_none_or(|p| p == *i));
    for (_, e) in changed {
        no_avoidable_rematch(e)?;
        for p in validate(e) {
            prop_assert!(
                p.severity < Severity::Error || p.message.msg == Msg::ValidateCannotHappen,
                "{}: {}",
                e.name,
                p.message
            );
        }
    }
    let text = podsheet::io::night_file::to_string(night);
    let back = podsheet::io::night_file::from_str(&text, "night.podsheet")
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert!(back == *night, "the night file does not read back as saved");
    Ok(())
}

/// Replays one failing case, printing the night before the step that
/// breaks the property:
/// `SEED=… cargo test --test integration replay_room -- --ignored --nocapture`.
#[test]
#[ignore = "a debugging aid for a failing seed"]
fn replay_room() {
    let Some(seed) = std::env::var("SEED")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
    else {
        return;
    };
    let mut rng = StdRng::seed_from_u64(seed);
    let mut night = start(&mut rng);
    for k in 0..400 {
        let before = night.clone();
        let r = step(&mut night, &mut rng).and_then(|p| check(&night, Some(p)));
        if let Err(e) = r {
            println!("BEFORE {}", podsheet::io::night_file::to_string(&before));
            println!("AFTER {}", podsheet::io::night_file::to_string(&night));
            panic!("step {k}: {e}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn a_re_pair_never_double_books_the_room(seed in any::<u64>(), steps in 30usize..=150) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut night = start(&mut rng);
        check(&night, None)?;
        for _ in 0..steps {
            let p = step(&mut night, &mut rng)?;
            check(&night, Some(p))?;
        }
    }
}
