//! Draft night: `podsheet pods` (the JSON contract and the pod-size rules
//! for every count from 6 to 64), the night file (round trip, old files),
//! and `--pod N` on standings, explain, pair and pdf.

use podsheet::engine::{night, pods};
use podsheet::io::{event_file, night_file};
use podsheet::model::{BestOf, GameScore, Night, PlayerId, Structure};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn podsheet(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .args(args)
        .output()
        .unwrap()
}

fn names(n: usize) -> Vec<String> {
    // Accented and non-Latin names travel through as they are.
    (1..=n).map(|i| format!("Jürgen-Łukasz {i}")).collect()
}

fn write_list(dir: &Path, n: usize) -> PathBuf {
    let path = dir.join(format!("signup-{n}.txt"));
    std::fs::write(&path, names(n).join("\n\n") + "\n").unwrap();
    path
}

const PAPER: [usize; 3] = [7, 8, 10];

/// The Done-when properties for one split (sizes and who sits where).
fn check_split(count: usize, size8: bool, pods: &[(String, Vec<(String, u64)>)]) {
    let sizes: Vec<usize> = pods.iter().map(|(_, p)| p.len()).collect();
    let ctx = format!("{count} drafters, --size 8: {size8}, sizes {sizes:?}");
    // Every drafter in exactly one pod.
    let mut seen = BTreeSet::new();
    for (_, players) in pods {
        for (name, _) in players {
            assert!(seen.insert(name.clone()), "{ctx}: {name} twice");
        }
    }
    assert_eq!(seen, names(count).into_iter().collect(), "{ctx}");
    for (sheet, players) in pods {
        // Seats 1..k.
        let seats: Vec<u64> = players.iter().map(|(_, s)| *s).collect();
        assert_eq!(
            seats,
            (1..=players.len() as u64).collect::<Vec<_>>(),
            "{ctx}"
        );
        // The sheet id follows the size; the 7-player round robin only
        // where every pod has seven (the night's pods play alike).
        let want = match players.len() {
            7 if sizes.iter().all(|&s| s == 7) => "round-robin-7",
            8 => "swiss-8",
            10 => "swiss-10",
            _ => "swiss",
        };
        assert_eq!(sheet, want, "{ctx}");
    }
    if count < 12 {
        assert_eq!(sizes, [count], "{ctx}: one pod below 12");
    } else {
        assert!(sizes.iter().all(|s| (6..=10).contains(s)), "{ctx}");
    }
    if (14..=18).contains(&count) || count >= 20 {
        assert!(sizes.iter().all(|s| PAPER.contains(s)), "{ctx}: paper only");
    }
    if count.is_multiple_of(8) {
        assert!(sizes.iter().all(|&s| s == 8), "{ctx}: pods of 8");
    }
}

fn parse(out: &Output) -> Vec<(String, Vec<(String, u64)>)> {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["pods"]);
    v["pods"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, pod)| {
            let keys: Vec<&str> = pod
                .as_object()
                .unwrap()
                .keys()
                .map(String::as_str)
                .collect();
            assert_eq!(
                keys,
                ["pod", "sheet", "best_of", "rounds", "minutes", "players"]
            );
            assert_eq!(pod["pod"], i + 1);
            let players = pod["players"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| {
                    (
                        p["name"].as_str().unwrap().to_string(),
                        p["seat"].as_u64().unwrap(),
                    )
                })
                .collect();
            (pod["sheet"].as_str().unwrap().to_string(), players)
        })
        .collect()
}

#[test]
fn every_count_from_6_to_64_with_and_without_size_8() {
    let dir = tempfile::tempdir().unwrap();
    for count in 6..=64 {
        let list = write_list(dir.path(), count);
        let list = list.to_str().unwrap();
        for size8 in [false, true] {
            let seed = (count * 31 + usize::from(size8)).to_string();
            let mut args = vec!["pods", list, "--format", "json", "--seed", &seed];
            if size8 {
                args.extend(["--size", "8"]);
            }
            check_split(count, size8, &parse(&podsheet(&args)));
        }
    }
}

#[test]
fn every_preferred_size_keeps_the_rules() {
    for size in pods::MIN_POD..=pods::MAX_POD {
        for count in 12..=200 {
            let sizes = pods::pod_sizes(count, size).unwrap();
            assert_eq!(sizes.iter().sum::<usize>(), count);
            assert!(
                sizes.iter().all(|s| (6..=10).contains(s)),
                "{count}: {sizes:?}"
            );
            if (14..=18).contains(&count) || count >= 20 {
                assert!(
                    sizes.iter().all(|s| PAPER.contains(s)),
                    "{count}: {sizes:?}"
                );
            }
            if PAPER.contains(&size) && count.is_multiple_of(size) {
                assert!(
                    sizes.iter().all(|&s| s == size),
                    "{count}/{size}: {sizes:?}"
                );
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_pods() {
    let dir = tempfile::tempdir().unwrap();
    let list = write_list(dir.path(), 23);
    let list = list.to_str().unwrap();
    let a = podsheet(&["pods", list, "--format", "json", "--seed", "5"]);
    let b = podsheet(&["pods", list, "--format", "json", "--seed", "5"]);
    let c = podsheet(&["pods", list, "--format", "json", "--seed", "6"]);
    assert_eq!(a.stdout, b.stdout);
    assert_ne!(a.stdout, c.stdout);
    let sizes: Vec<usize> = parse(&a).iter().map(|(_, p)| p.len()).collect();
    assert_eq!(sizes, [7, 8, 8], "the issue's Friday");
}

#[test]
fn a_duplicate_name_names_both_lines() {
    let dir = tempfile::tempdir().unwrap();
    let list = dir.path().join("list.txt");
    std::fs::write(&list, "Derek\nBernie\n\nderek\n").unwrap();
    let out = podsheet(&["pods", list.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("list.txt line 4") && err.contains("line 1"),
        "{err}"
    );
}

#[test]
fn a_bad_size_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let list = write_list(dir.path(), 20);
    let out = podsheet(&["pods", list.to_str().unwrap(), "--size", "5"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a pod size"));
}

/// A three-pod night (7 + 8 + 8) with round 1 played in pod 2.
fn three_pods() -> Night {
    let mut n = night::from_names("Friday", &names(23), 8, 9, "2026-11-20T18:00:00Z").unwrap();
    for m in &mut n.pods[1].rounds[0].matches {
        m.score = Some(GameScore::new(2, 1, 0));
    }
    n
}

#[test]
fn a_night_file_round_trips_and_states_its_format() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friday.podsheet");
    let n = three_pods();
    night_file::save(&n, &path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["format"], night_file::FORMAT);
    assert_eq!(v.as_object().unwrap().keys().next().unwrap(), "format");
    assert_eq!(night_file::load(&path).unwrap(), n);
    // A pod's bad field is named with its pod.
    let broken = text.replacen("\"swiss-8\"", "\"swiss-80\"", 1);
    let err = night_file::from_str(&broken, "friday.podsheet").unwrap_err();
    assert!(err.to_string().contains("friday.podsheet, pod 2"), "{err}");
    // A newer night format is refused, not half-read.
    let newer = text.replacen(night_file::FORMAT, "podsheet-night/9", 1);
    let err = night_file::from_str(&newer, "f").unwrap_err();
    assert!(err.to_string().contains("newer Podsheet"), "{err}");
}

#[test]
fn an_old_single_pod_file_opens_as_a_night_of_one_and_saves_unchanged() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/demo-8.podsheet");
    let n = night_file::load(&path).unwrap();
    assert_eq!(n.pods.len(), 1);
    assert_eq!(n.name, n.pods[0].name);
    let event = podsheet::io::load_any(&path).unwrap();
    assert_eq!(n.pods[0], event);
    // --pod 1 is the only pod of an event file; --pod 2 is refused.
    let file = path.to_str().unwrap();
    let one = podsheet(&["standings", file, "--pod", "1"]);
    assert_eq!(one.stdout, podsheet(&["standings", file]).stdout);
    let two = podsheet(&["standings", file, "--pod", "2"]);
    assert_eq!(two.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&two.stderr).contains("has one pod"));
    // A night of one pod is written as a plain event file.
    assert_eq!(night_file::to_string(&n), event_file::to_string(&event));
}

#[test]
fn pod_flag_on_standings_explain_pair_and_pdf() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friday.podsheet");
    // Pod 1 (seven, Swiss beside the 8s) ranked under the round robin's
    // house rules, as a store may choose: pods under different steps.
    let mut night = three_pods();
    night.pods[0].rules = podsheet::model::Preset::PodRr;
    night_file::save(&night, &path).unwrap();
    let file = path.to_str().unwrap();

    // standings without --pod: every pod in turn.
    let out = podsheet(&["standings", file]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    for n in 1..=3 {
        assert!(
            text.contains(&format!("Pod {n} of 3\nFriday — Pod {n}")),
            "{text}"
        );
    }
    let out = podsheet(&["standings", file, "--format", "json"]);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["pods"].as_array().unwrap().len(), 3);
    assert_eq!(v["pods"][1]["standings"].as_array().unwrap().len(), 8);
    let out = podsheet(&["standings", file, "--format", "csv"]);
    let csv = String::from_utf8_lossy(&out.stdout);
    assert!(csv.starts_with("pod,"), "{csv}");
    assert_eq!(csv.lines().count(), 1 + 23);
    // One header for pods ranked by different steps (the round robin's
    // house rules and the Swiss sheets'): every row has every column.
    let fields = |l: &str| l.split(',').count();
    let header = csv.lines().next().unwrap();
    assert!(
        header.contains(",win_resistance,") && header.contains(",omw,"),
        "{header}"
    );
    assert!(csv.lines().all(|l| fields(l) == fields(header)), "{csv}");

    // --pod 2: that pod only; its round-1 winners lead.
    let out = podsheet(&["standings", file, "--pod", "2", "--format", "json"]);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let n = three_pods();
    let winners: Vec<&str> = n.pods[1].rounds[0]
        .matches
        .iter()
        .map(|m| n.pods[1].players[m.a.0].name.as_str())
        .collect();
    assert_eq!(v["standings"].as_array().unwrap().len(), 8);
    assert!(winners.contains(&v["standings"][0]["name"].as_str().unwrap()));

    // pair --pod 2: round 2 of that pod; pod 1 has no results yet.
    let out = podsheet(&["pair", file, "--pod", "2", "--format", "json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["round"], 2);
    let out = podsheet(&["pair", file, "--pod", "1"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("round 1 is not finished"));

    let player = &n.pods[2].players[0].name;
    let out = podsheet(&["explain", file, "--pod", "3", "--player", player]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let pdf = dir.path().join("pod2.pdf");
    let out = podsheet(&["pdf", file, "--pod", "2", "-o", pdf.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));

    // A pod the night lacks, or no --pod where one is needed: exit 2.
    for args in [
        vec!["standings", file, "--pod", "4"],
        vec!["standings", file, "--pod", "0"],
        vec!["explain", file],
        vec!["pair", file],
    ] {
        let out = podsheet(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("friday.podsheet") && err.contains("pod"),
            "{err}"
        );
    }
}

#[test]
fn pods_o_writes_a_night_the_other_commands_read() {
    let dir = tempfile::tempdir().unwrap();
    let list = write_list(dir.path(), 17);
    let night = dir.path().join("night.podsheet");
    let out = podsheet(&[
        "pods",
        list.to_str().unwrap(),
        "--seed",
        "3",
        "-o",
        night.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let n = night_file::load(&night).unwrap();
    let sizes: Vec<usize> = n.pods.iter().map(|p| p.players.len()).collect();
    assert_eq!(sizes, [7, 10], "17 drafters: a 7 and a 10");
    // They play alike: three Swiss rounds of best of three, the 10 on its
    // sheet, the 7 Swiss by records (not the best-of-one round robin).
    assert!(matches!(n.pods[0].structure, Structure::Swiss { .. }));
    assert!(matches!(n.pods[1].structure, Structure::Pod { .. }));
    assert!(n.pods.iter().all(|p| p.best_of == BestOf::Three));
    assert_eq!(n.seed, Some(3));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Pod 2: 10 players"));
    // Dated today unless told: a season tells one Friday from the next.
    let today = podsheet::text::clock::today();
    assert_eq!(n.date.as_deref(), Some(today.as_str()));
    assert!(
        n.pods
            .iter()
            .all(|p| p.date.as_deref() == Some(today.as_str()))
    );
    // Its own name and day; a day that does not exist is refused.
    let named = dir.path().join("named.podsheet");
    let list_path = list.to_str().unwrap();
    let args = [
        "pods",
        list_path,
        "--name",
        "Friday draft",
        "--date",
        "2026-11-20",
    ];
    let out = podsheet(&[&args[..], &["-o", named.to_str().unwrap()]].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let m = night_file::load(&named).unwrap();
    assert_eq!(
        (m.name.as_str(), m.date.as_deref()),
        ("Friday draft", Some("2026-11-20"))
    );
    let out = podsheet(&["pods", list_path, "--date", "2026-02-30"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("2026-02-30"));
    // A late arrival starts a new pod; a no-show leaves pod 1, whose
    // others keep their order and get seats 1..6 on a Swiss pod.
    let mut n = n;
    let kept: Vec<String> = n.pods[0].players[1..]
        .iter()
        .map(|p| p.name.clone())
        .collect();
    night::remove_player(&mut n, 0, PlayerId(0), "t").unwrap();
    let now: Vec<String> = n.pods[0].players.iter().map(|p| p.name.clone()).collect();
    assert_eq!(now, kept);
    assert!(matches!(n.pods[0].structure, Structure::Swiss { .. }));
    assert_eq!(night::add_player(&mut n, "Zoë", None, "t"), Ok(2));
    // Pod 3 of the night's draft, kept as data and named by the text
    // layer in the reader's language.
    assert_eq!(
        (n.pods[2].name.as_str(), n.pods[2].pod),
        ("Draft night", Some(3))
    );
    podsheet::text::i18n::set_current(podsheet::text::i18n::Lang::En);
    assert_eq!(
        podsheet::text::room::event_name(&n.pods[2]),
        "Draft night — Pod 3"
    );
    assert!(
        night::add_player(&mut n, "Zoë", Some(0), "t").is_err(),
        "once a night"
    );
    // Moving a player makes pod 1 seven again: Swiss beside the 10.
    night::move_player(&mut n, 2, PlayerId(0), 0, "t").unwrap();
    assert_eq!(n.pods.len(), 2, "the emptied pod goes");
    assert!(matches!(n.pods[0].structure, Structure::Swiss { .. }));
    assert_eq!(n.pods[0].best_of, BestOf::Three);
    assert_eq!(n.pods[0].players[6].name, "Zoë");
    // Once a pod has a result, its players stay.
    n.pods[1].rounds[0].matches[0].score = Some(GameScore::new(2, 0, 0));
    let err = night::move_player(&mut n, 1, PlayerId(0), 0, "t").unwrap_err();
    assert!(err.to_string().contains("Pod 2 has results"), "{err}");
}

/// Every table of a night, by event: (first, last).
fn table_runs(night: &Night) -> Vec<(usize, usize)> {
    night
        .pods
        .iter()
        .map(|e| {
            let r = &e.rounds[0];
            let tables: Vec<usize> = r
                .matches
                .iter()
                .enumerate()
                .filter(|(_, m)| m.b.is_some())
                .map(|(i, _)| {
                    podsheet::text::sheet::table_of(e, &r.matches, i)
                        .split(' ')
                        .next()
                        .unwrap()
                        .parse()
                        .unwrap()
                })
                .collect();
            (*tables.iter().min().unwrap(), *tables.iter().max().unwrap())
        })
        .collect()
}

#[test]
fn no_two_tables_of_a_night_share_a_number_and_a_swiss_joins_after_the_pods() {
    // 23 drafters: pods of 8, 8 and 7 play at tables 1-4, 5-8 and 9-11.
    let mut n = night::from_names("Friday", &names(23), 8, 7, "2026-11-20T19:00:00Z").unwrap();
    let runs = table_runs(&n);
    for w in runs.windows(2) {
        assert!(w[0].1 < w[1].0, "{runs:?}");
    }
    assert_eq!(runs[0].0, 1);
    // A 20-player Swiss joins the night beside them: tables after theirs.
    let mut swiss = podsheet::model::Event::new(
        "Saturday Swiss",
        Structure::Swiss {
            rounds: Some(5),
            first_round: Default::default(),
        },
        podsheet::model::BestOf::Three,
        podsheet::model::Preset::Wotc,
    );
    for i in 0..20 {
        let mut p = podsheet::model::Player::named(format!("S{i}"), i + 1);
        p.seat = Some(i + 1);
        swiss.players.push(p);
    }
    swiss.rounds = podsheet::engine::pairing::advance(&swiss).rounds;
    let k = night::add_event(&mut n, swiss);
    assert_eq!(k, 3);
    let runs = table_runs(&n);
    assert_eq!(runs[3], (runs[2].1 + 1, runs[2].1 + 10), "{runs:?}");
    // One file keeps them all, tables and all.
    let back = night_file::from_str(&night_file::to_string(&n), "night").unwrap();
    assert_eq!(back, n);
    // The command line says the same tables.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.podsheet");
    night_file::save(&n, &file).unwrap();
    for m in &mut n.pods[3].rounds[0].matches {
        if m.b.is_some() {
            m.score = Some(GameScore::new(2, 0, 0));
        }
    }
    night_file::save(&n, &file).unwrap();
    let out = podsheet(&[
        "pair",
        file.to_str().unwrap(),
        "--pod",
        "4",
        "--format",
        "json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    let first = json["pairings"][0]["table"].as_u64().unwrap() as usize;
    assert_eq!(first, runs[2].1 + 1);
}
