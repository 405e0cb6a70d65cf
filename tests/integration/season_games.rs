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
