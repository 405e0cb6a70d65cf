//! Orders players by a preset's steps and keeps, as data, how every tie was
//! broken (rules.md §3-4). Comparison is exact and total: step keys in order,
//! then a stored roll or entry order, so the ranking never changes between
//! runs.

use super::frac::Frac;
use super::record::{Record, records};
use super::tiebreak::{Detail, Table, detail};
use crate::model::{Event, Fallback, PlayerId, RuleOptions, Step};
use std::cmp::Ordering;

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
    /// The public id (cli.md `decided_by`).
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
    /// Every group of two or more players tied on match points.
    pub groups: Vec<TieGroup>,
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
    /// but match points, in order, skipped ones included (cli.md lists every
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

    /// The tie group a player belongs to, if tied on match points.
    pub fn group_of(&self, p: PlayerId) -> Option<&TieGroup> {
        self.groups.iter().find(|g| g.players.contains(&p))
    }
}

/// Ranks the event under `opts`.
pub fn rank(event: &Event, opts: &RuleOptions) -> Standings {
    let records = records(event, opts);
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
    let table = Table::compute(&records, opts, &steps);
    let keys: Vec<Vec<Frac>> = steps
        .iter()
        .map(|&s| compare_keys(s, table.get(s), opts))
        .collect();
    let n = event.players.len();
    let (fallback_key, fallback) = fallback_keys(event, opts);
    let mut order: Vec<PlayerId> = (0..n)
        .map(PlayerId)
        .filter(|&p| !event.player(p).disqualified)
        .collect();
    let cmp_steps = |a: PlayerId, b: PlayerId| -> Ordering {
        for k in &keys {
            match k[b.0].cmp(&k[a.0]) {
                Ordering::Equal => continue,
                o => return o,
            }
        }
        Ordering::Equal
    };
    order.sort_by(|&a, &b| cmp_steps(a, b).then(fallback_key[a.0].cmp(&fallback_key[b.0])));
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
        round_robin_complete: complete,
        keys,
        fallback,
    };
    st.decided_by = (0..st.order.len())
        .map(|i| (i > 0).then(|| st.first_difference(st.order[i - 1], st.order[i])))
        .collect();
    st.groups = tie_groups(&st, fallback, opts, event.tiebreak_roll().is_none());
    st
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

fn tie_groups(
    st: &Standings,
    fallback: Decider,
    opts: &RuleOptions,
    roll_missing: bool,
) -> Vec<TieGroup> {
    let mp = &st.keys[0];
    let mut groups = Vec::new();
    let mut i = 0;
    while i < st.order.len() {
        let mut j = i + 1;
        while j < st.order.len() && mp[st.order[j].0] == mp[st.order[i].0] {
            j += 1;
        }
        if j - i > 1 {
            groups.push(explain_group(
                st,
                &st.order[i..j],
                fallback,
                opts,
                roll_missing,
            ));
        }
        i = j;
    }
    groups
}

fn explain_group(
    st: &Standings,
    players: &[PlayerId],
    fallback: Decider,
    opts: &RuleOptions,
    roll_missing: bool,
) -> TieGroup {
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
            by: fallback,
            roll_missing: opts.fallback == Fallback::Roll && roll_missing,
            sets,
        });
    }
    TieGroup {
        match_points: st.records[players[0].0].match_points,
        players: players.to_vec(),
        steps: reports,
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
