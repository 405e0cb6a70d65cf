//! Expanding a blossom: at the end of a stage (an S-blossom whose dual is
//! zero) or mid-stage (a T-blossom whose dual reached zero).

use super::{Label, NIL, Solver};

impl Solver {
    pub(super) fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.childs[b].clone();
        let midstage = !endstage && self.label[b] == Label::T;
        for &s in &childs {
            self.parent[s] = NIL;
            if s < self.n {
                if midstage {
                    self.settle(s);
                }
                self.inblossom[s] = s;
            } else if endstage && self.dual[s] == 0 {
                self.expand_blossom(s, endstage);
            } else {
                if midstage {
                    // The child starts moving on its own.
                    self.at[s] = self.now;
                }
                for v in self.leaves(s) {
                    if midstage {
                        // It stops rising with `b` (still its top blossom).
                        self.settle(v);
                    }
                    self.inblossom[v] = s;
                }
            }
        }
        if midstage {
            self.relabel_expanded(b, &childs);
            self.requeue_expanded(&childs);
        }
        self.label[b] = Label::Unused;
        self.labelend[b] = NIL;
        self.childs[b] = Vec::new();
        self.endps[b] = Vec::new();
        self.base[b] = NIL;
        self.bestedges[b] = None;
        self.bestedge[b] = NIL;
        self.unused.push(b);
    }

    /// Queues the events of an expanded T-blossom's children: free
    /// vertices' best edges move again, T-children can expand.
    fn requeue_expanded(&mut self, childs: &[usize]) {
        for &s in childs {
            if s >= self.n && self.label[s] == Label::T {
                self.push_expand(s);
            }
            for v in self.leaves(s) {
                if self.label[self.inblossom[v]] == Label::Free && self.bestedge[v] != NIL {
                    self.push_grow(v);
                }
            }
        }
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
            self.label[self.endpoint[p ^ 1]] = Label::Free;
            let q = endps[at(j - trick as isize)];
            self.label[self.endpoint[q ^ trick ^ 1]] = Label::Free;
            self.assign_label(self.endpoint[p ^ 1], Label::T, p);
            self.allow[q / 2] = true;
            j += jstep;
            p = endps[at(j - trick as isize)] ^ trick;
            self.allow[p / 2] = true;
            j += jstep;
        }
        let bv = childs[at(j)];
        let e = self.endpoint[p ^ 1];
        self.label[e] = Label::T;
        self.label[bv] = Label::T;
        self.labelend[e] = p;
        self.labelend[bv] = p;
        self.bestedge[bv] = NIL;
        j += jstep;
        while childs[at(j)] != entry {
            let bv = childs[at(j)];
            if self.label[bv] == Label::S {
                j += jstep;
                continue;
            }
            if let Some(v) = self
                .leaves(bv)
                .into_iter()
                .find(|&v| self.label[v] != Label::Free)
            {
                self.label[v] = Label::Free;
                let m = self.mate[self.base[bv]];
                self.label[self.endpoint[m]] = Label::Free;
                self.assign_label(v, Label::T, self.labelend[v]);
            }
            j += jstep;
        }
    }
}
