//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm
//! with Galil's O(n³) bookkeeping, after Joris van Rantwijk's well-known
//! reference implementation (`mwmatching.py`), on integer weights.
//!
//! Besides the matching it keeps the final dual solution, so a caller that
//! solved a *sparse* graph can check whether an edge it left out could have
//! improved the result ([`Solution::certifies`]): if every left-out edge has
//! non-negative slack the matching is optimal for the full graph too (LP
//! duality). Weights are doubled internally; keep them below 2⁶⁰.

mod blossom;

/// "No vertex / edge / endpoint".
const NIL: usize = usize::MAX;

/// The result: who is matched to whom, and the dual certificate.
#[derive(Debug, Clone)]
pub struct Solution {
    /// `mate[v]` is the vertex matched to `v`, if any.
    pub mate: Vec<Option<usize>>,
    /// Twice the dual value of each vertex, then of each blossom.
    dual: Vec<i64>,
    /// The blossom containing each vertex or blossom, `NIL` at the top.
    parent: Vec<usize>,
}

impl Solution {
    /// Whether adding an edge `(i, j)` of weight `w` to the graph could not
    /// improve the matching: its slack under the final duals is `>= 0`.
    pub fn certifies(&self, i: usize, j: usize, w: i64) -> bool {
        let mut s = self.dual[i] + self.dual[j] - 2 * w;
        if s >= 0 {
            return true;
        }
        // Blossoms containing both ends add their (non-negative) duals.
        let mut up_i = Vec::new();
        let mut b = self.parent[i];
        while b != NIL {
            up_i.push(b);
            b = self.parent[b];
        }
        let mut b = self.parent[j];
        while b != NIL {
            if up_i.contains(&b) {
                s += 2 * self.dual[b];
            }
            b = self.parent[b];
        }
        s >= 0
    }
}

/// A maximum-weight matching of the graph on vertices `0..n` with the given
/// undirected edges `(i, j, weight)`; at most one edge per pair, no loops.
/// When every weight is positive and large compared with the spread of the
/// weights, the result is also a maximum-cardinality matching.
pub fn max_weight_matching(n: usize, edges: &[(usize, usize, i64)]) -> Solution {
    blossom::Blossom::new(n, edges).solve()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn brute(n: usize, w: &[Vec<Option<i64>>], used: &mut Vec<bool>) -> i64 {
        let Some(i) = (0..n).find(|&i| !used[i]) else {
            return 0;
        };
        used[i] = true;
        let mut best = brute(n, w, used); // i unmatched
        for j in i + 1..n {
            if let (false, Some(x)) = (used[j], w[i][j]) {
                used[j] = true;
                best = best.max(x + brute(n, w, used));
                used[j] = false;
            }
        }
        used[i] = false;
        best
    }

    fn total(sol: &Solution, w: &[Vec<Option<i64>>]) -> i64 {
        let mut t = 0;
        for (i, m) in sol.mate.iter().enumerate() {
            if let Some(j) = *m {
                assert_eq!(sol.mate[j], Some(i), "mate is symmetric");
                if i < j {
                    t += w[i][j].expect("matched along an edge");
                }
            }
        }
        t
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        #[test]
        fn optimal_on_small_graphs(
            n in 1usize..11,
            raw in proptest::collection::vec(proptest::option::of(0i64..40), 55),
        ) {
            let mut w = vec![vec![None; n]; n];
            let mut edges = Vec::new();
            let mut k = 0;
            for i in 0..n {
                for j in i + 1..n {
                    if let Some(x) = raw[k % raw.len()] {
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
            prop_assert_eq!(got, want);
            for &(i, j, x) in &edges {
                prop_assert!(sol.certifies(i, j, x));
            }
        }
    }

    #[test]
    fn certificate_rejects_a_better_missing_edge() {
        // Path 0-1-2-3 with a heavy 0-3 edge left out.
        let sol = max_weight_matching(4, &[(0, 1, 5), (1, 2, 5), (2, 3, 5)]);
        assert!(!sol.certifies(0, 3, 50));
        assert!(sol.certifies(0, 3, 1));
    }
}
