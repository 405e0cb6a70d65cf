//! One room that agrees with itself (issue 35, part 1): a night file
//! holding a Swiss beside two draft pods shows every table by one number
//! room-wide on the slips, on the phones and in the app, a bye on no
//! table; and every face names a pod alike, in the reader's language.

use crate::util::app_support::harness;
use crate::util::day::{NOW, swiss};
use crate::util::pdf_support;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use podsheet::io::pdf::{Paper, PdfKind, render};
use podsheet::model::Night;
use podsheet::text::i18n::{Lang, set_current};
use podsheet::web::pages::{Page, render as page};
use std::collections::BTreeMap;

/// Two 8-drafter sheet pods of "Saturday draft", then an 11-player Swiss
/// beside them (one bye), every event's round 1 paired.
fn room() -> Night {
    let names: Vec<String> = (1..=16).map(|i| format!("Drafter{i}")).collect();
    let mut n = podsheet::engine::night::from_names("Saturday draft", &names, 8, 5, NOW).unwrap();
    for p in &mut n.pods {
        crate::util::day::hook(p);
    }
    let mut s = swiss(11, 4);
    for p in &mut s.players {
        p.name = format!("Swiss{}", p.name);
    }
    podsheet::engine::night::add_event(&mut n, s);
    n
}

/// Each player's table as the phones show it (the pairings page of each
/// event: player, table, opponent), `None` for a bye.
fn phones(n: &Night) -> BTreeMap<String, Option<u32>> {
    let board = crate::util::web_support::board(n.pods.clone());
    let mut out = BTreeMap::new();
    for pod in 0..n.pods.len() {
        let html = page(&board, &Page::Pairings { pod }, "").unwrap();
        let body = html.split("<tbody>").nth(1).expect("a pairings table");
        // <tr><td><a href="…">NAME</a></td><td class="num">TABLE</td>…
        for row in body.split("<tr>").skip(1) {
            let name = row.split("\">").nth(1).and_then(|r| r.split('<').next());
            let table = row
                .split("<td class=\"num\">")
                .nth(1)
                .and_then(|r| r.split('<').next());
            let (Some(name), Some(table)) = (name, table) else {
                panic!("a row without a name and a table: {row}");
            };
            let number = table.split(' ').next().and_then(|t| t.parse().ok());
            out.insert(name.to_string(), number);
        }
    }
    out
}

/// The tables printed on each event's result slips ("Round 1 · Table 13").
fn slips(n: &Night) -> Vec<u32> {
    let mut out = Vec::new();
    for e in &n.pods {
        let pdf = render(e, PdfKind::Slips, Paper::A4).unwrap();
        let text = pdf_support::all_text(&pdf);
        for after in text.split("Table ").skip(1) {
            let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
            out.push(
                digits
                    .parse::<u32>()
                    .unwrap_or_else(|_| panic!("Table {after}")),
            );
        }
    }
    out.sort_unstable();
    out
}

#[test]
fn slips_phones_and_the_app_give_each_table_one_number() {
    set_current(Lang::En);
    let n = room();
    let seen = phones(&n);
    let players: usize = n.pods.iter().map(|p| p.players.len()).sum();
    assert_eq!(seen.len(), players, "every player on a phone: {seen:?}");
    // One bye (the Swiss's eleventh player), on no table.
    let byes: Vec<&String> = seen
        .iter()
        .filter(|(_, t)| t.is_none())
        .map(|(p, _)| p)
        .collect();
    assert_eq!(byes.len(), 1, "{seen:?}");
    // Tables 1-4 and 5-8 for the pods, 9-13 for the Swiss: each holds two.
    let mut count: BTreeMap<u32, usize> = BTreeMap::new();
    for t in seen.values().flatten() {
        *count.entry(*t).or_default() += 1;
    }
    assert_eq!(
        count.keys().copied().collect::<Vec<_>>(),
        (1..=13).collect::<Vec<_>>()
    );
    assert!(count.values().all(|&c| c == 2), "{count:?}");
    for (p, t) in &seen {
        let want = if p.starts_with("Swiss") {
            9..=13
        } else {
            1..=8
        };
        assert!(t.is_none_or(|t| want.contains(&t)), "{p} at {t:?}");
    }
    // The slips print the same tables, one slip each, none for the bye.
    assert_eq!(slips(&n), count.keys().copied().collect::<Vec<_>>());
    // The app, each event on its tab: every match by the phones' number.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("saturday.podsheet");
    podsheet::io::night_file::save(&n, &file).unwrap();
    let mut h = harness(crate::util::app_support::demo());
    h.state_mut().open_path(&file);
    h.run();
    for (k, tab) in ["Pod 1 ·", "Pod 2 ·", "Saturday Swiss ·"]
        .iter()
        .enumerate()
    {
        h.get_by_label_contains(tab).click();
        h.run();
        let e = &n.pods[k];
        for m in &e.rounds[0].matches {
            let a = &e.player(m.a).name;
            let Some(b) = m.b else {
                // A bye takes no table: "Swiss… has a bye", no number.
                let bye = format!("{a} has a bye");
                let node = h.get_by_label_contains(&bye);
                let label = node.accesskit_node().label().unwrap_or_default();
                assert!(!label.contains("Table"), "{label}");
                continue;
            };
            let b = &e.player(b).name;
            let table = seen[a].unwrap();
            assert_eq!(seen[b], Some(table), "{a} and {b} share a table");
            let found = h
                .query_all_by_label_contains(&format!("{a} vs {b}"))
                .count();
            assert!(found > 0, "{a} vs {b} on screen");
            let caption = format!("Table {table}");
            let near = match &m.label {
                // A sheet's box: its table beside its letter.
                Some(l) if l.parse::<u32>().is_err() => {
                    h.query_all_by_label(&caption).next().is_some()
                }
                _ => h
                    .query_all_by_label_contains(&format!("{caption}: {a} vs {b}"))
                    .next()
                    .is_some(),
            };
            assert!(near, "{a} vs {b} shown at {caption}");
        }
    }
}

#[test]
fn pods_are_named_in_the_readers_language_on_printouts_and_phones() {
    let n = room();
    let board = crate::util::web_support::board(n.pods.clone());
    for (lang, pod) in [(Lang::Ja, "ポッド2"), (Lang::De, "Pod 2")] {
        set_current(lang);
        let name = podsheet::text::room::event_name(&n.pods[1]);
        assert!(
            name.starts_with("Saturday draft") && name.ends_with(pod),
            "{name}"
        );
        // Printouts: the sheet and the slips carry it.
        for kind in [PdfKind::Sheet, PdfKind::Slips] {
            let pdf = render(&n.pods[1], kind, Paper::A4).unwrap();
            let text = pdf_support::collapse(&pdf_support::all_text(&pdf));
            assert!(
                text.contains(&pdf_support::collapse(&name)),
                "{lang:?} {kind:?}: {text}"
            );
            assert!(!text.contains("— Pod 2") || lang == Lang::De, "{text}");
        }
        // Phones: the pod's pairings and the night's chooser.
        for p in [Page::Pairings { pod: 1 }, Page::Chooser { asked: false }] {
            let html = page(&board, &p, "").unwrap();
            assert!(html.contains(&name), "{lang:?} {p:?}");
        }
    }
    set_current(Lang::En);
}
