//! How each group tied on match points was broken, step by step, as data
//! the explanations read: worked out per group on first request.

use super::{Decider, SkipReason, Standings};
use crate::engine::frac::Frac;
use crate::model::{Fallback, PlayerId, Step};
use std::ops::Range;
use std::sync::OnceLock;

/// One set of players still tied when a step was applied.
#[derive(Debug, Clone)]
pub struct TiedSet {
    /// The players, best first by this step.
    pub players: Vec<PlayerId>,
    /// Each player's value for the step, aligned with `players` (how each
    /// was made: [`Standings::detail`], worked out only when explained).
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

    /// The group, explained now if it was not yet.
    pub(super) fn get<'a>(&'a self, st: &Standings) -> &'a TieGroup {
        self.group
            .get_or_init(|| explain_group(st, &st.order[self.range.clone()]))
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

/// Applies the preset's steps in order to one group until everyone is
/// apart, then the last resort.
fn explain_group(st: &Standings, players: &[PlayerId]) -> TieGroup {
    let opts = &st.options;
    let mut reports = Vec::new();
    let mut sets: Vec<Vec<PlayerId>> = vec![players.to_vec()];
    // The preset's steps in its own order, skipped ones included.
    let plan = opts.steps.iter().filter(|&&s| s != Step::MatchPoints);
    for &step in plan {
        if sets.is_empty() {
            break;
        }
        if let Some(&(_, reason)) = st.skipped.iter().find(|(s, _)| *s == step) {
            reports.push(StepReport::Skipped { step, reason });
            continue;
        }
        let Some(ki) = st.active_steps.iter().position(|&s| s == step) else {
            continue;
        };
        let k = &st.keys[ki];
        let mut applied = Vec::new();
        // Only sets of two or more go on to the next step.
        let mut next = Vec::new();
        for set in sets {
            let mut class_ends: Vec<usize> = Vec::new();
            let mut from = 0;
            for i in 1..=set.len() {
                if i == set.len() || k[set[i].0] != k[set[from].0] {
                    if i - from > 1 {
                        next.push(set[from..i].to_vec());
                    }
                    class_ends.push(i);
                    from = i;
                }
            }
            applied.push(TiedSet {
                values: set
                    .iter()
                    .map(|&p| st.table.value(step, p).clone())
                    .collect(),
                players: set,
                class_ends,
            });
        }
        reports.push(StepReport::Applied {
            step,
            sets: applied,
        });
        sets = next;
    }
    if !sets.is_empty() {
        reports.push(StepReport::Fallback {
            by: st.fallback,
            roll_missing: opts.fallback == Fallback::Roll && st.roll_missing,
            sets,
        });
    }
    TieGroup {
        match_points: st.records[players[0].0].match_points,
        players: players.to_vec(),
        steps: reports,
    }
}
