//! What the owner set for sharing survives: after a restart the night
//! shares again on the address its slips carry, with reports as they
//! were; when that address is not served, the app says the phones are
//! down, with one click to share there again.

use crate::util::app_support::{shared_addr, start_sharing_with};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use podsheet::app::files::purpose::Purpose;
use podsheet::app::{Command, PodsheetApp};
use podsheet::io::pdf::Paper;

type H = Harness<'static, PodsheetApp>;

fn app_in(dir: &std::path::Path) -> H {
    let dir = dir.to_path_buf();
    Harness::builder()
        .with_size([1900.0, 1400.0])
        .build_eframe(move |_cc| PodsheetApp::new_for_test_in(PodsheetApp::demo_event(), dir))
}

fn send(h: &mut H, cmd: Command) {
    h.state().commands.send(cmd);
    h.run();
}

#[test]
fn sharing_resumes_after_a_restart_and_says_when_the_phones_are_down() {
    let data = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("friday.podsheet");
    std::fs::write(&file, podsheet::app::DEMO).unwrap();

    // The first run: the night opened, shared with reports, slips printed.
    let mut h = app_in(data.path());
    send(&mut h, Command::OpenPath(file.clone()));
    start_sharing_with(&mut h, true);
    let addr = shared_addr(&h);
    let url = format!("http://{addr}/");
    let slips = files.path().join("round.pdf");
    send(
        &mut h,
        Command::FileChosen(Purpose::PrintRound(Paper::A4, None), Some(slips.clone())),
    );
    assert!(slips.exists(), "the slips were printed");
    assert_eq!(h.state().share.printed.as_deref(), Some(url.as_str()));
    assert!(h.query_by_label_contains("The phones are down").is_none());
    // The round's clock runs, five minutes given.
    use podsheet::app::view::ClockAction;
    send(&mut h, Command::Clock(ClockAction::Extra(5)));
    send(&mut h, Command::Clock(ClockAction::Start));
    // The app goes away (a crash, the end of the day): its server too.
    drop(h);

    // The next start opens the same night: it shares again as it did.
    let mut h = app_in(data.path());
    send(&mut h, Command::OpenPath(file.clone()));
    h.run();
    let again = h.state().share.address().map(|(u, _)| u.to_string());
    assert_eq!(again.as_deref(), Some(url.as_str()), "the same address");
    assert!(h.state().share.reports, "players still report results");
    let clock = &h.state().doc().clock;
    assert!(clock.running(), "the round's clock runs on");
    assert_eq!(clock.extra_minutes(), 5);
    assert!(h.query_by_label_contains("The phones are down").is_none());

    // Sharing stopped: every printed slip points at nothing, and it says so.
    h.state_mut().share.stop();
    h.run();
    let notice = format!("The phones are down: tonight's printouts send players to {url}");
    assert!(
        h.query_by_label_contains(&notice).is_some(),
        "the notice names the printed address"
    );
    h.get_by_label(&format!("Share on {url} again")).click();
    h.run();
    h.run();
    assert_eq!(
        h.state().share.address().map(|(u, _)| u.to_string()),
        Some(url.clone())
    );
    assert!(h.query_by_label_contains("The phones are down").is_none());

    // The night is over: the owner says the printouts need it no more.
    h.state_mut().share.stop();
    h.run();
    h.get_by_label("The printouts no longer need it").click();
    h.run();
    h.run();
    assert!(h.query_by_label_contains("The phones are down").is_none());
}

/// A TOM export or a results CSV opened only to look at it leaves nothing
/// to recover: closing loses nothing (the file is there), so the next
/// start asks nothing.
#[test]
fn a_tom_file_only_looked_at_leaves_no_recovery_prompt() {
    let data = tempfile::tempdir().unwrap();
    for fixture in [
        "tests/fixtures/pod8.csv",
        "tests/fixtures/tdf/league-cup.tdf",
    ] {
        let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(fixture);
        if !file.exists() {
            continue;
        }
        let mut h = app_in(data.path());
        send(&mut h, Command::OpenPath(file.clone()));
        assert!(h.state().dialogs.error.is_none(), "{fixture} opens");
        send(
            &mut h,
            Command::Explain(podsheet::app::Pick::Group(podsheet::model::PlayerId(0))),
        );
        assert!(!h.state().is_dirty(), "{fixture}: nothing changed");
        h.state_mut().write_recovery();
        drop(h);
        let mut next = PodsheetApp::new_for_test_in(PodsheetApp::demo_event(), data.path().into());
        next.look_for_recovery();
        assert!(
            next.dialogs.recovery_offer.is_none(),
            "{fixture}: nothing to offer"
        );
    }
}

/// After a crash with results not yet saved, the phones wait while the
/// owner is asked whether to restore the night: served the file on disk,
/// they would take results into a night the restore then replaces.
/// Sharing resumes once the question is answered.
#[test]
fn sharing_waits_for_the_answer_to_the_recovery_offer() {
    let data = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("friday.podsheet");
    std::fs::write(&file, podsheet::app::DEMO).unwrap();
    let mut h = app_in(data.path());
    send(&mut h, Command::OpenPath(file.clone()));
    start_sharing_with(&mut h, true);
    // An edit not saved, then the app is gone (a crash).
    send(
        &mut h,
        Command::Edit(podsheet::app::document::edit::Edit::SetName(
            podsheet::model::PlayerId(0),
            "Unsaved Name".into(),
        )),
    );
    h.state_mut().write_recovery();
    drop(h);

    // The next start, as `podsheet` makes it: the last file opened, then
    // the recovery files looked for, before the first frame.
    let (dir, last) = (data.path().to_path_buf(), file.clone());
    let mut h: H = Harness::builder()
        .with_size([1900.0, 1400.0])
        .build_eframe(move |_cc| {
            let mut app = PodsheetApp::new_for_test_in(PodsheetApp::demo_event(), dir);
            app.open_path(&last);
            app.look_for_recovery();
            app
        });
    h.run();
    h.run();
    assert!(
        h.state().dialogs.recovery_offer.is_some(),
        "the offer waits"
    );
    assert!(!h.state().share.is_on(), "no phone is served meanwhile");
    send(&mut h, Command::AnswerRecovery(true));
    h.run();
    assert!(h.state().share.is_on(), "sharing resumes once answered");
    assert_eq!(h.state().doc().event.players[0].name, "Unsaved Name");
    h.state_mut().share.stop();
}
