//! The pod sheets read back as a person would check them: page count and
//! size, every name, the scores, ranks and explanation sentences.

use crate::util::pdf_support as support;

use podsheet::engine::Snapshot;
use podsheet::engine::pairing::templates::Source;
use podsheet::io::event_file;
use podsheet::io::pdf::{Paper, PdfError, PdfKind, render};
use podsheet::model::{Event, PlayerId, Preset, Structure, Template};
use podsheet::text::explain::Explainer;
use support::{all_text, collapse, event, read};

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
            assert!(
                text.contains(&podsheet::text::sheet::template_heading(t)),
                "{t:?}: heading in {text}"
            );
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
    // CJK prints with the desktop's font now; a private-use letter has none.
    let mut e = event("assets/demo-8.podsheet");
    e.players[2].name = "李小龍 \u{E000}".into();
    let out = render(&e, PdfKind::Standings, Paper::Letter).expect("still renders");
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    assert!(
        out.warnings[0].contains("李小龍 \u{E000}"),
        "{:?}",
        out.warnings
    );
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

/// A PDF carries the day it was made (not 1970) and a title, in the
/// file's properties.
#[test]
fn a_pdf_carries_its_date_and_title() {
    let e = event("assets/demo-8.podsheet");
    let out = render(&e, PdfKind::Standings, Paper::A4).unwrap();
    let doc = lopdf::Document::load_mem(&out.bytes).unwrap();
    let info_ref = doc.trailer.get(b"Info").unwrap().as_reference().unwrap();
    let info = doc.get_dictionary(info_ref).unwrap();
    let text =
        |key: &[u8]| String::from_utf8_lossy(info.get(key).unwrap().as_str().unwrap()).into_owned();
    let year = 1970
        + std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs()
            / 31_557_600;
    let created = text(b"CreationDate");
    assert!(
        created.starts_with(&format!("D:{year}"))
            || created.starts_with(&format!("D:{}", year - 1)),
        "{created}"
    );
    let title = text(b"Title");
    assert!(!title.trim().is_empty(), "a title");
}
