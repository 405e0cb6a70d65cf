//! Report codes: each match to be played has two, one on each player's
//! half of its result slip, and a code names one half of one match in the
//! whole room (a night's pods). An older file's match may still hold the
//! slip's one code of before: it is found, but says nobody in particular.

use crate::model::{Event, Match, REPORT_CODE_ALPHABET, REPORT_CODE_LEN, Side};

/// A match found by one of its codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    /// Its round (1-based).
    pub round: u32,
    /// Its index in the round (0-based).
    pub index: usize,
    /// Whose half of the slip the code is (`None`: an older slip's one
    /// code, which does not say).
    pub side: Option<Side>,
}

/// The match one of whose codes is `code` (as typed: case, spaces and
/// dashes do not matter).
pub fn find(event: &Event, code: &str) -> Option<Found> {
    let code = normalize(code)?;
    event.rounds.iter().enumerate().find_map(|(ri, r)| {
        r.matches.iter().enumerate().find_map(|(i, m)| {
            let side = side_of(m, &code)?;
            Some(Found {
                round: ri as u32 + 1,
                index: i,
                side,
            })
        })
    })
}

/// When the slip with `code` was made void by a re-pairing (of a round,
/// or a cut made again): the time, RFC 3339. `None` for any other code.
pub fn retired(event: &Event, code: &str) -> Option<String> {
    let code = normalize(code)?;
    let changes = event
        .rounds
        .iter()
        .flat_map(|r| &r.changes)
        .chain(event.cut.iter().flat_map(|c| &c.changes));
    changes.rev().find_map(|c| match c {
        crate::model::RoundChange::Repaired {
            made_at, retired, ..
        } if retired.contains(&code) => Some(made_at.clone()),
        _ => None,
    })
}

/// Whether `code` is one of `m`'s, and whose half it is: `Some(Some(side))`
/// for a half, `Some(None)` for an older slip's one code, `None` for
/// another match's code.
pub fn side_of(m: &Match, code: &str) -> Option<Option<Side>> {
    if let Some([a, b]) = &m.codes {
        if a == code {
            return Some(Some(Side::A));
        }
        if b == code {
            return Some(Some(Side::B));
        }
    }
    (m.code.as_deref() == Some(code)).then_some(None)
}

/// Every code of `m`: its halves', then an older slip's one code.
pub fn codes_of(m: &Match) -> impl Iterator<Item = &str> {
    m.codes
        .iter()
        .flat_map(|c| c.iter().map(String::as_str))
        .chain(m.code.as_deref())
}

/// A code as stored: upper case, only the alphabet's characters, the
/// code's length; `None` for anything else. Spaces and dashes a person
/// types inside it ("WZQ 32M", "wzq-32m") are left out.
pub fn normalize(code: &str) -> Option<String> {
    let c: String = code
        .chars()
        .filter(|ch| !ch.is_whitespace() && *ch != '-')
        .map(|ch| ch.to_ascii_uppercase())
        .collect();
    (c.chars().count() == REPORT_CODE_LEN && c.chars().all(|ch| REPORT_CODE_ALPHABET.contains(ch)))
        .then_some(c)
}

/// Gives every match with an opponent and no result, in any round, the
/// two codes of its slip's halves: `next` makes a random one (the caller
/// rolls), `taken` holds every code in use (the whole night's, so a code
/// names one half in the room). Returns whether any was given.
pub fn assign_codes(
    event: &mut Event,
    taken: &mut Vec<String>,
    next: &mut dyn FnMut() -> String,
) -> bool {
    let mut any = false;
    for m in event.rounds.iter_mut().flat_map(|r| r.matches.iter_mut()) {
        if m.b.is_none() || m.codes.is_some() || m.result().is_some() {
            continue;
        }
        let mut fresh = || loop {
            let c = next();
            if normalize(&c).as_deref() == Some(c.as_str()) && !taken.contains(&c) {
                taken.push(c.clone());
                break c;
            }
        };
        let a = fresh();
        let b = fresh();
        m.codes = Some([a, b]);
        any = true;
    }
    any
}

/// Every match to be played in a room of events (a night's pods) gets its
/// slip's two codes, one code per half in the room: a code two events
/// share (files made apart) is taken from the later one's match while it
/// has no result, and given again. An open match of imported results (a
/// file written elsewhere, its round still being played) gets its codes
/// too: its slips then carry them. Says, event by event, whether it
/// changed.
pub fn code_room<'a>(
    events: impl IntoIterator<Item = &'a mut Event>,
    next: &mut dyn FnMut() -> String,
) -> Vec<bool> {
    let mut taken: Vec<String> = Vec::new();
    let mut changed = Vec::new();
    for event in events {
        let mut any = false;
        for m in event.rounds.iter_mut().flat_map(|r| r.matches.iter_mut()) {
            let open = m.result().is_none();
            if let Some(c) = &m.code {
                if taken.contains(c) && open {
                    m.code = None;
                    any = true;
                } else {
                    taken.push(c.clone());
                }
            }
            if let Some(pair) = &m.codes {
                if pair.iter().any(|c| taken.contains(c)) && open {
                    m.codes = None;
                    any = true;
                } else {
                    taken.extend(pair.iter().cloned());
                }
            }
        }
        any |= assign_codes(event, &mut taken, next);
        changed.push(any);
    }
    changed
}

/// The report code a random number `n` makes (the caller rolls it): six
/// characters of the alphabet, 32⁶ ≈ a billion codes.
pub fn code_from(mut n: u64) -> String {
    let alphabet: Vec<char> = REPORT_CODE_ALPHABET.chars().collect();
    let base = alphabet.len() as u64;
    (0..REPORT_CODE_LEN)
        .map(|_| {
            let c = alphabet[(n % base) as usize];
            n /= base;
            c
        })
        .collect()
}

/// Every report code in use in `events` (a night's pods).
pub fn codes_in<'a>(events: impl IntoIterator<Item = &'a Event>) -> Vec<String> {
    events
        .into_iter()
        .flat_map(|e| e.rounds.iter().flat_map(|r| &r.matches))
        .flat_map(codes_of)
        .map(String::from)
        .collect()
}

/// Every report code the other pods of a night use: those of `events`
/// but the one at `index` (a new code in that pod must differ from them).
pub fn codes_besides<'a>(events: impl IntoIterator<Item = &'a Event>, index: usize) -> Vec<String> {
    codes_in(
        events
            .into_iter()
            .enumerate()
            .filter(|&(j, _)| j != index)
            .map(|(_, e)| e),
    )
}
