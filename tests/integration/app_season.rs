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
    // The columns: each night by its name (a results CSV's is its file's).
    assert_eq!(view.loaded.season(view.points).titles, ["1", "2", "3.csv"]);
    h.get_by_label("3.csv");
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
    // Each night's column is titled by the night (results CSVs are named
    // by their file), the unreadable one by its file.
    assert!(text.contains("3.csv"), "{text}");
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
    crate::util::season::named_night(
        dir.path(),
        "4.podsheet",
        "Friday draft",
        "2026-11-20",
        &[("Ann", "Bob")],
    );
    let loaded = podsheet::io::season_file::load(&[dir.path().to_path_buf()]).unwrap();
    let season = loaded.season(Default::default());
    let mut board = crate::util::web_support::board(vec![demo()]);
    // Without a season shared, there is no season page.
    assert!(podsheet::web::routes::page_for("/season", &board).is_none());
    board.season = Some(std::sync::Arc::new(vec![season]));
    let page = podsheet::web::routes::page_for("/season", &board).unwrap();
    let html = podsheet::web::pages::render(&board, &page, "").unwrap();
    // Each column titled by its night (its name and date), the unreadable
    // third by its file, and marked, never a zero.
    for want in [
        "Zoë Ådahl",
        "both have 5 season points",
        ">Friday draft 20 Nov 2026<",
        ">3.csv<",
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

#[test]
fn points_a_season_file_remembers_beyond_the_bound_are_said_not_used() {
    let dir = tempfile::tempdir().unwrap();
    two_nights(dir.path());
    let league = dir.path().join("league.podseason");
    std::fs::write(
        &league,
        r#"{"format": "podseason/1", "events": ["1.csv", "2.csv"], "points": "win=5000"}"#,
    )
    .unwrap();
    let mut h = harness(demo());
    h.run();
    h.state()
        .commands
        .send(Command::FileChosen(Purpose::OpenSeason, Some(league)));
    h.run();
    h.run();
    let view = h.state().dialogs.season.clone().expect("the season opens");
    assert_eq!(
        view.points,
        podsheet::engine::season::SeasonPoints::default()
    );
    h.get_by_label_contains("win=5000");
    h.get_by_label_contains("cannot be used");
}

#[test]
fn the_season_window_shows_its_rule_and_who_the_playoff_placed() {
    // A Swiss cut to a top 2 whose seed 2 (Cy) wins the final.
    let dir = tempfile::tempdir().unwrap();
    let file = crate::util::season::cut_night(dir.path(), "top2.podsheet", [1, 2, 0]);
    let mut h = harness(demo());
    h.run();
    h.state()
        .commands
        .send(Command::FileChosen(Purpose::OpenSeason, Some(file)));
    h.run();
    h.run();
    h.get_by_label("How the season counts");
    h.get_by_label_contains("so the champion is above the finalist");
    h.get_by_label_contains("a no-show whose match was given to the opponent gets nothing");
    let view = h.state().dialogs.season.clone().expect("open");
    let s = view.loaded.season(view.points);
    assert_eq!(s.rows[0].name, "Cy");
    h.get_by_label_contains("Saturday top 2 21 Nov 2026: Cy gets 5 points, not the 4");
}
