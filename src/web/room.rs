//! Who holds which of the server's places: its connections, under the
//! global cap and the per-address cap together, each address's live
//! streams, and the 503 answers being given.
//!
//! The two connection caps work as one rule: an address holds at most
//! `per_address` connections, and while the room has a free place anyone
//! takes it. Once the room is full, a new connection from an address that
//! holds at least two fewer than the address holding the most takes that
//! address's oldest place (the connection is told to leave: an idle one
//! closes at once, a request under way is answered first). So 150
//! addresses holding 30 idle connections each fill the room only until a
//! phone comes: the phone is answered, and the room tends to an even share
//! per address. Only when every address holds as few as the newcomer (or
//! too many places are already on their way out) is a connection told 503.
//!
//! An IPv4 address written as IPv6 (`::ffff:a.b.c.d`, on a dual-stack
//! listener) is the IPv4 address, and an IPv6 address's /64 is one
//! address: one phone holds many addresses of it
//! ([`crate::engine::reports::address`]).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::Notify;

/// Places told to leave and not yet closed, at most: past that a new
/// connection is told 503 rather than take one more (each leaving
/// connection still holds its socket for a moment).
const MOST_LEAVING: usize = 32;

/// The server's connections.
#[derive(Clone)]
pub(super) struct Room {
    seats: Arc<Mutex<Seats>>,
    most: usize,
    per_address: usize,
}

#[derive(Default)]
struct Seats {
    /// Places held now (those told to leave no longer count).
    held: usize,
    /// Places told to leave whose connection has not closed yet.
    leaving: usize,
    next_id: u64,
    /// Each address's places, oldest first.
    by_address: HashMap<IpAddr, Vec<Seat>>,
}

struct Seat {
    id: u64,
    leave: Arc<Notify>,
}

/// A connection's place in the room; given back when dropped.
pub(super) struct Place {
    room: Room,
    ip: IpAddr,
    id: u64,
    leave: Arc<Notify>,
}

impl Room {
    /// A room of `most` places, `per_address` of them at most for one
    /// address.
    pub(super) fn new(most: usize, per_address: usize) -> Room {
        Room {
            seats: Arc::default(),
            most: most.max(1),
            per_address: per_address.max(1),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Seats> {
        match self.seats.lock() {
            Ok(s) => s,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// A place for a new connection from `ip`, or `None` (503).
    pub(super) fn take(&self, ip: IpAddr) -> Option<Place> {
        let ip = crate::engine::reports::address::place(ip);
        let mut s = self.lock();
        let mine = s.by_address.get(&ip).map_or(0, Vec::len);
        if mine >= self.per_address {
            return None;
        }
        if s.held >= self.most {
            if s.leaving >= MOST_LEAVING {
                return None;
            }
            let (&victim, most) = s
                .by_address
                .iter()
                .max_by_key(|(_, seats)| seats.len())
                .map(|(a, seats)| (a, seats.len()))?;
            if most < mine + 2 {
                return None;
            }
            let seats = s.by_address.get_mut(&victim)?;
            let seat = seats.remove(0);
            if seats.is_empty() {
                s.by_address.remove(&victim);
            }
            s.held -= 1;
            s.leaving += 1;
            seat.leave.notify_one();
        }
        s.held += 1;
        s.next_id += 1;
        let id = s.next_id;
        let leave = Arc::new(Notify::new());
        s.by_address.entry(ip).or_default().push(Seat {
            id,
            leave: Arc::clone(&leave),
        });
        Some(Place {
            room: self.clone(),
            ip,
            id,
            leave,
        })
    }

    /// Places held now, and by how many addresses.
    #[cfg(test)]
    fn held(&self) -> (usize, usize) {
        let s = self.lock();
        (s.held, s.by_address.len())
    }
}

impl Place {
    /// Returns once this connection is told to leave (its place went to an
    /// address holding fewer).
    pub(super) async fn told_to_leave(&self) {
        self.leave.notified().await;
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut guard = self.room.lock();
        let s = &mut *guard;
        let found = s.by_address.get_mut(&self.ip).and_then(|seats| {
            let at = seats.iter().position(|x| x.id == self.id)?;
            seats.remove(at);
            Some(seats.is_empty())
        });
        match found {
            Some(emptied) => {
                if emptied {
                    s.by_address.remove(&self.ip);
                }
                s.held = s.held.saturating_sub(1);
            }
            // Told to leave: its place was given already.
            None => s.leaving = s.leaving.saturating_sub(1),
        }
    }
}

/// How many live streams each address holds now.
#[derive(Clone, Default)]
pub(super) struct Counts(Arc<Mutex<HashMap<IpAddr, usize>>>);

/// One place an address holds among [`Counts`]; given back when dropped.
pub(super) struct Held {
    counts: Counts,
    ip: IpAddr,
}

impl Counts {
    fn lock(&self) -> MutexGuard<'_, HashMap<IpAddr, usize>> {
        match self.0.lock() {
            Ok(m) => m,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// A place for `ip` if it holds fewer than `most`.
    pub(super) fn take(&self, ip: IpAddr, most: usize) -> Option<Held> {
        let ip = crate::engine::reports::address::place(ip);
        let mut map = self.lock();
        let n = map.entry(ip).or_insert(0);
        if *n >= most {
            return None;
        }
        *n += 1;
        Some(Held {
            counts: self.clone(),
            ip,
        })
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut map = self.counts.lock();
        if let Some(n) = map.get_mut(&self.ip) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                map.remove(&self.ip);
            }
        }
    }
}

/// How many of something are under way, with a most.
#[derive(Clone, Default)]
pub(super) struct Gauge(Arc<AtomicUsize>);

/// One under way in a [`Gauge`]; given back when dropped.
pub(super) struct Token(Gauge);

impl Gauge {
    /// One more, if fewer than `most` are under way.
    pub(super) fn take(&self, most: usize) -> Option<Token> {
        self.0
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < most).then_some(n + 1)
            })
            .ok()
            .map(|_| Token(self.clone()))
    }
}

impl Drop for Token {
    fn drop(&mut self) {
        self.0.0.fetch_sub(1, Ordering::AcqRel);
    }
}

#[cfg(test)]
#[path = "room_tests.rs"]
mod tests;
