//! Pairing one Swiss round after several rounds of random results, for
//! 10, 64, 512 and 4096 players (aims in release: 100 µs, 5 ms, 100 ms, 3 s).

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use podsheet::engine::pairing::next_round;
use podsheet::model::{
    BestOf, Event, FirstRound, GameScore, Match, Player, Preset, Round, Structure,
};
use std::hint::black_box;

/// Rounds played before the benchmarked one.
const PLAYED: u32 = 4;

fn event(n: usize) -> Event {
    let mut e = Event::new(
        "bench",
        Structure::Swiss {
            rounds: Some(PLAYED + 1),
            first_round: FirstRound::AcrossTheTable,
        },
        BestOf::Three,
        Preset::from_id("wotc").expect("a named preset"),
    );
    e.players = (0..n)
        .map(|i| Player::named(format!("P{i}"), i as u32 + 1))
        .collect();
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    for _ in 0..PLAYED {
        let p = next_round(&e).expect("a round to pair");
        let matches = p
            .matches
            .into_iter()
            .map(|m| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let score = match state % 9 {
                    0 => GameScore::new(1, 1, 1),
                    1..=4 => GameScore::new(2, 1, 0),
                    _ => GameScore::new(0, 2, 0),
                };
                Match {
                    score: m.b.map(|_| score),
                    ..m
                }
            })
            .collect();
        e.rounds.push(Round { matches });
    }
    e
}

fn pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("pair_next_round");
    group.sample_size(10);
    for n in [10, 64, 512, 4096] {
        let e = event(n);
        group.bench_with_input(BenchmarkId::from_parameter(n), &e, |b, e| {
            b.iter(|| next_round(black_box(e)).expect("pairs"))
        });
    }
    group.finish();
}

criterion_group!(benches, pairing);
criterion_main!(benches);
