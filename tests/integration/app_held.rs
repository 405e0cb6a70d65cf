//! A held result in the app (issue 34, part 8): a result that cannot
//! happen shows as held in its grid row and standings row and counts in
//! neither; a drawn playoff score keeps the bracket on screen with the
//! reason in its box, named as the bracket names it; the Swiss rounds box
//! goes back down while the added round has no result, and says why not
//! once it has one.

use crate::util::app_support::harness;
use crate::util::common::load;
use crate::util::day::{play, swiss};
use egui_kittest::kittest::NodeT as _;
use egui_kittest::kittest::Queryable as _;
use podsheet::app::document::edit::Edit;
use podsheet::app::{Command, PodsheetApp};
use podsheet::engine::ranking::rank;
use podsheet::model::GameScore;

type H = egui_kittest::Harness<'static, PodsheetApp>;

fn has(h: &H, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

fn score(h: &mut H, round: u32, index: usize, s: Option<GameScore>) {
    h.state().commands.edit(Edit::SetScore {
        round,
        index,
        score: s,
    });
    h.run();
    h.run();
}

#[test]
fn a_held_2_3_shows_as_held_in_its_rows_and_counts_in_neither() {
    let mut e = swiss(12, 4);
    play(&mut e, 1, &|i| i % 2 == 0);
    let (a, b) = {
        let m = &e.rounds[0].matches[0];
        (m.a, m.b.unwrap())
    };
    let mut h = harness(e);
    h.run();
    score(&mut h, 1, 0, Some(GameScore::new(2, 3, 0)));
    let doc = h.state().doc();
    // Counted as the empty box would be.
    let mut empty = doc.event.clone();
    empty.rounds[0].matches[0].score = None;
    let empty = rank(&empty, &empty.rules.options());
    assert_eq!(doc.snapshot.standings.order, empty.order);
    // The same tallies; only the round differs: a held result is a result
    // entered, so its round is played (issue 40: it holds its own match
    // only, a bye beside it counts).
    let tallies = |rs: &[podsheet::engine::record::Record]| {
        rs.iter()
            .map(|r| podsheet::engine::record::Record {
                rounds_played: Vec::new(),
                ..r.clone()
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        tallies(&doc.snapshot.standings.records),
        tallies(&empty.records)
    );
    assert!(doc.snapshot.standings.records[0].rounds_played[0]);
    assert!(!empty.records[0].rounds_played[0]);
    assert_eq!(doc.snapshot.standings.records[b.0].won, 0, "no win for 3");
    // Each player's grid row and standings row say so.
    assert_eq!(
        h.query_all_by_label_contains("R1: 2-3 is held and counts nowhere until it is fixed")
            .count(),
        2,
        "both players' rows"
    );
    assert_eq!(h.query_all_by_label("(R1 2-3 held)").count(), 2);
    let _ = a;
    // Fixed, it counts and the marks go.
    score(&mut h, 1, 0, Some(GameScore::new(1, 2, 0)));
    assert!(!has(&h, "is held"));
    assert_eq!(h.state().doc().snapshot.standings.records[b.0].won, 1);
}

#[test]
fn a_drawn_quarterfinal_keeps_the_bracket_with_the_reason_in_its_box() {
    let mut h = harness(load("tests/fixtures/pod8.csv"));
    h.run();
    h.state().commands.send(Command::CutToTop(8));
    h.run();
    let swiss = h.state().doc().event.cut.as_ref().unwrap().after_round;
    score(&mut h, swiss + 1, 0, Some(GameScore::new(1, 1, 0)));
    // The bracket is still there, every box of it, the held one with why.
    assert!(has(&h, "Quarterfinals"));
    for letter in ["B:", "C:", "D:"] {
        assert!(has(&h, letter), "box {letter}");
    }
    assert!(
        has(&h, "— 1-1 is held: a playoff match needs a winner"),
        "the reason is in box A"
    );
    // Named as the bracket names it, never by a round number.
    assert!(has(&h, "Quarterfinal A ("), "the problem names the box");
    let round = format!("ound {}", swiss + 1);
    for n in h.query_all_by_label_contains("1-1") {
        let label = n.accesskit_node().label().unwrap_or_default();
        assert!(
            !label.contains(&round),
            "named by its round number: {label}"
        );
    }
    // Nobody goes on from it.
    assert!(has(&h, "winner A"));
    // The room's screen says it is held too, never a plain 1-1.
    h.state_mut().display_open = true;
    h.run();
    assert!(has(&h, "1-1 held"), "the display window's box");
}

#[test]
fn the_swiss_rounds_box_goes_back_down_until_the_added_round_has_a_result() {
    let mut e = swiss(8, 3);
    for r in 1..=3 {
        play(&mut e, r, &|i| i == 1);
    }
    let mut h = harness(e);
    h.run();
    // The box, as a screen reader (or the keyboard) sets it.
    let rounds_box = |h: &mut H, n: u32| {
        h.get_by_label("Swiss rounds:")
            .set_value_accesskit(f64::from(n));
        h.run();
        h.run();
    };
    // One round more: round 4 is paired at once.
    rounds_box(&mut h, 4);
    assert_eq!(h.state().doc().event.rounds.len(), 4);
    // And down again while it has no result: round 4 goes.
    rounds_box(&mut h, 3);
    assert_eq!(h.state().doc().event.rounds.len(), 3);
    // Once round 4 has a result, the box says why it cannot go down.
    rounds_box(&mut h, 4);
    score(&mut h, 4, 0, Some(GameScore::new(2, 0, 0)));
    rounds_box(&mut h, 3);
    assert_eq!(h.state().doc().event.rounds.len(), 4);
    assert!(
        has(
            &h,
            "The Swiss cannot end after round 3: round 4 already has results."
        ),
        "{:?}",
        h.state().doc().notes
    );
}

/// A pod's tab never says "all results in" while a result is held, and
/// the box itself says it is held.
#[test]
fn a_held_result_is_said_in_its_box_and_its_pods_tab() {
    let mut swiss8 = swiss(8, 3);
    play(&mut swiss8, 1, &|_| false);
    let mut h = harness(swiss8.clone());
    h.state().commands.send(Command::AddEvent(Box::new(swiss8)));
    h.run();
    assert_eq!(h.state().night.len(), 2);
    // Every result of round 1 is in: the tab says so.
    assert!(has(&h, "all results in") || has(&h, "to enter"));
    let round = h.state().doc().event.rounds.len() as u32;
    for i in 0..h.state().doc().event.rounds[round as usize - 1]
        .matches
        .len()
    {
        score(&mut h, round, i, Some(GameScore::new(2, 0, 0)));
    }
    // Round 3 may now be paired: its box 1 gets 2-3.
    let round = h.state().doc().event.rounds.len() as u32;
    score(&mut h, round, 0, Some(GameScore::new(2, 3, 0)));
    assert!(has(&h, "1 result held"), "the tab says it");
    assert!(
        has(&h, "Held: this result counts nowhere"),
        "the box says it"
    );
    assert!(!has(&h, "Pod 2 · Round 3 · all results in"));
}
