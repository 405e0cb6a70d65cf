//! `podsheet pair`: the JSON shape of docs/cli.md and exit code 2 on bad input.

use podsheet::io::event_file;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fixture(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

fn pair(file: &Path, format: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .args(["pair", file.to_str().unwrap(), "--format", format])
        .output()
        .unwrap()
}

#[test]
fn json_from_a_results_csv_pairs_round_four_by_records() {
    let out = pair(&fixture("tests/fixtures/pod8.csv"), "json");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["round"], 4);
    let pairings = v["pairings"].as_array().unwrap();
    assert_eq!(pairings.len(), 4);
    let mut names = Vec::new();
    for (i, p) in pairings.iter().enumerate() {
        let keys: Vec<&str> = p.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(keys, ["table", "player", "opponent"]);
        assert_eq!(p["table"], i + 1);
        names.push(p["player"].as_str().unwrap().to_string());
        names.push(p["opponent"].as_str().unwrap().to_string());
    }
    names.sort();
    names.dedup();
    assert_eq!(names.len(), 8, "everyone once: {names:?}");
    // Roger is the only 9-point player and has met Jorge, Tino and Derek.
    let roger = pairings
        .iter()
        .find(|p| p["player"] == "Roger Clemens" || p["opponent"] == "Roger Clemens")
        .unwrap();
    for met in ["Jorge Posada", "Tino Martinez", "Derek Jeter"] {
        assert!(
            roger["player"] != met && roger["opponent"] != met,
            "{roger}"
        );
    }
    assert!(v["reasons"].is_array());
}

#[test]
fn json_from_a_sheet_gives_the_routed_round_and_a_bye_is_null() {
    let dir = tempfile::tempdir().unwrap();
    let mut e = event_file::load(&fixture("assets/demo-8.podsheet")).unwrap();
    e.rounds.truncate(1);
    let file = dir.path().join("r1.podsheet");
    event_file::save(&e, &file).unwrap();
    let v: Value = serde_json::from_slice(&pair(&file, "json").stdout).unwrap();
    assert_eq!(v["round"], 2);
    // E: winner A (Mariano) v winner C (Derek).
    assert_eq!(v["pairings"][0]["player"], "Mariano Rivera");
    assert_eq!(v["pairings"][0]["opponent"], "Derek Jeter");

    let mut e = event_file::load(&fixture("tests/fixtures/pod7.podsheet")).unwrap();
    e.rounds.clear();
    let file = dir.path().join("rr.podsheet");
    event_file::save(&e, &file).unwrap();
    let v: Value = serde_json::from_slice(&pair(&file, "json").stdout).unwrap();
    assert_eq!(v["pairings"][0]["player"], "Scott Brosius");
    assert_eq!(v["pairings"][0]["opponent"], Value::Null);
    // The bye takes no table: the first match plays at table 1, as its slip
    // and the phones say.
    assert_eq!(v["pairings"][1]["table"], 1);
    let table = String::from_utf8(pair(&file, "table").stdout).unwrap();
    assert!(
        table.starts_with("Round 1\n") && table.contains("(bye)"),
        "{table}"
    );
}

#[test]
fn bad_input_exits_with_code_two() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.podsheet");
    std::fs::write(&file, "{ not json").unwrap();
    let out = pair(&file, "json");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad.podsheet"));
    let out = pair(&dir.path().join("missing.csv"), "table");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_finished_event_says_so() {
    let out = pair(&fixture("tests/fixtures/pod10.podsheet"), "table");
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("the event is over: all 3 rounds played")
    );
}
