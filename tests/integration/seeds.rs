//! Every worked example in the seeds, computed from the data.

use crate::util::common;

use common::*;
use podsheet::engine::frac::Frac;
use podsheet::engine::ranking::{Decider, SkipReason};
use podsheet::model::{Preset, Step};
use podsheet::text::explain::Explainer;

// ---- 000: the 7-player round robin (pod-rr) ----

#[test]
fn seed_000_round_robin_by_win_resistance() {
    let e = load("tests/fixtures/pod7.podsheet");
    let st = standings(&e, Preset::PodRr);
    assert!(st.round_robin_complete);
    assert_eq!(
        order(&e, &st),
        [
            "Scott", "Tino", "Andy", "Derek", "Bernie", "Jorge", "Mariano"
        ]
    );
    let wr = |n| st.table.value(Step::WinResistance, id(&e, n)).clone();
    assert_eq!(
        (wr("Andy"), wr("Derek"), wr("Bernie")),
        (Frac::int(12), Frac::int(11), Frac::int(9))
    );
    assert!(
        st.skipped
            .contains(&(Step::Ow, SkipReason::RoundRobinComplete))
    );
    let derek = st.rank_of(id(&e, "Derek")).unwrap();
    assert_eq!(
        st.decided_by[derek - 1],
        Some(Decider::Step(Step::WinResistance))
    );
    let text = Explainer::new(&e, &st).all().concat().join("\n");
    assert!(
        text.contains("Andy, Derek and Bernie are tied on 12 points."),
        "{text}"
    );
    assert!(
        text.contains("Derek beat Andy (4), Tino (5), Mariano (2) and the bye (0) for 11"),
        "{text}"
    );
    assert!(
        text.contains("Andy beat Scott (6), Bernie (4), Mariano (2) and the bye (0) for 12"),
        "{text}"
    );
    assert!(
        text.contains("Bernie beat Mariano (2), Derek (4), Jorge (3) and the bye (0) for 9"),
        "{text}"
    );
    assert!(
        text.contains("The opponents' win percentage tiebreaker is left out"),
        "{text}"
    );
}

#[test]
fn seed_000_incomplete_round_robin_uses_opponents_win_percentage() {
    let mut e = load("tests/fixtures/pod7.podsheet");
    e.rounds[6].matches[0].score = None; // Scott v Tino not played yet
    let st = standings(&e, Preset::PodRr);
    assert!(!st.round_robin_complete);
    assert!(st.skipped.is_empty());
    // Andy's opponents once each: Derek 3/6, Scott 5/6, Jorge 3/7, Tino 5/6, Bernie 4/7, Mariano 2/7
    // (byes count as matches played once their round is complete: Derek's
    // round-7 bye waits for Scott v Tino, docs/rules.md §6; 2/7 is below
    // the 33% floor).
    let andy = st.table.value(Step::Ow, id(&e, "Andy")).clone();
    let expect = [(3, 6), (5, 6), (3, 7), (5, 6), (4, 7), (33, 100)]
        .iter()
        .fold(Frac::zero(), |a, &(n, d)| a.add(&Frac::new(n, d)))
        .div_int(6);
    assert_eq!(andy, expect);
}

mod records {
    //! 000's scenarios 2 and 3 give only opponents' records, not full pods:
    //! they are checked on hand-built records.
    use podsheet::engine::frac::Frac;
    use podsheet::engine::record::{Meeting, Outcome, Record};
    use podsheet::engine::tiebreak::Table;
    use podsheet::model::{GameScore, PlayerId, Preset, Step};

    /// Records for players 0 and 1, whose meetings are with opponents of the
    /// given (wins, losses), each a separate player after them.
    fn build(a: &[(u64, u64, Outcome)], b: &[(u64, u64, Outcome)]) -> Vec<Record> {
        let mut recs = vec![Record::default(), Record::default()];
        for (who, list) in [(0usize, a), (1usize, b)] {
            for &(w, l, outcome) in list {
                let o = PlayerId(recs.len());
                recs.push(Record {
                    won: w,
                    lost: l,
                    ..Record::default()
                });
                let score = match outcome {
                    Outcome::Won => GameScore::new(1, 0, 0),
                    Outcome::Lost => GameScore::new(0, 1, 0),
                    Outcome::Drawn => GameScore::new(0, 0, 1),
                };
                recs[who].meetings.push(Meeting {
                    opponent: o,
                    round: 1,
                    outcome,
                    score,
                });
                match outcome {
                    Outcome::Won => recs[who].won += 1,
                    Outcome::Lost => recs[who].lost += 1,
                    Outcome::Drawn => recs[who].drawn += 1,
                }
            }
        }
        recs
    }

    #[test]
    fn seed_000_scenario_2_win_resistance_25_and_24() {
        use Outcome::Won;
        // A beat B (6 wins), then players with 3, 4, 4, 3 and 5 wins.
        let a = [
            (6, 4, Won),
            (3, 7, Won),
            (4, 6, Won),
            (4, 6, Won),
            (3, 7, Won),
            (5, 5, Won),
        ];
        let b = [
            (6, 4, Won),
            (4, 6, Won),
            (4, 6, Won),
            (3, 7, Won),
            (3, 7, Won),
            (4, 6, Won),
        ];
        let recs = build(&a, &b);
        let t = Table::compute(&recs, &Preset::PodRr.options(), &[Step::WinResistance]);
        assert_eq!(t.value(Step::WinResistance, PlayerId(0)), &Frac::int(25));
        assert_eq!(t.value(Step::WinResistance, PlayerId(1)), &Frac::int(24));
    }

    #[test]
    fn seed_000_scenario_3_opponents_win_percentage() {
        use Outcome::Won;
        let a = [(5, 3, Won), (3, 5, Won), (4, 4, Won), (3, 5, Won)];
        let b = [(5, 3, Won), (4, 4, Won), (4, 4, Won), (3, 5, Won)];
        let recs = build(&a, &b);
        let t = Table::compute(&recs, &Preset::PodRr.options(), &[Step::Ow]);
        assert_eq!(t.value(Step::Ow, PlayerId(0)), &Frac::new(15, 32)); // 46.875%
        assert_eq!(t.value(Step::Ow, PlayerId(1)), &Frac::new(1, 2)); // 50%: B ranks above A
    }

    #[test]
    fn seed_002_omw_example_57_9333() {
        // Opponents 0-2, 2-2, 4-1, 3-2, 3-1-1 after five rounds.
        let mut recs = vec![Record::default()];
        for (w, l, d) in [
            (0u64, 2u64, 0u64),
            (2, 2, 0),
            (4, 1, 0),
            (3, 2, 0),
            (3, 1, 1),
        ] {
            let o = PlayerId(recs.len());
            let mp = 3 * w + d;
            recs.push(Record {
                won: w,
                lost: l,
                drawn: d,
                match_points: mp,
                mw_points: mp,
                mw_rounds: w + l + d,
                ..Record::default()
            });
            recs[0].meetings.push(Meeting {
                opponent: o,
                round: 1,
                outcome: Outcome::Won,
                score: GameScore::new(2, 0, 0),
            });
        }
        let t = Table::compute(&recs, &Preset::Wer.options(), &[Step::Omw]);
        let v = t.value(Step::Omw, PlayerId(0));
        assert_eq!(v, &Frac::new(869, 1500));
        assert_eq!(v.mul_int(100).decimal(4), "57.9333");
    }

    #[test]
    fn seed_001_omw_examples_with_and_without_a_bye() {
        let opp = [
            (4u64, 4u64, 0u64),
            (7, 1, 0),
            (1, 3, 1),
            (3, 3, 1),
            (6, 2, 0),
            (5, 2, 1),
            (4, 3, 1),
            (6, 1, 1),
        ];
        let make = |skip_first: bool| {
            let mut recs = vec![Record::default()];
            for (i, &(w, l, d)) in opp.iter().enumerate() {
                let o = PlayerId(recs.len());
                let mp = 3 * w + d;
                recs.push(Record {
                    match_points: mp,
                    mw_points: mp,
                    mw_rounds: w + l + d,
                    ..Record::default()
                });
                if !(skip_first && i == 0) {
                    recs[0].meetings.push(Meeting {
                        opponent: o,
                        round: 1,
                        outcome: Outcome::Won,
                        score: GameScore::new(2, 0, 0),
                    });
                }
            }
            let t = Table::compute(&recs, &Preset::Mtr.options(), &[Step::Omw]);
            t.value(Step::Omw, PlayerId(0)).clone()
        };
        // 1-3-1 is 4/15 = 0.267, so 0.33 is used for that opponent.
        assert_eq!(make(false), Frac::new(20711, 33600)); // 0.6164
        assert_eq!(make(true), Frac::new(18611, 29400)); // the bye round is ignored: 0.6330
    }
}

// ---- 003: the filled 8-player sheet (pod-swiss) ----

#[test]
fn seed_003_derek_mariano_bernie() {
    let e = load("assets/demo-8.podsheet");
    let st = standings(&e, Preset::PodSwiss);
    assert_eq!(
        order(&e, &st),
        [
            "Roger", "Derek", "Mariano", "Bernie", "Jorge", "Tino", "Andy", "Scott"
        ]
    );
    let omp = |n| st.table.value(Step::Omw, id(&e, n)).mul_int(9);
    assert_eq!(
        (omp("Derek"), omp("Mariano"), omp("Bernie")),
        (Frac::int(7), Frac::int(4), Frac::int(4))
    );
    let ppg = |n| st.table.value(Step::Gw, id(&e, n)).mul_int(3);
    assert_eq!(ppg("Mariano"), Frac::new(15, 7)); // "2.142"
    assert_eq!(ppg("Bernie"), Frac::new(15, 8)); // "1.875"
    let g = st.group_of(id(&e, "Derek")).unwrap();
    let text = Explainer::new(&e, &st).group(g).join("\n");
    for want in [
        "Derek, Mariano and Bernie are tied on 6 points.",
        "Derek's opponents have 6, 6 and 9 = 21 / 3 = 7.00",
        "Mariano's opponents have 3 (0-3 counts as 3 points), 6 and 3 = 12 / 3 = 4.00",
        "Mariano and Bernie go to game points per game: Mariano 15 points in 7 games = 2.14; Bernie 15 points in 8 games = 1.88",
        "The ranking is Derek, Mariano, Bernie.",
    ] {
        assert!(text.contains(want), "missing {want:?} in:\n{text}");
    }
}

#[test]
fn seed_003_roger_under_mtr_matches_cli_example() {
    let e = load("assets/demo-8.podsheet");
    let st = standings(&e, Preset::Mtr);
    let roger = id(&e, "Roger");
    assert_eq!(st.order[0], roger);
    assert_eq!(st.table.value(Step::Omw, roger), &Frac::new(4, 9));
    assert_eq!(st.table.value(Step::Gw, roger), &Frac::new(3, 4));
    // Jorge 12/24, Tino 6/21 raised to 0.33, Derek 15/27.
    assert_eq!(st.table.value(Step::Ogw, roger), &Frac::new(1247, 2700));
}

// ---- 004: the filled 10-player sheet (pod-swiss) ----

#[test]
fn seed_004_chuck_jorge_bernie_mariano_tino() {
    let e = load("tests/fixtures/pod10.podsheet");
    let st = standings(&e, Preset::PodSwiss);
    let names = order(&e, &st);
    assert_eq!(names[0], "Derek");
    assert_eq!(
        &names[1..6],
        ["Chuck", "Jorge", "Bernie", "Mariano", "Tino"]
    );
    let omp = |n| st.table.value(Step::Omw, id(&e, n)).mul_int(9);
    assert_eq!(omp("Tino"), Frac::int(4));
    assert_eq!(omp("Jorge"), Frac::int(5));
    assert_eq!(omp("Mariano"), Frac::int(4));
    assert_eq!(omp("Bernie"), Frac::int(5));
    assert_eq!(omp("Chuck"), Frac::int(7));
    // 004 says Jorge's opponents total "151.71" / 3 = "50.57%"; the terms it
    // lists (55.55 + 33.33 + 62.5) add to 151.39: 5/9 + 1/3 + 5/8 = 109/72.
    let jorge = st.table.value(Step::Ogw, id(&e, "Jorge"));
    assert_eq!(jorge, &Frac::new(109, 216));
    assert_eq!(jorge.mul_int(100).decimal(2), "50.46");
    // 004 says "48.143"; 5/9 + 5/9 + 1/3 = 13/9, / 3 = 48.148%.
    let bernie = st.table.value(Step::Ogw, id(&e, "Bernie"));
    assert_eq!(bernie, &Frac::new(13, 27));
    assert_eq!(
        st.decided_by[st.rank_of(id(&e, "Bernie")).unwrap() - 1],
        Some(Decider::Step(Step::Ogw))
    );
    let text = Explainer::new(&e, &st)
        .group(st.group_of(id(&e, "Chuck")).unwrap())
        .join("\n");
    assert!(
        text.contains("Chuck, Jorge, Bernie, Mariano and Tino are tied on 6 points."),
        "{text}"
    );
    assert!(text.contains("In order: Chuck, then Jorge and Bernie (still tied), then Mariano and Tino (still tied)."), "{text}");
    assert!(
        text.contains("The ranking is Chuck, Jorge, Bernie, Mariano, Tino."),
        "{text}"
    );
}

#[test]
fn seed_004_round_lines_are_the_data() {
    // The per-player record lines in 004 were misread for Derek (6-1) and
    // Paul (2-5); the round lines, which agree with scenario 2, give these.
    let e = load("tests/fixtures/pod10.podsheet");
    let st = standings(&e, Preset::PodSwiss);
    let r = |n| &st.records[id(&e, n).0];
    assert_eq!(r("Derek").game_line(), "6-2");
    assert_eq!(r("Paul").game_line(), "3-5");
    assert_eq!(r("Andy").game_line(), "2-6");
}

// ---- 001: MTR Appendix C ----

#[test]
fn seed_001_match_and_game_points() {
    let st = |rs: &[R]| standings(&solo(rs), Preset::Mtr);
    let w = R::S(2, 0, 0);
    let l = R::S(0, 2, 0);
    let d = R::S(1, 1, 0);
    assert_eq!(st(&[w, w, w, w, w, w, l, l]).records[0].match_points, 18);
    assert_eq!(st(&[w, w, w, w, l, l, d, d]).records[0].match_points, 14);
    for (score, me, them) in [((2, 0, 0), 6, 0), ((2, 1, 0), 6, 3), ((2, 0, 1), 7, 1)] {
        let s = st(&[R::S(score.0, score.1, score.2)]);
        assert_eq!(
            (s.records[0].game_points, s.records[1].game_points),
            (me, them)
        );
    }
}

#[test]
fn seed_001_match_win_percentages() {
    let mw = |rs: &[R]| standings(&solo(rs), Preset::Mtr).table.mw[0].clone();
    let (w, l, d) = (R::S(2, 0, 0), R::S(0, 2, 0), R::S(1, 1, 0));
    assert_eq!(mw(&[w, w, w, w, w, l, l, d]), Frac::new(16, 24));
    assert_eq!(mw(&[w, l, l, l]), Frac::new(33, 100)); // 3/12 = 0.25, so 0.33 is used
    assert_eq!(mw(&[R::Bye, w, w, l, l]), Frac::new(9, 15));
}

#[test]
fn seed_001_game_win_percentages() {
    let gw = |rs: &[R]| standings(&solo(rs), Preset::Mtr).table.gw[0].clone();
    assert_eq!(
        gw(&[R::S(2, 0, 0), R::S(2, 1, 0), R::S(1, 2, 0), R::S(2, 0, 0)]),
        Frac::new(21, 30)
    );
    // 9 / 33 = 0.27, so 0.33 is used.
    assert_eq!(
        gw(&[R::S(1, 2, 0), R::S(1, 2, 0), R::S(0, 2, 0), R::S(1, 2, 0)]),
        Frac::new(33, 100)
    );
    // A bye is a 2-0 game win under the MTR.
    assert_eq!(gw(&[R::Bye]), Frac::int(1));
}

// ---- 002: the deep dive (WER, Cumulative) ----

#[test]
fn seed_002_player_match_win_percentages() {
    let (w, l, d) = (R::S(2, 0, 0), R::S(0, 2, 0), R::S(1, 1, 0));
    let pmw = |rs: &[R], p: Preset| standings(&solo(rs), p).table.mw[0].clone();
    let v = pmw(&[w, w, w, w, w, w, l, l, d], Preset::Wer);
    assert_eq!(
        (v.clone(), v.mul_int(100).decimal(4)),
        (Frac::new(19, 27), "70.3704".to_string())
    );
    // Two byes are left out of PMW% under WER: 13 / 21.
    let v = pmw(&[R::Bye, R::Bye, w, w, w, w, l, l, d], Preset::Wer);
    assert_eq!(v.mul_int(100).decimal(4), "61.9048");
    // ... but counted under the MTR: 19 / 27.
    assert_eq!(
        pmw(&[R::Bye, R::Bye, w, w, w, w, l, l, d], Preset::Mtr),
        Frac::new(19, 27)
    );
    assert_eq!(pmw(&[w, l, l, l, l], Preset::Wer), Frac::new(33, 100)); // 20% raised to 33%
}

#[test]
fn seed_002_player_game_win_percentages() {
    let pgw = |rs: &[R]| standings(&solo(rs), Preset::Wer).table.gw[0].clone();
    let v = pgw(&[R::S(2, 0, 0), R::S(2, 1, 0), R::S(2, 0, 0), R::S(1, 1, 1)]);
    assert_eq!(v.mul_int(100).decimal(4), "73.3333"); // 22 / 30
    // 002 says "11 match points out of a possible 30 ... 36.6667%", but
    // 0-2, a 2-0 bye, 1-2 and 1-2 make 0 + 6 + 3 + 3 = 12 game points: 40%.
    let v = pgw(&[R::S(0, 2, 0), R::Bye, R::S(1, 2, 0), R::S(1, 2, 0)]);
    assert_eq!(v, Frac::new(12, 30));
    // WER has no floor on PGW%.
    assert_eq!(pgw(&[R::S(0, 2, 0), R::S(1, 2, 0)]), Frac::new(3, 15));
}

#[test]
fn seed_002_opponents_once_under_wer_per_match_under_mtr() {
    // Hero meets Opp0 twice (rounds 1 and 3) and Opp1 once.
    let mut e = solo(&[R::S(2, 0, 0), R::S(2, 0, 0)]);
    let mut again =
        podsheet::model::Match::new(podsheet::model::PlayerId(0), podsheet::model::PlayerId(1));
    again.score = Some(podsheet::model::GameScore::new(0, 2, 0));
    e.rounds.push(podsheet::model::Round::of(vec![again]));
    // Opp0: 1-1 (1/2); Opp1: 0-1 (floored 0.33).
    let omw = |p: Preset| {
        standings(&e, p)
            .table
            .value(Step::Omw, podsheet::model::PlayerId(0))
            .clone()
    };
    assert_eq!(
        omw(Preset::Wer),
        Frac::new(1, 2).add(&Frac::new(33, 100)).div_int(2)
    );
    assert_eq!(
        omw(Preset::Mtr),
        Frac::new(1, 2)
            .mul_int(2)
            .add(&Frac::new(33, 100))
            .div_int(3)
    );
}

#[test]
fn seed_002_cumulative_orders_early_wins_first() {
    use podsheet::engine::tiebreak::cumulative;
    let c = |s: &str| {
        cumulative(
            &s.chars()
                .map(|c| if c == 'W' { 3 } else { 0 })
                .collect::<Vec<_>>(),
        )
        .1
    };
    // 002: "W, W, L" ends at 3 + 3.75 + 0.9375; its text says 7.8675, a typo for 7.6875.
    assert_eq!(c("WWL").decimal(4), "7.6875");
    // 002's list, within each match-point group, is in this order.
    assert!(c("WWWL") > c("WWLW") && c("WWLW") > c("LWWW"));
    assert!(c("WWLL") > c("WLWL") && c("WLWL") > c("LWWL"));
    // 002 lists W-L-L-W before L-W-W-L, but its own pool arithmetic gives
    // 6.984 for W-L-L-W and 7.6875 for L-W-W-L: the formula is what is implemented.
    assert!(c("LWWL") > c("WLLW"));
}

#[test]
fn seed_002_melee_drawn_games_are_worth_nothing() {
    let e = solo(&[R::S(0, 0, 3)]);
    assert_eq!(standings(&e, Preset::Melee).records[0].game_points, 0);
    assert_eq!(standings(&e, Preset::Mtr).records[0].game_points, 3);
}
