//! A 512-player Swiss paired by the engine round after round: every round
//! pairs everyone once, nobody meets anyone twice, byes go to different
//! players. `PODSHEET_WRITE_SWISS512=FILE` also writes the event (eight
//! rounds played, the ninth half entered) for a look in the app.

use podsheet::model::{Event, PlayerId};
use std::collections::BTreeSet;

use crate::util::swiss as support;

fn check_rounds(e: &Event) {
    let mut met: BTreeSet<(usize, usize)> = BTreeSet::new();
    let mut byes: BTreeSet<usize> = BTreeSet::new();
    for (r, round) in e.rounds.iter().enumerate() {
        let mut seen = vec![false; e.players.len()];
        for m in &round.matches {
            for p in std::iter::once(m.a).chain(m.b) {
                assert!(!seen[p.0], "round {}: {p:?} paired twice", r + 1);
                seen[p.0] = true;
            }
            match m.b {
                Some(b) => {
                    let key = (m.a.0.min(b.0), m.a.0.max(b.0));
                    assert!(met.insert(key), "round {}: rematch {key:?}", r + 1);
                }
                None => assert!(byes.insert(m.a.0), "round {}: second bye", r + 1),
            }
        }
        assert!(seen.iter().all(|&s| s), "round {}: someone unpaired", r + 1);
    }
}

#[test]
fn a_512_player_swiss_pairs_nine_rounds_without_rematches() {
    let e = support::swiss(512, 9, 8, true);
    assert_eq!(e.rounds.len(), 9);
    check_rounds(&e);
    // Round 9 pairs players on equal points wherever it can: a float
    // (two point totals in one match) only where a point group is odd,
    // so no more of them than there are point totals.
    let mut before = e.clone();
    before.rounds.pop();
    let st = podsheet::engine::ranking::rank(&before, &e.rules.options());
    let pts = |p: PlayerId| st.records[p.0].match_points;
    let levels: BTreeSet<u64> = (0..512).map(|i| pts(PlayerId(i))).collect();
    let floats = e.rounds[8]
        .matches
        .iter()
        .filter(|m| m.b.is_some_and(|b| pts(b) != pts(m.a)))
        .count();
    assert!(
        floats < levels.len(),
        "{floats} floats for {} point totals",
        levels.len()
    );
    if let Some(path) = std::env::var_os("PODSHEET_WRITE_SWISS512") {
        podsheet::io::event_file::save(&e, std::path::Path::new(&path)).expect("writes");
    }
}

#[test]
fn an_odd_swiss_gives_each_bye_to_a_different_player() {
    let e = support::swiss(101, 7, 7, false);
    check_rounds(&e);
    let byes = e
        .rounds
        .iter()
        .flat_map(|r| &r.matches)
        .filter(|m| m.b.is_none())
        .count();
    assert_eq!(byes, 7);
}
