//! The app in other languages (issue 19): the pseudo-locale shows that
//! every visible string comes from a catalog and that nothing overlaps
//! when text is 40% longer; View → Language switches live.

use crate::util::app_support::{cleared_demo, demo, harness};
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use podsheet::app::Command;
use podsheet::text::i18n::{self, Lang, pseudo::is_pseudo_letter};

/// A label on screen: its text, its rectangle, and the window it is in
/// (a form's window lies over the sheet; only labels of one layer must
/// not overlap).
struct Shown {
    text: String,
    rect: egui::Rect,
    layer: String,
}

/// Every label and text on screen (text fields' contents left out: they
/// are what was typed).
fn labels(h: &egui_kittest::Harness<'_, podsheet::app::PodsheetApp>) -> Vec<Shown> {
    h.root()
        .children_recursive()
        .filter_map(|n| {
            let node = n.accesskit_node();
            // A button's text is its label; a text label's is its value
            // (a text field's value is what was typed: left out).
            let role = format!("{:?}", node.role());
            let text = match node.label() {
                Some(l) => l.clone(),
                None if role == "Label" => node.value()?.clone(),
                None => return None,
            };
            if text.trim().is_empty() || egui_own(&text) {
                return None;
            }
            let mut layer = String::new();
            let mut up = Some(node);
            while let Some(a) = up {
                if format!("{:?}", a.role()) == "Window" {
                    layer = format!("{:?}", a.id());
                    break;
                }
                up = a.parent();
            }
            Some(Shown {
                text,
                rect: n.rect(),
                layer,
            })
        })
        .collect()
}

/// egui's own words for screen readers (a window's resize edges, its
/// collapse button), which egui 0.37 does not translate.
fn egui_own(label: &str) -> bool {
    label.starts_with("Resize ") || label == "Hide" || label == "Show"
}

/// Words of plain ASCII letters, three or more long, that are not in a
/// player's name or the event's: text that did not come through a
/// catalog (the pseudo-locale accents every catalog word).
fn bypassed(text: &str, allowed: &[String]) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() && !is_pseudo_letter(c))
        .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .filter(|w| !allowed.iter().any(|a| a == w))
        .map(str::to_string)
        .collect()
}

#[test]
fn in_the_pseudo_locale_every_word_comes_from_a_catalog_and_nothing_overlaps() {
    check_pseudo(demo(), &[]);
}

#[test]
fn the_pseudo_locale_mid_event_with_the_forms_open() {
    let (event, _) = cleared_demo();
    check_pseudo(
        event,
        &[
            Command::New,
            Command::LateEntry,
            Command::SwapPlayers,
            Command::TieBreakRoll,
        ],
    );
}

/// The 7-player round robin: a bye each round, in the grid's rows too.
#[test]
fn the_pseudo_locale_on_a_round_robin_with_byes() {
    let event = crate::util::pdf_support::event("tests/fixtures/pod7.podsheet");
    assert!(
        event
            .rounds
            .iter()
            .all(|r| r.matches.iter().any(|m| m.b.is_none())),
        "a bye in every round"
    );
    check_pseudo(event, &[]);
}

/// The app on `event` in the pseudo-locale, after `commands`: every label
/// from a catalog, none over another.
fn check_pseudo(event: podsheet::model::Event, commands: &[Command]) {
    i18n::set_current(Lang::Pseudo);
    let mut allowed: Vec<String> = event
        .players
        .iter()
        .flat_map(|p| {
            p.name
                .split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .chain(
            event
                .name
                .split(|c: char| !c.is_alphanumeric())
                .map(str::to_string),
        )
        .collect();
    allowed.push("Podsheet".into());
    // The titles of the documents a game's rules come from are cited as
    // they are (the New event dialog's sources), like a player's name.
    for g in podsheet::model::Game::ALL {
        for src in g.facts().sources {
            allowed.extend(
                src.cite
                    .split(|c: char| !c.is_alphanumeric())
                    .map(str::to_string),
            );
        }
    }
    // A catalog's word the pseudo-locale leaves as it is (the abbreviation
    // "WRR" has no letter it accents) is still from a catalog.
    for (_, text) in i18n::sources("en") {
        let text = i18n::pseudo::transform(text);
        allowed.extend(
            text.split(|c: char| !c.is_alphanumeric())
                .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
                .map(str::to_string),
        );
    }
    let mut h = harness(event);
    h.run();
    for c in commands {
        h.state().commands.send(c.clone());
        h.run();
    }
    let shown = labels(&h);
    i18n::set_current(Lang::En);
    assert!(shown.len() > 50, "only {} labels", shown.len());
    let bad: Vec<String> = shown
        .iter()
        .filter(|s| !bypassed(&s.text, &allowed).is_empty())
        .map(|s| format!("{:?} ({:?})", s.text, bypassed(&s.text, &allowed)))
        .collect();
    assert!(bad.is_empty(), "not from a catalog:\n{}", bad.join("\n"));
    // Nothing drawn over anything else: two labels never share pixels.
    let mut overlaps = Vec::new();
    for (i, a) in shown.iter().enumerate() {
        for b in shown[i + 1..].iter().filter(|b| b.layer == a.layer) {
            let (ra, rb) = (a.rect, b.rect);
            let both = ra.intersect(rb);
            if both.width() > 1.0
                && both.height() > 1.0
                && !ra.contains_rect(rb)
                && !rb.contains_rect(ra)
            {
                overlaps.push(format!("{:?} {ra:?} and {:?} {rb:?}", a.text, b.text));
            }
        }
    }
    assert!(overlaps.is_empty(), "overlapping:\n{}", overlaps.join("\n"));
}

#[test]
fn view_language_switches_the_app_at_once() {
    i18n::set_current(Lang::En);
    let mut h = harness(demo());
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Language").click();
    h.run();
    h.get_by_label("Italiano").click();
    h.run();
    h.run();
    let chosen = h.state().language;
    let now = i18n::current();
    i18n::set_current(Lang::En);
    assert_eq!(
        chosen,
        Some(Lang::It),
        "the choice is kept for the next start"
    );
    assert_eq!(now, Lang::It);
    // The menus speak Italian in the very next frame.
    i18n::set_current(Lang::It);
    h.run();
    let found = h.query_by_label("Modifica").is_some();
    i18n::set_current(Lang::En);
    assert!(found, "the Edit menu is called Modifica");
}

/// Chinese characters show in the form of the app's language: the simplified
/// Chinese face in a zh-Hans app, the Japanese one after switching to
/// Japanese (needs fonts-noto-cjk, which CI installs).
#[test]
fn han_shows_in_the_face_of_the_apps_language() {
    let scripts = podsheet::io::load_any(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/scripts-8.podsheet"
    )))
    .expect("fixture loads");
    let faces = |h: &mut egui_kittest::Harness<'_, podsheet::app::PodsheetApp>| {
        h.ctx.fonts_mut(|f| {
            f.has_glyphs(&egui::FontId::proportional(14.0), "王小明");
            f.discovered_fonts()
                .iter()
                .map(|d| d.name.clone())
                .collect::<Vec<_>>()
        })
    };
    i18n::set_current(Lang::ZhHans);
    let mut h = harness(scripts);
    h.run();
    let chinese = faces(&mut h);
    i18n::set_current(Lang::Ja);
    h.run();
    h.run();
    let japanese = faces(&mut h);
    i18n::set_current(Lang::En);
    assert!(chinese.iter().any(|n| n.contains("CJK SC")), "{chinese:?}");
    assert!(!chinese.iter().any(|n| n.contains("CJK JP")), "{chinese:?}");
    assert!(
        japanese.iter().any(|n| n.contains("CJK JP")),
        "{japanese:?}"
    );
}
