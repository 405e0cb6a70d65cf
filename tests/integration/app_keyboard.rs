//! The keyboard runs the night: Ctrl+Tab / Ctrl+Shift+Tab, Ctrl+Page Down /
//! Page Up and Ctrl+1…9 change pods; Ctrl+E puts the cursor in the first
//! empty result box; Enter after a round's last box goes to the next
//! round's first open box.

use crate::util::app_support;

use app_support::harness;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use podsheet::app::PodsheetApp;
use podsheet::app::box_field_name;
use podsheet::app::document::new_event::{Form, Sheet, build};
use podsheet::model::Match;

fn night_of_three() -> Harness<'static, PodsheetApp> {
    let names: Vec<String> = (1..=24).map(|i| format!("Player {i}")).collect();
    let night = podsheet::engine::night::from_names("Friday", &names, 8, 5, "2026-11-20T19:00:00Z")
        .unwrap();
    let mut h = harness(PodsheetApp::demo_event());
    h.state_mut().open_night(night, None);
    h.run();
    h
}

fn press(h: &mut Harness<'_, PodsheetApp>, m: Modifiers, key: Key) {
    h.key_press_modifiers(m, key);
    h.run();
}

#[test]
fn pods_change_by_keyboard() {
    let mut h = night_of_three();
    assert_eq!(h.state().night.active(), 0);
    press(&mut h, Modifiers::CTRL, Key::Tab);
    assert_eq!(h.state().night.active(), 1, "Ctrl+Tab: next");
    press(&mut h, Modifiers::CTRL | Modifiers::SHIFT, Key::Tab);
    assert_eq!(h.state().night.active(), 0, "Ctrl+Shift+Tab: previous");
    press(&mut h, Modifiers::CTRL | Modifiers::SHIFT, Key::Tab);
    assert_eq!(h.state().night.active(), 2, "before the first: the last");
    press(&mut h, Modifiers::CTRL, Key::PageDown);
    assert_eq!(h.state().night.active(), 0, "after the last: the first");
    press(&mut h, Modifiers::CTRL, Key::PageUp);
    assert_eq!(h.state().night.active(), 2);
    press(&mut h, Modifiers::COMMAND, Key::Num2);
    assert_eq!(h.state().night.active(), 1, "Ctrl+2: pod 2");
    press(&mut h, Modifiers::COMMAND, Key::Num9);
    assert_eq!(h.state().night.active(), 1, "no pod 9: stays");
}

/// The accessible name of a match's box.
fn box_name(app: &PodsheetApp, round: usize, m: &Match) -> String {
    let doc = app.doc();
    let index = doc.event.rounds[round]
        .matches
        .iter()
        .position(|x| x == m)
        .unwrap();
    // A bye takes no table: a numbered match's table counts the matches
    // with two players before it.
    let matches = &doc.event.rounds[round].matches;
    let table = matches[..index].iter().filter(|x| x.b.is_some()).count() + 1;
    let label = m.label.clone().unwrap_or(format!("Table {table}"));
    let caption = format!(
        "{label}: {} vs {}",
        doc.short_name(m.a),
        doc.short_name(m.b.unwrap())
    );
    box_field_name(round as u32 + 1, &caption)
}

/// The first box without a result: round by round, boxes by letter.
fn first_open(app: &PodsheetApp) -> Option<(usize, String)> {
    for (r, round) in app.doc().event.rounds.iter().enumerate() {
        let mut open: Vec<&Match> = round
            .matches
            .iter()
            .filter(|m| m.b.is_some() && m.score.is_none())
            .collect();
        open.sort_by_key(|m| m.label.clone());
        if let Some(m) = open.first() {
            return Some((r, box_name(app, r, m)));
        }
    }
    None
}

fn seven_player_sheet() -> podsheet::model::Event {
    let names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"];
    let form = Form {
        sheet: Sheet::RoundRobin7,
        preset: Sheet::RoundRobin7.default_preset(),
        best_of: Sheet::RoundRobin7.default_best_of(),
        names: names.join("\n"),
        seat_randomly: false,
        ..Form::default()
    };
    build(&form, "2026-11-23T12:00:00Z").unwrap()
}

#[test]
fn ctrl_e_then_enter_walks_every_open_box_across_rounds() {
    let mut h = harness(seven_player_sheet());
    h.run();
    // Nothing has the focus: Ctrl+E puts it in the first empty box.
    press(&mut h, Modifiers::COMMAND, Key::E);
    let mut entered = 0;
    let mut rounds_seen = std::collections::BTreeSet::new();
    while let Some((round, name)) = first_open(h.state()) {
        assert!(
            h.get_by_label(&name).is_focused(),
            "after {entered} results the cursor is in {name}"
        );
        rounds_seen.insert(round);
        h.get_by_label(&name).type_text("w");
        h.run();
        h.key_press(Key::Enter);
        h.run();
        h.run();
        entered += 1;
        assert!(entered <= 21, "a 7-player round robin has 21 matches");
    }
    assert_eq!(entered, 21, "every match entered by keyboard");
    assert_eq!(rounds_seen.len(), 7, "through all seven rounds");
    // Every result in: Ctrl+E says so.
    press(&mut h, Modifiers::COMMAND, Key::E);
    assert_eq!(h.state().doc().notes, ["Every result of this pod is in."]);
}

/// A best-of-one draw is a legal result (docs/rules.md §1): `d` on the 7-player
/// sheet is stored as 0-0-1, flagged by nothing, and offers no coin flip
/// (a round robin sends nobody on).
#[test]
fn a_best_of_one_draw_is_legal_and_flips_no_coin() {
    let mut h = harness(seven_player_sheet());
    h.run();
    press(&mut h, Modifiers::COMMAND, Key::E);
    let (_, name) = first_open(h.state()).unwrap();
    h.get_by_label(&name).type_text("d");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    let doc = h.state().doc();
    let drawn = doc.event.rounds[0]
        .matches
        .iter()
        .find(|m| m.score.is_some())
        .unwrap();
    assert_eq!(drawn.score, Some(podsheet::model::GameScore::new(0, 0, 1)));
    let serious: Vec<&podsheet::model::Said> = doc
        .snapshot
        .problems
        .iter()
        .filter(|p| p.severity > podsheet::engine::validate::Severity::Missing)
        .map(|p| &p.message)
        .collect();
    assert!(serious.is_empty(), "{serious:?}");
    assert!(h.query_by_label_contains("Flip coin").is_none());
}

/// A night starts by keyboard: Ctrl+Shift+N opens the sign-up form with
/// the cursor in it, Ctrl+Enter deals the pods.
#[test]
fn a_night_starts_by_keyboard() {
    let mut h = harness(PodsheetApp::demo_event());
    h.run();
    press(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::N);
    h.run();
    assert!(h.state().night.signup.is_some(), "the sign-up form is open");
    assert!(
        h.get_by_label("Night").is_focused(),
        "the cursor starts in the form"
    );
    let names: Vec<String> = (1..=16).map(|i| format!("Drafter {i}")).collect();
    h.get_by_label("Sign-up list, one name per line").focus();
    h.run();
    h.get_by_label("Sign-up list, one name per line")
        .type_text(&names.join("\n"));
    h.run();
    press(&mut h, Modifiers::COMMAND, Key::Enter);
    h.run();
    assert_eq!(h.state().night.len(), 2, "16 drafters in two pods of 8");
    assert!(h.state().night.signup.is_none());
}
