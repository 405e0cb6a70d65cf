//! Every face knows the game (issue 36, part 6): a Pokémon event's
//! standings say OWP and ties, never OMW% or draws, on screen, in the PDF
//! (read back with pdftotext) and on the phone page, and its headings
//! name the game.

use crate::util::app_support::harness;
use crate::util::cli::podsheet;
use crate::util::web_support::{board, get, serve};
use egui_kittest::kittest::Queryable as _;
use podsheet::io::event_file;
use podsheet::model::Event;

const POKEMON: &str = "tests/fixtures/pokemon-7.podsheet";
const KEY: &str = "Matches read won-lost-tied";

fn pokemon() -> Event {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(POKEMON);
    event_file::load(&path).expect("the Pokémon fixture loads")
}

/// What a face must say of a Pokémon table, and must not.
fn says_pokemons_terms(face: &str, text: &str) {
    for needle in ["OWP", "OOWP", KEY, "1-1-1"] {
        assert!(text.contains(needle), "{face} lacks {needle:?}:\n{text}");
    }
    for wrong in ["OMW%", "drawn"] {
        assert!(!text.contains(wrong), "{face} says {wrong:?}:\n{text}");
    }
}

#[test]
fn the_screen_shows_owp_and_ties() {
    let h = harness(pokemon());
    let mut text = String::new();
    for needle in ["OWP", "OOWP", "1-1-1", "Misty"] {
        if h.query_all_by_label(needle).next().is_some() {
            text.push_str(needle);
            text.push('\n');
        }
    }
    if h.query_by_label_contains(KEY).is_some() {
        text.push_str(KEY);
    }
    says_pokemons_terms("the screen", &text);
    assert!(h.query_by_label("OMW%").is_none());
}

#[test]
#[cfg_attr(
    windows,
    ignore = "pdftotext (poppler-utils) is a Linux program, not in the Windows test environment; the PDFs are read on Linux"
)]
fn the_pdfs_say_owp_ties_and_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut texts = Vec::new();
    for kind in ["standings", "slips", "pairings"] {
        let out = dir.path().join(format!("{kind}.pdf"));
        let run = podsheet(&["pdf", POKEMON, "-o", out.to_str().unwrap(), "--kind", kind]);
        assert!(run.status.success(), "{kind}: {run:?}");
        let text = std::process::Command::new("pdftotext")
            .args(["-layout", out.to_str().unwrap(), "-"])
            .output()
            .expect("pdftotext runs");
        texts.push((kind, String::from_utf8_lossy(&text.stdout).to_string()));
    }
    for (kind, text) in &texts {
        assert!(
            text.contains("League Challenge (Pokémon TCG)"),
            "{kind}'s heading names the game:\n{text}"
        );
    }
    says_pokemons_terms("the standings PDF", &texts[0].1);
    assert!(texts[1].1.contains("tied games"), "{}", texts[1].1);
    assert!(!texts[1].1.contains("drawn games"), "{}", texts[1].1);
}

#[test]
fn the_phone_page_shows_owp_ties_and_the_game() {
    let (server, _) = serve(board(vec![pokemon()]));
    let page = get(server.addr(), "/standings");
    assert_eq!(page.status, 200);
    let body = page.body.replace("&#39;", "'");
    says_pokemons_terms("the phone page", &body);
    assert!(
        body.contains("<h1>League Challenge (Pokémon TCG)</h1>"),
        "{body}"
    );
    // A Magic event's page stays as it was: no game in its heading.
    let (server, _) = serve(board(vec![crate::util::web_support::demo()]));
    let magic = get(server.addr(), "/standings").body;
    assert!(!magic.contains("(Magic") && !magic.contains(KEY));
}
