//! Orders players by a preset's steps and keeps, as data, how every tie was
//! broken (docs/rules.md §3-4). Comparison is exact and total: step keys in order,
//! then a stored roll or entry order, so the ranking never changes between
//! runs.

mod decider;
mod groups;
mod head_to_head;

pub use decider::{Decider, SkipReason};
pub use groups::{StepReport, TieGroup, TiedSet};
pub use head_to_head::h2h_winner;

use super::frac::Frac;
use super::record::{Record, records};
use super::tiebreak::{Detail, Table, detail};
use super::validate::as_counted_under;
use crate::model::{Division, Event, Fallback, PlayerId, RuleOptions, Step};
use groups::LazyGroup;
use std::cmp::Ordering;

/// The ranking of an event under a preset, with its explanation.
#[derive(Debug, Clone)]
pub struct Standings {
    /// The options used.
    pub options: RuleOptions,
    /// The steps that ordered players (match points first), skipped ones removed.
    pub active_steps: Vec<Step>,
    /// Steps of the preset that were skipped, and why.
    pub skipped: Vec<(Step, SkipReason)>,
    /// Per-player tallies, indexed by player.
    pub records: Vec<Record>,
    /// Step values, indexed by player.
    pub table: Table,
    /// Players ranked best first; disqualified players are left out.
    pub order: Vec<PlayerId>,
    /// What placed each ranked player below the one above, aligned with `order`.
    pub decided_by: Vec<Option<Decider>>,
    /// Every group of two or more players tied on match points, each
    /// explained when first asked for ([`Standings::groups`]).
    groups: Vec<LazyGroup>,
    /// The preset falls back to a roll and none is stored yet.
    roll_missing: bool,
    /// Rounds with at least one result.
    pub rounds_played: u32,
    /// The values as compared, by active step then player.
    keys: Vec<Vec<Frac>>,
    /// What orders players equal on every step.
    fallback: Decider,
    /// Whether everyone has played everyone.
    pub round_robin_complete: bool,
}

impl Standings {
    /// The 1-based rank of a player, `None` if disqualified.
    pub fn rank_of(&self, p: PlayerId) -> Option<usize> {
        self.order.iter().position(|&q| q == p).map(|i| i + 1)
    }

    /// The first step (or the last resort) that orders two players.
    pub fn first_difference(&self, a: PlayerId, b: PlayerId) -> Decider {
        self.keys
            .iter()
            .position(|k| k[a.0] != k[b.0])
            .map(|i| Decider::Step(self.active_steps[i]))
            .unwrap_or(self.fallback)
    }

    /// The tiebreak columns of a standings table: every step of the preset
    /// but match points, in order, skipped ones included (docs/cli.md lists every
    /// step of the preset).
    pub fn tiebreak_columns(&self) -> Vec<Step> {
        let mut out: Vec<Step> = Vec::new();
        for &s in &self.options.steps {
            if s != Step::MatchPoints && !out.contains(&s) {
                out.push(s);
            }
        }
        out
    }

    /// How a player's value for a step was made, for explanations. Worked
    /// out on demand: an edit re-ranks every player, but only the groups a
    /// face shows are explained.
    pub fn detail(&self, step: Step, p: PlayerId) -> Detail {
        detail(step, p, &self.records, &self.table, &self.options)
    }

    /// Every group of two or more players tied on match points, best
    /// first, with how its tie was broken. Each is worked out the first
    /// time it is asked for: an edit re-ranks everyone, a face explains
    /// the groups it shows.
    pub fn groups(&self) -> impl Iterator<Item = &TieGroup> {
        self.groups.iter().map(|g| self.explained(g))
    }

    /// Whether any two players are tied on match points.
    pub fn has_ties(&self) -> bool {
        !self.groups.is_empty()
    }

    /// The tie group a player belongs to, if tied on match points.
    pub fn group_of(&self, p: PlayerId) -> Option<&TieGroup> {
        let at = self.order.iter().position(|&q| q == p)?;
        self.groups
            .iter()
            .find(|g| g.range.contains(&at))
            .map(|g| self.explained(g))
    }

    /// A group, explained now if it was not yet.
    fn explained<'a>(&'a self, g: &'a LazyGroup) -> &'a TieGroup {
        g.get_or_explain(|range| explain_group(self, &self.order[range]))
    }
}

/// Ranks the event under `opts`. A result that cannot happen (under
/// `opts`) is held: it counts nowhere until fixed, as if its box were
/// empty ([`as_counted_under`]).
pub fn rank(event: &Event, opts: &RuleOptions) -> Standings {
    rank_within(event, opts, &|_| true)
}

/// Ranks one age division of the event (a player without one is a
/// master): every match counts, opponents of other divisions included,
/// and only the division's players are ranked (docs/rules.md §8).
pub fn rank_division(event: &Event, opts: &RuleOptions, division: Division) -> Standings {
    rank_within(event, opts, &|p| {
        event.player(p).division.unwrap_or(Division::Masters) == division
    })
}

/// The event's standings as its faces show them: one per age division
/// present (youngest first) where any player has a division, else the
/// whole event's (`None`).
pub fn rank_parts(event: &Event, opts: &RuleOptions) -> Vec<(Option<Division>, Standings)> {
    if event.players.iter().all(|p| p.division.is_none()) {
        return vec![(None, rank(event, opts))];
    }
    Division::ALL
        .into_iter()
        .filter(|&d| {
            event
                .players
                .iter()
                .any(|p| p.division.unwrap_or(Division::Masters) == d)
        })
        .map(|d| (Some(d), rank_division(event, opts, d)))
        .collect()
}

/// Ranks the players `keep` takes (disqualified players never), from
/// every match of the event that counts ([`as_counted_under`]).
fn rank_within(event: &Event, opts: &RuleOptions, keep: &dyn Fn(PlayerId) -> bool) -> Standings {
    let counted = as_counted_under(event, opts);
    // Tallied from the event as entered: a held result counts nowhere
    // (`records` leaves it out) but holds only its own match; the rest of
    // its round, a bye included, counts as it is.
    let records = records(event, opts);
    let event = &*counted;
    let complete = round_robin_complete(event, &records);
    let mut steps = vec![Step::MatchPoints];
    let mut skipped = Vec::new();
    for &s in &opts.steps {
        if s == Step::MatchPoints || steps.contains(&s) {
            continue;
        }
        if complete && opts.skip_when_complete && s.uses_opponents() {
            skipped.push((s, SkipReason::RoundRobinComplete));
        } else {
            steps.push(s);
        }
    }
    let mut table = Table::compute(&records, opts, &steps);
    let mut keys: Vec<Vec<Frac>> = steps
        .iter()
        .map(|&s| compare_keys(s, table.get(s), opts))
        .collect();
    let n = event.players.len();
    let (fallback_key, fallback) = fallback_keys(event, opts);
    let mut order: Vec<PlayerId> = (0..n)
        .map(PlayerId)
        .filter(|&p| !event.player(p).disqualified && keep(p))
        .collect();
    // A step over tied sets (head to head) is worked out on the sets the
    // steps before it leave, then compared as every other key: the
    // comparator itself stays a plain order on numbers.
    if let Some(h) = steps.iter().position(|s| s.traits().over_set) {
        order.sort_by(|&a, &b| compare(&steps[..h], &keys[..h], a, b));
        let values = head_to_head::values(&records, &keys[..h], &order);
        keys[h] = values.clone();
        table.set_over_sets(steps[h], values);
    }
    order.sort_by(|&a, &b| {
        compare(&steps, &keys, a, b).then(fallback_key[a.0].cmp(&fallback_key[b.0]))
    });
    let mut st = Standings {
        options: opts.clone(),
        active_steps: steps,
        skipped,
        rounds_played: event
            .rounds
            .iter()
            .filter(|r| r.matches.iter().any(|m| m.result().is_some()))
            .count() as u32,
        records,
        table,
        order,
        decided_by: Vec::new(),
        groups: Vec::new(),
        roll_missing: event.tiebreak_roll().is_none(),
        round_robin_complete: complete,
        keys,
        fallback,
    };
    st.decided_by = (0..st.order.len())
        .map(|i| (i > 0).then(|| st.first_difference(st.order[i - 1], st.order[i])))
        .collect();
    st.groups = groups::tie_ranges(&st.keys[0], &st.order)
        .into_iter()
        .map(LazyGroup::new)
        .collect();
    st
}

/// The order of `a` and `b` on `steps` (their `keys`): higher first, or
/// lower first where the step says so.
fn compare(steps: &[Step], keys: &[Vec<Frac>], a: PlayerId, b: PlayerId) -> Ordering {
    for (s, k) in steps.iter().zip(keys) {
        let o = if s.lower_first() {
            k[a.0].cmp(&k[b.0])
        } else {
            k[b.0].cmp(&k[a.0])
        };
        if o.is_ne() {
            return o;
        }
    }
    Ordering::Equal
}

/// Values as compared: percentages rounded where the preset compares at a
/// fixed precision (decimals of a percent), otherwise exact.
fn compare_keys(step: Step, values: &[Frac], opts: &RuleOptions) -> Vec<Frac> {
    match opts.compare_decimals {
        Some(d) if step.is_percentage() => values.iter().map(|v| v.round_to(d + 2)).collect(),
        _ => values.to_vec(),
    }
}

/// The last-resort key per player (lower ranks higher) and what it is.
fn fallback_keys(event: &Event, opts: &RuleOptions) -> (Vec<usize>, Decider) {
    let n = event.players.len();
    let entry: Vec<usize> = (0..n).collect();
    match (opts.fallback, event.tiebreak_roll()) {
        (Fallback::Roll, Some(order)) => {
            let mut key: Vec<usize> = (0..n).map(|i| order.len() + i).collect();
            for (pos, p) in order.iter().enumerate() {
                if p.0 < n && key[p.0] >= order.len() {
                    key[p.0] = pos;
                }
            }
            (key, Decider::Roll)
        }
        _ => (entry, Decider::EntryOrder),
    }
}

/// Whether every pair of players has met (a round robin is complete).
fn round_robin_complete(event: &Event, records: &[Record]) -> bool {
    let n = records.len();
    if n < 2
        || event
            .rounds
            .iter()
            .any(|r| r.matches.iter().any(|m| !m.is_decided()))
    {
        return false;
    }
    let needed = match event.structure {
        crate::model::Structure::RoundRobin { double: true } => 2,
        _ => 1,
    };
    if records
        .iter()
        .any(|r| (r.meetings.len() as u64) < (n as u64 - 1) * needed as u64)
    {
        return false;
    }
    records.iter().enumerate().all(|(i, r)| {
        let mut met = vec![0u32; n];
        for m in &r.meetings {
            met[m.opponent.0] += 1;
        }
        (0..n).filter(|&j| j != i).all(|j| met[j] >= needed)
    })
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
