//! Undo and redo, the preset switch, and the one-step-per-gesture rule,
//! driven through the real app.

use crate::util::app_support;

use app_support::{cleared_demo, harness, model_ranking, type_in};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;
use podsheet::app::document::edit::Edit as Command;
use podsheet::model::{GameScore, Preset};

#[test]
fn undo_and_redo_by_keyboard() {
    let (event, _) = cleared_demo();
    let mut h = harness(event);
    type_in(&mut h, "Round 1 A: Scott vs Mariano score", "0-2");
    type_in(&mut h, "Round 1 B: Tino vs Andy score", "2-1");
    let a = |h: &egui_kittest::Harness<'_, podsheet::app::PodsheetApp>, i: usize| {
        h.state().doc().event.rounds[0].matches[i].score
    };
    assert_eq!(a(&h, 1), Some(GameScore::new(2, 1, 0)));
    assert_eq!(h.state().doc().undo.len(), 2);

    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(a(&h, 1), None, "undo clears the last score");
    assert_eq!(a(&h, 0), Some(GameScore::new(0, 2, 0)));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(a(&h, 0), None);
    assert!(!h.state().is_dirty(), "back to the opened state");

    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(a(&h, 0), Some(GameScore::new(0, 2, 0)));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
    assert_eq!(a(&h, 1), Some(GameScore::new(2, 1, 0)));
    assert!(h.state().doc().redo.is_empty());
}

#[test]
fn an_edit_that_changes_nothing_makes_no_undo_point() {
    let (event, _) = cleared_demo();
    let mut h = harness(event);
    type_in(&mut h, "Round 1 A: Scott vs Mariano score", "02");
    assert_eq!(h.state().doc().undo.len(), 1);
    // Retype the same score another way: "0-2" is the same result.
    h.get_by_label("Round 1 A: Scott vs Mariano score").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("Round 1 A: Scott vs Mariano score")
        .type_text("0-2");
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(h.state().doc().undo.len(), 1);
    let app = h.state_mut();
    assert!(!app.doc_mut().apply(Command::SetPreset(Preset::PodSwiss)));
    assert_eq!(app.doc().undo.len(), 1);
}

#[test]
fn switching_the_preset_changes_the_numbers_at_once_and_undoes() {
    let mut h = harness(app_support::demo());
    let before = model_ranking(h.state());
    // The demo's house preset shows opponents' match points, as its sheet.
    assert!(h.query_by_label("OMP").is_some());
    // The rules are named in words, never by id (`pod-swiss`): the chosen
    // rules and every choice of the drop-down.
    assert_eq!(
        h.get_by_label("Rules").value().as_deref(),
        Some("8/10-player Swiss sheets: DCI tiebreakers, byes 0-0")
    );
    h.get_by_label("Rules").click();
    h.run();
    assert!(h.query_by_label_contains("pod-swiss").is_none());
    assert!(h.query_by_label_contains("cumulative —").is_none());
    h.get_by_label("early-2010s premier events (Cumulative)")
        .click();
    h.run();
    assert_eq!(h.state().doc().event.rules, Preset::Cumulative);
    assert!(
        h.query_by_label("Cum").is_some(),
        "the Cumulative column is shown"
    );
    assert_eq!(
        h.state().doc().snapshot.standings.options,
        Preset::Cumulative.options()
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().doc().event.rules, Preset::PodSwiss);
    assert_eq!(model_ranking(h.state()), before);
    assert!(h.query_by_label("Cum").is_none());
}

#[test]
fn clicking_a_tied_player_explains_the_group() {
    let mut h = harness(app_support::demo());
    h.get_by_label("Derek Jeter").click();
    h.run();
    // The explanation panel shows the engine's sentences for that group.
    let app = h.state();
    let st = &app.doc().snapshot.standings;
    let derek = app.doc().event.find_player("Derek Jeter").unwrap();
    let g = st.group_of(derek).expect("Derek is tied on points");
    let first = podsheet::text::explain::Explainer::new(&app.doc().event, st).group(g)[0].clone();
    assert!(first.contains("Derek"));
    h.get_by_label(&first);
    h.get_by_label("Large text").click();
    h.run();
    assert!(h.state().doc().view.selection.large);
    // Large type takes a window of its own, with the same sentences.
    assert!(h.query_all_by_label(&first).count() >= 1);
    h.get_by_label("Why this order");
}

#[test]
fn picking_two_players_explains_what_orders_them() {
    let mut h = harness(app_support::demo());
    h.get_by_label("First player to compare").click();
    h.run();
    // The popup's entry (the standings list the same name).
    h.get_all_by_label("Mariano Rivera").last().unwrap().click();
    h.run();
    h.get_by_label("Second player to compare").click();
    h.run();
    h.get_all_by_label("Bernie Williams")
        .last()
        .unwrap()
        .click();
    h.run();
    let app = h.state();
    let (m, b) = (
        app.doc().event.find_player("Mariano Rivera").unwrap(),
        app.doc().event.find_player("Bernie Williams").unwrap(),
    );
    assert_eq!(app.doc().view.selection.pair, [Some(m), Some(b)]);
    let sentence =
        podsheet::text::explain::Explainer::new(&app.doc().event, &app.doc().snapshot.standings)
            .pair(m, b);
    assert!(
        sentence.contains("Mariano") && sentence.contains("Bernie"),
        "{sentence}"
    );
    h.get_by_label(&sentence);
}

#[test]
fn an_impossible_score_is_said_on_one_line_and_on_the_cell() {
    let (event, _) = cleared_demo();
    let mut h = harness(event);
    type_in(&mut h, "Scott round 1", "0-22-1");
    let message = "cannot happen: in best-of-three a player stops at 2 game wins";
    // Beside the player, one line high (it wrapped a word a line, making
    // the row hundreds of pixels tall), and on the cell when hovered.
    let row = |h: &egui_kittest::Harness<'_, podsheet::app::PodsheetApp>, n: u32| {
        h.get_by_label(&format!("Name of player {n}")).rect().top()
    };
    assert!(row(&h, 2) - row(&h, 1) < 40.0, "Scott's row stays one line");
    // In both players' rows (and wrapped in the match's box below).
    let shown = h.query_all_by_label_contains(message).count();
    let in_scotts_row: Vec<egui::Rect> = h
        .query_all_by_label_contains(message)
        .map(|n| n.rect())
        .filter(|r| (r.top() - row(&h, 1)).abs() < 30.0)
        .collect();
    assert_eq!(in_scotts_row.len(), 1, "{in_scotts_row:?}");
    assert!(in_scotts_row[0].height() < 30.0, "{in_scotts_row:?}");
    h.get_by_label("Scott round 1").hover();
    h.run();
    assert!(
        h.query_all_by_label_contains(message).count() > shown,
        "the cell's hover says it too"
    );
}

/// A name's reading is typed in the player's menu and kept in the event;
/// the phone pages and printouts sort by it (web_pages).
#[test]
fn a_names_reading_is_typed_in_the_players_menu() {
    let mut e = crate::util::web_support::demo();
    e.players[0].name = "東海林 Scott".into();
    let mut h = harness(e);
    h.get_by_label("Actions for 東海林").click();
    h.run();
    app_support::retype(&mut h, "Reading of 東海林's name", "しょうじ");
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(
        h.state().doc().event.players[0].reading.as_deref(),
        Some("しょうじ")
    );
}
