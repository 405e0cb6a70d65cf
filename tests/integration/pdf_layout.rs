//! Every printout in every language, the pseudo-locale's long words
//! included, on A4 and on Letter, as a proofreader reads it: no two words
//! on top of each other, no word across a box's edge or a column's rule,
//! nothing off the page, no word cut short where shrinking would fit.

use crate::util::day::{coded_swiss, cut_day};
use crate::util::pdf_support::event;
use podsheet::io::pdf::{
    Paper, PdfKind, blank_template_event, render, render_night, render_season,
};
use podsheet::model::{Event, Template};
use podsheet::text::i18n::{Lang, with_lang};

/// The printouts to read: each event with the kinds it prints.
fn printouts() -> Vec<(String, Event, Vec<PdfKind>)> {
    use PdfKind::*;
    let mut all = Vec::new();
    for path in [
        "assets/demo-8.podsheet",
        "tests/fixtures/pod10.podsheet",
        "tests/fixtures/pod7.podsheet",
        "tests/fixtures/scripts-8.podsheet",
    ] {
        all.push((
            path.to_string(),
            event(path),
            vec![Sheet, BlankSheet, Standings, Round],
        ));
    }
    // Other games' printouts: Konami's column, a double loss's box on the
    // slips, ties, the two-game table, a long game's name on every slip.
    for path in [
        "tests/fixtures/yugioh-6.podsheet",
        "tests/fixtures/pokemon-7.podsheet",
        "tests/fixtures/lorcana-two-game-6.podsheet",
    ] {
        all.push((path.to_string(), event(path), vec![Standings, Round]));
    }
    for t in [
        Template::RoundRobin7,
        Template::Swiss8,
        Template::Swiss9,
        Template::Swiss10,
        Template::SingleElimination8,
        Template::RoundRobin6Double,
    ] {
        all.push((
            format!("blank {t:?}"),
            blank_template_event(t),
            vec![BlankSheet],
        ));
    }
    all.push((
        "a Swiss cut to a top 8".into(),
        cut_day(),
        vec![Playoff, Standings, Round],
    ));
    all.push((
        "a Swiss in round 2".into(),
        coded_swiss(12),
        vec![Round, StillPlaying, Standings],
    ));
    all
}

/// A night of three pods (the 7-player round robin among them) and a
/// season over its pods and the demo pod.
fn night_and_season() -> (podsheet::model::Night, podsheet::engine::season::Season) {
    use podsheet::engine::season::{NightName, SeasonNight, SeasonPoints, season};
    let names: Vec<String> = (1..=23).map(|i| format!("Drafter Nº{i} Ørsted")).collect();
    let mut n = podsheet::engine::night::from_names("Friday", &names, 8, 4, "2026-11-20T18:00:00Z")
        .expect("a night");
    for m in &mut n.pods[2].rounds[0].matches {
        m.score = Some(podsheet::model::GameScore::new(2, 0, 0));
    }
    let nights = [
        SeasonNight {
            name: NightName {
                name: "Friday".into(),
                date: Some("2026-11-20".into()),
            },
            pods: Some(n.pods.clone()),
        },
        SeasonNight {
            name: NightName {
                name: "Demo".into(),
                date: None,
            },
            pods: Some(vec![event("assets/demo-8.podsheet")]),
        },
    ];
    let s = season(
        &nights,
        SeasonPoints::default(),
        &podsheet::text::fold::fold,
    );
    (n, s)
}

fn read(langs: &[Lang], papers: &[Paper]) -> Vec<String> {
    let mut found = Vec::new();
    let (night, season) = night_and_season();
    for &lang in langs {
        for &paper in papers {
            let outs = with_lang(lang, || {
                [
                    (
                        "a night",
                        render_night(&night.pods, &night.name, false, paper, None),
                    ),
                    (
                        "a season",
                        render_season(Some("Autumn league"), &[(&season, Vec::new())], paper),
                    ),
                ]
            });
            for (name, out) in outs {
                for p in out.expect("renders").layout_problems() {
                    found.push(format!("{name}, {}, {paper:?}: {p}", lang.tag()));
                }
            }
        }
    }
    for (name, e, kinds) in printouts() {
        for &lang in langs {
            for &paper in papers {
                for &kind in &kinds {
                    // With the phones' address: its QR code on pairings and slips.
                    let out = with_lang(lang, || {
                        podsheet::io::pdf::render_with_address(
                            &e,
                            kind,
                            paper,
                            Some("http://192.168.1.20:8080/"),
                        )
                    })
                    .expect("renders");
                    for p in out.layout_problems() {
                        found.push(format!("{name}, {kind:?}, {}, {paper:?}: {p}", lang.tag()));
                    }
                }
            }
        }
    }
    found
}

fn report(found: &[String]) {
    assert!(
        found.is_empty(),
        "{} layout problems, the first 40:\n{}",
        found.len(),
        found
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn every_printout_in_every_language_on_a4_reads_cleanly() {
    let langs: Vec<Lang> = Lang::ALL.into_iter().chain([Lang::Pseudo]).collect();
    report(&read(&langs, &[Paper::A4]));
}

/// Letter, the default paper, is wider and shorter than A4: every kind
/// again in every language.
#[test]
fn every_printout_in_every_language_on_letter_reads_cleanly() {
    let langs: Vec<Lang> = Lang::ALL.into_iter().chain([Lang::Pseudo]).collect();
    report(&read(&langs, &[Paper::Letter]));
}

/// The reading has something to read: a filled sheet records its words,
/// boxes, column rules, lines to write on, shaded rows and the white
/// letters of its dark tabs; a slip page with an address its QR code.
#[test]
fn the_printouts_record_every_kind_of_mark() {
    use podsheet::io::pdf::{Drawn, render_with_address};
    let kinds = |out: &podsheet::io::pdf::PdfOutput| {
        let mut seen = std::collections::BTreeSet::new();
        for p in &out.layout {
            seen.insert(match p.what {
                Drawn::Text(_) => "text",
                Drawn::WhiteText(_) => "white text",
                Drawn::Frame => "frame",
                Drawn::Rule => "rule",
                Drawn::Line => "line",
                Drawn::Fill(s) if s < 0.5 => "dark fill",
                Drawn::Fill(_) => "light fill",
                Drawn::Cut { .. } => "cut",
            });
        }
        seen
    };
    let sheet = render(&event("assets/demo-8.podsheet"), PdfKind::Sheet, Paper::A4).unwrap();
    let want = [
        "text",
        "white text",
        "frame",
        "rule",
        "line",
        "dark fill",
        "light fill",
    ];
    assert!(
        want.iter().all(|k| kinds(&sheet).contains(k)),
        "{:?}",
        kinds(&sheet)
    );
    let slips = render_with_address(
        &coded_swiss(12),
        PdfKind::Round,
        Paper::A4,
        Some("http://192.168.1.20:8080/"),
    )
    .unwrap();
    assert!(kinds(&slips).contains("dark fill"), "the QR code's modules");
    assert_eq!(slips.layout_problems(), Vec::<String>::new());
}
