//! Saving that cannot corrupt: a child process saves over and over and is
//! killed at random moments; the file on disk is always the old event or
//! the new one, never broken. Also: every released file version loads, and
//! hostile input gives a clear error, never a panic.

use crate::util::common;

use podsheet::io::event_file::{self, load, save};
use podsheet::model::{Event, Preset};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

const CHILD_ENV: &str = "PODSHEET_SAVE_CHILD";

fn two_events() -> (Event, Event) {
    let a = common::load("tests/fixtures/pod10.podsheet");
    let mut b = a.clone();
    b.rules = Preset::Mtr;
    b.name = "x".repeat(5000); // a bigger file, so writes take longer
    (a, b)
}

/// The child: saves the two events alternately until killed.
#[test]
fn child_saver() {
    let Ok(path) = std::env::var(CHILD_ENV) else {
        return;
    };
    let (a, b) = two_events();
    loop {
        save(&a, Path::new(&path)).unwrap();
        save(&b, Path::new(&path)).unwrap();
    }
}

#[test]
fn killed_saves_never_leave_a_broken_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.podsheet");
    let (a, b) = two_events();
    save(&a, &path).unwrap();
    let me = std::env::current_exe().unwrap();
    let mut survived = 0;
    for i in 0..200u64 {
        let mut child = Command::new(&me)
            .args([
                "--exact",
                "saving::child_saver",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_ENV, &path)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros(2_000 + (i * 7919) % 15_000));
        child.kill().unwrap();
        child.wait().unwrap();
        let now = load(&path).unwrap_or_else(|e| panic!("kill {i}: {e}"));
        assert!(now == a || now == b, "kill {i}: the file is neither event");
        survived += 1;
    }
    assert_eq!(survived, 200);
}

#[test]
fn every_released_file_version_loads() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/formats");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let e = load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(!e.players.is_empty());
        seen += 1;
    }
    assert_eq!(
        seen,
        event_file::READS.len(),
        "one fixture per readable version"
    );
}

/// The demo file with the first match's score replaced.
fn with_score(demo: &str, score: serde_json::Value) -> String {
    let mut v: serde_json::Value = serde_json::from_str(demo).unwrap();
    v["rounds"][0]["matches"][0]["score"] = score;
    v.to_string()
}

#[test]
fn hostile_event_files_get_clear_errors() {
    let demo = common::fixture_text("assets/demo-8.podsheet");
    let long_name = "N".repeat(100_000);
    let mut many = String::from(
        r#"{"format":"podsheet/1","name":"m","structure":{"kind":"results"},"rules":{"preset":"wotc"},"players":["#,
    );
    for i in 0..20_000 {
        if i > 0 {
            many.push(',');
        }
        many.push_str(&format!(r#"{{"name":"p{i}","number":{i}}}"#));
    }
    many.push_str("]}");
    let cases: Vec<(String, &str)> = vec![
        (
            demo.replace("Scott Brosius", &long_name),
            "longer than 200 characters",
        ),
        (
            demo.replace("Scott Brosius", "Scott\u{7}Brosius"),
            "control character",
        ),
        (many, "20000 players"),
        (
            with_score(&demo, serde_json::json!([0, 4_000_000_000u32, 0])),
            "more games than any match has",
        ),
        (
            with_score(&demo, serde_json::json!([0, 1e300, 0])),
            "1e+300 does not belong here: a whole number, 0 or more, does",
        ),
        (
            with_score(&demo, serde_json::json!([0, -2, 0])),
            "-2 does not belong here: a whole number, 0 or more, does",
        ),
        (demo[..demo.len() / 2].to_string(), "cut off"),
        (
            "{\"format\": \"podsheet/1\"".to_string() + &"{".repeat(1000),
            "not valid JSON",
        ),
    ];
    for (text, want) in cases {
        let err = event_file::from_str(&text, "hostile.podsheet")
            .unwrap_err()
            .to_string();
        assert!(err.contains(want), "want {want:?}, got {err}");
    }
    // Right-to-left names are names: they load and rank.
    let rtl = event_file::from_str(&demo.replace("Scott Brosius", "שרה כהן"), "rtl").unwrap();
    assert_eq!(common::standings(&rtl, Preset::PodSwiss).order.len(), 8);
}
