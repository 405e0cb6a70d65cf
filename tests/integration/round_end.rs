//! The end of a round: the tables still playing when time is called (a
//! table with a result or a phone's report drops off), each table's extra
//! time and what is left of it — in words, on the phones, in the one-key
//! printout and from the CLI.

use crate::util::cli::podsheet;
use crate::util::day::coded_swiss;
use crate::util::pdf_support::all_text;
use crate::util::web_support::{board, get, serve};
use podsheet::engine::reports::{Incoming, judge, still_playing};
use podsheet::io::pdf::{Paper, PdfKind, render};
use podsheet::model::{Event, GameScore};
use podsheet::text::round_end;
use podsheet::web::Clock;
use std::time::{Duration, Instant};

/// Round 2 of a 12-player Swiss: table 1 has a result, table 2 a phone's
/// report, table 3 five extra minutes; tables 3 to 6 still play.
fn end_of_round() -> Event {
    let mut e = coded_swiss(12);
    e.rounds[1].matches[0].score = Some(GameScore::new(2, 0, 0));
    let code = e.rounds[1].matches[1].codes.clone().expect("codes")[0].clone();
    let v = judge(
        &e,
        &[],
        &[],
        &Incoming {
            code: &code,
            result: GameScore::new(2, 1, 0),
            device: "phone-1",
            address: Some("10.0.0.2"),
            at: "2026-11-21T15:00:00Z",
        },
    );
    assert!(v.answer.is_ok(), "{v:?}");
    let reports: Vec<_> = v.keep.into_iter().collect();
    e.reports = reports;
    e.rounds[1].matches[2].extra_minutes = 5;
    e
}

fn names(e: &Event, i: usize) -> (String, String) {
    let m = &e.rounds[1].matches[i];
    (
        e.player(m.a).name.clone(),
        e.player(m.b.expect("not a bye")).name.clone(),
    )
}

#[test]
fn a_table_with_a_result_or_a_report_is_no_longer_playing() {
    let e = end_of_round();
    assert_eq!(still_playing(&e), vec![2, 3, 4, 5]);
    let lines = round_end::still_playing(&e, None);
    assert_eq!(lines.len(), 4);
    let (a, b) = names(&e, 2);
    assert_eq!(lines[0], format!("Table 3: {a} vs {b} (+5 min)"));
    let (a, b) = names(&e, 3);
    assert_eq!(lines[1], format!("Table 4: {a} vs {b}"));
}

#[test]
fn a_bye_never_plays_on() {
    let mut e = coded_swiss(11);
    let bye = e.rounds[1]
        .matches
        .iter()
        .position(|m| m.b.is_none())
        .expect("11 players: a bye");
    assert!(!still_playing(&e).contains(&bye));
    assert_eq!(still_playing(&e).len(), 5);
    for m in &mut e.rounds[1].matches {
        if m.b.is_some() {
            m.score = Some(GameScore::new(2, 0, 0));
        }
    }
    assert!(still_playing(&e).is_empty());
}

#[test]
fn extra_time_counts_down_past_the_round() {
    let line = "Table 3: A vs B";
    let two_past = Some(Duration::from_secs(120));
    assert_eq!(
        round_end::extra(line, 5, two_past),
        "Table 3: A vs B (+5 min: 3:00 left)"
    );
    assert_eq!(
        round_end::extra(line, 5, Some(Duration::from_secs(299))),
        "Table 3: A vs B (+5 min: 0:01 left)"
    );
    assert_eq!(
        round_end::extra(line, 5, Some(Duration::from_secs(300))),
        "Table 3: A vs B (+5 min: time is up)"
    );
    assert_eq!(round_end::extra(line, 0, two_past), line);
}

#[test]
fn the_printout_lists_each_table_still_playing_with_a_box_to_tick() {
    let e = end_of_round();
    let text = all_text(&render(&e, PdfKind::StillPlaying, Paper::A4).expect("renders"));
    assert!(text.contains("still playing, Round 2"), "{text}");
    for line in round_end::still_playing(&e, None) {
        assert!(text.contains(&line), "{line} in {text}");
    }
    let (a, b) = names(&e, 0);
    assert!(!text.contains(&format!("{a} vs {b}")), "{text}");

    let mut done = e.clone();
    for m in &mut done.rounds[1].matches {
        m.score.get_or_insert(GameScore::new(2, 0, 0));
    }
    let text = all_text(&render(&done, PdfKind::StillPlaying, Paper::Letter).expect("renders"));
    assert!(
        text.contains("Every table has a result or a report."),
        "{text}"
    );
}

#[test]
fn the_cli_prints_the_tables_still_playing() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("swiss.podsheet");
    podsheet::io::event_file::save(&end_of_round(), &file).expect("saves");
    let out = dir.path().join("still.pdf");
    let run = podsheet(&[
        "pdf",
        file.to_str().unwrap(),
        "--output",
        out.to_str().unwrap(),
        "--kind",
        "still-playing",
    ]);
    assert!(run.status.success(), "{run:?}");
    let bytes = std::fs::read(&out).expect("written");
    let text = crate::util::pdf_support::read_bytes(&bytes)
        .into_iter()
        .map(|(w, _)| w)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(text.contains("Table 3"), "{text}");
    assert!(!text.contains("Table 1:"), "{text}");
}

/// A round clock `run` seconds into a round of `e`.
fn clock(e: &Event, run: u64, running: bool) -> Clock {
    Clock {
        run: Duration::from_secs(run),
        running,
        at: Instant::now(),
        limit: Duration::from_secs(u64::from(podsheet::engine::pod_plan::round_minutes(e)) * 60),
    }
}

#[test]
fn phones_show_extra_time_and_the_tables_still_playing_once_time_is_up() {
    let e = end_of_round();
    let (a, b) = names(&e, 2);
    let line = format!("Table 3: {a} vs {b} (+5 min)");

    // While the clock runs, the list is sent hidden for the countdown to
    // show at zero; the table's extra time is beside its number.
    let mut running = board(vec![e.clone()]);
    running.sources[0].clock = Some(clock(&e, 60, true));
    let (server, _) = serve(running);
    let page = get(server.addr(), "/");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("3 (+5 min)"), "{}", page.body);
    assert!(
        page.body.contains("data-when-up hidden"),
        "hidden until time is up: {}",
        page.body
    );
    drop(server);

    // Time is up: shown, every table still playing and none that reported.
    let mut up = board(vec![e.clone()]);
    up.sources[0].clock = Some(clock(&e, 3 * 3600, false));
    let (server, _) = serve(up);
    let page = get(server.addr(), "/");
    // Names are isolated (U+2068…U+2069) as on every page.
    let body = page.body.replace(['\u{2068}', '\u{2069}'], "");
    assert!(body.contains("Still playing"), "{body}");
    assert!(!body.contains("data-when-up hidden"), "{body}");
    assert!(body.contains(&line), "{line} in {body}");
    let (a, b) = names(&e, 1);
    assert!(!body.contains(&format!("{a} vs {b}")), "reported");

    // The player's own page says it too.
    let number = e.player(e.rounds[1].matches[2].a).number;
    let page = get(server.addr(), &format!("/player/{number}"));
    assert!(page.body.contains("+5 min extra time"), "{}", page.body);

    // No clock (the CLI's server): no list at all.
    let (server, _) = serve(board(vec![e]));
    assert!(!get(server.addr(), "/").body.contains("Still playing"));
}
