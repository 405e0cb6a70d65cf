//! The event file: versioned JSON, atomic save with a backup, clear errors.

use crate::util::common;

use podsheet::io::event_file::{self, backup_path, load, save};
use podsheet::model::{Preset, Roll, RollKind};

#[test]
fn saves_pretty_versioned_json_and_reads_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friday.podsheet");
    let mut e = common::load("assets/demo-8.podsheet");
    e.rolls.push(Roll {
        made_at: "2026-11-20T19:02:11Z".into(),
        what: RollKind::CoinFlip {
            round: 1,
            index: 2,
            winner: e.rounds[0].matches[2].a,
        },
    });
    save(&e, &path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.starts_with("{\n  \"format\": \"podsheet/2\",\n  \"name\""),
        "{text}"
    );
    assert_eq!(load(&path).unwrap(), e);
    assert!(
        !backup_path(&path).exists(),
        "no backup of a file that did not exist"
    );
    // Saving again keeps the previous version beside it.
    let mut f = e.clone();
    f.rules = Preset::Mtr;
    save(&f, &path).unwrap();
    assert_eq!(load(&path).unwrap(), f);
    assert_eq!(load(&backup_path(&path)).unwrap(), e);
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(std::result::Result::ok)
        .filter(|d| d.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty());
}

#[test]
fn errors_name_the_file_and_the_problem() {
    let demo = common::fixture_text("assets/demo-8.podsheet");
    let cases: Vec<(String, &str)> = vec![
        (
            demo.replace("\"best_of\": 3", "\"best_of\": 5"),
            "best_of must be 1, 2 or 3",
        ),
        (
            demo.replace("\"seat\": 8", "\"seat\": \"eight\""),
            "players[0].seat",
        ),
        (
            demo.replace("\"deck\": \"R/U/W\"", "\"colour\": \"R/U/W\""),
            "\"colour\" is not a field Podsheet knows here",
        ),
        (
            demo.replace(event_file::FORMAT, "podsheet/9"),
            "newer Podsheet (podsheet/9)",
        ),
        (
            demo.replace("\"format\": \"podsheet/2\",", ""),
            "no \"format\" key",
        ),
        ("[1, 2]".into(), "expected a JSON object"),
        (
            "{\"format\": \"podsheet/1\", \"name\": \"x\", ".into(),
            "cut off",
        ),
        (demo.replace("\"a\": 0", "\"a\": 99"), "refers to player 99"),
        ("[".repeat(100_000), "not valid JSON"),
    ];
    for (text, want) in cases {
        let err = event_file::from_str(&text, "club.podsheet")
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("club.podsheet"), "{err}");
        assert!(err.contains(want), "want {want:?} in {err}");
    }
}

#[test]
fn stored_roll_breaks_perfect_ties_and_says_so() {
    use podsheet::model::PlayerId;
    use podsheet::text::explain::Explainer;
    // Two players who each beat the other 2-1: equal on every step.
    let mut e = common::solo(&[common::R::S(2, 1, 0), common::R::S(1, 2, 0)]);
    e.rounds[1].matches[0].b = Some(PlayerId(1));
    e.players.truncate(2);
    let st = common::standings(&e, Preset::Wotc);
    let text = Explainer::new(&e, &st).all().concat().join(" ");
    assert!(text.contains("none has been made yet"), "{text}");
    assert_eq!(
        st.order,
        [PlayerId(0), PlayerId(1)],
        "entry order until a roll is made"
    );
    e.rolls.push(Roll {
        made_at: "2026-11-20T22:00:00Z".into(),
        what: RollKind::TieBreak {
            order: vec![PlayerId(1), PlayerId(0)],
        },
    });
    let e = common::round_trip(&e);
    let st = common::standings(&e, Preset::Wotc);
    assert_eq!(st.order, [PlayerId(1), PlayerId(0)]);
    assert_eq!(
        st.decided_by[1].map(podsheet::engine::ranking::Decider::id),
        Some("roll")
    );
    let text = Explainer::new(&e, &st).all().concat().join(" ");
    assert!(text.contains("a stored roll decides"), "{text}");
    // WER falls back to entry order, never to the roll.
    assert_eq!(
        common::standings(&e, Preset::Wer).order,
        [PlayerId(0), PlayerId(1)]
    );
}

#[test]
fn a_custom_preset_is_any_set_of_options() {
    use podsheet::model::Step;
    let e = common::load("tests/fixtures/pod10.podsheet");
    let mut options = Preset::Wotc.options();
    options.steps = vec![Step::MatchPoints, Step::Cumulative, Step::Gw];
    let custom = Preset::Custom { options };
    let mut f = e.clone();
    f.rules = custom.clone();
    assert_eq!(common::round_trip(&f).rules, custom);
    let st = common::standings(&e, custom);
    assert_eq!(
        st.active_steps,
        [Step::MatchPoints, Step::Cumulative, Step::Gw]
    );
    // Among the 6-point players, Mariano and Chuck went W, W, L (7.6875),
    // Bernie W, L, W (6.9375); Mariano's 5-3 beats Chuck's 5-4 on GW%.
    let names: Vec<&str> = st.order[1..4]
        .iter()
        .map(|&p| e.player(p).name.as_str())
        .collect();
    assert_eq!(
        names,
        ["Mariano Rivera", "Chuck Knoblauch", "Bernie Williams"]
    );
}
