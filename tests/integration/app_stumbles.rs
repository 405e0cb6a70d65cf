//! Where a new owner stumbled on a draft night (issue "a night without a
//! stumble"): "Save first" goes on to what it interrupted, the player list
//! learns every night opened, and a file opened by a relative path is kept
//! absolute so dialogs start in its folder.

use crate::util::app_support;

use app_support::{demo, harness};
use egui_kittest::kittest::Queryable as _;
use podsheet::app::Command;
use podsheet::app::document::edit::Edit;
use podsheet::io::{event_file, night_file};
use std::path::Path;

#[test]
fn save_first_saves_then_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friday.podsheet");
    let mut h = harness(demo());
    assert!(h.state_mut().save_to(&path));
    h.state_mut()
        .edit(Edit::SetDeck(podsheet::model::PlayerId(0), "Boros".into()));
    let edited = h.state().doc().event.clone();
    // File → New with unsaved changes asks first.
    h.state().commands.send(Command::New);
    h.run();
    h.get_by_label("Save first").click();
    h.run();
    h.run();
    assert_eq!(event_file::load(&path).unwrap(), edited, "saved");
    assert!(!h.state().is_dirty());
    assert!(
        h.state().dialogs.new_event.is_some(),
        "and the new-event form it interrupted is open"
    );
}

#[test]
fn the_player_list_learns_every_night_opened() {
    let dir = tempfile::tempdir().unwrap();
    let names: Vec<String> = ["Zoë Ådahl", "Łukasz Nowak", "Ana Paula"]
        .iter()
        .map(|s| s.to_string())
        .chain((1..=13).map(|i| format!("Guest {i}")))
        .collect();
    let night =
        podsheet::engine::night::from_names("Elsewhere", &names, 8, 4, "2026-11-20T19:00:00Z")
            .unwrap();
    let path = dir.path().join("made-with-pods.podsheet");
    night_file::save(&night, &path).unwrap();
    let mut h = harness(demo());
    h.state_mut().open_path(&path);
    h.run();
    assert_eq!(h.state().night.len(), 2);
    let players = h.state_mut().players();
    for n in &names {
        assert!(
            players.list.names().contains(n),
            "{n} learned from the night"
        );
    }
}

#[test]
fn a_file_opened_by_a_relative_path_is_kept_absolute() {
    let mut h = harness(demo());
    // Tests run in the crate's folder.
    h.state_mut()
        .open_path(Path::new("tests/fixtures/pod10.podsheet"));
    h.run();
    let path = h.state().doc().path.clone().expect("opened");
    assert!(path.is_absolute(), "{}", path.display());
    assert!(path.ends_with("tests/fixtures/pod10.podsheet"));
    assert!(h.state().dialogs.error.is_none());
}

/// The rolls log names a coin flip's box by its letter, as the screen
/// does ("box E", not "box 1"), and shows the time, not a UTC stamp.
#[test]
fn the_rolls_log_names_boxes_by_letter_in_local_time() {
    use podsheet::model::{Roll, RollKind};
    let mut h = harness(demo());
    let e = &h.state().doc().event;
    let m = &e.rounds[1].matches[0];
    let (letter, winner) = (m.label.clone().expect("a box letter"), m.a);
    h.state_mut().edit(Edit::AddRoll(Roll {
        made_at: "2026-11-23T23:36:30Z".into(),
        what: RollKind::CoinFlip {
            round: 2,
            index: 0,
            winner,
        },
    }));
    h.run();
    h.get_by_label("Rolls and coin flips").click();
    h.run();
    assert!(
        h.query_by_label_contains(&format!("Coin flip, round 2 box {letter}:"))
            .is_some(),
        "the flip is named by box {letter}"
    );
    assert!(
        h.query_by_label_contains("T23:36").is_none(),
        "shown in local time, not as the stored UTC stamp"
    );
}

/// After Export PDF, names no font draws are one summary line on the
/// status line, with every one kept for its hover (never a wall).
#[test]
fn pdf_warnings_are_one_line_with_the_details_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut event = demo();
    for (i, p) in event.players.iter_mut().take(3).enumerate() {
        p.name = format!("Player {i} \u{E000}");
    }
    // No window: the screen has no font for these either.
    let mut app = podsheet::app::PodsheetApp::new_for_test(event);
    app.open_pdf = false;
    app.export_pdf(&dir.path().join("out.pdf"), podsheet::io::pdf::Paper::A4);
    let notes = app.doc().notes.clone();
    assert_eq!(
        notes.len(),
        2,
        "what was written and one summary: {notes:?}"
    );
    assert!(notes[1].contains("and 2 more"), "{notes:?}");
    assert_eq!(app.pdf_warnings.len(), 3, "every name kept for the details");
}
