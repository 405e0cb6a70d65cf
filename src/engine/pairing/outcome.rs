//! What pairing returns: one round's [`Pairing`] or why there is none
//! ([`PairingError`]), and [`Advance`], the rounds brought up to date.
//! Plain data, used by every pairing module.

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
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairingError {
    /// An earlier round still has matches without a result.
    NotFinished {
        /// The unfinished round.
        round: u32,
        /// Matches without a result (and sheet boxes not filled yet).
        missing: usize,
    },
    /// A result that cannot happen holds the round (docs/rules.md §6).
    Waits {
        /// The round that waits.
        round: u32,
        /// The first such result: where, the score, and why.
        on: Box<super::valid::Impossible>,
    },
    /// Every round was played.
    Over {
        /// Rounds in the event.
        rounds: u32,
    },
    /// The playoff's final was played: the event is over (said by the
    /// final's name, never by a round number).
    FinalPlayed,
    /// Fewer than two players are left to pair.
    TooFew {
        /// The round to pair.
        round: u32,
        /// Players still in.
        active: usize,
    },
    /// More players than the Swiss pairer handles.
    TooMany {
        /// The round to pair.
        round: u32,
        /// Players still in.
        active: usize,
        /// The most the pairer handles (the Swiss pairer's own limit,
        /// carried here so this file needs nothing of the pairer's).
        max: usize,
    },
    /// A round robin outside 3-16 players.
    RoundRobinSize {
        /// Players in the event.
        players: usize,
    },
    /// A paper sheet with the wrong number of players or numbers.
    SheetPlayers {
        /// Players on the sheet.
        expected: u32,
        /// What is wrong.
        problem: crate::model::Said,
    },
    /// A random round needs a stored seed first.
    SeedNeeded {
        /// The round.
        round: u32,
    },
    /// The playoff after the cut cannot go on (a drawn match, a match the
    /// bracket does not pair).
    Playoff(crate::model::Said),
    /// Imported results plan no next round ([`planned_next_round`](super::planned_next_round)):
    /// neither the snapshot nor `advance` pairs one; `next_round` does
    /// when asked (`podsheet pair`).
    NotPlanned,
}

impl PairingError {
    /// Why, as data (said in a face's language by its `Display`, which
    /// `text::i18n` gives every [`crate::model::Said`]).
    pub fn said(&self) -> crate::model::Said {
        use crate::said;
        match self {
            PairingError::NotFinished { round, missing } => {
                said!(PairingNotFinished, round = round, missing = missing)
            }
            PairingError::Waits { round, on } => said!(
                PairingWaits,
                round = round,
                place = on.place,
                score = on.score,
                why = on.why
            ),
            PairingError::Over { rounds } => said!(PairingOver, rounds = rounds),
            PairingError::FinalPlayed => said!(PairingFinalPlayed),
            PairingError::TooFew { round, active } => {
                said!(PairingTooFew, round = round, active = active)
            }
            PairingError::TooMany { round, active, max } => {
                said!(PairingTooMany, max = max, round = round, active = active)
            }
            PairingError::RoundRobinSize { players } => {
                said!(PairingRoundRobinSize, players = players)
            }
            PairingError::SheetPlayers { expected, problem } => {
                said!(PairingSheetPlayers, expected = expected, problem = problem)
            }
            PairingError::SeedNeeded { round } => said!(PairingSeedNeeded, round = round),
            PairingError::NotPlanned => said!(PairingNotPlanned),
            PairingError::Playoff(why) => why.clone(),
        }
    }
}

impl std::fmt::Display for PairingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for PairingError {}

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
