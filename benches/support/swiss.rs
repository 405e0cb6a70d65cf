//! Large Swiss events for benchmarks and tests, paired by the engine itself
//! round by round with deterministic results (a xorshift stream), so every
//! run sees the same event. Shared by `benches/*.rs` and
//! the integration tests through `#[path]`.

#![allow(dead_code)] // each user takes the parts it needs

use podsheet::engine::pairing::next_round;
use podsheet::model::{BestOf, Event, FirstRound, GameScore, Match, Player, Preset, Structure};

/// A deterministic stream of results.
pub struct Results(u64);

impl Results {
    /// A stream from a seed.
    pub fn new(seed: u64) -> Self {
        Results(seed | 1)
    }

    /// The next best-of-three result (first player's side): mostly 2-1 or
    /// 0-2, some draws.
    pub fn next_score(&mut self) -> GameScore {
        let s = &mut self.0;
        *s ^= *s << 13;
        *s ^= *s >> 7;
        *s ^= *s << 17;
        match *s % 9 {
            0 => GameScore::new(1, 1, 1),
            1..=4 => GameScore::new(2, 1, 0),
            _ => GameScore::new(0, 2, 0),
        }
    }
}

/// An `n`-player Swiss of `total` rounds, seats 1..n, nothing played yet.
pub fn empty_swiss(n: usize, total: u32) -> Event {
    let mut e = Event::new(
        format!("Swiss {n}"),
        Structure::Swiss {
            rounds: Some(total),
            first_round: FirstRound::AcrossTheTable,
        },
        BestOf::Three,
        Preset::from_id("wotc").expect("a named preset"),
    );
    e.players = (0..n)
        .map(|i| {
            let mut p = Player::named(format!("Player {:04}", i + 1), i as u32 + 1);
            p.seat = Some(i as u32 + 1);
            p
        })
        .collect();
    e
}

/// Pairs the next round with the engine and appends it, with what it was
/// paired from as the app keeps it, the first `entered` of its matches
/// decided (`usize::MAX`: all).
pub fn play_round(e: &mut Event, entered: usize, results: &mut Results) {
    let p = next_round(e).expect("a round to pair");
    let matches = p
        .matches
        .into_iter()
        .enumerate()
        .map(|(i, m)| {
            let score = if i < entered {
                m.b.map(|_| results.next_score())
            } else {
                None
            };
            Match { score, ..m }
        })
        .collect();
    let round = e.rounds.len() as u32 + 1;
    let stamped = podsheet::engine::pairing::basis::stamped(e, round, matches);
    e.rounds.push(stamped);
}

/// An `n`-player Swiss of `total` rounds with `played` rounds complete and,
/// when `half` is set, one more round paired with half its results in.
pub fn swiss(n: usize, total: u32, played: u32, half: bool) -> Event {
    let mut e = empty_swiss(n, total);
    let mut results = Results::new(0x2545_F491_4F6C_DD1D ^ n as u64);
    for _ in 0..played {
        play_round(&mut e, usize::MAX, &mut results);
    }
    if half {
        play_round(&mut e, n / 4, &mut results);
    }
    e
}

/// The last round's first undecided match `(round, index)`.
pub fn first_open(e: &Event) -> (u32, usize) {
    let r = e.rounds.len();
    let i = e.rounds[r - 1]
        .matches
        .iter()
        .position(|m| !m.is_decided())
        .expect("an open match");
    (r as u32, i)
}

/// The last round's last decided match with an opponent `(round, index)`.
pub fn last_entered(e: &Event) -> (u32, usize) {
    let r = e.rounds.len();
    let i = e.rounds[r - 1]
        .matches
        .iter()
        .rposition(|m| m.b.is_some() && m.score.is_some())
        .expect("an entered match");
    (r as u32, i)
}
