//! Forming a blossom when an edge joins two S-vertices of one tree.

use super::{BREADCRUMB, Blossom, NIL, S, T};

impl Blossom {
    /// Traces back from `v` and `w` to find a new blossom's base, or `NIL`
    /// when the two trees differ (an augmenting path).
    pub(super) fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
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

    pub(super) fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let Some(b) = self.unused.pop() else {
            return; // provably unreachable: at most n/2 blossoms nest
        };
        self.base[b] = base;
        self.parent[b] = NIL;
        // Sub-blossoms stop moving: store their duals first.
        self.settle_blossom(bb);
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.settle_blossom(bv);
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
            self.settle_blossom(bw);
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = S;
        self.labelend[b] = self.labelend[bb];
        self.dual[b] = 0;
        self.at[b] = self.now;
        for v in self.leaves_of_path(&path) {
            if self.label[self.inblossom[v]] == T {
                // From rising (T) to falling (S).
                self.settle(v);
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        let mut targets = Vec::new();
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
                if bj != b && self.label[bj] == S {
                    let to = self.bestto[bj];
                    if to == NIL {
                        targets.push(bj);
                    }
                    if to == NIL || self.slack(k) < self.slack(to) {
                        self.bestto[bj] = k;
                    }
                }
            }
            self.bestedge[bv] = NIL;
        }
        // In blossom order, as a scan over all of them would give.
        targets.sort_unstable();
        let best: Vec<usize> = targets
            .into_iter()
            .map(|bj| std::mem::replace(&mut self.bestto[bj], NIL))
            .collect();
        self.bestedge[b] = NIL;
        for &k in &best {
            if self.bestedge[b] == NIL || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        if self.bestedge[b] != NIL {
            self.push_join(b);
        }
        self.bestedges[b] = Some(best);
        self.childs[b] = path;
        self.endps[b] = endps;
    }

    fn leaves_of_path(&self, path: &[usize]) -> Vec<usize> {
        path.iter().flat_map(|&c| self.leaves(c)).collect()
    }
}
