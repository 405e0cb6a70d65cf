//! A playoff round that a corrected result made stale is re-paired as its
//! bracket's boxes, never as a Swiss round of everyone left; it cannot be
//! kept with a player the results sent elsewhere; a box still waiting
//! stops the re-pairing, naming it.

use crate::util::day::{NOW, cut_day, hook};
use podsheet::engine::life::{act, life};
use podsheet::model::{Event, GameScore};

/// A cut day with the quarterfinals played (the first player of each
/// wins 2-0) and the semifinals paired.
fn semis() -> Event {
    let mut e = cut_day();
    for m in &mut e.rounds[5].matches {
        m.score = Some(GameScore::new(2, 0, 0));
    }
    hook(&mut e);
    assert_eq!(e.rounds.len(), 7, "semifinals paired");
    assert_eq!(e.rounds[6].matches.len(), 2);
    e
}

#[test]
fn a_stale_semifinal_is_re_paired_as_the_bracket_says() {
    let mut e = semis();
    let qf_b = e.rounds[5].matches[1].clone();
    let f_before = e.rounds[6].matches[1].clone();
    // Quarterfinal B was misread: its second player won.
    e.rounds[5].matches[1].score = Some(GameScore::new(0, 2, 0));
    hook(&mut e);
    let l = life(&e, None);
    let stale = l.round(7).expect("the semifinals are stale");
    assert!(stale.repair.is_ok(), "{:?}", stale.repair);
    // Keeping them would send the loser of B on.
    let mut kept = e.clone();
    let why = act::keep(&mut kept, 7, NOW).unwrap_err().to_string();
    assert!(why.contains("Semifinals"), "{why}");
    act::repair(&mut e, 7, NOW).unwrap();
    let sf = &e.rounds[6].matches;
    assert_eq!(sf.len(), 2, "two semifinals, not a Swiss round: {sf:?}");
    let e_box = sf.iter().find(|m| m.label.as_deref() == Some("E")).unwrap();
    let winner_a = e.rounds[5].matches[0].a;
    let players = [e_box.a, e_box.b.unwrap()];
    assert!(players.contains(&winner_a), "{e_box:?}");
    assert!(
        players.contains(&qf_b.b.unwrap()),
        "B's new winner: {e_box:?}"
    );
    // F's players did not change: it keeps its table and report code.
    let f = sf.iter().find(|m| m.label.as_deref() == Some("F")).unwrap();
    assert_eq!(
        (f.a, f.b, &f.codes),
        (f_before.a, f_before.b, &f_before.codes)
    );
    assert!(life(&e, None).round(7).is_none(), "settled");
}

#[test]
fn a_semifinal_played_or_waiting_stops_the_re_pairing_naming_the_box() {
    // A semifinal with a result whose players the bracket changed.
    let mut e = semis();
    e.rounds[6].matches[0].score = Some(GameScore::new(2, 1, 0));
    hook(&mut e);
    e.rounds[5].matches[0].score = Some(GameScore::new(0, 2, 0));
    hook(&mut e);
    let why = act::repair(&mut e, 7, NOW).unwrap_err().to_string();
    assert!(why.contains("has a result") && why.contains("E"), "{why}");
    // A quarterfinal cleared: the semifinal it feeds waits for it.
    let mut e = semis();
    e.rounds[5].matches[1].score = None;
    hook(&mut e);
    let s = life(&e, None).round(7).cloned().expect("stale");
    let why = s.repair.unwrap_err().to_string();
    assert!(why.contains("the bracket waits for a result in"), "{why}");
    assert!(
        why.contains("Quarterfinal B") || why.contains(" B "),
        "{why}"
    );
    assert!(!why.contains("round 6"), "named, never numbered: {why}");
    let refused = act::repair(&mut e, 7, NOW).unwrap_err().to_string();
    assert_eq!(refused, why);
    let r7 = e.rounds.get(6).map_or(0, |r| r.matches.len());
    assert!(r7 <= 2, "never a Swiss round of everyone: {r7}");
}

/// A playoff match's report page offers no draw: it needs a winner.
#[test]
fn a_playoff_report_page_offers_no_draw() {
    use crate::util::web_support::{board, get};
    use podsheet::web::{Desk, Limits, Server, Shared};
    let mut e = cut_day();
    let mut k = 0u64;
    let mut next = || {
        k += 1;
        podsheet::engine::reports::code_from(k * 7_919_993)
    };
    podsheet::engine::reports::assign_codes(&mut e, &mut Vec::new(), &mut next);
    let [code, _] = e.rounds[5].matches[0].codes.clone().expect("codes");
    let mut b = board(vec![e]);
    b.reports = true;
    let shared = Shared::new(b);
    let desk = Desk::new(shared.clone());
    let addr = "127.0.0.1:0".parse().unwrap();
    let server = Server::serve(addr, shared, Limits::default(), Some(desk)).unwrap();
    let page = get(server.addr(), &format!("/r/{code}")).body;
    assert!(page.contains("value=\"2-1\""), "{page}");
    assert!(!page.contains("value=\"1-1\""), "{page}");
    assert!(!page.contains("value=\"1-1-1\""), "{page}");
}

/// Once the final is in, `standings` prints the final placing before the
/// Swiss standings, and `playoff --pod N` reads an event of a night.
#[test]
fn the_command_line_shows_the_final_placing_and_reads_a_night() {
    use crate::util::cli::podsheet;
    let mut e = semis();
    for r in [6, 7] {
        for m in &mut e.rounds[r].matches {
            m.score = Some(GameScore::new(0, 2, 0));
        }
        hook(&mut e);
    }
    let champion = {
        let f = &e.rounds[7].matches[0];
        e.player(f.b.unwrap()).name.clone()
    };
    let mut other = crate::util::day::swiss(8, 3);
    other.name = "Draft".into();
    let night = podsheet::model::Night {
        pods: vec![other, e],
        ..podsheet::model::Night::single(crate::util::day::swiss(8, 3))
    };
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.podsheet");
    podsheet::io::night_file::save(&night, &file).unwrap();
    let f = file.to_str().unwrap();
    let out = podsheet(&["standings", f, "--pod", "2", "--lang", "en"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let placing = text.find("Final placing").expect("the final placing");
    assert!(
        text[placing..].lines().nth(1).unwrap().contains(&champion),
        "{text}"
    );
    assert!(placing < text.find("Rank").unwrap(), "{text}");
    // The whole night: an event that is no draft pod is headed by its
    // name, with the --pod that picks it.
    let out = podsheet(&["standings", f, "--lang", "en"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Draft (--pod 1 of 2)"), "{text}");
    let out = podsheet(&["playoff", f, "--pod", "2", "--lang", "en"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("Final placing"), "{text}");
}
