//! How one player's value for one step was made ([`Detail`]), down to
//! each opponent's part ([`Term`]): the data every explanation reads.

use super::{fab, melee};
use crate::engine::frac::Frac;
use crate::model::PlayerId;

/// How one player's value for one step was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Detail {
    /// Match points from wins, draws and byes.
    Points {
        /// The match points.
        points: u64,
        /// Matches won (byes not included).
        won: u64,
        /// Matches drawn.
        drawn: u64,
        /// Byes.
        byes: u64,
    },
    /// The player's own percentage: `points / (3 × count)`.
    Own {
        /// Game points.
        points: u64,
        /// Games counted.
        count: u64,
        /// Before the floor.
        raw: Frac,
        /// After the floor.
        value: Frac,
    },
    /// The mean of the opponents' values.
    Average {
        /// One term per opponent counted.
        terms: Vec<Term>,
        /// The sum of the terms' used values.
        total: Frac,
    },
    /// A sum over the opponents beaten (a third for a draw).
    Sum {
        /// One term per match won or drawn.
        terms: Vec<Term>,
        /// The sum.
        total: Frac,
    },
    /// Flesh and Blood's cumulative tiebreaker.
    Ctb(fab::Ctb),
    /// A share of the matches played: Flesh and Blood's PML.
    Share {
        /// The matches counted (lost).
        counted: u64,
        /// The matches played (byes left out).
        played: u64,
    },
    /// A step said of the tied set as a whole (head to head), not of one
    /// player.
    OverSet,
    /// Games won in all (Lorcana two-game on Melee).
    Games {
        /// Games won, a bye's included.
        won: u64,
        /// Of them, the games byes are worth.
        from_byes: u64,
    },
    /// Melee's opponent match point percentage, as published.
    Ompp(melee::Ompp),
    /// Second games won, as far as the scores say.
    GameTwo(melee::GameTwo),
    /// Cumulative: match points earned and the bonus pool, round by round.
    Pools {
        /// Match points earned each round.
        earned: Vec<u64>,
        /// The pool after each round; the value is their sum.
        pools: Vec<Frac>,
    },
}

/// One opponent's contribution to an average or a sum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Term {
    /// The opponent.
    pub opponent: PlayerId,
    /// Their value before any floor.
    pub raw: Frac,
    /// The value counted (after the floor, or a third for a draw).
    pub used: Frac,
    /// Counted at a third because the match was drawn.
    pub third: bool,
}
