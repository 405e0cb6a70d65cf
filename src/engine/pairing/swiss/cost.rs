//! The cost a Swiss pairing minimises (see the parent module's table).

use crate::engine::ranking;
use crate::model::{Event, Match, PlayerId};

/// Cost of each earlier meeting of a pair (a rematch).
pub const REMATCH: i128 = 1 << 64;
/// Cost of each bye the player already had, when given another.
pub const BYE_REPEAT: i128 = 1 << 59;
/// Cost of each place the bye's receiver ranks above the lowest-ranked
/// active player.
pub const BYE_RANK: i128 = 1 << 46;
/// Cost of each unit of (match-point difference)² in a pair.
pub const GAP: i128 = 1 << 23;
/// Cost of each place between the two players of a pair in the ranking:
/// the last tie-break (for 4096 players the sum stays below [`GAP`]).
/// Meetings beyond this many cost no more (keeps the levels apart).
const MAX_MEETINGS: u32 = 15;
/// Players a model can hold while keeping the levels apart.
const _: () = assert!(MAX_PLAYERS <= 4096);

/// The most players one Swiss round pairs.
pub const MAX_PLAYERS: usize = 4096;
/// Point differences beyond this cost no more (keeps the levels apart).
const MAX_GAP: u64 = 60;

/// The players to pair in one round and what pairing them costs.
#[derive(Debug, Clone)]
pub struct CostModel {
    /// The round to pair.
    pub round: u32,
    /// The active players, best-ranked first; costs index this list.
    pub players: Vec<PlayerId>,
    /// Match points, by index.
    pub points: Vec<u64>,
    /// Byes already had, by index.
    pub byes: Vec<u32>,
    /// Earlier opponents among the active players with meeting counts.
    met: Vec<Vec<(usize, u32)>>,
}

impl CostModel {
    /// The model for pairing `round` from the event's results so far.
    pub fn new(event: &Event, round: u32) -> CostModel {
        CostModel::ranked(event, round, &ranking::rank(event, &event.rules.options()))
    }

    /// [`CostModel::new`] from a ranking of the event under its own preset
    /// already made (the snapshot's: an edit ranks once, not twice).
    pub fn ranked(event: &Event, round: u32, st: &ranking::Standings) -> CostModel {
        CostModel::among(event, round, st, &|_| true)
    }

    /// [`CostModel::ranked`] for only the active players `keep` takes: a
    /// round re-paired at the tables without a result pairs the players of
    /// those tables among themselves.
    pub fn among(
        event: &Event,
        round: u32,
        st: &ranking::Standings,
        keep: &dyn Fn(PlayerId) -> bool,
    ) -> CostModel {
        let players: Vec<PlayerId> = st
            .order
            .iter()
            .copied()
            .filter(|&p| event.player(p).active_in(round) && keep(p))
            .collect();
        CostModel::in_order(event, round, st, players)
    }

    /// [`CostModel::among`] with the players of each point group in an
    /// order shuffled by `seed` instead of the ranking's: Flesh and Blood
    /// pairs at random within equal points, and the odd player of a group
    /// goes down at random (the ranking distance, the last level of the
    /// cost, then follows the shuffled order; docs/rules.md §8).
    pub fn shuffled(
        event: &Event,
        round: u32,
        st: &ranking::Standings,
        keep: &dyn Fn(PlayerId) -> bool,
        seed: u64,
    ) -> CostModel {
        let mut players: Vec<PlayerId> = (0..event.players.len())
            .map(PlayerId)
            .filter(|&p| event.player(p).active_in(round) && keep(p))
            .collect();
        crate::engine::shuffle::shuffle(&mut players, seed);
        // Stable: the shuffled order stays within each point group.
        players.sort_by_key(|p| std::cmp::Reverse(st.records[p.0].match_points));
        CostModel::in_order(event, round, st, players)
    }

    /// The model over `players`, in this order (best first).
    fn in_order(
        event: &Event,
        round: u32,
        st: &ranking::Standings,
        players: Vec<PlayerId>,
    ) -> CostModel {
        let mut index = vec![usize::MAX; event.players.len()];
        for (i, p) in players.iter().enumerate() {
            index[p.0] = i;
        }
        let points = players
            .iter()
            .map(|p| st.records[p.0].match_points)
            .collect();
        let mut byes = vec![0u32; players.len()];
        let mut met: Vec<Vec<(usize, u32)>> = vec![Vec::new(); players.len()];
        for m in event.rounds.iter().flat_map(|r| &r.matches) {
            let ia = index[m.a.0];
            match m.b {
                None if ia != usize::MAX => byes[ia] += 1,
                Some(b) if ia != usize::MAX && index[b.0] != usize::MAX && b != m.a => {
                    let ib = index[b.0];
                    bump(&mut met[ia], ib);
                    bump(&mut met[ib], ia);
                }
                _ => {}
            }
        }
        CostModel {
            round,
            players,
            points,
            byes,
            met,
        }
    }

    /// Number of players to pair.
    pub fn len(&self) -> usize {
        self.players.len()
    }

    /// Whether there is nobody to pair.
    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    /// How often players `i` and `j` (indexes) met before.
    pub fn meetings(&self, i: usize, j: usize) -> u32 {
        self.met[i]
            .iter()
            .find(|&&(k, _)| k == j)
            .map_or(0, |&(_, n)| n)
    }

    /// The point-gap part of pairing `i` with `j`, ranking distance
    /// included: a lower bound on [`CostModel::pair_cost`].
    pub fn gap_cost(&self, i: usize, j: usize) -> i128 {
        cost_of_gap(self.points[i].abs_diff(self.points[j]), i.abs_diff(j))
    }

    /// A lower bound on [`CostModel::gap_cost`] from `i` to every player
    /// at `first` or after it whose match points lie in `points` (most,
    /// fewest).
    pub fn least_gap_cost(&self, i: usize, first: usize, points: (u64, u64)) -> i128 {
        let p = self.points[i];
        let gap = if p > points.0 {
            p - points.0
        } else {
            points.1.saturating_sub(p)
        };
        cost_of_gap(gap, first.abs_diff(i))
    }

    /// The cost of pairing `i` with `j`.
    pub fn pair_cost(&self, i: usize, j: usize) -> i128 {
        REMATCH * i128::from(self.meetings(i, j).min(MAX_MEETINGS)) + self.gap_cost(i, j)
    }

    /// The cost of giving `i` the bye.
    pub fn bye_cost(&self, i: usize) -> i128 {
        let above_bottom = (self.players.len() - 1 - i) as i128;
        BYE_REPEAT * i128::from(self.byes[i].min(MAX_MEETINGS)) + BYE_RANK * above_bottom
    }

    /// The total cost of pairs given by index (`None`: a bye).
    pub fn total(&self, pairs: &[(usize, Option<usize>)]) -> i128 {
        pairs
            .iter()
            .map(|&(a, b)| match b {
                Some(b) => self.pair_cost(a, b),
                None => self.bye_cost(a),
            })
            .sum()
    }

    /// The total cost of a round's matches, `None` if a match names a
    /// player this model does not pair.
    pub fn cost_of(&self, matches: &[Match]) -> Option<i128> {
        let idx = |p: PlayerId| self.players.iter().position(|&q| q == p);
        let pairs = matches
            .iter()
            .map(|m| {
                let b = match m.b {
                    Some(b) => Some(idx(b)?),
                    None => None,
                };
                Some((idx(m.a)?, b))
            })
            .collect::<Option<Vec<_>>>()?;
        Some(self.total(&pairs))
    }
}

#[cfg(test)]
impl CostModel {
    /// A model from its parts (tests: random cost models): points and
    /// byes by index, and earlier meetings `(i, j, times)`.
    pub(super) fn from_parts(
        points: Vec<u64>,
        byes: Vec<u32>,
        meetings: &[(usize, usize, u32)],
    ) -> CostModel {
        let n = points.len();
        let mut met = vec![Vec::new(); n];
        for &(i, j, times) in meetings.iter().filter(|m| m.0 != m.1) {
            for _ in 0..times {
                bump(&mut met[i], j);
                bump(&mut met[j], i);
            }
        }
        CostModel {
            round: 2,
            players: (0..n).map(PlayerId).collect(),
            points,
            byes,
            met,
        }
    }
}

/// What a point gap and a ranking distance cost: the square of the gap
/// (capped), then the distance.
fn cost_of_gap(points: u64, distance: usize) -> i128 {
    let d = i128::from(points.min(MAX_GAP));
    GAP * d * d + distance as i128
}

fn bump(list: &mut Vec<(usize, u32)>, j: usize) {
    match list.iter_mut().find(|(k, _)| *k == j) {
        Some((_, n)) => *n += 1,
        None => list.push((j, 1)),
    }
}
