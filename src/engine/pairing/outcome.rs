//! What pairing returns: one round's [`Pairing`] or why there is none
//! ([`PairingError`]), and [`Advance`], the rounds brought up to date.
//! Plain data, used by every pairing module.

use super::swiss::MAX_PLAYERS;
use crate::model::{Event, Match, Round};

/// The pairings of one round, with the reasons for them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pairing {
    /// The round these matches are for (1-based).
    pub round: u32,
    /// The matches, table 1 first; a match with `b: None` is a bye.
    pub matches: Vec<Match>,
    /// Why these pairings, in sentences (floats, byes, rematches, rules).
    pub reasons: Vec<crate::model::Said>,
    /// Drawn matches `(round, match index)` that need a coin flip before
    /// every box of this round can be filled.
    pub flips_needed: Vec<(u32, usize)>,
}

/// Why no pairing could be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    /// An earlier round still has matches without a result.
    #[error("round {round} is not finished: {missing} result{} missing", plural(*missing))]
    NotFinished {
        /// The unfinished round.
        round: u32,
        /// Matches without a result (and sheet boxes not filled yet).
        missing: usize,
    },
    /// Every round was played.
    #[error("the event is over: all {rounds} rounds played")]
    Over {
        /// Rounds in the event.
        rounds: u32,
    },
    /// Fewer than two players are left to pair.
    #[error("nobody to pair: {active} active player{} in round {round}", plural(*active))]
    TooFew {
        /// The round to pair.
        round: u32,
        /// Players still in.
        active: usize,
    },
    /// More players than the Swiss pairer handles.
    #[error("Swiss pairs at most {max} players; round {round} has {active}", max = MAX_PLAYERS)]
    TooMany {
        /// The round to pair.
        round: u32,
        /// Players still in.
        active: usize,
    },
    /// A round robin outside 3-16 players.
    #[error("a round robin needs 3 to 16 players; this event has {players}")]
    RoundRobinSize {
        /// Players in the event.
        players: usize,
    },
    /// A paper sheet with the wrong number of players or numbers.
    #[error("the {expected}-player sheet needs players numbered 1 to {expected}: {problem}")]
    SheetPlayers {
        /// Players on the sheet.
        expected: u32,
        /// What is wrong.
        problem: String,
    },
    /// A random round needs a stored seed first.
    #[error("round {round} is paired at random: roll a pairing seed for it first")]
    SeedNeeded {
        /// The round.
        round: u32,
    },
    /// Imported results plan no next round ([`planned_next_round`](super::planned_next_round)):
    /// neither the snapshot nor `advance` pairs one; `next_round` does
    /// when asked (`podsheet pair`).
    #[error("imported results have no next round planned")]
    NotPlanned,
}

/// "" for one, "s" for more.
pub(super) fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The result of [`advance`](super::advance): the event's rounds brought up to date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Advance {
    /// The rounds to store (the event's own when nothing changed).
    pub rounds: Vec<Round>,
    /// Whether `rounds` differs from the event's.
    pub changed: bool,
    /// Entered results that a change would overwrite, left alone, each with
    /// what the user can do.
    pub conflicts: Vec<crate::model::Said>,
    /// Why the new pairings are what they are.
    pub reasons: Vec<crate::model::Said>,
    /// Drawn matches `(round, match index)` that need a coin flip.
    pub flips_needed: Vec<(u32, usize)>,
    /// A round that needs a stored pairing seed before it can be paired.
    pub seed_needed: Option<u32>,
}

impl Advance {
    /// The event's rounds as they are, with nothing to report.
    pub fn unchanged(event: &Event) -> Advance {
        Advance {
            rounds: event.rounds.clone(),
            changed: false,
            conflicts: Vec::new(),
            reasons: Vec::new(),
            flips_needed: Vec::new(),
            seed_needed: None,
        }
    }
}

/// The first round (1-based) with matches lacking a result, and how many.
pub(super) fn first_unfinished(event: &Event) -> Option<(u32, usize)> {
    event.rounds.iter().enumerate().find_map(|(i, r)| {
        let missing = r.matches.iter().filter(|m| !m.is_decided()).count();
        (missing > 0).then_some((i as u32 + 1, missing))
    })
}
