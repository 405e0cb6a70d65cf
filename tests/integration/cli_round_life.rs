//! A Swiss day from the command line (docs/cli.md, "Warnings"): every
//! stale round, dropped player still paired and stale cut is warned on
//! stderr while the command still does its work; `pair` refuses to pair
//! from a result that cannot happen; `playoff` uses the event's own cut.

use crate::util::cli::podsheet;
use crate::util::day::{cut_changing_box, cut_day, pairing_changing_box, play, set, swiss};
use podsheet::model::{Event, GameScore};
use std::path::Path;

fn save(e: &Event, dir: &Path, name: &str) -> String {
    let path = dir.join(name);
    podsheet::io::event_file::save(e, &path).unwrap();
    path.to_str().unwrap().to_string()
}

fn stderr(args: &[&str]) -> (i32, String, String) {
    let out = podsheet(args);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_stale_round_is_warned_by_every_command_that_reads_the_event() {
    let dir = tempfile::tempdir().unwrap();
    let mut e = swiss(20, 5);
    play(&mut e, 1, &|i| i % 3 == 0);
    let k = pairing_changing_box(&e);
    let was = e.rounds[0].matches[k].score.unwrap();
    set(&mut e, 1, k, Some(was.flipped()));
    let file = save(&e, dir.path(), "day.podsheet");
    let want = format!(
        "warning: round 2 was paired before round 1, table {} changed from {was} to {}; re-pair it (no result entered yet)",
        k + 1,
        was.flipped()
    );
    let pdf = dir.path().join("out.pdf");
    for args in [
        vec!["standings", file.as_str(), "--lang", "en"],
        vec!["explain", file.as_str(), "--lang", "en"],
        vec![
            "pdf",
            file.as_str(),
            "-o",
            pdf.to_str().unwrap(),
            "--lang",
            "en",
        ],
    ] {
        let (code, _, err) = stderr(&args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(err.lines().any(|l| l == want), "{args:?}: {err}");
    }
    // In the language asked for.
    let (_, _, err) = stderr(&["standings", &file, "--lang", "de"]);
    assert!(err.contains("warning: "), "{err}");
    assert!(!err.contains("was paired before"), "{err}");
}

#[test]
fn pair_refuses_a_result_that_cannot_happen_naming_the_round_and_box() {
    let dir = tempfile::tempdir().unwrap();
    let mut e = swiss(20, 5);
    for i in 0..10 {
        let s = if i == 6 { (2, 3) } else { (2, 1) };
        set(&mut e, 1, i, Some(GameScore::new(s.0, s.1, 0)));
    }
    let file = save(&e, dir.path(), "bad.podsheet");
    let (code, out, err) = stderr(&["pair", &file, "--lang", "en"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("Round 2 waits: Round 1, table 7 (P7 vs P17) is 2-3"),
        "{err}"
    );
}

#[test]
fn a_drop_after_pairing_and_a_stale_cut_are_warned() {
    let dir = tempfile::tempdir().unwrap();
    let mut e = swiss(20, 5);
    play(&mut e, 1, &|_| false);
    play(&mut e, 2, &|_| false);
    e.players[0].dropped_after = Some(2);
    let file = save(&e, dir.path(), "drop.podsheet");
    let (_, _, err) = stderr(&["standings", &file, "--lang", "en"]);
    assert!(
        err.contains("warning: P1 dropped after round 2 but is paired in round 3 against"),
        "{err}"
    );
    let mut e = cut_day();
    let k = cut_changing_box(&e);
    let s = e.rounds[4].matches[k].score.unwrap();
    set(&mut e, 5, k, Some(s.flipped()));
    let file = save(&e, dir.path(), "cut.podsheet");
    let (code, out, err) = stderr(&["playoff", &file, "--format", "json", "--lang", "en"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("warning: the top 8 was cut before round 5, table"),
        "{err}"
    );
    // The stored cut and its seeds, not a new one from the changed results.
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["top"], 8);
    assert_eq!(v["swiss_rounds"], 5);
    let seeds: Vec<String> = e
        .cut
        .as_ref()
        .unwrap()
        .seeds
        .iter()
        .map(|p| e.player(*p).name.clone())
        .collect();
    let shown: Vec<String> = v["seeds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(shown, seeds);
    // --top that disagrees with the cut is refused.
    let (code, _, err) = stderr(&["playoff", &file, "--top", "4"]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn a_malformed_stored_cut_is_refused_with_its_path() {
    let dir = tempfile::tempdir().unwrap();
    let e = cut_day();
    let text = podsheet::io::event_file::to_string(&e);
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    type Change = Box<dyn Fn(&mut serde_json::Value)>;
    let cases: Vec<(Change, &str)> = vec![
        (Box::new(|v| v["cut"]["top"] = 3.into()), "cut.top"),
        (Box::new(|v| v["cut"]["top"] = 0.into()), "cut.top"),
        (
            Box::new(|v| v["cut"]["after_round"] = 0.into()),
            "cut.after_round",
        ),
        (
            Box::new(|v| v["cut"]["after_round"] = 9.into()),
            "cut.after_round",
        ),
        (
            Box::new(|v| v["structure"] = serde_json::json!({"kind": "round-robin"})),
            "cut",
        ),
        (
            Box::new(|v| {
                let p = v["players"].as_array().unwrap()[..7].to_vec();
                v["players"] = p.into();
                v["rounds"] =
                    serde_json::json!([{"matches": [{"a": 0, "b": 1, "score": [2, 0, 0]}]}]);
                v["cut"] = serde_json::json!({"top": 8, "after_round": 1});
            }),
            "cut.top",
        ),
    ];
    for (i, (change, path)) in cases.iter().enumerate() {
        let mut bad = v.clone();
        change(&mut bad);
        let file = dir.path().join(format!("bad{i}.podsheet"));
        std::fs::write(&file, bad.to_string()).unwrap();
        let (code, _, err) = stderr(&["standings", file.to_str().unwrap(), "--lang", "en"]);
        assert_eq!(code, 2, "case {i}: {err}");
        assert!(
            err.contains(&format!("at {path}:")) || err.contains(&format!("{path}:")),
            "case {i}: {err}"
        );
    }
}
