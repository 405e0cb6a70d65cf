//! The sheets' draw rules: coin flip, the round-1 swap, records after two draws.

use podsheet::engine::pairing::{advance, next_round, sheet_boxes};
use podsheet::io::event_file;
use podsheet::model::{Event, GameScore, Match, PlayerId, Roll, RollKind};
use std::path::Path;

fn demo() -> Event {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/demo-8.podsheet");
    let mut e = event_file::load(&path).unwrap();
    e.rounds.truncate(1);
    e
}

fn flip(e: &mut Event, round: u32, index: usize, winner: PlayerId) {
    e.rolls.push(Roll {
        made_at: "2026-01-01T00:00:00Z".into(),
        what: RollKind::CoinFlip {
            round,
            index,
            winner,
        },
    });
}

fn find<'a>(matches: &'a [Match], label: &str) -> &'a Match {
    matches
        .iter()
        .find(|m| m.label.as_deref() == Some(label))
        .unwrap()
}

fn pair_of(m: &Match) -> [PlayerId; 2] {
    let mut v = [m.a, m.b.unwrap()];
    v.sort();
    v
}

const DRAW: GameScore = GameScore::new(1, 1, 1);

/// Box A (Scott 0 v Mariano 4) drawn; Scott goes on as winner by the flip.
fn drawn_a() -> Event {
    let mut e = demo();
    e.rounds[0].matches[0].score = Some(DRAW);
    e
}

#[test]
fn a_drawn_match_waits_for_its_coin_flip() {
    let e = drawn_a();
    let adv = advance(&e);
    assert_eq!(adv.flips_needed, vec![(1, 0)]);
    let labels: Vec<_> = adv.rounds[1]
        .matches
        .iter()
        .map(|m| m.label.clone().unwrap())
        .collect();
    assert_eq!(labels, ["F", "H"], "boxes fed by A wait for the flip");
    let p = next_round(&e).unwrap();
    assert_eq!(p.flips_needed, vec![(1, 0)]);
}

#[test]
fn the_coin_flip_decides_winner_and_loser() {
    for (winner, loser) in [(PlayerId(0), PlayerId(4)), (PlayerId(4), PlayerId(0))] {
        let mut e = drawn_a();
        flip(&mut e, 1, 0, winner);
        let p = next_round(&e).unwrap();
        assert!(p.flips_needed.is_empty());
        // C: Derek (2) beat Bernie (6).
        assert_eq!(pair_of(find(&p.matches, "E")), {
            let mut v = [winner, PlayerId(2)];
            v.sort();
            v
        });
        assert_eq!(pair_of(find(&p.matches, "G")), {
            let mut v = [loser, PlayerId(6)];
            v.sort();
            v
        });
        assert!(
            p.reasons
                .iter()
                .any(|r| r.to_string().contains("coin flip")),
            "{:?}",
            p.reasons
        );
    }
}

/// Round 2 after the flip (Scott winner of A): E Scott v Derek, G Mariano v
/// Bernie, F Tino v Roger, H Andy v Jorge; `e_score`/`g_score` from the
/// first player's side.
fn after_round_two(e_score: GameScore, g_score: GameScore) -> Event {
    let mut e = drawn_a();
    flip(&mut e, 1, 0, PlayerId(0));
    let adv = advance(&e);
    e.rounds = adv.rounds;
    for m in &mut e.rounds[1].matches {
        m.score = Some(match m.label.as_deref() {
            Some("E") if m.a == PlayerId(0) => e_score,
            Some("E") => e_score.flipped(),
            Some("G") if m.a == PlayerId(4) => g_score,
            Some("G") => g_score.flipped(),
            _ => GameScore::new(2, 0, 0),
        });
    }
    e
}

#[test]
fn round_one_drawers_on_equal_points_swap_for_round_three() {
    // Scott loses E, Mariano loses G: both on 1 point.
    let e = after_round_two(GameScore::new(0, 2, 0), GameScore::new(0, 2, 0));
    let p = next_round(&e).unwrap();
    // Without the swap Scott would be in J (loser E) and Mariano in L (loser G).
    assert!(find(&p.matches, "J").involves(PlayerId(4)));
    assert!(find(&p.matches, "L").involves(PlayerId(0)));
    assert!(
        p.reasons
            .iter()
            .any(|r| r.to_string().contains("swap places")),
        "{:?}",
        p.reasons
    );
    let boxes = sheet_boxes(&e);
    let j = boxes.iter().find(|b| b.label == Some('J')).unwrap();
    assert!(j.players.contains(&Some(PlayerId(4))));
}

#[test]
fn round_one_drawers_on_different_points_keep_their_places() {
    // Scott loses E (1 point), Mariano wins G (4 points).
    let e = after_round_two(GameScore::new(0, 2, 0), GameScore::new(2, 0, 0));
    let p = next_round(&e).unwrap();
    assert!(find(&p.matches, "J").involves(PlayerId(0)));
    assert!(find(&p.matches, "K").involves(PlayerId(4)));
    assert!(
        p.reasons.iter().any(|r| r.to_string().contains("no swap")),
        "{:?}",
        p.reasons
    );
}

#[test]
fn two_draws_fall_back_to_records() {
    let mut e = demo();
    e.rounds[0].matches[0].score = Some(DRAW); // Scott v Mariano
    e.rounds[0].matches[1].score = Some(DRAW); // Tino v Andy
    let adv = advance(&e);
    assert!(
        adv.flips_needed.is_empty(),
        "no flips when the sheet no longer applies"
    );
    assert!(
        adv.reasons
            .iter()
            .any(|r| r.to_string().contains("paired by records")),
        "{:?}",
        adv.reasons
    );
    let round2 = &adv.rounds[1].matches;
    assert_eq!(round2.len(), 4);
    let pairs: Vec<[PlayerId; 2]> = round2.iter().map(pair_of).collect();
    // Winners of C (Derek 2) and D (Roger 7) are the only 3-pointers.
    assert!(pairs.contains(&[PlayerId(2), PlayerId(7)]), "{pairs:?}");
    // Losers of C (Bernie 6) and D (Jorge 3) are the only 0-pointers.
    assert!(pairs.contains(&[PlayerId(3), PlayerId(6)]), "{pairs:?}");
    // The four drawers play each other, not their round-1 opponents.
    for p in [[PlayerId(0), PlayerId(4)], [PlayerId(1), PlayerId(5)]] {
        assert!(!pairs.contains(&p), "{pairs:?}");
    }
    let boxes = sheet_boxes(&e);
    assert!(boxes.iter().filter(|b| b.round >= 2).all(|b| b.by_records));
}
