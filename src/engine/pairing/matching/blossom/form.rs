//! Forming a blossom when an edge joins two S-vertices of one tree.

use super::{Label, NIL, Solver};

impl Solver {
    /// Traces back from `v` and `w` to find a new blossom's base, or `NIL`
    /// when the two trees differ (an augmenting path).
    pub(super) fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NIL;
        while v != NIL || w != NIL {
            let mut b = self.inblossom[v];
            if self.label[b] == Label::Breadcrumb {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = Label::Breadcrumb;
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
            self.label[b] = Label::S;
        }
        base
    }

    pub(super) fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
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
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        let Some(fresh) = self.unused.pop() else {
            return; // provably unreachable: at most n/2 blossoms nest
        };
        let labelend = self.labelend[bb];
        // Sub-blossoms stop moving: store their duals first.
        for &c in &path {
            self.settle_blossom(c);
        }
        // The new blossom takes over the id of its largest S-child (which
        // moves to the fresh id), so that child's vertices need no update:
        // a blossom grown one odd cycle at a time (hundreds deep when a
        // score group has an odd count) then costs its cycle, not its size.
        let kept = path
            .iter()
            .copied()
            .filter(|&c| c >= self.n && self.label[c] == Label::S)
            .max_by_key(|&c| self.size[c]);
        let b = match kept {
            Some(c) => {
                self.move_blossom(c, fresh);
                for x in path.iter_mut().filter(|x| **x == c) {
                    *x = fresh;
                }
                c
            }
            None => fresh,
        };
        self.base[b] = base;
        self.parent[b] = NIL;
        for &c in &path {
            self.parent[c] = b;
        }
        self.size[b] = path.iter().map(|&c| self.size[c]).sum();
        self.label[b] = Label::S;
        self.labelend[b] = labelend;
        self.dual[b] = 0;
        self.at[b] = self.now;
        for &c in &path {
            if kept.is_some() && c == fresh {
                continue; // its vertices are already in `b`, and S
            }
            for v in self.leaves(c) {
                if self.label[self.inblossom[v]] == Label::T {
                    // From rising (T) to falling (S).
                    self.settle(v);
                    self.queue.push(v);
                }
                self.inblossom[v] = b;
            }
        }
        let mut targets = Vec::new();
        for &bv in &path {
            match self.bestedges[bv].take() {
                Some(list) => {
                    for k in list {
                        self.offer(b, k, &mut targets);
                    }
                }
                None => {
                    for v in self.leaves(bv) {
                        for idx in self.first[v]..self.first[v + 1] {
                            self.offer(b, self.neighbend[idx] / 2, &mut targets);
                        }
                    }
                }
            }
            self.bestedge[bv] = NIL;
        }
        // In blossom order, as a scan over all of them would give.
        targets.sort_unstable();
        let mut best = Vec::with_capacity(targets.len());
        let mut least = 0;
        self.bestedge[b] = NIL;
        for bj in targets {
            let k = std::mem::replace(&mut self.bestto[bj], NIL);
            if self.bestedge[b] == NIL || self.besttoslack[bj] < least {
                self.bestedge[b] = k;
                least = self.besttoslack[bj];
            }
            best.push(k);
        }
        if self.bestedge[b] != NIL {
            self.push_join(b);
        }
        self.bestedges[b] = Some(best);
        self.childs[b] = path;
        self.endps[b] = endps;
    }

    /// Keeps edge `k` from new blossom `b` if it is the best seen so far
    /// to the S-blossom at its other end (`targets`: those seen).
    fn offer(&mut self, b: usize, k: usize, targets: &mut Vec<usize>) {
        let (i, j, _) = self.edges[k];
        let other = if self.inblossom[j] == b { i } else { j };
        let bj = self.inblossom[other];
        if bj == b || self.label[bj] != Label::S {
            return;
        }
        // All such edges fall at the same rate: compare slacks now.
        let slack = self.slack(k);
        let to = self.bestto[bj];
        if to == NIL {
            targets.push(bj);
        }
        if to == NIL || slack < self.besttoslack[bj] {
            self.bestto[bj] = k;
            self.besttoslack[bj] = slack;
        }
    }

    /// Moves blossom `c` (settled, top-level) to the unused id `to`.
    fn move_blossom(&mut self, c: usize, to: usize) {
        self.label[to] = self.label[c];
        self.labelend[to] = self.labelend[c];
        self.base[to] = self.base[c];
        self.dual[to] = self.dual[c];
        self.at[to] = self.at[c];
        self.size[to] = self.size[c];
        self.bestedge[to] = self.bestedge[c];
        self.bestedges[to] = self.bestedges[c].take();
        self.childs[to] = std::mem::take(&mut self.childs[c]);
        self.endps[to] = std::mem::take(&mut self.endps[c]);
        for idx in 0..self.childs[to].len() {
            let s = self.childs[to][idx];
            self.parent[s] = to;
        }
    }
}
