//! The guess limiter: a match's code is short, so an address that keeps
//! asking for codes no match has is slowed. More than [`STRIKES`] unknown
//! codes in a [`WINDOW`] from one address, and that address gets 429 for a
//! [`WINDOW`]; nobody else is slowed.
//!
//! It fails closed. The table of addresses is bounded ([`MAX_ADDRESSES`]),
//! and an address it has no room for is not waved through: every such
//! address counts its unknown codes together, in one shared entry, and once
//! they pass [`STRIKES`] in a window every address the table does not hold
//! is slowed until that window ends. A slowed address is never forgotten
//! before its time is up, however many others come, so a flood of
//! addresses can neither un-slow a guesser nor hide one. Only a flood of
//! more than [`MAX_ADDRESSES`] guessing addresses in a minute — never a
//! store's phones — can slow an address that guessed nothing.
//!
//! The clock is the caller's (`now` in every call), so the tests drive it.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Unknown codes an address may send in [`WINDOW`] before it is slowed.
pub const STRIKES: u32 = 10;

/// The window strikes are counted in, and how long an address is slowed.
pub const WINDOW: Duration = Duration::from_secs(60);

/// Addresses remembered one by one at most; past that they share one entry.
pub const MAX_ADDRESSES: usize = 16_384;

/// How often a full table is swept for entries whose time is up: a flood
/// of new addresses costs a look at every entry at most this often.
const SWEEP_EVERY: Duration = Duration::from_secs(1);

/// One address's unknown codes (or, for the shared entry, those of every
/// address the table has no room for).
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

/// The guess limiter (see the module's documentation).
#[derive(Debug)]
pub struct Guard {
    table: HashMap<IpAddr, Strikes>,
    /// Every address the table had no room for, counted together.
    overflow: Strikes,
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
            overflow: Strikes::new(Instant::now()),
            capacity: capacity.max(1),
            next_sweep: None,
        }
    }

    /// Whether `ip` is slowed at `now`. An address the table does not hold
    /// is slowed while the shared entry is.
    pub fn slowed(&self, ip: IpAddr, now: Instant) -> bool {
        let ip = ip.to_canonical();
        match self.table.get(&ip) {
            Some(s) => s.slowed(now),
            None => self.overflow.slowed(now),
        }
    }

    /// `ip` asked for a code no match has.
    pub fn strike(&mut self, ip: IpAddr, now: Instant) {
        let ip = ip.to_canonical();
        if !self.table.contains_key(&ip) && self.table.len() >= self.capacity {
            self.sweep(now);
        }
        let room = self.table.len() < self.capacity && !self.overflow.slowed(now);
        if room || self.table.contains_key(&ip) {
            self.table
                .entry(ip)
                .or_insert_with(|| Strikes::new(now))
                .strike(now);
        } else {
            // No room (or the untracked addresses are slowed, and an entry
            // of its own would un-slow this one): counted with the rest.
            self.overflow.strike(now);
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
