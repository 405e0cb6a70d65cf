//! Files through the real app: save and reopen, a bad file's error, the
//! title's unsaved mark, and the new-event dialog.

use crate::util::app_support;

use app_support::{cleared_demo, demo, harness};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;
use podsheet::app::document::edit::Edit as Command;
use podsheet::io::event_file;
use podsheet::model::{GameScore, RollKind, Structure, Template};

#[test]
fn save_reopen_and_compare() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friday.podsheet");
    let (event, _) = cleared_demo();
    let mut h = harness(event);
    let name = "Round 1 C: Derek vs Bernie score";
    h.get_by_label(name).focus();
    h.run();
    h.get_by_label(name).type_text("2-1-1");
    h.key_press(Key::Enter);
    h.run();
    assert!(h.state().is_dirty());
    assert!(h.state().night.title().contains('•'));

    assert!(h.state_mut().save_to(&path));
    h.run();
    assert!(!h.state().is_dirty());
    assert!(h.state().night.title().starts_with("friday.podsheet"));
    assert!(!h.state().night.title().contains('•'));

    // Reopen in a fresh app: the same event, the same standings.
    let mut again = harness(demo());
    again.state_mut().open_path(&path);
    again.run();
    assert_eq!(again.state().doc().event, h.state().doc().event);
    assert_eq!(
        again.state().doc().event.rounds[0].matches[2].score,
        Some(GameScore::new(2, 1, 1))
    );
    assert_eq!(again.state().recent.first(), Some(&path));
    assert_eq!(event_file::load(&path).unwrap(), h.state().doc().event);
}

#[test]
fn a_bad_file_shows_its_error_and_keeps_the_open_event() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("broken.podsheet");
    std::fs::write(&bad, "{ \"format\": \"podsheet/1\", \"name\": 3 }").unwrap();
    let expected = event_file::load(&bad).unwrap_err().message.to_string();
    let mut h = harness(demo());
    h.state_mut()
        .doc_mut()
        .apply(Command::SetDeck(podsheet::model::PlayerId(0), "U/W".into()));
    let before = h.state().doc().event.clone();
    h.state_mut().open_path(&bad);
    h.run();
    assert_eq!(h.state().doc().event, before, "the open event is kept");
    assert!(h.state().is_dirty(), "and still unsaved");
    h.get_by_label_contains(&expected);
    h.get_by_label("OK").click();
    h.run();
    assert!(h.state().dialogs.error.is_none());
    assert!(h.query_by_label_contains(&expected).is_none());
}

#[test]
fn a_new_swiss_sheet_from_a_pasted_list() {
    let mut h = harness(demo());
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Sheet").click();
    h.run();
    h.get_by_label("10-player Swiss (sheet)").click();
    h.run();
    let names = (1..=10)
        .map(|i| format!("Player {i}"))
        .collect::<Vec<_>>()
        .join("\n");
    let field = "Players, one name per line (type or paste):";
    h.get_by_label(field).focus();
    h.run();
    h.get_by_label(field).type_text(&names);
    h.run();
    // "Seat randomly" is on by default, as the sheets say.
    h.get_by_label("Create event").click();
    h.run();
    let ev = &h.state().doc().event;
    assert_eq!(ev.players.len(), 10);
    assert_eq!(
        ev.structure,
        Structure::Pod {
            template: Template::Swiss10
        }
    );
    assert_eq!(ev.rules, podsheet::model::Preset::PodSwiss);
    // Round 1 comes from the sheet's own boxes.
    let slots: Vec<_> = Template::Swiss10.round_slots(1).collect();
    assert_eq!(ev.rounds.len(), 1);
    assert_eq!(ev.rounds[0].matches.len(), slots.len());
    // The seating roll is stored, and the seats follow it.
    let Some(RollKind::Seating { order }) = ev.rolls.first().map(|r| &r.what) else {
        panic!("a seating roll is stored");
    };
    let mut seen: Vec<usize> = order.iter().map(|p| p.0).collect();
    seen.sort();
    assert_eq!(seen, (0..10).collect::<Vec<_>>());
    for (seat, p) in order.iter().enumerate() {
        assert_eq!(ev.players[p.0].seat, Some(seat as u32 + 1));
    }
    assert!(h.state().is_dirty(), "a new event is not saved yet");
}

#[test]
fn a_new_sheet_with_the_wrong_number_of_players_says_so() {
    let mut h = harness(demo());
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    let field = "Players, one name per line (type or paste):";
    h.get_by_label(field).focus();
    h.run();
    h.get_by_label(field).type_text("Ann\nBob\nCy");
    h.run();
    h.get_by_label("Create event").click();
    h.run();
    h.get_by_label("This sheet is for 8 players; the list has 3.");
    assert_eq!(h.state().doc().event.name, demo().name, "nothing replaced");
}

#[test]
fn names_from_a_csv_with_a_name_column() {
    let names =
        podsheet::app::document::new_event::names_from_csv("seat,name\n1,Ann\n2,Bob\n").unwrap();
    assert_eq!(names, ["Ann", "Bob"]);
    let plain = podsheet::app::document::new_event::names_from_csv("Ann\nBob\n\nCy\n").unwrap();
    assert_eq!(plain, ["Ann", "Bob", "Cy"]);
}

#[test]
fn rolls_drops_and_late_entries_are_commands() {
    let mut h = harness(demo());
    h.get_by_label("Event").click();
    h.run();
    h.get_by_label("Tie-break roll").click();
    h.run();
    let ev = &h.state().doc().event;
    let Some(RollKind::TieBreak { order }) = ev.rolls.last().map(|r| &r.what) else {
        panic!("a tie-break roll is stored");
    };
    assert_eq!(order.len(), 8);
    assert!(!ev.rolls.last().unwrap().made_at.is_empty());

    h.get_by_label("Actions for Scott").click();
    h.run();
    h.get_by_label("Drop after round 2").click();
    h.run();
    assert_eq!(h.state().doc().event.players[0].dropped_after, Some(2));
    h.get_by_label("dropped after round 2");
    // Scott has a round-3 result: the sheet says so rather than refusing.
    assert!(
        h.state()
            .doc()
            .snapshot
            .problems
            .iter()
            .any(|p| p.message.to_string().contains("dropped after round 2 but"))
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().doc().event.players[0].dropped_after, None);
}

#[test]
fn closing_with_unsaved_changes_asks_first() {
    let mut h = harness(demo());
    h.state_mut().doc_mut().apply(Command::SetDeck(
        podsheet::model::PlayerId(1),
        "Mono U".into(),
    ));
    h.run();
    h.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    h.step();
    let cancelled = h
        .output()
        .viewport_output
        .get(&egui::ViewportId::ROOT)
        .is_some_and(|v| v.commands.contains(&egui::ViewportCommand::CancelClose));
    assert!(cancelled, "the close is held back");
    h.run();
    h.get_by_label("This event has unsaved changes. Save them before closing?");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.query_by_label("Close without saving").is_none());
    assert_eq!(h.state().doc().event.players[1].deck, "Mono U");
}

#[test]
fn the_title_names_the_file_and_marks_unsaved_changes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("pod.podsheet");
    event_file::save(&demo(), &path).unwrap();
    let mut h = harness(demo());
    h.state_mut().open_path(&path);
    h.run();
    assert_eq!(h.state().night.title(), "pod.podsheet — Podsheet");
    h.state_mut().doc_mut().apply(Command::SetName(
        podsheet::model::PlayerId(0),
        "Scotty".into(),
    ));
    assert_eq!(h.state().night.title(), "pod.podsheet • — Podsheet");
}

/// A file dropped on the window, as the integration hands it to egui.
#[derive(Debug)]
struct Dropped(std::path::PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn drop_file(
    h: &mut egui_kittest::Harness<'_, podsheet::app::PodsheetApp>,
    path: &std::path::Path,
) {
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(path.to_path_buf())));
    h.run();
}

#[test]
fn a_dropped_file_opens_and_unsaved_changes_are_asked_about_first() {
    let fixture =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pod10.podsheet");
    let pod10 = event_file::load(&fixture).unwrap();
    let mut h = harness(demo());
    drop_file(&mut h, &fixture);
    assert_eq!(
        h.state().doc().event,
        pod10,
        "a clean sheet is replaced at once"
    );

    h.state_mut().doc_mut().apply(Command::SetDeck(
        podsheet::model::PlayerId(0),
        "Boros".into(),
    ));
    let edited = h.state().doc().event.clone();
    let other =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pod7.podsheet");
    drop_file(&mut h, &other);
    assert_eq!(
        h.state().doc().event,
        edited,
        "nothing replaced before the answer"
    );
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(h.state().doc().event, edited);

    drop_file(&mut h, &other);
    h.get_by_label("Discard changes").click();
    h.run();
    assert_eq!(h.state().doc().event, event_file::load(&other).unwrap());
    assert!(!h.state().is_dirty());
}

#[test]
fn saving_right_after_typing_keeps_what_was_typed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("quick.podsheet");
    let (event, _) = cleared_demo();
    event_file::save(&event, &path).unwrap();
    let mut h = harness(demo());
    h.state_mut().open_path(&path);
    h.run();
    let name = "Round 1 D: Jorge vs Roger score";
    h.get_by_label(name).focus();
    h.run();
    h.get_by_label(name).type_text("1-2");
    h.run();
    // No Enter, no Tab: straight to Ctrl+S.
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    let saved = event_file::load(&path).unwrap();
    assert_eq!(
        saved.rounds[0].matches[3].score,
        Some(GameScore::new(1, 2, 0))
    );
    assert!(!h.state().is_dirty());
}

#[test]
fn a_drawn_bracket_match_gets_a_stored_coin_flip() {
    let (event, _) = cleared_demo();
    let mut h = harness(event);
    let name = "Round 1 A: Scott vs Mariano score";
    h.get_by_label(name).focus();
    h.run();
    // A draw in best of three is typed as played (docs/rules.md §1).
    h.get_by_label(name).type_text("1-1-1");
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(
        h.state().doc().event.rounds[0].matches[0].score,
        Some(GameScore::new(1, 1, 1))
    );
    h.get_by_label("Flip coin for A").click();
    h.run();
    let ev = &h.state().doc().event;
    let winner = ev.coin_flip(1, 0).expect("the flip is stored");
    assert!(winner.0 == 0 || winner.0 == 4, "one of the two players");
    assert!(h.query_by_label("Flip coin for A").is_none(), "made once");
    h.get_by_label_contains("coin flip:");
}

#[test]
fn export_pdf_writes_the_filled_sheet_and_reports_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friday.pdf");
    let mut h = harness(demo());
    h.state_mut().open_pdf = false;
    h.state_mut()
        .export_pdf(&path, podsheet::io::pdf::Paper::A4);
    h.run();
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.starts_with(b"%PDF"));
    assert!(h.state().dialogs.error.is_none());
    assert!(
        h.state().doc().notes[0].starts_with("Wrote "),
        "{:?}",
        h.state().doc().notes
    );
    // A path that cannot be written is an error shown, not a crash.
    h.state_mut().export_pdf(
        &dir.path().join("no/such/dir/x.pdf"),
        podsheet::io::pdf::Paper::Letter,
    );
    assert!(
        h.state()
            .dialogs
            .error
            .as_deref()
            .unwrap_or("")
            .contains("Could not write")
    );
}

/// The demo file with one player's seat changed.
fn demo_with_seat(player: usize, seat: u32) -> String {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/demo-8.podsheet"
    ))
    .unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["players"][player]["seat"] = serde_json::json!(seat);
    serde_json::to_string_pretty(&v).unwrap()
}

#[test]
fn two_players_in_one_seat_open_with_the_warning_beside_the_player() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shared.podsheet");
    // Derek Jeter (player 3) given Scott Brosius's seat 8.
    std::fs::write(&path, demo_with_seat(2, 8)).unwrap();
    let mut h = harness(demo());
    h.state_mut().open_path(&path);
    h.run();
    assert!(
        h.state().dialogs.error.is_none(),
        "{:?}",
        h.state().dialogs.error
    );
    assert_eq!(h.state().doc().path.as_deref(), Some(path.as_path()));
    h.get_by_label_contains("Scott Brosius and Derek Jeter are both given seat 8");
    h.get_by_label_contains("1 problem");
}

#[test]
fn a_field_that_cannot_be_meant_is_refused_with_its_path_and_the_event_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("seat0.podsheet");
    std::fs::write(&path, demo_with_seat(2, 0)).unwrap();
    let mut h = harness(demo());
    let before = h.state().doc().event.clone();
    h.state_mut().open_path(&path);
    h.run();
    assert_eq!(h.state().doc().event, before, "the open event is kept");
    h.get_by_label_contains("at players[2].seat: Derek Jeter is in seat 0");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        demo_with_seat(2, 0),
        "the file is left as it was"
    );
}

/// The app holds the lock of the file on screen, and gives it back when it
/// goes: a closed app (or a test's) leaves no `.NAME.lock` beside the file.
#[test]
fn the_files_lock_is_held_while_open_and_gone_with_the_app() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pod10.podsheet");
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pod10.podsheet"),
        &file,
    )
    .unwrap();
    let lock = podsheet::io::lock::path_for(&file);
    let mut h = harness(demo());
    drop_file(&mut h, &file);
    h.run();
    assert_eq!(
        podsheet::io::lock::holder(&file).map(|h| h.pid),
        Some(std::process::id().to_string())
    );
    drop(h);
    assert!(!lock.exists(), "the lock went with the app");
}

/// One writer per file: a file `podsheet serve --reports` writes is not
/// opened (the error names it); a file changed on disk by another
/// program after it was opened is said above the sheet and never saved
/// over; opening it again shows what that program wrote.
#[test]
fn a_file_another_program_writes_is_never_saved_over() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pod10.podsheet");
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pod10.podsheet"),
        &file,
    )
    .unwrap();
    let mut h = harness(demo());
    // Written by `serve --reports` (another process): refused, naming it;
    // the demo stays.
    let (mut serve, _) =
        crate::util::web_support::spawn_serve(&file, &["--reports", "--stop-after", "30"]);
    h.state_mut().open_path(&file);
    h.run();
    let err = h.state().dialogs.error.clone().expect("refused");
    assert!(err.contains("podsheet serve --reports"), "{err}");
    assert_ne!(h.state().doc().path.as_deref(), Some(file.as_path()));
    let _ = serve.kill();
    let _ = serve.wait();
    h.state_mut().dialogs.error = None;
    // Free: opened. Another program writes it (a result added).
    drop_file(&mut h, &file);
    h.run();
    assert_eq!(h.state().doc().path.as_deref(), Some(file.as_path()));
    let mut theirs = event_file::load(&file).unwrap();
    theirs.name = "Written by another program".into();
    std::thread::sleep(std::time::Duration::from_millis(20));
    event_file::save(&theirs, &file).unwrap();
    // A local edit, then Ctrl+S: refused, the other program's file kept.
    h.state_mut().edit(Command::SetScore {
        round: 1,
        index: 0,
        score: Some(GameScore::new(0, 2, 0)),
    });
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    let err = h.state().dialogs.error.clone().expect("not saved");
    assert!(err.contains("changed on disk"), "{err}");
    assert_eq!(event_file::load(&file).unwrap(), theirs, "never saved over");
    h.state_mut().dialogs.error = None;
    for _ in 0..3 {
        h.run();
    }
    assert!(
        h.query_all_by_label_contains("was changed on disk by another program")
            .next()
            .is_some(),
        "said above the sheet"
    );
    assert!(
        h.query_by_label("Save your changes as another file…")
            .is_some()
    );
    // Open it again: what the other program wrote is on screen.
    h.state_mut().open_path(&file);
    h.run();
    assert_eq!(h.state().doc().event.name, "Written by another program");
    assert!(
        h.query_all_by_label_contains("was changed on disk by another program")
            .next()
            .is_none()
    );
}
