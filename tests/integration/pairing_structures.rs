//! Round robins of every size, Swiss round 1, and `advance` on them.

use podsheet::engine::pairing::{PairingError, advance, advance_changes, next_round};
use podsheet::model::{
    BestOf, Event, FirstRound, GameScore, Match, Player, PlayerId, Preset, Roll, RollKind, Round,
    Structure, Template,
};

fn event(n: usize, structure: Structure) -> Event {
    let mut e = Event::new(
        "t",
        structure,
        BestOf::Three,
        Preset::from_id("wotc").unwrap(),
    );
    e.players = (0..n)
        .map(|i| Player::named(format!("P{i}"), i as u32 + 1))
        .collect();
    e
}

/// Plays every round with the first player winning; returns the meetings.
fn play_out(e: &mut Event) -> Vec<Vec<u32>> {
    let n = e.players.len();
    let mut met = vec![vec![0; n]; n];
    loop {
        let adv = advance(e);
        // The app's copy-free form says the same, with the rounds only
        // when they change.
        let lazy = advance_changes(e);
        assert_eq!(lazy.changed, adv.changed);
        assert_eq!(lazy.rounds.is_empty(), !adv.changed);
        if !adv.changed {
            assert_eq!(adv.rounds, e.rounds, "unchanged: the event's own rounds");
            break;
        }
        assert_eq!(lazy.rounds, adv.rounds);
        e.rounds = adv.rounds;
        let last = e.rounds.len() - 1;
        for m in &mut e.rounds[last].matches {
            if let Some(b) = m.b {
                m.score = Some(GameScore::new(2, 0, 0));
                met[m.a.0][b.0] += 1;
                met[b.0][m.a.0] += 1;
            }
        }
    }
    met
}

#[test]
fn round_robins_of_3_to_16_meet_everyone() {
    for n in 3..=16 {
        for double in [false, true] {
            let mut e = event(n, Structure::RoundRobin { double });
            let met = play_out(&mut e);
            let times = if double { 2 } else { 1 };
            for (a, row) in met.iter().enumerate() {
                for (b, &k) in row.iter().enumerate() {
                    assert_eq!(
                        k,
                        if a == b { 0 } else { times },
                        "{n} players, double {double}"
                    );
                }
            }
            let rounds = (n - 1 + n % 2) * times as usize;
            assert_eq!(e.rounds.len(), rounds);
            assert_eq!(
                next_round(&e),
                Err(PairingError::Over {
                    rounds: rounds as u32
                })
            );
        }
    }
    let e = event(17, Structure::RoundRobin { double: false });
    assert_eq!(
        next_round(&e).unwrap_err().to_string(),
        "a round robin needs 3 to 16 players; this event has 17"
    );
}

#[test]
fn a_dropped_round_robin_player_leaves_their_opponent_a_bye() {
    let mut e = event(6, Structure::RoundRobin { double: false });
    e.players[5].dropped_after = Some(1);
    e.rounds.push(Round::of(next_round(&e).unwrap().matches));
    for m in &mut e.rounds[0].matches {
        m.score = Some(GameScore::new(2, 1, 0));
    }
    let p = next_round(&e).unwrap();
    let bye = p.matches.iter().find(|m| m.b.is_none()).expect("a bye");
    assert!(!p.matches.iter().any(|m| m.involves(PlayerId(5))));
    assert!(
        p.reasons
            .iter()
            .any(|r| r.to_string().contains(&e.players[bye.a.0].name)
                && r.to_string().contains("P5"))
    );
}

#[test]
fn swiss_round_one_goes_across_the_table_by_seat() {
    let mut e = event(
        9,
        Structure::Swiss {
            rounds: None,
            first_round: FirstRound::AcrossTheTable,
        },
    );
    // Seats in reverse of entry order.
    for (i, p) in e.players.iter_mut().enumerate() {
        p.seat = Some(9 - i as u32);
    }
    let p = next_round(&e).unwrap();
    let seat = |id: PlayerId| e.player(id).seat.unwrap();
    for m in &p.matches[..4] {
        assert_eq!(seat(m.b.unwrap()), seat(m.a) + 4);
    }
    assert_eq!(p.matches[4].b, None);
    assert_eq!(seat(p.matches[4].a), 9, "the last seat gets the bye");
    // Default rounds for 9 players: 4.
    let mut e = e.clone();
    play_out(&mut e);
    assert_eq!(e.rounds.len(), 4);
}

#[test]
fn a_random_first_round_needs_a_stored_seed_and_repeats_with_it() {
    let mut e = event(
        10,
        Structure::Swiss {
            rounds: Some(3),
            first_round: FirstRound::Random,
        },
    );
    assert_eq!(next_round(&e), Err(PairingError::SeedNeeded { round: 1 }));
    assert_eq!(advance(&e).seed_needed, Some(1));
    e.rolls.push(Roll {
        made_at: "2026-01-01T00:00:00Z".into(),
        what: RollKind::PairingSeed { round: 1, seed: 42 },
    });
    let a = next_round(&e).unwrap();
    let b = next_round(&e).unwrap();
    assert_eq!(a, b);
    let mut seen: Vec<usize> = a
        .matches
        .iter()
        .flat_map(|m: &Match| [m.a.0, m.b.unwrap().0])
        .collect();
    seen.sort();
    assert_eq!(seen, (0..10).collect::<Vec<_>>());
    let across: Vec<Match> = (0..5)
        .map(|i| Match::new(PlayerId(i), PlayerId(i + 5)))
        .collect();
    assert_ne!(
        a.matches.iter().map(|m| (m.a, m.b)).collect::<Vec<_>>(),
        across.iter().map(|m| (m.a, m.b)).collect::<Vec<_>>()
    );
}

#[test]
fn swiss_waits_for_the_round_to_finish() {
    let mut e = event(
        6,
        Structure::Swiss {
            rounds: Some(3),
            first_round: FirstRound::AcrossTheTable,
        },
    );
    e.rounds.push(Round::of(next_round(&e).unwrap().matches));
    e.rounds[0].matches[0].score = Some(GameScore::new(2, 0, 0));
    assert_eq!(
        next_round(&e).unwrap_err().to_string(),
        "round 1 is not finished: 2 results missing"
    );
    assert!(!advance(&e).changed);
}

#[test]
fn imported_results_are_paired_only_on_request() {
    // Four finished rounds of 8 imported players: `next_round` pairs a fifth
    // when asked, but the snapshot behind every edit leaves it out.
    let mut e = event(8, Structure::Results);
    for r in 0..4 {
        let matches = (0..4)
            .map(|i| Match {
                score: Some(GameScore::new(2, 1, 0)),
                ..Match::new(PlayerId(i), PlayerId((i + 1 + r) % 4 + 4))
            })
            .collect();
        e.rounds.push(Round::of(matches));
    }
    let asked = next_round(&e).expect("pairs on request");
    assert_eq!(asked.round, 5);
    assert_eq!(asked.matches.len(), 4);
    let snap = podsheet::engine::Snapshot::of(&e);
    assert!(
        matches!(snap.pairing, Err(PairingError::NotPlanned)),
        "{:?}",
        snap.pairing
    );
    // Nor does the app's advance after an edit grow them a round.
    assert!(!advance(&e).changed);
    assert!(!advance_changes(&e).changed);
}

#[test]
fn round_robin_sheets_and_swiss_play_out_through_advance() {
    let mut sheet = event(
        7,
        Structure::Pod {
            template: Template::RoundRobin7,
        },
    );
    let met = play_out(&mut sheet);
    assert!(sheet.rounds.len() >= 7, "{} rounds", sheet.rounds.len());
    assert!(met[0][1] == 1 && met[5][6] == 1);
    let mut swiss = event(
        8,
        Structure::Swiss {
            rounds: Some(3),
            first_round: FirstRound::AcrossTheTable,
        },
    );
    for (i, p) in swiss.players.iter_mut().enumerate() {
        p.seat = Some(i as u32 + 1);
    }
    play_out(&mut swiss);
    assert_eq!(swiss.rounds.len(), 3);
}
