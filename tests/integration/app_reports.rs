//! Results from the players' phones in the app (issue 29): with "Players
//! report results from their phones" ticked, every open match gets its
//! code; two phones agreeing shows in the reports panel and in the box,
//! Ctrl+Shift+A accepts (one undo step, and the next round is paired once
//! the round is complete); with "accept as soon as both agree" the result
//! is entered by itself; a result entered at the counter is never changed
//! by a phone (409).

use crate::util::app_support::{go_to_folder, harness, in_app, shared_addr, start_sharing_with};
use crate::util::day::{play, swiss};
use crate::util::pdf_support::read_bytes;
use crate::util::web_support::{Reply, raw};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;
use podsheet::app::{Command, PodsheetApp};
use podsheet::model::GameScore;
use std::net::SocketAddr;

type H = egui_kittest::Harness<'static, PodsheetApp>;

fn post(addr: SocketAddr, code: &str, result: &str, device: &str) -> Reply {
    let body = format!("result={result}");
    raw(
        addr,
        format!(
            "POST /r/{code} HTTP/1.1\r\nHost: {addr}\r\nOrigin: http://{addr}\r\n\
             Cookie: podsheet-device={device}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
}

fn code(h: &H, round: usize, i: usize) -> String {
    h.state().doc().event.rounds[round - 1].matches[i]
        .code
        .clone()
        .expect("every open match has its code")
}

/// Frames until the app took the reports in (a report wakes it).
fn settle(h: &mut H) {
    for _ in 0..4 {
        h.run();
    }
}

#[test]
fn two_phones_agree_and_the_owner_accepts_with_one_key() {
    let mut e = swiss(8, 3);
    play(&mut e, 1, &|i| i == 1);
    let mut h = harness(e);
    h.run();
    start_sharing_with(&mut h, true);
    let addr = shared_addr(&h);
    let c = code(&h, 2, 0);
    assert_eq!(post(addr, &c, "2-1", "aaaaaaaaaaaaaaaa").status, 303);
    settle(&mut h);
    assert!(
        h.query_all_by_label_contains("from one phone; waiting for the other player's")
            .next()
            .is_some(),
        "pending in the box and the panel"
    );
    assert_eq!(post(addr, &c, "2-1", "bbbbbbbbbbbbbbbb").status, 303);
    settle(&mut h);
    assert!(
        h.query_all_by_label_contains("both phones agree")
            .next()
            .is_some()
    );
    // Kept in the event (the recovery file holds it) until accepted.
    assert_eq!(h.state().doc().event.reports.len(), 2);
    assert_eq!(h.state().doc().event.rounds[1].matches[0].score, None);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::A);
    settle(&mut h);
    let doc = h.state().doc();
    assert_eq!(
        doc.event.rounds[1].matches[0].score,
        Some(GameScore::new(2, 1, 0))
    );
    assert!(doc.event.reports.is_empty());
    // Nothing a phone sends changes it now.
    assert_eq!(post(addr, &c, "0-2", "cccccccccccccccc").status, 409);
    // One undo step.
    h.state().commands.send(Command::Undo);
    settle(&mut h);
    assert_eq!(h.state().doc().event.rounds[1].matches[0].score, None);
}

#[test]
fn confirmed_results_are_entered_by_themselves_when_asked_and_pair_the_next_round() {
    let mut e = swiss(8, 3);
    play(&mut e, 1, &|i| i == 1);
    let mut h = harness(e);
    h.run();
    start_sharing_with(&mut h, true);
    h.get_by_label("Accept a result as soon as both phones agree")
        .click();
    h.run();
    let addr = shared_addr(&h);
    let n = h.state().doc().event.rounds[1].matches.len();
    for i in 0..n {
        let c = code(&h, 2, i);
        assert_eq!(post(addr, &c, "2-0", "aaaaaaaaaaaaaaaa").status, 303);
        assert_eq!(post(addr, &c, "2-0", "bbbbbbbbbbbbbbbb").status, 303);
        settle(&mut h);
    }
    let doc = h.state().doc();
    assert!(
        doc.event.rounds[1]
            .matches
            .iter()
            .all(|m| m.score.is_some())
    );
    assert_eq!(doc.event.rounds.len(), 3, "round 3 is paired");
    // Round 3's matches have their codes at once.
    assert!(
        doc.event.rounds[2]
            .matches
            .iter()
            .all(|m| m.b.is_none() || m.code.is_some())
    );
}

#[test]
fn a_table_given_extra_time_and_ctrl_shift_p_prints_the_tables_still_playing() {
    let dir = tempfile::tempdir().unwrap();
    let mut e = swiss(8, 3);
    play(&mut e, 1, &|i| i == 1);
    let mut h = harness(e);
    in_app(&mut h);
    h.state_mut().open_pdf = false;
    h.run();
    let extra = |h: &H| h.state().doc().event.rounds[1].matches[0].extra_minutes;

    // The first open box of round 2: Extra time… → Add 5 minutes.
    h.get_all_by_label("Extra time…")
        .next()
        .expect("open boxes")
        .click();
    h.run();
    h.get_by_label("Add 5 minutes").click();
    h.run();
    assert_eq!(extra(&h), 5);
    // The box now says so, and more can be added to it.
    h.get_by_label("+5 min").click();
    h.run();
    h.get_by_label("Add 3 minutes").click();
    h.run();
    assert_eq!(extra(&h), 8);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(extra(&h), 5, "one undo step takes the 3 back");

    // A lost slip: the box shows the match's code on request.
    let c = code(&h, 2, 0);
    assert!(h.query_by_label(&c).is_none(), "shown only when asked");
    h.get_all_by_label("Code…")
        .next()
        .expect("open boxes")
        .click();
    h.run();
    h.get_by_label(&c);
    h.key_press(Key::Escape);
    h.run();

    // A table that reports drops off the list.
    h.state_mut()
        .edit(podsheet::app::document::edit::Edit::SetScore {
            round: 2,
            index: 1,
            score: Some(GameScore::new(2, 0, 0)),
        });
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::P);
    h.run();
    h.get_by_label("Save the tables still playing as");
    go_to_folder(&mut h, dir.path());
    h.get_by_label("Save").click();
    h.run();
    let pdf = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|f| f.unwrap().path())
        .find(|p| p.to_string_lossy().ends_with("-round-2-still-playing.pdf"))
        .expect("saved under the round's name");
    let words: Vec<String> = read_bytes(&std::fs::read(pdf).unwrap())
        .into_iter()
        .map(|(w, _)| w)
        .collect();
    let text = words.join(" ");
    let ev = &h.state().doc().event;
    let m = &ev.rounds[1].matches[0];
    let line = format!(
        "Table 1: {} vs {} (+5 min)",
        ev.player(m.a).name,
        ev.player(m.b.unwrap()).name
    );
    assert!(text.contains(&line), "{line} in {text}");
    assert!(!text.contains("Table 2:"), "reported: {text}");
    assert!(text.contains("Table 3:"), "{text}");
}
