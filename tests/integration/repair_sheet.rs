//! A re-pair never double-books (issue 34, part 3), in the owner's own
//! scenario: a night of two 8-player sheet pods, a round-1 box left open
//! (disputed on the phones), box A corrected after round 2 is paired, and
//! Re-pair. It used to pair the open box's players among themselves as
//! new boxes "1" and "2" while the sheet's boxes F and H still filled from
//! box B: players in two matches, rematches, and tables of the other pod.

use crate::util::day::{NOW, hook};
use crate::util::room::{at, codes, room_problems, set_box, sheet_night};
use podsheet::engine::life::{act, life};
use podsheet::model::{Event, GameScore, Msg, Structure, Template};

fn labels(e: &Event, round: usize) -> Vec<String> {
    let mut l: Vec<String> = e.rounds[round - 1]
        .matches
        .iter()
        .filter_map(|m| m.label.clone())
        .collect();
    l.sort();
    l
}

fn win() -> Option<GameScore> {
    Some(GameScore::new(2, 1, 0))
}

fn loss() -> Option<GameScore> {
    Some(GameScore::new(1, 2, 0))
}

/// Whether two players of round `round`'s matches met in a round before.
fn rematches(e: &Event, round: usize) -> usize {
    e.rounds[round - 1]
        .matches
        .iter()
        .filter(|m| {
            e.rounds[..round - 1]
                .iter()
                .flat_map(|r| &r.matches)
                .any(|x| m.b.is_some() && x.involves(m.a) && m.b.is_some_and(|b| x.involves(b)))
        })
        .count()
}

#[test]
fn re_pairing_with_a_round_one_box_open_pairs_only_the_boxes_the_sheet_knows() {
    let mut n = sheet_night();
    set_box(&mut n, 1, "A", win());
    set_box(&mut n, 1, "C", win());
    set_box(&mut n, 1, "D", win());
    // Box B is disputed on the phones: no result. E and G are paired.
    assert_eq!(labels(&n.pods[0], 2), ["E", "G"]);
    set_box(&mut n, 1, "A", loss());
    let e = &mut n.pods[0];
    let stale = life(e, None);
    let s = stale.round(2).expect("round 2 is stale");
    assert_eq!(s.repair, Ok(()), "the notice offers a re-pair");
    let before = e.rounds[1].clone();
    let changed = act::repair(e, 2, NOW).unwrap();
    assert_eq!(changed, ["E", "G"]);
    // Only the sheet's boxes: B's and D's players wait for F and H.
    assert_eq!(labels(e, 2), ["E", "G"]);
    for m in &e.rounds[1].matches {
        assert!(m.codes.is_none(), "a changed box keeps no code");
        assert!(!before.matches.contains(m));
    }
    assert!(
        room_problems(&n.pods).is_empty(),
        "{:?}",
        room_problems(&n.pods)
    );
    hook(&mut n.pods[0]);
    codes(&mut n);
    assert!(
        n.pods[0].rounds[1]
            .matches
            .iter()
            .all(|m| m.codes.is_some())
    );
    // B's result arrives: F and H fill from it, nobody twice, no rematch,
    // every table in the pod's own run of 1-4.
    set_box(&mut n, 1, "B", win());
    let e = &n.pods[0];
    assert_eq!(labels(e, 2), ["E", "F", "G", "H"]);
    assert_eq!(rematches(e, 2), 0);
    assert!(
        room_problems(&n.pods).is_empty(),
        "{:?}",
        room_problems(&n.pods)
    );
    let tables: Vec<String> = (0..4)
        .map(|i| podsheet::text::sheet::table_of(e, &e.rounds[1].matches, i))
        .collect();
    let mut sorted = tables.clone();
    sorted.sort();
    assert_eq!(sorted, ["1", "2", "3", "4"], "{tables:?}");
    assert!(life(e, None).is_clear());
}

#[test]
fn a_played_box_that_no_longer_fits_the_sheet_waits_then_pairs_the_rest_by_records() {
    let mut n = sheet_night();
    set_box(&mut n, 1, "A", win());
    set_box(&mut n, 1, "C", win());
    set_box(&mut n, 1, "D", win());
    set_box(&mut n, 2, "E", win());
    // A's result was wrong, and E has been played from it.
    set_box(&mut n, 1, "A", loss());
    let e = &mut n.pods[0];
    let s = life(e, None).round(2).cloned().expect("round 2 is stale");
    let why = s.repair.clone().unwrap_err();
    assert_eq!(why.msg, Msg::LifeOffSheetWaits);
    assert!(why.to_string().contains("box B"), "{why}");
    let refused = act::repair(e, 2, NOW).unwrap_err();
    assert_eq!(refused, why, "the notice and the act agree");
    // Box B's result: round 2 can be paired again, E stands.
    set_box(&mut n, 1, "B", win());
    assert!(
        room_problems(&n.pods).is_empty(),
        "{:?}",
        room_problems(&n.pods)
    );
    let e = &mut n.pods[0];
    let played = e.rounds[1].matches[at(e, 2, "E")].clone();
    act::repair(e, 2, NOW).unwrap();
    hook(e);
    let round = e.rounds[1].clone();
    assert_eq!(round.matches[at(e, 2, "E")].score, played.score);
    assert_eq!(round.matches.iter().filter(|m| m.b.is_some()).count(), 4);
    assert_eq!(rematches(e, 2), 0);
    assert!(
        room_problems(&n.pods).is_empty(),
        "{:?}",
        room_problems(&n.pods)
    );
    // From here the pod is paired by records: no sheet box is added beside
    // the re-paired tables, and round 3 comes once round 2 is complete.
    for i in 0..round.matches.len() {
        if round.matches[i].score.is_none() {
            let e = &mut n.pods[0];
            e.rounds[1].matches[i].score = win();
            hook(e);
        }
    }
    let e = &n.pods[0];
    assert_eq!(e.rounds[1].matches.len(), 4);
    assert_eq!(e.rounds.len(), 3);
    assert_eq!(e.rounds[2].matches.len(), 4);
    assert!(
        room_problems(&n.pods).is_empty(),
        "{:?}",
        room_problems(&n.pods)
    );
}

#[test]
fn a_box_kept_as_paired_never_puts_its_players_in_a_second_box() {
    // The 10-player sheet: F is winner A v winner C, I is loser A v
    // loser D. With D open, F is paired; A is corrected and F kept.
    let names: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
    let mut e = podsheet::engine::night::from_names("Ten", &names, 10, 7, NOW)
        .unwrap()
        .pods
        .remove(0);
    hook(&mut e);
    for l in ["A", "B", "C", "E"] {
        let i = at(&e, 1, l);
        e.rounds[0].matches[i].score = win();
        hook(&mut e);
    }
    assert!(labels(&e, 2).contains(&"F".to_string()));
    let i = at(&e, 1, "A");
    e.rounds[0].matches[i].score = loss();
    hook(&mut e);
    act::keep(&mut e, 2, NOW).unwrap();
    hook(&mut e);
    // D's result: I would hold A's old winner, who plays F: it is not
    // added; the players left are paired by records instead.
    let i = at(&e, 1, "D");
    e.rounds[0].matches[i].score = win();
    hook(&mut e);
    let problems = room_problems(std::slice::from_ref(&e));
    assert!(problems.is_empty(), "{problems:?}");
    let players: usize = e.rounds[1]
        .matches
        .iter()
        .map(|m| 1 + usize::from(m.b.is_some()))
        .sum();
    assert_eq!(players, 10, "everyone has a match in round 2");
    assert!(!labels(&e, 2).contains(&"I".to_string()));
    assert_eq!(rematches(&e, 2), 0);
}

#[test]
fn the_match_is_not_given_to_an_opponent_who_is_out_too() {
    let mut e = crate::util::day::swiss(8, 3);
    crate::util::day::play(&mut e, 1, &|_| false);
    let m = e.rounds[1].matches[0].clone();
    e.players[m.a.0].dropped_after = Some(1);
    e.players[m.b.unwrap().0].dropped_after = Some(1);
    let why = act::concede(&mut e, 2, m.a, NOW).unwrap_err();
    assert_eq!(why.msg, Msg::LifeOpponentOut);
    assert!(e.rounds[1].matches[0].score.is_none(), "nothing written");
}

/// An 8-player single elimination, quarterfinals A-D at tables 1-4: A
/// and D won by the second player, B and C by the first, then the
/// semifinals played (E: P3 beats P5 at table 1, F: P2 beats P8 at table
/// 2), so the final G is P3 v P2 at table 1. Then box A is disputed on the
/// phones and cleared, and so is E; round 2 is re-paired, which takes E
/// out until A has a result.
fn final_after_a_dispute() -> Event {
    let t = Template::SingleElimination8;
    let mut e = Event::new(
        "Cube",
        Structure::Pod { template: t },
        t.best_of(),
        t.preset(),
    );
    e.players = (1..=8)
        .map(|i| {
            let mut p = podsheet::model::Player::named(format!("P{i}"), i);
            p.seat = Some(i);
            p
        })
        .collect();
    e.first_table = Some(1);
    hook(&mut e);
    let set = |e: &mut Event, round: usize, label: &str, score: Option<GameScore>| {
        let i = at(e, round, label);
        e.rounds[round - 1].matches[i].score = score;
        hook(e);
    };
    for (l, s) in [("A", loss()), ("B", win()), ("C", win()), ("D", loss())] {
        set(&mut e, 1, l, s);
    }
    set(&mut e, 2, "E", loss());
    set(&mut e, 2, "F", win());
    let g = &e.rounds[2].matches[at(&e, 3, "G")];
    assert_eq!(
        (g.a.0, g.b.map(|b| b.0)),
        (2, Some(1)),
        "the final is P3 v P2"
    );
    set(&mut e, 2, "E", None);
    set(&mut e, 1, "A", None);
    act::repair(&mut e, 2, NOW).unwrap();
    hook(&mut e);
    assert_eq!(labels(&e, 2), ["F"], "E waits for A's result");
    e
}

/// A final played and kept as paired (its result stood) after its
/// semifinal was taken out, then its result taken back: it used to be sent
/// to table 1 while quarterfinal A, disputed, was still being played there
/// (two matches sent to one table). Now the final waits for its semifinal
/// like any box, and the owner is told to re-pair round 3.
#[test]
fn a_final_whose_result_is_taken_back_is_not_sent_to_a_table_still_in_play() {
    let mut e = final_after_a_dispute();
    let g = at(&e, 3, "G");
    e.rounds[2].matches[g].score = Some(GameScore::new(2, 0, 0));
    hook(&mut e);
    let s = life(&e, None).round(3).cloned().expect("round 3 is stale");
    assert_eq!(s.repair.unwrap_err().msg, Msg::LifeAllPlayed);
    act::keep(&mut e, 3, NOW).unwrap();
    hook(&mut e);
    let room = room_problems(std::slice::from_ref(&e));
    assert!(room.is_empty(), "{room:?}");
    // The players of the final disagree on the phones: its result is
    // taken back.
    e.rounds[2].matches[g].score = None;
    hook(&mut e);
    let room = room_problems(std::slice::from_ref(&e));
    assert!(room.is_empty(), "{room:?}");
    let s = life(&e, None)
        .round(3)
        .cloned()
        .expect("round 3 is stale again");
    assert_eq!(s.repair, Ok(()), "the notice offers a re-pair");
    let why = act::keep(&mut e, 3, NOW).unwrap_err();
    assert_eq!(why.msg, Msg::LifeBoxWaitsNoKeep);
    assert!(why.to_string().contains("box G"), "{why}");
    act::repair(&mut e, 3, NOW).unwrap();
    hook(&mut e);
    assert!(e.rounds.len() < 3 || labels(&e, 3).is_empty(), "G waits");
    let room = room_problems(std::slice::from_ref(&e));
    assert!(room.is_empty(), "{room:?}");
}

/// The same final still open when round 2 is re-paired: keeping it is
/// refused (it would be played at table 1 beside quarterfinal A, and P3
/// would be in semifinal E and the final at once once A has a result);
/// re-paired, it waits, and A's result brings E and then the final back,
/// each at a table of its own.
#[test]
fn an_open_final_after_its_semifinal_was_taken_out_is_not_kept_at_a_busy_table() {
    let mut e = final_after_a_dispute();
    assert!(life(&e, None).round(3).is_some(), "round 3 is stale");
    let why = act::keep(&mut e, 3, NOW).unwrap_err();
    assert_eq!(why.msg, Msg::LifeBoxWaitsNoKeep);
    assert!(why.to_string().contains("box E"), "{why}");
    assert!(e.rounds[2].changes.is_empty(), "nothing kept");
    act::repair(&mut e, 3, NOW).unwrap();
    hook(&mut e);
    let i = at(&e, 1, "A");
    e.rounds[0].matches[i].score = win();
    hook(&mut e);
    assert_eq!(labels(&e, 2), ["E", "F"]);
    let i = at(&e, 2, "E");
    e.rounds[1].matches[i].score = win();
    hook(&mut e);
    assert_eq!(labels(&e, 3), ["G"]);
    let room = room_problems(std::slice::from_ref(&e));
    assert!(room.is_empty(), "{room:?}");
    assert!(life(&e, None).is_clear());
}
