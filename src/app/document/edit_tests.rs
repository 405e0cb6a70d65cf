//! Tests of [`Doc::apply`](super::Doc::apply): commands, undo steps and the
//! pairing hook together.

use super::*;
use crate::model::Event;

fn demo_unplayed_round_3() -> Doc {
    let mut ev: Event = crate::io::event_file::from_str(crate::app::DEMO, "demo").unwrap();
    for m in &mut ev.rounds[2].matches {
        m.score = None;
    }
    Doc::new(ev, None, true)
}

/// A Swiss of `n` seated players (P0, P1, …) over `rounds` rounds, best
/// of three, no round paired.
fn seated_swiss(n: u32, rounds: u32) -> Event {
    use crate::model::{BestOf, FirstRound, Structure};
    let mut ev = Event::new(
        "swiss",
        Structure::Swiss {
            rounds: Some(rounds),
            first_round: FirstRound::AcrossTheTable,
        },
        BestOf::Three,
        Preset::Wotc,
    );
    ev.players = (0..n)
        .map(|i| {
            let mut p = Player::named(format!("P{i}"), i + 1);
            p.seat = Some(i + 1);
            p
        })
        .collect();
    ev
}

#[test]
fn swapping_in_an_unplayed_round_warns_about_rematches() {
    let mut doc = demo_unplayed_round_3();
    // Round 3 box I is Derek vs Roger, J is Mariano vs Tino. Swapping
    // Roger and Mariano pairs Derek with Mariano again (round 2, box E).
    let (derek, roger, mariano) = (PlayerId(2), PlayerId(7), PlayerId(4));
    assert!(doc.apply(Edit::SwapPlayers {
        round: 3,
        a: roger,
        b: mariano
    }));
    let i = &doc.event.rounds[2].matches[0];
    assert_eq!((i.a, i.b), (derek, Some(mariano)));
    assert!(
        doc.notes.iter().any(|n| n.contains("already played")),
        "{:?}",
        doc.notes
    );
    assert!(doc.apply(Edit::Undo));
    assert_eq!(doc.event.rounds[2].matches[0].b, Some(roger));
}

#[test]
fn swapping_in_a_played_round_is_refused_with_a_reason() {
    let mut doc = demo_unplayed_round_3();
    let before = doc.event.clone();
    assert!(!doc.apply(Edit::SwapPlayers {
        round: 1,
        a: PlayerId(0),
        b: PlayerId(1)
    }));
    assert_eq!(doc.event, before);
    assert!(doc.notes[0].contains("already has results"));
    assert!(doc.undo.is_empty());
}

#[test]
fn a_late_entry_gets_the_next_number_and_its_round() {
    let mut doc = demo_unplayed_round_3();
    doc.apply(Edit::AddLateEntry {
        name: " Paul O'Neill ".into(),
        round: 2,
    });
    let p = doc.event.players.last().unwrap();
    assert_eq!(
        (p.name.as_str(), p.number, p.joined_round),
        ("Paul O'Neill", 9, Some(2))
    );
    assert_eq!(
        doc.snapshot.standings.records.len(),
        9,
        "the snapshot follows"
    );
}

#[test]
fn a_typed_score_undoes_exactly_even_when_it_pairs_the_next_round() {
    use crate::model::Round;
    let mut ev = seated_swiss(8, 3);
    let first = crate::engine::pairing::next_round(&ev).unwrap();
    ev.rounds.push(Round::of(first.matches));
    let mut doc = Doc::new(ev, None, true);
    let mut states = vec![doc.event.clone()];
    for index in 0..4 {
        let score = Some(GameScore::new(2, index as u32 % 2, 0));
        assert!(doc.apply(Edit::SetScore {
            round: 1,
            index,
            score
        }));
        states.push(doc.event.clone());
        // The same score again changes nothing and makes no step.
        assert!(!doc.apply(Edit::SetScore {
            round: 1,
            index,
            score
        }));
    }
    assert_eq!(doc.event.rounds.len(), 2, "the last result paired round 2");
    assert_eq!(doc.undo.len(), 4);
    for want in states.iter().rev().skip(1) {
        assert!(doc.apply(Edit::Undo));
        assert_eq!(&doc.event, want);
    }
    for want in states.iter().skip(1) {
        assert!(doc.apply(Edit::Redo));
        assert_eq!(&doc.event, want);
    }
    assert!(!doc.apply(Edit::Redo));
}

#[test]
fn short_names_follow_a_renamed_player() {
    let mut doc = demo_unplayed_round_3();
    let before = doc.names.clone();
    assert!(doc.apply(Edit::SetDeck(PlayerId(0), "UW".into())));
    assert_eq!(doc.names, before, "no name changed");
    assert!(doc.apply(Edit::SetName(PlayerId(0), "Zed Quux".into())));
    assert_eq!(doc.short_name(PlayerId(0)), "Zed");
    assert!(doc.apply(Edit::Undo));
    assert_eq!(doc.names, before, "undo brings the old names back");
}

#[test]
fn undo_history_is_capped() {
    let mut doc = demo_unplayed_round_3();
    for i in 0..(UNDO_LIMIT + 20) {
        doc.apply(Edit::SetDeck(PlayerId(0), format!("deck {i}")));
    }
    assert_eq!(doc.undo.len(), UNDO_LIMIT);
    assert!(doc.apply(Edit::Undo));
    assert!(doc.redo.len() == 1 && doc.apply(Edit::Redo));
    assert!(!doc.apply(Edit::Redo), "nothing more to redo");
}

#[test]
fn a_names_reading_is_set_trimmed_cleared_and_undone() {
    let mut doc = demo_unplayed_round_3();
    assert!(doc.apply(Edit::SetReading(PlayerId(0), "  たなか たろう ".into())));
    assert_eq!(
        doc.event.players[0].reading.as_deref(),
        Some("たなか たろう")
    );
    assert!(doc.apply(Edit::SetReading(PlayerId(0), "  ".into())));
    assert_eq!(doc.event.players[0].reading, None, "blank clears it");
    assert!(doc.apply(Edit::Undo));
    assert_eq!(
        doc.event.players[0].reading.as_deref(),
        Some("たなか たろう")
    );
}

/// Found by the random day (tests/integration/app_random_day.rs): another
/// game's rules on a paper pod sheet made a night no file could hold (its
/// recovery file could not be read back). Refused, with the loader's
/// reason, and nothing changes.
#[test]
fn another_games_rules_on_a_paper_sheet_are_refused() {
    let mut doc = demo_unplayed_round_3();
    let before = doc.event.clone();
    assert!(!doc.apply(Edit::SetPreset(Preset::Yugioh)));
    assert_eq!(doc.event, before);
    assert!(
        doc.notes.iter().any(|n| n.contains("Magic's draft sheet")),
        "{:?}",
        doc.notes
    );
    // A Magic preset is fine.
    assert!(doc.apply(Edit::SetPreset(Preset::Mtr)));
    let text = crate::io::event_file::to_string(&doc.event);
    assert!(crate::io::event_file::from_str(&text, "t").is_ok());
}

/// Found by the random day: swapping in a player the event does not have
/// (a choice left from another pod) put them into the round, and the
/// round's check then faulted. Refused, nothing changes.
#[test]
fn swapping_in_a_player_the_event_lacks_is_refused() {
    let mut doc = demo_unplayed_round_3();
    let before = doc.event.clone();
    assert!(!doc.apply(Edit::SwapPlayers {
        round: 3,
        a: PlayerId(99),
        b: PlayerId(1)
    }));
    assert_eq!(doc.event, before);
    assert!(doc.notes.iter().any(|n| n.contains("not in this event")));
}

/// A file made elsewhere with its 24 players and no round (issue 41's
/// F8): nothing pairs it by itself; "Pair round 1 now" pairs it as the
/// CLI's `pair` does, in one undo step, and again does nothing.
#[test]
fn a_file_with_players_and_no_round_is_paired_on_the_owners_word() {
    let ev = seated_swiss(24, 5);
    let cli = crate::engine::pairing::next_round(&ev).unwrap();
    let mut doc = Doc::new(ev, None, true);
    assert!(doc.event.rounds.is_empty(), "opening pairs nothing");
    assert!(matches!(&doc.snapshot.pairing, Ok(p) if p.round == 1));
    assert!(doc.apply(Edit::PairNext));
    assert_eq!(doc.event.rounds.len(), 1);
    assert_eq!(doc.event.rounds[0].matches.len(), 12);
    let pairs = |ms: &[crate::model::Match]| ms.iter().map(|m| (m.a, m.b)).collect::<Vec<_>>();
    assert_eq!(pairs(&doc.event.rounds[0].matches), pairs(&cli.matches));
    // Round 1 is paired: asking again changes nothing, makes no step.
    assert!(!doc.apply(Edit::PairNext));
    assert_eq!(doc.undo.len(), 1);
    assert!(doc.apply(Edit::Undo));
    assert!(doc.event.rounds.is_empty());
}
