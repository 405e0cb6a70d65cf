//! The display window and the round timer, through the real app.

use crate::util::app_support;

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
    // Each with its table as the room numbers it (the slips' and phones'
    // number), read from across the room before the box's letter.
    let table = {
        let ev = &h.state().doc().event;
        let (r, i) = ev
            .rounds
            .iter()
            .find_map(|r| {
                let i = r
                    .matches
                    .iter()
                    .position(|m| m.label.as_deref() == Some("I"))?;
                Some((r, i))
            })
            .expect("box I is paired");
        podsheet::text::sheet::table_of(ev, &r.matches, i)
    };
    assert!(!table.is_empty());
    h.get_by_label(&format!("Table {table} · I: Derek vs Roger  1-2"));
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

#[test]
fn a_nights_display_shows_every_pod_side_by_side() {
    let names: Vec<String> = [
        "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea", "Max",
        "Ned", "Ola", "Pia",
    ]
    .iter()
    .map(|n| format!("{n} Smith"))
    .collect();
    let night = podsheet::engine::night::from_names("Friday", &names, 8, 7, "2026-11-20T18:00:00Z")
        .unwrap();
    let mut h = harness(demo());
    h.state_mut().open_night(night.clone(), None);
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Open the display window").click();
    h.run();
    assert!(
        h.query_all_by_label("Friday").count() >= 1,
        "the night's name"
    );
    for (k, pod) in night.pods.iter().enumerate() {
        assert!(h.query_by_label(&format!("Pod {}", k + 1)).is_some());
        // Every player of every pod is listed, the pod not on screen too.
        for p in &pod.players {
            let line = format!("{}  0 pts  0-0", p.name);
            assert!(h.query_by_label(&line).is_some(), "{line}");
        }
    }
}

/// Names on a night's display are laid out left, not justified: a wrapped
/// long name is not spread letter by letter over its column, and a short
/// line is as wide as its text, not as its column.
#[test]
fn a_nights_display_does_not_spread_names_over_the_column() {
    let mut names: Vec<String> = (1..=15).map(|i| format!("P{i}")).collect();
    names.push("Maximiliano Alejandro de la Cruz Fernández-Villalobos".into());
    let night = podsheet::engine::night::from_names("Friday", &names, 8, 7, "2026-11-20T18:00:00Z")
        .unwrap();
    let mut h = harness(demo());
    h.state_mut().open_night(night, None);
    h.run();
    h.state_mut().display_open = true;
    h.run();
    let pod = h.get_by_label("Pod 1").rect();
    let standings: Vec<f32> = h
        .query_all_by_label("Standings")
        .map(|n| n.rect().width())
        .collect();
    let col = standings.iter().copied().fold(0.0, f32::max);
    assert!(pod.width() < 160.0, "\"Pod 1\" is {} wide", pod.width());
    assert!(
        col < 200.0,
        "\"Standings\" is {col} wide, as wide as its text"
    );
}
