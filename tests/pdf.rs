//! The printouts read back as a person would check them: page count and
//! size, every name, the scores, ranks and explanation sentences.

use lopdf::{Document, Object};
use podsheet::engine::Snapshot;
use podsheet::engine::explain::Explainer;
use podsheet::engine::pairing::templates::Source;
use podsheet::io::pdf::{Paper, PdfError, PdfKind, PdfOutput, render};
use podsheet::io::{event_file, load_any, report};
use podsheet::model::{
    BestOf, Event, GameScore, Match, Player, PlayerId, Preset, Round, Structure, Template,
};
use std::path::Path;

/// The text of every page, whitespace collapsed, and each page's size.
fn read(out: &PdfOutput) -> Vec<(String, (f32, f32))> {
    let mut doc = Document::load_mem(&out.bytes).expect("the PDF parses");
    accept_cmap_keys(&mut doc);
    doc.get_pages()
        .iter()
        .map(|(&n, &id)| {
            let text = doc.extract_text(&[n]).expect("text extracts");
            let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
            let page = doc.get_dictionary(id).expect("page dict");
            let mb = page
                .get(b"MediaBox")
                .and_then(Object::as_array)
                .expect("media box");
            let num = |o: &Object| {
                o.as_float()
                    .or_else(|_| o.as_i64().map(|i| i as f32))
                    .expect("number")
            };
            (text, (num(&mb[2]) - num(&mb[0]), num(&mb[3]) - num(&mb[1])))
        })
        .collect()
}

/// lopdf 0.38 rejects the `/CMapVersion` and `/WMode` entries of a
/// ToUnicode CMap (valid PDF, which poppler and lopdf 0.47 read; printpdf
/// writes them). Drop those two lines so the 0.38 reader can map glyphs back
/// to text; nothing else in the file is touched.
fn accept_cmap_keys(doc: &mut Document) {
    for obj in doc.objects.values_mut() {
        if let Object::Stream(stream) = obj {
            let _ = stream.decompress();
            if !stream.content.windows(9).any(|w| w == b"begincmap") {
                continue;
            }
            let text = String::from_utf8_lossy(&stream.content).into_owned();
            let kept: Vec<&str> = text
                .lines()
                .filter(|l| !l.starts_with("/CMapVersion") && !l.starts_with("/WMode"))
                .collect();
            stream.set_plain_content(kept.join("\n").into_bytes());
        }
    }
}

fn event(path: &str) -> Event {
    load_any(Path::new(path)).expect("fixture loads")
}

fn all_text(out: &PdfOutput) -> String {
    read(out)
        .into_iter()
        .map(|(t, _)| t)
        .collect::<Vec<_>>()
        .join(" ")
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn blank_event(template: Template) -> Event {
    let rules = match template {
        Template::RoundRobin7 => Preset::PodRr,
        _ => Preset::PodSwiss,
    };
    Event::new(
        "Friday pod",
        Structure::Pod { template },
        template.best_of(),
        rules,
    )
}

const TEMPLATES: [Template; 4] = [
    Template::RoundRobin7,
    Template::Swiss8,
    Template::Swiss10,
    Template::SingleElimination8,
];

#[test]
fn blank_sheet_for_every_template_is_one_page_with_boxes_and_routing() {
    for t in TEMPLATES {
        for (paper, size) in [(Paper::Letter, (612.0, 792.0)), (Paper::A4, (595.0, 842.0))] {
            let out = render(&blank_event(t), PdfKind::BlankSheet, paper).expect("renders");
            let pages = read(&out);
            assert_eq!(pages.len(), 1, "{t:?} {paper:?} fits one page");
            let (w, h) = pages[0].1;
            assert_eq!((w.round(), h.round()), size, "{t:?} {paper:?}");
            let text = &pages[0].0;
            assert!(text.contains(t.heading()), "{t:?}: heading in {text}");
            for slot in t.slots() {
                if let Some(l) = slot.label {
                    assert!(text.contains(&format!("{l} vs")), "{t:?}: box {l}");
                }
                for side in [slot.a, slot.b] {
                    let want = match side {
                        Source::Winner(l) => format!("winner {l}"),
                        Source::Loser(l) => format!("loser {l}"),
                        Source::Number(n) => format!("player {n}"),
                        Source::Bye => "BYE".into(),
                    };
                    assert!(text.contains(&want), "{t:?}: routing {want}");
                }
            }
            let game = if t == Template::RoundRobin7 {
                "W/L/D:"
            } else {
                "games won:"
            };
            assert!(text.contains(game), "{t:?}");
            for rule in [
                "Seating:",
                "Pairings:",
                "Time limits:",
                "Draws:",
                "Tiebreakers:",
            ] {
                assert!(text.contains(rule), "{t:?}: {rule}");
            }
            let minutes = format!("{} minutes per round", t.minutes());
            assert!(text.contains(&minutes), "{t:?}");
            assert!(!text.contains("How the ties were broken"));
        }
    }
}

#[test]
fn blank_sheet_prefills_names_but_no_results() {
    let e = event("assets/demo-8.podsheet");
    let text = all_text(&render(&e, PdfKind::BlankSheet, Paper::Letter).expect("renders"));
    for p in &e.players {
        assert!(
            text.contains(&format!("{:02} {}", p.number, p.name)),
            "{}",
            p.name
        );
        // Round 1 boxes are filled from the player numbers.
        let first = p.name.split(' ').next().unwrap_or_default();
        assert!(
            text.contains(&format!("{} {first}", p.number)),
            "box name {first}"
        );
    }
    for absent in [
        "Hunted Horror",
        "3-0",
        "6-2",
        "How the ties were broken",
        "winner A games won: 1",
    ] {
        assert!(!text.contains(absent), "blank sheet shows {absent}");
    }
}

#[test]
fn filled_sheet_shows_scores_records_ranks_and_explanations() {
    let e = event("assets/demo-8.podsheet");
    let out = render(&e, PdfKind::Sheet, Paper::Letter).expect("renders");
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    let text = all_text(&out);
    // Rows as on the seed's filled sheet: scores by round, record, rank.
    for row in [
        "01 Scott Brosius 8 0-2 0-2 1-2 0-3 1-6 8 R/U/W Hunted Horror",
        "03 Derek Jeter 2 2-1 2-1 1-2 2-1 5-4 2",
        "05 Mariano Rivera 3 2-0 1-2 2-0 2-1 5-2 3",
        "07 Bernie Williams 4 1-2 2-0 2-1 2-1 5-3 4",
        "08 Roger Clemens 1 2-1 2-0 2-1 3-0 6-2 1",
    ] {
        assert!(text.contains(row), "row {row} in {text}");
    }
    // Every row's record and rank is what the engine computed.
    let snap = Snapshot::of(&e);
    let st = &snap.standings;
    for (i, p) in e.players.iter().enumerate() {
        let id = PlayerId(i);
        let r = &st.records[i];
        let rank = st.rank_of(id).expect("ranked");
        let tail = format!("{} {} {rank} {}", r.match_line(), r.game_line(), p.deck);
        assert!(text.contains(&tail), "{}: {tail}", p.name);
    }
    assert!(text.contains("I vs 3 Derek winner E games won: 1 8 Roger winner F games won: 2"));
    assert!(text.contains("Derek, Mariano and Bernie are tied on 6 points"));
    let ex = Explainer::new(&e, st);
    let groups = ex.all();
    assert_eq!(groups.len(), 2);
    for para in groups.iter().flatten() {
        assert!(text.contains(&collapse(para)), "explanation: {para}");
    }
}

#[test]
fn every_name_prints_in_every_printout() {
    let e = event("tests/fixtures/names-8.podsheet");
    for kind in [
        PdfKind::BlankSheet,
        PdfKind::Sheet,
        PdfKind::Pairings,
        PdfKind::Slips,
        PdfKind::Standings,
    ] {
        let out = render(&e, kind, Paper::A4).expect("renders");
        assert!(out.warnings.is_empty(), "{kind:?}: {:?}", out.warnings);
        let text = all_text(&out);
        assert!(text.contains("Pod Ωμέγα — Friday draft"), "{kind:?}");
        for p in &e.players {
            assert!(text.contains(&p.name), "{kind:?}: {} in {text}", p.name);
        }
    }
    let text = all_text(&render(&e, PdfKind::Sheet, Paper::A4).expect("renders"));
    assert!(text.contains("Łukasz Żółć"));
    assert!(text.contains("Ёлена Смирнова"));
    assert!(text.contains("Γιώργος Παπαδόπουλος"));
}

#[test]
fn a_name_the_font_cannot_draw_is_reported() {
    let mut e = event("assets/demo-8.podsheet");
    e.players[2].name = "李小龍".into();
    let out = render(&e, PdfKind::Standings, Paper::Letter).expect("still renders");
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    assert!(out.warnings[0].contains("李小龍"), "{:?}", out.warnings);
    let clean = render(
        &event("assets/demo-8.podsheet"),
        PdfKind::Standings,
        Paper::Letter,
    )
    .expect("renders");
    assert!(clean.warnings.is_empty());
}

#[test]
fn round_robin_and_ten_player_sheets_explain_every_tie() {
    for path in [
        "tests/fixtures/pod7.podsheet",
        "tests/fixtures/pod10.podsheet",
    ] {
        let e = event(path);
        let out = render(&e, PdfKind::Sheet, Paper::Letter).expect("renders");
        assert!(out.pages <= 2, "{path}: {} pages", out.pages);
        let text = all_text(&out);
        assert_eq!(read(&out).len(), out.pages);
        let snap = Snapshot::of(&e);
        let groups = Explainer::new(&e, &snap.standings).all();
        assert!(!groups.is_empty(), "{path} has ties");
        for para in groups.iter().flatten() {
            assert!(text.contains(&collapse(para)), "{path}: {para}");
        }
        for p in &e.players {
            assert!(text.contains(&p.name), "{path}: {}", p.name);
        }
    }
}

#[test]
fn pairings_are_alphabetical_with_tables_for_the_latest_round() {
    let e = event("tests/fixtures/pod8.csv");
    let text = all_text(&render(&e, PdfKind::Pairings, Paper::Letter).expect("renders"));
    let last = e.rounds.len();
    assert!(text.contains(&format!("round {last} pairings")), "{text}");
    let mut names: Vec<&str> = e.players.iter().map(|p| p.name.as_str()).collect();
    names.sort_by_key(|n| n.to_lowercase());
    let round = e.rounds.last().expect("a round");
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
        let opp = opp.map_or("BYE".to_string(), |o| e.player(o).name.clone());
        let line = format!("{} {name} {opp}", i + 1);
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

#[test]
fn wrong_kinds_fail_clearly() {
    let csv = event("tests/fixtures/pod8.csv");
    assert!(matches!(
        render(&csv, PdfKind::Sheet, Paper::Letter),
        Err(PdfError::NotASheet(_))
    ));
    let fresh = blank_event(Template::Swiss8);
    assert_eq!(
        render(&fresh, PdfKind::Pairings, Paper::Letter).err(),
        Some(PdfError::NoRounds)
    );
    let mut short = event("assets/demo-8.podsheet");
    short.players.pop();
    short.rounds.clear();
    assert!(matches!(
        render(&short, PdfKind::BlankSheet, Paper::Letter),
        Err(PdfError::WrongPlayerCount {
            expected: 8,
            found: 7,
            ..
        })
    ));
    assert_eq!(PdfKind::default_for(&csv, false), PdfKind::Standings);
    assert_eq!(PdfKind::default_for(&fresh, true), PdfKind::BlankSheet);
    assert_eq!(PdfKind::default_for(&fresh, false), PdfKind::Sheet);
}

#[test]
fn a_sheet_page_is_small() {
    let e = event("assets/demo-8.podsheet");
    let out = render(&e, PdfKind::Sheet, Paper::Letter).expect("renders");
    assert!(out.bytes.len() < 300 * 1024, "{} bytes", out.bytes.len());
    let saved = event_file::to_string(&e);
    assert!(!saved.is_empty());
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
