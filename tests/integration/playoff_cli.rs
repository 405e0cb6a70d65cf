//! `podsheet playoff`: seeding from the Swiss standings (docs/cli.md: 1v8,
//! 4v5, 2v7, 3v6, the higher seed as `a`), a playoff from its first round
//! to the final with the final placing, and bad playoff rows exiting 2
//! with the row named.

use crate::util::cli::podsheet;
use serde_json::Value;
use std::path::Path;

fn json(args: &[&str]) -> Value {
    let out = podsheet(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The Swiss of `tests/fixtures/pod8.csv` (three rounds; three players tied
/// on 6 points) followed by `playoff` rows.
fn with_playoff(dir: &Path, rows: &[&str]) -> String {
    let swiss = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pod8.csv"),
    )
    .unwrap();
    let mut text = swiss.trim_end().to_string();
    for r in rows {
        text.push('\n');
        text.push_str(r);
    }
    text.push('\n');
    let path = dir.join("top8.csv");
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

fn names(v: &Value, key: &str) -> Vec<String> {
    v[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect()
}

fn pairs(v: &Value) -> Vec<(String, String)> {
    v["next"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["a"].as_str().unwrap().to_string(),
                m["b"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

const SWISS_ORDER: [&str; 8] = [
    "Roger Clemens",
    "Derek Jeter",
    "Mariano Rivera",
    "Bernie Williams",
    "Jorge Posada",
    "Tino Martinez",
    "Andy Pettitte",
    "Scott Brosius",
];

#[test]
fn seeds_of_8_4_and_2_follow_the_swiss_standings_ties_included() {
    let p = |a: &str, b: &str| (a.to_string(), b.to_string());
    let s = SWISS_ORDER;
    let top8 = json(&[
        "playoff",
        "tests/fixtures/pod8.csv",
        "--top",
        "8",
        "--format",
        "json",
    ]);
    assert_eq!(top8["top"], 8);
    assert_eq!(top8["swiss_rounds"], 3);
    // Derek, Mariano and Bernie are tied on 6 points: their tiebreakers
    // seed them 2, 3 and 4.
    assert_eq!(names(&top8, "seeds"), s);
    assert_eq!(
        pairs(&top8),
        [p(s[0], s[7]), p(s[3], s[4]), p(s[1], s[6]), p(s[2], s[5])]
    );
    assert!(top8.get("final").is_none(), "no placing before the final");
    let top4 = json(&[
        "playoff",
        "tests/fixtures/pod8.csv",
        "--top",
        "4",
        "--format",
        "json",
    ]);
    assert_eq!(pairs(&top4), [p(s[0], s[3]), p(s[1], s[2])]);
    // A top 2 is the final: Roger alone on 9 points, Derek first of the
    // three tied on 6.
    let top2 = json(&[
        "playoff",
        "tests/fixtures/pod8.csv",
        "--top",
        "2",
        "--format",
        "json",
    ]);
    assert_eq!(pairs(&top2), [p(s[0], s[1])]);
    // Another preset seeds by its own tiebreakers.
    let mtr = json(&[
        "playoff",
        "tests/fixtures/pod8.csv",
        "--top",
        "4",
        "--rules",
        "mtr",
        "--format",
        "json",
    ]);
    assert_eq!(names(&mtr, "seeds").len(), 4);
}

/// `playoff FILE --top 8 --swiss-rounds 3 --format json`.
fn top8_after_3(file: &str) -> Value {
    json(&[
        "playoff",
        file,
        "--top",
        "8",
        "--swiss-rounds",
        "3",
        "--format",
        "json",
    ])
}

#[test]
fn a_top_8_from_quarterfinals_to_the_final_places_everyone() {
    let dir = tempfile::tempdir().unwrap();
    let qf = [
        "4,Roger Clemens,Scott Brosius,2,0,0",
        "4,Jorge Posada,Bernie Williams,2,1,0", // 5 beats 4
        "4,Derek Jeter,Andy Pettitte,2,0,0",
        "4,Tino Martinez,Mariano Rivera,0,2,0",
    ];
    let f = with_playoff(dir.path(), &qf);
    let after_qf = top8_after_3(&f);
    let p = |a: &str, b: &str| (a.to_string(), b.to_string());
    assert_eq!(
        pairs(&after_qf),
        [
            p("Roger Clemens", "Jorge Posada"),
            p("Derek Jeter", "Mariano Rivera")
        ]
    );
    let qf_json = &after_qf["rounds"][0];
    assert_eq!(qf_json["round"], 4);
    assert_eq!(
        qf_json["matches"][1]["a"], "Bernie Williams",
        "the higher seed is a"
    );
    assert_eq!(qf_json["matches"][1]["score"], serde_json::json!([1, 2, 0]));
    assert_eq!(qf_json["matches"][1]["winner"], "Jorge Posada");

    let mut rows = qf.to_vec();
    rows.extend([
        "5,Roger Clemens,Jorge Posada,1,2,0",
        "5,Mariano Rivera,Derek Jeter,2,1,1",
        "6,Jorge Posada,Mariano Rivera,2,0,0",
    ]);
    let f = with_playoff(dir.path(), &rows);
    let done = top8_after_3(&f);
    assert!(pairs(&done).is_empty(), "nothing left to play");
    let placing: Vec<(u64, String)> = done["final"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            (
                x["place"].as_u64().unwrap(),
                x["name"].as_str().unwrap().into(),
            )
        })
        .collect();
    let want: Vec<(u64, String)> = [
        (1, "Jorge Posada"),
        (2, "Mariano Rivera"),
        // Semifinal losers share 3, in Swiss order; then the quarterfinals'.
        (3, "Roger Clemens"),
        (3, "Derek Jeter"),
        (5, "Bernie Williams"),
        (5, "Tino Martinez"),
        (5, "Andy Pettitte"),
        (5, "Scott Brosius"),
    ]
    .iter()
    .map(|&(n, s)| (n, s.to_string()))
    .collect();
    assert_eq!(placing, want);
    // The table says the same for people.
    let table = podsheet(&["playoff", &f, "--top", "8", "--swiss-rounds", "3"]);
    let text = String::from_utf8_lossy(&table.stdout);
    assert!(text.contains("Final placing"), "{text}");
    assert!(text.contains("Jorge Posada wins"), "{text}");
}

#[test]
fn a_drawn_playoff_match_or_a_stranger_exits_2_naming_the_row() {
    let dir = tempfile::tempdir().unwrap();
    let drawn = with_playoff(dir.path(), &["4,Roger Clemens,Scott Brosius,1,1,0"]);
    let out = podsheet(&["playoff", &drawn, "--top", "8", "--swiss-rounds", "3"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("round 4: Roger Clemens vs Scott Brosius 1-1 is a draw"),
        "{err}"
    );
    let stranger = with_playoff(dir.path(), &["4,Roger Clemens,Derek Jeter,2,0,0"]);
    let out = podsheet(&["playoff", &stranger, "--top", "8", "--swiss-rounds", "3"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("round 4: Roger Clemens vs Derek Jeter is not a match of the playoff"),
        "{err}"
    );
    // A cut that is not 8, 4 or 2.
    let out = podsheet(&["playoff", "tests/fixtures/pod8.csv", "--top", "6"]);
    assert_eq!(out.status.code(), Some(2));
}

/// A real published event: "Big Magic Weekend | Fall 2025 | Legacy"
/// (2025-11-09, 20 players, five Swiss rounds and a top 8), round by round
/// as published in the public repository nicklatkovich/aw-mtg
/// (`server/src/data/tournaments/_2025_specials.ts`, event 379115),
/// converted to a results CSV. From its Swiss results alone, under the
/// melee.gg preset it was run with, Podsheet seeds the same quarterfinals
/// the event played (1v8, 4v5, 2v7, 3v6) and gives its published final
/// standings: 1 and 2, the semifinal losers sharing 3 (published 3 and 4),
/// the quarterfinal losers 5 (published 5-8 in this Swiss order), and
/// places 9 to 20 exactly.
#[test]
fn a_published_top_8_is_seeded_and_placed_as_it_was() {
    let v = json(&[
        "playoff",
        "tests/fixtures/big-magic-weekend-fall-2025-legacy.csv",
        "--top",
        "8",
        "--swiss-rounds",
        "5",
        "--rules",
        "melee",
        "--format",
        "json",
    ]);
    let quarterfinals: Vec<(String, String)> = v["rounds"][0]["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["a"].as_str().unwrap().into(),
                m["b"].as_str().unwrap().into(),
            )
        })
        .collect();
    let published = [
        ("MiCherN", "Aleksandr_KoLoshk"),
        ("BlackStrike3011", "Tot_Samyi"),
        ("sergeyputilov", "lspolegi"),
        ("Drocheslav_Goida", "_Shatun_"),
    ];
    assert_eq!(
        quarterfinals,
        published.map(|(a, b)| (a.to_string(), b.to_string()))
    );
    let seeds = names(&v, "seeds");
    assert_eq!(seeds[0], "MiCherN");
    assert_eq!(seeds[7], "Aleksandr_KoLoshk");
    let placing: Vec<(u64, String)> = v["final"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["place"].as_u64().unwrap(),
                p["name"].as_str().unwrap().into(),
            )
        })
        .collect();
    let published_ranks = [
        "Aleksandr_KoLoshk",
        "sergeyputilov",
        "_Shatun_",
        "Tot_Samyi",
        "MiCherN",
        "Drocheslav_Goida",
        "BlackStrike3011",
        "lspolegi",
        "mute",
        "heksogen",
        "Granit",
        "farsmac",
        "Slobad",
        "Tanti",
        "4onoki",
        "Goyza",
        "callmepicasso",
        "Melamasta",
        "inpie",
        "andrei",
    ];
    for (rank, name) in published_ranks.iter().enumerate() {
        let rank = rank as u64 + 1;
        let ours = placing.iter().find(|(_, n)| n == name).map(|(p, _)| *p);
        // Shared places: the two semifinal losers 3, the four
        // quarterfinal losers 5.
        let expected = match rank {
            3 | 4 => 3,
            5..=8 => 5,
            r => r,
        };
        assert_eq!(ours, Some(expected), "{name} (published {rank})");
    }
    let order: Vec<&str> = placing.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!(&order[8..], &published_ranks[8..]);
}

/// A tied quarterfinal (a result the playoff cannot take) is held in its
/// box: `playoff` prints the bracket with the box held and why, and exits
/// 3 as every reader of a held result does (it refused the whole file,
/// exit 2, and printed no bracket).
#[test]
fn a_held_playoff_result_keeps_the_bracket_and_exits_3() {
    let mut day = crate::util::day::cut_day();
    let qf = day.rounds.len() - 1;
    day.rounds[qf].matches[0].score = Some(podsheet::model::GameScore::new(1, 1, 0));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cut.podsheet");
    podsheet::io::event_file::save(&day, &file).unwrap();
    let out = podsheet(&["playoff", file.to_str().unwrap(), "--lang", "en"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(3), "{text}");
    assert!(text.contains("Quarterfinals"), "{text}");
    assert!(text.contains("1-1 held"), "{text}");
}

/// A player who dropped plays no playoff: `playoff --top` on a file
/// without a cut seeds the next player in their place, as the app's cut
/// does.
#[test]
fn a_dropped_player_is_not_seeded_into_the_top_cut() {
    let mut e = crate::util::day::swiss(8, 3);
    for r in 1..=3 {
        crate::util::day::play(&mut e, r, &|i| i % 2 == 0);
    }
    let st = podsheet::engine::ranking::rank(&e, &e.rules.options());
    let first = st.order[0];
    e.players[first.0].dropped_after = Some(3);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("dropped.podsheet");
    podsheet::io::event_file::save(&e, &file).unwrap();
    let v = json(&[
        "playoff",
        file.to_str().unwrap(),
        "--top",
        "4",
        "--format",
        "json",
    ]);
    let seeds = names(&v, "seeds");
    let dropped = e.players[first.0].name.clone();
    assert!(!seeds.contains(&dropped), "{dropped} dropped: {seeds:?}");
    assert_eq!(seeds.len(), 4);
}
