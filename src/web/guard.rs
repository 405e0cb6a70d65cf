//! The guess limiter: a match's code is short, so an address that keeps
//! asking for codes no match has is slowed. More than [`STRIKES`] unknown
//! codes in a [`WINDOW`] from one address, and that address gets 429 for a
//! [`WINDOW`]; nobody else is slowed. An IPv6 address's /64 is one
//! address (one phone holds many of them:
//! [`crate::engine::reports::address`]).
//!
//! Only wrong codes are limited: an address that sent none is never
//! slowed, however many others guess, so a phone holding a real code is
//! always served. It fails closed all the same. The table of addresses is
//! bounded ([`MAX_ADDRESSES`]): when it is full, the entries whose time
//! is up make room first, and an address it still has no room for is
//! counted in a `Sketch`, a fixed table of counts that may count an
//! address high but never low: past [`STRIKES`] there, it is slowed like
//! any other. A slowed address is never forgotten before its time is up,
//! however many others come, so a flood of addresses can neither un-slow
//! a guesser nor hide one. Only a flood of hundreds of thousands of wrong
//! codes in a minute, from more addresses than the table holds, can make
//! the sketch count an address that guessed nothing high enough to slow
//! it.
//!
//! The clock is the caller's (`now` in every call), so the tests drive it.

use crate::engine::reports::address::place;
use std::collections::HashMap;
use std::hash::{BuildHasher, RandomState};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Unknown codes an address may send in [`WINDOW`] before it is slowed.
pub const STRIKES: u32 = 10;

/// The window strikes are counted in, and how long an address is slowed.
pub const WINDOW: Duration = Duration::from_secs(60);

/// Addresses remembered one by one at most; past that they are counted in
/// the `Sketch`.
pub const MAX_ADDRESSES: usize = 16_384;

/// How often a full table is swept for entries whose time is up: a flood
/// of new addresses costs a look at every entry at most this often.
const SWEEP_EVERY: Duration = Duration::from_secs(1);

/// One address's unknown codes.
#[derive(Debug, Clone, Copy)]
struct Strikes {
    since: Instant,
    count: u32,
    slowed_until: Option<Instant>,
}

impl Strikes {
    fn new(now: Instant) -> Strikes {
        Strikes {
            since: now,
            count: 0,
            slowed_until: None,
        }
    }

    fn slowed(&self, now: Instant) -> bool {
        self.slowed_until.is_some_and(|t| now < t)
    }

    /// One more unknown code: a new window once the last one is over, and
    /// slowed for a [`WINDOW`] past [`STRIKES`].
    fn strike(&mut self, now: Instant) {
        if now.saturating_duration_since(self.since) >= WINDOW && !self.slowed(now) {
            *self = Strikes::new(now);
        }
        self.count = self.count.saturating_add(1);
        if self.count > STRIKES && !self.slowed(now) {
            self.slowed_until = Some(now + WINDOW);
        }
    }

    /// When this entry says nothing any more: its window is over and it is
    /// not slowed.
    fn done_at(&self) -> Instant {
        let window = self.since + WINDOW;
        self.slowed_until.map_or(window, |t| t.max(window))
    }
}

/// Rows of the sketch: an address is counted in one cell of each.
const ROWS: usize = 4;
/// Cells in a row.
const WIDTH: usize = 16_384;

/// The unknown codes of the addresses the table has no room for, counted
/// in a fixed space (a count-min sketch): each address adds to one cell of
/// each row, chosen by a hash with this server's own random keys, and its
/// count is the least of its cells. Other addresses sharing its cells can
/// only make it higher, never lower. Two windows are kept, this one and
/// the one before, so an address slowed late in a window stays slowed for
/// a [`WINDOW`] at least.
#[derive(Debug)]
struct Sketch {
    keys: RandomState,
    now: Vec<u16>,
    before: Vec<u16>,
    since: Instant,
}

impl Sketch {
    fn new(now: Instant) -> Sketch {
        Sketch {
            keys: RandomState::new(),
            now: vec![0; ROWS * WIDTH],
            before: vec![0; ROWS * WIDTH],
            since: now,
        }
    }

    /// The cells of `ip`, one a row.
    fn cells(&self, ip: IpAddr) -> [usize; ROWS] {
        std::array::from_fn(|row| {
            let h = self.keys.hash_one((row, ip));
            row * WIDTH + (h % WIDTH as u64) as usize
        })
    }

    /// Moves the windows on to `now`.
    fn turn(&mut self, now: Instant) {
        let gone = now.saturating_duration_since(self.since);
        if gone < WINDOW {
            return;
        }
        if gone >= 2 * WINDOW {
            self.before.fill(0);
        } else {
            std::mem::swap(&mut self.before, &mut self.now);
        }
        self.now.fill(0);
        self.since = now;
    }

    fn count(cells: &[usize; ROWS], of: &[u16]) -> u16 {
        cells.iter().map(|&c| of[c]).min().unwrap_or(0)
    }

    /// Whether `ip` sent more than [`STRIKES`] unknown codes in this
    /// window or the one before, as far as the sketch can tell (never
    /// fewer than it did).
    fn slowed(&self, ip: IpAddr, now: Instant) -> bool {
        let cells = self.cells(ip);
        let gone = now.saturating_duration_since(self.since);
        let this = if gone < WINDOW {
            Self::count(&cells, &self.now)
        } else {
            0
        };
        let before = if gone < WINDOW {
            Self::count(&cells, &self.before)
        } else if gone < 2 * WINDOW {
            Self::count(&cells, &self.now)
        } else {
            0
        };
        u32::from(this.max(before)) > STRIKES
    }

    /// What the sketch counted of `ip` in this window.
    fn counted(&self, ip: IpAddr, now: Instant) -> u32 {
        let fresh = now.saturating_duration_since(self.since) < WINDOW;
        if fresh {
            u32::from(Self::count(&self.cells(ip), &self.now))
        } else {
            0
        }
    }

    /// One more unknown code from `ip` (each of its cells raised only as
    /// far as its new count: fewer false counts for the others).
    fn strike(&mut self, ip: IpAddr, now: Instant) {
        self.turn(now);
        let cells = self.cells(ip);
        let next = Self::count(&cells, &self.now).saturating_add(1);
        for c in cells {
            self.now[c] = self.now[c].max(next);
        }
    }
}

/// The guess limiter (see the module's documentation).
#[derive(Debug)]
pub struct Guard {
    table: HashMap<IpAddr, Strikes>,
    /// Every address the table had no room for.
    sketch: Sketch,
    capacity: usize,
    /// No sweep of a full table before this.
    next_sweep: Option<Instant>,
}

impl Default for Guard {
    fn default() -> Self {
        Guard::with_capacity(MAX_ADDRESSES)
    }
}

impl Guard {
    /// A limiter remembering at most `capacity` addresses one by one.
    pub fn with_capacity(capacity: usize) -> Guard {
        Guard {
            table: HashMap::new(),
            sketch: Sketch::new(Instant::now()),
            capacity: capacity.max(1),
            next_sweep: None,
        }
    }

    /// Whether `ip` is slowed at `now`: its own entry, or, for an address
    /// the table does not hold, the sketch's count of it.
    pub fn slowed(&self, ip: IpAddr, now: Instant) -> bool {
        let ip = place(ip);
        match self.table.get(&ip) {
            Some(s) => s.slowed(now) || self.sketch.slowed(ip, now),
            None => self.sketch.slowed(ip, now),
        }
    }

    /// `ip` asked for a code no match has.
    pub fn strike(&mut self, ip: IpAddr, now: Instant) {
        let ip = place(ip);
        if !self.table.contains_key(&ip) && self.table.len() >= self.capacity {
            self.sweep(now);
        }
        if self.table.len() < self.capacity || self.table.contains_key(&ip) {
            // An address the sketch counted before keeps its count.
            let sketch = &self.sketch;
            self.table
                .entry(ip)
                .or_insert_with(|| Strikes {
                    count: sketch.counted(ip, now),
                    ..Strikes::new(now)
                })
                .strike(now);
        } else {
            // No room: counted in the sketch, which never counts it low.
            self.sketch.strike(ip, now);
        }
    }

    /// Addresses remembered one by one now.
    pub fn addresses(&self) -> usize {
        self.table.len()
    }

    /// Forgets the entries whose time is up (never a slowed one), at most
    /// every [`SWEEP_EVERY`] and not before the first can be up.
    fn sweep(&mut self, now: Instant) {
        if self.next_sweep.is_some_and(|t| now < t) {
            return;
        }
        self.table.retain(|_, s| now < s.done_at());
        let first_done = self.table.values().map(Strikes::done_at).min();
        self.next_sweep = first_done.map(|t| t.max(now + SWEEP_EVERY));
    }
}

#[cfg(test)]
#[path = "guard_tests.rs"]
mod tests;
