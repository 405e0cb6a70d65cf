//! Every face tells the day's story (issue 35, part 4): a match given to
//! a dropped player's opponent and the dropped player on reprints and on
//! the player's page; the phones say why a seed differs from the standings
//! after a fix the cut keeps; a playoff round is named, never numbered.

use crate::util::day::{NOW, cut_changing_box, cut_day, hook, play, swiss};
use crate::util::pdf_support;
use crate::util::web_support::board;
use podsheet::engine::life::act;
use podsheet::io::pdf::{Paper, PdfKind, render};
use podsheet::model::Event;
use podsheet::text::i18n::{Lang, set_current};
use podsheet::web::pages::{Page, render as page};

/// An 8-player Swiss, round 1 played and round 2 paired; a player of
/// round 2's first match dropped after round 1 and the match given to
/// their opponent. The dropped player and the given table.
fn given_day() -> (Event, String, String) {
    let mut e = swiss(8, 3);
    play(&mut e, 1, &|_| false);
    assert_eq!(e.rounds.len(), 2);
    let m = e.rounds[1].matches[0].clone();
    let out = m.a;
    e.players[out.0].dropped_after = Some(1);
    let to = act::concede(&mut e, 2, out, NOW).unwrap();
    assert_eq!(to, m.b.unwrap());
    let table = podsheet::text::sheet::table_of(&e, &e.rounds[1].matches, 0);
    (e.clone(), e.player(out).name.clone(), table)
}

#[test]
fn a_given_match_gets_no_slip_and_the_pairings_and_the_players_page_say_why() {
    set_current(Lang::En);
    let (e, out, table) = given_day();
    // The slips: one for each match still to play, none for the given one.
    let slips = pdf_support::all_text(&render(&e, PdfKind::Slips, Paper::A4).unwrap());
    let tables: Vec<&str> = slips
        .split("Table ")
        .skip(1)
        .map(|t| t.split(|c: char| !c.is_ascii_digit()).next().unwrap_or(""))
        .collect();
    assert_eq!(tables.len(), 3, "{tables:?}");
    assert!(
        !tables.contains(&table.as_str()),
        "table {table}: {tables:?}"
    );
    // The pairings: who dropped, the match given, at no table.
    let pairings = pdf_support::collapse(&pdf_support::all_text(
        &render(&e, PdfKind::Pairings, Paper::A4).unwrap(),
    ));
    assert!(
        pairings.contains(&format!("match given: {out} dropped")),
        "{pairings}"
    );
    assert!(
        pairings.contains("dropped: the match is given to"),
        "{pairings}"
    );
    // The dropped player's own page says so (out after the round whose
    // match was given).
    let number = e.players.iter().find(|p| p.name == out).unwrap().number;
    let m = &e.rounds[1].matches[0];
    let to = if e.player(m.a).name == out {
        m.b.unwrap()
    } else {
        m.a
    };
    let (to_name, to_number) = (e.player(to).name.clone(), e.player(to).number);
    let b = board(vec![e]);
    let html = page(&b, &Page::Player { pod: 0, number }, "").unwrap();
    assert!(
        html.contains("<p class=\"dropped\">(dropped after round 2)"),
        "{html}"
    );
    // Their match list says the match was given, never a score they lost.
    let given = format!("dropped: the match is given to {to_name}");
    assert!(html.contains(&given), "{html}");
    let round_two = html.split("<td class=\"num\">2</td>").nth(1).unwrap();
    let row = round_two.split("</tr>").next().unwrap();
    assert!(!row.contains("lost"), "{row}");
    // The opponent's page: a match given, not a 2-0 they played.
    let theirs = page(
        &b,
        &Page::Player {
            pod: 0,
            number: to_number,
        },
        "",
    )
    .unwrap();
    let row = theirs.split("<td class=\"num\">2</td>").nth(1).unwrap();
    let row = row.split("</tr>").next().unwrap();
    assert!(
        row.contains(&format!("match given: {out} dropped")),
        "{row}"
    );
    assert!(!row.contains("won"), "{row}");
    // The phones' pairings: both rows say it, at no table.
    let pairings = page(&b, &Page::Pairings { pod: 0 }, "").unwrap();
    assert!(pairings.contains(&given), "{pairings}");
    assert!(!pairings.contains(&format!(">{table}<")), "{pairings}");
}

#[test]
fn after_a_fix_the_cut_keeps_the_phones_say_why_a_seed_differs_from_the_standings() {
    set_current(Lang::En);
    let mut e = cut_day();
    let before = board(vec![e.clone()]);
    let html = page(&before, &Page::Standings { pod: 0 }, "").unwrap();
    assert!(!html.contains("keeps the seeds"), "nothing changed yet");
    // A round-5 correction that changes the top 8; the owner keeps the cut.
    let k = cut_changing_box(&e);
    let s = e.rounds[4].matches[k].score.unwrap();
    e.rounds[4].matches[k].score = Some(s.flipped());
    act::keep_cut(&mut e, NOW).unwrap();
    let after = board(vec![e]);
    let html = page(&after, &Page::Standings { pod: 0 }, "").unwrap();
    assert!(
        html.contains("The bracket keeps the seeds the cut was made with"),
        "{html}"
    );
    assert!(html.contains("in the standings now"), "{html}");
}

#[test]
fn a_playoff_round_is_named_never_numbered() {
    set_current(Lang::En);
    let mut e = cut_day();
    for _ in 0..3 {
        let r = e.rounds.len() as u32;
        play(&mut e, r, &|_| false);
        hook(&mut e);
    }
    assert_eq!(e.rounds.len(), 8, "quarterfinals, semifinals, final");
    // Nothing to pair after the final: said by the final, not "all 8 rounds".
    let why = podsheet::engine::pairing::next_round(&e)
        .unwrap_err()
        .to_string();
    assert_eq!(why, "the playoff is over: the final has been played");
    // The phones: the final's winner wins the event, nobody "goes on".
    let b = board(vec![e.clone()]);
    let html = page(&b, &Page::Standings { pod: 0 }, "").unwrap();
    let fin = &html[html.find("<h3>Final</h3>").expect("the final")..];
    assert!(fin.contains("wins the event"), "{fin}");
    assert!(
        !fin[..fin.find("</ul>").unwrap()].contains("goes on"),
        "{fin}"
    );
    // `podsheet playoff`: the rounds by name alone.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("day.podsheet");
    podsheet::io::event_file::save(&e, &file).unwrap();
    let out = crate::util::cli::podsheet(&["playoff", file.to_str().unwrap(), "--lang", "en"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("Quarterfinals") && !text.contains("(round"),
        "{text}"
    );
}

/// A Swiss fix after the cut while no playoff result is in: the phones
/// say the bracket may change (the store may cut again), not that the
/// cut stands, and the quarterfinals' pairings may change.
#[test]
fn a_cut_the_store_may_still_make_again_is_said_so_on_the_phones() {
    set_current(Lang::En);
    let mut e = cut_day();
    let i = cut_changing_box(&e);
    let s = e.rounds[4].matches[i].score.unwrap();
    e.rounds[4].matches[i].score = Some(s.flipped());
    hook(&mut e);
    let b = board(vec![e]);
    let standings = page(&b, &Page::Standings { pod: 0 }, "").unwrap();
    assert!(standings.contains("the store may cut again"), "{standings}");
    assert!(!standings.contains("(the cut stands)"), "{standings}");
    let pairings = page(&b, &Page::Pairings { pod: 0 }, "").unwrap();
    assert!(pairings.contains("These pairings may change"), "{pairings}");
}

/// In a night, a stale round's advice, a re-pairing's "pairings changed"
/// and the find page name the room's tables, never the round's own
/// match numbers.
#[test]
fn a_stale_round_names_the_rooms_tables() {
    set_current(Lang::En);
    let mut e = swiss(8, 3);
    e.first_table = Some(9);
    play(&mut e, 1, &|_| false);
    let i = crate::util::day::pairing_changing_box(&e);
    e.rounds[1].matches[0].score = Some(podsheet::model::GameScore::new(2, 0, 0));
    let s = e.rounds[0].matches[i].score.unwrap();
    e.rounds[0].matches[i].score = Some(s.flipped());
    hook(&mut e);
    let l = podsheet::engine::life::life(&e, None);
    let Some(stale) = l.round(2) else {
        panic!("round 2 is stale");
    };
    let advice = podsheet::text::life::stale_advice(&e, stale).to_string();
    // Round 2's open tables are the room's 10, 11 and 12.
    assert!(advice.contains("10, 11 and 12"), "{advice}");
    assert!(stale.repair.is_ok(), "{:?}", stale.repair);
    {
        act::repair(&mut e, 2, NOW).unwrap();
        let b = board(vec![e.clone()]);
        let pairings = page(&b, &Page::Pairings { pod: 0 }, "").unwrap();
        let changed = pairings.split("Pairings changed").nth(1).unwrap();
        let changed = changed.split("</p>").next().unwrap();
        assert!(
            changed.contains("1") || changed.contains("no table moved"),
            "{changed}"
        );
        for t in ["2", "3", "4"] {
            assert!(
                !changed.contains(&format!(" {t} ")) && !changed.contains(&format!(" {t}.")),
                "{changed}"
            );
        }
    }
}
