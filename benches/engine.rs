//! Full recompute of an event: records, every tiebreaker, the ranking with
//! its explanation data, and validation (issue 2's speed targets: 10-player
//! pod < 20 µs, 512 × 9 < 2 ms, 4096 × 12 < 30 ms).

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use podsheet::engine::Snapshot;
use podsheet::engine::explain::Explainer;
use podsheet::model::{
    BestOf, Event, GameScore, Match, Player, PlayerId, Preset, Round, Structure,
};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::hint::black_box;

/// A random event: random pairings each round, best-of-three scores.
fn random_event(n: usize, rounds: usize) -> Event {
    let mut rng = StdRng::seed_from_u64(n as u64 * 1000 + rounds as u64);
    let mut e = Event::new("bench", Structure::Results, BestOf::Three, Preset::Wotc);
    e.players = (0..n)
        .map(|i| Player::named(format!("Player {i}"), i as u32 + 1))
        .collect();
    let scores = [(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 1)];
    for _ in 0..rounds {
        let mut ids: Vec<PlayerId> = (0..n).map(PlayerId).collect();
        ids.shuffle(&mut rng);
        let matches = ids
            .chunks(2)
            .map(|c| match c {
                [a, b] => {
                    let (x, y, d) = scores[rng.random_range(0..scores.len())];
                    Match {
                        score: Some(GameScore::new(x, y, d)),
                        ..Match::new(*a, *b)
                    }
                }
                [a] => Match::bye(*a),
                _ => unreachable!(),
            })
            .collect();
        e.rounds.push(Round { matches });
    }
    e
}

fn recompute(c: &mut Criterion) {
    let mut g = c.benchmark_group("recompute");
    for (n, rounds) in [(10, 3), (512, 9), (4096, 12)] {
        let e = random_event(n, rounds);
        g.bench_with_input(
            BenchmarkId::new("snapshot", format!("{n}x{rounds}")),
            &e,
            |b, e| b.iter(|| black_box(Snapshot::of(e))),
        );
    }
    g.finish();
    let pod = podsheet::io::event_file::from_str(
        include_str!("../tests/fixtures/pod10.podsheet"),
        "pod10",
    )
    .unwrap();
    c.bench_function("pod10 snapshot + sentences", |b| {
        b.iter(|| {
            let s = Snapshot::of(&pod);
            black_box(Explainer::new(&pod, &s.standings).all())
        })
    });
}

criterion_group!(benches, recompute);
criterion_main!(benches);
