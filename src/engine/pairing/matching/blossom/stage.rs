//! One stage of the algorithm: grow alternating trees from every free
//! vertex, adjusting duals, until one augmenting path is found.

use super::duals::{GROW, JOIN};
use super::{Label, NIL, Solver};

impl Solver {
    /// Runs one stage; `false` when no augmentation was possible (done).
    pub(super) fn stage(&mut self) -> bool {
        let n = self.n;
        self.stage_no += 1;
        self.touched.clear();
        self.label.iter_mut().for_each(|l| *l = Label::Free);
        self.bestedge.iter_mut().for_each(|e| *e = NIL);
        for b in n..2 * n {
            self.bestedges[b] = None;
        }
        self.allow.iter_mut().for_each(|a| *a = false);
        self.queue.clear();
        // Every dual is stored (see `settle_stage`): count afresh.
        self.now = 0;
        self.events.clear();
        for (_, x) in std::mem::take(&mut self.deferred) {
            self.pending[x] = 0;
        }
        for v in 0..n {
            if self.mate[v] == NIL && self.label[self.inblossom[v]] == Label::Free {
                self.assign_label(v, Label::S, NIL);
            }
        }
        let augmented = loop {
            if self.scan_queue() {
                break true;
            }
            let Some((delta, kind, x)) = self.next_event() else {
                // Nothing can change: maximum cardinality (and the largest
                // weight among those).
                break false;
            };
            self.now += delta;
            match kind {
                GROW => {
                    let k = self.bestedge[x];
                    self.allow[k] = true;
                    let (i, j, _) = self.edges[k];
                    let free = self.label[self.inblossom[i]] == Label::Free;
                    self.queue.push(if free { j } else { i });
                }
                JOIN => {
                    let k = self.bestedge[x];
                    self.allow[k] = true;
                    self.queue.push(self.edges[k].0);
                }
                _ => self.expand_blossom(x, false),
            }
        };
        self.settle_stage();
        if augmented {
            for b in n..2 * n {
                if self.parent[b] == NIL
                    && self.base[b] != NIL
                    && self.label[b] == Label::S
                    && self.dual[b] == 0
                {
                    self.expand_blossom(b, true);
                }
            }
        }
        augmented
    }

    /// Scans queued S-vertices along tight edges; `true` once augmented.
    fn scan_queue(&mut self) -> bool {
        while let Some(v) = self.queue.pop() {
            // v is an S-vertex: its dual is read once for all its edges.
            let yv = self.y(v);
            for idx in self.first[v]..self.first[v + 1] {
                let p = self.neighbend[idx];
                let k = p / 2;
                let w = self.endpoint[p];
                if self.inblossom[v] == self.inblossom[w] {
                    continue;
                }
                let mut kslack = 0;
                if !self.allow[k] {
                    kslack = yv + self.y(w) - 2 * self.edges[k].2;
                    if kslack <= 0 {
                        self.allow[k] = true;
                    }
                }
                let bw = self.inblossom[w];
                if self.allow[k] {
                    if self.label[bw] == Label::Free {
                        self.assign_label(w, Label::T, p ^ 1);
                    } else if self.label[bw] == Label::S {
                        let base = self.scan_blossom(v, w);
                        if base != NIL {
                            self.add_blossom(base, k);
                        } else {
                            self.augment_matching(k);
                            return true;
                        }
                    } else if self.label[w] == Label::Free {
                        self.label[w] = Label::T;
                        self.labelend[w] = p ^ 1;
                    }
                } else if self.label[bw] == Label::S {
                    // Slacks between S-blossoms fall at the same rate, so
                    // the due step orders them as the slacks do.
                    let b = self.inblossom[v];
                    if self.bestedge[b] == NIL || self.now + kslack / 2 < self.due[b] {
                        self.bestedge[b] = k;
                        self.push_join(b);
                    }
                } else if self.label[w] == Label::Free && self.improves(w, kslack) {
                    self.bestedge[w] = k;
                    self.touch(w);
                    self.push_grow(w);
                }
            }
        }
        false
    }

    /// Whether an edge of slack `kslack` from an S-vertex to vertex `w`
    /// (free, or in a T-blossom) beats `w`'s best edge.
    fn improves(&self, w: usize, kslack: i128) -> bool {
        let k = self.bestedge[w];
        if k == NIL {
            true
        } else if self.label[self.inblossom[w]] == Label::Free {
            // Slacks to a free vertex fall at the same rate.
            self.now + kslack < self.due[w]
        } else {
            // In a T-blossom the slack stands still: compare it afresh.
            kslack < self.slack(k)
        }
    }
}
