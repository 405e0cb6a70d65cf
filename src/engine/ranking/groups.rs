//! How each group tied on match points was broken, step by step, as data
//! the explanations read: worked out per group on first request.

use super::decider::{Decider, SkipReason};
use crate::engine::frac::Frac;
use crate::model::{PlayerId, Step};
use std::ops::Range;
use std::sync::OnceLock;

/// One set of players still tied when a step was applied.
#[derive(Debug, Clone)]
pub struct TiedSet {
    /// The players, best first by this step.
    pub players: Vec<PlayerId>,
    /// Each player's value for the step, aligned with `players` (how each
    /// was made: [`super::Standings::detail`], worked out only when explained).
    pub values: Vec<Frac>,
    /// Where each class of equal value ends in `players` (exclusive), best
    /// first: see [`TiedSet::classes`]. Kept as ends, not a list per
    /// class: a large event splits thousands of players into classes of one
    /// on every edit.
    pub class_ends: Vec<usize>,
}

impl TiedSet {
    /// The players split into classes of equal value, best first.
    pub fn classes(&self) -> impl Iterator<Item = &[PlayerId]> {
        let starts = std::iter::once(0).chain(self.class_ends.iter().copied());
        starts
            .zip(&self.class_ends)
            .map(|(from, &to)| &self.players[from..to])
    }
}

/// What one step did to a tie group.
#[derive(Debug, Clone)]
pub enum StepReport {
    /// The step was left out.
    Skipped {
        /// The step.
        step: Step,
        /// Why.
        reason: SkipReason,
    },
    /// The step was applied to each set still tied.
    Applied {
        /// The step.
        step: Step,
        /// The sets still tied going into it.
        sets: Vec<TiedSet>,
    },
    /// Players equal on every step, ordered by the last resort.
    Fallback {
        /// Roll or entry order (entry order when no roll is stored).
        by: Decider,
        /// The preset asked for a roll but none is stored yet.
        roll_missing: bool,
        /// Each set of perfectly tied players, in their final order.
        sets: Vec<Vec<PlayerId>>,
    },
}

/// Players tied on match points and how their tie was broken.
#[derive(Debug, Clone)]
pub struct TieGroup {
    /// Their match points.
    pub match_points: u64,
    /// The players in final order.
    pub players: Vec<PlayerId>,
    /// The steps taken, in order, until everyone was separated.
    pub steps: Vec<StepReport>,
}

/// A tie group's place in the order, explained on first request.
#[derive(Debug, Clone)]
pub(super) struct LazyGroup {
    /// Where the group's players are in [`Standings::order`].
    pub(super) range: Range<usize>,
    group: OnceLock<TieGroup>,
}

impl LazyGroup {
    pub(super) fn new(range: Range<usize>) -> Self {
        LazyGroup {
            range,
            group: OnceLock::new(),
        }
    }

    /// The group, explained now by `explain` (given this group's place in
    /// the order) if it was not yet.
    pub(super) fn get_or_explain(
        &self,
        explain: impl FnOnce(Range<usize>) -> TieGroup,
    ) -> &TieGroup {
        self.group.get_or_init(|| explain(self.range.clone()))
    }
}

/// Where each run of two or more players equal on match points (`mp`, by
/// player) lies in `order`.
pub(super) fn tie_ranges(mp: &[Frac], order: &[PlayerId]) -> Vec<Range<usize>> {
    let mut ranges = Vec::new();
    let mut i = 0;
    while i < order.len() {
        let mut j = i + 1;
        while j < order.len() && mp[order[j].0] == mp[order[i].0] {
            j += 1;
        }
        if j - i > 1 {
            ranges.push(i..j);
        }
        i = j;
    }
    ranges
}
