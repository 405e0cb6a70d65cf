//! Pokémon's age divisions in the app (issue 40, items 3 and 4): the grid
//! shows each player's division and the player's "…" menu sets it; New
//! event reads "Liam Kowalski, juniors"; at the end of the Swiss each
//! division's cut is suggested from its own attendance, and Event → Cut
//! by division… cuts each division that cuts to its own bracket, seeded
//! from its own standings (the masters' top 8 is the masters' first 8).

use crate::util::app_support::harness;
use crate::util::common::load;
use egui_kittest::kittest::Queryable as _;
use podsheet::app::document::new_event::{Form, build};
use podsheet::model::{Division, Game};

const CUP: &str = "tests/fixtures/pokemon-cup-20.podsheet";

#[test]
fn the_grid_shows_and_sets_a_division() {
    let mut h = harness(load(CUP));
    h.run();
    assert!(h.query_by_label("Division").is_some(), "the grid's column");
    let liam = |h: &egui_kittest::Harness<'_, podsheet::app::PodsheetApp>| {
        let e = &h.state().doc().event;
        e.players[e.find_player("Liam").unwrap().0].division
    };
    assert_eq!(liam(&h), Some(Division::Seniors));
    h.get_by_label("Actions for Liam").click();
    h.run();
    // The menu's division buttons come after the grid's column and the
    // standings' headings.
    h.get_all_by_label("Juniors").last().unwrap().click();
    h.run();
    assert_eq!(liam(&h), Some(Division::Juniors));
    // He is ranked among the juniors now.
    let juniors = h.state().doc().snapshot.divisions[0].1.order.clone();
    let id = h.state().doc().event.find_player("Liam").unwrap();
    assert!(juniors.contains(&id));
}

#[test]
fn new_event_reads_a_division_after_a_comma() {
    let mut form = Form::default();
    form.set_game(Game::Pokemon);
    form.names =
        "Liam Kowalski, juniors\nAva Thompson, Seniors\nJi-woo Park\nKowalski, Anna".into();
    let e = build(&form, "2026-03-14T10:00:00").unwrap();
    let got: Vec<(&str, Option<Division>)> = e
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.division))
        .collect();
    assert_eq!(
        got,
        [
            ("Liam Kowalski", Some(Division::Juniors)),
            ("Ava Thompson", Some(Division::Seniors)),
            ("Ji-woo Park", None),
            // A comma that names no division is part of the name.
            ("Kowalski, Anna", None),
        ]
    );
    // A game without divisions keeps the line as the name.
    form.set_game(Game::Magic);
    form.sheet = podsheet::app::document::new_event::Sheet::Swiss;
    let e = build(&form, "2026-03-14T10:00:00").unwrap();
    assert_eq!(e.players[0].name, "Liam Kowalski, juniors");
}

#[test]
fn each_division_cuts_from_its_own_standings() {
    let event = load(CUP);
    let swiss = event.rounds.len() as u32;
    let mut h = harness(event);
    h.run();
    // Suggested from each division's attendance, drops included: 4
    // juniors and 5 seniors play no playoff, 11 masters a top 4.
    h.get_by_label_contains("Each age division has its own playoff");
    h.get_by_label("Juniors: Pokémon TCG suggests no playoff for 4 players.");
    h.get_by_label("Masters: Pokémon TCG suggests a top 4 for 11 players.");
    h.get_by_label("Cut by division…").click();
    h.run();
    // The owner chooses: the masters a top 8, the seniors a top 2.
    h.get_by_label("Cut to top 8").click();
    h.run();
    let top2: Vec<_> = h.get_all_by_label("Cut to top 2").collect();
    assert_eq!(top2.len(), 3, "a top 2 offered to each division");
    top2[1].click();
    h.run();
    h.get_by_label("Cut").click();
    h.run();
    let doc = h.state().doc();
    let cut = doc.event.cut.clone().expect("cut");
    let tops: Vec<_> = cut.divisions.iter().map(|d| (d.division, d.top)).collect();
    assert_eq!(tops, [(Division::Seniors, 2), (Division::Masters, 8)]);
    // The masters' top 8 is the masters' first 8 of their own standings.
    let masters = &doc.snapshot.divisions[2];
    assert_eq!(masters.0, Division::Masters);
    assert_eq!(cut.divisions[1].seeds, masters.1.order[..8]);
    let name = |p: podsheet::model::PlayerId| doc.event.player(p).name.clone();
    // The first playoff round: the seniors' final (A), then the masters'
    // quarterfinals (B-E), 1 v 8 first.
    let first = &doc.event.rounds[swiss as usize].matches;
    let boxes: Vec<(String, String, String)> = first
        .iter()
        .map(|m| (m.label.clone().unwrap(), name(m.a), name(m.b.unwrap())))
        .collect();
    assert_eq!(
        boxes[..2],
        [
            ("A".into(), "Ava Thompson".into(), "Omar Haddad".into()),
            ("B".into(), "Ji-woo Park".into(), "Diego Fernández".into()),
        ]
    );
    assert_eq!(boxes.len(), 5);
    // Each bracket under its division's name.
    h.get_by_label_contains("Masters: Playoff: top 8");
    h.get_by_label_contains("Seniors: Playoff: top 2");
}
