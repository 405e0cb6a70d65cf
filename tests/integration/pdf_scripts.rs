//! A pod of eight names in eight scripts on paper: every name in the text
//! layer of the sheet, the pairings, the slips and the standings, drawn
//! with the desktop's fonts (fonts-noto-cjk and fonts-noto-core, which CI
//! installs) so that no warning is left; a name with bidi controls that
//! reorders nothing; a name no font draws reported once, in one line.

use crate::util::common::SCRIPT_NAMES as NAMES;
use crate::util::pdf_support as support;

use podsheet::io::pdf::{Paper, PdfKind, render};
use podsheet::text::for_print;
use support::{all_text, event};

const KINDS: [PdfKind; 4] = [
    PdfKind::Sheet,
    PdfKind::Pairings,
    PdfKind::Slips,
    PdfKind::Standings,
];

#[test]
fn every_name_is_in_the_text_layer_with_no_warning() {
    let e = event("tests/fixtures/scripts-8.podsheet");
    for kind in KINDS {
        let out = render(&e, kind, Paper::A4).expect("renders");
        assert!(out.warnings.is_empty(), "{kind:?}: {:?}", out.warnings);
        // The text layer holds each name as drawn: left to right, Arabic
        // letters in their joined forms.
        let text = all_text(&out);
        for name in NAMES {
            assert!(
                text.contains(&for_print(name)),
                "{kind:?}: {name} missing from {text}"
            );
        }
    }
}

/// What poppler's pdftotext reads (it puts right-to-left text back in
/// logical order), compatibility forms folded (Arabic presentation forms).
fn pdftotext(bytes: &[u8]) -> Option<String> {
    use unicode_normalization::UnicodeNormalization;
    let dir = tempfile::tempdir().ok()?;
    let pdf = dir.path().join("names.pdf");
    std::fs::write(&pdf, bytes).ok()?;
    let out = std::process::Command::new("pdftotext")
        .arg(&pdf)
        .arg("-")
        .output()
        .ok()?;
    Some(
        String::from_utf8_lossy(&out.stdout)
            .nfkc()
            .filter(|c| !podsheet::text::bidi::is_bidi_control(*c))
            .collect(),
    )
}

#[test]
fn pdftotext_finds_every_name() {
    let e = event("tests/fixtures/scripts-8.podsheet");
    let out = render(&e, PdfKind::Sheet, Paper::Letter).expect("renders");
    let Some(text) = pdftotext(&out.bytes) else {
        eprintln!("pdftotext (poppler-utils) is not installed; skipped");
        return;
    };
    for name in NAMES {
        assert!(text.contains(name), "{name} missing from {text}");
    }
}

#[test]
fn a_name_with_bidi_controls_reorders_nothing_around_it() {
    let mut e = event("tests/fixtures/scripts-8.podsheet");
    e.players[7].name = "Bob\u{202E}kciN".into();
    let out = render(&e, PdfKind::Pairings, Paper::A4).expect("renders");
    let text = all_text(&out);
    assert!(text.contains("BobkciN"), "{text}");
    assert!(!text.contains('\u{202E}'));
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
}

#[test]
fn a_name_no_font_draws_is_one_line() {
    let mut e = event("tests/fixtures/scripts-8.podsheet");
    // A private-use character: no font anywhere has it.
    e.players[0].name = "Tanaka \u{E000}\u{E001}".into();
    let out = render(&e, PdfKind::Sheet, Paper::A4).expect("renders");
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    assert!(out.warnings[0].starts_with("\"Tanaka \u{E000}\u{E001}\""));
}
