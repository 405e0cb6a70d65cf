//! `podsheet season` on real files (issue 35, part 3): the champion is
//! placed above the finalist though the finalist's Swiss was better, a
//! no-show whose match was given away gets nothing, and a night holding a
//! Swiss and a draft is two columns.

use crate::util::cli::podsheet;
use podsheet::engine::life::act;
use podsheet::engine::night;
use podsheet::io::{event_file, night_file};
use podsheet::model::{Event, GameScore, Night, PlayerId};
use serde_json::{Value, json};
use std::path::Path;

fn season_json(args: &[&str]) -> Value {
    let mut all = vec!["season"];
    all.extend(args);
    all.extend(["--format", "json"]);
    let out = podsheet(&all);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

fn row<'a>(v: &'a Value, name: &str) -> Option<&'a Value> {
    v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == name)
}

/// A Swiss of `names` with `rounds` of `[a, b, a's games, b's games]`.
fn swiss(name: &str, names: &[&str], rounds: &[&[[u32; 4]]]) -> Event {
    let players: Vec<Value> = names
        .iter()
        .enumerate()
        .map(|(i, n)| json!({"name": n, "number": i + 1}))
        .collect();
    let rounds: Vec<Value> = rounds
        .iter()
        .map(|ms| {
            let matches: Vec<Value> = ms
                .iter()
                .map(|m| json!({"a": m[0], "b": m[1], "score": [m[2], m[3], 0]}))
                .collect();
            json!({ "matches": matches })
        })
        .collect();
    serde_json::from_value(json!({
        "name": name, "date": "2026-11-21",
        "structure": {"kind": "swiss", "rounds": 2}, "best_of": 3, "rules": {"preset": "wotc"},
        "players": players, "rounds": rounds,
    }))
    .expect("a valid event")
}

fn save(dir: &Path, file: &str, e: &Event) -> String {
    let path = dir.join(file);
    event_file::save(e, &path).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn the_champion_is_placed_above_a_finalist_with_the_better_swiss() {
    // Ann 2-0 in the Swiss, Cy 1-1; the top 2 is Ann and Cy, and Cy wins
    // the final. Counted as season wins, both would be 2-1 on 7 points
    // and Ann ahead on being entered first: the finalist crowned.
    let mut e = swiss(
        "Saturday top 2",
        &["Ann", "Bob", "Cy", "Di"],
        &[&[[0, 1, 2, 0], [2, 3, 2, 1]], &[[0, 2, 2, 0], [1, 3, 2, 0]]],
    );
    let mut v = serde_json::to_value(&e).unwrap();
    v["cut"] = json!({"top": 2, "after_round": 2, "seeds": [0, 2]});
    v["rounds"]
        .as_array_mut()
        .unwrap()
        .push(json!({"matches": [{"a": 0, "b": 2, "score": [1, 2, 0]}]}));
    e = serde_json::from_value(v).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = save(dir.path(), "top2.podsheet", &e);
    let v = season_json(&[&file]);
    let names: Vec<&str> = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        &names[..2],
        ["Cy", "Ann"],
        "the champion above the finalist"
    );
    // Playoff matches are no season wins: the Swiss records stand.
    let cy = row(&v, "Cy").unwrap();
    assert_eq!(cy["matches"], json!({"won": 1, "lost": 1, "drawn": 0}));
    assert_eq!(row(&v, "Ann").unwrap()["points"], 7);
    assert_eq!(cy["points"], 8);
    // The table and the explanation say why Cy has 8.
    let out = podsheet(&["explain", "--season", &file]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Saturday top 2 21 Nov 2026: Cy gets 8 points, not the 4"),
        "{text}"
    );
}

#[test]
fn a_no_show_whose_match_was_given_away_gets_nothing() {
    // Fay never came: she was dropped before round 1, and her round-1
    // match was given to Eve (Keep, and give the match).
    let mut e = swiss(
        "Friday Swiss",
        &["Ann", "Bob", "Cy", "Di", "Eve", "Fay"],
        &[&[[0, 1, 2, 1], [2, 3, 2, 0]]],
    );
    let mut v = serde_json::to_value(&e).unwrap();
    v["rounds"][0]["matches"]
        .as_array_mut()
        .unwrap()
        .push(json!({"a": 4, "b": 5}));
    e = serde_json::from_value(v).unwrap();
    e.players[5].dropped_after = Some(0);
    act::concede(&mut e, 1, PlayerId(5), "2026-11-20T19:05:00Z").unwrap();
    assert_eq!(e.rounds[0].matches[2].score, Some(GameScore::new(2, 0, 0)));
    let dir = tempfile::tempdir().unwrap();
    let file = save(dir.path(), "friday.podsheet", &e);
    // Even where a loss is worth a point, the no-show gets nothing.
    let v = season_json(&[&file, "--points", "loss=1"]);
    assert!(row(&v, "Fay").is_none(), "{v}");
    let eve = row(&v, "Eve").unwrap();
    assert_eq!(eve["matches"]["won"], 1);
    assert_eq!(eve["points"], 4);
    // Bob lost the match he played: a loss and taking part.
    assert_eq!(row(&v, "Bob").unwrap()["points"], 2);
}

#[test]
fn a_night_with_a_swiss_and_a_draft_is_two_columns() {
    // The store's Saturday: a Swiss in the afternoon, then a 16-drafter
    // night beside it in the same file (two pods of 8). Ann plays both.
    let swiss = swiss(
        "Saturday Swiss",
        &["Ann", "Bob", "Cy", "Di"],
        &[&[[0, 1, 2, 0], [2, 3, 2, 1]]],
    );
    let mut drafters: Vec<String> = (1..=15).map(|i| format!("Drafter {i}")).collect();
    drafters.push("ann".into());
    let draft =
        night::from_names("Saturday draft", &drafters, 8, 4, "2026-11-21T18:00:00Z").unwrap();
    let mut n = Night {
        name: "Saturday Swiss".into(),
        date: Some("2026-11-21".into()),
        seed: None,
        pods: vec![swiss],
    };
    for mut pod in draft.pods {
        for m in &mut pod.rounds[0].matches {
            m.score = Some(GameScore::new(2, 0, 0));
        }
        night::add_event(&mut n, pod);
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("saturday.podsheet");
    night_file::save(&n, &path).unwrap();
    let file = path.to_str().unwrap();
    let v = season_json(&[file]);
    assert_eq!(v["events"], 2);
    let titles: Vec<&str> = v["events_named"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["title"].as_str().unwrap())
        .collect();
    assert_eq!(
        titles,
        ["Saturday Swiss 2026-11-21", "Saturday draft 2026-11-21"]
    );
    assert!(
        v["events_named"]
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["file"] == file)
    );
    // Ann won her Swiss match (4) and has her own draft column.
    let ann = row(&v, "Ann").unwrap();
    let per_event = ann["per_event"].as_array().unwrap();
    assert_eq!(per_event.len(), 2);
    assert_eq!(per_event[0], 4);
    assert!(per_event[1].is_u64(), "{ann}");
    assert_eq!(ann["events"], 2);
    // Every drafter has the draft column only.
    let d1 = row(&v, "Drafter 1").unwrap();
    assert_eq!(d1["per_event"][0], Value::Null);
    assert!(d1["per_event"][1].is_u64());
    // The CSV and the table title both columns.
    let out = podsheet(&["season", file, "--format", "csv"]);
    let head = String::from_utf8_lossy(&out.stdout)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string();
    assert!(
        head.ends_with(",Saturday Swiss 2026-11-21,Saturday draft 2026-11-21"),
        "{head}"
    );
}
