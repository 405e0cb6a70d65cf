//! What a round's edits say on the status line: what an edit made stale
//! (never silent), and two players swapped by hand in an unplayed round.

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
