//! Which table a match is played at, as a place in the event's own run of
//! tables (a night gives each event `first_table` and as many tables as
//! half its players, `engine::night`): one rule for every face, and the
//! one the pairing keeps when it pairs a round again, so that no two
//! matches being played in the room share a table.
//!
//! - A numbered match ("3", a Swiss table) sits at its number.
//! - A sheet's lettered box sits at a table of its own, the same whatever
//!   order the boxes are paired in: round 1's boxes at 1, 2, 3 …, and every
//!   later box at the table one of the boxes feeding it was played at (so
//!   when a box is paired, its table is free: the box that had it is done).
//! - Any other match (a round robin's, a playoff's) sits at its place
//!   among the round's matches.
//!
//! A bye takes no table (`None`).

use crate::model::{Event, Match, Structure, Template};

use super::templates::Source;

/// How many tables an event's run holds: one per two players.
pub fn run_len(event: &Event) -> u32 {
    (event.players.len() as u32 / 2).max(1)
}

/// The table of match `index` of `matches` (a round of `event`), 0-based
/// in the event's run; `None` for a bye or an index out of range.
pub fn offset(event: &Event, matches: &[Match], index: usize) -> Option<u32> {
    let m = matches.get(index)?;
    m.b?;
    if let Some(label) = m.label.as_deref() {
        match label.parse::<u32>() {
            Ok(n) if n > 0 => return Some(n - 1),
            Ok(_) => {}
            Err(_) => {
                if let Some(t) = box_table(event, label) {
                    return Some(t);
                }
            }
        }
    }
    Some(matches[..index].iter().filter(|x| x.b.is_some()).count() as u32)
}

/// The room's number for the table of match `index` of `matches` (a
/// round of `event`): the event's first table plus its place in the run
/// ([`offset`]), the one number every face gives it; `None` for a bye,
/// which takes no table.
pub fn number(event: &Event, matches: &[Match], index: usize) -> Option<u32> {
    let first = event.first_table.unwrap_or(1).max(1);
    offset(event, matches, index).map(|t| first + t)
}

/// The table of the sheet box lettered `label`, for an event on a
/// lettered sheet (before any cut: a playoff letters its own boxes).
fn box_table(event: &Event, label: &str) -> Option<u32> {
    let Structure::Pod { template } = event.structure else {
        return None;
    };
    if event.cut.is_some() {
        return None;
    }
    let mut chars = label.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return None;
    };
    let i = template.slots().iter().position(|s| s.label == Some(c))?;
    box_tables(template).get(i).copied().flatten()
}

/// Each slot's table (same order as [`Template::slots`]): `None` for bye
/// boxes and for sheets that do not letter their boxes. Round 1's boxes
/// take the tables in order; each later round is matched to the tables of
/// the boxes feeding it in the round before (a box waits for those, so
/// their tables are free when it is paired), in sheet order, the first
/// box first; a box no feeder's table is left for takes the lowest free.
pub fn box_tables(template: Template) -> Vec<Option<u32>> {
    let slots = template.slots();
    let mut tables: Vec<Option<u32>> = vec![None; slots.len()];
    if slots.iter().any(|s| s.label.is_none()) {
        return tables;
    }
    let playing = |i: usize| slots[i].b != Source::Bye;
    let mut next = 0;
    for (i, s) in slots.iter().enumerate() {
        if s.round == 1 && playing(i) {
            tables[i] = Some(next);
            next += 1;
        }
    }
    for round in 2..=template.rounds() {
        let boxes: Vec<usize> = (0..slots.len())
            .filter(|&i| slots[i].round == round && playing(i))
            .collect();
        // Each box's choices: the tables of its feeders in the round before.
        let choices: Vec<Vec<u32>> = boxes
            .iter()
            .map(|&i| {
                [slots[i].a, slots[i].b]
                    .into_iter()
                    .filter_map(|side| match side {
                        Source::Winner(c) | Source::Loser(c) => {
                            slots.iter().position(|f| f.label == Some(c))
                        }
                        _ => None,
                    })
                    .filter(|&f| slots[f].round + 1 == round)
                    .filter_map(|f| tables[f])
                    .collect()
            })
            .collect();
        let mut holder: Vec<Option<usize>> = vec![None; next as usize];
        for k in 0..boxes.len() {
            let mut seen = vec![false; next as usize];
            augment(k, &choices, &mut holder, &mut seen);
        }
        let mut at: Vec<Option<u32>> = vec![None; boxes.len()];
        for (t, h) in holder.iter().enumerate() {
            if let Some(k) = h {
                at[*k] = Some(t as u32);
            }
        }
        let mut used: Vec<u32> = at.iter().flatten().copied().collect();
        for (k, &i) in boxes.iter().enumerate() {
            tables[i] = Some(match at[k] {
                Some(t) => t,
                None => {
                    let t = (0u32..).find(|t| !used.contains(t)).unwrap_or(0);
                    used.push(t);
                    t
                }
            });
        }
    }
    tables
}

/// Kuhn's augmenting path: gives box `k` one of its tables, moving the
/// boxes before it to their other tables where that frees one.
fn augment(
    k: usize,
    choices: &[Vec<u32>],
    holder: &mut [Option<usize>],
    seen: &mut [bool],
) -> bool {
    // A free table first: a box moves only when it must.
    if let Some(&t) = choices[k].iter().find(|&&t| holder[t as usize].is_none()) {
        holder[t as usize] = Some(k);
        return true;
    }
    for &t in &choices[k] {
        let t = t as usize;
        if seen[t] {
            continue;
        }
        seen[t] = true;
        if holder[t].is_none_or(|other| augment(other, choices, holder, seen)) {
            holder[t] = Some(k);
            return true;
        }
    }
    false
}

/// Labels for the matches of a round paired again: those marked `fixed`
/// (a result stands, or the players are the same as before) keep theirs;
/// each other match keeps its own table where it is free and in the run,
/// else takes the lowest free table as its number. A bye takes a number
/// after every table.
pub fn label_free(event: &Event, matches: &mut [Match], fixed: &[bool]) {
    let run = run_len(event);
    let mut taken: Vec<u32> = (0..matches.len())
        .filter(|&i| fixed.get(i).copied().unwrap_or(false))
        .filter_map(|i| offset(event, matches, i))
        .collect();
    for i in 0..matches.len() {
        if fixed.get(i).copied().unwrap_or(false) || matches[i].b.is_none() {
            continue;
        }
        let own = offset(event, matches, i).filter(|t| *t < run && !taken.contains(t));
        let t = match own {
            Some(t) => t,
            None => {
                let t = (0u32..).find(|t| !taken.contains(t)).unwrap_or(0);
                matches[i].label = Some((t + 1).to_string());
                t
            }
        };
        taken.push(t);
    }
    let mut after = taken.iter().max().map_or(0, |t| t + 1);
    for (i, m) in matches.iter_mut().enumerate() {
        if m.b.is_none() && !fixed.get(i).copied().unwrap_or(false) {
            after += 1;
            m.label = Some(after.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every lettered sheet: each round's boxes at different tables, all
    /// in the run, and each later box at a table a box feeding it held in
    /// the round before.
    #[test]
    fn every_box_sits_at_a_table_its_feeders_left() {
        for t in Template::ALL {
            let slots = t.slots();
            let tables = box_tables(t);
            if slots.iter().any(|s| s.label.is_none()) {
                assert!(tables.iter().all(Option::is_none), "{t:?}");
                continue;
            }
            for r in 1..=t.rounds() {
                let mut seen = Vec::new();
                for (i, s) in slots.iter().enumerate().filter(|(_, s)| s.round == r) {
                    let Some(table) = tables[i] else {
                        assert_eq!(s.b, Source::Bye, "{t:?} {:?}", s.label);
                        continue;
                    };
                    assert!(table < t.players() / 2, "{t:?} {:?}", s.label);
                    assert!(!seen.contains(&table), "{t:?} round {r}");
                    seen.push(table);
                    if r > 1 {
                        let fed = [s.a, s.b].into_iter().any(|side| match side {
                            Source::Winner(c) | Source::Loser(c) => slots
                                .iter()
                                .position(|f| f.label == Some(c))
                                .is_some_and(|f| {
                                    slots[f].round + 1 == r && tables[f] == Some(table)
                                }),
                            _ => false,
                        });
                        assert!(fed, "{t:?} box {:?} at {table}", s.label);
                    }
                }
            }
        }
    }

    #[test]
    fn the_eight_player_sheet_keeps_its_tables_round_to_round() {
        let t = box_tables(Template::Swiss8);
        // A B C D | E F G H | I J K L
        let want = [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3];
        assert_eq!(t, want.map(Some).to_vec());
    }
}
