//! The New event dialog picks the game first (issue 36, part 6): then it
//! offers that game's presets and match lengths only, the rounds and top
//! cut its table suggests for the players entered, and says in words what
//! the publisher's rules do not settle. The paper pod sheets stay Magic's.

use crate::util::app_support::{demo, harness};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;
use podsheet::app::document::new_event::{Form, Sheet, build};
use podsheet::model::{BestOf, Game, Preset, Structure};

#[test]
fn pokemon_first_then_its_presets_rounds_cut_and_what_is_not_built_in() {
    let mut h = harness(demo());
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    // Magic's pod sheets are offered to Magic.
    h.get_by_label("Sheet").click();
    h.run();
    assert!(h.query_by_label("8-player Swiss (sheet)").is_some());
    h.key_press(Key::Escape);
    h.run();
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Pokémon TCG").click();
    h.run();
    let names: Vec<String> = (1..=30).map(|i| format!("Trainer {i}")).collect();
    h.state_mut()
        .dialogs
        .new_event
        .as_mut()
        .expect("the dialog is open")
        .names = names.join("\n");
    h.run();
    let form = h.state().dialogs.new_event.clone().expect("open");
    assert_eq!(form.game, Game::Pokemon);
    assert_eq!(form.preset, Preset::Pokemon);
    assert_eq!(form.sheet, Sheet::Swiss, "a pod sheet gave way to Swiss");
    assert_eq!(form.best_of, BestOf::One, "Pokémon's usual match");
    // League Cup: 17-32 players play 5 rounds and cut to a top 8.
    assert!(
        h.query_by_label("5 rounds (the usual for 30 players)")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("Suggested after the Swiss rounds: a top 8")
            .is_some()
    );
    // What the publisher's rules do not settle, said in words.
    assert!(
        h.query_by_label_contains(
            "Pokémon TCG: the publisher's rules for pairing and the playoff could not be read"
        )
        .is_some(),
        "the not-built-in line"
    );
    // Where the rules come from, cited (a third party's marked).
    assert!(
        h.query_by_label_contains(
            "Sources: Play! Pokémon Tournament Rules Handbook §5.3, §5.5, §5.6; rk9.gg"
        )
        .is_some(),
        "the sources line"
    );
    assert!(
        h.query_by_label_contains("a store's League Cup page (secondary)")
            .is_some()
    );
    // Its match lengths only: best of one or three, never two games.
    assert!(h.query_by_label("Best of one").is_some());
    assert!(h.query_by_label_contains("Two games").is_none());
    // Its sheets: no paper pod sheet.
    h.get_by_label("Sheet").click();
    h.run();
    assert!(h.query_by_label("8-player Swiss (sheet)").is_none());
    assert!(h.query_by_label("Round robin, any size").is_some());
    h.key_press(Key::Escape);
    h.run();
    // Its presets only, in words.
    let pokemon = "Pokémon TCG: opponents' win %";
    let shut = h.query_all_by_label_contains(pokemon).count();
    h.get_by_label("Tiebreakers").click();
    h.run();
    assert_eq!(
        h.query_all_by_label_contains(pokemon).count(),
        shut + 1,
        "the list is open with the Pokémon preset in words"
    );
    assert!(
        h.query_by_label_contains("Wizards' published standings")
            .is_none(),
        "Magic's presets are not offered for Pokémon"
    );
    h.key_press(Key::Escape);
    h.run();
    // The suggestion is changeable: the owner's own rounds.
    h.get_by_label("Rounds:").click();
    h.run();
    h.get_by_label("Create event").click();
    h.run();
    let event = &h.state().doc().event;
    assert_eq!(event.rules, Preset::Pokemon);
    assert_eq!(event.players.len(), 30);
    assert!(matches!(
        event.structure,
        Structure::Swiss {
            rounds: Some(5),
            ..
        }
    ));
}

/// Issue 40: the dialog states a game's order as its publisher's, with
/// where it comes from (Flesh and Blood's TRP 1.10 §1.4), and offers
/// Lorcana's two-game events both Melee's order and PlayHub's, saying
/// which is the default.
#[test]
fn the_order_is_cited_and_a_disagreement_is_the_owners_choice() {
    let mut h = harness(demo());
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Flesh and Blood").click();
    h.run();
    // The tiebreakers offered, each in words with where its order comes
    // from.
    h.get_by_label("Tiebreakers").click();
    h.run();
    assert!(
        h.query_by_label_contains(
            "CTB, match-loss %, opponents' match-loss %, OCTB, a roll (the publisher's order, as of TRP 1.10 §1.4)"
        )
        .is_some(),
        "the preset states the publisher's order"
    );
    h.key_press(Key::Escape);
    h.run();
    assert!(
        h.query_by_label_contains("Sources: fabtcg.com, Tournament Rules and Policy 1.10, §1.4")
            .is_some()
    );
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Disney Lorcana (two-game matches)").click();
    h.run();
    assert!(
        h.query_by_label_contains("Melee's order is the default, PlayHub's the preset")
            .is_some(),
        "the two platforms' disagreement is named"
    );
    let form = h.state().dialogs.new_event.clone().expect("open");
    assert_eq!(form.preset, Preset::LorcanaTwoGame);
    assert!(form.presets().contains(&Preset::LorcanaTwoGamePlayhub));
}

#[test]
fn each_game_brings_its_own_preset_and_match_length() {
    for g in Game::ALL {
        let mut form = Form::default();
        form.set_game(g);
        assert_eq!(form.preset.game(), g, "{}", g.id());
        assert_eq!(Some(&form.best_of), g.facts().best_of.first());
        assert!(form.presets().iter().all(|p| p.game() == g));
        assert!(form.presets().contains(&form.preset));
        let pods = Sheet::offered(g).iter().any(|s| s.template().is_some());
        assert_eq!(pods, g == Game::Magic, "pod sheets are Magic's only");
    }
    // Two games a match for Lorcana's two-game events.
    let mut form = Form::default();
    form.set_game(Game::LorcanaTwoGame);
    assert_eq!(form.best_of, BestOf::Two);
    // Back to Magic: the sheet's own preset again.
    form.set_game(Game::Magic);
    form.set_sheet(Sheet::Swiss8);
    assert_eq!(form.preset, Preset::PodSwiss);
}

#[test]
fn a_pod_sheet_for_another_game_is_refused_in_words() {
    let form = Form {
        game: Game::Fab,
        sheet: Sheet::Swiss8,
        preset: Preset::Fab,
        names: (1..=8).map(|i| format!("P{i}\n")).collect(),
        ..Form::default()
    };
    let err = build(&form, "2026-11-26T19:00:00Z").expect_err("refused");
    assert!(err.contains("Magic's draft sheets"), "{err}");
    assert!(err.contains("Flesh and Blood"), "{err}");
}

#[test]
fn a_file_mixing_a_pod_sheet_and_another_game_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/demo-8.podsheet"
    ))
    .unwrap();
    let mut event = podsheet::io::event_file::from_str(&text, "demo").unwrap();
    event.rules = Preset::Pokemon;
    let path = dir.path().join("mixed.podsheet");
    podsheet::io::event_file::save(&event, &path).unwrap();
    let out = crate::util::cli::podsheet(&["standings", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("mixed.podsheet"), "{err}");
    assert!(err.contains("at rules"), "{err}");
    assert!(err.contains("Magic's draft sheet"), "{err}");
    assert!(err.contains("Pokémon TCG"), "{err}");
    // The same sheet under a Magic preset opens.
    event.rules = Preset::Wotc;
    podsheet::io::event_file::save(&event, &path).unwrap();
    let out = crate::util::cli::podsheet(&["standings", path.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
}
