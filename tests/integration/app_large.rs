//! The app on a 512-player Swiss: only the rows on screen are drawn, rows
//! scrolled to appear, the box the cursor is sent to comes into view, and
//! an idle app asks for no repaint.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use podsheet::app::{PodsheetApp, grid_field_name};
use podsheet::model::PlayerId;

use crate::util::swiss as support;

fn harness() -> Harness<'static, PodsheetApp> {
    let event = support::swiss(512, 9, 8, true);
    let mut h = Harness::builder()
        .with_size([1600.0, 1000.0])
        .build_eframe(move |_cc| PodsheetApp::new_for_test(event));
    h.run();
    h
}

fn cell(h: &Harness<'static, PodsheetApp>, player: usize) -> String {
    grid_field_name(h.state().doc(), PlayerId(player), 1)
}

#[test]
fn only_the_rows_on_screen_are_drawn_and_scrolling_shows_the_others() {
    let mut h = harness();
    let first = cell(&h, 0);
    let far = cell(&h, 499);
    assert!(h.query_by_label(&first).is_some(), "{first} drawn");
    assert!(h.query_by_label(&far).is_none(), "{far} not drawn");
    // Scroll the sheet down, over the grid.
    let at = h.get_by_label(&first).rect().center();
    h.hover_at(at);
    // Scroll until the far row appears (about 15,000 points down), in
    // steps shorter than the drawn window so it cannot be jumped over.
    for _ in 0..40 {
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -1000.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
            modifiers: egui::Modifiers::NONE,
        });
        // Not `run`: the hovered cell's tooltip keeps asking for frames.
        h.run_steps(4);
        if h.query_by_label(&far).is_some() {
            break;
        }
    }
    assert!(
        h.query_by_label(&far).is_some(),
        "{far} drawn after scrolling"
    );
    assert!(h.query_by_label(&first).is_none(), "{first} scrolled away");
}

#[test]
fn an_idle_frame_requests_no_repaint() {
    let mut h = harness();
    // Settled: one more frame without input, and nothing asks for another.
    assert_eq!(h.run(), 1);
    assert_eq!(h.run(), 1);
}

#[test]
fn ctrl_e_brings_a_box_far_down_the_round_into_view() {
    use podsheet::app::{Command, box_caption, box_field_name};
    let mut h = harness();
    let (round, index) = support::first_open(&h.state().doc().event);
    let name = {
        let doc = h.state().doc();
        let m = &doc.event.rounds[round as usize - 1].matches[index];
        box_field_name(round, &box_caption(doc, index, m))
    };
    assert!(
        h.query_by_label(&name).is_none(),
        "{name} is off screen at first"
    );
    h.state().commands.send(Command::FirstOpenBox);
    // The scrolling is animated over a few frames; the box keeps the cursor.
    h.run_steps(20);
    let field = h.get_by_label(&name);
    assert!(field.is_focused(), "{name} has the cursor");
    let y = field.rect().center().y;
    assert!((0.0..1000.0).contains(&y), "{name} is on screen at y = {y}");
}
