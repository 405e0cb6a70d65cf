//! File → Season… (issue 22): the league table of a season's folder,
//! names matched across nights, an unreadable night named and marked
//! missing (never a zero), the points scheme edited live and remembered by
//! the saved `.podseason` file, and the ties explained.

use crate::util::app_support::{demo, harness};
use crate::util::season::two_nights;
use egui_kittest::kittest::Queryable as _;
use podsheet::app::Command;
use podsheet::app::files::purpose::Purpose;

#[test]
fn a_season_window_from_a_folder_with_one_night_unreadable() {
    let dir = tempfile::tempdir().unwrap();
    let [first, _] = two_nights(dir.path());
    std::fs::write(dir.path().join("3.csv"), "not,a,results,file\n").unwrap();
    let mut h = harness(demo());
    h.run();
    h.state()
        .commands
        .send(Command::FileChosen(Purpose::OpenSeason, Some(first)));
    h.run();
    // A new window is sized in its first frame and drawn in the next.
    h.run();
    let view = h
        .state()
        .dialogs
        .season
        .clone()
        .expect("the season window opens");
    assert_eq!(view.loaded.paths.len(), 3);
    assert_eq!(view.loaded.missing.len(), 1);
    h.get_by_label_contains("could not be read");
    assert!(
        h.query_all_by_label("missing").count() >= 5,
        "every player's night 3 is missing"
    );
    // Zoë, spelt as night 1 has her: 2 nights × (3 + 1).
    let s = view.loaded.season(view.points);
    assert_eq!(
        (s.rows[0].name.as_str(), s.rows[0].points),
        ("Zoë Ådahl", 8)
    );
    h.get_by_label_contains("both have 5 season points");
    // Points changed live, then saved: the season file remembers them.
    h.state_mut().dialogs.season.as_mut().unwrap().points.win = 5;
    h.run();
    assert!(h.query_all_by_label("12").count() >= 1);
    let saved = dir.path().join("league.podseason");
    h.state().commands.send(Command::FileChosen(
        Purpose::SaveSeason,
        Some(saved.clone()),
    ));
    h.run();
    // The table prints, the unreadable night marked.
    h.state_mut().open_pdf = false;
    let pdf = dir.path().join("season.pdf");
    h.state().commands.send(Command::FileChosen(
        Purpose::SeasonPdf(podsheet::io::pdf::Paper::A4),
        Some(pdf.clone()),
    ));
    h.run();
    let bytes = std::fs::read(&pdf).expect("the season PDF is written");
    let text = crate::util::pdf_support::read_bytes(&bytes)
        .into_iter()
        .map(|(t, _)| t)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        text.contains("Season: league") && text.contains("could not be read"),
        "{text}"
    );
    let back = podsheet::io::season_file::load(&[saved]).unwrap();
    assert_eq!(
        back.remembered.as_deref(),
        Some("win=5,draw=1,loss=0,attend=1")
    );
    assert_eq!(back.paths.len(), 3);
}

#[test]
fn the_season_on_the_phones() {
    let dir = tempfile::tempdir().unwrap();
    two_nights(dir.path());
    std::fs::write(dir.path().join("3.csv"), "not,a,results,file\n").unwrap();
    let loaded = podsheet::io::season_file::load(&[dir.path().to_path_buf()]).unwrap();
    let season = loaded.season(Default::default());
    let mut board = crate::util::web_support::board(vec![demo()]);
    // Without a season shared, there is no season page.
    assert!(podsheet::web::routes::page_for("/season", &board).is_none());
    board.season = Some(std::sync::Arc::new(season));
    let page = podsheet::web::routes::page_for("/season", &board).unwrap();
    let html = podsheet::web::pages::render(&board, &page, "").unwrap();
    // The unreadable third night is marked, never a zero.
    for want in [
        "Zoë Ådahl",
        "both have 5 season points",
        "N2",
        "N3",
        ">missing<",
    ] {
        assert!(html.contains(want), "{want} missing");
    }
    // The pod's pages link to it.
    let pairings =
        podsheet::web::pages::render(&board, &podsheet::web::pages::Page::Pairings { pod: 0 }, "")
            .unwrap();
    assert!(pairings.contains("href=\"/season\""));
}
