//! The room as players see it: who is in which match, and which table
//! each match being played holds (issue 34: a re-pair never double-books).
#![allow(dead_code)]

use crate::util::day::{NOW, hook};
use podsheet::model::{Event, GameScore, Night, PlayerId};
use podsheet::text::sheet::table_of;

/// Sixteen drafters in two 8-player sheet pods, tables 1-4 and 5-8, every
/// match with its report code.
pub fn sheet_night() -> Night {
    let names: Vec<String> = (1..=16).map(|i| format!("P{i}")).collect();
    let mut n = podsheet::engine::night::from_names("Friday", &names, 8, 7, NOW).unwrap();
    for p in &mut n.pods {
        hook(p);
    }
    codes(&mut n);
    assert_eq!(n.pods[0].first_table, Some(1));
    assert_eq!(n.pods[1].first_table, Some(5));
    n
}

/// Every match to be played in the room gets its report code, as the app
/// gives them.
pub fn codes(n: &mut Night) {
    let mut k = 0u64;
    let mut next = || {
        k += 1;
        podsheet::engine::reports::code_from(k * 7_919_993)
    };
    podsheet::engine::reports::code_room(&mut n.pods, &mut next);
}

/// The index of the box lettered `label` in round `round` (1-based).
pub fn at(e: &Event, round: usize, label: &str) -> usize {
    e.rounds[round - 1]
        .matches
        .iter()
        .position(|m| m.label.as_deref() == Some(label))
        .unwrap_or_else(|| panic!("no box {label} in round {round}"))
}

/// Sets box `label` of round `round` of pod 1 (or clears it), as the app
/// does: then the hook and the codes.
pub fn set_box(n: &mut Night, round: usize, label: &str, score: Option<GameScore>) {
    let e = &mut n.pods[0];
    let i = at(e, round, label);
    e.rounds[round - 1].matches[i].score = score;
    hook(e);
    codes(n);
}

/// The night: pod 1 has A, C and D in and B open (disputed on
/// the phones), E and G paired, then A corrected: round 2 is stale.
pub fn corrected_night() -> Night {
    let mut n = sheet_night();
    let win = Some(GameScore::new(2, 1, 0));
    set_box(&mut n, 1, "A", win);
    set_box(&mut n, 1, "C", win);
    set_box(&mut n, 1, "D", win);
    set_box(&mut n, 1, "A", Some(GameScore::new(1, 2, 0)));
    n
}

/// Whether match `index` of round `round` (0-based) of `e` is being
/// played: no result, neither player has moved on to a later round, and
/// either it is the pod's latest round or both its players are still in
/// the event after it (two players who left with a result taken back are
/// not at a table).
pub fn in_play(e: &Event, round: usize, index: usize) -> bool {
    let m = &e.rounds[round].matches[index];
    let Some(b) = m.b else { return false };
    if m.result().is_some() {
        return false;
    }
    let later = |p: PlayerId| {
        e.rounds[round + 1..]
            .iter()
            .any(|r| r.matches.iter().any(|x| x.involves(p)))
    };
    if later(m.a) || later(b) {
        return false;
    }
    let next = round as u32 + 2;
    round + 1 == e.rounds.len() || (e.player(m.a).active_in(next) && e.player(b).active_in(next))
}

/// Everything wrong with the room: a player in two matches of a round,
/// two matches being played at one table, a table outside its pod's run.
pub fn room_problems(pods: &[Event]) -> Vec<String> {
    let mut out = Vec::new();
    let mut tables: Vec<(u32, String)> = Vec::new();
    for e in pods {
        let first = e.first_table.unwrap_or(1);
        let run = (e.players.len() as u32 / 2).max(1);
        // A stale round is handed out as "may change" on every face, and
        // the owner is told to re-pair it: its boxes are not at tables
        // until then (a box kept from before a result was taken back can
        // sit where that result's match is played again).
        let stale = podsheet::engine::life::life(e, None);
        for (r, round) in e.rounds.iter().enumerate() {
            let handed_out = stale.round(r as u32 + 1).is_none();
            let mut seen: Vec<PlayerId> = Vec::new();
            for m in &round.matches {
                for p in std::iter::once(m.a).chain(m.b) {
                    if seen.contains(&p) {
                        out.push(format!(
                            "{}: {} is in two matches of round {}",
                            e.name,
                            e.player(p).name,
                            r + 1
                        ));
                    }
                    seen.push(p);
                }
            }
            for i in 0..round.matches.len() {
                if !in_play(e, r, i) || !handed_out {
                    continue;
                }
                let what = format!("{} round {} {:?}", e.name, r + 1, round.matches[i].label);
                let Ok(t) = table_of(e, &round.matches, i).parse::<u32>() else {
                    out.push(format!("{what}: no table"));
                    continue;
                };
                if t < first || t >= first + run {
                    out.push(format!(
                        "{what}: table {t} outside its run {first}..{}",
                        first + run - 1
                    ));
                }
                if let Some((_, other)) = tables.iter().find(|(x, _)| *x == t) {
                    out.push(format!("{what}: table {t} is also {other}'s"));
                }
                tables.push((t, what));
            }
        }
    }
    out
}
