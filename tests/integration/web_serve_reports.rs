//! `serve --reports` from outside, as a store runs it without the app
//! (docs/cli.md): one writer per file; two players on two addresses land
//! a result, the right way round; one player alone never does; a third
//! phone after agreement changes nothing; and the round's life runs as in
//! the app: the boxes the phones' results decide are paired and their
//! slips' halves get codes the phones can use.

use super::web_reports::{Phone, halves, post};
use crate::util::day::{play, swiss};
use crate::util::web_support::{phone, spawn_serve};
use podsheet::model::{Event, GameScore};
use std::path::Path;
use std::time::{Duration, Instant};

/// Loads `file` until `f` finds what it waits for, for `secs` at most.
fn wait_for<T>(file: &Path, secs: u64, f: impl Fn(&Event) -> Option<T>) -> Option<T> {
    let until = Instant::now() + Duration::from_secs(secs);
    while Instant::now() < until {
        if let Ok(e) = podsheet::io::event_file::load(file)
            && let Some(t) = f(&e)
        {
            return Some(t);
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    None
}

fn ph(device: &'static str, n: usize) -> Phone<'static> {
    Phone {
        device: Some(device),
        from: phone(n),
    }
}

#[test]
fn two_players_land_a_result_one_alone_never_does_and_one_writer_holds_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("swiss.podsheet");
    let mut e = swiss(12, 4);
    play(&mut e, 1, &|i| i % 2 == 0);
    podsheet::io::event_file::save(&e, &file).unwrap();
    // The app holds the file: refused, naming it.
    let held = podsheet::io::lock::Held::try_take(&file, podsheet::io::lock::Writer::App).unwrap();
    let out = crate::util::cli::podsheet(&[
        "serve",
        file.to_str().unwrap(),
        "--reports",
        "--port",
        "0",
        "--stop-after",
        "5",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    let pid = std::process::id();
    assert!(
        err.contains(&format!("is open in Podsheet (process {pid})")),
        "{err}"
    );
    drop(held);
    // Free: the codes are given and written.
    let (mut child, addr) = spawn_serve(&file, &["--reports", "--stop-after", "60"]);
    // A second writer on the same file: exit 2, naming serve.
    let second = crate::util::cli::podsheet(&[
        "serve",
        file.to_str().unwrap(),
        "--reports",
        "--port",
        "0",
        "--stop-after",
        "5",
    ]);
    assert_eq!(second.status.code(), Some(2));
    let err = String::from_utf8_lossy(&second.stderr);
    assert!(err.contains("serve --reports"), "{err}");
    let saved = podsheet::io::event_file::load(&file).unwrap();
    // Match 0: the second player won 2-0, reported from their own half
    // and confirmed by the first player on another phone.
    let [a0, b0] = halves(&saved, 0);
    let t = Instant::now();
    assert_eq!(
        post(addr, &b0, "0-2", ph("bbbbbbbbbbbbbbbb", 1)).status,
        303
    );
    assert_eq!(
        post(addr, &a0, "0-2", ph("aaaaaaaaaaaaaaaa", 2)).status,
        303
    );
    let written = wait_for(&file, 10, |e| e.rounds[1].matches[0].score);
    assert_eq!(
        written,
        Some(GameScore::new(0, 2, 0)),
        "the right way round"
    );
    assert!(
        t.elapsed() < Duration::from_secs(2),
        "landed in {:?}",
        t.elapsed()
    );
    let landed = podsheet::io::event_file::load(&file).unwrap();
    let acc = landed.rounds[1].matches[0]
        .accepted
        .clone()
        .expect("where it came from");
    assert_eq!(acc.reports.len(), 2);
    // A third phone after agreement: 409, and the result stays.
    assert_eq!(
        post(addr, &b0, "2-0", ph("cccccccccccccccc", 3)).status,
        409
    );
    // Match 1: one player, both halves, fresh cookies, one address: it
    // never lands.
    let [a1, b1] = halves(&saved, 1);
    assert_eq!(
        post(addr, &a1, "2-0", ph("1111111111111111", 9)).status,
        303
    );
    assert_eq!(
        post(addr, &b1, "2-0", ph("2222222222222222", 9)).status,
        303
    );
    std::thread::sleep(Duration::from_millis(800));
    let _ = child.kill();
    let _ = child.wait();
    let after = podsheet::io::event_file::load(&file).unwrap();
    assert_eq!(
        after.rounds[1].matches[0].score,
        Some(GameScore::new(0, 2, 0))
    );
    assert_eq!(after.rounds[1].matches[1].score, None, "one player alone");
    assert_eq!(after.reports.len(), 2, "kept for the owner to look at");
}

/// A paper sheet's round 1 on the phones: three results come in, the
/// fourth is disputed. The round-2 boxes the three decide are paired as
/// they land, and their halves carry codes a phone can use.
#[test]
fn serve_runs_the_rounds_life_for_a_paper_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pod8.podsheet");
    let mut e = podsheet::io::event_file::load(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/demo-8.podsheet"),
    )
    .unwrap();
    e.rounds.truncate(1);
    for m in &mut e.rounds[0].matches {
        m.score = None;
    }
    e.rounds[0].paired_from = None;
    podsheet::io::event_file::save(&e, &file).unwrap();
    let (mut child, addr) = spawn_serve(&file, &["--reports", "--stop-after", "60"]);
    let saved = podsheet::io::event_file::load(&file).unwrap();
    assert_eq!(saved.rounds.len(), 1);
    // Boxes A, B, C agreed on two phones each; D disputed.
    for (i, result) in [(0, "2-1"), (1, "0-2"), (2, "2-0")] {
        let [a, b] = saved.rounds[0].matches[i].codes.clone().unwrap();
        assert_eq!(
            post(addr, &a, result, ph("aaaaaaaaaaaaaaaa", 10 + i)).status,
            303
        );
        assert_eq!(
            post(addr, &b, result, ph("bbbbbbbbbbbbbbbb", 20 + i)).status,
            303
        );
    }
    let [d_a, d_b] = saved.rounds[0].matches[3].codes.clone().unwrap();
    post(addr, &d_a, "2-0", ph("aaaaaaaaaaaaaaaa", 14));
    post(addr, &d_b, "0-2", ph("bbbbbbbbbbbbbbbb", 24));
    // E (winner A v winner C) and G (loser A v loser C) are paired, coded.
    let round2 = wait_for(&file, 10, |e| {
        let r2 = e.rounds.get(1)?;
        (r2.matches.len() == 2 && r2.matches.iter().all(|m| m.codes.is_some())).then(|| r2.clone())
    })
    .expect("round 2's decided boxes paired with codes");
    let labels: Vec<_> = round2
        .matches
        .iter()
        .map(|m| m.label.clone().unwrap_or_default())
        .collect();
    assert_eq!(labels, ["E", "G"]);
    // A phone uses the new code (the pages show the file as written, a
    // moment after it is).
    let [e_a, _] = round2.matches[0].codes.clone().unwrap();
    let shown = (0..40).any(|_| {
        std::thread::sleep(Duration::from_millis(50));
        crate::util::web_support::get(addr, &format!("/r/{e_a}")).status == 200
    });
    assert!(shown, "the new code's page is up within 2 s");
    assert_eq!(
        post(addr, &e_a, "2-0", ph("dddddddddddddddd", 30)).status,
        303
    );
    // The owner writes into the file once serve has written the report
    // just sent (serve is the file's one writer: a hand edit made while it
    // writes would be lost, as the lock says).
    let disputed = wait_for(&file, 10, |e| {
        e.reports.iter().any(|r| r.code == e_a).then(|| e.clone())
    })
    .expect("the report on E written into the file");
    assert_eq!(
        disputed.rounds[0].matches[3].score, None,
        "the dispute waits"
    );
    // The owner settles D by writing its result into the file (no phone):
    // serve pairs F and H at once, as when a phone result lands.
    let mut settled = disputed.clone();
    settled.rounds[0].matches[3].score = Some(podsheet::model::GameScore::new(2, 0, 0));
    std::thread::sleep(Duration::from_millis(20));
    podsheet::io::event_file::save(&settled, &file).unwrap();
    let labels = wait_for(&file, 10, |e| {
        let r2 = e.rounds.get(1)?;
        let coded = r2.matches.iter().all(|m| m.codes.is_some());
        (r2.matches.len() == 4 && coded).then(|| {
            let mut l: Vec<String> = r2.matches.iter().filter_map(|m| m.label.clone()).collect();
            l.sort();
            l
        })
    })
    .expect("F and H paired after the owner's own result");
    assert_eq!(labels, ["E", "F", "G", "H"]);
    let _ = child.kill();
    let _ = child.wait();
    let after = podsheet::io::event_file::load(&file).unwrap();
    assert!(after.rounds[0].matches[3].score.is_some());
    for r in &after.rounds {
        let mut seen = std::collections::HashSet::new();
        for m in &r.matches {
            for p in std::iter::once(m.a).chain(m.b) {
                assert!(seen.insert(p), "a player in two matches of a round");
            }
        }
    }
}

/// The line serve says when it pairs tables names the command that
/// prints their slips with the phones' address, and the pod in a night.
#[test]
fn serve_says_how_to_print_the_slips_it_paired() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.podsheet");
    let mut night = podsheet::engine::night::from_names(
        "Friday",
        &(1..=16).map(|i| format!("P{i}")).collect::<Vec<_>>(),
        8,
        7,
        "2026-11-21T18:00:00Z",
    )
    .unwrap();
    for pod in &mut night.pods {
        pod.rounds.clear();
    }
    podsheet::io::night_file::save(&night, &file).unwrap();
    let f = file.to_str().unwrap();
    let out = crate::util::cli::podsheet(&[
        "serve",
        f,
        "--reports",
        "--port",
        "0",
        "--bind",
        "127.0.0.1",
        "--stop-after",
        "1",
        "--lang",
        "en",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line = text
        .lines()
        .find(|l| l.contains("Pod 2") && l.contains("tables paired"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        line.contains(&format!(
            "podsheet pdf {f} --pod 2 --kind slips --address http://127.0.0.1:"
        )),
        "{line}"
    );
}
