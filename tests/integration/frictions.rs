//! The owner's small frictions (issue 35, part 5) and a newcomer's first
//! run (part 7), from outside: the binary on real files and the phone
//! pages over HTTP (the app's side: `app_frictions`).

use crate::util::cli::podsheet;
use crate::util::pdf_support;
use crate::util::web_support::{board, get, serve};
use podsheet::io::{event_file, night_file};
use podsheet::text::i18n::Lang;

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The 10-player fixture with two Rosas, written to `dir`.
fn two_rosas(dir: &std::path::Path) -> String {
    let mut e = event_file::load(std::path::Path::new("tests/fixtures/pod10.podsheet")).unwrap();
    e.players[0].name = "Rosa Jiménez".into();
    e.players[1].name = "Rosa Díaz".into();
    let path = dir.join("rosas.podsheet");
    event_file::save(&e, &path).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn explain_finds_an_accented_name_typed_without_accents() {
    let dir = tempfile::tempdir().unwrap();
    let file = two_rosas(dir.path());
    for typed in ["rosa jimenez", "ROSA JIMÉNEZ", "jim"] {
        let out = podsheet(&["explain", &file, "--player", typed]);
        assert!(out.status.success(), "{typed}: {}", stderr(&out));
        assert!(stdout(&out).contains("Rosa Jiménez"), "{}", stdout(&out));
        assert!(!stdout(&out).starts_with("Rosa Díaz"), "{}", stdout(&out));
    }
    // Two named, each found without its accents.
    let out = podsheet(&[
        "explain",
        &file,
        "--player",
        "rosa diaz",
        "--player",
        "rosa jimenez",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stdout(&out);
    assert!(
        said.contains("Rosa Díaz") && said.contains("Rosa Jiménez"),
        "{said}"
    );
}

#[test]
fn a_name_that_fits_two_players_exits_2_naming_both() {
    let dir = tempfile::tempdir().unwrap();
    let file = two_rosas(dir.path());
    let out = podsheet(&["explain", &file, "--player", "rosa"]);
    assert_eq!(out.status.code(), Some(2));
    let why = stderr(&out);
    assert!(why.contains("rosas.podsheet"), "{why}");
    assert!(why.contains("Rosa Jiménez, Rosa Díaz"), "{why}");
    assert!(why.contains("more than one player"), "{why}");
    assert!(stdout(&out).is_empty());
    // Not there at all: every player listed.
    let out = podsheet(&["explain", &file, "--player", "Zoë"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no player called \"Zoë\""),
        "{}",
        stderr(&out)
    );
}

/// A night of three pods (saved in `dir`), round 1 paired in each; pod 2's results all in.
pub fn night_file_in(dir: &std::path::Path) -> (std::path::PathBuf, podsheet::model::Night) {
    let names: Vec<String> = (1..=22).map(|i| format!("Drafter {i:02}")).collect();
    let mut n = podsheet::engine::night::from_names("Friday", &names, 8, 4, "2026-11-20T18:00:00Z")
        .unwrap();
    assert!(n.pods.len() >= 3, "{} pods", n.pods.len());
    for m in &mut n.pods[1].rounds[0].matches {
        if m.b.is_some() {
            m.score = Some(podsheet::model::GameScore::new(1, 0, 0));
        }
    }
    let path = dir.join("friday.podsheet");
    std::fs::write(&path, night_file::to_string(&n)).unwrap();
    (path, n)
}

#[test]
fn a_nights_still_playing_printout_covers_every_pod() {
    let dir = tempfile::tempdir().unwrap();
    let (file, n) = night_file_in(dir.path());
    let pdf = dir.path().join("still.pdf");
    let out = podsheet(&[
        "pdf",
        file.to_str().unwrap(),
        "-o",
        pdf.to_str().unwrap(),
        "--kind",
        "still-playing",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let pages = pdf_support::read_bytes(&std::fs::read(&pdf).unwrap());
    let text: String = pages.iter().map(|(t, _)| t.as_str()).collect();
    let text = pdf_support::collapse(&text);
    for (k, pod) in n.pods.iter().enumerate() {
        for m in &pod.rounds[0].matches {
            let Some(b) = m.b else { continue };
            let (a, b) = (&pod.player(m.a).name, &pod.player(b).name);
            // Pod 2 is done: none of its tables is still playing.
            assert_eq!(
                text.contains(a.as_str()) && text.contains(b.as_str()),
                k != 1,
                "pod {}: {a} vs {b} in\n{text}",
                k + 1
            );
        }
    }
    // One pod still asks for --pod with other kinds; this one takes it too.
    let one = dir.path().join("one.pdf");
    let out = podsheet(&[
        "pdf",
        file.to_str().unwrap(),
        "-o",
        one.to_str().unwrap(),
        "--kind",
        "still-playing",
        "--pod",
        "1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = pdf_support::collapse(
        &pdf_support::read_bytes(&std::fs::read(&one).unwrap())
            .iter()
            .map(|(t, _)| t.as_str())
            .collect::<String>(),
    );
    let other = &n.pods[2].players[0].name;
    assert!(!text.contains(other.as_str()), "{text}");
}

#[test]
fn printing_a_loopback_address_warns_and_names_the_networks() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("slips.pdf");
    let print = |address: &str| {
        podsheet(&[
            "pdf",
            "assets/demo-8.podsheet",
            "-o",
            pdf.to_str().unwrap(),
            "--kind",
            "slips",
            "--address",
            address,
        ])
    };
    let out = print("http://127.0.0.1:8080/");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(pdf.exists(), "it still prints");
    let warned = stderr(&out);
    assert!(
        warned.contains("warning: --address http://127.0.0.1:8080/ reaches only this computer"),
        "{warned}"
    );
    let network = podsheet::web::network_addresses();
    for ip in &network {
        assert!(warned.contains(&ip.to_string()), "{ip} in {warned}");
    }
    match network.first() {
        Some(std::net::IpAddr::V4(v4)) => {
            assert!(
                warned.contains(&format!("--address http://{v4}:8080/")),
                "{warned}"
            );
        }
        Some(_) => {}
        None => assert!(warned.contains("no network address"), "{warned}"),
    }
    for loopback in ["http://localhost:9000/", "http://[::1]:8080/"] {
        assert!(stderr(&print(loopback)).contains("reaches only this computer"));
    }
    let out = print("http://192.168.1.20:8080/");
    assert!(out.status.success());
    assert!(!stderr(&out).contains("reaches only"), "{}", stderr(&out));
}

#[test]
fn an_unfinished_language_says_so_on_stderr() {
    let out = podsheet(&["standings", "assets/demo-8.podsheet", "--lang", "en-XA"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let warned = stderr(&out);
    let first = warned.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("warning: ") && first.contains("en-XA"),
        "{warned}"
    );
    // A finished language says nothing of the kind.
    let out = podsheet(&["standings", "assets/demo-8.podsheet", "--lang", "de"]);
    assert!(out.status.success());
    assert!(!stderr(&out).contains("en-XA"), "{}", stderr(&out));
    assert!(!stderr(&out).contains("übersetzt"), "{}", stderr(&out));
}

#[test]
fn a_phone_page_in_an_unfinished_language_says_so() {
    let mut pseudo = board(vec![crate::util::web_support::demo()]);
    pseudo.lang = Lang::Pseudo;
    let (server, _shared) = serve(pseudo);
    let page = get(server.addr(), "/").body;
    assert!(page.contains("class=\"lang-note\""), "{page}");
    assert!(page.contains("en-XA"));
    // A finished language chosen on the page: no note.
    let page = get(server.addr(), "/?lang=de").body;
    assert!(!page.contains("lang-note"), "{page}");
    let (server, _shared) = serve(board(vec![crate::util::web_support::demo()]));
    assert!(!get(server.addr(), "/").body.contains("lang-note"));
}
