//! The cut after the Swiss rounds (docs/rules.md §5): the whole event's
//! top 8, 4 or 2, or one bracket for each age division that cuts
//! (Pokémon, docs/rules.md §8).

use super::{Division, Event, Match, PairedFrom, PlayerId, RoundChange};
use serde::{Deserialize, Serialize};

/// A top 8, 4 or 2 cut after the Swiss rounds (docs/rules.md §5): the
/// event's rounds after `after_round` are the playoff's. A cut by age
/// division (Pokémon, docs/rules.md §8) has one bracket for each division
/// that cuts, in `divisions`, all playing in the same playoff rounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cut {
    /// How many make the cut: 8, 4 or 2; for a cut by division, the
    /// largest division's top (its bracket plays the most rounds).
    pub top: u8,
    /// The last Swiss round (1-based); the playoff's first round follows.
    pub after_round: u32,
    /// The players by seed (seed 1 first), as the cut was made. Empty in
    /// files from before seeds were kept: the seeds are then read off the
    /// playoff's first round, or the Swiss standings.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seeds: Vec<PlayerId>,
    /// A cut by age division: each division that cuts, with its own top
    /// and seeds from its own standings (`seeds` is then empty). Empty
    /// for a cut of the whole event.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub divisions: Vec<DivisionCut>,
    /// The Swiss results the cut was made from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paired_from: Option<PairedFrom>,
    /// Re-cuts, or the cut kept, after the Swiss results changed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<RoundChange>,
}

impl Cut {
    /// A cut to a top `top` after round `after_round`, seeds not set.
    pub fn new(top: u8, after_round: u32) -> Self {
        Cut {
            top,
            after_round,
            seeds: Vec::new(),
            divisions: Vec::new(),
            paired_from: None,
            changes: Vec::new(),
        }
    }

    /// Whether the cut is by age division.
    pub fn by_division(&self) -> bool {
        !self.divisions.is_empty()
    }

    /// The top of the bracket playoff match `m` of `event` is in: the
    /// cut's, or for a cut by division its first player's division's (0
    /// for a division that does not cut).
    pub fn top_of(&self, event: &Event, m: &Match) -> u8 {
        if !self.by_division() {
            return self.top;
        }
        let d = event
            .players
            .get(m.a.0)
            .map_or(Division::Masters, super::Player::ranked_in);
        self.divisions
            .iter()
            .find(|c| c.division == d)
            .map_or(0, |c| c.top)
    }
}

/// One age division's bracket of a cut by division: a top 8, 4 or 2 of
/// that division's own standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DivisionCut {
    /// The division.
    pub division: Division,
    /// How many of it make the cut: 8, 4 or 2.
    pub top: u8,
    /// Its players by seed (seed 1 first), as the cut was made.
    pub seeds: Vec<PlayerId>,
}
