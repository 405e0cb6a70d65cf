//! A desktop with no file-chooser portal and no zenity (a session bus that
//! is not there, a PATH without zenity): Save As finds out, says why, and
//! shows Podsheet's own dialog instead of silently doing nothing.

#![cfg(all(unix, not(target_os = "macos")))]

mod app_support;

use app_support::{demo, harness};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;
use podsheet::app::Backend;

#[test]
fn save_as_without_a_portal_opens_the_apps_own_dialog_and_says_why() {
    let empty = tempfile::tempdir().unwrap();
    // SAFETY: the only test in this binary; set before any thread reads
    // the environment.
    unsafe {
        std::env::set_var(
            "DBUS_SESSION_BUS_ADDRESS",
            "unix:path=/nonexistent/podsheet-bus",
        );
        std::env::set_var("PATH", empty.path());
        std::env::remove_var(podsheet::app::file_picker::ENV);
    }
    let mut h = harness(demo());
    assert_eq!(h.state().file_dialogs, Backend::Auto);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    // The desktop is asked on a thread: wait (bounded) for its answer.
    for _ in 0..200 {
        h.step();
        if h.query_by_label("Save the event as").is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(25));
    }
    h.run();
    h.get_by_label("Save the event as");
    h.get_by_label_contains("This desktop has no file dialog service");
    assert!(
        matches!(h.state().file_dialogs, Backend::InApp { .. }),
        "remembered for the session"
    );
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.query_by_label("Save the event as").is_none());
    assert!(h.state().error.is_none());
}
