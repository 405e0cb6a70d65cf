//! The sheet driven through the real app by accessibility labels: every
//! result of the demo pod typed into the boxes, keyboard only.

use crate::util::app_support;

use app_support::{cleared_demo, harness, model_ranking, type_in};
use egui_kittest::kittest::Queryable as _;
use podsheet::app::box_field_name;
use podsheet::model::Match;

fn caption(app: &podsheet::app::PodsheetApp, m: &Match) -> String {
    let short = |p: podsheet::model::PlayerId| {
        app.doc()
            .event
            .player(p)
            .name
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_string()
    };
    let b = m.b.map(short).unwrap_or_default();
    format!(
        "{}: {} vs {}",
        m.label.clone().unwrap_or_default(),
        short(m.a),
        b
    )
}

const EXPECTED: [&str; 8] = [
    "Roger Clemens",
    "Derek Jeter",
    "Mariano Rivera",
    "Bernie Williams",
    "Jorge Posada",
    "Tino Martinez",
    "Andy Pettitte",
    "Scott Brosius",
];

#[test]
fn typing_every_result_gives_the_sheets_ranking() {
    let (event, scores) = cleared_demo();
    let mut h = harness(event);
    assert!(
        h.state()
            .doc()
            .snapshot
            .standings
            .records
            .iter()
            .all(|r| r.matches() == 0)
    );

    // Focus the first box once; from there the keyboard does the rest.
    let first = {
        let app = h.state();
        box_field_name(1, &caption(app, &app.doc().event.rounds[0].matches[0]))
    };
    h.get_by_label(&first).focus();
    h.run();
    let mut k = 0;
    let rounds = h.state().doc().event.rounds.len();
    for r in 0..rounds {
        // Boxes come in sheet order (by letter), as on the paper, whatever
        // order the pairing engine added them to the round in.
        let mut order: Vec<usize> = (0..h.state().doc().event.rounds[r].matches.len()).collect();
        order.sort_by_key(|&i| h.state().doc().event.rounds[r].matches[i].label.clone());
        for i in order {
            let name = {
                let app = h.state();
                box_field_name(
                    r as u32 + 1,
                    &caption(app, &app.doc().event.rounds[r].matches[i]),
                )
            };
            assert!(h.get_by_label(&name).is_focused(), "{name} has the focus");
            let s = scores[k];
            // Alternate the ways people type scores: "21" and "2-1".
            let typed = if k % 2 == 0 {
                format!("{}{}", s.a, s.b)
            } else {
                s.to_string()
            };
            h.get_by_label(&name).type_text(&typed);
            h.run();
            h.key_press(egui::Key::Enter);
            h.run();
            assert_eq!(
                h.state().doc().event.rounds[r].matches[i].score,
                Some(s),
                "{name}"
            );
            k += 1;
        }
    }
    assert_eq!(k, scores.len());
    assert_eq!(model_ranking(h.state()), EXPECTED);

    // The standings panel lists the players in that order, top to bottom.
    let tops: Vec<f32> = EXPECTED
        .iter()
        .map(|n| h.get_by_label(n).rect().top())
        .collect();
    assert!(
        tops.windows(2).all(|w| w[0] < w[1]),
        "standings rows in order: {tops:?}"
    );
    // Each typed score was one undo step.
    assert_eq!(h.state().doc().undo.len(), scores.len());
}

#[test]
fn a_score_typed_in_the_grid_is_from_that_players_side() {
    let (event, _) = cleared_demo();
    let mut h = harness(event);
    // Round 1 box A is Scott vs Mariano; Mariano types "2-0" in his cell.
    h.get_by_label("Mariano round 1").focus();
    h.run();
    h.get_by_label("Mariano round 1").type_text("2-0");
    h.key_press(egui::Key::Tab);
    h.run();
    let m = &h.state().doc().event.rounds[0].matches[0];
    assert_eq!(m.score.map(|s| (s.a, s.b, s.draws)), Some((0, 2, 0)));
    let mariano = h.state().doc().event.find_player("Mariano Rivera").unwrap();
    assert_eq!(
        h.state().doc().snapshot.standings.records[mariano.0].match_points,
        3
    );
    // The box shows it from Scott's side.
    h.get_by_label("games won 0 2, drawn 0");
}

#[test]
fn an_unparseable_entry_stays_visible_with_its_message() {
    let (event, _) = cleared_demo();
    let mut h = harness(event);
    let name = "Round 1 A: Scott vs Mariano score";
    h.get_by_label(name).focus();
    h.run();
    h.get_by_label(name).type_text("2x");
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.get_by_label(name).value().as_deref(), Some("2x"));
    assert!(h.state().doc().event.rounds[0].matches[0].score.is_none());
    assert!(h.state().doc().undo.is_empty(), "nothing committed");
    h.get_by_label_contains("is not a score");
}

#[test]
fn an_impossible_score_is_highlighted_with_the_problem_beside_it() {
    let (event, _) = cleared_demo();
    let mut h = harness(event);
    let name = "Round 1 B: Tino vs Andy score";
    h.get_by_label(name).focus();
    h.run();
    h.get_by_label(name).type_text("3-0");
    h.key_press(egui::Key::Enter);
    h.run();
    // Entered (never refused), and the problem is shown.
    let s = h.state().doc().event.rounds[0].matches[1].score.unwrap();
    assert_eq!((s.a, s.b), (3, 0));
    let problem = h
        .state()
        .doc()
        .snapshot
        .problems
        .iter()
        .find(|p| {
            p.round == Some(1)
                && p.match_index == Some(1)
                && p.message.to_string().contains("cannot happen")
        })
        .expect("validation reports the box")
        .message
        .to_string();
    assert!(
        !h.query_all_by_label(&problem)
            .collect::<Vec<_>>()
            .is_empty()
    );
}

#[test]
fn names_decks_and_first_picks_are_editable() {
    let (event, _) = cleared_demo();
    let mut h = harness(event);
    h.get_by_label("Deck of Scott").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Deck of Scott").type_text("Mono red");
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().doc().event.players[0].deck, "Mono red");
    assert_eq!(h.state().doc().undo.len(), 1, "one edit, one undo step");
}

#[test]
fn tab_moves_to_the_next_box_and_commits() {
    let (event, _) = cleared_demo();
    let mut h = harness(event);
    let a = "Round 1 A: Scott vs Mariano score";
    let b = "Round 1 B: Tino vs Andy score";
    h.get_by_label(a).focus();
    h.run();
    h.get_by_label(a).type_text("l");
    h.run();
    h.key_press(egui::Key::Tab);
    h.run();
    assert!(h.get_by_label(b).is_focused());
    let s = h.state().doc().event.rounds[0].matches[0].score.unwrap();
    assert_eq!(
        (s.a, s.b, s.draws),
        (0, 2, 0),
        "\"l\" is a 0-2 loss in best-of-three"
    );
}

#[test]
fn next_round_boxes_appear_as_results_arrive() {
    // Only round 1 is on the sheet; the brackets route the rest.
    let (mut event, _) = cleared_demo();
    event.rounds.truncate(1);
    let mut h = harness(event);
    for (label, score) in [("A: Scott vs Mariano", "02"), ("B: Tino vs Andy", "21")] {
        type_in(&mut h, &box_field_name(1, label), score);
    }
    assert_eq!(
        h.state().doc().event.rounds.len(),
        1,
        "no round-2 box is known yet"
    );
    type_in(&mut h, &box_field_name(1, "C: Derek vs Bernie"), "2-1");
    // Winner A v winner C and loser A v loser C are known now.
    assert!(
        h.query_by_label(&box_field_name(2, "E: Mariano vs Derek"))
            .is_some()
    );
    assert!(
        h.query_by_label(&box_field_name(2, "G: Scott vs Bernie"))
            .is_some()
    );
    assert!(
        h.query_by_label(&box_field_name(2, "F: Tino vs Roger"))
            .is_none()
    );
    type_in(&mut h, &box_field_name(1, "D: Jorge vs Roger"), "1-2");
    for (label, score) in [
        ("E: Mariano vs Derek", "12"),
        ("F: Tino vs Roger", "0-2"),
        ("G: Scott vs Bernie", "02"),
        ("H: Andy vs Jorge", "0-2"),
    ] {
        type_in(&mut h, &box_field_name(2, label), score);
    }
    for (label, score) in [
        ("I: Derek vs Roger", "1-2"),
        ("J: Mariano vs Tino", "20"),
        ("K: Bernie vs Jorge", "2-1"),
        ("L: Scott vs Andy", "12"),
    ] {
        type_in(&mut h, &box_field_name(3, label), score);
    }
    assert_eq!(model_ranking(h.state()), EXPECTED);
    assert_eq!(
        h.state().doc().event.rounds.len(),
        3,
        "the sheet has three rounds"
    );
    // Changing a round-1 result that feeds entered boxes is never silent:
    // the boxes keep their results, the status line and the notice above
    // the sheet say which round was paired before which change.
    type_in(&mut h, &box_field_name(1, "A: Scott vs Mariano"), "2-0");
    assert_eq!(
        h.state().doc().event.rounds[1].matches[0]
            .score
            .map(|s| (s.a, s.b)),
        Some((1, 2))
    );
    let notes = h.state().doc().notes.join("\n");
    assert!(
        notes.contains("Round 2 was paired before round 1, table 1 (A) changed from 0-2 to 2-0; its results stand (correct and continue): keep it as paired."),
        "{notes}"
    );
    assert!(
        h.query_by_label_contains("its results stand (correct and continue)")
            .is_some()
    );
    h.get_by_label("Keep round 2 as paired").click();
    h.run();
    assert!(h.state().doc().snapshot.life.round(2).is_none(), "kept");
}
