//! PDF speed: a one-page pod sheet (aim: under 50 ms, under 300 KB) and
//! standings for 512 players (aim: under 1 s). Run in release by the lead;
//! `cargo bench --profile dev --bench pdf -- --quick` only checks it runs.

// criterion_group! defines a public function with no doc comment.
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use podsheet::io::event_file;
use podsheet::io::pdf::{Paper, PdfKind, render};
use podsheet::model::{
    BestOf, Event, GameScore, Match, Player, PlayerId, Preset, Round, Structure,
};
use std::hint::black_box;

/// A Swiss event of `n` players with three rounds played.
fn swiss(n: usize) -> Event {
    let mut e = Event::new(
        "Big Swiss",
        Structure::Swiss {
            rounds: Some(3),
            first_round: Default::default(),
        },
        BestOf::Three,
        Preset::Mtr,
    );
    e.players = (0..n)
        .map(|i| Player::named(format!("Player {i:03}"), i as u32 + 1))
        .collect();
    for r in 0..3 {
        let mut round = Round::default();
        for i in (0..n).step_by(2) {
            let (a, b) = (i, (i + 1 + 2 * r) % n);
            let b = if b == a { (a + 1) % n } else { b };
            let mut m = Match::new(PlayerId(a), PlayerId(b));
            m.score = Some(GameScore::new(2, ((i / 2 + r) % 2) as u32, 0));
            round.matches.push(m);
        }
        e.rounds.push(round);
    }
    e
}

fn bench(c: &mut Criterion) {
    let demo = event_file::from_str(include_str!("../assets/demo-8.podsheet"), "demo-8")
        .expect("demo loads");
    let one = render(&demo, PdfKind::Sheet, Paper::Letter).expect("renders");
    eprintln!(
        "pod sheet: {} page(s), {} bytes",
        one.pages,
        one.bytes.len()
    );
    c.bench_function("pdf_pod_sheet_8", |b| {
        b.iter(|| render(black_box(&demo), PdfKind::Sheet, Paper::Letter).map(|o| o.bytes.len()));
    });
    let big = swiss(512);
    let st = render(&big, PdfKind::Standings, Paper::Letter).expect("renders");
    eprintln!(
        "standings 512: {} page(s), {} bytes",
        st.pages,
        st.bytes.len()
    );
    let mut group = c.benchmark_group("pdf_large");
    group.sample_size(10);
    group.bench_function("pdf_standings_512", |b| {
        b.iter(|| {
            render(black_box(&big), PdfKind::Standings, Paper::Letter).map(|o| o.bytes.len())
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
