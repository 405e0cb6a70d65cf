//! A playoff in the app (issue 22): Event → Cut to top 8 pairs the
//! quarterfinals from the Swiss standings at once (1v8, 4v5, 2v7, 3v6, in
//! boxes A-D), each result routes its winner on (E-F, then G), a draw is
//! refused with the reason, the Swiss standings stay the Swiss rounds',
//! the cut is kept in the event file, and the final placing shows.

use crate::util::app_support::harness;
use crate::util::common::load;
use egui_kittest::kittest::Queryable as _;
use podsheet::app::Command;
use podsheet::app::document::edit::Edit;
use podsheet::model::{GameScore, PlayerId};

/// The higher seed (the match's first player) wins 2-0 every match of the
/// last round.
fn favourites_win(h: &mut egui_kittest::Harness<'_, podsheet::app::PodsheetApp>) {
    let round = h.state().doc().event.rounds.len() as u32;
    let n = h.state().doc().event.rounds.last().unwrap().matches.len();
    for index in 0..n {
        h.state().commands.edit(Edit::SetScore {
            round,
            index,
            score: Some(GameScore::new(2, 0, 0)),
        });
        h.run();
    }
}

#[test]
fn a_top_8_from_the_cut_to_the_final() {
    let event = load("tests/fixtures/pod8.csv");
    let swiss = event.rounds.len();
    let mut h = harness(event);
    h.run();
    let before = h.state().doc().snapshot.standings.order.clone();
    h.state().commands.send(Command::CutToTop(8));
    h.run();
    let ev = h.state().doc().event.clone();
    assert_eq!(
        ev.cut.map(|c| (c.top, c.after_round)),
        Some((8, swiss as u32))
    );
    // The quarterfinals, seeded from the Swiss standings.
    let qf = &ev.rounds[swiss].matches;
    let seed = |k: usize| before[k - 1];
    let pairs: Vec<(PlayerId, Option<PlayerId>, Option<String>)> =
        qf.iter().map(|m| (m.a, m.b, m.label.clone())).collect();
    assert_eq!(
        pairs,
        vec![
            (seed(1), Some(seed(8)), Some("A".into())),
            (seed(4), Some(seed(5)), Some("B".into())),
            (seed(2), Some(seed(7)), Some("C".into())),
            (seed(3), Some(seed(6)), Some("D".into())),
        ]
    );
    h.get_by_label_contains("Playoff: top 8");
    h.get_by_label_contains("winner A");
    // The bracket prints blank with the seeds right after the cut.
    let blank = podsheet::io::pdf::render(
        &h.state().doc().event,
        podsheet::io::pdf::PdfKind::Playoff,
        podsheet::io::pdf::Paper::Letter,
    )
    .unwrap();
    let text = crate::util::pdf_support::collapse(&crate::util::pdf_support::all_text(&blank));
    assert!(
        text.contains("Quarterfinals") && text.contains("winner A"),
        "{text}"
    );
    assert!(!text.contains("Final placing"), "{text}");
    favourites_win(&mut h);
    let ev = h.state().doc().event.clone();
    assert_eq!(ev.rounds.len(), swiss + 2, "the semifinals are paired");
    let sf = &ev.rounds[swiss + 1].matches;
    assert_eq!((sf[0].a, sf[0].b), (seed(1), Some(seed(4))));
    assert_eq!((sf[1].a, sf[1].b), (seed(2), Some(seed(3))));
    // A drawn semifinal is kept in its box, with the reason beside it, and
    // holds the final until a winner is entered.
    h.state().commands.edit(Edit::SetScore {
        round: (swiss + 2) as u32,
        index: 0,
        score: Some(GameScore::new(1, 1, 1)),
    });
    h.run();
    assert_eq!(
        h.state().doc().event.rounds[swiss + 1].matches[0].score,
        Some(GameScore::new(1, 1, 1))
    );
    assert!(
        h.query_all_by_label_contains("a playoff match needs one")
            .next()
            .is_some(),
        "the reason is beside the box"
    );
    assert_eq!(
        h.state().doc().event.rounds.len(),
        swiss + 2,
        "no final yet"
    );
    h.state().commands.edit(Edit::SetScore {
        round: (swiss + 2) as u32,
        index: 0,
        score: None,
    });
    h.run();
    favourites_win(&mut h);
    favourites_win(&mut h);
    let ev = h.state().doc().event.clone();
    assert_eq!(ev.rounds.len(), swiss + 3, "the final was played");
    assert_eq!(ev.rounds[swiss + 2].matches[0].label.as_deref(), Some("G"));
    // The standings are still the Swiss rounds'.
    assert_eq!(h.state().doc().snapshot.standings.order, before);
    assert_eq!(
        h.state().doc().snapshot.standings.rounds_played as usize,
        swiss
    );
    h.get_by_label_contains("Final placing");
    // Filled, it prints the winners and the placing.
    let filled = podsheet::io::pdf::render(
        &ev,
        podsheet::io::pdf::PdfKind::Playoff,
        podsheet::io::pdf::Paper::A4,
    )
    .unwrap();
    let text = crate::util::pdf_support::collapse(&crate::util::pdf_support::all_text(&filled));
    assert!(
        text.contains("Final placing") && text.contains("2-0"),
        "{text}"
    );
    // The cut is kept in the event file.
    let text = podsheet::io::event_file::to_string(&ev);
    let back = podsheet::io::event_file::from_str(&text, "top8.podsheet").unwrap();
    assert_eq!(back.cut, ev.cut);
    // The phone's standings page shows the bracket and the placing.
    let board = crate::util::web_support::board(vec![back]);
    let page = podsheet::web::pages::render(
        &board,
        &podsheet::web::pages::Page::Standings { pod: 0 },
        "",
    )
    .unwrap();
    for want in [
        "Playoff: top 8",
        "Quarterfinals",
        "Semifinals",
        "Final placing",
        "G: ",
    ] {
        assert!(page.contains(want), "{want} missing from the page");
    }
}

#[test]
fn the_cut_waits_for_every_swiss_result() {
    let mut event = load("tests/fixtures/pod8.csv");
    event.rounds.last_mut().unwrap().matches[0].score = None;
    let mut h = harness(event);
    h.run();
    h.state().commands.send(Command::CutToTop(8));
    h.run();
    assert!(h.state().doc().event.cut.is_none());
    let notes = h.state().doc().notes.join(" ");
    assert!(
        notes.contains("is not finished: the cut comes once every Swiss result is in"),
        "{notes}"
    );
}

/// When the last Swiss round is in, the boxes say what the game suggests
/// for the players in, and its cut is one click.
#[test]
fn the_end_of_the_swiss_offers_the_games_cut() {
    use crate::util::day::{play, swiss};
    let mut e = swiss(24, 5);
    for r in 1..=5 {
        play(&mut e, r, &|i| (i + r as usize).is_multiple_of(3));
    }
    assert_eq!(e.rounds.len(), 5);
    let mut h = harness(e.clone());
    h.run();
    // Magic's rules leave the cut to the store: every size, one click.
    h.get_by_label_contains("Magic: The Gathering's rules leave the top cut to the store");
    h.get_by_label("Cut to top 4");
    h.get_by_label("Cut to top 8").click();
    h.run();
    assert_eq!(h.state().doc().event.cut.as_ref().map(|c| c.top), Some(8));
    assert!(
        h.query_by_label_contains("The Swiss rounds are over")
            .is_none(),
        "said once cut"
    );
    // Pokémon's League Cup of 24 players: a top 8.
    let cup = one_game_each(24, 5, podsheet::model::Preset::Pokemon);
    let mut h = harness(cup);
    h.run();
    h.get_by_label_contains("For 24 players, Pokémon");
    h.get_by_label_contains("suggests a top 8");
    assert!(h.query_by_label("Cut to top 4").is_none());
    // Flesh and Blood's Armory has no playoff at 8: the standings are final.
    let fab = one_game_each(8, 3, podsheet::model::Preset::Fab);
    let mut h = harness(fab);
    h.run();
    h.get_by_label_contains("suggests no top cut: the standings are final");
    assert!(h.query_by_label("Cut to top 8").is_none());
    // Before the last round is in, nothing is offered.
    let mut early = e;
    early.rounds[4].matches[0].score = None;
    let mut h = harness(early);
    h.run();
    assert!(
        h.query_by_label_contains("The Swiss rounds are over")
            .is_none()
    );
}

/// A Swiss of `n` players played to `rounds` rounds (Magic's pairings),
/// then counted under `preset`, each match won in one game by its winner.
fn one_game_each(n: usize, rounds: u32, preset: podsheet::model::Preset) -> podsheet::model::Event {
    let mut e = crate::util::day::swiss(n, rounds);
    for r in 1..=rounds {
        crate::util::day::play(&mut e, r, &|i| i % 3 == 0);
    }
    e.rules = preset;
    e.best_of = podsheet::model::BestOf::One;
    for m in e.rounds.iter_mut().flat_map(|r| &mut r.matches) {
        m.score = m.score.map(|s| match s.a > s.b {
            true => GameScore::new(1, 0, 0),
            false => GameScore::new(0, 1, 0),
        });
    }
    e
}
