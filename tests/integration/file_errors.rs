//! A file that cannot be read is said in every language (issue 19): the
//! reason is translated, while the file's name, the line, the JSON path,
//! the column and every number stay exactly as in English.

use crate::util::cli::podsheet;
use podsheet::io::{InputError, event_file, night_file, results_csv};
use podsheet::model::{Said, SaidArg};
use podsheet::text::i18n::{Lang, with_lang};
use serde_json::{Value, json};
use std::collections::BTreeSet;

/// The demo pod's JSON with one change made.
fn demo_with(change: impl FnOnce(&mut Value)) -> String {
    let mut v: Value =
        serde_json::from_str(&std::fs::read_to_string("assets/demo-8.podsheet").unwrap()).unwrap();
    change(&mut v);
    v.to_string()
}

const CSV_HEAD: &str = "round,player,opponent,player_games,opponent_games,drawn_games";

/// A results CSV: the header, then `rows`.
fn csv(rows: &str) -> Result<podsheet::model::Event, InputError> {
    results_csv::from_str(&format!("{CSV_HEAD}\n{rows}"), "club.csv", "club")
}

fn event(text: &str) -> Result<podsheet::model::Event, InputError> {
    event_file::from_str(text, "club.podsheet")
}

/// What a reader made of a file, only whether it was refused and why.
fn refused<T>(r: Result<T, InputError>) -> InputError {
    r.map(|_| ()).expect_err("every file here is refused")
}

/// Bad files, one or more per kind of problem a reader reports.
fn bad_files() -> Vec<InputError> {
    let mut errors: Vec<InputError> = [
        event("{"),
        event("[1, 2]"),
        event(r#"{"format": "podsheet/99"}"#),
        event(r#"{"format": 7}"#),
        event(r#"{"name": "x"}"#),
        event(&demo_with(|v| v["date"] = json!("2025-02-30"))),
        event(&demo_with(|v| v["date"] = json!("2025-13-01"))),
        event(&demo_with(|v| v["date"] = json!("next friday"))),
        event(&demo_with(|v| v["name"] = json!("Friday\ndraft"))),
        event(&demo_with(|v| v["players"][2]["deck"] = json!("U\nW"))),
        event(&demo_with(|v| v["players"][1]["number"] = json!(0))),
        event(&demo_with(|v| {
            v["players"][3]["number"] = v["players"][4]["number"].clone();
        })),
        event(&demo_with(|v| v["players"][5]["seat"] = json!(0))),
        event(&demo_with(|v| v["players"][0]["dropped_after"] = json!(99))),
        event(&demo_with(|v| v["players"][0]["joined_round"] = json!(0))),
        event(&demo_with(|v| {
            v["rounds"][0]["matches"][1]["b"] = json!(40);
        })),
        event(&demo_with(|v| {
            v["structure"] = json!({"kind": "swiss", "rounds": 65});
        })),
        csv("1,Ann,Bo,2,1,0\n1,Ann,Cy,2,0,0"),
        csv("1,Ann,Ann,2,1,0"),
        csv("1,Ann,Bo,0,0,0"),
        csv("1,Ann,Bo,29,2,0"),
        csv("0,Ann,Bo,2,1,0"),
        csv("1,Ann,Bo,two,1,0"),
        csv("1,Ann,Bo,-2,1,0"),
        csv("1,Ann,Bo,2,1"),
        csv("1,Ann,Bo,2,1,0\n1,Bo,Ann,2,1,0"),
        csv("1,Ann,Bo,2,1,0\n3,Ann,Bo,2,1,0"),
        csv("1,,Bo,2,1,0"),
        results_csv::from_str("", "club.csv", "club"),
        results_csv::from_str(&format!("{CSV_HEAD},colour\n"), "club.csv", "club"),
        results_csv::from_str("round,player\n1,Ann", "club.csv", "club"),
        results_csv::from_str(&format!("{CSV_HEAD}\n"), "club.csv", "club"),
        results_csv::from_str(
            &format!("{CSV_HEAD},status\n1,Ann,Bo,2,1,0,gone"),
            "club.csv",
            "club",
        ),
    ]
    .into_iter()
    .map(refused)
    .collect();
    let nights = [
        r#"{"format": "podsheet-night/1", "name": "Friday", "pods": []}"#,
        r#"{"format": "podsheet-night/1", "name": "Friday"}"#,
        r#"{"format": "podsheet-night/1", "name": "Friday", "pods": [7]}"#,
        r#"{"format": "podsheet-night/9", "pods": []}"#,
    ];
    errors.extend(
        nights
            .iter()
            .map(|n| refused(night_file::from_str(n, "friday.podsheet"))),
    );
    let demo = std::fs::read_to_string("assets/demo-8.podsheet").unwrap();
    let night = night_file::from_str(&demo, "d").unwrap();
    errors.push(refused(night_file::pick_pod(
        night,
        Some(3),
        "demo.podsheet",
    )));
    errors.push(refused(podsheet::io::read_text(std::path::Path::new(
        "no/such/club.podsheet",
    ))));
    errors
}

/// Every run of digits, and every word written in ASCII that must not be
/// translated (a JSON path, a column, a file name), of an English message.
fn kept(text: &str) -> BTreeSet<String> {
    let mut out: BTreeSet<String> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|run| !run.is_empty())
        .map(String::from)
        .collect();
    for word in text.split(|c: char| c.is_whitespace() || ",:;()\"'".contains(c)) {
        let word = word.trim_end_matches('.');
        if word.contains(['[', '.', '_', '/']) && word.len() > 2 {
            out.insert(word.to_string());
        }
    }
    out
}

/// The ids of `said` and of every message said inside it.
fn message_ids(said: &Said, out: &mut BTreeSet<&'static str>) {
    out.insert(said.msg.id());
    for (_, arg) in &said.args {
        match arg {
            SaidArg::Said(inner) => message_ids(inner, out),
            SaidArg::List(items) => items.iter().for_each(|i| message_ids(i, out)),
            SaidArg::Text(_) | SaidArg::Count(_) => {}
        }
    }
}

#[test]
fn every_file_problem_is_said_in_every_language_with_the_same_facts() {
    let errors = bad_files();
    let mut kinds = BTreeSet::new();
    for e in &errors {
        message_ids(&e.message, &mut kinds);
    }
    assert!(
        kinds.len() >= 30,
        "the cases cover {} kinds of problem",
        kinds.len()
    );
    for e in &errors {
        let en = with_lang(Lang::En, || e.to_string());
        assert!(en.starts_with(&e.file), "{en}");
        for lang in Lang::offered().filter(|&l| l != Lang::En) {
            let said = with_lang(lang, || e.to_string());
            assert_ne!(said, en, "{} says it in English", lang.tag());
            assert!(said.starts_with(&e.file), "{}: {said}", lang.tag());
            for fact in kept(&en) {
                assert!(
                    said.contains(&fact),
                    "{} lost {fact:?}:\n  en: {en}\n  {}: {said}",
                    lang.tag(),
                    lang.tag()
                );
            }
        }
    }
}

#[test]
fn the_cli_says_a_missing_file_in_its_language() {
    let out = podsheet(&["standings", "no-such-club.podsheet", "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no-such-club.podsheet") && err.contains("そのファイルはありません"),
        "{err}"
    );
    let out = podsheet(&["standings", "no-such-club.podsheet", "--lang", "en"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot open: there is no such file"), "{err}");
}
