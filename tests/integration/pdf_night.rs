//! Printing the draft night: every pod's sheet, pairings and slips in one
//! PDF, from the library and from `podsheet pdf NIGHT -o OUT.pdf`.

use crate::util::pdf_support;

use podsheet::engine::night;
use podsheet::io::night_file;
use podsheet::io::pdf::{Paper, render_night};
use podsheet::model::GameScore;
use std::process::Command;

fn friday() -> podsheet::model::Night {
    let names: Vec<String> = (1..=23).map(|i| format!("Drafter Nº{i} Ørsted")).collect();
    let mut n = night::from_names("Friday", &names, 8, 4, "2026-11-20T18:00:00Z").unwrap();
    for m in &mut n.pods[2].rounds[0].matches {
        m.score = Some(GameScore::new(2, 0, 0));
    }
    n
}

/// `podsheet pdf FILE -o OUT ARGS…`, which must succeed; its stdout.
fn pdf_of(file: &std::path::Path, out_pdf: &std::path::Path, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .arg("pdf")
        .arg(file)
        .arg("-o")
        .arg(out_pdf)
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn every_pod_prints_its_sheet_pairings_and_slips() {
    let n = friday();
    for blank in [true, false] {
        let out = render_night(&n.pods, &n.name, blank, Paper::A4, None).unwrap();
        let pages = pdf_support::read(&out);
        assert_eq!(pages.len(), out.pages);
        // Three printouts per pod on a paper sheet (the sheet, pairings,
        // slips), each on its own page(s); two for the seven, which plays
        // Swiss beside the 8s (the night's pods play alike).
        let sheets = n
            .pods
            .iter()
            .filter(|p| matches!(p.structure, podsheet::model::Structure::Pod { .. }))
            .count();
        assert_eq!(sheets, 2);
        let least = 3 * sheets + 2 * (n.pods.len() - sheets);
        assert!(out.pages >= least, "{} pages", out.pages);
        for (k, pod) in n.pods.iter().enumerate() {
            let heading = format!("Friday — Pod {}", k + 1);
            let sheet = pages.iter().position(|(t, _)| t.contains(&heading));
            assert!(sheet.is_some(), "pod {} has a sheet", k + 1);
            // Every player of the pod is on its sheet.
            let text = &pages[sheet.unwrap()].0;
            for p in &pod.players {
                assert!(
                    text.contains(&p.name),
                    "{} on pod {}'s sheet",
                    p.name,
                    k + 1
                );
            }
        }
        if !blank {
            // Pod 3 played round 1: its filled sheet shows the 2-0s.
            let text = pdf_support::all_text(&out);
            assert!(text.contains("2-0"), "filled sheet shows results");
        }
    }
}

#[test]
fn pdf_of_a_night_without_pod_prints_the_whole_night() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("friday.podsheet");
    night_file::save(&friday(), &file).unwrap();
    let out_pdf = dir.path().join("night.pdf");
    let stdout = pdf_of(&file, &out_pdf, &["--blank"]);
    assert!(stdout.contains("3 pods"), "{stdout}");
    let bytes = std::fs::read(&out_pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF"));
    // --kind needs a pod.
    let out = Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .args([
            "pdf",
            file.to_str().unwrap(),
            "-o",
            out_pdf.to_str().unwrap(),
            "--kind",
            "slips",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--pod"));
}

#[test]
fn with_an_address_each_pods_printouts_carry_its_own_page() {
    let n = friday();
    let url = "http://192.168.1.20:8080/";
    let plain = render_night(&n.pods, &n.name, false, Paper::A4, None).unwrap();
    assert!(!pdf_support::all_text(&plain).contains(url));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("friday.podsheet");
    night_file::save(&n, &file).unwrap();
    let out_pdf = dir.path().join("night.pdf");
    pdf_of(&file, &out_pdf, &["--address", url]);
    let bytes = std::fs::read(&out_pdf).unwrap();
    let lib = render_night(&n.pods, &n.name, false, Paper::Letter, Some(url)).unwrap();
    for pages in [pdf_support::read_bytes(&bytes), pdf_support::read(&lib)] {
        for k in 1..=n.pods.len() {
            let page = format!("http://192.168.1.20:8080/pod/{k}/");
            // Pod K's pairings page says its own address, and no other pod's.
            let pairings = pages
                .iter()
                .find(|(t, _)| t.contains(&page) && t.contains(&format!("Pod {k}")))
                .unwrap_or_else(|| panic!("pod {k}'s pairings carry {page}"));
            for other in (1..=n.pods.len()).filter(|&o| o != k) {
                assert!(!pairings.0.contains(&format!("/pod/{other}/")));
            }
        }
    }
}

/// A Swiss cut to a top 8 with the draft beside it: the night's PDF holds
/// the Swiss whole, its bracket and, once the final is in, its final
/// placing (only `--kind playoff --pod 1` printed them).
#[test]
fn a_nights_pdf_holds_the_swiss_bracket_and_final_placing() {
    use crate::util::day::{cut_day, hook};
    let mut swiss = cut_day();
    // Every playoff match to its first player, round by round.
    while swiss.rounds.len() < 8 {
        let last = swiss.rounds.len() - 1;
        for m in &mut swiss.rounds[last].matches {
            m.score = Some(GameScore::new(2, 0, 0));
        }
        hook(&mut swiss);
    }
    let last = swiss.rounds.len() - 1;
    swiss.rounds[last].matches[0].score = Some(GameScore::new(2, 1, 0));
    let mut n = friday();
    night::add_event(&mut n, swiss.clone());
    let pdf = render_night(&n.pods, "Saturday", false, Paper::A4, None).unwrap();
    let text = pdf_support::all_text(&pdf);
    assert!(text.contains("Quarterfinals"), "the bracket: {text}");
    assert!(text.contains("Final placing"), "the placing: {text}");
    // From the command line too.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("saturday.podsheet");
    night_file::save(&n, &file).unwrap();
    let out = dir.path().join("night.pdf");
    pdf_of(&file, &out, &[]);
    let bytes = std::fs::read(&out).unwrap();
    let printed: String = pdf_support::read_bytes(&bytes)
        .into_iter()
        .map(|(t, _)| t)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(printed.contains("Final placing"), "{printed}");
}
