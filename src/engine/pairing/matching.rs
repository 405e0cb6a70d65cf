//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm
//! after Joris van Rantwijk's well-known reference implementation
//! (`mwmatching.py`), on integer weights. Unlike it, a stage does not walk
//! its trees at every dual step: duals move lazily and the next step comes
//! from a heap of events (`blossom/duals.rs`), and a new blossom takes over
//! its largest S-child's id (`blossom/form.rs`). Swiss rounds grow blossoms
//! hundreds deep and trees of thousands of vertices, where those two made
//! the difference between n^1.7 and about n^1.2.
//!
//! Besides the matching it keeps the final dual solution, so a caller that
//! solved a *sparse* graph can check whether an edge it left out could have
//! improved the result ([`Solution::certifies`]): if every left-out edge has
//! non-negative slack the matching is optimal for the full graph too (LP
//! duality). It is written for perfect matchings (every player paired): the
//! result has maximum cardinality, and the largest weight when perfect.
//! Weights are `i128`, doubled inside (keep them below 2¹²⁰).

mod blossom;

use blossom::NIL;

/// The result: who is matched to whom, and the dual certificate.
#[derive(Debug, Clone)]
pub struct Solution {
    /// `mate[v]` is the vertex matched to `v`, if any.
    pub mate: Vec<Option<usize>>,
    /// Twice the dual value of each vertex, then of each blossom.
    dual: Vec<i128>,
    /// The blossom containing each vertex or blossom, `NIL` at the top.
    parent: Vec<usize>,
    /// Nesting depth of each blossom (0 at the top).
    depth: Vec<u32>,
    /// `up[k][b]`: the blossom 2^k levels around `b` (`NIL` past the top),
    /// for finding the smallest blossom holding two vertices in O(log n).
    up: Vec<Vec<usize>>,
    /// For a blossom: the duals of it and every blossom around it; for a
    /// vertex: of every blossom containing it.
    around: Vec<i128>,
}

impl Solution {
    fn new(mate: Vec<Option<usize>>, dual: Vec<i128>, parent: Vec<usize>) -> Solution {
        let total = parent.len();
        let mut depth = vec![u32::MAX; total];
        let mut around = vec![0i128; total];
        for start in 0..total {
            // Walk up to the first node already done, then fill back down.
            let mut path = Vec::new();
            let mut b = start;
            while b != NIL && depth[b] == u32::MAX {
                path.push(b);
                b = parent[b];
            }
            let (mut d, mut z) = if b == NIL {
                (0, 0)
            } else {
                (depth[b] + 1, around[b])
            };
            for &x in path.iter().rev() {
                depth[x] = d;
                // A vertex's own dual is not a blossom's.
                let own = if x < mate.len() { 0 } else { dual[x] };
                around[x] = z + own;
                z = around[x];
                d += 1;
            }
        }
        let mut up = vec![parent.clone()];
        let max_depth = depth
            .iter()
            .copied()
            .filter(|&d| d != u32::MAX)
            .max()
            .unwrap_or(0);
        while (1u64 << up.len()) <= u64::from(max_depth) {
            let prev = &up[up.len() - 1];
            let next = prev
                .iter()
                .map(|&b| if b == NIL { NIL } else { prev[b] })
                .collect();
            up.push(next);
        }
        Solution {
            mate,
            dual,
            parent,
            depth,
            up,
            around,
        }
    }

    /// A lower bound on the slack term vertex `v` brings to any edge at it:
    /// [`Solution::certifies`] holds for `(i, j, w)` whenever
    /// `vertex_dual(i) + vertex_dual(j) >= 4 * w`.
    pub fn vertex_dual(&self, v: usize) -> i128 {
        self.dual[v]
    }

    /// Whether adding an edge `(i, j)` of weight `w` to the graph could not
    /// improve the matching: its slack under the final duals is `>= 0`.
    pub fn certifies(&self, i: usize, j: usize, w: i128) -> bool {
        let s = self.dual[i] + self.dual[j] - 4 * w;
        if s >= 0 {
            return true;
        }
        // Blossoms containing both ends add their (non-negative) duals:
        // at most those around either end.
        if s + 2 * self.around[i].min(self.around[j]) < 0 {
            return false;
        }
        let common = self.common_blossom(self.parent[i], self.parent[j]);
        s + 2 * common.map_or(0, |b| self.around[b]) >= 0
    }

    /// The smallest vertex or blossom holding both `a` and `b` (vertices
    /// or blossoms), if any: fold it over a set of vertices to find the
    /// smallest blossom holding them all.
    pub fn meet(&self, a: usize, b: usize) -> Option<usize> {
        if a == b {
            return Some(a);
        }
        self.common_blossom(self.parent[a], self.parent[b])
    }

    /// A lower bound on the slack of every edge `(i, j, w)` with `j` in a
    /// set of vertices whose [`Solution::meet`] is `set`, whose duals are
    /// at least `least_dual` and whose weights at most `w`: when it is
    /// `>= 0`, [`Solution::certifies`] holds for all of them.
    pub fn slack_bound(&self, i: usize, set: Option<usize>, least_dual: i128, w: i128) -> i128 {
        let alone = self.dual[i] + least_dual - 4 * w;
        if alone >= 0 {
            return alone;
        }
        // Blossoms holding i and the whole set hold every pair from them.
        let shared = set
            .and_then(|s| self.meet(i, s))
            .filter(|&b| b >= self.mate.len())
            .map_or(0, |b| self.around[b]);
        alone + 2 * shared
    }

    /// The smallest blossom holding both blossoms `a` and `b` (or equal to
    /// them), by binary lifting.
    fn common_blossom(&self, mut a: usize, mut b: usize) -> Option<usize> {
        if a == NIL || b == NIL {
            return None;
        }
        if self.depth[a] < self.depth[b] {
            std::mem::swap(&mut a, &mut b);
        }
        let diff = self.depth[a] - self.depth[b];
        for (k, up) in self.up.iter().enumerate() {
            if diff >> k & 1 == 1 {
                a = up[a];
            }
        }
        if a == b {
            return Some(a);
        }
        for up in self.up.iter().rev() {
            if up[a] != up[b] {
                a = up[a];
                b = up[b];
            }
        }
        let top = self.parent[a];
        (top != NIL && top == self.parent[b]).then_some(top)
    }
}

/// A maximum-cardinality matching of the graph on vertices `0..n` with the
/// given undirected edges `(i, j, weight)` (at most one edge per pair, no
/// loops; weights may be negative). When the graph has a perfect matching,
/// the result is a perfect matching of largest weight.
pub fn max_weight_matching(n: usize, edges: &[(usize, usize, i128)]) -> Solution {
    let (mate, dual, parent) = blossom::Solver::new(n, edges).solve();
    Solution::new(mate, dual, parent)
}

#[cfg(test)]
#[allow(clippy::needless_range_loop)] // index loops read best over matrices
mod tests {
    use super::*;
    use proptest::prelude::*;

    type W = Vec<Vec<Option<i128>>>;

    /// The best (cardinality, weight) over all matchings.
    fn brute(n: usize, w: &W, used: &mut Vec<bool>) -> (usize, i128) {
        let Some(i) = (0..n).find(|&i| !used[i]) else {
            return (0, 0);
        };
        used[i] = true;
        let mut best = brute(n, w, used); // i unmatched
        for j in i + 1..n {
            if let (false, Some(x)) = (used[j], w[i][j]) {
                used[j] = true;
                let (c, t) = brute(n, w, used);
                best = best.max((c + 1, t + x));
                used[j] = false;
            }
        }
        used[i] = false;
        best
    }

    fn total(sol: &Solution, w: &W) -> (usize, i128) {
        let (mut c, mut t) = (0, 0);
        for (i, m) in sol.mate.iter().enumerate() {
            if let Some(j) = *m {
                assert_eq!(sol.mate[j], Some(i), "mate is symmetric");
                if i < j {
                    c += 1;
                    t += w[i][j].expect("matched along an edge");
                }
            }
        }
        (c, t)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        #[test]
        fn optimal_on_small_graphs(
            half in 1usize..7,
            raw in proptest::collection::vec(proptest::option::of(-20i128..40), 66),
        ) {
            let n = 2 * half;
            let mut w = vec![vec![None; n]; n];
            let mut edges = Vec::new();
            let mut k = 0;
            for i in 0..n {
                for j in i + 1..n {
                    // Pairs (0, 1), (2, 3) … always exist: a perfect matching does.
                    let x = raw[k % raw.len()].or((j == i + 1 && i % 2 == 0).then_some(-30));
                    if let Some(x) = x {
                        w[i][j] = Some(x);
                        w[j][i] = Some(x);
                        edges.push((i, j, x));
                    }
                    k += 1;
                }
            }
            let sol = max_weight_matching(n, &edges);
            let got = total(&sol, &w);
            let want = brute(n, &w, &mut vec![false; n]);
            prop_assert_eq!(want.0, n / 2);
            prop_assert_eq!(got, want);
            for &(i, j, x) in &edges {
                prop_assert!(sol.certifies(i, j, x));
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Larger graphs shaped like a Swiss round (squared point gaps,
        /// ranking distance, a few heavy "rematch" penalties, a window of
        /// neighbours), where blossoms nest deep: the final duals must be
        /// feasible and their objective equal the matching's weight, which
        /// proves it optimal (LP duality).
        #[test]
        fn duals_prove_optimality_on_swiss_like_graphs(
            half in 8usize..40,
            levels in proptest::collection::vec(0i128..5, 80),
            penalties in proptest::collection::vec((0usize..80, 1usize..6), 0..40),
            window in 2usize..8,
        ) {
            let n = 2 * half;
            let mut points = levels[..n].to_vec();
            points.sort_unstable_by(|a, b| b.cmp(a));
            let penalised: Vec<(usize, usize)> =
                penalties.iter().map(|&(i, d)| (i % n, i % n + d)).collect();
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n.min(i + window + 1) {
                    let gap = points[i] - points[j];
                    let penalty = if penalised.contains(&(i, j)) { 1_000_000 } else { 0 };
                    edges.push((i, j, -(1000 * gap * gap + (j - i) as i128 + penalty)));
                }
            }
            let sol = max_weight_matching(n, &edges);
            prop_assert!(sol.mate.iter().all(Option::is_some), "perfect");
            let mut weight = 0;
            for &(i, j, w) in &edges {
                prop_assert!(sol.certifies(i, j, w), "edge {}-{} feasible", i, j);
                if sol.mate[i] == Some(j) {
                    weight += w;
                }
            }
            // Dual objective (duals are kept doubled, weights doubled inside):
            // the vertex duals plus each blossom's times its matched pairs.
            let mut leaves = vec![0i128; sol.parent.len()];
            for v in 0..n {
                let mut b = sol.parent[v];
                while b != NIL {
                    leaves[b] += 1;
                    b = sol.parent[b];
                }
            }
            let mut objective: i128 = sol.dual[..n].iter().sum();
            for b in n..sol.parent.len() {
                prop_assert!(sol.dual[b] >= 0);
                objective += sol.dual[b] * (leaves[b] - 1).max(0);
            }
            prop_assert_eq!(objective, 4 * weight);
        }
    }

    #[test]
    fn certificate_rejects_a_better_missing_edge() {
        // Path 0-1-2-3 with a heavy 0-3 edge left out.
        let sol = max_weight_matching(4, &[(0, 1, 5), (1, 2, 5), (2, 3, 5)]);
        assert_eq!(sol.mate, [Some(1), Some(0), Some(3), Some(2)]);
        assert!(!sol.certifies(0, 3, 50));
        assert!(sol.certifies(0, 3, 1));
    }
}
