//! A Saturday in the app (issue 28): a 20-player Swiss where a result that
//! cannot happen holds round 2 and says so where round 2 would be, a
//! correction after round 2 is paired shows its notice and is re-paired
//! by Ctrl+R, a drop after the last slip is given to the opponent by one
//! click, and a Swiss fix after the cut keeps the bracket and cuts again.

use crate::util::app_support::harness;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;
use podsheet::app::document::edit::Edit;
use podsheet::app::{Command, PodsheetApp};
use podsheet::model::{Event, GameScore, PlayerId};

type H = egui_kittest::Harness<'static, PodsheetApp>;

fn swiss(n: usize) -> Event {
    crate::util::day::swiss(n, 5)
}

/// A round-1 box whose correction changes round 2's pairing.
fn changing_box(h: &H) -> usize {
    crate::util::day::pairing_changing_box(&h.state().doc().event)
}

fn score(h: &mut H, round: u32, index: usize, s: Option<GameScore>) {
    h.state().commands.edit(Edit::SetScore {
        round,
        index,
        score: s,
    });
    // Commands are carried out at the end of a frame: the next shows them.
    h.run();
    h.run();
}

/// Every match of round `r` without a result: the first player wins 2-1,
/// or 1-2 where `flip` says.
fn play(h: &mut H, r: u32, flip: &dyn Fn(usize) -> bool) {
    let n = h.state().doc().event.rounds[r as usize - 1].matches.len();
    for i in 0..n {
        let m = &h.state().doc().event.rounds[r as usize - 1].matches[i];
        if m.b.is_some() && m.score.is_none() {
            let s = if flip(i) {
                GameScore::new(1, 2, 0)
            } else {
                GameScore::new(2, 1, 0)
            };
            score(h, r, i, Some(s));
        }
    }
}

fn has(h: &H, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn a_result_that_cannot_happen_holds_round_2_where_round_2_would_be() {
    let mut h = harness(swiss(20));
    h.run();
    play(&mut h, 1, &|i| i == 6);
    // Round 2 was paired; start again with box 7 typed 2-3.
    let mut h = harness(swiss(20));
    h.run();
    score(&mut h, 1, 6, Some(GameScore::new(2, 3, 0)));
    play(&mut h, 1, &|_| false);
    assert_eq!(h.state().doc().event.rounds.len(), 1, "round 2 waits");
    assert!(has(
        &h,
        "Round 2 waits: Round 1, table 7 (P7 vs P17) is 2-3"
    ));
    score(&mut h, 1, 6, Some(GameScore::new(1, 2, 0)));
    assert_eq!(h.state().doc().event.rounds.len(), 2, "paired once fixed");
    assert!(!has(&h, "Round 2 waits"));
}

#[test]
fn a_correction_after_round_2_is_paired_shows_its_notice_and_ctrl_r_re_pairs() {
    let mut h = harness(swiss(20));
    h.run();
    play(&mut h, 1, &|i| i % 3 == 0);
    let before = h.state().doc().event.rounds[1].matches.clone();
    // The correction that changes round 2's pairing.
    let k = changing_box(&h);
    let was = h.state().doc().event.rounds[0].matches[k].score.unwrap();
    score(&mut h, 1, k, Some(was.flipped()));
    // Said at once, on the status line and above the sheet; nothing moved.
    let said = format!(
        "Round 2 was paired before round 1, table {} changed from {was} to {}",
        k + 1,
        was.flipped()
    );
    assert!(
        h.state().doc().notes.iter().any(|n| n.starts_with(&said)),
        "{:?}",
        h.state().doc().notes
    );
    assert!(has(&h, &said));
    assert!(has(&h, "Paired before a change"));
    assert_eq!(h.state().doc().event.rounds[1].matches, before);
    // Ctrl+R re-pairs it, and the note names the tables that changed.
    h.key_press_modifiers(Modifiers::COMMAND, Key::R);
    h.run();
    h.run();
    let doc = h.state().doc();
    assert!(doc.snapshot.life.is_clear(), "{:?}", doc.snapshot.life);
    assert_ne!(doc.event.rounds[1].matches, before);
    assert!(
        doc.notes
            .iter()
            .any(|n| n.starts_with("Round 2 re-paired: table")),
        "{:?}",
        doc.notes
    );
    // The round says, under its title, that it was re-paired and why.
    assert!(has(&h, "Round 2 was re-paired at"));
    // One undo puts the round back as it was handed out.
    h.state().commands.send(Command::Undo);
    h.run();
    assert_eq!(h.state().doc().event.rounds[1].matches, before);
}

#[test]
fn a_drop_after_the_last_slip_gives_the_opponent_the_win_in_one_click() {
    let mut h = harness(swiss(20));
    h.run();
    play(&mut h, 1, &|_| false);
    play(&mut h, 2, &|_| false);
    assert_eq!(h.state().doc().event.rounds.len(), 3);
    let p1 = PlayerId(0);
    let m = h.state().doc().event.rounds[2]
        .matches
        .iter()
        .find(|m| m.involves(p1))
        .unwrap()
        .clone();
    let opponent = if m.a == p1 { m.b.unwrap() } else { m.a };
    let name = h.state().doc().event.player(opponent).name.clone();
    h.state().commands.edit(Edit::SetDropped(p1, Some(2)));
    h.run();
    h.run();
    assert!(has(
        &h,
        &format!("P1 dropped after round 2 but is paired in round 3 against {name}")
    ));
    h.get_by_label(&format!("Give {name} the match win"))
        .click();
    h.run();
    h.run();
    let doc = h.state().doc();
    let m = doc.event.rounds[2]
        .matches
        .iter()
        .find(|m| m.involves(p1))
        .unwrap();
    assert_eq!(m.winner(), Some(opponent));
    assert_eq!(doc.event.players[0].dropped_after, Some(3));
    assert!(doc.snapshot.life.is_clear(), "{:?}", doc.snapshot.life);
}

#[test]
fn a_swiss_fix_after_the_cut_keeps_the_bracket_and_cuts_again() {
    let mut h = harness(swiss(20));
    h.run();
    for r in 1..=5 {
        play(&mut h, r, &|i| (i + r as usize).is_multiple_of(3));
    }
    h.state().commands.send(Command::CutToTop(8));
    h.run();
    h.run();
    assert_eq!(h.state().doc().event.rounds.len(), 6);
    assert!(has(&h, "Quarterfinals"));
    let qf = h.state().doc().event.rounds[5].matches.clone();
    let k = crate::util::day::cut_changing_box(&h.state().doc().event);
    let s = h.state().doc().event.rounds[4].matches[k].score.unwrap();
    score(&mut h, 5, k, Some(s.flipped()));
    // The bracket stands, its boxes drawn; the notice offers a new cut.
    assert_eq!(h.state().doc().event.rounds[5].matches, qf);
    assert!(has(&h, "The top 8 was cut before round 5, table"));
    assert!(has(&h, "A: (1)"), "the bracket's boxes are drawn");
    h.get_by_label("Cut again").click();
    h.run();
    h.run();
    assert!(
        has(&h, "The top 8 was cut again at"),
        "the bracket says why"
    );
    let doc = h.state().doc();
    assert!(doc.snapshot.life.is_clear());
    assert_eq!(doc.event.rounds.len(), 6);
    assert_eq!(
        doc.event.cut.as_ref().unwrap().seeds,
        doc.snapshot.standings.order[..8]
    );
}

#[test]
fn a_swiss_joins_the_nights_pods_as_a_tab_with_its_own_tables() {
    let names: Vec<String> = (1..=16).map(|i| format!("Drafter {i}")).collect();
    let night = podsheet::engine::night::from_names("Friday", &names, 8, 3, "2026-11-20T19:00:00Z")
        .unwrap();
    let mut h = harness(swiss(4));
    h.run();
    h.state_mut().open_night(night, None);
    h.run();
    h.state()
        .commands
        .send(Command::AddEvent(Box::new(swiss(20))));
    h.run();
    let app = h.state();
    assert_eq!(app.night.len(), 3);
    assert_eq!(app.night.active(), 2, "the new event is shown");
    let firsts: Vec<u32> = app
        .night
        .docs()
        .map(|d| d.event.first_table.unwrap())
        .collect();
    assert_eq!(firsts, [1, 5, 9]);
    assert!(has(&h, "Saturday Swiss · round 1"), "its tab, by name");
}

#[test]
fn the_notice_and_its_buttons_draw_in_every_language() {
    // Every glyph of every language's notice is in the app's fonts (egui
    // panics on one that is not), and the buttons are said in it.
    use podsheet::text::i18n::{self, Lang};
    for lang in Lang::ALL {
        i18n::set_current(lang);
        let mut h = harness(swiss(20));
        h.run();
        play(&mut h, 1, &|i| i % 3 == 0);
        let k = changing_box(&h);
        let s = h.state().doc().event.rounds[0].matches[k].score.unwrap();
        score(&mut h, 1, k, Some(s.flipped()));
        let keep = podsheet::tl!(lang; LifeKeepButton, round = 2);
        h.get_by_label(&keep).click();
        h.run();
        h.run();
        assert!(h.state().doc().snapshot.life.is_clear(), "{lang:?}");
    }
    i18n::set_current(Lang::En);
}
