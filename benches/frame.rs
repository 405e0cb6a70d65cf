//! Frame time of the 10-player sheet with every result entered: one
//! headless egui_kittest step of the real app (layout, standings panel,
//! explanations, grid and boxes), and one step after an edit (the snapshot
//! is recomputed).

use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use podsheet::app::PodsheetApp;
use podsheet::app::commands::Command;
use podsheet::io::event_file;
use std::hint::black_box;
use std::path::Path;

fn pod10() -> podsheet::model::Event {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pod10.podsheet");
    event_file::load(&path).expect("pod10 fixture loads")
}

fn harness() -> Harness<'static, PodsheetApp> {
    let event = pod10();
    assert!(
        event
            .rounds
            .iter()
            .flat_map(|r| &r.matches)
            .all(|m| m.is_decided()),
        "the fixture has every result"
    );
    Harness::builder()
        .with_size([1600.0, 1000.0])
        .build_eframe(move |_cc| PodsheetApp::new_for_test(event))
}

fn frame(c: &mut Criterion) {
    let mut h = harness();
    c.bench_function("frame: pod10 sheet, idle step", |b| {
        b.iter(|| {
            h.step();
            black_box(h.state().doc.snapshot.standings.order.len())
        })
    });

    let mut h = harness();
    let first = h.state().doc.event.rounds[0].matches[0].score;
    let mut flip = false;
    c.bench_function("frame: pod10 sheet, step after an edit", |b| {
        b.iter(|| {
            flip = !flip;
            let score = if flip {
                first.map(|s| s.flipped())
            } else {
                first
            };
            h.state_mut().doc.apply(Command::SetScore {
                round: 1,
                index: 0,
                score,
            });
            h.step();
            black_box(h.state().doc.snapshot.standings.order.len())
        })
    });
}

criterion_group!(benches, frame);
criterion_main!(benches);
