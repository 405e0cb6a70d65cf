//! A desktop with no file-chooser portal and no zenity (a session bus that
//! is not there, a PATH without zenity): Save As finds out, says why, and
//! shows Podsheet's own dialog instead of silently doing nothing.

#![cfg(all(unix, not(target_os = "macos")))]

use crate::util::app_support;

use app_support::{demo, harness};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;
use podsheet::app::Backend;

/// Set in the child process that runs the check with no portal.
const CHILD_ENV: &str = "PODSHEET_NO_PORTAL_CHILD";

/// The environment of a desktop without a portal is the process's own, so
/// the check runs in a child of this test binary that gets it from birth
/// (the other tests in this binary keep theirs).
#[test]
fn save_as_without_a_portal_opens_the_apps_own_dialog_and_says_why() {
    let empty = tempfile::tempdir().unwrap();
    let me = std::env::current_exe().unwrap();
    let out = std::process::Command::new(me)
        .args([
            "--exact",
            "app_no_portal::without_a_portal",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_ENV, "1")
        .env(
            "DBUS_SESSION_BUS_ADDRESS",
            "unix:path=/nonexistent/podsheet-bus",
        )
        .env("PATH", empty.path())
        .env_remove(podsheet::app::files::file_picker::ENV)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "the child failed:\n{text}");
    assert!(text.contains("1 passed"), "the child ran no check:\n{text}");
}

/// The check itself, in the child (a no-op anywhere else).
#[test]
fn without_a_portal() {
    if std::env::var_os(CHILD_ENV).is_none() {
        return;
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
    assert!(h.state().dialogs.error.is_none());
}
