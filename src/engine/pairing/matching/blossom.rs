//! The blossom algorithm proper (see the parent module). Names follow the
//! reference implementation so the two can be read side by side: an
//! *endpoint* `p` is `2k` or `2k + 1` for the two ends of edge `k`, and
//! `p ^ 1` is the other end; a label is 1 (S, outer), 2 (T, inner) or 0.

use super::NIL;

const FREE: u8 = 0;
const S: u8 = 1;
const T: u8 = 2;
const BREADCRUMB: u8 = 5;
const UNUSED: u8 = 0xFF;

/// The algorithm's state.
pub(super) struct Blossom {
    n: usize,
    edges: Vec<(usize, usize, i128)>,
    endpoint: Vec<usize>,
    neighbend: Vec<Vec<usize>>,
    mate: Vec<usize>,
    label: Vec<u8>,
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
    /// ones a dual change can concern, so each step of a stage walks these
    /// instead of every vertex (a stage's trees are small next to n).
    touched: Vec<usize>,
    /// The stage in which each vertex was last put in `touched`.
    seen: Vec<u32>,
    /// The current stage, counting from 1.
    stage_no: u32,
    /// The dual step in which each blossom's dual was last changed.
    stepped: Vec<u64>,
    /// The current dual step, counting from 1.
    step_no: u64,
}

impl Blossom {
    pub(super) fn new(n: usize, edges: &[(usize, usize, i128)]) -> Self {
        // Weights are doubled so every dual starts even (see `greedy_start`).
        let edges: Vec<(usize, usize, i128)> =
            edges.iter().map(|&(i, j, w)| (i, j, 2 * w)).collect();
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); n];
        let mut best: Vec<Option<i128>> = vec![None; n];
        for (k, &(i, j, w)) in edges.iter().enumerate() {
            endpoint.push(i);
            endpoint.push(j);
            neighbend[i].push(2 * k + 1);
            neighbend[j].push(2 * k);
            for v in [i, j] {
                best[v] = Some(best[v].map_or(w, |b| b.max(w)));
            }
        }
        let mut base: Vec<usize> = (0..n).collect();
        base.resize(2 * n, NIL);
        // Each vertex starts at its heaviest edge: feasible, and tight on
        // the edges both ends like best.
        let mut dual: Vec<i128> = best.into_iter().map(|b| b.unwrap_or(0)).collect();
        dual.resize(2 * n, 0);
        let m = edges.len();
        Blossom {
            n,
            edges,
            endpoint,
            neighbend,
            mate: vec![NIL; n],
            label: vec![FREE; 2 * n],
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
            stepped: vec![0; 2 * n],
            step_no: 0,
        }
    }

    fn slack(&self, k: usize) -> i128 {
        let (i, j, w) = self.edges[k];
        self.dual[i] + self.dual[j] - 2 * w
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(t) = stack.pop() {
            if t < self.n {
                out.push(t);
            } else {
                stack.extend(self.childs[t].iter().rev());
            }
        }
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
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
        }
        if t == S {
            self.queue.extend(leaves);
        } else {
            let base = self.base[b];
            let m = self.mate[base];
            self.assign_label(self.endpoint[m], S, m ^ 1);
        }
    }

    /// Notes that vertex `v` takes part in this stage.
    fn touch(&mut self, v: usize) {
        if self.seen[v] != self.stage_no {
            self.seen[v] = self.stage_no;
            self.touched.push(v);
        }
    }

    /// Traces back from `v` and `w` to find a new blossom's base, or `NIL`
    /// when the two trees differ (an augmenting path).
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NIL;
        while v != NIL || w != NIL {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = BREADCRUMB;
            if self.labelend[b] == NIL {
                v = NIL;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NIL {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = S;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let Some(b) = self.unused.pop() else {
            return; // provably unreachable: at most n/2 blossoms nest
        };
        self.base[b] = base;
        self.parent[b] = NIL;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = S;
        self.labelend[b] = self.labelend[bb];
        self.dual[b] = 0;
        for v in self.leaves_of_path(&path) {
            if self.label[self.inblossom[v]] == T {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        let mut bestedgeto = vec![NIL; 2 * self.n];
        for &bv in &path {
            let lists: Vec<usize> = match self.bestedges[bv].take() {
                Some(l) => l,
                None => self
                    .leaves(bv)
                    .into_iter()
                    .flat_map(|v| self.neighbend[v].iter().map(|p| p / 2))
                    .collect(),
            };
            for k in lists {
                let (mut i, mut j, _) = self.edges[k];
                if self.inblossom[j] == b {
                    std::mem::swap(&mut i, &mut j);
                }
                let _ = i;
                let bj = self.inblossom[j];
                if bj != b
                    && self.label[bj] == S
                    && (bestedgeto[bj] == NIL || self.slack(k) < self.slack(bestedgeto[bj]))
                {
                    bestedgeto[bj] = k;
                }
            }
            self.bestedge[bv] = NIL;
        }
        let best: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NIL).collect();
        self.bestedge[b] = NIL;
        for &k in &best {
            if self.bestedge[b] == NIL || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.bestedges[b] = Some(best);
        self.childs[b] = path;
        self.endps[b] = endps;
    }

    fn leaves_of_path(&self, path: &[usize]) -> Vec<usize> {
        path.iter().flat_map(|&c| self.leaves(c)).collect()
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.childs[b].clone();
        for &s in &childs {
            self.parent[s] = NIL;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dual[s] == 0 {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == T {
            self.relabel_expanded(b, &childs);
        }
        self.label[b] = UNUSED;
        self.labelend[b] = NIL;
        self.childs[b] = Vec::new();
        self.endps[b] = Vec::new();
        self.base[b] = NIL;
        self.bestedges[b] = None;
        self.bestedge[b] = NIL;
        self.unused.push(b);
    }

    /// After expanding a T-blossom mid-stage, relabels the sub-blossoms on
    /// the even-length path from the entry child to the base.
    fn relabel_expanded(&mut self, b: usize, childs: &[usize]) {
        let len = childs.len() as isize;
        let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
        let entry = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
        let mut j = childs.iter().position(|&c| c == entry).unwrap_or(0) as isize;
        let (jstep, trick): (isize, usize) = if j & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let endps = self.endps[b].clone();
        let mut p = self.labelend[b];
        while j != 0 {
            self.label[self.endpoint[p ^ 1]] = FREE;
            let q = endps[at(j - trick as isize)];
            self.label[self.endpoint[q ^ trick ^ 1]] = FREE;
            self.assign_label(self.endpoint[p ^ 1], T, p);
            self.allow[q / 2] = true;
            j += jstep;
            p = endps[at(j - trick as isize)] ^ trick;
            self.allow[p / 2] = true;
            j += jstep;
        }
        let bv = childs[at(j)];
        let e = self.endpoint[p ^ 1];
        self.label[e] = T;
        self.label[bv] = T;
        self.labelend[e] = p;
        self.labelend[bv] = p;
        self.bestedge[bv] = NIL;
        j += jstep;
        while childs[at(j)] != entry {
            let bv = childs[at(j)];
            if self.label[bv] == S {
                j += jstep;
                continue;
            }
            if let Some(v) = self.leaves(bv).into_iter().find(|&v| self.label[v] != FREE) {
                self.label[v] = FREE;
                let m = self.mate[self.base[bv]];
                self.label[self.endpoint[m]] = FREE;
                self.assign_label(v, T, self.labelend[v]);
            }
            j += jstep;
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
            for idx in 0..self.neighbend[v].len() {
                let p = self.neighbend[v][idx];
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
mod stage;
