//! Results from the players' phones in the app (issues 29 and 34): with
//! "Players report results from their phones" ticked, every open match
//! gets the codes of its slip's halves; two players agreeing, each on
//! their own phone, shows in the panel (every pod's, naming the round and
//! the box) and in the box, with where each report came from;
//! Ctrl+Shift+A accepts across the night (one undo step each, mirrored on
//! the phones, and the next round is paired once the round is complete);
//! with "accept as soon as both agree" only a two-person agreement is
//! entered by itself; a result entered at the counter is never changed by
//! a phone (409).

use crate::util::app_support::{go_to_folder, harness, in_app, shared_addr, start_sharing_with};
use crate::util::day::{play, swiss};
use crate::util::pdf_support::read_bytes;
use crate::util::web_support::{Reply, get, phone, raw_from};
use egui::{Key, Modifiers};
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use podsheet::app::{Command, PodsheetApp};
use podsheet::model::GameScore;
use std::net::SocketAddr;

type H = egui_kittest::Harness<'static, PodsheetApp>;

/// A phone (`n`: its own loopback address, and its own cookie) posting
/// `result` with `code`.
fn post(addr: SocketAddr, code: &str, result: &str, n: usize) -> Reply {
    post_as(addr, code, result, n, n)
}

/// [`post`] from address `n` with cookie `device` (a private tab: a fresh
/// cookie on the same address).
fn post_as(addr: SocketAddr, code: &str, result: &str, n: usize, device: usize) -> Reply {
    let body = format!("result={result}");
    raw_from(
        addr,
        phone(n),
        format!(
            "POST /r/{code} HTTP/1.1\r\nHost: {addr}\r\nOrigin: http://{addr}\r\n\
             Cookie: podsheet-device={device:016x}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
}

/// The codes of the halves of `round`'s match `i` in pod `pod`.
fn codes_in(h: &H, pod: usize, round: usize, i: usize) -> [String; 2] {
    h.state().night.docs().nth(pod).unwrap().event.rounds[round - 1].matches[i]
        .codes
        .clone()
        .expect("every open match has its codes")
}

fn codes(h: &H, round: usize, i: usize) -> [String; 2] {
    codes_in(h, h.state().night.active(), round, i)
}

/// Frames until the app took the reports in (a report wakes it).
fn settle(h: &mut H) {
    for _ in 0..4 {
        h.run();
    }
}

fn label(h: &H, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

/// An 8-player Swiss with round 1 played and round 2 paired, shared with
/// the players reporting, and the address the phones reach.
fn sharing_swiss() -> (H, SocketAddr) {
    let mut e = swiss(8, 3);
    play(&mut e, 1, &|i| i == 1);
    let mut h = harness(e);
    h.run();
    start_sharing_with(&mut h, true);
    let addr = shared_addr(&h);
    (h, addr)
}

#[test]
fn two_players_agree_and_the_owner_accepts_with_one_key_mirrored_on_the_phones() {
    let (mut h, addr) = sharing_swiss();
    let [a, b] = codes(&h, 2, 0);
    assert_eq!(post(addr, &a, "2-1", 1).status, 303);
    settle(&mut h);
    assert!(label(&h, "waiting for the other player's phone"), "pending");
    assert!(
        label(&h, "Round 2, table 1"),
        "the panel names round and table"
    );
    assert_eq!(post(addr, &b, "2-1", 2).status, 303);
    settle(&mut h);
    assert!(label(&h, "both players agree"));
    // Kept in the event (the recovery file holds it) until accepted.
    assert_eq!(h.state().doc().event.reports.len(), 2);
    assert_eq!(h.state().doc().event.rounds[1].matches[0].score, None);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::A);
    settle(&mut h);
    let doc = h.state().doc();
    let m = &doc.event.rounds[1].matches[0];
    assert_eq!(m.score, Some(GameScore::new(2, 1, 0)));
    assert_eq!(m.accepted.as_ref().map(|a| a.reports.len()), Some(2));
    assert!(doc.event.reports.is_empty());
    assert!(
        label(&h, "from the phones (accepted by you)"),
        "the box says where the result came from"
    );
    // Nothing a phone sends changes it now.
    assert_eq!(post(addr, &a, "0-2", 3).status, 409);
    // One undo step, mirrored on the phones: the page shows the agreement
    // again, and the next phone report does not erase it.
    h.state().commands.send(Command::Undo);
    settle(&mut h);
    assert_eq!(h.state().doc().event.rounds[1].matches[0].score, None);
    assert_eq!(
        h.state().doc().event.reports.len(),
        2,
        "the reports are back"
    );
    let page = get(addr, &format!("/r/{a}"));
    assert!(page.body.contains("Both players agree"), "{}", page.body);
    assert_eq!(post(addr, &b, "0-2", 4).status, 409, "agreed: a note only");
    settle(&mut h);
    assert_eq!(h.state().doc().event.reports.len(), 3, "the note is kept");
    assert!(label(&h, "both players agree"));
}

#[test]
fn only_a_two_person_agreement_is_entered_by_itself() {
    let (mut h, addr) = sharing_swiss();
    // Agreed before auto-accept is ticked: ticking accepts it.
    let [a0, b0] = codes(&h, 2, 0);
    post(addr, &a0, "2-0", 1);
    post(addr, &b0, "2-0", 2);
    settle(&mut h);
    assert_eq!(h.state().doc().event.rounds[1].matches[0].score, None);
    h.get_by_label("Accept a result as soon as both players agree, each on their own phone")
        .click();
    settle(&mut h);
    assert_eq!(
        h.state().doc().event.rounds[1].matches[0].score,
        Some(GameScore::new(2, 0, 0))
    );
    // One player on both halves (one address): never entered; the panel
    // says why.
    let [a1, b1] = codes(&h, 2, 1);
    post(addr, &a1, "2-0", 5);
    post_as(addr, &b1, "2-0", 5, 99);
    settle(&mut h);
    assert_eq!(h.state().doc().event.rounds[1].matches[1].score, None);
    assert!(label(&h, "from one connection"), "the reason, in words");
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::A);
    settle(&mut h);
    assert_eq!(h.state().doc().event.rounds[1].matches[1].score, None);
    assert!(
        label(&h, "left for you: 1"),
        "Ctrl+Shift+A says what it skipped"
    );
    // The owner accepts it by hand, then the rest agree on two phones
    // each: round 3 is paired, every match with its halves' codes.
    assert!(label(&h, "Accept "), "an accept button for the held match");
    h.state().commands.send(Command::AcceptReport {
        pod: 0,
        code: a1.clone(),
        result: GameScore::new(2, 0, 0),
    });
    settle(&mut h);
    let n = h.state().doc().event.rounds[1].matches.len();
    for i in 2..n {
        let [a, b] = codes(&h, 2, i);
        assert_eq!(post(addr, &a, "0-2", 10 + i).status, 303);
        assert_eq!(post(addr, &b, "0-2", 20 + i).status, 303);
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
    assert!(
        doc.event.rounds[2]
            .matches
            .iter()
            .all(|m| m.b.is_none() || m.codes.is_some())
    );
}

/// A night of two pods: a report in the pod not on screen shows on its tab
/// and in the one panel, named by pod, round and box; Ctrl+Shift+A accepts
/// it there.
#[test]
fn reports_from_every_pod_show_in_one_panel_and_are_accepted_across_the_night() {
    let names: Vec<String> = (1..=16).map(|i| format!("Player {i}")).collect();
    let night = podsheet::engine::night::from_names("Friday", &names, 8, 1, "2026-01-01T00:00:00Z")
        .expect("a night");
    let mut h = harness(crate::util::app_support::demo());
    h.state_mut().open_night(night, None);
    h.run();
    start_sharing_with(&mut h, true);
    let addr = shared_addr(&h);
    assert_eq!(h.state().night.active(), 0);
    let [a, b] = codes_in(&h, 1, 1, 0);
    post(addr, &a, "2-1", 1);
    post(addr, &b, "2-1", 2);
    settle(&mut h);
    assert!(label(&h, "1 from phones"), "the pod's tab says so");
    assert!(
        label(&h, "Pod 2 · Round 1, table"),
        "named by pod, round, table"
    );
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::A);
    settle(&mut h);
    let pod2 = h.state().night.docs().nth(1).unwrap();
    assert_eq!(
        pod2.event.rounds[0].matches[0].score,
        Some(GameScore::new(2, 1, 0))
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

    // A lost half of a slip: the box shows each player's code on request.
    let [c, _] = codes(&h, 2, 0);
    assert!(!label(&h, &c), "shown only when asked");
    h.get_all_by_label("Code…")
        .next()
        .expect("open boxes")
        .click();
    h.run();
    assert!(label(&h, &c));
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

/// The grid never moves under the pointer as reports come and go (the
/// tester's F9: settling the last report above the grid moved the next
/// click to another player's cell): the reports sit at the sheet's foot.
#[test]
fn reports_coming_and_going_never_move_the_grid() {
    let (mut h, addr) = sharing_swiss();
    let at = |h: &H| -> Vec<String> {
        h.query_all_by_label("Matches")
            .map(|n| format!("{:?}", n.rect()))
            .collect()
    };
    let before = at(&h);
    assert!(!before.is_empty());
    let [a, _] = codes(&h, 2, 0);
    assert_eq!(post(addr, &a, "2-1", 1).status, 303);
    settle(&mut h);
    assert!(label(&h, "Reported from the phones"), "the panel is shown");
    assert_eq!(at(&h), before, "a report coming moves nothing");
    // The owner settles it: the panel goes, the grid stays.
    let mut clicked = false;
    for n in h.query_all_by_label_contains("Accept") {
        if !clicked
            && n.accesskit_node()
                .label()
                .unwrap_or_default()
                .contains("2-1")
        {
            n.click();
            clicked = true;
        }
    }
    assert!(clicked, "the row's Accept button");
    settle(&mut h);
    assert!(!label(&h, "Reported from the phones"), "settled");
    assert!(h.state().doc().event.rounds[1].matches[0].score.is_some());
    assert_eq!(at(&h), before, "a report going moves nothing");
}
