//! A store's Swiss day driven through the engine as the app drives it:
//! every edit, then `advance` and the quiet settling of rounds a fresh
//! pairing repeats (round_life, web_round_life).
#![allow(dead_code)]

use podsheet::engine::life::act;
use podsheet::engine::life::life;
use podsheet::engine::pairing::advance;
use podsheet::engine::playoff;
use podsheet::model::{BestOf, Event, GameScore, Player, Preset, Structure};

/// The time the owner's choices are stamped with.
pub const NOW: &str = "2026-11-21T15:00:00Z";

/// What the app does after every edit: new rounds paired, settled rounds
/// brought up to date.
pub fn hook(e: &mut Event) {
    let adv = advance(e);
    if adv.changed {
        e.rounds = adv.rounds;
    }
    let l = life(e, None);
    act::settle(e, &l);
}

/// A Swiss of `n` players and `rounds` rounds, seated 1..n, round 1 paired.
pub fn swiss(n: usize, rounds: u32) -> Event {
    let mut e = Event::new(
        "Saturday Swiss",
        Structure::Swiss {
            rounds: Some(rounds),
            first_round: Default::default(),
        },
        BestOf::Three,
        Preset::Wotc,
    );
    for i in 0..n {
        let mut p = Player::named(format!("P{}", i + 1), i as u32 + 1);
        p.seat = Some(i as u32 + 1);
        e.players.push(p);
    }
    hook(&mut e);
    e
}

/// Enters a result for every match of round `r` without one: the first
/// player wins 2-1, except where `flip` says the second does.
pub fn play(e: &mut Event, r: u32, flip: &dyn Fn(usize) -> bool) {
    let n = e.rounds[r as usize - 1].matches.len();
    for i in 0..n {
        let m = &mut e.rounds[r as usize - 1].matches[i];
        if m.b.is_some() && m.score.is_none() {
            m.score = Some(if flip(i) {
                GameScore::new(1, 2, 0)
            } else {
                GameScore::new(2, 1, 0)
            });
        }
        hook(e);
    }
}

/// A Swiss of `n` players with round 1 played and round 2 paired, every
/// open match of it with a report code (as the app gives them).
pub fn coded_swiss(n: usize) -> Event {
    let mut e = swiss(n, 4);
    play(&mut e, 1, &|i| i % 2 == 0);
    let mut taken = Vec::new();
    let mut k = 0u64;
    let mut next = || {
        k += 1;
        podsheet::engine::reports::code_from(k * 7_919_993)
    };
    podsheet::engine::reports::assign_codes(&mut e, &mut taken, &mut next);
    e
}

/// Sets round `r`'s match `i` to `score` (or clears it), then the hook.
pub fn set(e: &mut Event, r: u32, i: usize, score: Option<GameScore>) {
    e.rounds[r as usize - 1].matches[i].score = score;
    hook(e);
}

/// A round-1 box whose correction changes round 2's pairing.
pub fn pairing_changing_box(e: &Event) -> usize {
    (0..e.rounds[0].matches.len())
        .find(|&i| {
            let mut x = e.clone();
            let s = x.rounds[0].matches[i].score.unwrap();
            x.rounds[0].matches[i].score = Some(s.flipped());
            life(&x, None).round(2).is_some()
        })
        .expect("some correction re-pairs round 2")
}

/// A 20-player Swiss of five rounds, played, cut to a top 8.
pub fn cut_day() -> Event {
    let mut e = swiss(20, 5);
    for r in 1..=5 {
        play(&mut e, r, &|i| (i + r as usize).is_multiple_of(3));
    }
    assert_eq!(e.rounds.len(), 5);
    e.cut = Some(playoff::cut_now(&e, 8).unwrap());
    hook(&mut e);
    assert_eq!(e.rounds.len(), 6, "quarterfinals paired");
    e
}

/// A round-5 box whose correction changes who makes the cut (of an event
/// from [`cut_day`]).
pub fn cut_changing_box(e: &Event) -> usize {
    (0..e.rounds[4].matches.len())
        .find(|&i| {
            let mut x = e.clone();
            let s = x.rounds[4].matches[i].score.unwrap();
            x.rounds[4].matches[i].score = Some(s.flipped());
            life(&x, None).cut.is_some()
        })
        .expect("a round-5 correction changes the top 8")
}
