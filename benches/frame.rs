//! Frame time of the real app in a headless egui_kittest harness (layout,
//! standings panel, explanations, grid and boxes): the 10-player sheet with
//! every result entered, the eight-script pod (names in CJK, Hangul,
//! Arabic, Hebrew …), and a 512-player Swiss in its ninth round with half
//! the results in. For each: an idle step, and a step after an edit (the
//! edit itself, snapshot included, is part of the step).

// criterion_group! defines a public function with no doc comment.
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use podsheet::app::PodsheetApp;
use podsheet::app::document::edit::Edit as Command;
use podsheet::io::event_file;
use podsheet::model::{Event, GameScore};
use std::hint::black_box;
use std::path::Path;

#[path = "support/swiss.rs"]
mod support;

fn pod10() -> Event {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pod10.podsheet");
    event_file::load(&path).expect("pod10 fixture loads")
}

fn harness(event: Event) -> Harness<'static, PodsheetApp> {
    let mut h = Harness::builder()
        .with_size([1600.0, 1000.0])
        .build_eframe(move |_cc| PodsheetApp::new_for_test(event));
    h.step();
    h
}

/// Benchmarks an idle step and a step after an edit of `(round, index)`
/// (toggling between `first` and `second`).
fn bench_event(
    c: &mut Criterion,
    name: &str,
    event: Event,
    (round, index): (u32, usize),
    [first, second]: [Option<GameScore>; 2],
) {
    let mut h = harness(event.clone());
    c.bench_function(&format!("frame: {name}, idle step"), |b| {
        b.iter(|| {
            h.step();
            black_box(h.state().doc().snapshot.standings.order.len())
        });
    });

    let mut h = harness(event);
    let mut flip = false;
    c.bench_function(&format!("frame: {name}, step after an edit"), |b| {
        b.iter(|| {
            flip = !flip;
            let score = if flip { second } else { first };
            h.state_mut().doc_mut().apply(Command::SetScore {
                round,
                index,
                score,
            });
            h.step();
            black_box(h.state().doc().snapshot.standings.order.len())
        });
    });
}

fn frame(c: &mut Criterion) {
    let event = pod10();
    assert!(
        event
            .rounds
            .iter()
            .flat_map(|r| &r.matches)
            .all(podsheet::model::Match::is_decided),
        "the fixture has every result"
    );
    let first = event.rounds[0].matches[0].score;
    let second = first.map(|s| s.flipped());
    bench_event(c, "pod10 sheet", event, (1, 0), [first, second]);

    // Eight names in eight scripts: fonts from the desktop, names and
    // sentences prepared for right-to-left (src/text) on every frame.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scripts-8.podsheet");
    let scripts = event_file::load(&path).expect("scripts-8 fixture loads");
    let first = scripts.rounds[0].matches[0].score;
    let second = first.map(|s| s.flipped());
    bench_event(c, "eight-script pod", scripts, (1, 0), [first, second]);

    let big = support::swiss(512, 9, 8, true);
    let open = support::first_open(&big);
    bench_event(
        c,
        "512-player Swiss",
        big,
        open,
        [None, Some(GameScore::new(2, 1, 0))],
    );
}

criterion_group!(benches, frame);
criterion_main!(benches);
