//! Helpers shared by the integration tests.
#![allow(dead_code)]

use podsheet::engine::ranking::{Standings, rank};
use podsheet::io::event_file;
use podsheet::model::{
    BestOf, Event, GameScore, Match, Player, PlayerId, Preset, Round, Structure,
};
use std::path::Path;

/// The eight-script pod's names (tests/fixtures/scripts-8.podsheet), in
/// player order.
pub const SCRIPT_NAMES: [&str; 8] = [
    "田中太郎",
    "김민준",
    "王小明",
    "محمد علي",
    "Дмитрий Иванов",
    "Ζωή Παππά",
    "שרה לוי",
    "José Núñez",
];

/// Loads a fixture relative to the crate root.
pub fn load(rel: &str) -> Event {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    podsheet::io::load_any(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// The event file text of a fixture, for tests that edit it.
pub fn fixture_text(rel: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)).unwrap()
}

/// Ranks under a named preset.
pub fn standings(event: &Event, preset: Preset) -> Standings {
    rank(event, &preset.options())
}

/// A player's id by first name.
pub fn id(event: &Event, first: &str) -> PlayerId {
    PlayerId(
        event
            .players
            .iter()
            .position(|p| p.name.split_whitespace().next() == Some(first))
            .unwrap_or_else(|| panic!("no player {first}")),
    )
}

/// First names in ranked order.
pub fn order(event: &Event, st: &Standings) -> Vec<String> {
    st.order
        .iter()
        .map(|&p| {
            event
                .player(p)
                .name
                .split_whitespace()
                .next()
                .unwrap()
                .to_string()
        })
        .collect()
}

/// One round of a protagonist's event: a score from their side, or a bye.
#[derive(Clone, Copy)]
pub enum R {
    /// Games won, lost, drawn.
    S(u32, u32, u32),
    /// A bye.
    Bye,
}

/// An event where player 0 ("Hero") meets a fresh opponent every round.
pub fn solo(rounds: &[R]) -> Event {
    let mut e = Event::new("solo", Structure::Results, BestOf::Any, Preset::Mtr);
    e.players.push(Player::named("Hero", 1));
    for (i, r) in rounds.iter().enumerate() {
        let m = match *r {
            R::Bye => Match::bye(PlayerId(0)),
            R::S(a, b, d) => {
                e.players
                    .push(Player::named(format!("Opp{i}"), e.players.len() as u32 + 1));
                let mut m = Match::new(PlayerId(0), PlayerId(e.players.len() - 1));
                m.score = Some(GameScore::new(a, b, d));
                m
            }
        };
        e.rounds.push(Round::of(vec![m]));
    }
    e
}

/// Round-trips an event through its file text.
pub fn round_trip(event: &Event) -> Event {
    event_file::from_str(&event_file::to_string(event), "test").unwrap()
}
