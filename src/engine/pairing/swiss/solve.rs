//! Finding the cheapest pairing exactly, fast at every size.
//!
//! Players are vertices (plus one "bye" vertex when the count is odd), a
//! pair's weight is minus its cost, and the matching sought is the perfect
//! one of largest weight (maximum cardinality first). Small rounds (up to
//! [`FULL_GRAPH`] players) use every pair. Larger ones start from the pairs
//! within [`WINDOW`] places of each other in the ranking (costs grow with
//! the point gap, so the optimum lies almost always there) and every bye;
//! the matching's dual solution then checks every pair left out, and any
//! pair that could improve the result is added and the matching solved
//! again. The answer is therefore the exact optimum over all pairings.

use super::CostModel;
use super::certify::uncertified;
use crate::engine::pairing::matching::max_weight_matching;
use std::collections::BTreeSet;

/// Rounds with at most this many players use the complete graph.
pub const FULL_GRAPH: usize = 32;
/// Ranking distance of the pairs in the first sparse graph.
pub const WINDOW: usize = 12;

/// The cheapest pairing: `(i, Some(j))` pairs and at most one `(i, None)`
/// bye, by index into `model.players`.
pub fn solve(model: &CostModel) -> Vec<(usize, Option<usize>)> {
    let window = if model.len() <= FULL_GRAPH {
        model.len()
    } else {
        WINDOW
    };
    solve_windowed(model, window)
}

/// [`solve`] starting from the pairs within `window` places of each other
/// (the result is the same exact optimum for every window; exposed so tests
/// can check that).
pub fn solve_windowed(model: &CostModel, window: usize) -> Vec<(usize, Option<usize>)> {
    let n = model.len();
    if n < 2 {
        return (0..n).map(|i| (i, None)).collect();
    }
    let bye = n % 2 == 1;
    let vertices = n + usize::from(bye);
    let mut extra: BTreeSet<(usize, usize)> = BTreeSet::new();
    loop {
        let mut edges: Vec<(usize, usize, i128)> = Vec::with_capacity(n * window + n);
        for i in 0..n {
            for j in i + 1..n.min(i + window + 1) {
                edges.push((i, j, -model.pair_cost(i, j)));
            }
            if bye {
                edges.push((i, n, -model.bye_cost(i)));
            }
        }
        edges.extend(extra.iter().map(|&(i, j)| (i, j, -model.pair_cost(i, j))));
        let sol = max_weight_matching(vertices, &edges);
        let missing = uncertified(model, window, &sol, &extra);
        if missing.is_empty() {
            return (0..n)
                .filter_map(|i| match sol.mate[i] {
                    Some(j) if j == n => Some((i, None)),
                    Some(j) if j > i => Some((i, Some(j))),
                    _ => None,
                })
                .collect();
        }
        extra.extend(missing);
    }
}
