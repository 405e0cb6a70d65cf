//! Every field of the event file: a value Podsheet cannot mean is refused
//! with its JSON path (exit 2 from the CLI), one test per field; two
//! players in one seat load with a warning naming both and the seat.

use crate::util::common;

use podsheet::engine::validate::{Severity, validate};
use podsheet::io::event_file;
use serde_json::{Value, json};
use std::process::Command;

/// The demo pod with one change made to its JSON.
fn demo_with(change: impl FnOnce(&mut Value)) -> String {
    let mut v: Value =
        serde_json::from_str(&common::fixture_text("assets/demo-8.podsheet")).unwrap();
    change(&mut v);
    serde_json::to_string_pretty(&v).unwrap()
}

/// Loads the changed demo and asserts it is refused at `path`, saying `why`.
fn refused(change: impl FnOnce(&mut Value), path: &str, why: &str) {
    let text = demo_with(change);
    let err = event_file::from_str(&text, "club.podsheet")
        .expect_err("must be refused")
        .to_string();
    assert!(
        err.starts_with(&format!("club.podsheet: at {path}: ")),
        "want the path {path} in: {err}"
    );
    assert!(err.contains(why), "want {why:?} in: {err}");
}

/// The demo is fine as it is: every refusal below is the change's doing.
#[test]
fn the_unchanged_demo_loads() {
    event_file::from_str(&demo_with(|_| {}), "demo").unwrap();
}

#[test]
fn event_name_with_a_line_break() {
    refused(
        |v| v["name"] = json!("Friday\ndraft"),
        "name",
        "the event name has a line break",
    );
    // A long name, or a tab pasted into it, is text the app can hold: kept.
    let long = "x".repeat(5000) + "\t";
    let e = event_file::from_str(&demo_with(|v| v["name"] = json!(long)), "d").unwrap();
    assert_eq!(e.name.len(), 5001);
}

#[test]
fn date_not_a_date() {
    refused(|v| v["date"] = json!("next friday"), "date", "YYYY-MM-DD");
    refused(|v| v["date"] = json!("2025-02-29"), "date", "no day 29");
    refused(|v| v["date"] = json!("2025-13-01"), "date", "no month 13");
    // A leap day is a day.
    event_file::from_str(&demo_with(|v| v["date"] = json!("2024-02-29")), "d").unwrap();
}

#[test]
fn swiss_rounds_zero_or_too_many() {
    for r in [0, 65] {
        refused(
            |v| v["structure"] = json!({"kind": "swiss", "rounds": r}),
            "structure.rounds",
            "must have 1 to 64",
        );
    }
}

#[test]
fn custom_rules_decimals_points_and_steps() {
    fn custom(f: fn(&mut Value)) -> impl FnOnce(&mut Value) {
        move |v: &mut Value| {
            let mut o = serde_json::to_value(podsheet::model::Preset::Wotc.options()).unwrap();
            f(&mut o);
            v["rules"] = json!({"preset": "custom", "options": o});
        }
    }
    refused(
        custom(|o| o["compare_decimals"] = json!(4_000_000_000u32)),
        "rules.options.compare_decimals",
        "the most is 12",
    );
    refused(
        custom(|o| o["display_decimals"] = json!(40)),
        "rules.options.display_decimals",
        "the most is 12",
    );
    refused(
        custom(|o| o["drawn_game_points"] = json!(5)),
        "rules.options.drawn_game_points",
        "more than a won game",
    );
    refused(
        custom(|o| o["steps"] = json!(["match_points", "omw", "match_points"])),
        "rules.options.steps[2]",
        "\"match_points\" is listed twice",
    );
}

#[test]
fn player_number_zero() {
    refused(
        |v| v["players"][3]["number"] = json!(0),
        "players[3].number",
        "Jorge Posada has number 0",
    );
}

#[test]
fn player_number_twice() {
    refused(
        |v| v["players"][3]["number"] = json!(1),
        "players[3].number",
        "Scott Brosius and Jorge Posada both have number 1",
    );
}

#[test]
fn seat_zero() {
    refused(
        |v| v["players"][2]["seat"] = json!(0),
        "players[2].seat",
        "Derek Jeter is in seat 0",
    );
}

#[test]
fn deck_and_first_pick_with_line_breaks() {
    refused(
        |v| v["players"][0]["deck"] = json!("R/U\nW"),
        "players[0].deck",
        "the deck has a line break",
    );
    refused(
        |v| v["players"][0]["first_pick"] = json!("Char\r"),
        "players[0].first_pick",
        "the first pick has a line break",
    );
}

#[test]
fn dropped_after_more_rounds_than_any_event() {
    refused(
        |v| v["players"][1]["dropped_after"] = json!(1000),
        "players[1].dropped_after",
        "dropped after round 1000",
    );
    // Dropped after round 0 is a no-show: meant, and kept.
    let e = event_file::from_str(
        &demo_with(|v| v["players"][1]["dropped_after"] = json!(0)),
        "d",
    )
    .unwrap();
    assert_eq!(e.players[1].dropped_after, Some(0));
}

#[test]
fn joined_round_zero() {
    refused(
        |v| v["players"][1]["joined_round"] = json!(0),
        "players[1].joined_round",
        "joined in round 0",
    );
}

#[test]
fn match_player_unknown() {
    refused(
        |v| v["rounds"][1]["matches"][0]["b"] = json!(8),
        "rounds[1].matches[0].b",
        "refers to player 8 but there are only 8",
    );
}

#[test]
fn a_score_on_a_bye() {
    refused(
        |v| v["rounds"][0]["matches"][0] = json!({"a": 0, "b": null, "score": [2, 0, 0]}),
        "rounds[0].matches[0].score",
        "a bye with a score of 2-0",
    );
}

#[test]
fn match_label_with_a_line_break() {
    refused(
        |v| v["rounds"][0]["matches"][0]["label"] = json!("A\nB"),
        "rounds[0].matches[0].label",
        "the label has a line break",
    );
}

#[test]
fn roll_time_not_a_time() {
    refused(
        |v| v["rolls"] = json!([{"made_at": "yesterday", "what": {"kind": "pairing-seed", "round": 1, "seed": 7}}]),
        "rolls[0].made_at",
        "\"yesterday\" is not a time",
    );
}

#[test]
fn roll_orders_with_unknown_or_repeated_players() {
    let at = "2026-11-20T22:00:00Z";
    refused(
        |v| {
            v["rolls"] =
                json!([{"made_at": at, "what": {"kind": "tie-break", "order": [0, 1, 9]}}]);
        },
        "rolls[0].what.order[2]",
        "refers to player 9",
    );
    refused(
        |v| v["rolls"] = json!([{"made_at": at, "what": {"kind": "seating", "order": [0, 1, 0]}}]),
        "rolls[0].what.order[2]",
        "Scott Brosius is in the order twice",
    );
}

#[test]
fn coin_flip_for_round_zero_or_an_unknown_winner() {
    let at = "2026-11-20T22:00:00Z";
    let flip = |round: u32, index: usize, winner: usize| {
        move |v: &mut Value| {
            v["rolls"] = json!([{"made_at": at, "what": {"kind": "coin-flip", "round": round, "index": index, "winner": winner}}]);
        }
    };
    refused(
        flip(0, 0, 0),
        "rolls[0].what.round",
        "a coin flip for round 0",
    );
    refused(
        flip(1, 0, 42),
        "rolls[0].what.winner",
        "refers to player 42",
    );
    // A flip for a box the sheet has since taken away is history: kept.
    let e = event_file::from_str(&demo_with(flip(3, 99, 0)), "d").unwrap();
    assert_eq!(e.rolls.len(), 1);
}

#[test]
fn pairing_seed_for_round_zero() {
    refused(
        |v| v["rolls"] = json!([{"made_at": "2026-11-20T22:00:00Z", "what": {"kind": "pairing-seed", "round": 0, "seed": 7}}]),
        "rolls[0].what.round",
        "a pairing seed for round 0",
    );
}

const SHARED_SEAT: &str = "Scott Brosius and Derek Jeter are both given seat 8";

#[test]
fn two_players_in_one_seat_load_with_a_warning_naming_both() {
    let text = demo_with(|v| v["players"][2]["seat"] = json!(8));
    let event = event_file::from_str(&text, "club.podsheet").expect("loads");
    let problems = validate(&event);
    let p = problems
        .iter()
        .find(|p| p.message.to_string().contains(SHARED_SEAT))
        .unwrap_or_else(|| panic!("no warning in {problems:?}"));
    assert_eq!(p.severity, Severity::Warning);
    assert_eq!(p.player, Some(podsheet::model::PlayerId(2)));
    // Distinct seats: no such warning.
    let fine = event_file::from_str(&demo_with(|_| {}), "demo").unwrap();
    assert!(
        !validate(&fine)
            .iter()
            .any(|p| p.message.to_string().contains("seat"))
    );
}

fn cli(file: &std::path::Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .arg("standings")
        .arg(file)
        .output()
        .unwrap()
}

#[test]
fn cli_warns_of_a_shared_seat_and_refuses_a_bad_field() {
    let dir = tempfile::tempdir().unwrap();
    let shared = dir.path().join("shared.podsheet");
    std::fs::write(&shared, demo_with(|v| v["players"][2]["seat"] = json!(8))).unwrap();
    let out = cli(&shared);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains(&format!("warning: {SHARED_SEAT}")),
        "{stderr}"
    );
    assert!(!out.stdout.is_empty(), "the standings are still printed");

    let bad = dir.path().join("bad.podsheet");
    std::fs::write(&bad, demo_with(|v| v["players"][2]["seat"] = json!(0))).unwrap();
    let out = cli(&bad);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("bad.podsheet: at players[2].seat: Derek Jeter is in seat 0"),
        "{stderr}"
    );
    assert!(out.stdout.is_empty(), "nothing printed for a refused file");
}

#[test]
fn a_report_code_with_letters_a_phone_cannot_type() {
    refused(
        |v| v["rounds"][1]["matches"][0]["code"] = json!("AB0O1I"),
        "rounds[1].matches[0].code",
        "\"AB0O1I\" is not a report code",
    );
}

#[test]
fn extra_time_past_an_hour() {
    refused(
        |v| v["rounds"][1]["matches"][0]["extra_minutes"] = json!(61),
        "rounds[1].matches[0].extra_minutes",
        "61 extra minutes is more than a table is given (at most 60)",
    );
    // An hour is the most, and loads.
    let text = demo_with(|v| v["rounds"][1]["matches"][0]["extra_minutes"] = json!(60));
    let e = event_file::from_str(&text, "club.podsheet").expect("60 minutes loads");
    assert_eq!(e.rounds[1].matches[0].extra_minutes, 60);
}

#[test]
fn a_phone_report_with_a_bad_code_device_or_time() {
    let good = json!({"code": "ABCDEF", "result": [2, 1, 0], "device": "d1", "at": "2026-11-20T19:00:00Z"});
    let with = |field: &str, value: Value| {
        let mut r = good.clone();
        r[field] = value;
        move |v: &mut Value| v["reports"] = json!([r])
    };
    refused(
        with("code", json!("abc")),
        "reports[0].code",
        "is not a report code",
    );
    refused(
        with("device", json!("")),
        "reports[0].device",
        "a phone's name is 1 to 64",
    );
    refused(
        with("device", json!("a\nb")),
        "reports[0].device",
        "no line breaks",
    );
    refused(with("at", json!("Friday")), "reports[0].at", "Friday");
    refused(
        with("result", json!([99, 0, 0])),
        "reports[0].result",
        "99-0",
    );
}
