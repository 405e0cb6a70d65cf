//! The blossom algorithm proper (see the parent module). Names follow the
//! reference implementation so the two can be read side by side: an
//! *endpoint* `p` is `2k` or `2k + 1` for the two ends of edge `k`, and
//! `p ^ 1` is the other end; a vertex or blossom is labelled S (outer),
//! T (inner) or free ([`Label`]).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// No vertex, edge end or blossom.
pub(super) const NIL: usize = usize::MAX;

/// A vertex's or blossom's label in the current stage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Label {
    /// Not reached yet in this stage.
    Free,
    /// Outer: an even distance from a free vertex.
    S,
    /// Inner: an odd distance from a free vertex.
    T,
    /// An S-blossom marked while walking back to a common base.
    Breadcrumb,
    /// A blossom id not in use.
    Unused,
}

/// The whole solver: the graph, the matching, the blossoms and their
/// duals, as the reference implementation keeps them.
pub(super) struct Solver {
    n: usize,
    edges: Vec<(usize, usize, i128)>,
    endpoint: Vec<usize>,
    /// The endpoints at each vertex `v`: `neighbend[first[v]..first[v + 1]]`
    /// (one array for all: no allocation per vertex).
    neighbend: Vec<usize>,
    first: Vec<usize>,
    mate: Vec<usize>,
    label: Vec<Label>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    parent: Vec<usize>,
    childs: Vec<Vec<usize>>,
    base: Vec<usize>,
    endps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    bestedges: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    dual: Vec<i128>,
    allow: Vec<bool>,
    queue: Vec<usize>,
    /// Vertices labelled (or given a best edge) in this stage: the only
    /// ones whose duals the stage moves.
    touched: Vec<usize>,
    /// The stage in which each vertex was last put in `touched`.
    seen: Vec<u32>,
    /// The current stage, counting from 1.
    stage_no: u32,
    /// The stage in which each blossom's dual was last settled.
    settled: Vec<u32>,
    /// Total dual change of this stage so far (see `duals`).
    now: i128,
    /// `now` when each vertex's or blossom's dual was last stored.
    at: Vec<i128>,
    /// Pending dual events `(now at which due, kind, vertex or blossom)`.
    events: BinaryHeap<Reverse<(i128, u8, usize)>>,
    /// Scratch for `add_blossom`: the best edge to each S-blossom, and
    /// its slack.
    bestto: Vec<usize>,
    besttoslack: Vec<i128>,
    /// Vertices in each blossom (1 for a vertex).
    size: Vec<usize>,
    /// `now` at which the best edge of each vertex or blossom turns tight.
    due: Vec<i128>,
    /// Events of this step not yet in `events` (a best edge can improve
    /// many times between two steps), and which kinds each id has there.
    deferred: Vec<(u8, usize)>,
    pending: Vec<u8>,
}

impl Solver {
    pub(super) fn new(n: usize, edges: &[(usize, usize, i128)]) -> Self {
        // Weights are doubled so every dual starts even (see `greedy_start`).
        let edges: Vec<(usize, usize, i128)> =
            edges.iter().map(|&(i, j, w)| (i, j, 2 * w)).collect();
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut best: Vec<Option<i128>> = vec![None; n];
        let mut first = vec![0; n + 1];
        for &(i, j, w) in &edges {
            endpoint.push(i);
            endpoint.push(j);
            for v in [i, j] {
                best[v] = Some(best[v].map_or(w, |b| b.max(w)));
                first[v + 1] += 1;
            }
        }
        for v in 0..n {
            first[v + 1] += first[v];
        }
        let mut fill = first.clone();
        let mut neighbend = vec![0; 2 * edges.len()];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            neighbend[fill[i]] = 2 * k + 1;
            fill[i] += 1;
            neighbend[fill[j]] = 2 * k;
            fill[j] += 1;
        }
        let mut base: Vec<usize> = (0..n).collect();
        base.resize(2 * n, NIL);
        // Each vertex starts at its heaviest edge: feasible, and tight on
        // the edges both ends like best.
        let mut dual: Vec<i128> = best.into_iter().map(|b| b.unwrap_or(0)).collect();
        dual.resize(2 * n, 0);
        let m = edges.len();
        Solver {
            n,
            edges,
            endpoint,
            neighbend,
            first,
            mate: vec![NIL; n],
            label: vec![Label::Free; 2 * n],
            labelend: vec![NIL; 2 * n],
            inblossom: (0..n).collect(),
            parent: vec![NIL; 2 * n],
            childs: vec![Vec::new(); 2 * n],
            base,
            endps: vec![Vec::new(); 2 * n],
            bestedge: vec![NIL; 2 * n],
            bestedges: vec![None; 2 * n],
            unused: (n..2 * n).rev().collect(),
            dual,
            allow: vec![false; m],
            queue: Vec::new(),
            touched: Vec::new(),
            seen: vec![0; n],
            stage_no: 0,
            settled: vec![0; 2 * n],
            now: 0,
            at: vec![0; 2 * n],
            events: BinaryHeap::new(),
            bestto: vec![NIL; 2 * n],
            besttoslack: vec![0; 2 * n],
            size: vec![1; 2 * n],
            due: vec![0; 2 * n],
            deferred: Vec::new(),
            pending: vec![0; 2 * n],
        }
    }

    fn slack(&self, k: usize) -> i128 {
        let (i, j, w) = self.edges[k];
        self.y(i) + self.y(j) - 2 * w
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        if b < self.n {
            return vec![b];
        }
        // Sized once: big blossoms are walked often.
        let mut out = Vec::with_capacity(self.size[b]);
        let mut stack = Vec::with_capacity(16);
        stack.push(b);
        while let Some(t) = stack.pop() {
            if t < self.n {
                out.push(t);
            } else {
                stack.extend(self.childs[t].iter().rev());
            }
        }
        out
    }

    fn assign_label(&mut self, w: usize, t: Label, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NIL;
        self.bestedge[b] = NIL;
        let leaves = self.leaves(b);
        for &v in &leaves {
            self.touch(v);
            self.at[v] = self.now;
        }
        self.at[b] = self.now;
        if t == Label::S {
            self.queue.extend(leaves);
        } else {
            if b >= self.n {
                self.push_expand(b);
            }
            let base = self.base[b];
            let m = self.mate[base];
            self.assign_label(self.endpoint[m], Label::S, m ^ 1);
        }
    }

    /// Notes that vertex `v` takes part in this stage.
    fn touch(&mut self, v: usize) {
        if self.seen[v] != self.stage_no {
            self.seen[v] = self.stage_no;
            self.touched.push(v);
        }
    }

    /// Matches greedily along tight edges before the first stage: matched
    /// edges must be tight, which they are. Vertex duals may differ because
    /// the search is for a maximum-cardinality matching (where free vertices
    /// need no common dual); they are all even, so the slack of an edge
    /// between two outer vertices stays even and halving it stays exact.
    fn greedy_start(&mut self) {
        for v in 0..self.n {
            if self.mate[v] != NIL {
                continue;
            }
            for idx in self.first[v]..self.first[v + 1] {
                let p = self.neighbend[idx];
                let w = self.endpoint[p];
                if self.mate[w] == NIL && w != v && self.slack(p / 2) == 0 {
                    self.mate[v] = p;
                    self.mate[w] = p ^ 1;
                    break;
                }
            }
        }
    }

    pub(super) fn solve(mut self) -> (Vec<Option<usize>>, Vec<i128>, Vec<usize>) {
        self.greedy_start();
        for _ in 0..self.n {
            if !self.stage() {
                break;
            }
        }
        let mate = (0..self.n)
            .map(|v| (self.mate[v] != NIL).then(|| self.endpoint[self.mate[v]]))
            .collect();
        (mate, self.dual, self.parent)
    }
}

mod augment;
mod duals;
mod expand;
mod form;
mod stage;
