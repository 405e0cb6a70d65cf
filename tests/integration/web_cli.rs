//! `podsheet serve FILE`: serves the file, shows an edit made on disk, and
//! keeps the last good version (saying why on stderr) when the file turns
//! bad. Bounded by `--stop-after`, so it always ends.

use crate::util::web_support;

use std::io::Read;
use std::net::SocketAddr;
use std::process::Command;
use std::time::{Duration, Instant};
use web_support::get;

/// Polls `path` until its body contains `text` (at most 15 s).
fn wait_for(addr: SocketAddr, path: &str, text: &str) -> bool {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(15) {
        if get(addr, path).body.contains(text) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    false
}

#[test]
fn serve_follows_the_file_and_survives_a_bad_save() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("friday.podsheet");
    let demo = web_support::demo_text();
    std::fs::write(&file, &demo).unwrap();
    let (mut child, addr) =
        web_support::spawn_serve(&file, &["--bind", "127.0.0.1", "--stop-after", "40"]);
    assert!(addr.ip().is_loopback());
    assert!(get(addr, "/standings").body.contains("Roger Clemens"));

    // An edit on disk shows on the pages.
    std::fs::write(&file, demo.replace("Roger Clemens", "Roger Rocket")).unwrap();
    assert!(
        wait_for(addr, "/standings", "Roger Rocket"),
        "edit not shown"
    );

    // A broken save: the last good version stays up.
    std::fs::write(&file, "{ not an event").unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    let page = get(addr, "/standings");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("Roger Rocket"));

    // Fixed again: shown again.
    std::fs::write(&file, demo.replace("Roger Clemens", "Roger Fixed")).unwrap();
    assert!(wait_for(addr, "/standings", "Roger Fixed"), "fix not shown");

    child.kill().unwrap();
    child.wait().unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert!(err.contains("friday.podsheet"), "{err}");
    assert!(err.contains("keep the last good version"), "{err}");
}

#[test]
fn serve_refuses_a_bad_file_and_a_busy_port_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.podsheet");
    std::fs::write(&bad, "nope").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .args(["serve", bad.to_str().unwrap(), "--port", "0"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad.podsheet"));

    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let demo = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/demo-8.podsheet");
    let out = Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .args(["serve", demo, "--port", &port, "--stop-after", "5"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("cannot listen") && err.contains("--port"),
        "{err}"
    );
}

#[test]
fn serve_shows_a_season_at_its_own_page() {
    let dir = tempfile::tempdir().unwrap();
    let nights = dir.path().join("season");
    std::fs::create_dir(&nights).unwrap();
    crate::util::season::two_nights(&nights);
    let file = dir.path().join("friday.podsheet");
    std::fs::write(&file, web_support::demo_text()).unwrap();
    let season = nights.to_string_lossy().into_owned();
    let (mut child, addr) =
        web_support::spawn_serve(&file, &["--season", &season, "--stop-after", "20"]);
    let page = get(addr, "/season").body;
    assert!(
        page.contains("Zoë Ådahl") && page.contains("both have 5 season points"),
        "{page}"
    );
    // The event's pages link to it.
    assert!(get(addr, "/").body.contains("href=\"/season\""));
    let _ = child.kill();
    let _ = child.wait();
}
