//! The command line with names in eight scripts: tables aligned by display
//! width (a CJK character takes two columns, a combining mark none), and
//! no bidi control of a name reaching the terminal.

use crate::util::common::SCRIPT_NAMES as NAMES;
use podsheet::text::display_width;
use std::process::Command;

fn podsheet(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("podsheet runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The display column where the column after `name` starts in `line`.
fn column_after_name(line: &str, name: &str) -> usize {
    let start = line.find(name).expect("the name is in its row");
    let after = &line[start + name.len()..];
    let pad = after.len() - after.trim_start().len();
    display_width(&line[..start + name.len()]) + pad
}

#[test]
fn standings_columns_line_up_whatever_the_script() {
    let out = podsheet(&["standings", "tests/fixtures/scripts-8.podsheet"]);
    let header = out.lines().nth(1).expect("header");
    let pts = display_width(&header[..header.find("Pts").expect("Pts column")]);
    for name in NAMES {
        let row = out
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name} missing:\n{out}"));
        assert_eq!(column_after_name(row, name), pts, "{row:?}\n{out}");
    }
}

#[test]
fn decomposed_accents_take_no_column_and_controls_are_dropped() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scripts-8.podsheet"),
    )
    .expect("fixture");
    let decomposed = "Jose\u{301} Nu\u{301}n\u{303}ez";
    let text = text
        .replace("José Núñez", decomposed)
        .replace("김민준", "김민준\u{202E} evil");
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scripts.podsheet");
    std::fs::write(&path, text).expect("written");
    let file = path.to_str().expect("UTF-8 path");
    let out = podsheet(&["standings", file]);
    assert!(!out.contains('\u{202E}'), "{out}");
    let header = out.lines().nth(1).expect("header");
    let pts = display_width(&header[..header.find("Pts").expect("Pts column")]);
    for name in [decomposed, "김민준 evil", "田中太郎"] {
        let row = out.lines().find(|l| l.contains(name)).expect("row");
        assert_eq!(column_after_name(row, name), pts, "{row:?}\n{out}");
    }
    let explained = podsheet(&["explain", file, "--player", "김민준\u{202E} evil"]);
    assert!(explained.contains("김민준 and Ζωή"), "{explained}");
    assert!(!explained.contains('\u{202E}'), "{explained}");
}
