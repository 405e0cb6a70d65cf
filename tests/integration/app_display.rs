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
    assert!(h.state().doc().clock.running());
    h.get_by_label("Pause").click();
    h.run();
    assert!(!h.state().doc().clock.running());
    h.get_by_label("Reset timer").click();
    h.run();
    assert_eq!(h.state().doc().clock.elapsed(), std::time::Duration::ZERO);
    h.get_by_label("50:00");
}

/// Each pod has its own clock: starting, giving time to and resetting one
/// pod's leaves the others as they are, on the counter's screen and in
/// the display window's columns.
#[test]
fn each_pod_of_a_night_has_its_own_clock() {
    use podsheet::app::Command;
    use podsheet::app::view::ClockAction;
    let names: Vec<String> = (1..=15).map(|i| format!("Drafter {i}")).collect();
    let night = podsheet::engine::night::from_names("Friday", &names, 8, 7, "2026-11-20T18:00:00Z")
        .unwrap();
    let mut h = harness(demo());
    h.state_mut().open_night(night, None);
    h.run();
    let send = |h: &mut egui_kittest::Harness<'static, podsheet::app::PodsheetApp>, c| {
        h.state().commands.send(c);
        h.run();
    };
    // Pod 2 gets 10 more minutes and starts; pod 1 is left alone.
    send(&mut h, Command::ShowPod(1));
    send(&mut h, Command::Clock(ClockAction::Extra(10)));
    send(&mut h, Command::Clock(ClockAction::Start));
    let pods: Vec<_> = h.state().night.docs().map(|d| d.clock.clone()).collect();
    assert!(pods[1].running() && !pods[0].running());
    assert_eq!((pods[0].extra_minutes(), pods[1].extra_minutes()), (0, 10));
    let full = podsheet::engine::pod_plan::round_minutes(&h.state().doc().event);
    assert_eq!(
        pods[1].limit(&h.state().doc().event).as_secs(),
        u64::from(full + 10) * 60
    );
    // The display window: each column its own clock.
    h.state_mut().display_open = true;
    h.run();
    let first = h.state().night.pod(0).map(|d| d.event.clone()).unwrap();
    let pod1 = format!(
        "{:02}:00",
        podsheet::engine::pod_plan::round_minutes(&first)
    );
    assert!(
        h.query_by_label(&pod1).is_some(),
        "pod 1's clock, untouched"
    );
    assert!(h.query_by_label("+10 min").is_some(), "pod 2's extra time");
    // Resetting pod 1 does not stop pod 2.
    send(&mut h, Command::ShowPod(0));
    send(&mut h, Command::Clock(ClockAction::Start));
    send(&mut h, Command::Clock(ClockAction::Reset));
    let pods: Vec<_> = h.state().night.docs().map(|d| d.clock.clone()).collect();
    assert!(!pods[0].running() && pods[1].running());

    // Each pod's phones: pod 1 stopped at its full time, pod 2 running
    // with its ten minutes more.
    crate::util::app_support::start_sharing(&mut h);
    let addr = crate::util::app_support::shared_addr(&h);
    let left = |path: &str| {
        let page = crate::util::web_support::get(addr, path);
        let at = page.body.find("data-left=\"").expect("a clock") + 11;
        let secs: u64 = page.body[at..]
            .split('"')
            .next()
            .and_then(|s| s.parse().ok())
            .expect("seconds left");
        let running = page.body.contains("data-running=\"1\"");
        (secs, running)
    };
    let (one, one_running) = left("/pod/1/");
    let (two, two_running) = left("/pod/2/");
    let minutes1 = podsheet::engine::pod_plan::round_minutes(&first);
    assert_eq!((one, one_running), (u64::from(minutes1) * 60, false));
    assert!(two_running, "pod 2 counts down");
    assert!(
        two > u64::from(full) * 60,
        "pod 2 has its extra time: {two}"
    );
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
