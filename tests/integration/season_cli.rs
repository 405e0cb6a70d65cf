//! `podsheet season`: three nights where the same players' names are spelt
//! differently in case and accents, and a fourth file that cannot be read:
//! it is named and counts for nobody; the rest still make the table.

use crate::util::cli::podsheet;
use serde_json::Value;
use std::path::Path;

/// [`crate::util::season::night`], as the path text the CLI is given.
fn night(dir: &Path, file: &str, rows: &[(&str, &str)]) -> String {
    crate::util::season::night(dir, file, rows)
        .to_string_lossy()
        .into_owned()
}

#[test]
fn a_season_of_three_nights_and_one_missing_file() {
    let dir = tempfile::tempdir().unwrap();
    let n1 = night(
        dir.path(),
        "1.csv",
        &[("Zoë Ådahl", "Bo Li"), ("Cy Young", "Di Ross")],
    );
    let n2 = night(
        dir.path(),
        "2.csv",
        &[("ZOE ADAHL", "cy young"), ("Bo Li", "Ed Park")],
    );
    let n3 = night(dir.path(), "3.csv", &[("zoe adahl", "Di Ross")]);
    let gone = dir.path().join("4.csv").to_string_lossy().into_owned();
    let out = podsheet(&["season", &n1, &n2, &n3, &gone, "--format", "json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("event 4") && err.contains("4.csv"),
        "named: {err}"
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["events"], 4);
    assert_eq!(v["missing"][0]["event"], 4);
    let rows = v["standings"].as_array().unwrap();
    // One Zoë, spelt as the first night has her: 3 nights × (3 + 1).
    let zoe = &rows[0];
    assert_eq!(zoe["name"], "Zoë Ådahl");
    assert_eq!(zoe["points"], 12);
    assert_eq!(zoe["events"], 3);
    assert_eq!(zoe["per_event"], serde_json::json!([4, 4, 4, null]));
    assert_eq!(
        zoe["matches"],
        serde_json::json!({"won": 3, "lost": 0, "drawn": 0})
    );
    assert_eq!(rows.len(), 5, "Zoë, Bo, Cy, Di, Ed: nobody twice");
    // Bo (lost night 1, won night 2: 1 + 4) and Cy (won night 1, lost
    // night 2: 4 + 1) have 5 points each.
    let bo = rows.iter().find(|r| r["name"] == "Bo Li").unwrap();
    let cy = rows.iter().find(|r| r["name"] == "Cy Young").unwrap();
    assert_eq!(
        (bo["points"].as_u64(), cy["points"].as_u64()),
        (Some(5), Some(5))
    );
    assert!(
        rows.iter().all(|r| r["per_event"][3].is_null()),
        "never a zero"
    );
    // The table names the missing event too.
    let table = podsheet(&["season", &n1, &n2, &n3, &gone]);
    let text = String::from_utf8_lossy(&table.stdout);
    assert!(
        text.contains("Event 4") && text.contains("missing"),
        "{text}"
    );
}

#[test]
fn points_can_be_changed_and_a_bad_key_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let n1 = night(dir.path(), "1.csv", &[("Ann", "Bob")]);
    let out = podsheet(&[
        "season",
        &n1,
        "--points",
        "win=5,attend=0",
        "--format",
        "json",
    ]);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["points"],
        serde_json::json!({"win": 5, "draw": 1, "loss": 0, "attend": 0})
    );
    assert_eq!(v["standings"][0]["points"], 5);
    let out = podsheet(&["season", &n1, "--points", "wins=5"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown key \"wins\""));
}

#[test]
fn a_podseason_file_names_the_events_and_keeps_its_points() {
    let dir = tempfile::tempdir().unwrap();
    night(dir.path(), "a.csv", &[("Ann", "Bob")]);
    night(dir.path(), "b.csv", &[("Bob", "Ann")]);
    let file = dir.path().join("league.podseason");
    std::fs::write(
        &file,
        r#"{"format": "podseason/1", "events": ["a.csv", "b.csv"], "points": "win=2,attend=1"}"#,
    )
    .unwrap();
    let out = podsheet(&["season", file.to_str().unwrap(), "--format", "json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["events"], 2);
    assert_eq!(v["points"]["win"], 2);
    // Equal on points, wins and losses: the one seen first (night a) leads.
    assert_eq!(v["standings"][0]["name"], "Ann");
    assert_eq!(v["standings"][1]["decided_by"], "first_seen");
    // A folder: its event files in name order.
    let folder = podsheet(&["season", dir.path().to_str().unwrap(), "--format", "json"]);
    let v: Value = serde_json::from_slice(&folder.stdout).unwrap();
    assert_eq!(v["events"], 2);
}

#[test]
fn explain_season_says_which_step_decided_each_tie() {
    let dir = tempfile::tempdir().unwrap();
    let [n1, n2] =
        crate::util::season::two_nights(dir.path()).map(|p| p.to_string_lossy().into_owned());
    let out = podsheet(&["explain", "--season", &n1, &n2]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    // Bo and Cy: 5 points, one win and one loss each, two events each,
    // both first in event 1: the order they were entered there decides.
    assert!(text.contains("both have 5 season points"), "{text}");
    assert!(text.contains("both came first to event 1"), "{text}");
    // Di (event 1) and Ed (event 2): who came to the season first.
    assert!(
        text.contains("came to the season first (event 1, Ed Park in event 2)"),
        "{text}"
    );
    // In German, the same tie.
    let de = podsheet(&["explain", "--season", &n1, &n2, "--lang", "de"]);
    assert_ne!(String::from_utf8_lossy(&de.stdout), text);
    // In Chinese and Japanese the tie's reason follows its 。 at once, with
    // no ASCII space between the sentences.
    for lang in ["zh-Hans", "zh-Hant", "ja"] {
        let out = podsheet(&["explain", "--season", &n1, &n2, "--lang", lang]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.matches('。').count() >= 4, "{lang}: {text}");
        assert!(!text.contains("。 "), "{lang}: {text}");
    }
    // One file without --season is the pod explanation; two are refused.
    let two = podsheet(&["explain", &n1, &n2]);
    assert_eq!(two.status.code(), Some(2));
}

#[test]
fn every_column_is_titled_by_the_nights_name_and_date() {
    use crate::util::season::named_night;
    let dir = tempfile::tempdir().unwrap();
    let fri = named_night(
        dir.path(),
        "w1.podsheet",
        "Friday draft",
        "2026-11-20",
        &[("Ann", "Bob")],
    );
    let sat = named_night(
        dir.path(),
        "w2.podsheet",
        "Friday draft",
        "2026-11-27",
        &[("Bob", "Ann")],
    );
    let csv = night(dir.path(), "cube.csv", &[("Ann", "Cy")]);
    let (fri, sat) = (fri.to_str().unwrap(), sat.to_str().unwrap());
    let titles = ["Friday draft 2026-11-20", "Friday draft 2026-11-27", "cube"];
    // The CSV header: the documented columns, then one per night.
    let out = podsheet(&["season", fri, sat, &csv, "--format", "csv"]);
    let text = String::from_utf8_lossy(&out.stdout);
    let head = text.lines().next().unwrap_or_default();
    assert_eq!(
        head,
        format!(
            "rank,name,points,events,won,lost,drawn,{}",
            titles.join(",")
        )
    );
    // The table for people: each title above its column.
    let out = podsheet(&["season", fri, sat, &csv]);
    let text = String::from_utf8_lossy(&out.stdout);
    let head = text
        .lines()
        .find(|l| l.starts_with("Rank"))
        .unwrap_or_default();
    let at: Vec<usize> = titles.iter().map(|t| head.find(t).expect(t)).collect();
    assert!(
        at.windows(2).all(|w| w[0] < w[1]),
        "in season order: {head}"
    );
    assert!(!head.contains("E1"), "{head}");
    // JSON keeps its shape and adds the titles.
    let out = podsheet(&["season", fri, sat, &csv, "--format", "json"]);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["events"], 3);
    assert_eq!(v["standings"][0]["per_event"].as_array().unwrap().len(), 3);
    let named: Vec<&str> = v["events_named"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["title"].as_str().unwrap())
        .collect();
    assert_eq!(named, titles);
    assert_eq!(v["events_named"][1]["date"], "2026-11-27");
    assert_eq!(v["events_named"][0]["name"], "Friday draft");
}

#[test]
fn a_playoff_places_without_counting_as_matches_and_a_drawn_final_places_no_one() {
    use crate::util::season::cut_night;
    let dir = tempfile::tempdir().unwrap();
    let json = |file: &Path| {
        let out = podsheet(&["season", file.to_str().unwrap(), "--format", "json"]);
        // A drawn final is held, named on stderr: done, exit 3.
        let drawn = file.ends_with("drawn.podsheet");
        assert_eq!(
            out.status.code(),
            Some(if drawn { 3 } else { 0 }),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        if drawn {
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                err.contains("Final (Ann vs Cy): 1-1-1 leaves no winner"),
                "{err}"
            );
        }
        serde_json::from_slice::<Value>(&out.stdout).unwrap()
    };
    let row = |v: &Value, name: &str| {
        let rows = v["standings"].as_array().unwrap();
        rows.iter().find(|r| r["name"] == name).unwrap().clone()
    };
    // Cy, seed 2, wins the final 2-1: the final is no match won, but the
    // champion gets one point more than the finalist's 4.
    let v = json(&cut_night(dir.path(), "won.podsheet", [1, 2, 0]));
    assert_eq!(v["standings"][0]["name"], "Cy", "the champion leads");
    let cy = row(&v, "Cy");
    assert_eq!(
        cy["matches"],
        serde_json::json!({"won": 1, "lost": 0, "drawn": 0})
    );
    assert_eq!(cy["points"], 5);
    assert_eq!(row(&v, "Ann")["matches"]["lost"], 0);
    assert_eq!(row(&v, "Ann")["points"], 4);
    assert_eq!(
        v["placed"],
        serde_json::json!([{"event": 1, "name": "Cy", "earned": 4, "points": 5, "playoff_wins": 1}])
    );
    // A final typed as a draw has no winner yet: it places no one.
    let v = json(&cut_night(dir.path(), "drawn.podsheet", [1, 1, 1]));
    for name in ["Ann", "Cy"] {
        let r = row(&v, name);
        assert_eq!(
            r["matches"],
            serde_json::json!({"won": 1, "lost": 0, "drawn": 0}),
            "{name}"
        );
        assert_eq!(r["points"], 4, "{name}");
    }
    assert_eq!(v["placed"], serde_json::json!([]));
}
