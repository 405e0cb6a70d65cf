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
