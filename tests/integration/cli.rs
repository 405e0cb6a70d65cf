//! The command-line contract of docs/cli.md: JSON shape, formats, and bad input
//! giving exit code 2 with a message that names the line.

use crate::util::cli::podsheet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn standings_json_has_the_public_shape() {
    let out = podsheet(&[
        "standings",
        "tests/fixtures/pod8.csv",
        "--rules",
        "mtr",
        "--format",
        "json",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["rules"], "mtr");
    assert_eq!(v["rounds_played"], 3);
    let rows = v["standings"].as_array().unwrap();
    assert_eq!(rows.len(), 8);
    let roger = &rows[0];
    assert_eq!(roger["rank"], 1);
    assert_eq!(roger["name"], "Roger Clemens");
    assert_eq!(roger["match_points"], 9);
    assert_eq!(
        roger["matches"],
        serde_json::json!({"won": 3, "lost": 0, "drawn": 0, "byes": 0})
    );
    assert_eq!(
        roger["games"],
        serde_json::json!({"won": 6, "lost": 2, "drawn": 0})
    );
    assert_eq!(roger["tiebreakers"]["omw"], 0.4444444444444444);
    assert_eq!(roger["tiebreakers"]["gw"], 0.75);
    assert_eq!(roger["tiebreakers"]["ogw"], 0.46185185185185185);
    assert_eq!(roger["decided_by"], serde_json::Value::Null);
    assert_eq!(rows[1]["decided_by"], "match_points");
    assert_eq!(rows[2]["decided_by"], "omw");
    assert_eq!(rows[3]["decided_by"], "gw");
    let keys: Vec<&str> = roger
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "rank",
            "name",
            "match_points",
            "matches",
            "games",
            "tiebreakers",
            "decided_by"
        ]
    );
}

#[test]
fn standings_csv_and_table() {
    let out = podsheet(&["standings", "assets/demo-8.podsheet", "--format", "csv"]);
    assert!(out.status.success());
    let s = text(&out.stdout);
    let mut lines = s.lines();
    assert_eq!(
        lines.next().unwrap(),
        "rank,name,match_points,matches_won,matches_lost,matches_drawn,byes,games_won,games_lost,games_drawn,omw,gw,ogw,decided_by"
    );
    assert!(
        lines
            .next()
            .unwrap()
            .starts_with("1,Roger Clemens,9,3,0,0,0,6,2,0,")
    );
    let table = text(&podsheet(&["standings", "assets/demo-8.podsheet"]).stdout);
    assert!(table.contains("Derek Jeter"), "{table}");
    // The preset's own columns and numbers, as the app and the PDF show
    // them (pod-swiss: opponents' match points 7.00, not OMW% 77.78), and
    // what decided each place in words.
    let head = table.lines().nth(1).unwrap();
    assert!(head.contains("OMP") && head.contains("GP/G"), "{table}");
    let derek = table.lines().find(|l| l.contains("Derek Jeter")).unwrap();
    assert!(
        derek.contains("7.00") && !derek.contains("77.78"),
        "{table}"
    );
    assert!(
        table
            .lines()
            .any(|l| l.starts_with("3") && l.contains("Mariano Rivera") && l.ends_with("OMP")),
        "{table}"
    );
    assert!(
        table.starts_with("8-player pod (filled sheet example) — rules: 8/10-player Swiss sheets")
    );
}

#[test]
fn explain_one_and_two_players() {
    let out = podsheet(&["explain", "assets/demo-8.podsheet", "--player", "Bernie"]);
    assert!(out.status.success());
    assert!(text(&out.stdout).starts_with("Derek, Mariano and Bernie are tied on 6 points."));
    let out = podsheet(&[
        "explain",
        "tests/fixtures/pod10.podsheet",
        "--player",
        "Jorge",
        "--player",
        "bernie",
    ]);
    let s = text(&out.stdout);
    assert!(
        s.contains("The first tiebreaker that orders them is opponents' game-win percentage"),
        "{s}"
    );
    let out = podsheet(&["explain", "assets/demo-8.podsheet", "--player", "Nobody"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("no player called \"Nobody\""));
}

#[test]
fn rules_flag_changes_the_numbers_and_rejects_unknown_presets() {
    let a = podsheet(&[
        "standings",
        "assets/demo-8.podsheet",
        "--rules",
        "mtr",
        "--format",
        "csv",
    ]);
    let b = podsheet(&[
        "standings",
        "assets/demo-8.podsheet",
        "--rules",
        "pod-swiss",
        "--format",
        "csv",
    ]);
    assert_ne!(a.stdout, b.stdout);
    let bad = podsheet(&["standings", "assets/demo-8.podsheet", "--rules", "dci"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("pod-swiss"));
}

fn temp_csv(dir: &Path, name: &str, body: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, body).unwrap();
    p
}

#[test]
fn bad_csvs_fail_with_exit_2_and_the_line() {
    let dir = tempfile::tempdir().unwrap();
    let h = "round,player,opponent,player_games,opponent_games,drawn_games\n";
    let cases = [
        ("unknown.csv", "round,player,opponent,player_games,opponent_games,drawn_games,table\n1,A,B,2,0,0,1\n".to_string(), "line 1", "unknown column \"table\""),
        ("sides.csv", format!("{h}1,A,B,2,1,0\n1,B,A,2,1,0\n"), "line 3", "line 2"),
        ("twice.csv", format!("{h}1,A,B,2,1,0\n1,A,C,2,0,0\n"), "line 3", "A is in round 1 twice"),
        ("negative.csv", format!("{h}1,A,B,-2,1,0\n"), "line 2", "cannot be negative"),
        ("letters.csv", format!("{h}1,A,B,two,1,0\n"), "line 2", "not a whole number"),
        ("empty.csv", String::new(), "empty.csv", "is empty"),
        ("short.csv", format!("{h}1,A,B,2,1\n"), "line 2", "has 5 fields"),
        ("zero.csv", format!("{h}1,A,B,0,0,0\n"), "line 2", "not a result"),
        ("drop.csv", "round,player,opponent,player_games,opponent_games,drawn_games,status\n1,A,B,2,1,0,dropped\n2,A,B,2,1,0,\n".to_string(), "line 2", "marked dropped in round 1"),
    ];
    for (name, body, want_line, want_msg) in cases {
        let path = temp_csv(dir.path(), name, &body);
        let out = podsheet(&["standings", path.to_str().unwrap()]);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(
            err.contains(want_line) && err.contains(want_msg),
            "{name}: {err}"
        );
        assert!(out.stdout.is_empty(), "{name}");
    }
}

#[test]
fn a_csv_allows_any_match_length_and_both_sides() {
    let dir = tempfile::tempdir().unwrap();
    let body = "round,player,opponent,player_games,opponent_games,drawn_games\n\
                1,A,B,3,0,0\n1,B,A,0,3,0\n1,C,D,1,0,0\n1,E,bye,0,0,0\n";
    let path = temp_csv(dir.path(), "bo5.csv", body);
    let out = podsheet(&["standings", path.to_str().unwrap(), "--format", "json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let a = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "A")
        .unwrap();
    assert_eq!(a["games"]["won"], 3);
    let e = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "E")
        .unwrap();
    assert_eq!(e["matches"]["byes"], 1);
}

#[test]
fn a_broken_event_file_fails_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let cut = &std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/demo-8.podsheet"),
    )
    .unwrap()[..300];
    let p = temp_csv(dir.path(), "cut.podsheet", cut);
    let out = podsheet(&["standings", p.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("cut off"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(
        std::fs::read_to_string(&p).unwrap(),
        cut,
        "a failed load never touches the file"
    );
    let newer = temp_csv(
        dir.path(),
        "new.podsheet",
        r#"{"format": "podsheet/9", "name": "x"}"#,
    );
    let out = podsheet(&["standings", newer.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("newer Podsheet"));
}

#[test]
fn standings_warn_about_impossible_scores_in_a_best_of_three_event() {
    let dir = tempfile::tempdir().unwrap();
    let demo = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/demo-8.podsheet"),
    )
    .unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&demo).unwrap();
    v["rounds"][0]["matches"][0]["score"] = serde_json::json!([3, 0, 0]);
    let p = temp_csv(dir.path(), "bad.podsheet", &v.to_string());
    let out = podsheet(&["standings", p.to_str().unwrap()]);
    // Done, with a held result: exit 3 (docs/cli.md).
    assert_eq!(out.status.code(), Some(3));
    assert!(!out.stdout.is_empty(), "the standings are printed");
    let err = text(&out.stderr);
    assert!(
        err.contains(
            "Round 1, table 1, box A (Scott Brosius vs Mariano Rivera): 3-0 cannot happen"
        ),
        "{err}"
    );
}

/// `podsheet standings big.csv | head -1`: a reader that stops early ends
/// the program quietly with success (no panic, no "Broken pipe" message).
#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::Read as _;
    use std::process::Stdio;
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("big.csv");
    // 3000 players: a standings table far larger than a pipe's buffer.
    let mut rows = String::from("round,player,opponent,player_games,opponent_games,drawn_games\n");
    for i in (0..3000).step_by(2) {
        rows.push_str(&format!("1,Player {i},Player {},2,0,0\n", i + 1));
    }
    std::fs::write(&csv, rows).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .arg("standings")
        .arg(&csv)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("podsheet runs");
    // Read one line, as `head -1` does, then close the pipe.
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 64];
    let n = stdout.read(&mut first).unwrap();
    assert!(n > 0, "the table starts");
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "exit {:?}: {}",
        out.status.code(),
        text(&out.stderr)
    );
    assert_eq!(text(&out.stderr), "", "nothing said on a closed pipe");
}

/// A bad flag is refused in the language asked for with --lang, wherever
/// --lang stands among the flags.
#[test]
fn a_bad_flag_is_refused_in_the_language_asked_for() {
    for args in [
        [
            "standings",
            "tests/fixtures/pod8.csv",
            "--lang",
            "ja",
            "--rules",
            "nope",
        ],
        [
            "standings",
            "tests/fixtures/pod8.csv",
            "--rules",
            "nope",
            "--lang=ja",
            "",
        ],
    ] {
        let args: Vec<&str> = args.into_iter().filter(|a| !a.is_empty()).collect();
        let out = podsheet(&args);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("不明なルール・プリセット「nope」"), "{err}");
    }
}

/// A named pipe given as an event file is refused at once, named as what
/// it is, rather than reading until something writes to it (every reader,
/// not only the season's).
#[cfg(unix)]
#[test]
fn a_named_pipe_is_refused_not_waited_on() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("friday.podsheet");
    let made = Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo makes a named pipe");
    let mut child = Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .args(["standings", fifo.to_str().unwrap(), "--lang", "en"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let status = (0..100).find_map(|_| {
        std::thread::sleep(std::time::Duration::from_millis(50));
        child.try_wait().unwrap()
    });
    if status.is_none() {
        let _ = child.kill();
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(status.and_then(|s| s.code()), Some(2), "refused within 5 s");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not a regular file: a named pipe"), "{err}");
}
