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
pub mod basis;
pub mod check;
pub mod matching;
mod outcome;
mod plan;
pub mod round_robin;
pub mod routing;
pub mod swiss;
pub mod tables;
pub mod templates;
pub mod valid;

pub use check::{check_round, swap_players};
pub use outcome::{Advance, Pairing, PairingError};
pub use plan::{
    advance, advance_changes, next_round, next_round_ranked, planned_next_round, planned_rounds,
    set_swiss_rounds,
};
pub use routing::{SheetBox, sheet_boxes};
