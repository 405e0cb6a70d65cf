//! A held result counts nowhere (issue 34, part 8): a result that cannot
//! happen (2-3 in best of three) holds the next round and counts in no
//! standings, explanation or season until it is fixed. The standings of a
//! file holding one equal those of the same file with that box empty, but
//! for its round being played: a held result holds its own match only
//! (issue 40), so a bye of its round counts; the command line names it and
//! exits with code 3.

use crate::util::cli::podsheet;
use crate::util::day::{play, swiss};
use podsheet::engine::ranking::{Standings, rank};
use podsheet::engine::season::{NightName, SeasonNight, SeasonPoints, season};
use podsheet::engine::{Snapshot, validate};
use podsheet::model::{Event, GameScore};

/// Everything a face reads from a ranking, explanations included (which
/// rounds are played aside: a held result's round is, the empty box's
/// not).
fn seen(st: &Standings) -> String {
    let groups: Vec<String> = st.groups().map(|g| format!("{g:?}")).collect();
    let records: Vec<_> = st
        .records
        .iter()
        .map(|r| podsheet::engine::record::Record {
            rounds_played: Vec::new(),
            ..r.clone()
        })
        .collect();
    format!(
        "{:?}\n{:?}\n{:?}\n{:?}\n{}\n{:?}",
        st.order, records, st.table, st.decided_by, st.rounds_played, groups
    )
}

fn with(e: &Event, round: usize, index: usize, score: Option<GameScore>) -> Event {
    let mut e = e.clone();
    e.rounds[round].matches[index].score = score;
    e
}

fn season_of(e: &Event) -> String {
    let night = SeasonNight {
        name: NightName {
            name: "Friday".into(),
            date: Some("2026-11-20".into()),
        },
        pods: Some(vec![e.clone()]),
    };
    format!(
        "{:?}",
        season(&[night], SeasonPoints::default(), &|n: &str| n
            .to_lowercase())
    )
}

#[test]
fn every_box_holding_2_3_ranks_as_if_it_were_empty() {
    // A 12-player Swiss, three rounds played (round 4 paired).
    let mut e = swiss(12, 4);
    for r in 1..=3 {
        play(&mut e, r, &|i| i % 2 == 1);
    }
    let opts = e.rules.options();
    let mut checked = 0;
    for r in 0..3 {
        for i in 0..e.rounds[r].matches.len() {
            if e.rounds[r].matches[i].b.is_none() {
                continue;
            }
            let held = with(&e, r, i, Some(GameScore::new(2, 3, 0)));
            let empty = with(&e, r, i, None);
            assert!(validate::is_held(
                &held,
                r as u32 + 1,
                &held.rounds[r].matches[i]
            ));
            assert_eq!(
                seen(&rank(&held, &opts)),
                seen(&rank(&empty, &opts)),
                "round {} box {}",
                r + 1,
                i + 1
            );
            assert_eq!(season_of(&held), season_of(&empty), "season");
            // And the snapshot every face reads says it is held.
            let snap = Snapshot::of(&held);
            assert_eq!(
                snap.held
                    .iter()
                    .map(|h| (h.round, h.index))
                    .collect::<Vec<_>>(),
                [(r as u32 + 1, i)]
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 18);
    // The check can fail: a 2-1 in that box ranks otherwise.
    let won = with(&e, 0, 0, Some(GameScore::new(2, 1, 0)));
    let lost = with(&e, 0, 0, Some(GameScore::new(1, 2, 0)));
    assert_ne!(seen(&rank(&won, &opts)), seen(&rank(&lost, &opts)));
}

#[test]
fn the_cli_standings_and_explanations_of_a_held_2_3_equal_those_of_the_empty_box() {
    let dir = tempfile::tempdir().unwrap();
    let demo: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/demo-8.podsheet"
        ))
        .unwrap(),
    )
    .unwrap();
    let write = |name: &str, score: Option<[u32; 3]>| {
        let mut e = demo.clone();
        let m = &mut e["rounds"][0]["matches"][1];
        match score {
            Some(s) => m["score"] = serde_json::json!(s),
            None => {
                m.as_object_mut().unwrap().remove("score");
            }
        }
        let path = dir.path().join(name);
        std::fs::write(&path, serde_json::to_string_pretty(&e).unwrap()).unwrap();
        path.to_string_lossy().into_owned()
    };
    let held = write("held.podsheet", Some([2, 3, 0]));
    let empty = write("empty.podsheet", None);
    let won = write("won.podsheet", Some([0, 2, 0]));
    for args in [
        &["standings", "--format", "json"][..],
        &["standings", "--format", "csv"],
        &["explain"],
    ] {
        let run = |file: &str| {
            let mut all = vec![args[0], file];
            all.extend(&args[1..]);
            let out = podsheet(&all);
            // Done; a held result named on stderr is exit 3.
            let code = if file == held { 3 } else { 0 };
            assert_eq!(out.status.code(), Some(code), "{all:?}");
            String::from_utf8(out.stdout).unwrap()
        };
        assert_eq!(run(&held), run(&empty), "{args:?}");
        assert_ne!(run(&won), run(&empty), "{args:?}: the check can fail");
    }
    // The held result is said, where it is.
    let out = podsheet(&["standings", &held]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("2-3 cannot happen"), "{err}");
}

/// What does not count is said as such on every face: a held 2-3 reads
/// "held" on the phones' pairings, the player's page and the standings
/// (never "won 3-2"), and on the printouts; a drawn quarterfinal is held
/// in its bracket box on the phones and the printed bracket.
#[test]
fn a_held_result_reads_held_on_every_phone_page_and_printout() {
    use crate::util::pdf_support::all_text;
    use crate::util::web_support::{board, get, serve};
    use podsheet::io::pdf::{Paper, PdfKind, render};
    let mut e = swiss(8, 3);
    play(&mut e, 1, &|_| false);
    // Round 2's first box: 2-3, which a best of three cannot end at.
    let last = e.rounds.len() - 1;
    let m = &e.rounds[last].matches[0];
    let (a, b) = (m.a, m.b.unwrap());
    e.rounds[last].matches[0].score = Some(GameScore::new(2, 3, 0));
    assert!(validate::is_held(
        &e,
        last as u32 + 1,
        &e.rounds[last].matches[0]
    ));
    let (server, _) = serve(board(vec![e.clone()]));
    for path in [
        "/".to_string(),
        format!("/player/{}", e.players[a.0].number),
        format!("/player/{}", e.players[b.0].number),
        "/standings".to_string(),
    ] {
        let page = get(server.addr(), &path);
        assert_eq!(page.status, 200, "{path}");
        assert!(
            page.body.contains("held"),
            "{path} says held: {}",
            page.body
        );
        assert!(
            !page.body.contains("won 3-2") && !page.body.contains("won 2-3"),
            "{path}"
        );
    }
    drop(server);
    let standings = all_text(&render(&e, PdfKind::Standings, Paper::A4).unwrap());
    assert!(standings.contains("held"), "{standings}");

    // A drawn quarterfinal: held in its box, on the phones and on paper.
    let mut day = crate::util::day::cut_day();
    let qf = day.rounds.len() - 1;
    day.rounds[qf].matches[0].score = Some(GameScore::new(1, 1, 0));
    let (server, _) = serve(board(vec![day.clone()]));
    let page = get(server.addr(), "/");
    let bracket = get(server.addr(), "/standings");
    let body = format!("{}{}", page.body, bracket.body);
    assert!(body.contains("held"), "{body}");
    assert!(!body.contains("drew 1-1"), "{body}");
    let printed = all_text(&render(&day, PdfKind::Playoff, Paper::A4).unwrap());
    assert!(printed.contains("1-1 held"), "{printed}");
}

/// The slip's report page of a held result says it is held, never "The
/// result is in".
#[test]
fn the_report_page_of_a_held_result_says_held() {
    use crate::util::web_support::{get, spawn_serve};
    // Round 2's first match, coded and then given 2-3.
    let mut e = crate::util::day::coded_swiss(8);
    e.rounds[1].matches[0].score = Some(GameScore::new(2, 3, 0));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("held.podsheet");
    podsheet::io::event_file::save(&e, &file).unwrap();
    let (mut child, addr) = spawn_serve(&file, &["--reports", "--stop-after", "20"]);
    let saved = podsheet::io::event_file::load(&file).unwrap();
    let [a, _] = saved.rounds[1].matches[0].codes.clone().expect("coded");
    let page = get(addr, &format!("/r/{a}?lang=en"));
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains("This result is held"), "{}", page.body);
    assert!(!page.body.contains("The result is in"), "{}", page.body);
}
