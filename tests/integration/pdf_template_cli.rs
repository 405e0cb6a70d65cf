//! `podsheet pdf --template ID -o OUT.pdf [--paper a4]`: the empty paper
//! sheet with no event, for the store's binder. Every box letter and its
//! routing is on it (read back with lopdf); a FILE beside --template, an
//! unknown id or a printout that needs an event exits 2 and writes nothing.

use crate::util::cli::podsheet;
use crate::util::pdf_support;

use lopdf::Document;
use podsheet::engine::pairing::templates::Source;
use podsheet::model::Template;

/// The text of every page of a PDF file, whitespace collapsed.
fn pdf_text(bytes: &[u8]) -> String {
    let mut doc = Document::load_mem(bytes).expect("the PDF parses");
    pdf_support::accept_cmap_keys(&mut doc);
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    let text = doc.extract_text(&pages).expect("text extracts");
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn every_template_prints_every_box_and_its_routing() {
    let dir = tempfile::tempdir().expect("temp dir");
    for t in Template::ALL {
        let out = dir.path().join(format!("{}.pdf", t.id()));
        let out_s = out.to_str().expect("utf-8 path");
        let run = podsheet(&["pdf", "--template", t.id(), "-o", out_s]);
        assert!(
            run.status.success(),
            "{}: {}",
            t.id(),
            String::from_utf8_lossy(&run.stderr)
        );
        assert!(String::from_utf8_lossy(&run.stdout).contains("wrote"));
        let text = pdf_text(&std::fs::read(&out).expect("written"));
        assert!(
            text.contains(&podsheet::text::sheet::template_heading(t)),
            "{}: heading",
            t.id()
        );
        assert!(
            text.contains("Event: ____"),
            "{}: a line for the name",
            t.id()
        );
        assert!(text.contains("Seating:"), "{}: the rules block", t.id());
        let label = |s: Source| match s {
            Source::Number(n) => format!("player {n}"),
            Source::Winner(c) => format!("winner {c}"),
            Source::Loser(c) => format!("loser {c}"),
            Source::Bye => "BYE".into(),
        };
        for slot in t.slots() {
            let (a, b) = (label(slot.a), label(slot.b));
            match slot.label {
                // A lettered box reads "E vs winner A games won: winner C …".
                Some(c) => {
                    let reads = format!("{c} vs {a} games won: {b}");
                    assert!(text.contains(&reads), "{}: {reads} in {text}", t.id());
                }
                None => assert!(text.contains(&a) && text.contains(&b), "{}", t.id()),
            }
        }
        // Blank: no names, no scores.
        for name in ["Scott", "Mariano"] {
            assert!(!text.contains(name), "{}: {name}", t.id());
        }
    }
}

#[test]
fn a4_and_kind_sheet_are_accepted() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("a4.pdf");
    let out_s = out.to_str().expect("utf-8 path");
    let run = podsheet(&[
        "pdf",
        "--template",
        "swiss-10",
        "--paper",
        "a4",
        "--kind",
        "sheet",
        "--blank",
        "-o",
        out_s,
    ]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let bytes = std::fs::read(&out).expect("written");
    let doc = Document::load_mem(&bytes).expect("parses");
    let (_, &page) = doc.get_pages().iter().next().expect("a page");
    let mb = doc
        .get_dictionary(page)
        .and_then(|d| d.get(b"MediaBox"))
        .and_then(|o| o.as_array())
        .expect("media box")
        .clone();
    let height = mb[3]
        .as_float()
        .unwrap_or_else(|_| mb[3].as_i64().unwrap_or(0) as f32);
    assert!((height - 841.9).abs() < 1.0, "A4 height, got {height}");
}

#[test]
fn bad_template_uses_exit_2_and_write_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("never.pdf");
    let out_s = out.to_str().expect("utf-8 path");
    let cases: [(&[&str], &str); 4] = [
        (
            &["pdf", "--template", "swiss-12", "-o", out_s],
            "unknown template \"swiss-12\"; the templates are round-robin-7, swiss-8",
        ),
        (
            &[
                "pdf",
                "assets/demo-8.podsheet",
                "--template",
                "swiss-8",
                "-o",
                out_s,
            ],
            "give either FILE or --template, not both",
        ),
        (
            &[
                "pdf",
                "--template",
                "swiss-8",
                "--kind",
                "pairings",
                "-o",
                out_s,
            ],
            "need an event file",
        ),
        (
            &["pdf", "-o", out_s],
            "needs an event file (FILE) or --template",
        ),
    ];
    for (args, said) in cases {
        let run = podsheet(args);
        assert_eq!(run.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&run.stderr);
        assert!(err.contains(said), "{args:?}: {err}");
        assert!(!out.exists(), "{args:?} wrote a file");
    }
}

#[test]
fn the_event_forms_still_work_beside_template() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("blank.pdf");
    let out_s = out.to_str().expect("utf-8 path");
    let run = podsheet(&["pdf", "assets/demo-8.podsheet", "--blank", "-o", out_s]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let text = pdf_text(&std::fs::read(&out).expect("written"));
    assert!(text.contains("winner A") && text.contains("loser H"));
    assert!(
        text.contains("Scott"),
        "the blank event sheet keeps its names"
    );
}
