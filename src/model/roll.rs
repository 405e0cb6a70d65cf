//! The rolls and coin flips the app made, stored so an outcome never
//! changes on reload or reprint.

use super::PlayerId;
use serde::{Deserialize, Serialize};

/// A roll or coin flip the app made, kept so the outcome never changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Roll {
    /// When it was made (RFC 3339, UTC).
    pub made_at: String,
    /// What was rolled and what came up.
    pub what: RollKind,
}

/// What a [`Roll`] decided.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum RollKind {
    /// Random seating: the players in seat order.
    Seating {
        /// Players from seat 1 on.
        order: Vec<PlayerId>,
    },
    /// A drawn match on a bracket sheet: who goes on as its winner.
    CoinFlip {
        /// Round (1-based).
        round: u32,
        /// Match index within the round (0-based).
        index: usize,
        /// The player who goes on as "winner".
        winner: PlayerId,
    },
    /// The order for perfect ties: earlier in `order` ranks higher.
    TieBreak {
        /// A random order of the players.
        order: Vec<PlayerId>,
    },
    /// A seed for a random pairing of one round.
    PairingSeed {
        /// Round (1-based).
        round: u32,
        /// The seed.
        seed: u64,
    },
}
