//! The season keeps one table per game (issue 36, part 6): a night's
//! Pokémon event and its Magic draft do not share a table, though a player
//! of both is in each; `--format json` keeps its fields (the first game's
//! table) and adds `games`, each game's table.

use crate::util::cli::podsheet;
use podsheet::io::{event_file, night_file};
use podsheet::model::Night;
use serde_json::Value;
use std::path::Path;

fn load(rel: &str) -> podsheet::model::Event {
    event_file::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)).expect("fixture loads")
}

fn names(table: &Value) -> Vec<String> {
    table["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .map(|r| r["name"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn a_pokemon_event_and_a_magic_draft_keep_two_tables() {
    let dir = tempfile::tempdir().unwrap();
    let magic = load("assets/demo-8.podsheet");
    let mut pokemon = load("tests/fixtures/pokemon-7.podsheet");
    // One person plays both: they are in each table, never summed.
    let both = magic.players[0].name.clone();
    pokemon.players[0].name = both.clone();
    let mut night = Night::single(magic.clone());
    night.name = "Tuesday".into();
    night.pods.push(pokemon.clone());
    let path = dir.path().join("tuesday.podsheet");
    night_file::save(&night, &path).unwrap();
    let file = path.to_str().unwrap();

    let out = podsheet(&["season", file, "--format", "json"]);
    assert!(out.status.success(), "{out:?}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let games = v["games"].as_array().expect("games");
    assert_eq!(games.len(), 2);
    assert_eq!(games[0]["game"], "magic");
    assert_eq!(games[1]["game"], "pokemon");
    // The existing fields are the first game's table.
    assert_eq!(v["standings"], games[0]["standings"]);
    assert_eq!(v["events"], 1);
    assert!(v.get("game").is_none());
    let mut magic_names: Vec<String> = magic.players.iter().map(|p| p.name.clone()).collect();
    let mut pokemon_names: Vec<String> = pokemon.players.iter().map(|p| p.name.clone()).collect();
    let (mut m, mut p) = (names(&games[0]), names(&games[1]));
    for l in [&mut magic_names, &mut pokemon_names, &mut m, &mut p] {
        l.sort();
    }
    assert_eq!(m, magic_names, "Magic's table holds the draft's players");
    assert_eq!(p, pokemon_names, "Pokémon's table holds the League's");
    for g in games {
        let row = g["standings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == both.as_str())
            .expect("the player of both is in each table");
        assert_eq!(row["events"], 1, "{}", g["game"]);
    }

    // The table for people heads each table with its game.
    let out = podsheet(&["season", file]);
    let text = String::from_utf8_lossy(&out.stdout);
    let (at_magic, at_pokemon) = (
        text.find("Magic: The Gathering\n")
            .expect("Magic's heading"),
        text.find("Pokémon TCG\n").expect("Pokémon's heading"),
    );
    assert!(at_magic < at_pokemon, "{text}");
}

#[test]
fn a_season_of_one_game_is_one_table_as_before() {
    let out = podsheet(&["season", "assets/demo-8.podsheet", "--format", "json"]);
    assert!(out.status.success(), "{out:?}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let games = v["games"].as_array().expect("games");
    assert_eq!(games.len(), 1);
    assert_eq!(games[0]["standings"], v["standings"]);
    let text = String::from_utf8_lossy(&podsheet(&["season", "assets/demo-8.podsheet"]).stdout)
        .to_string();
    assert!(!text.contains("Magic: The Gathering"), "{text}");
}

/// Each game's table speaks its game and is titled by it (issue 40): a
/// Pokémon table reads W-L-T and "tie"; the printout titles each table by
/// its own game, never after the first file; the days are the reader's
/// language's, never ISO.
#[test]
fn each_table_is_titled_by_its_game_and_speaks_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut fab = load("tests/fixtures/fab-8.podsheet");
    fab.date = Some("2026-11-21".into());
    let mut cup = load("tests/fixtures/pokemon-7.podsheet");
    cup.date = Some("2026-11-20".into());
    let (f, c) = (
        dir.path().join("fab.podsheet"),
        dir.path().join("cup.podsheet"),
    );
    event_file::save(&fab, &f).unwrap();
    event_file::save(&cup, &c).unwrap();
    let (f, c) = (f.to_str().unwrap(), c.to_str().unwrap());
    let out = podsheet(&["season", f, c, "--lang", "en"]);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let pokemon = &text[text.find("Pokémon TCG\n").expect("Pokémon's table")..];
    let pokemon = &pokemon[..pokemon.find("Flesh and Blood\n").unwrap_or(pokemon.len())];
    assert!(
        pokemon.contains("W-L-T") && pokemon.contains("tie 1"),
        "{pokemon}"
    );
    assert!(
        pokemon.contains("League Challenge 20 Nov 2026"),
        "{pokemon}"
    );
    assert!(!text.contains("2026-11-2"), "no ISO day: {text}");
    let de =
        String::from_utf8_lossy(&podsheet(&["season", f, c, "--lang", "de"]).stdout).to_string();
    assert!(de.contains("Armory 21.11.2026"), "{de}");
    // The printout: each table under its own game, not "fab".
    let pdf = dir.path().join("season.pdf");
    let out = podsheet(&["season", f, c, "-o", pdf.to_str().unwrap(), "--lang", "en"]);
    assert!(out.status.success(), "{out:?}");
    // Read in Rust (no pdftotext on Windows): the page's text runs.
    let bytes = std::fs::read(&pdf).unwrap();
    let printed: String = crate::util::pdf_support::read_bytes(&bytes)
        .into_iter()
        .map(|(t, _)| t + "\n")
        .collect();
    assert!(printed.contains("Season: Pokémon TCG"), "{printed}");
    assert!(printed.contains("Season: Flesh and Blood"), "{printed}");
    assert!(!printed.contains("Season: fab"), "{printed}");
    assert!(printed.contains("for a tie"), "{printed}");
}
