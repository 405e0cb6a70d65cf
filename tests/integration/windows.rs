//! Windows as a store's counter PC has it (issue 43), run on Windows only
//! (in CI under Wine, packaging/windows/wine-tests.sh): one writer per
//! file by the lock file's share mode, also after a crash; files named by
//! drive letter, backslashes, forward slashes and `\\?\`, and lock files
//! beside a UNC path; non-ASCII folder and file names through every
//! command that reads or writes; and the advice under a warning pasted
//! into cmd.exe as printed, with a folder name that has spaces, `'`, `&`
//! and parentheses, and a player's name with a double quote.

use crate::util::cli::podsheet;
use crate::util::day::{hook, play, swiss};
use crate::util::room::corrected_night;
use crate::util::web_support::spawn_serve;
use podsheet::io::lock::{self, Held, Writer};
use podsheet::model::Event;
use std::os::windows::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Exit code, stdout and stderr.
fn run(args: &[&str]) -> (i32, String, String) {
    said(&podsheet(args))
}

fn said(out: &Output) -> (i32, String, String) {
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The repository's folder as Windows names it (`C:\…`, or `Z:\…` under
/// Wine), without the `\\?\` that canonicalize adds.
fn repo() -> PathBuf {
    let full = std::fs::canonicalize(env!("CARGO_MANIFEST_DIR")).unwrap();
    let s = full.to_str().unwrap();
    PathBuf::from(s.strip_prefix(r"\\?\").unwrap_or(s))
}

/// The standings of the demo pod, as `assets/demo-8.podsheet` gives them.
fn demo_standings() -> String {
    let (code, out, err) = run(&["standings", "assets/demo-8.podsheet"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Rank"), "{out}");
    out
}

#[test]
fn a_file_is_named_by_drive_letter_backslashes_slashes_or_as_verbatim() {
    let want = demo_standings();
    let full = repo().join(r"assets\demo-8.podsheet");
    let full = full.to_str().unwrap();
    assert!(full.as_bytes()[1] == b':', "a drive letter: {full}");
    let lower = format!("{}{}", full[..1].to_lowercase(), &full[1..]);
    let named = [
        full.to_string(),
        full.replace('\\', "/"),
        format!(r"\\?\{full}"),
        lower,
        r"assets\demo-8.podsheet".to_string(),
        r".\assets\..\assets\demo-8.podsheet".to_string(),
    ];
    for name in &named {
        let (code, out, err) = run(&["standings", name]);
        assert_eq!(code, 0, "{name}: {err}");
        assert_eq!(out, want, "{name}");
    }
    // A file that is not there: exit 2, named as typed.
    let missing = r"Q:\no such folder\friday.podsheet";
    let (code, _, err) = run(&["standings", missing]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(missing), "{err}");
}

/// The lock's name is the file's in lower case: Windows ignores case, so
/// "Zoë's night" and "zoë's night" are one file with one lock.
#[test]
fn the_lock_file_sits_beside_the_file_at_a_drive_root_and_on_a_share() {
    for (file, lock_file) in [
        (r"C:\friday.podsheet", r"C:\.friday.podsheet.lock"),
        (
            r"D:\Events\Zoë's night.podsheet",
            r"D:\Events\.zoë's night.podsheet.lock",
        ),
        (
            r"\\store-pc\events\friday.podsheet",
            r"\\store-pc\events\.friday.podsheet.lock",
        ),
        (
            r"\\?\UNC\store-pc\events\friday.podsheet",
            r"\\?\UNC\store-pc\events\.friday.podsheet.lock",
        ),
        (
            r"\\?\C:\Events\friday.podsheet",
            r"\\?\C:\Events\.friday.podsheet.lock",
        ),
    ] {
        assert_eq!(
            lock::path_for(Path::new(file)),
            Path::new(lock_file),
            "{file}"
        );
    }
}

#[test]
fn a_second_writer_cannot_open_the_lock_file_and_anyone_can_read_who_holds_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("friday.podsheet");
    podsheet::io::night_file::save(&corrected_night(), &file).unwrap();
    let f = file.to_str().unwrap();
    let held = Held::try_take(&file, Writer::App).unwrap();
    let lock_file = lock::path_for(&file);
    // Opened to write elsewhere: a sharing violation (32).
    let e = std::fs::OpenOptions::new()
        .write(true)
        .open(&lock_file)
        .unwrap_err();
    assert_eq!(e.raw_os_error(), Some(32), "{e}");
    // Read: who holds it.
    let text = std::fs::read_to_string(&lock_file).unwrap();
    assert_eq!(text, format!("{}\napp\n", std::process::id()));
    // A command that writes the file, in another process: refused, the
    // file as it was.
    let before = std::fs::read(&file).unwrap();
    let (code, _, err) = run(&["keep", f, "--pod", "1", "--round", "2"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains(&format!(
            "is open in Podsheet (process {})",
            std::process::id()
        )),
        "{err}"
    );
    assert_eq!(std::fs::read(&file).unwrap(), before);
    drop(held);
    assert!(!lock_file.exists(), "taken away with its holder");
    let (code, _, err) = run(&["keep", f, "--pod", "1", "--round", "2"]);
    assert_eq!(code, 0, "free again: {err}");
    assert!(!lock_file.exists(), "the command took its lock away");
}

#[test]
fn a_writer_that_crashes_holds_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("swiss.podsheet");
    let mut e = swiss(8, 3);
    play(&mut e, 1, &|_| false);
    podsheet::io::event_file::save(&e, &file).unwrap();
    let (mut child, _) = spawn_serve(&file, &["--reports", "--stop-after", "120"]);
    let h = lock::other_holder(&file).expect("serve holds the file");
    assert_eq!(h.writer, Some(Writer::Serve));
    assert_eq!(h.pid, child.id().to_string());
    assert!(Held::try_take(&file, Writer::App).is_err());
    // TerminateProcess: no destructor runs, as in a crash or a power cut
    // of the process.
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(lock::path_for(&file).exists(), "left behind by the crash");
    assert_eq!(lock::holder(&file), None, "but held by no one");
    let again = Held::try_take(&file, Writer::App).expect("free after the crash");
    assert_eq!(lock::holder(&file).unwrap().writer, Some(Writer::App));
    drop(again);
}

#[test]
fn non_ascii_folder_and_file_names_are_read_written_and_locked() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("Zoë's 金曜日 드래프트 (שישי)");
    std::fs::create_dir(&folder).unwrap();
    // The night written by `pods` from a player list, both so named.
    let players = folder.join("Spieler — 金曜日.txt");
    let names = [
        "Zoë Ärnström",
        "山田 太郎",
        "김민준",
        "Noah",
        "Ana",
        "Eli",
        "Gus",
        "Ivy",
    ];
    std::fs::write(&players, names.join("\n")).unwrap();
    let file = folder.join("ドラフト №1 — Ärnström.podsheet");
    let f = file.to_str().unwrap();
    let (code, _, err) = run(&["pods", players.to_str().unwrap(), "--seed", "7", "-o", f]);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = run(&["standings", f]);
    assert_eq!(code, 0, "{err}");
    for name in names {
        assert!(out.contains(name), "{name}: {out}");
    }
    let pdf = folder.join("Tabelle für Zoë.pdf");
    let (code, _, err) = run(&["pdf", f, "-o", pdf.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    // Locked beside it under its own name.
    let held = Held::try_take(&file, Writer::Command).unwrap();
    assert!(
        folder
            .join(".ドラフト №1 — Ärnström.podsheet.lock")
            .is_file()
    );
    drop(held);
    // An error names it as it is.
    let missing = folder.join("なし.podsheet");
    let (code, _, err) = run(&["standings", missing.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("なし.podsheet"), "{err}");
}

/// Runs `line` as typed into cmd.exe (`cmd /d /s /c "line"`: cmd takes
/// everything between the outer quotes as the line), with podsheet.exe's
/// folder on PATH, from the temporary folder.
fn in_cmd(line: &str) -> Output {
    let exe = Path::new(env!("CARGO_BIN_EXE_podsheet"));
    let path = format!(
        "{};{}",
        exe.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    Command::new("cmd")
        .raw_arg(format!("/d /s /c \"{line}\""))
        .env("PATH", path)
        .env("LANGUAGE", "en")
        .current_dir(std::env::temp_dir())
        .output()
        .expect("cmd runs")
}

/// The first advice line of `err` that runs `podsheet VERB`: the command
/// as printed.
fn advice(err: &str, verb: &str) -> String {
    let start = format!("podsheet {verb} ");
    err.lines()
        .find_map(|l| l.find(&start).map(|i| l[i..].to_string()))
        .unwrap_or_else(|| panic!("no {start} in {err}"))
}

#[test]
fn the_advice_under_a_warning_runs_as_pasted_into_cmd() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("Bob's night & day (Zoë) ^1");
    std::fs::create_dir(&folder).unwrap();
    let file = folder.join("friday draft.podsheet");
    podsheet::io::night_file::save(&corrected_night(), &file).unwrap();
    let (code, _, err) = run(&["standings", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let repair = advice(&err, "repair");
    assert!(
        repair.starts_with("podsheet repair \""),
        "in double quotes on Windows: {repair}"
    );
    let out = in_cmd(&repair);
    let (code, stdout, stderr) = said(&out);
    assert_eq!(code, 0, "{repair}: {stdout}{stderr}");
    assert!(
        stdout.starts_with("Round 2 re-paired"),
        "{repair}: {stdout}"
    );

    // A player's name with a space, accents and a double quote.
    let file = folder.join("swiss.podsheet");
    let mut e: Event = swiss(8, 3);
    e.players[0].name = "Zoë \"Z\" Ärnström".into();
    play(&mut e, 1, &|_| false);
    e.players[0].dropped_after = Some(1);
    hook(&mut e);
    podsheet::io::event_file::save(&e, &file).unwrap();
    let (_, _, err) = run(&["standings", file.to_str().unwrap()]);
    let give = advice(&err, "give");
    assert!(give.ends_with(r#"--player "Zoë ""Z"" Ärnström""#), "{give}");
    let (code, stdout, stderr) = said(&in_cmd(&give));
    assert_eq!(code, 0, "{give}: {stdout}{stderr}");
    assert!(
        stdout.contains("is given the match win in round 2"),
        "{stdout}"
    );
}

#[test]
fn settings_and_recovery_live_under_appdata() {
    // Where eframe keeps the app's settings (the recent files, the
    // language) and where the app writes its recovery files
    // (app::files::recovery, `Recovery::in_data_dir`): the roaming
    // profile, as Windows programs keep theirs. The real app's use of it
    // is checked by packaging/windows/installer-check.sh.
    let appdata = PathBuf::from(std::env::var_os("APPDATA").expect("%APPDATA% is set"));
    assert_eq!(
        eframe::storage_dir("Podsheet"),
        Some(appdata.join("Podsheet").join("data"))
    );
}
