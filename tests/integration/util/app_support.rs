//! Shared helpers for the app tests: the demo pod with its scores cleared,
//! and a harness driving the real app headless.

#![allow(dead_code)]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use podsheet::app::PodsheetApp;
use podsheet::io::event_file;
use podsheet::model::{Event, GameScore};

/// The demo pod as shipped, with its results.
pub fn demo() -> Event {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/demo-8.podsheet"
    ))
    .expect("demo file");
    event_file::from_str(&text, "demo-8.podsheet").expect("demo parses")
}

/// The demo pod's pairings with every score cleared (rounds 2 and 3 stand
/// in for the pairing engine), and the scores that were cleared, in sheet
/// order.
pub fn cleared_demo() -> (Event, Vec<GameScore>) {
    let mut event = demo();
    let mut scores = Vec::new();
    for r in &mut event.rounds {
        for m in &mut r.matches {
            scores.extend(m.score.take());
        }
    }
    (event, scores)
}

/// A headless harness on the real app.
pub fn harness(event: Event) -> Harness<'static, PodsheetApp> {
    Harness::builder()
        .with_size([1900.0, 1400.0])
        .build_eframe(move |_cc| PodsheetApp::new_for_test(event))
}

/// Types `text` into the field labelled `label` (replacing what it holds)
/// and presses Enter, as a person at the counter would.
pub fn type_in(h: &mut Harness<'_, PodsheetApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label(label).type_text(text);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
}

/// Names in standings order, from the model.
pub fn model_ranking(app: &PodsheetApp) -> Vec<String> {
    let st = &app.doc().snapshot.standings;
    st.order
        .iter()
        .map(|&p| app.doc().event.player(p).name.clone())
        .collect()
}
