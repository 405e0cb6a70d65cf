//! Shared helpers for the app tests: the demo pod with its scores cleared,
//! and a harness driving the real app headless.

#![allow(dead_code)]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use podsheet::app::{Backend, PodsheetApp};
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

type H = egui_kittest::Harness<'static, PodsheetApp>;

/// The address sharing listens on (with its QR code shown).
pub fn shared_addr(h: &H) -> std::net::SocketAddr {
    let (url, qr) = h.state().share.address().expect("sharing is on");
    assert!(qr.is_some(), "a QR code for {url}");
    url.trim_start_matches("http://")
        .trim_end_matches('/')
        .parse()
        .unwrap()
}

/// View → Share on 127.0.0.1, any free port, then Start sharing.
pub fn start_sharing(h: &mut H) {
    start_sharing_with(h, false);
}

/// [`start_sharing`], ticking "Players report results from their phones"
/// first when `reports`.
pub fn start_sharing_with(h: &mut H, reports: bool) {
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Share on the store's network…").click();
    h.run();
    // This computer only, any free port (tests never use the network).
    h.get_by_label("Address").click();
    h.run();
    h.get_by_label("127.0.0.1 (this computer only)").click();
    h.run();
    type_in(h, "Port", "0");
    if reports {
        h.get_by_label("Players report results from their phones")
            .click();
        h.run();
    }
    h.get_by_label("Start sharing").click();
    h.run();
}

/// Why the in-app dialog is used, as a test says it.
pub const WHY: &str = "No file dialog service on this desktop (test).";

/// Podsheet's own file dialog, as on a desktop with no file-chooser service.
pub fn in_app(h: &mut Harness<'static, PodsheetApp>) {
    h.state_mut().file_dialogs = Backend::InApp {
        why: WHY.into(),
        told: false,
    };
}

/// Replaces a field's text: focus, select all, type.
pub fn retype(h: &mut Harness<'static, PodsheetApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

/// Types `dir` into the dialog's folder field and goes there.
pub fn go_to_folder(h: &mut Harness<'static, PodsheetApp>, dir: &std::path::Path) {
    retype(h, "Folder:", &dir.display().to_string());
    h.key_press(egui::Key::Enter);
    h.run();
}
