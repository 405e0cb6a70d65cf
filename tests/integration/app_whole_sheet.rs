//! The whole paper sheet on screen from the first minute: a new 8- or
//! 10-player sheet shows every box of every round with its routing
//! ("E: winner A vs winner C") and a grid column for every round before any
//! result; boxes fill as results arrive and fall back when one is cleared.
//! New sheets seat randomly by default (a stored roll), the coin flip is
//! named by its box letter, and the standings rank nobody before a result.

use crate::util::app_support;

use app_support::{harness, type_in};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use podsheet::app::PodsheetApp;
use podsheet::app::document::edit::Edit as Command;
use podsheet::app::document::new_event::{Form, Sheet, build};
use podsheet::io::event_file;
use podsheet::model::RollKind;

const NAMES: [&str; 10] = [
    "Scott", "Tino", "Derek", "Jorge", "Mariano", "Andy", "Bernie", "Roger", "Paul", "Chuck",
];

/// A new event made as File → New makes it, with the form's defaults.
fn new_sheet(sheet: Sheet) -> podsheet::model::Event {
    let t = sheet.template().expect("a paper sheet");
    let form = Form {
        sheet,
        preset: sheet.default_preset(),
        best_of: sheet.default_best_of(),
        names: NAMES[..t.players() as usize].join("\n"),
        ..Form::default()
    };
    build(&form, "2026-11-23T12:00:00Z").expect("builds")
}

fn has(h: &Harness<'_, PodsheetApp>, label: &str) -> bool {
    h.query_by_label(label).is_some()
}

#[test]
fn the_8_player_sheet_shows_every_box_before_any_result() {
    let mut h = harness(new_sheet(Sheet::Swiss8));
    h.run();
    // The event holds round 1 only; the screen holds the whole sheet.
    assert_eq!(h.state().doc().event.rounds.len(), 1);
    for caption in [
        "A: Scott vs Mariano",
        "B: Tino vs Andy",
        "C: Derek vs Bernie",
        "D: Jorge vs Roger",
        "E: winner A vs winner C",
        "F: winner B vs winner D",
        "G: loser A vs loser C",
        "H: loser B vs loser D",
        "I: winner E vs winner F",
        "J: loser E vs loser F",
        "K: winner G vs winner H",
        "L: loser G vs loser H",
    ] {
        assert!(has(&h, caption), "{caption}");
    }
    for head in ["Round 1", "Round 2", "Round 3", "R1", "R2", "R3"] {
        assert!(has(&h, head), "{head}");
    }
    assert!(has(
        &h,
        "No results yet: ranks appear with the first result."
    ));
}

#[test]
fn the_10_player_sheet_shows_every_box_before_any_result() {
    let mut h = harness(new_sheet(Sheet::Swiss10));
    h.run();
    for caption in [
        "A: Scott vs Andy",
        "E: Mariano vs Chuck",
        "F: winner A vs winner C",
        "G: winner B vs winner D",
        "H: loser C vs winner E",
        "I: loser A vs loser D",
        "J: loser B vs loser E",
        "K: winner F vs winner G",
        "L: winner H vs winner I",
        "M: winner J vs loser F",
        "N: loser G vs loser H",
        "O: loser I vs loser J",
    ] {
        assert!(has(&h, caption), "{caption}");
    }
    for head in ["R1", "R2", "R3", "Round 3"] {
        assert!(has(&h, head), "{head}");
    }
}

#[test]
fn a_box_fills_with_its_result_and_falls_back_when_it_is_cleared() {
    let mut h = harness(new_sheet(Sheet::Swiss8));
    h.run();
    type_in(&mut h, "Round 1 A: Scott vs Mariano score", "2-1");
    assert!(has(&h, "E: Scott vs winner C"), "winner A is Scott now");
    assert!(has(&h, "G: Mariano vs loser C"));
    assert!(!has(
        &h,
        "No results yet: ranks appear with the first result."
    ));
    type_in(&mut h, "Round 1 C: Derek vs Bernie score", "0-2");
    // Both players known: the box is a match with a score field.
    assert!(has(&h, "Round 2 E: Scott vs Bernie score"));

    let index = h.state().doc().event.rounds[0]
        .matches
        .iter()
        .position(|m| m.label.as_deref() == Some("A"))
        .expect("box A");
    h.state_mut().apply_all(vec![Command::SetScore {
        round: 1,
        index,
        score: None,
    }]);
    h.run();
    // The boxes already handed out stay as they are, and the notice above
    // the sheet says why and offers to pair them again.
    assert!(has(&h, "Round 2 E: Scott vs Bernie score"));
    assert!(
        h.query_by_label_contains(
            "Round 2 was paired before round 1, table 1 (A) was cleared (it was 2-1)."
        )
        .is_some()
    );
    h.get_by_label("Re-pair round 2 (Ctrl+R)").click();
    h.run();
    assert!(has(&h, "E: winner A vs Bernie"), "back to its placeholder");
    assert!(has(&h, "G: loser A vs Derek"));
    assert!(!has(&h, "Round 2 E: Scott vs Bernie score"));
    assert!(h.state().doc().snapshot.life.is_clear());
}

#[test]
fn a_draw_waits_on_the_coin_flip_named_by_its_letter() {
    let mut h = harness(new_sheet(Sheet::Swiss8));
    h.run();
    type_in(&mut h, "Round 1 B: Tino vs Andy score", "1-1");
    assert!(has(
        &h,
        "F: winner B: waiting on the coin flip in B vs winner D"
    ));
    h.get_by_label("Flip coin for B").click();
    h.run();
    assert!(!has(&h, "Flip coin for B"));
    let flips = h
        .state()
        .doc()
        .event
        .rolls
        .iter()
        .filter(|r| matches!(r.what, RollKind::CoinFlip { .. }))
        .count();
    assert_eq!(flips, 1);
    assert!(
        !has(&h, "F: winner B: waiting on the coin flip in B vs winner D"),
        "the flip decided who goes on"
    );
}

#[test]
fn new_sheets_seat_randomly_once_and_keep_it_on_reload() {
    let event = new_sheet(Sheet::Swiss8);
    let order = event
        .rolls
        .iter()
        .find_map(|r| match &r.what {
            RollKind::Seating { order } => Some(order.clone()),
            _ => None,
        })
        .expect("a seating roll is stored");
    for (seat, p) in order.iter().enumerate() {
        assert_eq!(event.player(*p).seat, Some(seat as u32 + 1));
    }
    let text = event_file::to_string(&event);
    let back = event_file::from_str(&text, "x.podsheet").expect("loads");
    assert_eq!(back.players, event.players, "seats survive a reload");
    assert_eq!(back.rolls, event.rolls);
    // Numbers (which the boxes route by) stay in entry order.
    let numbers: Vec<u32> = back.players.iter().map(|p| p.number).collect();
    assert_eq!(numbers, (1..=8).collect::<Vec<_>>());
}

#[test]
fn the_new_sheets_show_their_boxes_too() {
    let mut h = harness(new_sheet(Sheet::Swiss9));
    h.run();
    for caption in [
        "E: Paul has a bye",
        "F: 9 Paul vs winner A",
        "J: loser D has a bye",
        "O: loser I has a bye",
    ] {
        assert!(has(&h, caption), "{caption}");
    }
    let mut h = harness(new_sheet(Sheet::RoundRobin6Double));
    h.run();
    for head in ["Round 10", "R10"] {
        assert!(has(&h, head), "{head}");
    }
    // Round 10: 2 v 1, 6 v 3, 5 v 4, known from the start.
    assert!(has(&h, "2 Tino vs 1 Scott"));
}

#[test]
fn file_print_blank_sheet_writes_the_empty_sheet() {
    let mut h = harness(new_sheet(Sheet::Swiss8));
    h.run();
    // The menu offers every sheet.
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Print blank sheet").hover();
    h.run();
    for t in podsheet::model::Template::ALL {
        let name = podsheet::text::sheet::template_name(t);
        assert!(has(&h, &name), "{name}");
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("blank.pdf");
    let before = h.state().doc().event.clone();
    let app = h.state_mut();
    app.open_pdf = false;
    app.print_blank_sheet(
        podsheet::model::Template::Swiss10,
        &path,
        podsheet::io::pdf::Paper::A4,
    );
    let bytes = std::fs::read(&path).expect("written");
    assert!(bytes.starts_with(b"%PDF-"));
    assert!(
        app.doc().notes[0].starts_with("Wrote"),
        "{:?}",
        app.doc().notes
    );
    assert_eq!(app.doc().event, before, "the open event is untouched");
}
