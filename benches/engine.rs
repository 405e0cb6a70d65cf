//! The recompute behind one edit.
//!
//! - `recompute/snapshot`: [`Snapshot::of`] on random complete Swiss
//!   events (records, every tiebreaker, the ranking, validation and the
//!   next round's pairing; tie groups are explained only when asked for).
//! - `recompute/mid-round`: [`Snapshot::of`] on a Swiss with its last round
//!   half entered (what typing a result in the middle of a round costs the
//!   engine).
//! - `life/unchanged`, `life/after-correction`: a round's life (stale
//!   rounds, drops, the cut) when nothing changed, and after a correction
//!   to the round before the one being played.
//! - `edit/mid-round`, `edit/completes-round`: a whole app edit
//!   ([`Doc::apply`]: the undo step, the pairing hook, the snapshot), typing
//!   a result in the middle of a round, and typing the last result of a
//!   round (the next round is paired then).
//! - `collate/de`, `collate/zh-Hans`: a list of names sorted the way the
//!   language's readers look for them (ICU4X's collator), as the phone
//!   pages and the pairings printout sort every request: accented Latin
//!   names in German, Han names by pinyin.

// criterion_group! defines a public function with no doc comment.
#![allow(missing_docs)]

use criterion::{BatchSize, BenchmarkId, Criterion, criterion_group, criterion_main};
use podsheet::app::document::doc::Doc;
use podsheet::app::document::edit::Edit as Command;
use podsheet::engine::Snapshot;
use podsheet::model::{
    BestOf, Event, GameScore, Match, Player, PlayerId, Preset, Round, Structure,
};
use podsheet::text::explain::Explainer;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::hint::black_box;

#[path = "support/swiss.rs"]
mod support;

/// Sizes of the edit benchmarks: players × rounds with results.
const SIZES: [(usize, u32); 3] = [(10, 3), (512, 9), (4096, 12)];

/// A random event: random pairings each round, best-of-three scores, as a
/// Swiss planned one round longer (so its snapshot pairs the next round;
/// imported results would not be paired).
fn random_event(n: usize, rounds: usize) -> Event {
    let mut rng = StdRng::seed_from_u64(n as u64 * 1000 + rounds as u64);
    let swiss = Structure::Swiss {
        rounds: Some(rounds as u32 + 1),
        first_round: podsheet::model::FirstRound::AcrossTheTable,
    };
    let mut e = Event::new("bench", swiss, BestOf::Three, Preset::Wotc);
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
        e.rounds.push(Round::of(matches));
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
    for (n, rounds) in SIZES {
        let e = support::swiss(n, rounds + 1, rounds - 1, true);
        g.bench_with_input(
            BenchmarkId::new("mid-round", format!("{n}x{rounds}")),
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
        });
    });
}

/// Ranking alone under each game's preset (issue 36): Magic's, Pokémon's
/// (two sorts: head to head is worked out on the sets OWP and OOWP
/// leave), Flesh and Blood's (CTB's running values) and Yu-Gi-Oh!'s.
fn rank_by_game(c: &mut Criterion) {
    let mut g = c.benchmark_group("rank");
    for (n, rounds) in [(512, 9), (4096, 12)] {
        let e = random_event(n, rounds);
        for preset in [Preset::Wotc, Preset::Pokemon, Preset::Fab, Preset::Yugioh] {
            let opts = preset.options();
            g.bench_with_input(
                BenchmarkId::new(preset.id(), format!("{n}x{rounds}")),
                &e,
                |b, e| b.iter(|| black_box(podsheet::engine::ranking::rank(e, &opts))),
            );
        }
    }
    g.finish();
}

fn edit(c: &mut Criterion) {
    let mut g = c.benchmark_group("edit");
    for (n, rounds) in SIZES {
        // The last round half entered: type one more result, then clear it.
        let e = support::swiss(n, rounds + 1, rounds - 1, true);
        let (round, index) = support::first_open(&e);
        let mut doc = Doc::new(e, None, true);
        let mut on = false;
        g.bench_function(
            BenchmarkId::new("mid-round", format!("{n}x{rounds}")),
            |b| {
                b.iter(|| {
                    on = !on;
                    let score = on.then(|| GameScore::new(2, 1, 0));
                    assert!(doc.apply(Command::SetScore {
                        round,
                        index,
                        score
                    }));
                    black_box(doc.snapshot.standings.order.len())
                });
            },
        );
        // Every result of the last round in but one: typing it pairs the
        // next round.
        let mut e = support::swiss(n, rounds + 1, rounds, false);
        let (round, index) = support::last_entered(&e);
        let score = e.rounds[round as usize - 1].matches[index].score.take();
        g.bench_function(
            BenchmarkId::new("completes-round", format!("{n}x{rounds}")),
            |b| {
                b.iter_batched(
                    || Doc::new(e.clone(), None, true),
                    |mut doc| {
                        doc.apply(Command::SetScore {
                            round,
                            index,
                            score,
                        });
                        assert_eq!(doc.event.rounds.len(), round as usize + 1, "paired");
                        doc
                    },
                    BatchSize::LargeInput,
                );
            },
        );
    }
    g.finish();
}

/// A round's life on a Swiss paired by the engine (every round keeps what
/// it was paired from): nothing changed (what every edit costs), and a
/// result of the last complete round corrected after the next was paired
/// (one fresh pairing to compare with).
fn round_life(c: &mut Criterion) {
    use podsheet::engine::life::life;
    let mut g = c.benchmark_group("life");
    for (n, rounds) in SIZES {
        let e = support::swiss(n, rounds + 1, rounds - 1, true);
        g.bench_with_input(
            BenchmarkId::new("unchanged", format!("{n}x{rounds}")),
            &e,
            |b, e| b.iter(|| black_box(life(e, None))),
        );
        let mut fixed = e.clone();
        let r = fixed.rounds.len() - 2;
        let s = fixed.rounds[r].matches[0].score.expect("played");
        fixed.rounds[r].matches[0].score = Some(s.flipped());
        g.bench_with_input(
            BenchmarkId::new("after-correction", format!("{n}x{rounds}")),
            &fixed,
            |b, e| b.iter(|| black_box(life(e, None))),
        );
    }
    g.finish();
}

fn collate(c: &mut Criterion) {
    use podsheet::text::i18n::Lang;
    let mut rng = StdRng::seed_from_u64(30);
    let latin = [
        "Zoë", "Émile", "anna", "Bernd", "Łukasz", "Ørsted", "José", "Núñez",
    ];
    let han = ["王", "张", "李", "赵", "陈", "刘", "杨", "黄"];
    let mut group = c.benchmark_group("collate");
    for n in [512usize, 4096] {
        for (lang, parts) in [(Lang::De, latin), (Lang::ZhHans, han)] {
            let names: Vec<String> = (0..n)
                .map(|i| {
                    let a = parts[rng.random_range(0..parts.len())];
                    let b = parts[rng.random_range(0..parts.len())];
                    format!("{a}{b} {i}")
                })
                .collect();
            group.bench_with_input(BenchmarkId::new(lang.tag(), n), &names, |b, names| {
                b.iter_batched(
                    || names.clone(),
                    |mut v| {
                        v.sort_by(|x, y| podsheet::text::collate::names(lang, x, y));
                        black_box(v)
                    },
                    BatchSize::LargeInput,
                );
            });
        }
    }
    group.finish();
}

criterion_group!(benches, recompute, rank_by_game, edit, round_life, collate);
criterion_main!(benches);
