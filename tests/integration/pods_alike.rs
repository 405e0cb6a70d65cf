//! Pods that play alike (issue 35, part 2): the pods of one night share
//! best-of, round count and clock for every count of drafters, through
//! the engine, `podsheet pods --format json` and the night's edits; each
//! pod's phones count down its own round length; and the app's sign-up
//! preview says what each pod plays.

use crate::util::app_support::{demo, harness};
use crate::util::cli::podsheet;
use crate::util::web_support::{board, get, serve};
use egui_kittest::kittest::Queryable as _;
use podsheet::engine::{night, pods};
use podsheet::model::{BestOf, Event, Night, PlayerId, Structure, Template};
use podsheet::web::Clock;
use serde_json::Value;
use std::time::{Duration, Instant};

fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("Drafter {i}")).collect()
}

/// What one pod plays: (best of, rounds, minutes).
fn plays(e: &Event) -> (BestOf, u32, u32) {
    let plan = pods::plan_of(e);
    (plan.best_of, plan.rounds, plan.minutes)
}

/// The pods of a night share best-of and clock, and their round counts
/// are within one of each other.
fn assert_alike(night: &Night, ctx: &str) {
    let all: Vec<_> = night.pods.iter().map(plays).collect();
    let (best_of, _, minutes) = all[0];
    assert!(all.iter().all(|p| p.0 == best_of), "{ctx}: {all:?}");
    assert!(all.iter().all(|p| p.2 == minutes), "{ctx}: {all:?}");
    let most = all.iter().map(|p| p.1).max().unwrap_or(0);
    let least = all.iter().map(|p| p.1).min().unwrap_or(0);
    assert!(most - least <= 1, "{ctx}: {all:?}");
}

#[test]
fn the_pods_of_a_night_play_alike_for_every_count_from_7_to_40() {
    for count in 7..=40 {
        for size in pods::MIN_POD..=pods::MAX_POD {
            let n = night::from_names("Friday", &names(count), size, 7, "t").unwrap();
            assert_alike(&n, &format!("{count} drafters, size {size}"));
        }
    }
    // The 13: 6 + 7, both three Swiss rounds of best of three.
    let n = night::from_names("Friday", &names(13), 8, 7, "t").unwrap();
    let sizes: Vec<usize> = n.pods.iter().map(|p| p.players.len()).collect();
    assert_eq!(sizes, [6, 7]);
    for pod in &n.pods {
        assert_eq!(plays(pod), (BestOf::Three, 3, 50));
    }
    // Sevens alone keep the round-robin sheet, each of them.
    let n = night::from_names("Friday", &names(14), 8, 7, "t").unwrap();
    for pod in &n.pods {
        assert_eq!(
            pod.structure,
            Structure::Pod {
                template: Template::RoundRobin7
            }
        );
        assert_eq!(plays(pod), (BestOf::One, 7, 20));
    }
}

#[test]
fn pods_json_says_what_each_pod_plays_and_they_agree() {
    let dir = tempfile::tempdir().unwrap();
    for count in [7, 13, 14, 15, 17, 19, 23, 29, 40] {
        let list = dir.path().join(format!("{count}.txt"));
        std::fs::write(&list, names(count).join("\n")).unwrap();
        let out = podsheet(&["pods", list.to_str().unwrap(), "--format", "json"]);
        assert!(out.status.success(), "{out:?}");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        let pods = v["pods"].as_array().unwrap();
        let field = |k: &str| -> Vec<u64> { pods.iter().map(|p| p[k].as_u64().unwrap()).collect() };
        let (best_of, rounds, minutes) = (field("best_of"), field("rounds"), field("minutes"));
        assert!(best_of.iter().all(|&b| b == best_of[0]), "{count}: {v}");
        assert!(minutes.iter().all(|&m| m == minutes[0]), "{count}: {v}");
        let spread = rounds.iter().max().unwrap() - rounds.iter().min().unwrap();
        assert!(spread <= 1, "{count}: {v}");
        // Best of one goes with 20-minute rounds, best of three with 50.
        let want = if best_of[0] == 1 { 20 } else { 50 };
        assert_eq!(minutes[0], want, "{count}: {v}");
    }
    // The table for people says it too.
    let list = dir.path().join("13.txt");
    let out = podsheet(&["pods", list.to_str().unwrap(), "--seed", "1"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Pod 2: 7 players, Swiss · best of 3 · 3 rounds of 50 min"),
        "{text}"
    );
}

#[test]
fn the_nights_edits_keep_its_pods_alike() {
    // 7 + 7: the round robin in both; a late arrival makes one of them 8,
    // and the other seven is dealt again as Swiss, its seats kept.
    let mut n = night::from_names("Tuesday", &names(14), 8, 3, "t").unwrap();
    let seats: Vec<String> = n.pods[0].players.iter().map(|p| p.name.clone()).collect();
    night::add_player(&mut n, "Late Larry", Some(1), "t").unwrap();
    assert_alike(&n, "7 + 8 after a late arrival");
    assert_eq!(plays(&n.pods[0]), (BestOf::Three, 3, 50));
    let now: Vec<String> = n.pods[0].players.iter().map(|p| p.name.clone()).collect();
    assert_eq!(now, seats, "pod 1 keeps its seats");
    // A no-show makes it 7 + 7 again: the round robin in both.
    night::remove_player(&mut n, 1, PlayerId(7), "t").unwrap();
    assert_alike(&n, "7 + 7 after a no-show");
    assert_eq!(plays(&n.pods[0]), (BestOf::One, 7, 20));
    // A pod with a result keeps what it plays: the other follows the night.
    for m in &mut n.pods[0].rounds[0].matches {
        if m.b.is_some() {
            m.score = Some(podsheet::model::GameScore::new(1, 0, 0));
        }
    }
    night::add_player(&mut n, "Later Lou", Some(1), "t").unwrap();
    assert_eq!(plays(&n.pods[0]), (BestOf::One, 7, 20), "started: kept");
    assert_eq!(plays(&n.pods[1]), (BestOf::Three, 3, 50));
    // An event beside the pods is never dealt as a pod.
    let mut n = night::from_names("Tuesday", &names(14), 8, 3, "t").unwrap();
    let swiss = Event::new(
        "Saturday Swiss",
        Structure::Swiss {
            rounds: Some(5),
            first_round: Default::default(),
        },
        BestOf::Three,
        podsheet::model::Preset::Wotc,
    );
    night::add_event(&mut n, swiss.clone());
    night::add_player(&mut n, "Late Larry", Some(1), "t").unwrap();
    assert_eq!(n.pods[2].structure, swiss.structure);
}

#[test]
fn each_pods_phones_count_down_its_own_round() {
    // A round-robin pod (20-minute rounds) beside a Swiss sheet (50), as a
    // night has when a pod started before the others changed; each pod's
    // clock has run five minutes.
    let rr = night::from_names("A", &names(7), 8, 1, "t").unwrap().pods;
    let swiss = night::from_names("B", &names(8), 8, 1, "t").unwrap().pods;
    let mut b = board(vec![rr[0].clone(), swiss[0].clone()]);
    for s in &mut b.sources {
        let minutes = podsheet::engine::pod_plan::round_minutes(&s.event);
        s.clock = Some(Clock {
            run: Duration::from_secs(300),
            running: false,
            at: Instant::now(),
            limit: Duration::from_secs(u64::from(minutes) * 60),
        });
    }
    let (server, _) = serve(b);
    let first = get(server.addr(), "/pod/1/");
    assert_eq!(first.status, 200, "{}", first.body);
    assert!(first.body.contains("15:00"), "{}", first.body);
    assert!(!first.body.contains("45:00"), "{}", first.body);
    let second = get(server.addr(), "/pod/2/");
    assert!(second.body.contains("45:00"), "{}", second.body);
    assert!(!second.body.contains("15:00"), "{}", second.body);
}

#[test]
fn the_sign_up_preview_says_what_each_pod_plays() {
    let mut h = harness(demo());
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("New draft night…").click();
    h.run();
    let list = "Sign-up list, one name per line";
    h.get_by_label(list).focus();
    h.run();
    h.get_by_label(list).type_text(&names(13).join("\n"));
    h.run();
    // 6 + 7: the same best of, rounds and clock in both.
    let form = h.state().night.signup.clone().unwrap();
    let split = pods::split(13, form.size, form.seed).unwrap();
    for (i, pod) in split.iter().enumerate() {
        let who: Vec<String> = pod.iter().map(|&j| names(13)[j].clone()).collect();
        let line = format!(
            "Pod {} ({}, Swiss · best of 3 · 3 rounds of 50 min): {}",
            i + 1,
            pod.len(),
            who.join(", ")
        );
        assert!(h.query_by_label(&line).is_some(), "{line}");
    }
    // Fourteen: two sevens on the round-robin sheet, best of one.
    h.get_by_label(list).focus();
    h.run();
    h.get_by_label(list).type_text("\nDrafter 14");
    h.run();
    let sevens = h
        .query_all_by_label_contains(
            "(7, 7-player round-robin sheet · best of 1 · 7 rounds of 20 min)",
        )
        .count();
    assert_eq!(sevens, 2);
    assert!(h.query_by_label_contains("(6, Swiss").is_none());
}
