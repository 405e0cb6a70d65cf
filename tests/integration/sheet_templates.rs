//! Every paper sheet, whole from the start: each box of each round is in
//! `sheet_boxes` before any result, its sides show their routing until the
//! result that decides them is in, and fall back when it is cleared. The
//! new sheets (6-player double round robin, 9-player Swiss with byes) pair
//! as their templates say.

use podsheet::engine::pairing::templates::Source;
use podsheet::engine::pairing::{SheetBox, advance, round_robin, sheet_boxes};
use podsheet::model::{
    BestOf, Event, GameScore, Player, PlayerId, Roll, RollKind, Structure, Template,
};
use podsheet::text::sheet::BoxWords;
use std::collections::BTreeSet;

const NAMES: [&str; 10] = [
    "Scott", "Tino", "Derek", "Jorge", "Mariano", "Andy", "Bernie", "Roger", "Paul", "Chuck",
];

/// A new event on `t` as the app makes it: players numbered 1..n, round 1
/// filled by the pairing engine.
fn new_event(t: Template) -> Event {
    let mut e = Event::new(
        "pod",
        Structure::Pod { template: t },
        t.best_of(),
        t.preset(),
    );
    e.players = (0..t.players() as usize)
        .map(|i| Player::named(NAMES[i], i as u32 + 1))
        .collect();
    settle(&mut e);
    e
}

fn settle(e: &mut Event) {
    let adv = advance(e);
    assert!(adv.conflicts.is_empty(), "{:?}", adv.conflicts);
    e.rounds = adv.rounds;
}

fn names(e: &Event) -> Vec<String> {
    e.players.iter().map(|p| p.name.clone()).collect()
}

fn lettered(boxes: &[SheetBox], c: char) -> &SheetBox {
    boxes.iter().find(|b| b.label == Some(c)).expect("box")
}

/// Enters `score` in the match that fills box `c`.
fn enter(e: &mut Event, c: char, score: Option<GameScore>) {
    let b = lettered(&sheet_boxes(e), c).clone();
    let i = b.match_index.expect("box is paired");
    e.rounds[b.round as usize - 1].matches[i].score = score;
    settle(e);
}

#[test]
fn every_box_of_every_sheet_is_there_before_any_result() {
    for t in Template::ALL {
        let e = new_event(t);
        let boxes = sheet_boxes(&e);
        assert_eq!(boxes.len(), t.slots().len(), "{t:?}");
        let rounds: BTreeSet<u32> = boxes.iter().map(|b| b.round).collect();
        assert_eq!(rounds.len() as u32, t.rounds(), "{t:?}");
        let names = names(&e);
        for b in &boxes {
            for k in 0..2 {
                let text = b.side_text(&e, &names, k);
                match b.from[k] {
                    Source::Number(n) => {
                        assert_eq!(text, format!("{n} {}", NAMES[n as usize - 1]), "{t:?}");
                    }
                    Source::Winner(c) => assert_eq!(text, format!("winner {c}"), "{t:?}"),
                    Source::Loser(c) => assert_eq!(text, format!("loser {c}"), "{t:?}"),
                    Source::Bye => assert_eq!(text, "", "{t:?}"),
                }
            }
            // Round 1 is paired at once; later rounds wait for results.
            assert_eq!(b.match_index.is_some(), b.round == 1, "{t:?} {b:?}");
        }
    }
}

#[test]
fn bracket_sides_fill_with_results_and_fall_back_when_cleared() {
    use podsheet::engine::life::life;
    // (sheet, the first box of round 2 fed by box A, which side A feeds)
    let cases = [
        (Template::Swiss8, 'E', 0),
        (Template::Swiss10, 'F', 0),
        (Template::SingleElimination8, 'E', 0),
        (Template::Swiss9, 'F', 1),
    ];
    for (t, target, side) in cases {
        let mut e = new_event(t);
        let before = lettered(&sheet_boxes(&e), target).clone();
        assert_eq!(before.side_text(&e, &names(&e), side), "winner A", "{t:?}");
        enter(&mut e, 'A', Some(GameScore::new(1, 2, 0)));
        let filled = lettered(&sheet_boxes(&e), target).clone();
        // Box A's second player beat player 1.
        let Source::Number(n) = t.slots()[0].b else {
            panic!("box A is numbered")
        };
        let winner = NAMES[n as usize - 1];
        assert_eq!(filled.side_text(&e, &names(&e), side), winner, "{t:?}");
        let paired = filled.match_index.is_some();
        enter(&mut e, 'A', None);
        let cleared = lettered(&sheet_boxes(&e), target).clone();
        assert_eq!(cleared.side_text(&e, &names(&e), side), "winner A", "{t:?}");
        assert_eq!(cleared.players, before.players, "{t:?}");
        // A box already paired stays in its round, stale, for the owner to
        // re-pair or keep (docs/rules.md §6); one never paired waits.
        assert_eq!(cleared.match_index.is_some(), paired, "{t:?}");
        assert_eq!(life(&e, None).round(2).is_some(), paired, "{t:?}");
    }
}

#[test]
fn a_whole_sheet_fills_round_by_round() {
    for t in Template::ALL {
        let mut e = new_event(t);
        for r in 1..=t.rounds() {
            let boxes = sheet_boxes(&e);
            let round: Vec<&SheetBox> = boxes.iter().filter(|b| b.round == r).collect();
            assert!(
                round.iter().all(|b| b.match_index.is_some()),
                "{t:?} round {r} is paired once the rounds before it are in"
            );
            for b in round {
                let i = b.match_index.expect("paired");
                let m = &mut e.rounds[r as usize - 1].matches[i];
                if m.b.is_some() {
                    m.score = Some(if t.best_of() == BestOf::One {
                        GameScore::new(1, 0, 0)
                    } else {
                        GameScore::new(2, 1, 0)
                    });
                }
            }
            settle(&mut e);
        }
        assert_eq!(e.rounds.len() as u32, t.rounds(), "{t:?}");
        let names = names(&e);
        for b in sheet_boxes(&e) {
            for k in 0..2 {
                if b.from[k] != Source::Bye {
                    assert!(
                        b.players[k].is_some(),
                        "{t:?} {:?} side {k}: {}",
                        b.label,
                        b.side_text(&e, &names, k)
                    );
                }
            }
        }
    }
}

#[test]
fn a_drawn_box_says_what_waits_on_its_coin_flip() {
    let mut e = new_event(Template::Swiss8);
    enter(&mut e, 'B', Some(GameScore::new(1, 1, 0)));
    let f = lettered(&sheet_boxes(&e), 'F').clone();
    assert_eq!(
        f.side_text(&e, &names(&e), 0),
        "winner B: waiting on the coin flip in B"
    );
    let h = lettered(&sheet_boxes(&e), 'H').clone();
    assert_eq!(h.placeholder(0), "loser B: waiting on the coin flip in B");
    // Once flipped, the box names who goes on.
    let b = lettered(&sheet_boxes(&e), 'B').clone();
    e.rolls.push(Roll {
        made_at: "2026-01-01T00:00:00Z".into(),
        what: RollKind::CoinFlip {
            round: 1,
            index: b.match_index.expect("paired"),
            winner: PlayerId(5),
        },
    });
    settle(&mut e);
    let f = lettered(&sheet_boxes(&e), 'F').clone();
    assert_eq!(f.side_text(&e, &names(&e), 0), "Andy");
    assert_eq!(f.waiting_on_flip, [None, None]);
}

#[test]
fn the_double_round_robin_sheet_is_the_circle_schedule_twice() {
    let t = Template::RoundRobin6Double;
    let plan = round_robin::schedule(6, true);
    assert_eq!(plan.len() as u32, t.rounds());
    for (r, pairs) in plan.iter().enumerate() {
        let slots: Vec<(usize, Option<usize>)> = t
            .round_slots(r as u32 + 1)
            .map(|s| match (s.a, s.b) {
                (Source::Number(a), Source::Number(b)) => (a as usize - 1, Some(b as usize - 1)),
                other => panic!("unexpected {other:?}"),
            })
            .collect();
        assert_eq!(&slots, pairs, "round {}", r + 1);
    }
    // Everyone meets everyone exactly twice.
    let mut met = [[0u8; 6]; 6];
    for s in t.slots() {
        if let (Source::Number(a), Source::Number(b)) = (s.a, s.b) {
            met[a as usize - 1][b as usize - 1] += 1;
            met[b as usize - 1][a as usize - 1] += 1;
        }
    }
    for (a, row) in met.iter().enumerate() {
        for (b, &n) in row.iter().enumerate() {
            assert_eq!(n, if a == b { 0 } else { 2 }, "{a} v {b}");
        }
    }
}

/// Plays the 9-player sheet with the winners given by `bits` (one bit per
/// match, in sheet order) and returns who met whom and who had byes.
fn play_swiss_9(bits: u32) -> (Vec<(PlayerId, PlayerId)>, Vec<PlayerId>) {
    let mut e = new_event(Template::Swiss9);
    let mut k = 0;
    for r in 1..=3 {
        let boxes = sheet_boxes(&e);
        for b in boxes.iter().filter(|b| b.round == r) {
            let i = b.match_index.expect("paired");
            let m = &mut e.rounds[r as usize - 1].matches[i];
            if m.b.is_some() {
                let a_wins = bits >> k & 1 == 1;
                k += 1;
                m.score = Some(if a_wins {
                    GameScore::new(2, 0, 0)
                } else {
                    GameScore::new(0, 2, 0)
                });
            }
        }
        settle(&mut e);
    }
    assert_eq!(k, 12);
    let mut pairs = Vec::new();
    let mut byes = Vec::new();
    for round in &e.rounds {
        let mut seen = BTreeSet::new();
        for m in &round.matches {
            assert!(seen.insert(m.a));
            match m.b {
                Some(b) => {
                    assert!(seen.insert(b));
                    pairs.push((m.a.min(b), m.a.max(b)));
                }
                None => byes.push(m.a),
            }
        }
        assert_eq!(seen.len(), 9, "everyone plays or has the bye each round");
    }
    (pairs, byes)
}

#[test]
fn the_nine_player_sheet_never_repeats_a_match_or_a_bye() {
    for bits in 0..1u32 << 12 {
        let (pairs, byes) = play_swiss_9(bits);
        let unique: BTreeSet<_> = pairs.iter().collect();
        assert_eq!(unique.len(), pairs.len(), "outcome {bits:012b}: a rematch");
        let bye_set: BTreeSet<_> = byes.iter().collect();
        assert_eq!(byes.len(), 3, "one bye a round");
        assert_eq!(bye_set.len(), 3, "outcome {bits:012b}: a second bye");
    }
}

#[test]
fn template_ids_are_the_event_file_ids() {
    for t in Template::ALL {
        let json = serde_json::to_string(&t).expect("serializes");
        assert_eq!(json, format!("\"{}\"", t.id()));
        assert_eq!(Template::from_id(t.id()), Some(t));
        let back: Template = serde_json::from_str(&json).expect("parses");
        assert_eq!(back, t);
    }
    assert_eq!(Template::from_id("swiss-12"), None);
}

#[test]
fn every_sheet_prints_filled_and_blank() {
    use podsheet::io::pdf::{Paper, PdfKind, render};
    for t in Template::ALL {
        let mut e = new_event(t);
        for r in 1..=t.rounds() {
            for m in &mut e.rounds[r as usize - 1].matches {
                if m.b.is_some() {
                    m.score = Some(GameScore::new(1, 0, 0));
                }
            }
            settle(&mut e);
        }
        for kind in [PdfKind::Sheet, PdfKind::BlankSheet] {
            let out = render(&e, kind, Paper::A4).expect("renders");
            assert!(out.bytes.starts_with(b"%PDF-"), "{t:?} {kind:?}");
            assert!(out.warnings.is_empty(), "{t:?}: {:?}", out.warnings);
        }
    }
}
