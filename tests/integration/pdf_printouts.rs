//! The printouts for any event read back: pairings by name, result slips,
//! standings with every tiebreaker, and margins on every page.

use crate::util::pdf_support as support;

use lopdf::{Document, Object};
use podsheet::engine::Snapshot;
use podsheet::io::pdf::{Paper, PdfKind, render};
use podsheet::io::report;
use podsheet::model::{
    BestOf, Event, GameScore, Match, Player, PlayerId, Preset, Round, Structure,
};
use support::{all_text, event, read};

#[test]
fn pairings_are_alphabetical_with_tables_for_the_latest_round() {
    let e = event("tests/fixtures/pod8.csv");
    let text = all_text(&render(&e, PdfKind::Pairings, Paper::Letter).expect("renders"));
    let last = e.rounds.len();
    assert!(text.contains(&format!("Round {last} pairings")), "{text}");
    let mut names: Vec<&str> = e.players.iter().map(|p| p.name.as_str()).collect();
    names.sort_by_key(|n| n.to_lowercase());
    let round = e.rounds.last().expect("a round");
    // Each name with the record and points the player brings to the
    // round (as TOM's pairings print them).
    let mut before = e.clone();
    before.rounds.truncate(last - 1);
    let st = podsheet::engine::ranking::rank(&before, &e.rules.options());
    let with = |p: podsheet::model::PlayerId| {
        let r = &st.records[p.0];
        let pts = if r.match_points == 1 { "pt" } else { "pts" };
        format!(
            "{} ({}, {} {pts})",
            e.player(p).name,
            r.match_line(),
            r.match_points
        )
    };
    let mut at = 0;
    for name in names {
        let id = e.find_player(name).expect("player");
        let (i, m) = round
            .matches
            .iter()
            .enumerate()
            .find(|(_, m)| m.involves(id))
            .expect("paired");
        let opp = if m.a == id { m.b } else { Some(m.a) };
        let opp = opp.map_or("BYE".to_string(), with);
        let line = format!("{} {} {opp}", i + 1, with(id));
        let pos = text[at..]
            .find(&line)
            .unwrap_or_else(|| panic!("{line} after {at} in {text}"));
        at += pos + line.len();
    }
}

#[test]
fn slips_have_both_names_and_blanks_for_every_match() {
    let e = event("tests/fixtures/pod8.csv");
    let out = render(&e, PdfKind::Slips, Paper::Letter).expect("renders");
    assert_eq!(out.pages, 1, "four matches fit one page");
    let text = all_text(&out);
    let round = e.rounds.last().expect("a round");
    for (i, m) in round.matches.iter().enumerate() {
        let a = &e.player(m.a).name;
        let b = &e.player(m.b.expect("no byes")).name;
        let table = format!("Round {} · Table {}", e.rounds.len(), i + 1);
        assert!(text.contains(&table), "{table} in {text}");
        let slip = format!("{a} games won {b} games won drawn games");
        assert!(text.contains(&slip), "{slip} in {text}");
        assert!(text.contains(&format!("signed: {a}")));
    }
}

#[test]
fn standings_print_every_step_of_the_preset_for_any_size() {
    let e = event("tests/fixtures/pod8.csv");
    let text = all_text(&render(&e, PdfKind::Standings, Paper::Letter).expect("renders"));
    let snap = Snapshot::of(&e);
    for &s in &snap.standings.options.steps {
        assert!(text.contains(s.short()), "{}", s.short());
    }
    let json = report::standings_json(&e, &snap.standings, e.rules.id());
    for row in json["standings"].as_array().expect("rows") {
        let omw = row["tiebreakers"]["omw"].as_f64().expect("omw") * 100.0;
        let line = format!(
            "{} {} {} ",
            row["rank"],
            row["name"].as_str().expect("name"),
            row["match_points"]
        );
        assert!(text.contains(&line), "{line}");
        assert!(text.contains(&format!("{omw:.2}")), "omw {omw}");
    }

    let big = swiss(130);
    let out = render(&big, PdfKind::Standings, Paper::A4).expect("renders");
    let pages = read(&out);
    assert!(pages.len() >= 3, "{} pages", pages.len());
    let text: String = pages
        .iter()
        .map(|(t, _)| t.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    let st = Snapshot::of(&big).standings;
    let mut at = 0;
    for (i, &p) in st.order.iter().enumerate() {
        let line = format!("{} {} ", i + 1, big.player(p).name);
        let pos = text[at..].find(&line).unwrap_or_else(|| panic!("{line}"));
        at += pos;
    }
}

/// A Swiss event of `n` players with one round played.
fn swiss(n: usize) -> Event {
    let mut e = Event::new(
        "Big Swiss",
        Structure::Swiss {
            rounds: Some(3),
            first_round: Default::default(),
        },
        BestOf::Three,
        Preset::Mtr,
    );
    e.players = (0..n)
        .map(|i| Player::named(format!("Player {i:03}"), i as u32 + 1))
        .collect();
    let mut round = Round::default();
    for i in (0..n - 1).step_by(2) {
        let mut m = Match::new(PlayerId(i), PlayerId(i + 1));
        m.score = Some(GameScore::new(2, (i % 3) as u32 % 2, 0));
        round.matches.push(m);
    }
    e.rounds.push(round);
    e
}

/// Every mark on every page (text origins, line ends, box corners) stays
/// at least 12 mm from the paper's edges, for a home printer.
#[test]
fn everything_stays_inside_home_printer_margins() {
    let min = 12.0 * 72.0 / 25.4;
    let events = [
        ("assets/demo-8.podsheet", PdfKind::Sheet),
        ("tests/fixtures/pod10.podsheet", PdfKind::Sheet),
        ("tests/fixtures/pod7.podsheet", PdfKind::BlankSheet),
        ("tests/fixtures/pod8.csv", PdfKind::Slips),
        ("tests/fixtures/pod8.csv", PdfKind::Standings),
        ("tests/fixtures/pod8.csv", PdfKind::Pairings),
    ];
    for (path, kind) in events {
        for paper in [Paper::Letter, Paper::A4] {
            let out = render(&event(path), kind, paper).expect("renders");
            let doc = Document::load_mem(&out.bytes).expect("parses");
            for (n, id) in doc.get_pages() {
                let page = doc.get_dictionary(id).expect("page");
                let mb = page
                    .get(b"MediaBox")
                    .and_then(Object::as_array)
                    .expect("box");
                let (w, h) = (mb[2].as_float().expect("w"), mb[3].as_float().expect("h"));
                let content = doc.get_and_decode_page_content(id).expect("content");
                let mut points = 0;
                for op in &content.operations {
                    let nums: Vec<f32> = op
                        .operands
                        .iter()
                        .filter_map(|o| o.as_float().ok())
                        .collect();
                    let xy: Vec<(f32, f32)> = match op.operator.as_str() {
                        "Td" | "m" | "l" if nums.len() == 2 => vec![(nums[0], nums[1])],
                        "re" if nums.len() == 4 => {
                            vec![(nums[0], nums[1]), (nums[0] + nums[2], nums[1] + nums[3])]
                        }
                        _ => continue,
                    };
                    for (x, y) in xy {
                        points += 1;
                        assert!(
                            x >= min - 0.01
                                && x <= w - min + 0.01
                                && y >= min - 0.01
                                && y <= h - min + 0.01,
                            "{path} {kind:?} {paper:?} page {n}: {} at ({x}, {y})",
                            op.operator
                        );
                    }
                }
                assert!(points > 10, "{path} page {n}: positions found");
            }
        }
    }
}

/// A playoff match needs a winner: its slips offer no double loss (a
/// Yu-Gi-Oh! Swiss slip does), and no drawn games in a one-game match.
#[test]
fn playoff_slips_offer_no_double_loss() {
    let mut day = crate::util::day::cut_day();
    day.rules = podsheet::model::Preset::Yugioh;
    let playoff = all_text(&render(&day, PdfKind::Slips, Paper::A4).unwrap());
    assert!(!playoff.contains("double loss"), "{playoff}");
    let mut swiss = day.clone();
    swiss.cut = None;
    swiss.rounds.truncate(5);
    let slips = all_text(&render(&swiss, PdfKind::Slips, Paper::A4).unwrap());
    assert!(slips.contains("double loss"), "{slips}");
}
