//! The report desk: results the players report from their phones
//! (docs/cli.md, "Results from the players' phones"), kept by the server
//! while the owner has not accepted them. Each pod's reports live here,
//! under one lock, so that two phones of one table reporting at the same
//! moment meet in order (the second confirms or disputes the first). The
//! host (the app, or `serve --reports`) reads them back, keeps them in
//! the event (a crash loses none), and accepts; a phone never changes a
//! result.
//!
//! Guessing is slowed per address by a [`Guard`] (`guard.rs`): more than
//! [`super::guard::STRIKES`] unknown codes in a minute from one address,
//! and that address gets 429 for a minute; nobody else is slowed.

use super::guard::Guard;
use super::{Board, Shared};
use crate::engine::reports::{self, Refusal, State};
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
    /// Each pod's reports, pod 1 first.
    reports: Vec<Vec<PhoneReport>>,
    /// Counts every change.
    generation: u64,
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
    /// A desk for the board in `shared`, holding `reports` (each pod's, as
    /// its event keeps them).
    pub fn new(shared: Shared, reports: Vec<Vec<PhoneReport>>) -> Desk {
        Desk {
            inner: Arc::new(Mutex::new(Inner {
                reports,
                ..Inner::default()
            })),
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

    /// Counts every change of the reports.
    pub fn generation(&self) -> u64 {
        self.lock().generation
    }

    /// Each pod's reports now, with the generation they are (read
    /// together, so a report coming in meanwhile is seen next time).
    pub fn reports_at(&self) -> (u64, Vec<Vec<PhoneReport>>) {
        let g = self.lock();
        (g.generation, g.reports.clone())
    }

    /// Where `code`'s reports stand, and in which pod (`None`: no report).
    pub fn state(&self, pod: usize, code: &str) -> Option<State> {
        let g = self.lock();
        reports::state(g.reports.get(pod)?, code)
    }

    /// Whether `ip` is slowed now (too many unknown codes).
    pub fn slowed(&self, ip: IpAddr, now: Instant) -> bool {
        self.lock().guard.slowed(ip, now)
    }

    /// `ip` asked for a code no match has (a page, not a report).
    pub fn unknown_code(&self, ip: IpAddr, now: Instant) {
        self.lock().guard.strike(ip, now);
    }

    /// Whether `device` has a report of its own for `code`.
    pub fn reported_by(&self, pod: usize, code: &str, device: &str) -> bool {
        let g = self.lock();
        g.reports
            .get(pod)
            .is_some_and(|rs| rs.iter().any(|r| r.code == code && r.device == device))
    }

    /// A phone's report, checked against `board` (what the phones see).
    pub fn submit(&self, board: &Board, report: &Sent<'_>) -> Outcome {
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
        let Some((pod, event)) = find(board, code) else {
            g.guard.strike(ip, now);
            return Outcome::Refused(Refusal::Unknown);
        };
        let result = match crate::model::score_text::parse(text, event.best_of) {
            Ok(Some(s)) => s,
            Ok(None) => return Outcome::NotAScore(crate::said!(ScoreEmpty)),
            Err(why) => return Outcome::NotAScore(why),
        };
        if g.reports.len() <= pod {
            g.reports.resize(pod + 1, Vec::new());
        }
        match reports::submit(event, &mut g.reports[pod], code, result, device, at) {
            Ok(state) => {
                g.generation += 1;
                drop(g);
                self.shared.bump();
                if let Some(w) = &self.waker {
                    w();
                }
                Outcome::Reported(state)
            }
            Err(r) => Outcome::Refused(r),
        }
    }

    /// The owner accepted (or entered at the counter) `code`'s result: its
    /// reports are done.
    pub fn remove(&self, pod: usize, code: &str) {
        let mut g = self.lock();
        if let Some(rs) = g.reports.get_mut(pod) {
            let before = rs.len();
            rs.retain(|r| r.code != code);
            if rs.len() != before {
                g.generation += 1;
            }
        }
    }

    /// Drops the reports whose match has a result now, or is gone: what
    /// `board` (just published) shows.
    pub fn prune(&self, board: &Board) {
        let mut g = self.lock();
        let mut changed = false;
        for (pod, rs) in g.reports.iter_mut().enumerate() {
            let Some(source) = board.sources.get(pod) else {
                changed |= !rs.is_empty();
                rs.clear();
                continue;
            };
            let mut event = source.event.clone();
            event.reports = std::mem::take(rs);
            changed |= reports::prune(&mut event);
            *rs = event.reports;
        }
        if changed {
            g.generation += 1;
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

/// The pod and event whose match has `code`.
pub fn find<'b>(board: &'b Board, code: &str) -> Option<(usize, &'b crate::model::Event)> {
    board
        .sources
        .iter()
        .enumerate()
        .find(|(_, s)| reports::find(&s.event, code).is_some())
        .map(|(i, s)| (i, &s.event))
}
