//! The phones' reports: what one report costs the server, and what the
//! reports panel costs the app, in a Swiss whose latest round is being
//! reported (every open match with its slip's two codes).
//!
//! - `reports/judge`: [`judge`] on one report for the last table of the
//!   round, against the event and 200 reports kept (what the desk does
//!   under its lock for each phone's POST).
//! - `reports/waiting`: [`waiting`] and [`agreed`] over an event whose
//!   open matches carry 200 reports (what the panel and auto-accept read
//!   each time reports come in).

// criterion_group! defines a public function with no doc comment.
#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use podsheet::engine::reports::{Incoming, agreed, assign_codes, code_from, judge, waiting};
use podsheet::engine::validate::validate;
use podsheet::model::{Event, GameScore, PhoneReport};
use std::hint::black_box;

#[path = "support/swiss.rs"]
mod support;

/// Sizes: players × rounds played before the round being reported.
const SIZES: [(usize, u32); 3] = [(16, 3), (512, 8), (4096, 11)];

/// An `n`-player Swiss with `played` rounds in and the next one paired,
/// every open match coded, and 200 reports on the open matches (one or
/// both halves, from phones of their own).
fn reporting(n: usize, played: u32) -> Event {
    let mut e = support::swiss(n, played + 1, played, false);
    support::play_round(&mut e, 0, &mut support::Results::new(1));
    let mut k = 0u64;
    let mut next = || {
        k += 1;
        code_from(k.wrapping_mul(0x9e37_79b9_7f4a_7c15))
    };
    assign_codes(&mut e, &mut Vec::new(), &mut next);
    let open: Vec<[String; 2]> = e
        .rounds
        .last()
        .into_iter()
        .flat_map(|r| &r.matches)
        .filter_map(|m| m.codes.clone())
        .collect();
    let mut reports = Vec::new();
    for (i, [a, b]) in open.iter().enumerate().take(100) {
        for (half, code) in [a, b].into_iter().enumerate() {
            reports.push(PhoneReport {
                code: code.clone(),
                result: GameScore::new(2, 1, 0),
                device: format!("{:016x}", 2 * i + half),
                at: "2026-11-26T20:00:00Z".into(),
                address: Some(format!(
                    "10.0.{}.{}",
                    (2 * i + half) / 250,
                    (2 * i + half) % 250
                )),
            });
        }
    }
    e.reports = reports;
    e
}

fn reports(c: &mut Criterion) {
    let mut g = c.benchmark_group("reports");
    for (n, played) in SIZES {
        let e = reporting(n, played);
        let problems = validate(&e);
        let last = e
            .rounds
            .last()
            .and_then(|r| r.matches.iter().rev().find_map(|m| m.codes.clone()));
        let Some([code, _]) = last else { continue };
        let id = format!("{n}x{played}");
        g.bench_with_input(BenchmarkId::new("judge", &id), &e, |b, e| {
            b.iter(|| {
                black_box(judge(
                    e,
                    &problems,
                    &e.reports,
                    &Incoming {
                        code: &code,
                        result: GameScore::new(2, 0, 0),
                        device: "ffffffffffffffff",
                        address: Some("10.9.9.9"),
                        at: "2026-11-26T20:01:00Z",
                    },
                ))
            });
        });
        g.bench_with_input(BenchmarkId::new("waiting", &id), &e, |b, e| {
            b.iter(|| black_box((waiting(e).len(), agreed(e, &problems).len())));
        });
    }
    g.finish();
}

criterion_group!(benches, reports);
criterion_main!(benches);
