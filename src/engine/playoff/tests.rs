//! The bracket, and a cut by age division: each division seeded from
//! its own standings, the brackets sharing the playoff's rounds.

use super::*;
use crate::model::{Event, Said};

fn ids(n: usize) -> Vec<PlayerId> {
    (0..n).map(PlayerId).collect()
}

fn won(a: usize, b: usize) -> Match {
    Match {
        score: Some(GameScore::new(2, 0, 0)),
        ..Match::new(PlayerId(a), PlayerId(b))
    }
}

#[test]
fn seeds_meet_as_the_spec_says() {
    let name = |p: PlayerId| format!("P{}", p.0 + 1);
    let b = bracket(8, &ids(10), &[], 1, &name).unwrap();
    let first: Vec<(usize, usize)> = b.rounds[0]
        .iter()
        .map(|m| (m.a.unwrap().0 + 1, m.b.unwrap().0 + 1))
        .collect();
    assert_eq!(first, [(1, 8), (4, 5), (2, 7), (3, 6)]);
    let b4 = bracket(4, &ids(10), &[], 1, &name).unwrap();
    assert_eq!(
        b4.next(),
        [(PlayerId(0), PlayerId(3)), (PlayerId(1), PlayerId(2))]
    );
    let b2 = bracket(2, &ids(3), &[], 1, &name).unwrap();
    assert_eq!(b2.next(), [(PlayerId(0), PlayerId(1))]);
    assert_eq!(
        bracket(6, &ids(10), &[], 1, &name),
        Err(PlayoffError::Size(6))
    );
}

#[test]
fn a_top_4_to_its_final_places_everyone() {
    let name = |p: PlayerId| format!("P{}", p.0 + 1);
    // Semis: 4 beats 1, 2 beats 3; final: 2 beats 4.
    let semis = Round::of(vec![won(3, 0), won(1, 2)]);
    let fin = Round::of(vec![won(1, 3)]);
    let b = bracket(4, &ids(6), &[semis, fin], 1, &name).unwrap();
    assert!(b.next().is_empty());
    let places: Vec<(usize, usize)> = b
        .placing(&ids(6))
        .unwrap()
        .into_iter()
        .map(|(pl, p)| (pl, p.0 + 1))
        .collect();
    assert_eq!(places, [(1, 2), (2, 4), (3, 1), (3, 3), (5, 5), (6, 6)]);
}

#[test]
fn a_draw_or_a_stranger_is_refused_with_the_reason() {
    let name = |p: PlayerId| format!("P{}", p.0 + 1);
    let mut drawn = won(0, 1);
    drawn.score = Some(GameScore::new(1, 1, 0));
    let e = bracket(2, &ids(2), &[Round::of(vec![drawn])], 1, &name).unwrap_err();
    assert!(e.to_string().contains("P1 vs P2 1-1 is a draw"), "{e}");
    let tie = e.said_for(crate::model::Game::Pokemon).to_string();
    assert!(tie.contains("P1 vs P2 1-1 is a tie"), "{tie}");
    let mut lost = won(0, 1);
    lost.score = Some(GameScore::DOUBLE_LOSS);
    let e = bracket(2, &ids(2), &[Round::of(vec![lost])], 1, &name).unwrap_err();
    let dl = e.said_for(crate::model::Game::Yugioh).to_string();
    assert!(dl.contains("P1 vs P2 is a double loss"), "{dl}");
    let e = bracket(4, &ids(4), &[Round::of(vec![won(0, 1)])], 1, &name).unwrap_err();
    assert!(e.to_string().contains("P1 vs P2 is not a match"), "{e}");
}

/// A Pokémon cup of 20 (5 juniors, 5 seniors, 10 masters) after five
/// Swiss rounds paired by the engine, best of one: the player with the
/// lower number wins, but for a tie now and then.
fn cup() -> Event {
    use crate::model::{BestOf, Division, FirstRound, Player, Preset, Structure};
    let mut e = Event::new(
        "Cup",
        Structure::Swiss {
            rounds: Some(5),
            first_round: FirstRound::default(),
        },
        BestOf::One,
        Preset::Pokemon,
    );
    for i in 0..20 {
        let mut p = Player::named(format!("P{:02}", i + 1), i + 1);
        p.division = Some(match i % 4 {
            0 => Division::Juniors,
            1 => Division::Seniors,
            _ => Division::Masters,
        });
        e.players.push(p);
    }
    for r in 0..5 {
        let pairing = crate::engine::pairing::next_round(&e).unwrap();
        let mut round = Round::of(pairing.matches);
        for m in &mut round.matches {
            let Some(b) = m.b else {
                continue;
            };
            m.score = Some(if (m.a.0 + b.0 + r) % 9 == 0 {
                GameScore::new(0, 0, 1)
            } else if m.a.0 < b.0 {
                GameScore::new(1, 0, 0)
            } else {
                GameScore::new(0, 1, 0)
            });
        }
        e.rounds.push(round);
    }
    e
}

fn win_all(e: &mut Event) {
    let pairing = next_round(e, &[]).unwrap();
    let mut round = Round::of(pairing.matches);
    for m in &mut round.matches {
        m.score = Some(GameScore::new(1, 0, 0));
    }
    e.rounds.push(round);
}

#[test]
fn each_division_cuts_from_its_own_standings() {
    use crate::model::Division::{Juniors, Masters, Seniors};
    let mut e = cup();
    let tops = [(Masters, 8), (Juniors, 2), (Seniors, 2)];
    let cut = cut_divisions_now(&e, &tops).unwrap();
    // Youngest first, each its own division's first players.
    let order: Vec<_> = cut.divisions.iter().map(|d| (d.division, d.top)).collect();
    assert_eq!(order, [(Juniors, 2), (Seniors, 2), (Masters, 8)]);
    assert_eq!(cut.top, 8);
    for d in &cut.divisions {
        let st = crate::engine::ranking::rank_division(&e, &e.rules.options(), d.division);
        assert_eq!(
            d.seeds[..],
            st.order[..usize::from(d.top)],
            "{:?}",
            d.division
        );
        assert!(
            d.seeds
                .iter()
                .all(|&p| e.player(p).ranked_in() == d.division)
        );
    }
    e.cut = Some(cut);
    // Round 6 pairs every bracket: one box each for the juniors and
    // seniors (A, B), the masters' quarterfinals C-F, 1 v 8 first.
    let p = next_round(&e, &[]).unwrap();
    let labels: Vec<_> = p.matches.iter().map(|m| m.label.clone().unwrap()).collect();
    assert_eq!(labels, ["A", "B", "C", "D", "E", "F"]);
    let masters = &e.cut.as_ref().unwrap().divisions[2].seeds;
    assert_eq!(
        (p.matches[2].a, p.matches[2].b),
        (masters[0], Some(masters[7]))
    );
    assert_eq!(p.reasons.len(), 3);
    // Named, never numbered: the round by each bracket's stage, each
    // table by its own bracket's (the juniors' final, a masters' quarter;
    // the words are tests/integration/divisions.rs's).
    use crate::model::{Msg, SaidArg};
    let round = name_of_round(&e, 6);
    assert_eq!(round.msg, Msg::PlayoffStages);
    assert!(matches!(&round.args[0].1, SaidArg::List(l) if l.len() == 3));
    e.rounds.push(Round::of(p.matches.clone()));
    let stage = |s: Said| match &s.args[0].1 {
        SaidArg::Said(inner) => (s.msg, inner.msg),
        _ => panic!("{s:?}"),
    };
    let final_ = (Msg::PlayoffDivisionStage, Msg::PlayoffFinal);
    let quarter = (Msg::PlayoffDivisionStage, Msg::PlayoffQuarterfinals);
    assert_eq!(stage(name_of_table(&e, 6, 0)), final_);
    assert_eq!(stage(name_of_table(&e, 6, 2)), quarter);
    e.rounds.pop();
    win_all(&mut e);
    // The juniors' and seniors' finals are over: round 7 is the masters'
    // semifinals alone, then their final.
    let places = known_places(&e, &[]);
    let juniors = &e.cut.as_ref().unwrap().divisions[0].seeds.clone();
    assert_eq!(places[juniors[0].0], Some(1));
    assert_eq!(places[juniors[1].0], Some(2));
    let p = next_round(&e, &[]).unwrap();
    assert_eq!(p.matches.len(), 2);
    assert_eq!(p.matches[0].label.as_deref(), Some("G"));
    win_all(&mut e);
    win_all(&mut e);
    assert!(matches!(
        next_round(&e, &[]),
        Err(crate::engine::pairing::PairingError::FinalPlayed)
    ));
    let places = known_places(&e, &[]);
    let masters = division_order(&e, Masters, 5);
    assert_eq!(places[masters[0].0], Some(1));
    // Masters 9 and 10 place after the cut, among the masters.
    assert_eq!(places[masters[8].0], Some(9));
    assert_eq!(places[masters[9].0], Some(10));
    for b in parts(&e, &[]) {
        assert!(b.bracket.unwrap().champion().is_some());
    }
}

#[test]
fn a_division_without_a_bracket_plays_no_playoff_match() {
    use crate::model::Division::{Juniors, Masters, Seniors};
    let mut e = cup();
    e.cut = Some(cut_divisions_now(&e, &[(Masters, 4)]).unwrap());
    let p = next_round(&e, &[]).unwrap();
    assert_eq!(p.matches.len(), 2);
    assert_eq!(
        name_of_round(&e, 6).msg,
        crate::model::Msg::PlayoffSemifinals
    );
    // A juniors' match typed into the playoff stops the brackets, named.
    let mut round = Round::of(p.matches);
    let juniors = division_order(&e, Juniors, 5);
    round.matches.push(Match::new(juniors[0], juniors[1]));
    e.rounds.push(round);
    let err = parts(&e, &[])[0].bracket.clone().unwrap_err();
    assert!(
        matches!(err, PlayoffError::NoBracket { round: 6, .. }),
        "{err:?}"
    );
    // Too few still in, or no division chosen, is refused before.
    let e = cup();
    assert_eq!(
        cut_divisions_now(&e, &[(Seniors, 8)]).unwrap_err().msg,
        crate::model::Msg::CutDivisionTooFew
    );
    assert_eq!(
        cut_divisions_now(&e, &[]).unwrap_err().msg,
        crate::model::Msg::CutNoDivision
    );
}

#[test]
fn players_in_divisions_are_never_cut_together() {
    let e = cup();
    assert_eq!(
        cut_now(&e, 8).unwrap_err().msg,
        crate::model::Msg::CutNoDivision
    );
}
