//! Pairing one Swiss round after four rounds of results, for 10 to 4096
//! players (aims in release: 100 µs at 10, 5 ms at 64, 100 ms at 512,
//! 3 s at 4096; the growth from 512 to 4096 no worse than n^1.5).

// criterion_group! defines a public function with no doc comment.
#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use podsheet::engine::pairing::next_round;
use std::hint::black_box;

#[path = "support/swiss.rs"]
mod support;

/// Rounds played before the benchmarked one.
const PLAYED: u32 = 4;

fn pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("pair_next_round");
    group.sample_size(10);
    for n in [10, 64, 512, 1024, 2048, 4096] {
        let e = support::swiss(n, PLAYED + 1, PLAYED, false);
        group.bench_with_input(BenchmarkId::from_parameter(n), &e, |b, e| {
            b.iter(|| next_round(black_box(e)).expect("pairs"));
        });
    }
    group.finish();
}

criterion_group!(benches, pairing);
criterion_main!(benches);
