//! The players' companion: a small read-only web server that shows the
//! event to the phones in the store, over the store's own network, with
//! nothing to install. A read-only face of its own that the two others
//! host: the app runs it while sharing, `podsheet serve` runs it from the
//! command line; so it sits below both [`crate::app`] and [`crate::cli`]
//! and imports neither. It renders the engine's [`Snapshot`] and
//! explanation sentences and computes no rule of its own.
//!
//! The app (or `podsheet serve`) publishes a [`Board`] — a list of
//! [`Source`]s, one per event — into a [`Shared`] cell on every edit; the
//! server's workers render from the latest board without holding a lock
//! while they render. A draft night plugs in by publishing one source per
//! pod: with more than one, the pages show a pod chooser.

mod address;
mod bracket;
pub mod desk;
mod find;
pub mod guard;
pub mod pages;
mod parts;
mod player;
mod report;
mod report_route;
mod room;
pub mod routes;
pub mod server;
mod style;

pub use crate::io::qr;
pub use address::{is_loopback_url, network_addresses, on_addresses};
pub use desk::Desk;
pub use server::{Limits, Server};

use crate::engine::Snapshot;
use crate::model::Event;
use std::net::IpAddr;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

/// One event shown by the server (a pod of a draft night, or the event),
/// called on every page as the room calls it, in the phone's language
/// ([`crate::text::room::event_name`]).
#[derive(Debug, Clone)]
pub struct Source {
    /// The event.
    pub event: Event,
    /// Everything derived from it, as the app and the CLI have it.
    pub snapshot: Snapshot,
    /// This event's round clock, if the host runs one (the app runs one
    /// per pod; the CLI none).
    pub clock: Option<Clock>,
}

impl Source {
    /// A source for `event`, without a clock.
    pub fn of(event: Event) -> Source {
        let snapshot = Snapshot::of(&event);
        Source {
            event,
            snapshot,
            clock: None,
        }
    }
}

/// A round clock as the phones see it: each pod has its own (the app
/// starts, pauses and gives extra time to each apart), so a pod of
/// 20-minute rounds beside a Swiss of 50 shows its own time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock {
    /// Time the round has run when published.
    pub run: Duration,
    /// Whether it is counting down.
    pub running: bool,
    /// When it was published.
    pub at: Instant,
    /// The round's whole time (its round length and any extra time).
    pub limit: Duration,
}

impl Clock {
    /// Time the round has run now.
    pub fn run_now(&self) -> Duration {
        if self.running {
            self.run + self.at.elapsed()
        } else {
            self.run
        }
    }

    /// Time left now.
    pub fn left(&self) -> Duration {
        self.limit.saturating_sub(self.run_now())
    }
}

/// What the server shows: everything the pages need, immutable once
/// published.
#[derive(Debug, Clone, Default)]
pub struct Board {
    /// The events, in chooser order; pages without a pod refer to the first.
    pub sources: Vec<Source>,
    /// Show decks and first picks (off unless the owner ticks it).
    pub show_decks: bool,
    /// Counts publications; pages reload when it changes.
    pub version: u64,
    /// The store's language: pages use it for a phone that asks for none
    /// Podsheet speaks.
    pub lang: crate::text::i18n::Lang,
    /// The season table the app has open (File → Season…), at `/season`.
    pub season: Option<std::sync::Arc<Vec<crate::engine::season::Season>>>,
    /// The players may report results from their phones (`/r/CODE`).
    pub reports: bool,
    /// How far the host took in the desk's reports: the events hold every
    /// report numbered up to this one ([`Desk::take_since`]).
    pub reports_seen: u64,
}

/// The latest board, shared between the publisher and the server, and a
/// signal of each new version for the live pages.
#[derive(Debug, Clone)]
pub struct Shared {
    board: Arc<RwLock<Arc<Board>>>,
    version: Arc<tokio::sync::watch::Sender<u64>>,
}

impl Default for Shared {
    fn default() -> Self {
        Shared::new(Board::default())
    }
}

impl Shared {
    /// A cell holding `board`.
    pub fn new(board: Board) -> Shared {
        let (version, _) = tokio::sync::watch::channel(board.version);
        Shared {
            board: Arc::new(RwLock::new(Arc::new(board))),
            version: Arc::new(version),
        }
    }

    /// The latest board. The lock is held only to clone the pointer, so a
    /// slow page never holds up the app.
    pub fn current(&self) -> Arc<Board> {
        match self.board.read() {
            Ok(b) => Arc::clone(&b),
            Err(poisoned) => Arc::clone(&poisoned.into_inner()),
        }
    }

    /// Publishes a new board; its version is set to one past the last, and
    /// every live page hears of it at once.
    pub fn publish(&self, mut board: Board) {
        let version = {
            let mut slot = match self.board.write() {
                Ok(s) => s,
                Err(poisoned) => poisoned.into_inner(),
            };
            board.version = slot.version + 1;
            let v = board.version;
            *slot = Arc::new(board);
            v
        };
        self.version.send_replace(version);
    }

    /// Publishes the board again as a new version (what it shows changed
    /// outside the board: a phone's report at the desk), so every live page
    /// shows it at once.
    pub fn bump(&self) {
        let board = (*self.current()).clone();
        self.publish(board);
    }

    /// Hears of every new version (the live pages' stream).
    pub fn versions(&self) -> tokio::sync::watch::Receiver<u64> {
        self.version.subscribe()
    }
}

/// The addresses the owner can serve on: this machine's IPv4 network
/// addresses (the store's Wi-Fi among them), then loopback (this computer
/// only).
pub fn bind_choices() -> Vec<IpAddr> {
    let mut out: Vec<IpAddr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|i| !i.is_loopback())
        .map(|i| i.ip())
        .filter(IpAddr::is_ipv4)
        .collect();
    out.sort();
    out.dedup();
    out.push(IpAddr::from([127, 0, 0, 1]));
    out
}

/// The address to give people for a server listening on `addr`: an
/// unspecified bind (0.0.0.0) is shown as this machine's first network
/// address.
pub fn url_for(addr: std::net::SocketAddr) -> String {
    let ip = if addr.ip().is_unspecified() {
        bind_choices()
            .first()
            .copied()
            .unwrap_or(IpAddr::from([127, 0, 0, 1]))
    } else {
        addr.ip()
    };
    match ip {
        IpAddr::V6(v6) => format!("http://[{v6}]:{}/", addr.port()),
        IpAddr::V4(v4) => format!("http://{v4}:{}/", addr.port()),
    }
}

/// The address and port of a URL [`url_for`] made (`http://IP:PORT/…`),
/// if it is one.
pub fn addr_of_url(url: &str) -> Option<std::net::SocketAddr> {
    let rest = url.strip_prefix("http://")?;
    let host = rest.split('/').next()?;
    host.parse().ok()
}
