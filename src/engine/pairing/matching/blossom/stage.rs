//! One stage of the algorithm: grow alternating trees from every free
//! vertex, adjusting duals, until one augmenting path is found.

use super::{Blossom, FREE, NIL, S, T};

/// Which dual change limits the next step.
enum Delta {
    /// No dual change can make progress: the matching has maximum
    /// cardinality (and the largest weight among those).
    Done,
    /// An edge from an S-vertex to a free vertex becomes tight.
    Grow(usize),
    /// An edge between two S-blossoms becomes tight.
    Join(usize),
    /// A T-blossom's dual reaches zero: expand it.
    Expand(usize),
}

impl Blossom {
    /// Runs one stage; `false` when no augmentation was possible (done).
    pub(super) fn stage(&mut self) -> bool {
        let n = self.n;
        self.label.iter_mut().for_each(|l| *l = FREE);
        self.bestedge.iter_mut().for_each(|e| *e = NIL);
        for b in n..2 * n {
            self.bestedges[b] = None;
        }
        self.allow.iter_mut().for_each(|a| *a = false);
        self.queue.clear();
        for v in 0..n {
            if self.mate[v] == NIL && self.label[self.inblossom[v]] == FREE {
                self.assign_label(v, S, NIL);
            }
        }
        let augmented = loop {
            if self.scan_queue() {
                break true;
            }
            let (delta, kind) = self.pick_delta();
            for v in 0..n {
                match self.label[self.inblossom[v]] {
                    S => self.dual[v] -= delta,
                    T => self.dual[v] += delta,
                    _ => {}
                }
            }
            for b in n..2 * n {
                if self.base[b] != NIL && self.parent[b] == NIL {
                    match self.label[b] {
                        S => self.dual[b] += delta,
                        T => self.dual[b] -= delta,
                        _ => {}
                    }
                }
            }
            match kind {
                Delta::Done => break false,
                Delta::Grow(k) => {
                    self.allow[k] = true;
                    let (i, j, _) = self.edges[k];
                    let i = if self.label[self.inblossom[i]] == FREE {
                        j
                    } else {
                        i
                    };
                    self.queue.push(i);
                }
                Delta::Join(k) => {
                    self.allow[k] = true;
                    self.queue.push(self.edges[k].0);
                }
                Delta::Expand(b) => self.expand_blossom(b, false),
            }
        };
        if augmented {
            for b in n..2 * n {
                if self.parent[b] == NIL
                    && self.base[b] != NIL
                    && self.label[b] == S
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
            for idx in 0..self.neighbend[v].len() {
                let p = self.neighbend[v][idx];
                let k = p / 2;
                let w = self.endpoint[p];
                if self.inblossom[v] == self.inblossom[w] {
                    continue;
                }
                let mut kslack = 0;
                if !self.allow[k] {
                    kslack = self.slack(k);
                    if kslack <= 0 {
                        self.allow[k] = true;
                    }
                }
                let bw = self.inblossom[w];
                if self.allow[k] {
                    if self.label[bw] == FREE {
                        self.assign_label(w, T, p ^ 1);
                    } else if self.label[bw] == S {
                        let base = self.scan_blossom(v, w);
                        if base != NIL {
                            self.add_blossom(base, k);
                        } else {
                            self.augment_matching(k);
                            return true;
                        }
                    } else if self.label[w] == FREE {
                        self.label[w] = T;
                        self.labelend[w] = p ^ 1;
                    }
                } else if self.label[bw] == S {
                    let b = self.inblossom[v];
                    if self.bestedge[b] == NIL || kslack < self.slack(self.bestedge[b]) {
                        self.bestedge[b] = k;
                    }
                } else if self.label[w] == FREE
                    && (self.bestedge[w] == NIL || kslack < self.slack(self.bestedge[w]))
                {
                    self.bestedge[w] = k;
                }
            }
        }
        false
    }

    /// The largest dual change that keeps every slack non-negative.
    fn pick_delta(&self) -> (i128, Delta) {
        let n = self.n;
        let mut delta = i128::MAX;
        let mut kind = Delta::Done;
        for v in 0..n {
            if self.label[self.inblossom[v]] == FREE && self.bestedge[v] != NIL {
                let d = self.slack(self.bestedge[v]);
                if d < delta {
                    delta = d;
                    kind = Delta::Grow(self.bestedge[v]);
                }
            }
        }
        for b in 0..2 * n {
            if self.parent[b] == NIL && self.label[b] == S && self.bestedge[b] != NIL {
                let d = self.slack(self.bestedge[b]) / 2;
                if d < delta {
                    delta = d;
                    kind = Delta::Join(self.bestedge[b]);
                }
            }
        }
        for b in n..2 * n {
            if self.base[b] != NIL
                && self.parent[b] == NIL
                && self.label[b] == T
                && self.dual[b] < delta
            {
                delta = self.dual[b];
                kind = Delta::Expand(b);
            }
        }
        if matches!(kind, Delta::Done) {
            delta = 0;
        }
        (delta, kind)
    }
}
