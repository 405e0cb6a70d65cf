//! The room as players see it: who is in which match, and which table
//! each match being played holds (issue 34: a re-pair never double-books).
#![allow(dead_code)]

use podsheet::model::{Event, PlayerId};
use podsheet::text::sheet::table_of;

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
        for (r, round) in e.rounds.iter().enumerate() {
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
                if !in_play(e, r, i) {
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
