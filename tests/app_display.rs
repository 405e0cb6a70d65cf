//! The display window and the round timer, through the real app.

mod app_support;

use app_support::{demo, harness};
use egui_kittest::kittest::Queryable as _;

#[test]
fn the_display_window_shows_pairings_timer_and_standings() {
    let mut h = harness(demo());
    assert!(h.query_by_label("Standings").is_some());
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Open the display window").click();
    h.run();
    assert!(h.state().display_open);
    // The display repeats the latest round's boxes with their results.
    h.get_by_label("I: Derek vs Roger  1-2");
    assert_eq!(
        h.query_all_by_label("50:00").count(),
        2,
        "timer in both windows"
    );
    h.get_by_label("1. Roger Clemens  9 pts  3-0");
}

#[test]
fn the_timer_starts_pauses_and_resets() {
    let mut h = harness(demo());
    h.get_by_label("Start timer").click();
    h.run_steps(2);
    assert!(h.state().timer.running());
    h.get_by_label("Pause").click();
    h.run();
    assert!(!h.state().timer.running());
    h.get_by_label("Reset timer").click();
    h.run();
    assert_eq!(h.state().timer.elapsed(), std::time::Duration::ZERO);
    h.get_by_label("50:00");
}
