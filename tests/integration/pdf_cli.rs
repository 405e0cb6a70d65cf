//! `podsheet pdf`: writes a PDF; bad input exits 2 and writes nothing.

use crate::util::cli::podsheet;
use std::path::Path;

#[test]
fn pdf_writes_a_file_for_each_kind_and_paper() {
    let dir = tempfile::tempdir().expect("temp dir");
    let cases: [(&str, &[&str]); 5] = [
        ("sheet.pdf", &["assets/demo-8.podsheet"]),
        (
            "blank.pdf",
            &["assets/demo-8.podsheet", "--blank", "--paper", "a4"],
        ),
        (
            "pairings.pdf",
            &["tests/fixtures/pod8.csv", "--kind", "pairings"],
        ),
        (
            "slips.pdf",
            &["tests/fixtures/pod10.podsheet", "--kind", "slips"],
        ),
        ("standings.pdf", &["tests/fixtures/pod8.csv"]),
    ];
    for (name, args) in cases {
        let out = dir.path().join(name);
        let out_s = out.to_str().expect("utf-8 path");
        let mut all = vec!["pdf"];
        all.extend_from_slice(args);
        all.extend(["-o", out_s]);
        let run = podsheet(&all);
        assert!(
            run.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        let bytes = std::fs::read(&out).expect("written");
        assert!(bytes.starts_with(b"%PDF-"), "{name}");
        let said = String::from_utf8_lossy(&run.stdout);
        assert!(said.contains("wrote") && said.contains("page"), "{said}");
    }
}

#[test]
fn bad_input_exits_2_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let broken = dir.path().join("broken.csv");
    std::fs::write(
        &broken,
        "round,player,opponent,player_games,opponent_games,drawn_games,colour\n1,A,B,2,1,0,red\n",
    )
    .expect("fixture");
    let missing = dir.path().join("missing.podsheet");
    let cases: Vec<Vec<String>> = vec![
        vec![broken.display().to_string()],
        vec![missing.display().to_string()],
        // A CSV event has no pod sheet to print blank.
        vec!["tests/fixtures/pod8.csv".into(), "--blank".into()],
        vec![
            "tests/fixtures/pod8.csv".into(),
            "--kind".into(),
            "sheet".into(),
        ],
    ];
    for (i, case) in cases.iter().enumerate() {
        let out = dir.path().join(format!("out{i}.pdf"));
        let mut args = vec!["pdf".to_string()];
        args.extend(case.iter().cloned());
        args.extend(["-o".into(), out.display().to_string()]);
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = podsheet(&refs);
        assert_eq!(run.status.code(), Some(2), "{case:?}");
        assert!(
            !String::from_utf8_lossy(&run.stderr).trim().is_empty(),
            "{case:?}: a message"
        );
        assert!(!Path::new(&out).exists(), "{case:?}: nothing written");
        let leftovers = std::fs::read_dir(dir.path()).expect("dir").count();
        assert_eq!(leftovers, 1, "{case:?}: only the input file remains");
    }
}
