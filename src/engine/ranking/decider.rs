//! What decided a place: a tiebreak step, a stored roll or the entry
//! order ([`Decider`]), and why a step of the preset was left out
//! ([`SkipReason`]).

use crate::model::Step;

/// What placed a player below the one ranked just above.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decider {
    /// A tiebreak step.
    Step(Step),
    /// A stored roll.
    Roll,
    /// The order the players were entered in.
    EntryOrder,
}

impl Decider {
    /// The public id (docs/cli.md `decided_by`).
    pub fn id(self) -> &'static str {
        match self {
            Decider::Step(s) => s.id(),
            Decider::Roll => "roll",
            Decider::EntryOrder => "entry_order",
        }
    }
}

/// Why a step of the preset was left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SkipReason {
    /// The round robin is complete: everyone played everyone.
    RoundRobinComplete,
}
