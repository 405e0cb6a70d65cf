//! The edits of a round's life, said as notes for the status line: what
//! an edit made stale (never silent), what the owner chose for a stale
//! round, a dropped player still paired or a stale cut, and two players
//! swapped by hand in an unplayed round.

use crate::app::document::edit::Edit;
use crate::model::PlayerId;
use crate::t;

/// A note for each thing this edit made stale (a round, a dropped player
/// still paired, the cut): never silent, also when the notice above the
/// sheet is scrolled away.
pub(super) fn newly_stale(
    event: &crate::model::Event,
    was: &crate::engine::life::Life,
    now: &crate::engine::life::Life,
) -> Vec<String> {
    let fresh = crate::engine::life::Life {
        stale: now
            .stale
            .iter()
            .filter(|s| was.round(s.round).is_none())
            .cloned()
            .collect(),
        dropped: now
            .dropped
            .iter()
            .filter(|d| !was.dropped.contains(d))
            .cloned()
            .collect(),
        cut: now.cut.clone().filter(|_| was.cut.is_none()),
        ..Default::default()
    };
    crate::text::life::warnings(event, &fresh)
        .iter()
        .map(|w| crate::text::life::full(&w.to_string()))
        .collect()
}

/// What the owner chose for a stale round, a dropped player still paired
/// or a stale cut (`engine::life::act`, stamped with the time now); the
/// note says what changed, or why nothing could.
pub(super) fn life_edit(event: &mut crate::model::Event, cmd: &Edit) -> Vec<String> {
    use crate::engine::life::act;
    let now = crate::app::now_text();
    let result: Result<String, crate::model::Said> = match *cmd {
        Edit::Repair(round) => act::repair(event, round, &now).map(|tables| {
            // Each changed table as the players look for it: "3 (E)".
            let matches = &event.rounds[round as usize - 1].matches;
            let list: Vec<crate::model::Said> = tables
                .iter()
                .map(
                    |t| match matches.iter().position(|m| m.label.as_ref() == Some(t)) {
                        Some(i) => crate::text::sheet::table_and_box(event, matches, i),
                        None => t.clone(),
                    },
                )
                .map(|t| crate::said!(Text, text = t))
                .collect();
            t!(
                LifeRepairedNote,
                round = round,
                count = list.len(),
                tables = crate::said!(CauseList, items = list)
            )
        }),
        Edit::KeepRound(round) => {
            act::keep(event, round, &now).map(|()| t!(LifeKeptNote, round = round))
        }
        Edit::Concede { round, player } => act::concede(event, round, player, &now)
            .map(|o| t!(LifeConcededNote, name = event.player(o).name, round = round)),
        Edit::Recut => {
            let st = crate::engine::ranking::rank(&event.swiss_part(), &event.rules.options());
            act::recut(event, &st, &now).map(|()| t!(LifeRecutNote))
        }
        Edit::KeepCut => act::keep_cut(event, &now).map(|()| t!(LifeCutKeptNote)),
        _ => return Vec::new(),
    };
    vec![result.unwrap_or_else(|why| why.to_string())]
}

/// Swaps two players in an unplayed round (the engine's `swap_players`,
/// which marks the matches as paired by hand); returns the engine's
/// warnings about the round as it now stands.
pub(super) fn swap(
    event: &mut crate::model::Event,
    round: u32,
    a: PlayerId,
    b: PlayerId,
) -> Vec<String> {
    use crate::engine::pairing::{check_round, swap_players};
    let Some(r) = (round as usize)
        .checked_sub(1)
        .and_then(|r| event.rounds.get(r))
    else {
        return vec![t!(EditThereIsNoRoundRound, round = round)];
    };
    if r.matches
        .iter()
        .any(|m| m.b.is_some() && m.result().is_some())
    {
        return vec![t!(EditRoundRoundAlreadyHasResults, round = round)];
    }
    match swap_players(event, r, a, b) {
        Ok(swapped) => {
            event.rounds[round as usize - 1] = swapped;
            check_round(event, round)
                .into_iter()
                .map(|w| t!(EditWarningW, w = w))
                .collect()
        }
        Err(why) => vec![why.to_string()],
    }
}
