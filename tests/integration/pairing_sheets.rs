//! The paper sheets' routing reproduces the filled sheets in the seeds.

use podsheet::engine::life::life;
use podsheet::engine::pairing::{advance, next_round, sheet_boxes};
use podsheet::io::event_file;
use podsheet::model::{Event, GameScore, Match, PlayerId};
use podsheet::text::sheet::BoxWords;
use std::path::Path;

fn load(path: &str) -> Event {
    event_file::load(Path::new(env!("CARGO_MANIFEST_DIR")).join(path).as_path()).unwrap()
}

/// A round as a sorted list of (label, unordered pair).
fn shape(matches: &[Match]) -> Vec<(Option<String>, PlayerId, Option<PlayerId>)> {
    let mut v: Vec<_> = matches
        .iter()
        .map(|m| {
            let (a, b) = match m.b {
                Some(b) if b < m.a => (b, Some(m.a)),
                b => (m.a, b),
            };
            (m.label.clone(), a, b)
        })
        .collect();
    v.sort();
    v
}

fn truncated(event: &Event, rounds: usize) -> Event {
    let mut e = event.clone();
    e.rounds.truncate(rounds);
    e
}

fn check_bracket_sheet(path: &str) {
    let full = load(path);
    for played in 0..3 {
        let e = truncated(&full, played);
        let p = next_round(&e).unwrap();
        assert_eq!(p.round as usize, played + 1);
        assert!(p.flips_needed.is_empty());
        assert_eq!(
            shape(&p.matches),
            shape(&full.rounds[played].matches),
            "{path} round {}",
            played + 1
        );
        let adv = advance(&e);
        assert!(adv.changed && adv.conflicts.is_empty());
        assert_eq!(adv.rounds.len(), played + 1);
        assert_eq!(
            shape(&adv.rounds[played].matches),
            shape(&full.rounds[played].matches)
        );
    }
    assert!(
        next_round(&full)
            .unwrap_err()
            .to_string()
            .contains("the event is over")
    );
    let adv = advance(&full);
    assert!(!adv.changed, "{path}: a finished sheet stays as it is");
}

#[test]
fn eight_player_sheet_routes_rounds_two_and_three() {
    check_bracket_sheet("assets/demo-8.podsheet");
}

#[test]
fn ten_player_sheet_routes_rounds_two_and_three() {
    check_bracket_sheet("tests/fixtures/pod10.podsheet");
}

#[test]
fn seven_player_schedule_matches_the_sheet() {
    let full = load("tests/fixtures/pod7.podsheet");
    for played in 0..7 {
        let e = truncated(&full, played);
        let p = next_round(&e).unwrap();
        let strip = |ms: &[Match]| {
            let ms: Vec<Match> = ms
                .iter()
                .map(|m| Match {
                    label: None,
                    ..m.clone()
                })
                .collect();
            shape(&ms)
        };
        assert_eq!(
            strip(&p.matches),
            strip(&full.rounds[played].matches),
            "round {}",
            played + 1
        );
    }
}

#[test]
fn boxes_fill_as_results_arrive_and_empty_when_cleared() {
    let full = load("assets/demo-8.podsheet");
    let mut e = truncated(&full, 1);
    // Only A and C have results: box E (winner A v winner C) fills, F-H wait.
    e.rounds[0].matches[1].score = None;
    e.rounds[0].matches[3].score = None;
    let adv = advance(&e);
    let labels: Vec<_> = adv.rounds[1]
        .matches
        .iter()
        .map(|m| m.label.clone().unwrap())
        .collect();
    assert_eq!(labels, ["E", "G"]);
    assert!(
        matches!(next_round(&e), Err(e) if e.to_string() == "round 1 is not finished: 2 results missing")
    );
    let boxes = sheet_boxes(&e);
    let f = boxes.iter().find(|b| b.label == Some('F')).unwrap();
    assert_eq!(
        [f.source_text(0), f.source_text(1)],
        ["winner B".to_string(), "winner D".to_string()]
    );
    assert_eq!(f.players, [None, None]);
    // Apply, then clear A: E and G stay in round 2 as they were handed
    // out, and round 2 is stale until A is entered again (docs/rules.md §6).
    e.rounds = adv.rounds;
    let a = e.rounds[0].matches[0].score;
    e.rounds[0].matches[0].score = None;
    let adv = advance(&e);
    assert!(!adv.changed, "nothing is taken out of a paired round");
    let stale = life(&e, None);
    let round2 = stale.round(2).expect("round 2 is stale");
    assert_eq!(round2.difference.as_ref().unwrap().tables, [0, 1]);
    assert!(round2.unplayed());
    e.rounds[0].matches[0].score = a;
    assert!(life(&e, None).is_clear(), "the same result again fits");
}

#[test]
fn changing_a_result_never_overwrites_a_later_result() {
    let full = load("assets/demo-8.podsheet");
    let mut e = truncated(&full, 2);
    // Flip A's result: winner A is now Scott, so E should be Scott v Derek,
    // but E already has a result.
    e.rounds[0].matches[0].score = Some(GameScore::new(2, 0, 0));
    let adv = advance(&e);
    assert_eq!(adv.rounds[1], e.rounds[1], "entered results are kept");
    // Round 2 is stale at E and G (both played): kept, with the cause.
    let stale = life(&e, None);
    let round2 = stale.round(2).expect("round 2 is stale");
    let labels: Vec<&str> = round2
        .difference
        .as_ref()
        .unwrap()
        .tables
        .iter()
        .map(|&i| e.rounds[1].matches[i].label.as_deref().unwrap())
        .collect();
    assert_eq!(labels, ["E", "G"]);
    assert!(!round2.unplayed());
}

#[test]
fn manual_changes_are_checked() {
    use podsheet::engine::pairing::{check_round, swap_players};
    let full = load("assets/demo-8.podsheet");
    let mut e = truncated(&full, 2);
    assert!(check_round(&e, 2).is_empty(), "{:?}", check_round(&e, 2));
    // Round 2 results in: swapping is refused.
    assert!(swap_players(&e, &e.rounds[1], PlayerId(4), PlayerId(0)).is_err());
    for m in &mut e.rounds[1].matches {
        m.score = None;
    }
    // Mariano (4) plays Derek (2) in E; Scott (0) plays Bernie (6) in G.
    // Swapping Derek and Bernie makes Derek v Scott and Mariano v Bernie:
    // no rematch. Swapping Mariano and Bernie: Bernie v Derek is a rematch
    // (round 1, box C), and so is Scott v Mariano (box A).
    let swapped = swap_players(&e, &e.rounds[1], PlayerId(4), PlayerId(6)).unwrap();
    e.rounds[1] = swapped;
    let problems = check_round(&e, 2);
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems.iter().all(|p| p.to_string().contains("rematch")));
    // A player twice and one missing.
    e.rounds[1].matches[0].a = PlayerId(1);
    let problems = check_round(&e, 2);
    assert!(
        problems
            .iter()
            .any(|p| p.to_string().contains("Tino Martinez is paired 2 times")),
        "{problems:?}"
    );
    assert!(
        problems
            .iter()
            .any(|p| p.to_string().contains("is not paired in round 2")),
        "{problems:?}"
    );
}
