//! Pairings: the paper sheets' brackets, round robins and Swiss.
//!
//! - [`templates`]: the paper sheets as data tables.
//! - [`routing`]: fills a bracket sheet's boxes from results ("winner A"),
//!   with the sheets' draw rules (coin flip, round-1 swap, records after two
//!   draws) and a fall-back to Swiss when a player drops.
//! - [`round_robin`]: the circle method for 3-16 players (the 7-player paper
//!   schedule for 7), single or double.
//! - [`swiss`]: Swiss for 2-4096 players, the best pairing under an explicit
//!   cost ([`swiss::CostModel`]), found exactly by [`matching`].
//! - [`check`]: problems with a round paired or changed by hand.
//!
//! **Bracket boxes whose players are not both known** are left out of the
//! event's rounds: a box enters its round (appended at the end, so the
//! indexes of matches already there, which coin flips refer to, never move)
//! as soon as both its players are known, and leaves it again if a feeding
//! result is cleared while the box has no result of its own. The whole
//! sheet, unknown players included, is [`sheet_boxes`], for the app and the
//! PDF to draw "winner A / winner C" boxes.
//!
//! Everything here is pure: the engine never rolls. A drawn match on a sheet
//! needs a coin flip made and stored by the caller (`flips_needed`); a random
//! first round needs a stored `PairingSeed` ([`PairingError::SeedNeeded`]).

pub mod check;
pub mod matching;
pub mod round_robin;
pub mod routing;
pub mod swiss;
pub mod templates;

pub use check::{check_round, swap_players};
pub use routing::{SheetBox, sheet_boxes};

use crate::engine::ranking::Standings;
use crate::model::{Event, Match, Round, Structure};

/// The pairings of one round, with the reasons for them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pairing {
    /// The round these matches are for (1-based).
    pub round: u32,
    /// The matches, table 1 first; a match with `b: None` is a bye.
    pub matches: Vec<Match>,
    /// Why these pairings, in sentences (floats, byes, rematches, rules).
    pub reasons: Vec<String>,
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
    #[error("Swiss pairs at most {max} players; round {round} has {active}", max = swiss::MAX_PLAYERS)]
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
    /// Imported results plan no next round ([`planned_next_round`]):
    /// neither the snapshot nor `advance` pairs one; `next_round` does
    /// when asked (`podsheet pair`).
    #[error("imported results have no next round planned")]
    NotPlanned,
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The next round to play, from the event's rounds so far.
pub fn next_round(event: &Event) -> Result<Pairing, PairingError> {
    next_round_ranked(event, None)
}

/// [`next_round`] reusing `standings`, a ranking of the event under its own
/// preset, where Swiss needs one (`None`: rank here). The snapshot passes
/// its own, so an edit ranks the event once.
pub fn next_round_ranked(
    event: &Event,
    standings: Option<&Standings>,
) -> Result<Pairing, PairingError> {
    match &event.structure {
        Structure::Pod { template } => routing::next_round(event, *template),
        Structure::RoundRobin { double } => round_robin::next_round(event, *double),
        Structure::Swiss { rounds, .. } => {
            let total = rounds.unwrap_or_else(|| swiss::default_rounds(event.players.len()));
            swiss::next_round_ranked(event, Some(total), standings)
        }
        Structure::Results => swiss::next_round_ranked(event, None, standings),
    }
}

/// The round the event itself plans next: [`next_round_ranked`], except
/// that imported results plan none ([`PairingError::NotPlanned`]; they are
/// paired only when asked, by [`next_round`]). What the snapshot shows and
/// [`advance`] appends, so an edit of imported results never pairs.
pub fn planned_next_round(
    event: &Event,
    standings: Option<&Standings>,
) -> Result<Pairing, PairingError> {
    match event.structure {
        Structure::Results => Err(PairingError::NotPlanned),
        _ => next_round_ranked(event, standings),
    }
}

/// How many rounds the event is planned to have, for drawing a column per
/// round from the start: the sheet's rounds, the round robin's schedule, the
/// Swiss count (the usual table by player count when not set); at least the
/// rounds already played. `None` for imported results (no plan).
pub fn planned_rounds(event: &Event) -> Option<u32> {
    let n = event.players.len();
    let planned = match &event.structure {
        Structure::Pod { template } => template.rounds(),
        Structure::RoundRobin { double } => {
            let single = if n.is_multiple_of(2) {
                n.saturating_sub(1)
            } else {
                n
            };
            (single * if *double { 2 } else { 1 }) as u32
        }
        Structure::Swiss { rounds, .. } => rounds.unwrap_or_else(|| swiss::default_rounds(n)),
        Structure::Results => return None,
    };
    Some(planned.max(event.rounds.len() as u32))
}

/// The result of [`advance`]: the event's rounds brought up to date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Advance {
    /// The rounds to store (the event's own when nothing changed).
    pub rounds: Vec<Round>,
    /// Whether `rounds` differs from the event's.
    pub changed: bool,
    /// Entered results that a change would overwrite, left alone, each with
    /// what the user can do.
    pub conflicts: Vec<String>,
    /// Why the new pairings are what they are.
    pub reasons: Vec<String>,
    /// Drawn matches `(round, match index)` that need a coin flip.
    pub flips_needed: Vec<(u32, usize)>,
    /// A round that needs a stored pairing seed before it can be paired.
    pub seed_needed: Option<u32>,
}

/// Brings the event's rounds up to date: fills bracket boxes whose feeding
/// results are in (and empties boxes whose feeding result was cleared, if
/// they have no result of their own), and appends the next round once the
/// current one is complete. Never overwrites or drops an entered result:
/// such cases are reported in `conflicts`. Pure: returns the new rounds,
/// the caller applies them.
pub fn advance(event: &Event) -> Advance {
    let mut adv = advance_changes(event);
    if !adv.changed {
        adv.rounds = event.rounds.clone();
    }
    adv
}

/// [`advance`] without the copy of the rounds when nothing changes:
/// `rounds` is empty unless `changed`. What the app calls after every edit,
/// so typing a result in the middle of a large Swiss round copies nothing.
pub fn advance_changes(event: &Event) -> Advance {
    match &event.structure {
        Structure::Pod { template } => {
            let mut adv = routing::advance(event, *template);
            adv.changed = adv.rounds != event.rounds;
            if !adv.changed {
                adv.rounds = Vec::new();
            }
            adv
        }
        _ => append_next_lazy(event),
    }
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

/// Appends the next round when [`planned_next_round`] has one.
fn append_next(event: &Event) -> Advance {
    let mut adv = append_next_lazy(event);
    if !adv.changed {
        adv.rounds = event.rounds.clone();
    }
    adv
}

/// [`append_next`] copying the rounds only when a round is appended
/// (`rounds` is empty otherwise).
fn append_next_lazy(event: &Event) -> Advance {
    let mut adv = Advance {
        rounds: Vec::new(),
        changed: false,
        conflicts: Vec::new(),
        reasons: Vec::new(),
        flips_needed: Vec::new(),
        seed_needed: None,
    };
    match planned_next_round(event, None) {
        Ok(p) => {
            if p.flips_needed.is_empty() && !p.matches.is_empty() {
                let mut rounds = Vec::with_capacity(event.rounds.len() + 1);
                rounds.extend_from_slice(&event.rounds);
                rounds.push(Round { matches: p.matches });
                adv.rounds = rounds;
                adv.changed = true;
            }
            adv.reasons = p.reasons;
            adv.flips_needed = p.flips_needed;
        }
        Err(PairingError::SeedNeeded { round }) => adv.seed_needed = Some(round),
        Err(_) => {}
    }
    adv
}

/// The first round (1-based) with matches lacking a result, and how many.
fn first_unfinished(event: &Event) -> Option<(u32, usize)> {
    event.rounds.iter().enumerate().find_map(|(i, r)| {
        let missing = r.matches.iter().filter(|m| !m.is_decided()).count();
        (missing > 0).then_some((i as u32 + 1, missing))
    })
}
