//! A round's life (docs/rules.md §6), played as a store's Saturday: a
//! 20-player Swiss of five rounds whose results are corrected after the
//! next round is paired, a drop after the last slip, a late entry, a cut
//! to a top 8 and a Swiss fix after it. Driven through the engine as the
//! app drives it: every edit, then `advance` and the quiet settling of
//! rounds a fresh pairing repeats.

use podsheet::engine::life::{act, fresh_round, life};
use podsheet::engine::pairing::{PairingError, planned_next_round};
use podsheet::engine::playoff;
use podsheet::engine::ranking::rank;
use podsheet::model::{
    BestOf, Cause, Event, GameScore, Player, PlayerId, Preset, RoundChange, Seen, Structure,
};
use podsheet::text::life::warnings;

use crate::util::day::{
    NOW, cut_changing_box, cut_day, hook, pairing_changing_box, play, set, swiss,
};

#[test]
fn a_result_that_cannot_happen_holds_the_next_round_and_says_where() {
    let mut e = swiss(20, 5);
    play(&mut e, 1, &|_| false);
    // Round 2 was paired from valid results; start again with box 7 wrong.
    let mut e2 = swiss(20, 5);
    play(&mut e2, 1, &|i| i == 6);
    assert_eq!(e2.rounds.len(), 2);
    let mut bad = swiss(20, 5);
    for i in 0..10 {
        let s = if i == 6 {
            GameScore::new(2, 3, 0)
        } else {
            GameScore::new(2, 1, 0)
        };
        set(&mut bad, 1, i, Some(s));
    }
    assert_eq!(bad.rounds.len(), 1, "round 2 waits");
    let why = planned_next_round(&bad, None).unwrap_err();
    assert!(
        matches!(why, PairingError::Waits { round: 2, .. }),
        "{why:?}"
    );
    let text = why.to_string();
    assert!(
        text.starts_with("Round 2 waits: Round 1, table 7 (P7 vs P17) is 2-3"),
        "{text}"
    );
    set(&mut bad, 1, 6, Some(GameScore::new(2, 1, 0)));
    assert_eq!(bad.rounds.len(), 2, "paired once it can happen");
    assert_eq!(bad.rounds[1].matches, e.rounds[1].matches);
}

#[test]
fn a_correction_after_the_next_round_is_paired_is_found_and_re_paired() {
    let mut e = swiss(20, 5);
    play(&mut e, 1, &|i| i % 3 == 0);
    assert_eq!(e.rounds.len(), 2);
    assert!(life(&e, None).is_clear());
    let k = pairing_changing_box(&e);
    let was = e.rounds[0].matches[k].score.unwrap();
    set(&mut e, 1, k, Some(was.flipped()));
    let l = life(&e, None);
    let stale = l.round(2).expect("round 2 is stale");
    assert!(stale.unplayed() && stale.repair.is_ok());
    assert_eq!(
        stale.causes,
        [Cause::Result {
            round: 1,
            index: k,
            from: Seen::Score(was),
            to: Seen::Score(was.flipped())
        }]
    );
    // Said as docs/cli.md gives it.
    let w = warnings(&e, &l);
    assert_eq!(w.len(), 1);
    assert_eq!(
        w[0].to_string(),
        format!(
            "round 2 was paired before round 1, table {} changed from {was} to {}; re-pair it (no result entered yet)",
            k + 1,
            was.flipped()
        )
    );
    // Nothing re-pairs it by itself: the next edit leaves it as it is.
    let before = e.rounds[1].clone();
    hook(&mut e);
    assert_eq!(e.rounds[1].matches, before.matches);
    // Re-paired: the fresh pairing, the choice kept, nothing stale.
    let fresh = fresh_round(&e, 2).unwrap();
    let tables = act::repair(&mut e, 2, NOW).unwrap();
    assert!(!tables.is_empty());
    assert_eq!(e.rounds[1].matches, fresh);
    assert!(life(&e, None).is_clear());
    assert!(matches!(
        e.rounds[1].changes.last(),
        Some(RoundChange::Repaired { tables: t, .. }) if *t == tables
    ));
}

#[test]
fn a_correction_that_pairs_the_same_round_changes_nothing() {
    let mut e = swiss(20, 5);
    play(&mut e, 1, &|_| false);
    let before = e.rounds[1].matches.clone();
    // 2-1 to 2-0: the same winner, the same points; on a box where the
    // game points move nobody across a table either.
    let k = (0..10)
        .find(|&i| {
            let mut x = e.clone();
            x.rounds[0].matches[i].score = Some(GameScore::new(2, 0, 0));
            fresh_round(&x, 2).unwrap() == x.rounds[1].matches
        })
        .expect("a correction that pairs round 2 the same");
    set(&mut e, 1, k, Some(GameScore::new(2, 0, 0)));
    assert!(life(&e, None).is_clear());
    assert_eq!(e.rounds[1].matches, before);
    assert_eq!(
        e.rounds[1].paired_from.as_ref().unwrap().results[0][k],
        Seen::Score(GameScore::new(2, 0, 0)),
        "settled: what it was paired from is brought up to date"
    );
}

#[test]
fn a_stale_round_with_results_keeps_them_and_re_pairs_the_rest() {
    let mut e = swiss(20, 5);
    play(&mut e, 1, &|i| i % 2 == 0);
    let k = pairing_changing_box(&e);
    // Three tables of round 2 report, then the correction comes in.
    for i in 0..3 {
        set(&mut e, 2, i, Some(GameScore::new(2, 0, 0)));
    }
    let played: Vec<_> = e.rounds[1].matches[..3].to_vec();
    let s = e.rounds[0].matches[k].score.unwrap();
    set(&mut e, 1, k, Some(s.flipped()));
    let l = life(&e, None);
    let stale = l.round(2).expect("stale");
    assert_eq!(stale.played, [0, 1, 2]);
    let w = warnings(&e, &l)[0].to_string();
    assert!(
        w.contains("its 3 results stand; re-pair the tables without a result"),
        "{w}"
    );
    act::repair(&mut e, 2, NOW).unwrap();
    for m in &played {
        assert!(
            e.rounds[1]
                .matches
                .iter()
                .any(|x| (x.a, x.b, x.score) == (m.a, m.b, m.score)),
            "a result stands: {m:?}"
        );
    }
    // Everyone is paired once.
    let mut seen = vec![0; 20];
    for m in &e.rounds[1].matches {
        for p in std::iter::once(m.a).chain(m.b) {
            seen[p.0] += 1;
        }
    }
    assert!(seen.iter().all(|&n| n == 1), "{seen:?}");
    assert!(podsheet::engine::pairing::check_round(&e, 2).is_empty());
}

#[test]
fn a_drop_after_pairing_is_re_paired_or_given_to_the_opponent() {
    let mut e = swiss(20, 5);
    play(&mut e, 1, &|_| false);
    play(&mut e, 2, &|_| false);
    assert_eq!(e.rounds.len(), 3);
    // P1 drops after round 2, announced once round 3 is out.
    let sam = PlayerId(0);
    e.players[0].dropped_after = Some(2);
    hook(&mut e);
    let l = life(&e, None);
    assert_eq!(l.dropped.len(), 1);
    assert_eq!(l.dropped[0].player, sam);
    let w: Vec<String> = warnings(&e, &l).iter().map(ToString::to_string).collect();
    assert!(
        w.iter()
            .any(|x| x.starts_with("P1 dropped after round 2 but is paired in round 3 against")),
        "{w:?}"
    );
    // Either: the opponent gets the match win.
    let mut given = e.clone();
    let opp = act::concede(&mut given, 3, sam, NOW).unwrap();
    let m = given.rounds[2]
        .matches
        .iter()
        .find(|m| m.involves(sam))
        .unwrap();
    assert_eq!(m.winner(), Some(opp));
    assert_eq!(given.players[0].dropped_after, Some(3));
    hook(&mut given);
    assert!(life(&given, None).is_clear(), "{:?}", life(&given, None));
    // Or: round 3 is paired again without P1 (19 players: one bye). P1's
    // table is named among the tables that changed, though its match is
    // gone (a re-pair said "no table changed" while table 10 became a
    // bye).
    let mut again = e.clone();
    let sams_table = e.rounds[2]
        .matches
        .iter()
        .position(|m| m.involves(sam))
        .map(|i| {
            e.rounds[2].matches[i]
                .label
                .clone()
                .unwrap_or((i + 1).to_string())
        })
        .unwrap();
    let changed = act::repair(&mut again, 3, NOW).unwrap();
    assert!(
        changed.contains(&sams_table),
        "{changed:?} names {sams_table}"
    );
    assert!(!again.rounds[2].matches.iter().any(|m| m.involves(sam)));
    assert_eq!(
        again.rounds[2]
            .matches
            .iter()
            .filter(|m| m.b.is_none())
            .count(),
        1
    );
    assert!(life(&again, None).is_clear());
}

#[test]
fn a_late_entry_after_pairing_makes_the_round_stale_until_re_paired() {
    let mut e = swiss(20, 5);
    play(&mut e, 1, &|_| false);
    let mut late = Player::named("Mia", 21);
    late.joined_round = Some(2);
    e.players.push(late);
    hook(&mut e);
    let l = life(&e, None);
    let stale = l.round(2).expect("stale");
    assert!(stale.causes.contains(&Cause::Came {
        player: PlayerId(20)
    }));
    assert!(warnings(&e, &l)[0].to_string().contains("Mia joined"));
    act::repair(&mut e, 2, NOW).unwrap();
    assert!(e.rounds[1].matches.iter().any(|m| m.involves(PlayerId(20))));
}

#[test]
fn a_swiss_fix_after_the_cut_keeps_the_bracket_and_offers_a_recut() {
    let mut e = cut_day();
    let quarterfinals = e.rounds[5].matches.clone();
    let seeds = e.cut.as_ref().unwrap().seeds.clone();
    // A round-5 result that moves someone into or out of the top 8.
    let k = cut_changing_box(&e);
    let s = e.rounds[4].matches[k].score.unwrap();
    set(&mut e, 5, k, Some(s.flipped()));
    // The bracket stands: its seeds and its quarterfinals.
    assert_eq!(e.rounds[5].matches, quarterfinals);
    let swiss = e.swiss_part();
    let st = rank(&swiss, &swiss.rules.options());
    let b = playoff::of_event(&e, &st.order).unwrap().unwrap();
    assert_eq!(b.seeds, seeds);
    let l = life(&e, Some(&st));
    let c = l.cut.as_ref().expect("the cut is stale");
    assert!(c.recut.is_ok());
    let w = warnings(&e, &l);
    assert!(
        w.iter().any(|x| x
            .to_string()
            .starts_with("the top 8 was cut before round 5, table")),
        "{w:?}"
    );
    // Cut again: new seeds, the quarterfinals paired from them.
    let mut again = e.clone();
    act::recut(&mut again, &st, NOW).unwrap();
    assert_eq!(again.cut.as_ref().unwrap().seeds, c.seeds_now);
    assert_eq!(again.rounds.len(), 6);
    assert!(life(&again, None).is_clear());
    // Once a quarterfinal has a result, the cut stands.
    set(&mut e, 6, 0, Some(GameScore::new(2, 0, 0)));
    let l = life(&e, None);
    assert!(l.cut.as_ref().unwrap().recut.is_err());
    assert!(act::recut(&mut e, &st, NOW).is_err());
    act::keep_cut(&mut e, NOW).unwrap();
    assert!(life(&e, None).is_clear());
}

#[test]
fn a_bye_counts_once_its_round_is_played() {
    // The 7-player sheet: after round 1, round 2's bye is paired.
    let mut e = Event::new(
        "Pod",
        Structure::Pod {
            template: podsheet::model::Template::RoundRobin7,
        },
        BestOf::One,
        Preset::PodRr,
    );
    for i in 0..7 {
        e.players
            .push(Player::named(format!("P{}", i + 1), i as u32 + 1));
    }
    hook(&mut e);
    // Round 1: 1-bye, 2-7, 3-6, 4-5. Player 6 loses to player 3.
    for i in 0..e.rounds[0].matches.len() {
        if e.rounds[0].matches[i].b.is_some() {
            set(&mut e, 1, i, Some(GameScore::new(1, 0, 0)));
        }
    }
    assert_eq!(e.rounds.len(), 2);
    let six = PlayerId(5);
    assert!(
        e.rounds[1]
            .matches
            .iter()
            .any(|m| m.a == six && m.b.is_none()),
        "player 6 has round 2's bye"
    );
    let st = rank(&e, &e.rules.options());
    assert_eq!(
        st.records[six.0].match_points, 0,
        "the bye is not played yet"
    );
    assert_ne!(st.order[0], six);
    // Round 2 played: the bye counts.
    for i in 0..e.rounds[1].matches.len() {
        if e.rounds[1].matches[i].b.is_some() {
            set(&mut e, 2, i, Some(GameScore::new(1, 0, 0)));
        }
    }
    let st = rank(&e, &e.rules.options());
    assert_eq!(st.records[six.0].match_points, 3);
}

#[test]
fn a_round_from_an_older_file_is_checked_against_a_fresh_pairing() {
    let mut e = swiss(20, 5);
    play(&mut e, 1, &|_| false);
    let k = pairing_changing_box(&e);
    // As a podsheet/1 file has it: nothing kept of how rounds were paired.
    for r in &mut e.rounds {
        r.paired_from = None;
    }
    assert!(life(&e, None).is_clear(), "a fresh pairing agrees");
    let s = e.rounds[0].matches[k].score.unwrap();
    e.rounds[0].matches[k].score = Some(s.flipped());
    let l = life(&e, None);
    assert_eq!(l.round(2).unwrap().causes, [Cause::Differs]);
    assert_eq!(
        warnings(&e, &l)[0].to_string(),
        "round 2 no longer matches a fresh pairing of the rounds before it; re-pair it (no result entered yet)"
    );
}

/// Writes the day's moments as event files for a person to open in the app
/// and look at (a stale round, a drop after pairing, a stale cut):
/// `SCENARIOS=/tmp/day cargo test --test integration write_scenarios -- --ignored`.
#[test]
#[ignore = "writes files for a manual check"]
fn write_scenarios() {
    let Ok(dir) = std::env::var("SCENARIOS") else {
        return;
    };
    let dir = std::path::Path::new(&dir);
    std::fs::create_dir_all(dir).unwrap();
    let save = |e: &podsheet::model::Event, name: &str| {
        podsheet::io::event_file::save(e, &dir.join(name)).unwrap();
    };
    let mut e = swiss(20, 5);
    play(&mut e, 1, &|i| i % 3 == 0);
    let k = pairing_changing_box(&e);
    let s = e.rounds[0].matches[k].score.unwrap();
    set(&mut e, 1, k, Some(s.flipped()));
    save(&e, "stale-round.podsheet");
    let mut e = swiss(20, 5);
    play(&mut e, 1, &|_| false);
    play(&mut e, 2, &|_| false);
    e.players[0].dropped_after = Some(2);
    hook(&mut e);
    save(&e, "drop-after-pairing.podsheet");
    let mut e = cut_day();
    let k = cut_changing_box(&e);
    let s = e.rounds[4].matches[k].score.unwrap();
    set(&mut e, 5, k, Some(s.flipped()));
    save(&e, "stale-cut.podsheet");
    let mut e = cut_day();
    for r in 6..=8 {
        for i in 0..e.rounds[r - 1].matches.len() {
            set(&mut e, r as u32, i, Some(GameScore::new(2, 0, 0)));
        }
    }
    save(&e, "champion.podsheet");
}

/// A round paired after a double loss keeps what it was paired from as a
/// double loss in the file (it was written "0-0", read back as another
/// result, and the reopened round was stale for ever: `keep` never
/// cleared it).
#[test]
fn a_round_paired_after_a_double_loss_is_not_stale_once_reopened() {
    let mut e = swiss(6, 3);
    e.rules = Preset::Yugioh;
    e.rounds[0].matches[0].score = Some(GameScore::DOUBLE_LOSS);
    for m in e.rounds[0].matches.iter_mut().skip(1) {
        m.score = Some(GameScore::new(2, 1, 0));
    }
    hook(&mut e);
    assert_eq!(e.rounds.len(), 2, "round 2 paired");
    assert!(life(&e, None).stale.is_empty());
    let text = podsheet::io::event_file::to_string(&e);
    let back = podsheet::io::event_file::from_str(&text, "yugioh.podsheet").unwrap();
    assert_eq!(back, e, "the file holds the event as it was");
    assert!(
        life(&back, None).stale.is_empty(),
        "not stale once reopened"
    );
}
