//! TOM's own places, explained (issue 40, item 5): where a TOM export's
//! standings place a player otherwise, every face gives both places and
//! the reason in words; and a TOM file of another game TOM runs is
//! refused with its name, never ranked as the card game.
//!
//! The fixture `tdf/drop-cup.tdf` is a League Challenge of eight masters
//! worked by hand. Dan beat Cleo in round 1 and dropped; Cleo then beat
//! Gus and Ava. On 3 points with Fay, Gus and Hal, Dan's OWP is Cleo's
//! win percentage: 2 of 3 at the end (66.67 %), but 0 of 1 when he
//! dropped (25 %, the floor). So Podsheet, counting Cleo's later rounds,
//! places Dan 5th (66.67 %, ahead of Fay on OOWP), and TOM, keeping Dan's
//! OWP as it was at the drop, places him 8th, Fay, Gus and Hal one
//! place higher each: the file's standings.

use crate::util::cli::podsheet;
use crate::util::web_support::{board, get, serve};

const DROP: &str = "tests/fixtures/tdf/drop-cup.tdf";

#[test]
fn a_drop_kept_as_at_the_drop_is_said_on_every_face() {
    let out = podsheet(&["standings", DROP]);
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(
        table.contains(
            "Dan: place 8 in TOM's own standings, 5 in Podsheet's. Dan dropped after round 1, \
             and TOM keeps a dropped player's OWP and OOWP as they were at the drop, where \
             Podsheet goes on counting the rounds their opponents played after it. The \
             handbook leaves this point open."
        ),
        "{table}"
    );
    assert!(table.contains(
        "Fay: place 5 in TOM's own standings, 6 in Podsheet's. TOM keeps the OWP and OOWP of \
         the player on the same points who dropped (Dan after round 1)"
    ));
    assert!(table.contains("Hal: place 7 in TOM's own standings, 8 in Podsheet's."));
    // Ava, Cleo, Eli and Ben are where TOM has them: nothing said.
    assert!(!table.contains("Ava: place"));
    let v: serde_json::Value =
        serde_json::from_slice(&podsheet(&["standings", DROP, "--format", "json"]).stdout).unwrap();
    let dan = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "Dan Whitfield")
        .unwrap()
        .clone();
    assert_eq!(dan["rank"], 5);
    assert_eq!(dan["file_place"], 8);
    assert_eq!(dan["file_place_why"], serde_json::json!(["dropped"]));
    // The explanation of Dan's place says it too.
    let out = podsheet(&["explain", DROP, "--player", "Dan"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Dan dropped after round 1, and TOM keeps"),
        "{text}"
    );
    // The player's phone page: both places and why.
    let event = podsheet::io::load_any(std::path::Path::new(DROP)).unwrap();
    let number = event.player(event.find_player("Dan").unwrap()).number;
    let (server, _) = serve(board(vec![event.clone()]));
    let page = get(server.addr(), &format!("/player/{number}")).body;
    assert!(page.contains("place 8 in TOM"), "{page}");
    assert!(page.contains("The handbook leaves this point open."));
    // The standings PDF, under the table.
    let pdf = podsheet::io::pdf::render(
        &event,
        podsheet::io::pdf::PdfKind::Standings,
        podsheet::io::pdf::Paper::Letter,
    )
    .unwrap();
    let words = crate::util::pdf_support::collapse(&crate::util::pdf_support::all_text(&pdf));
    assert!(words.contains("Dan: place 8 in TOM"), "{words}");
}

#[test]
fn the_app_says_where_tom_places_a_player_otherwise() {
    use egui_kittest::kittest::Queryable as _;
    let event = podsheet::io::load_any(std::path::Path::new(DROP)).unwrap();
    let mut h = crate::util::app_support::harness(event);
    h.run();
    assert!(
        h.query_by_label_contains("Dan: place 8 in TOM's own standings, 5 in Podsheet's.")
            .is_some(),
        "under the standings"
    );
}

#[test]
fn a_tom_file_of_another_game_is_refused_with_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(DROP).unwrap();
    for (code, name) in [
        ("VIDEO_GAME", "the Pokémon video game"),
        ("POKEMON_GO", "Pokémon GO"),
    ] {
        let path = dir.path().join(format!("{code}.tdf"));
        std::fs::write(
            &path,
            text.replace(
                "gametype=\"TRADING_CARD_GAME\"",
                &format!("gametype=\"{code}\""),
            ),
        )
        .unwrap();
        let out = podsheet(&["standings", path.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{code}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!("is a TOM file of {name} (gametype=\"{code}\")")),
            "{err}"
        );
        assert!(out.stdout.is_empty(), "nothing ranked");
    }
}
