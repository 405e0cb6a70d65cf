//! The owner's small frictions in the app (issue 35, part 5; part 7's
//! unfinished language): a headless harness on the real app.

use crate::frictions::night_file_in;
use crate::util::app_support::{demo, harness, in_app, start_sharing};
use crate::util::pdf_support;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;
use podsheet::text::i18n::Lang;

#[test]
fn the_app_says_an_unfinished_language_under_the_sheet() {
    let mut h = harness(demo());
    h.run();
    assert!(h.query_by_label_contains("en-XA").is_none());
    h.state()
        .commands
        .send(podsheet::app::Command::SetLanguage(Some(Lang::Pseudo)));
    h.run();
    h.run();
    let shown = h.query_by_label_contains("en-XA").is_some();
    podsheet::text::i18n::set_current(Lang::En);
    assert!(shown, "the pseudo-locale says what it is");
}

#[test]
fn the_player_list_learns_a_swiss_and_its_late_entries() {
    let mut h = harness(demo());
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Sheet").click();
    h.run();
    h.get_by_label("Swiss, any size").click();
    h.run();
    let field = "Players, one name per line (type or paste):";
    h.get_by_label(field).focus();
    h.run();
    h.get_by_label(field)
        .type_text("Rosa Jiménez\nAda\nBea\nCleo\nDina\nEve\n");
    h.run();
    h.get_by_label("Create event").click();
    h.run();
    assert_eq!(h.state().doc().event.players.len(), 6);
    let list = |h: &egui_kittest::Harness<'_, podsheet::app::PodsheetApp>| {
        h.state()
            .night
            .players
            .as_ref()
            .unwrap()
            .list
            .names()
            .to_vec()
    };
    assert!(
        list(&h).iter().any(|n| n == "Rosa Jiménez"),
        "{:?}",
        list(&h)
    );

    // A late entry is learned too.
    h.get_by_label("Event").click();
    h.run();
    h.get_by_label("Late entry…").click();
    h.run();
    let name = || (egui::accesskit::Role::TextInput, "Name");
    h.get_by_role_and_label(name().0, name().1).focus();
    h.run();
    h.get_by_role_and_label(name().0, name().1)
        .type_text("Łucja");
    h.run();
    h.get_by_label("Add player").click();
    h.run();
    assert_eq!(h.state().doc().event.players.len(), 7);
    assert!(list(&h).iter().any(|n| n == "Łucja"), "{:?}", list(&h));

    // The next new event offers the Swiss's players as regulars.
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("New event…").click();
    h.run();
    // The Swiss is not saved: asked first, then let go (its players stay
    // on the list).
    h.get_by_label("Discard changes").click();
    h.run();
    h.get_by_label("Find a regular").focus();
    h.run();
    h.get_by_label("Find a regular").type_text("rosa jim");
    h.run();
    h.get_by_label("+ Rosa Jiménez").click();
    h.run();
    assert_eq!(
        h.get_by_label(field).value().as_deref(),
        Some("Rosa Jiménez\n")
    );
}

#[test]
fn a_draw_in_best_of_three_asks_which_and_the_box_says_how() {
    let (event, _) = crate::util::app_support::cleared_demo();
    let mut h = harness(event);
    let name = "Round 1 A: Scott vs Mariano score";
    h.get_by_label(name).focus();
    h.run();
    h.get_by_label(name).type_text("d");
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(h.state().doc().event.rounds[0].matches[0].score, None);
    h.get_by_label_contains("does not say which draw");
    assert_eq!(h.get_by_label(name).value().as_deref(), Some("d"), "kept");
    // The hint, on hover: an intentional draw is id.
    h.get_by_label(name).hover();
    h.run();
    h.get_by_label_contains("an intentional draw: id (0-0-3)");
}

#[test]
fn printing_while_sharing_on_this_computer_only_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(demo());
    in_app(&mut h);
    h.state_mut().open_pdf = false;
    start_sharing(&mut h);
    // This machine as if on the store's Wi-Fi.
    let wifi: std::net::IpAddr = [192, 168, 1, 20].into();
    h.state_mut()
        .share
        .set_choices(vec![wifi, [127, 0, 0, 1].into()]);
    h.run();
    // The share window says it, and offers the network.
    h.get_by_label_contains("reaches only this computer");
    h.get_by_label("Use 192.168.1.20 (the store's network)");
    let url = h.state().share.address().unwrap().0.to_string();

    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Print this round (Letter)…").click();
    h.run();
    h.get_by_label_contains("which only this computer opens");
    h.get_by_label("Share on 192.168.1.20 and print");
    assert!(
        h.query_by_label("Save this round's pairings and slips as")
            .is_none()
    );
    h.get_by_label(&format!("Print with {url} anyway")).click();
    h.run();
    h.run();
    h.get_by_label("Save this round's pairings and slips as");
    crate::util::app_support::go_to_folder(&mut h, dir.path());
    h.get_by_label("Save").click();
    h.run();
    let printed = std::fs::read_dir(dir.path()).unwrap().count();
    assert_eq!(printed, 1, "printed as it is");
    assert!(
        h.query_by_label_contains("which only this computer opens")
            .is_none()
    );
    h.state_mut().share.stop();
}

#[test]
fn the_apps_still_playing_printout_of_a_night_covers_the_room() {
    use podsheet::app::Command;
    use podsheet::app::files::purpose::Purpose;
    let dir = tempfile::tempdir().unwrap();
    let (file, n) = night_file_in(dir.path());
    let mut h = harness(demo());
    in_app(&mut h);
    h.state_mut().open_pdf = false;
    h.state()
        .commands
        .send(Command::FileChosen(Purpose::Open, Some(file)));
    h.run();
    assert_eq!(h.state().night.len(), n.pods.len());
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Print the tables still playing (Letter)")
        .click();
    h.run();
    // One printout for the room: no pod, no round in its name.
    assert_eq!(
        h.get_by_label("File name:").value().as_deref(),
        Some("friday-still-playing.pdf")
    );
    crate::util::app_support::go_to_folder(&mut h, dir.path());
    h.get_by_label("Save").click();
    h.run();
    let bytes = std::fs::read(dir.path().join("friday-still-playing.pdf")).unwrap();
    let text = pdf_support::collapse(
        &pdf_support::read_bytes(&bytes)
            .iter()
            .map(|(t, _)| t.as_str())
            .collect::<String>(),
    );
    for k in [0, 2] {
        let m = n.pods[k].rounds[0].matches.iter().find(|m| m.b.is_some());
        let a = &n.pods[k].player(m.unwrap().a).name;
        assert!(text.contains(a.as_str()), "pod {}: {a} in\n{text}", k + 1);
    }
}
