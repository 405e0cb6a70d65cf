//! The report desk: where the players' reports from their phones come in
//! (docs/cli.md, "Results from the players' phones"). The event's reports
//! (in the host's file, published on the board) are the one truth: the
//! desk only holds the reports taken in since the host last published
//! (its inbox), each numbered, under one lock, so that two phones of one
//! table reporting at the same moment meet in order. A report is judged
//! against the board's event with its reports and the inbox's
//! ([`crate::engine::reports::judge`]). The host (the app, or `serve
//! --reports`) takes the new reports ([`Desk::take_since`]), keeps them
//! in its events (a crash loses none), accepts what may be accepted, and
//! publishes a board saying how far it took them
//! ([`Board::reports_seen`]): the phones then follow the host — an undo
//! there, an accepted result, a report pruned — never the reverse.
//!
//! Guessing is slowed per address by a [`Guard`] (`guard.rs`): more than
//! [`super::guard::STRIKES`] unknown codes in a minute from one address,
//! and that address gets 429 for a minute; nobody else is slowed.

use super::guard::Guard;
use super::{Board, Shared};
use crate::engine::reports::{self, Incoming, Refusal, State};
use crate::model::{PhoneReport, Said};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// What became of a phone's report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Taken: where the match's reports stand now.
    Reported(State),
    /// Refused by the rules (404, 409, 400).
    Refused(Refusal),
    /// Not a score at all (400), said why.
    NotAScore(Said),
    /// This address sent too many unknown codes: wait a minute (429).
    Slowed,
}

#[derive(Debug, Default)]
struct Inner {
    /// Reports taken in and not yet on a board the host published, each
    /// with its number (from 1), oldest first.
    inbox: Vec<(u64, PhoneReport)>,
    /// The number of the last report taken in.
    last: u64,
    guard: Guard,
}

/// Called when a phone's report comes in (the app asks for a frame).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// The desk, shared by the server's workers and the host.
#[derive(Clone)]
pub struct Desk {
    inner: Arc<Mutex<Inner>>,
    shared: Shared,
    waker: Option<Waker>,
}

impl std::fmt::Debug for Desk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Desk").field("inner", &self.inner).finish()
    }
}

impl Desk {
    /// A desk for the board in `shared` (whose events hold the reports
    /// kept so far).
    pub fn new(shared: Shared) -> Desk {
        Desk {
            inner: Arc::new(Mutex::new(Inner::default())),
            shared,
            waker: None,
        }
    }

    /// The desk, calling `waker` whenever a report comes in.
    pub fn with_waker(mut self, waker: Waker) -> Desk {
        self.waker = Some(waker);
        self
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        match self.inner.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// The reports taken in after number `seen`, and the number of the
    /// last one (`seen` when there are none). The host keeps them in its
    /// events and then publishes a board with `reports_seen` at that
    /// number.
    pub fn take_since(&self, seen: u64) -> (u64, Vec<PhoneReport>) {
        let g = self.lock();
        let new: Vec<PhoneReport> = g
            .inbox
            .iter()
            .filter(|(n, _)| *n > seen)
            .map(|(_, r)| r.clone())
            .collect();
        (g.last.max(seen), new)
    }

    /// Pod `pod`'s reports as the phones see them: the board's, then those
    /// taken in since the host published it.
    pub fn reports(&self, board: &Board, pod: usize) -> Vec<PhoneReport> {
        let Some(source) = board.sources.get(pod) else {
            return Vec::new();
        };
        let g = self.lock();
        let mut all = source.event.reports.clone();
        all.extend(
            g.inbox
                .iter()
                .filter(|(n, _)| *n > board.reports_seen)
                .map(|(_, r)| r.clone()),
        );
        all
    }

    /// Whether `ip` is slowed now (too many unknown codes).
    pub fn slowed(&self, ip: IpAddr, now: Instant) -> bool {
        self.lock().guard.slowed(ip, now)
    }

    /// `ip` asked for a code no match has (a page, not a report).
    pub fn unknown_code(&self, ip: IpAddr, now: Instant) {
        self.lock().guard.strike(ip, now);
    }

    /// A phone's report, judged against the board the host published last
    /// and the reports taken in since.
    pub fn submit(&self, report: &Sent<'_>) -> Outcome {
        let Sent {
            code,
            text,
            device,
            ip,
            now,
            at,
        } = *report;
        let mut g = self.lock();
        if g.guard.slowed(ip, now) {
            return Outcome::Slowed;
        }
        // Read under the desk's lock: the inbox and the board agree.
        let board = self.shared.current();
        g.inbox.retain(|(n, _)| *n > board.reports_seen);
        let Some((_, source)) = find(&board, code) else {
            // A slip a re-pairing made void is no guess.
            if let Some(at) = retired(&board, code) {
                return Outcome::Refused(Refusal::Replaced(at));
            }
            g.guard.strike(ip, now);
            return Outcome::Refused(Refusal::Unknown);
        };
        let event = &source.event;
        let opts = &source.snapshot.standings.options;
        let result = match crate::model::score_text::parse_in(text, event.best_of, opts) {
            Ok(Some(s)) => s,
            Ok(None) => crate::model::GameScore::default(),
            Err(why) => return Outcome::NotAScore(reports::not_a_score(event, code, why)),
        };
        if result.is_empty() {
            let why = reports::not_a_score(event, code, crate::said!(ScoreEmpty));
            return Outcome::NotAScore(why);
        }
        let mut kept = event.reports.clone();
        kept.extend(g.inbox.iter().map(|(_, r)| r.clone()));
        // As kept with the report: an IPv4 address written as IPv6 (a
        // dual-stack listener) is IPv4.
        let address = ip.to_canonical().to_string();
        let verdict = reports::judge(
            event,
            &source.snapshot.problems,
            &kept,
            &Incoming {
                code,
                result,
                device,
                address: Some(&address),
                at,
            },
        );
        if let Some(r) = verdict.keep {
            g.last += 1;
            let n = g.last;
            g.inbox.push((n, r));
            drop(g);
            self.shared.bump();
            if let Some(w) = &self.waker {
                w();
            }
        }
        match verdict.answer {
            Ok(state) => Outcome::Reported(state),
            Err(r) => Outcome::Refused(r),
        }
    }
}

/// A report as a phone sent it.
#[derive(Debug, Clone, Copy)]
pub struct Sent<'a> {
    /// The match's code.
    pub code: &'a str,
    /// The result as typed or tapped ("2-1").
    pub text: &'a str,
    /// The phone's name (its cookie).
    pub device: &'a str,
    /// Its address (guessing is slowed per address).
    pub ip: IpAddr,
    /// Now, for the guessing window.
    pub now: Instant,
    /// Now, as the report keeps it (RFC 3339).
    pub at: &'a str,
}

/// When a re-pairing made the slip with `code` void, in any pod.
pub fn retired(board: &Board, code: &str) -> Option<String> {
    board
        .sources
        .iter()
        .find_map(|s| reports::retired(&s.event, code))
}

/// The pod whose match has `code`, with its source.
pub fn find<'b>(board: &'b Board, code: &str) -> Option<(usize, &'b super::Source)> {
    board
        .sources
        .iter()
        .enumerate()
        .find(|(_, s)| reports::find(&s.event, code).is_some())
}
