//! Lazy duals and the queue of dual events.
//!
//! Within a stage every S-vertex's dual falls and every T-vertex's rises by
//! the same amount at each dual step (S-blossoms' duals rise, T-blossoms'
//! fall). Walking every labelled vertex at each step made a stage cost
//! steps × tree size, which grew quadratically with the player count; so
//! the stage keeps only the total change so far (`now`), each vertex and
//! blossom the total when its rate last changed (`at`), and reads duals
//! through [`Solver::y`] and [`Solver::z`]. The size of the next step
//! comes from a heap of events keyed by the total at which they happen
//! (an edge turning tight, a T-blossom's dual reaching zero); entries made
//! stale by later changes are dropped when they surface.

use super::{Label, NIL, Solver};
use std::cmp::Reverse;

/// What the next dual step leads to (the `u8` in the event heap, in the
/// order that breaks ties).
pub(super) const GROW: u8 = 0;
/// An edge between two S-blossoms turns tight.
pub(super) const JOIN: u8 = 1;
/// A T-blossom's dual reaches zero.
pub(super) const EXPAND: u8 = 2;

impl Solver {
    /// Vertex `v`'s (doubled) dual now.
    pub(super) fn y(&self, v: usize) -> i128 {
        let moved = self.now - self.at[v];
        match self.label[self.inblossom[v]] {
            Label::S => self.dual[v] - moved,
            Label::T => self.dual[v] + moved,
            _ => self.dual[v],
        }
    }

    /// Blossom `b`'s dual now (only top-level blossoms move).
    pub(super) fn z(&self, b: usize) -> i128 {
        if self.parent[b] != NIL {
            return self.dual[b];
        }
        let moved = self.now - self.at[b];
        match self.label[b] {
            Label::S => self.dual[b] + moved,
            Label::T => self.dual[b] - moved,
            _ => self.dual[b],
        }
    }

    /// Stores vertex `v`'s dual as it is now, before its rate changes.
    pub(super) fn settle(&mut self, v: usize) {
        self.dual[v] = self.y(v);
        self.at[v] = self.now;
    }

    /// Stores blossom `b`'s dual as it is now, before its rate changes
    /// (or before it stops being top-level); nothing for a vertex.
    pub(super) fn settle_blossom(&mut self, b: usize) {
        if b < self.n {
            return;
        }
        self.dual[b] = self.z(b);
        self.at[b] = self.now;
    }

    /// Stores every dual the stage moved (at its end).
    pub(super) fn settle_stage(&mut self) {
        for idx in 0..self.touched.len() {
            let v = self.touched[idx];
            let b = self.inblossom[v];
            if b >= self.n && self.settled[b] != self.stage_no {
                self.settled[b] = self.stage_no;
                self.settle_blossom(b);
            }
            self.settle(v);
        }
    }

    /// Free vertex `v` has a new best edge from an S-vertex (queued at
    /// the next step: it may improve again before).
    pub(super) fn push_grow(&mut self, v: usize) {
        self.due[v] = self.now + self.slack(self.bestedge[v]);
        self.defer(GROW, v);
    }

    /// S-blossom (or S-vertex) `b` has a new best edge to another one.
    pub(super) fn push_join(&mut self, b: usize) {
        self.due[b] = self.now + self.slack(self.bestedge[b]) / 2;
        self.defer(JOIN, b);
    }

    fn defer(&mut self, kind: u8, x: usize) {
        let bit = 1 << kind;
        if self.pending[x] & bit == 0 {
            self.pending[x] |= bit;
            self.deferred.push((kind, x));
        }
    }

    /// Blossom `b` became a T-blossom.
    pub(super) fn push_expand(&mut self, b: usize) {
        let key = self.now + self.z(b);
        self.events.push(Reverse((key, EXPAND, b)));
    }

    /// When event `(kind, x)` would happen if it is still pending.
    fn due(&self, kind: u8, x: usize) -> Option<i128> {
        match kind {
            GROW => (self.label[self.inblossom[x]] == Label::Free && self.bestedge[x] != NIL)
                .then(|| self.now + self.slack(self.bestedge[x])),
            JOIN => (self.label[x] == Label::S
                && (x >= self.n || self.inblossom[x] == x)
                && self.parent[x] == NIL
                && self.bestedge[x] != NIL)
                .then(|| self.now + self.slack(self.bestedge[x]) / 2),
            _ => (self.label[x] == Label::T && self.parent[x] == NIL && self.base[x] != NIL)
                .then(|| self.now + self.z(x)),
        }
    }

    /// The next event `(delta, kind, x)`: the largest dual change that
    /// keeps every slack non-negative and what it leads to, or `None` when
    /// nothing can change (the matching has maximum cardinality). Ties go
    /// by kind, then index, so the result does not depend on the order in
    /// which events were queued. The event stays queued: acting on it makes
    /// it stale.
    pub(super) fn next_event(&mut self) -> Option<(i128, u8, usize)> {
        for (kind, x) in std::mem::take(&mut self.deferred) {
            self.pending[x] = 0;
            self.events.push(Reverse((self.due[x], kind, x)));
        }
        while let Some(&Reverse((key, kind, x))) = self.events.peek() {
            match self.due(kind, x) {
                Some(due) if due == key => return Some((key - self.now, kind, x)),
                Some(due) => {
                    // A change the queue missed would be a bug: a step past
                    // an event breaks the duals.
                    debug_assert!(due > key, "event {kind} {x} due {due} queued {key}");
                    self.events.pop();
                    self.events.push(Reverse((due, kind, x)));
                }
                None => {
                    self.events.pop();
                }
            }
        }
        None
    }
}
