//! Podsheet's own file dialog, as on a desktop with no file-chooser service:
//! Save As shows it, a name typed there is saved, and the file reopens
//! identical through the same dialog.

use crate::util::app_support;

use app_support::{WHY, demo, go_to_folder, harness, in_app, retype};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;
use podsheet::io::event_file;
use podsheet::model::PlayerId;

#[test]
fn save_as_in_the_apps_own_dialog_then_reopen_identical() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(demo());
    in_app(&mut h);
    h.state_mut()
        .doc_mut()
        .apply(podsheet::app::document::edit::Edit::SetDeck(
            PlayerId(0),
            "Mono-red".into(),
        ));
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.run();
    h.get_by_label("Save the event as");
    h.get_by_label(WHY);
    // The suggested name is the event's name and date.
    let suggested = "8-player pod (filled sheet example) 2006-05-12.podsheet";
    assert_eq!(
        h.get_by_label("File name:").value().as_deref(),
        Some(suggested)
    );
    // The cursor is in the name field with the name selected (not the
    // extension): typing replaces it.
    h.get_by_label("File name:").type_text("friday night");
    h.run();
    assert_eq!(
        h.get_by_label("File name:").value().as_deref(),
        Some("friday night.podsheet")
    );
    go_to_folder(&mut h, dir.path());
    h.get_by_label("Save").click();
    h.run();

    let path = dir.path().join("friday night.podsheet");
    assert!(
        h.state().dialogs.error.is_none(),
        "{:?}",
        h.state().dialogs.error
    );
    assert_eq!(h.state().doc().path.as_deref(), Some(path.as_path()));
    assert!(!h.state().is_dirty());
    assert!(h.query_by_label("Save the event as").is_none(), "closed");
    let saved = h.state().doc().event.clone();
    assert_eq!(event_file::load(&path).unwrap(), saved);

    // Said once: the next dialog does not repeat why.
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.run();
    h.get_by_label("Save the event as");
    assert!(h.query_by_label(WHY).is_none());
    // Saving over the file asks first.
    h.get_by_label("Save").click();
    h.run();
    h.get_by_label_contains("already exists. Replace it?");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.query_by_label("Save the event as").is_none());

    // Reopen in a fresh app through the same dialog.
    let mut again = harness(demo());
    in_app(&mut again);
    again.key_press_modifiers(Modifiers::COMMAND, Key::O);
    again.run();
    again.get_by_label("Open an event");
    go_to_folder(&mut again, dir.path());
    again.get_by_label("friday night.podsheet").click();
    again.run();
    again.get_by_label("Open").click();
    again.run();
    assert!(
        again.state().dialogs.error.is_none(),
        "{:?}",
        again.state().dialogs.error
    );
    assert_eq!(again.state().doc().event, saved);
    assert_eq!(again.state().doc().path.as_deref(), Some(path.as_path()));
}

#[test]
fn a_name_that_cannot_be_saved_is_explained_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(demo());
    in_app(&mut h);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.run();
    go_to_folder(&mut h, dir.path());
    retype(&mut h, "File name:", "no such folder/x");
    h.get_by_label("Save").click();
    h.run();
    h.get_by_label_contains("There is no folder");
    assert!(h.state().doc().path.is_none());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    // A folder that does not exist keeps the one shown and says so.
    go_to_folder(&mut h, &dir.path().join("nowhere"));
    h.get_by_label_contains("Cannot open the folder");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.query_by_label("Save the event as").is_none());
}

#[test]
fn export_pdf_and_name_import_go_through_the_same_dialog() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(demo());
    in_app(&mut h);
    h.state_mut().open_pdf = false;
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Export PDF (A4)…").click();
    h.run();
    h.get_by_label("Export a PDF");
    assert_eq!(
        h.get_by_label("File name:").value().as_deref(),
        Some("8-player pod (filled sheet example) 2006-05-12.pdf")
    );
    go_to_folder(&mut h, dir.path());
    h.get_by_label("Save").click();
    h.run();
    let pdf = dir
        .path()
        .join("8-player pod (filled sheet example) 2006-05-12.pdf");
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));

    // File → Print this round: the latest round's pairings and slips.
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Print this round (Letter)…").click();
    h.run();
    h.get_by_label("Save this round's pairings and slips as");
    let name = "8-player pod (filled sheet example) 2006-05-12-round-3.pdf";
    assert_eq!(h.get_by_label("File name:").value().as_deref(), Some(name));
    go_to_folder(&mut h, dir.path());
    h.get_by_label("Save").click();
    h.run();
    let bytes = std::fs::read(dir.path().join(name)).unwrap();
    assert!(bytes.starts_with(b"%PDF"));
    assert!(
        h.state().doc().notes[0].contains("(2 pages)"),
        "pairings, then slips: {:?}",
        h.state().doc().notes
    );

    // Names for a new event, from a text file picked in the dialog.
    std::fs::write(dir.path().join("signups.txt"), "Ana\nBo\nCy\n").unwrap();
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Import names from CSV…").click();
    h.run();
    h.get_by_label("Import player names");
    go_to_folder(&mut h, dir.path());
    assert!(
        h.query_by_label("8-player pod (filled sheet example) 2006-05-12.pdf")
            .is_none(),
        "only names files are listed"
    );
    h.get_by_label("signups.txt").click();
    h.run();
    h.get_by_label("Open").click();
    h.run();
    let form = h
        .state()
        .dialogs
        .new_event
        .as_ref()
        .expect("the form stays open");
    assert_eq!(form.names, "Ana\nBo\nCy");
}
