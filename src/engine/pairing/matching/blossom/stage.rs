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
        self.stage_no += 1;
        self.touched.clear();
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
            // Every labelled vertex, and every labelled top-level blossom
            // (through its vertices, once), is in `touched`.
            self.step_no += 1;
            for idx in 0..self.touched.len() {
                let v = self.touched[idx];
                let b = self.inblossom[v];
                match self.label[b] {
                    S => self.dual[v] -= delta,
                    T => self.dual[v] += delta,
                    _ => continue,
                }
                if b >= n && self.base[b] != NIL && self.stepped[b] != self.step_no {
                    self.stepped[b] = self.step_no;
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
                    self.touch(w);
                }
            }
        }
        false
    }

    /// The largest dual change that keeps every slack non-negative. Ties
    /// go as a walk over every vertex, then every blossom, then every
    /// T-blossom would take them (the first smallest), so the matching
    /// does not depend on the order of `touched`.
    fn pick_delta(&self) -> (i128, Delta) {
        let n = self.n;
        // (delta, kind order, index) of the best candidate so far.
        let mut best: Option<(i128, u8, usize)> = None;
        let mut offer = |c: (i128, u8, usize)| {
            if best.is_none_or(|b| c < b) {
                best = Some(c);
            }
        };
        for &v in &self.touched {
            let b = self.inblossom[v];
            match self.label[b] {
                FREE if self.bestedge[v] != NIL => offer((self.slack(self.bestedge[v]), 0, v)),
                S if self.bestedge[b] != NIL => offer((self.slack(self.bestedge[b]) / 2, 1, b)),
                T if b >= n && self.base[b] != NIL => offer((self.dual[b], 2, b)),
                _ => {}
            }
        }
        match best {
            None => (0, Delta::Done),
            Some((d, 0, v)) => (d, Delta::Grow(self.bestedge[v])),
            Some((d, 1, b)) => (d, Delta::Join(self.bestedge[b])),
            Some((d, _, b)) => (d, Delta::Expand(b)),
        }
    }
}
