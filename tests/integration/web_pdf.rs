//! The companion pages' address printed with its QR code on the pairings
//! and on every result slip (`podsheet pdf --address URL`), and left off
//! without it.

use crate::util::pdf_support as support;

use podsheet::io::pdf::{Paper, PdfKind, render, render_with_address};
use support::{all_text, event};

const URL: &str = "http://192.168.1.20:8080/";

#[test]
fn pairings_and_slips_carry_the_address_and_its_code() {
    let e = event("assets/demo-8.podsheet");
    for paper in [Paper::Letter, Paper::A4] {
        let plain = render(&e, PdfKind::Pairings, paper).unwrap();
        let with = render_with_address(&e, PdfKind::Pairings, paper, Some(URL)).unwrap();
        assert!(!all_text(&plain).contains(URL));
        assert!(all_text(&with).contains(URL), "{paper:?}");
        // The code is drawn: hundreds of filled module runs make the page
        // content much longer.
        assert!(with.bytes.len() > plain.bytes.len() + 1000, "{paper:?}");

        let slips = render_with_address(&e, PdfKind::Slips, paper, Some(URL)).unwrap();
        let matches = e
            .rounds
            .last()
            .unwrap()
            .matches
            .iter()
            .filter(|m| m.b.is_some())
            .count();
        assert_eq!(
            all_text(&slips).matches(URL).count(),
            matches,
            "one per slip, {paper:?}"
        );
    }
}

#[test]
fn a_rounds_printout_is_its_pairings_then_its_slips() {
    let e = event("assets/demo-8.podsheet");
    let pairings = render_with_address(&e, PdfKind::Pairings, Paper::A4, Some(URL)).unwrap();
    let slips = render_with_address(&e, PdfKind::Slips, Paper::A4, Some(URL)).unwrap();
    let round = render_with_address(&e, PdfKind::Round, Paper::A4, Some(URL)).unwrap();
    assert_eq!(round.pages, pairings.pages + slips.pages);
    let pages = support::read(&round);
    assert!(pages[0].0.contains("Round 3 pairings"), "{}", pages[0].0);
    assert_eq!(
        all_text(&round).matches(URL).count(),
        all_text(&pairings).matches(URL).count() + all_text(&slips).matches(URL).count()
    );
}

#[test]
fn the_cli_prints_the_address_on_request() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("pairings.pdf");
    let demo = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/demo-8.podsheet");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .args([
            "pdf",
            demo,
            "-o",
            out.to_str().unwrap(),
            "--kind",
            "pairings",
        ])
        .args(["--address", URL])
        .status()
        .unwrap();
    assert!(status.success());
    let bytes = std::fs::read(&out).unwrap();
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    assert_eq!(doc.get_pages().len(), 1);
}
