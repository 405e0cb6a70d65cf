//! One writer per file, whatever the file is called (issue 42): a second
//! `serve --reports` reaching a held file through a symbolic link, a hard
//! link, a linked folder or another spelling exits 2 naming the holder and
//! leaves the file as it was; and `serve --reports` through a link writes
//! the file the link leads to, keeping the link a link.
#![cfg(unix)]

use super::web_reports::{Phone, halves, post};
use crate::util::day::{play, swiss};
use crate::util::web_support::{phone, spawn_serve};
use podsheet::model::GameScore;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A second `serve --reports` on `way`, stopping by itself.
fn second_serve(way: &Path) -> std::process::Output {
    crate::util::cli::podsheet(&[
        "serve",
        way.to_str().unwrap(),
        "--reports",
        "--port",
        "0",
        "--stop-after",
        "5",
        "--lang",
        "en",
    ])
}

/// A 12-player Swiss with round 1 played, saved in a fresh folder.
fn event_file() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("friday.podsheet");
    let mut e = swiss(12, 4);
    play(&mut e, 1, &|i| i % 2 == 0);
    podsheet::io::event_file::save(&e, &file).unwrap();
    (dir, file)
}

/// Both players of round 2's first match report 2-1 from their own
/// phones on `file`'s serve; the result as `read` has it once it lands
/// (10 s at most).
fn agree_and_read(addr: std::net::SocketAddr, file: &Path, read: &Path) -> Option<GameScore> {
    let saved = podsheet::io::event_file::load(file).unwrap();
    let [a, b] = halves(&saved, 0);
    let ph = |device, n| Phone {
        device: Some(device),
        from: phone(n),
    };
    assert_eq!(post(addr, &a, "2-1", ph("aaaaaaaaaaaaaaaa", 1)).status, 303);
    assert_eq!(post(addr, &b, "2-1", ph("bbbbbbbbbbbbbbbb", 2)).status, 303);
    let until = Instant::now() + Duration::from_secs(10);
    let mut landed = None;
    while Instant::now() < until && landed.is_none() {
        std::thread::sleep(Duration::from_millis(50));
        landed = podsheet::io::event_file::load(read)
            .ok()
            .and_then(|e| e.rounds[1].matches[0].score);
    }
    landed
}

#[test]
fn every_other_way_to_a_served_file_is_refused_naming_serve() {
    let (dir, file) = event_file();
    let (mut child, _addr) = spawn_serve(&file, &["--reports", "--stop-after", "60"]);
    let before = std::fs::read(&file).unwrap();
    let symlink = dir.path().join("alias.podsheet");
    std::os::unix::fs::symlink(&file, &symlink).unwrap();
    let hard = dir.path().join("hard.podsheet");
    std::fs::hard_link(&file, &hard).unwrap();
    let folder = dir.path().join("linked");
    std::os::unix::fs::symlink(dir.path(), &folder).unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    let ways = [
        symlink.clone(),
        hard.clone(),
        folder.join("friday.podsheet"),
        folder.join("hard.podsheet"),
        dir.path().join("sub/.././friday.podsheet"),
    ];
    for way in &ways {
        let out = second_serve(way);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{}: {err}", way.display());
        assert!(err.contains("serve --reports"), "{}: {err}", way.display());
        assert!(
            err.contains(&format!("process {}", child.id())),
            "{}: {err}",
            way.display()
        );
    }
    // The hard link's refusal says which name the holder writes.
    let err = String::from_utf8_lossy(&second_serve(&hard).stderr).into_owned();
    assert!(err.contains("another name of"), "{err}");
    assert!(err.contains("friday.podsheet"), "{err}");
    let _ = child.kill();
    let _ = child.wait();
    assert!(std::fs::symlink_metadata(&symlink).unwrap().is_symlink());
    assert_eq!(std::fs::read(&hard).unwrap(), before, "no second writer");
    // Nobody holds it now, but it still has two names: a save would part
    // them, so serve is refused, saying so.
    let out = second_serve(&file);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("2 names on disk"), "{err}");
}

#[test]
fn serve_through_a_link_writes_the_file_it_leads_to_and_keeps_the_link() {
    let (dir, file) = event_file();
    let alias = dir.path().join("alias.podsheet");
    std::os::unix::fs::symlink(&file, &alias).unwrap();
    let (mut child, addr) = spawn_serve(&alias, &["--reports", "--stop-after", "60"]);
    // The file itself is held by the serve that went through the link.
    let out = second_serve(&file);
    assert_eq!(out.status.code(), Some(2));
    let landed = agree_and_read(addr, &file, &file);
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(landed, Some(GameScore::new(2, 1, 0)), "in the real file");
    assert!(
        std::fs::symlink_metadata(&alias).unwrap().is_symlink(),
        "the link is still a link"
    );
}

/// A hard link made while serve holds the file (the tester's F6): serve's
/// next save writes the file in place, so both names keep the new version
/// and are still one file, held; no second serve starts on a stale copy.
#[test]
fn a_hard_link_made_while_served_stays_the_same_file_after_a_save() {
    use std::os::unix::fs::MetadataExt;
    let (dir, file) = event_file();
    let (mut child, addr) = spawn_serve(&file, &["--reports", "--stop-after", "60"]);
    let hard = dir.path().join("hard.podsheet");
    std::fs::hard_link(&file, &hard).unwrap();
    let landed = agree_and_read(addr, &file, &hard);
    assert_eq!(
        landed,
        Some(GameScore::new(2, 1, 0)),
        "the other name has it"
    );
    let (f, h) = (
        std::fs::metadata(&file).unwrap(),
        std::fs::metadata(&hard).unwrap(),
    );
    assert_eq!((f.dev(), f.ino()), (h.dev(), h.ino()), "still one file");
    assert_eq!(std::fs::read(&file).unwrap(), std::fs::read(&hard).unwrap());
    // And it is still held under its other name.
    let out = second_serve(&hard);
    assert_eq!(out.status.code(), Some(2));
    let _ = child.kill();
    let _ = child.wait();
}
