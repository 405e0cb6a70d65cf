//! Checking the pairs a sparse solve left out against its dual solution.

use super::CostModel;
use crate::engine::pairing::matching::Solution;
use std::collections::BTreeSet;

/// What [`uncertified`] keeps for a segment of the ranking.
#[derive(Clone, Copy)]
struct Segment {
    /// The smallest vertex dual in it.
    least_dual: i128,
    /// The most and fewest match points in it.
    points: (u64, u64),
    /// The smallest blossom holding all of it, if any.
    set: Option<usize>,
}

/// The pairs more than `window` places apart, not in `extra`, that could
/// improve `sol` (their slack under its duals is negative).
///
/// Checking every pair is quadratic. Instead the ranking is split into
/// segments, halved again and again (a segment tree): for player `i` and
/// a segment after it, every pair costs at least the gap to the nearest
/// points in it plus the distance to its first player, every dual in it
/// is at least its smallest, and the blossoms holding `i` and the whole
/// segment add their duals to every pair; when that lower bound on the
/// slack is not negative the whole segment is certified, otherwise its
/// halves are looked at. Far segments (large point gaps) are certified
/// near the top, so each player costs about log n bounds plus the pairs
/// actually looked at.
pub(super) fn uncertified(
    model: &CostModel,
    window: usize,
    sol: &Solution,
    extra: &BTreeSet<(usize, usize)>,
) -> Vec<(usize, usize)> {
    let n = model.len();
    let size = n.next_power_of_two();
    // Node k covers [lo, hi): leaves at size + j, node k's halves at 2k, 2k + 1.
    let mut tree: Vec<Option<Segment>> = vec![None; 2 * size];
    for j in 0..n {
        tree[size + j] = Some(Segment {
            least_dual: sol.vertex_dual(j),
            points: (model.points[j], model.points[j]),
            set: Some(j),
        });
    }
    for k in (1..size).rev() {
        tree[k] = match (tree[2 * k], tree[2 * k + 1]) {
            (Some(a), Some(b)) => Some(Segment {
                least_dual: a.least_dual.min(b.least_dual),
                points: (a.points.0.max(b.points.0), a.points.1.min(b.points.1)),
                set: a.set.zip(b.set).and_then(|(x, y)| sol.meet(x, y)),
            }),
            (a, None) => a,
            (None, b) => b,
        };
    }
    let mut missing = Vec::new();
    let mut stack = Vec::new();
    for i in 0..n {
        let from = i + window + 1;
        if from >= n {
            break;
        }
        stack.push((1, 0, size));
        while let Some((k, lo, hi)) = stack.pop() {
            let Some(seg) = tree[k] else { continue };
            if hi <= from {
                continue;
            }
            let first = lo.max(from);
            if hi - lo == 1 {
                let j = lo;
                // The gap alone bounds the weight from above: a cheap test first.
                if sol.certifies(i, j, -model.gap_cost(i, j)) || extra.contains(&(i, j)) {
                    continue;
                }
                if !sol.certifies(i, j, -model.pair_cost(i, j)) {
                    missing.push((i, j));
                }
                continue;
            }
            let least = model.least_gap_cost(i, first, seg.points);
            if sol.slack_bound(i, seg.set, seg.least_dual, -least) >= 0 {
                continue;
            }
            let mid = (lo + hi) / 2;
            // Right half first so the left one (nearer i) pops first.
            stack.push((2 * k + 1, mid, hi));
            stack.push((2 * k, lo, mid));
        }
    }
    missing
}

#[cfg(test)]
mod tests {
    use super::super::{CostModel, solve_windowed};
    use super::*;
    use crate::engine::pairing::matching::max_weight_matching;
    use proptest::prelude::*;

    /// Random models: few point levels (sorted like a ranking, or not),
    /// many rematches, some byes.
    fn model() -> impl Strategy<Value = CostModel> {
        (2usize..=40, any::<bool>()).prop_flat_map(|(n, sorted)| {
            (
                proptest::collection::vec(0u64..=12, n),
                proptest::collection::vec(0u32..=2, n),
                proptest::collection::vec((0..n, 0..n, 1u32..=2), 0..3 * n),
            )
                .prop_map(move |(mut points, byes, met)| {
                    if sorted {
                        points.sort_unstable_by(|a, b| b.cmp(a));
                    }
                    CostModel::from_parts(points, byes, &met)
                })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        /// Any window gives the optimum over the complete graph.
        #[test]
        fn every_window_reaches_the_full_graph_optimum(m in model(), window in 1usize..6) {
            let full = m.total(&solve_windowed(&m, m.len()));
            prop_assert_eq!(m.total(&solve_windowed(&m, window)), full);
        }

        /// The segment tree finds exactly the pairs a pair-by-pair check
        /// of the duals finds.
        #[test]
        fn segments_find_every_violating_pair(m in model(), window in 1usize..6) {
            let n = m.len();
            let bye = n % 2 == 1;
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n.min(i + window + 1) {
                    edges.push((i, j, -m.pair_cost(i, j)));
                }
                if bye {
                    edges.push((i, n, -m.bye_cost(i)));
                }
            }
            let sol = max_weight_matching(n + usize::from(bye), &edges);
            let mut want = Vec::new();
            for i in 0..n {
                for j in i + window + 1..n {
                    if !sol.certifies(i, j, -m.pair_cost(i, j)) {
                        want.push((i, j));
                    }
                }
            }
            let got = uncertified(&m, window, &sol, &BTreeSet::new());
            prop_assert_eq!(got, want);
        }
    }
}
