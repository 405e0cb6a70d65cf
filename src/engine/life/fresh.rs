//! A round as the engine would pair it now, from the rounds before it, and
//! how a stored round differs from that.

use crate::engine::pairing::{self, PairingError, routing, valid};
use crate::model::{Event, Match, PlayerId, Round, Structure};

/// Round `round` (1-based) as the engine pairs it now from the event's
/// rounds before it (their results as they are now, the players as they
/// are now): the sheet's boxes whose players are known, the round robin's
/// schedule, a Swiss pairing, the playoff's next matches.
/// `Err(NotPlanned)` for imported results, whose rounds have no plan.
pub fn fresh_round(event: &Event, round: u32) -> Result<Vec<Match>, PairingError> {
    let before = (round as usize).saturating_sub(1);
    if before > event.rounds.len() {
        return Err(PairingError::NotPlanned);
    }
    let mut prefix = Event {
        rounds: event.rounds[..before].to_vec(),
        ..event_without_rounds(event)
    };
    // A cut made after this round is not the prefix's: its Swiss rounds
    // are paired as Swiss.
    if prefix
        .cut
        .as_ref()
        .is_some_and(|c| c.after_round as usize > before)
    {
        prefix.cut = None;
    }
    // Nothing is paired from a result that cannot happen.
    if let Some(on) = valid::impossible_results(&prefix).into_iter().next() {
        return Err(PairingError::Waits {
            round,
            on: Box::new(on),
        });
    }
    match &event.structure {
        Structure::Pod { template } if !template.is_round_robin() && prefix.cut.is_none() => {
            routing::fresh(&prefix, *template, round)
        }
        Structure::Results if prefix.cut.is_none() => Err(PairingError::NotPlanned),
        _ => pairing::planned_next_round(&prefix, None).map(|p| p.matches),
    }
}

/// The event's fields without its rounds (cloned; the rounds are the
/// large part and are set by the caller).
fn event_without_rounds(event: &Event) -> Event {
    Event {
        name: event.name.clone(),
        date: event.date.clone(),
        structure: event.structure.clone(),
        best_of: event.best_of,
        rules: event.rules.clone(),
        players: event.players.clone(),
        rounds: Vec::new(),
        rolls: event.rolls.clone(),
        cut: event.cut.clone(),
        pod: event.pod,
        first_table: event.first_table,
        reports: Vec::new(),
        file_places: event.file_places.clone(),
        round_minutes: event.round_minutes,
    }
}

/// A match as an unordered pair (a bye as the player alone).
fn key(m: &Match) -> (PlayerId, Option<PlayerId>) {
    match m.b {
        Some(b) if b < m.a => (b, Some(m.a)),
        b => (m.a, b),
    }
}

/// How a stored round differs from a fresh pairing of it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Difference {
    /// The stored round's matches (indexes) that the fresh pairing does not
    /// have; a match paired by hand (a swap) is never among them.
    pub tables: Vec<usize>,
    /// Players the fresh pairing pairs whom the stored round leaves out.
    pub missing: Vec<PlayerId>,
}

impl Difference {
    /// Whether the stored round is the fresh pairing (up to table order).
    pub fn is_empty(&self) -> bool {
        self.tables.is_empty() && self.missing.is_empty()
    }
}

/// How `stored` differs from `fresh`. On a bracket sheet, whose boxes
/// enter a round one by one, a player the stored round lacks is not
/// missing (their box is added as results come in).
pub fn difference(event: &Event, stored: &Round, fresh: &[Match]) -> Difference {
    let mut pool: Vec<(PlayerId, Option<PlayerId>)> = fresh.iter().map(key).collect();
    pool.sort_unstable();
    let mut tables = Vec::new();
    for (i, m) in stored.matches.iter().enumerate() {
        if m.manual {
            continue;
        }
        match pool.binary_search(&key(m)) {
            Ok(at) => {
                pool.remove(at);
            }
            Err(_) => tables.push(i),
        }
    }
    let sheet =
        matches!(&event.structure, Structure::Pod { template } if !template.is_round_robin());
    let mut missing = Vec::new();
    if !sheet {
        let mut in_round = vec![false; event.players.len()];
        for m in &stored.matches {
            for p in std::iter::once(m.a).chain(m.b) {
                if let Some(x) = in_round.get_mut(p.0) {
                    *x = true;
                }
            }
        }
        for m in fresh {
            for p in std::iter::once(m.a).chain(m.b) {
                if !in_round.get(p.0).copied().unwrap_or(true) {
                    missing.push(p);
                }
            }
        }
        missing.sort_unstable();
        missing.dedup();
    }
    Difference { tables, missing }
}
