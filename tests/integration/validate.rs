//! Validation reports every problem at once, each tied to its cell.

use crate::util::common;

use podsheet::engine::validate::{Severity, validate};
use podsheet::model::{BestOf, GameScore, Match, PlayerId};

#[test]
fn every_problem_at_once_each_with_its_place() {
    let mut e = common::load("assets/demo-8.podsheet");
    e.rounds[0].matches[0].score = Some(GameScore::new(3, 0, 0)); // best-of-three
    e.rounds[0].matches[1].score = Some(GameScore::new(2, 2, 0));
    e.rounds[1].matches[0].score = None; // not entered
    e.rounds[2].matches[3].b = Some(PlayerId(2)); // Derek twice in round 3
    e.players[4].dropped_after = Some(2); // Mariano dropped, but plays round 3
    let problems = validate(&e);
    let find = |needle: &str| {
        problems
            .iter()
            .find(|p| p.message.to_string().contains(needle))
            .unwrap_or_else(|| panic!("no {needle:?} in {problems:#?}"))
    };
    let p = find("3-0 cannot happen");
    assert_eq!(
        (p.severity, p.round, p.match_index),
        (Severity::Error, Some(1), Some(0))
    );
    assert_eq!(find("2-2 cannot happen").match_index, Some(1));
    let p = find("no result yet");
    assert_eq!(
        (p.severity, p.round, p.match_index),
        (Severity::Missing, Some(2), Some(0))
    );
    let p = find("Derek Jeter is in two matches");
    assert_eq!((p.round, p.player), (Some(3), Some(PlayerId(2))));
    let p = find("dropped after round 2 but has a result here");
    assert_eq!((p.round, p.player), (Some(3), Some(PlayerId(4))));
    assert_eq!(problems[0].severity, Severity::Error, "most serious first");
}

#[test]
fn match_length_decides_what_is_possible() {
    let mut e = common::load("assets/demo-8.podsheet");
    e.rounds[0].matches[0].score = Some(GameScore::new(2, 1, 1)); // drawn game: legal
    assert!(validate(&e).is_empty(), "{:#?}", validate(&e));
    e.best_of = BestOf::One;
    assert!(
        validate(&e)
            .iter()
            .any(|p| p.message.to_string().contains("single game"))
    );
    e.best_of = BestOf::Any; // a results CSV: 3-0 and 1-0 are records too
    e.rounds[0].matches[0].score = Some(GameScore::new(3, 0, 0));
    e.rounds[0].matches[1].score = Some(GameScore::new(1, 0, 0));
    assert!(validate(&e).is_empty());
}

#[test]
fn intentional_draws_are_a_warning_on_the_store_sheets() {
    let mut e = common::load("assets/demo-8.podsheet");
    e.rounds[0].matches[0].score = Some(GameScore::new(0, 0, 3));
    let p = validate(&e);
    assert_eq!(p.len(), 1);
    assert_eq!(p[0].severity, Severity::Warning);
    e.rules = podsheet::model::Preset::Mtr;
    assert!(validate(&e).is_empty());
}

#[test]
fn duplicate_names_and_self_pairing() {
    let mut e = common::load("assets/demo-8.podsheet");
    e.players[1].name = "scott brosius".into();
    e.rounds[0]
        .matches
        .push(Match::new(PlayerId(7), PlayerId(7)));
    let p = validate(&e);
    assert!(p.iter().any(|p| {
        p.message
            .to_string()
            .contains("Two players are called scott brosius")
    }));
    assert!(
        p.iter()
            .any(|p| p.message.to_string().contains("paired against themselves"))
    );
}

#[test]
fn zero_zero_says_how_an_intentional_draw_is_entered() {
    use podsheet::model::{BestOf, score_text};
    let why = score_text::parse("00", BestOf::Three).unwrap_err();
    let text = podsheet::text::i18n::say_in(podsheet::text::i18n::Lang::En, &why);
    assert!(
        text.contains("an intentional draw is 0-0-3 (type id)"),
        "{text}"
    );
    let ja = podsheet::text::i18n::say_in(podsheet::text::i18n::Lang::Ja, &why);
    assert!(ja.contains("0-0-3"), "{ja}");
}
