//! The two-eyes rule: a match's reports read as voices. Each report is
//! sent with one player's half of the slip; the latest report of each
//! person counts for that half. The result lands without the owner only
//! when both halves were reported alike, each by its own person: two
//! devices (cookies) on two network addresses (an IPv6 /64 is one
//! address: [`super::address`]). Anything odd — both halves from one
//! phone or one address, a second person on one half, an older slip's one
//! code — holds the match for the owner, with the reason. Once the two
//! players agreed, every further report is refused and kept as a note for
//! the owner: nothing reopens an agreed match.
//!
//! What this proves is two phones on two addresses, not two people: a
//! player holding both halves of a slip (a phone and a laptop) can land a
//! result alone. The guard is the paper: the slip is torn, and each player
//! keeps only their own half.
//!
//! Limits count per person and per half, never per match: one phone that
//! floods its half is held to it ([`MOST_FROM_ONE`]), the other half is
//! always heard, and two agreeing halves land.

use super::address::same_place;
use super::{Found, cannot_happen, find, flagged, of_match, side_of};
use crate::engine::validate::Problem;
use crate::model::{Event, GameScore, Match, PhoneReport, Said, Side};

/// The most reports one person (one phone, or one address) keeps on one
/// half of a slip: enough to correct a report a few times; past it that
/// person is refused on that half, and their last report stands.
pub const MOST_FROM_ONE: usize = 8;

/// The most reports one half of a slip keeps from every phone together (a
/// second phone on a half makes the match wait for the owner already). A
/// match never keeps more than three times this (two halves and an older
/// slip's one code): a flood never grows the file.
pub const MOST_ON_HALF: usize = 16;

/// Why something about a match's reports is odd.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Odd {
    /// Both halves of the slip were reported from one phone.
    OneDevice,
    /// Both halves were reported from one network address (one phone
    /// with a fresh cookie, or phones sharing one connection).
    OneAddress,
    /// A second person (another phone on another address) reported with
    /// this player's half.
    SecondVoice(Side),
    /// Reported with an older slip's one code, which does not say which
    /// player is speaking.
    OldSlip,
}

/// Where a match's reports stand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum State {
    /// One player reported this result; the other has not yet.
    Pending {
        /// The result reported.
        result: GameScore,
        /// Whose half it was reported with.
        side: Side,
    },
    /// Both players reported this result, each on their own phone: it may
    /// land without the owner.
    Agreed {
        /// The result.
        result: GameScore,
    },
    /// The two players reported different results: the owner settles it.
    Disputed {
        /// Each player's result, the first player's first.
        results: Vec<GameScore>,
    },
    /// Something is odd: the match waits for the owner.
    Held {
        /// Every result that counts, first reported first.
        results: Vec<GameScore>,
        /// What is odd, first seen first.
        why: Vec<Odd>,
    },
}

impl State {
    /// The result both players agreed on, once they have.
    pub fn agreed(&self) -> Option<GameScore> {
        match self {
            State::Agreed { result } => Some(*result),
            _ => None,
        }
    }

    /// The results the owner can accept: the one reported or agreed, or
    /// each side of a dispute or a held match.
    pub fn results(&self) -> Vec<GameScore> {
        match self {
            State::Pending { result, .. } | State::Agreed { result } => vec![*result],
            State::Disputed { results } | State::Held { results, .. } => results.clone(),
        }
    }
}

/// A match's reports as the owner reads them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading<'a> {
    /// Where they stand.
    pub state: State,
    /// The report that counts for each player, the first player's first.
    pub voices: [Option<&'a PhoneReport>; 2],
    /// Reports that came after the two players agreed: refused, kept as
    /// notes for the owner.
    pub late: Vec<&'a PhoneReport>,
    /// Every report of the match, in the order they came.
    pub reports: Vec<&'a PhoneReport>,
    /// Who can report no more on a half, and how many reports they sent:
    /// what the owner is told of a match that may be stuck.
    pub full: Vec<Stuck<'a>>,
}

/// Someone who met a limit on one half of a slip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stuck<'a> {
    /// Whose half (`None`: an older slip's one code).
    pub side: Option<Side>,
    /// The last report of the phone held to [`MOST_FROM_ONE`] (`None`:
    /// the half had [`MOST_ON_HALF`] from several phones).
    pub last: Option<&'a PhoneReport>,
    /// How many reports were sent.
    pub count: usize,
}

/// Which limit a report met.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Full {
    /// This person sent [`MOST_FROM_ONE`] reports with this half already.
    Mine,
    /// This half has had [`MOST_ON_HALF`] reports, from several phones.
    Half,
}

/// Whether two reports come from one person: the same device, or the same
/// network address (an IPv6 /64).
fn same_person(x: &PhoneReport, y: &PhoneReport) -> bool {
    x.device == y.device || same_address(x.address.as_deref(), y.address.as_deref())
}

/// Whether two reports' addresses are one place (an unknown one never is).
fn same_address(a: Option<&str>, b: Option<&str>) -> bool {
    matches!((a, b), (Some(a), Some(b)) if same_place(a, b))
}

/// The reports of `m` sent with `code`'s half (the same code).
fn on_half<'a>(reports: &'a [PhoneReport], m: &Match, code: &str) -> Vec<&'a PhoneReport> {
    of_match(reports, m)
        .into_iter()
        .filter(|r| r.code == code)
        .collect()
}

/// The limit, if any, that one more report with `code` (as stored) from
/// `device` at `address` meets on its half of `m`: what the phone is told,
/// and why its page offers no buttons that can only fail.
pub fn full(
    reports: &[PhoneReport],
    m: &Match,
    code: &str,
    device: &str,
    address: Option<&str>,
) -> Option<Full> {
    let half = on_half(reports, m, code);
    let mine = half
        .iter()
        .filter(|r| r.device == device || same_address(r.address.as_deref(), address))
        .count();
    if mine >= MOST_FROM_ONE {
        Some(Full::Mine)
    } else if half.len() >= MOST_ON_HALF {
        Some(Full::Half)
    } else {
        None
    }
}

/// Who met a limit on each half of `m`, and how many reports they sent.
fn stuck<'a>(all: &[&'a PhoneReport], m: &Match) -> Vec<Stuck<'a>> {
    let mut out = Vec::new();
    for code in super::codes_of(m) {
        let half: Vec<&PhoneReport> = all.iter().copied().filter(|r| r.code == code).collect();
        let side = side_of(m, code).flatten();
        let mut seen: Vec<&PhoneReport> = Vec::new();
        for &r in &half {
            if seen.iter().any(|s| same_person(s, r)) {
                continue;
            }
            seen.push(r);
            let theirs: Vec<&PhoneReport> =
                half.iter().copied().filter(|x| same_person(r, x)).collect();
            if theirs.len() >= MOST_FROM_ONE {
                out.push(Stuck {
                    side,
                    last: theirs.last().copied(),
                    count: theirs.len(),
                });
            }
        }
        if half.len() >= MOST_ON_HALF && seen.len() > 1 {
            out.push(Stuck {
                side,
                last: None,
                count: half.len(),
            });
        }
    }
    out
}

fn push_unique<T: PartialEq>(v: &mut Vec<T>, x: T) {
    if !v.contains(&x) {
        v.push(x);
    }
}

/// How the reports sent for `m` read (`None`: none yet). `reports` may hold
/// other matches' reports too.
pub fn read<'a>(reports: &'a [PhoneReport], m: &Match) -> Option<Reading<'a>> {
    let all = of_match(reports, m);
    if all.is_empty() {
        return None;
    }
    let mut voices: [Option<&PhoneReport>; 2] = [None, None];
    let mut others: Vec<&PhoneReport> = Vec::new();
    let mut why: Vec<Odd> = Vec::new();
    let mut agreed: Option<GameScore> = None;
    let mut late = Vec::new();
    for &r in &all {
        if agreed.is_some() {
            late.push(r);
            continue;
        }
        let Some(Some(side)) = side_of(m, &r.code) else {
            push_unique(&mut why, Odd::OldSlip);
            others.push(r);
            continue;
        };
        let i = side as usize;
        match voices[i] {
            Some(prev) if !same_person(prev, r) => {
                push_unique(&mut why, Odd::SecondVoice(side));
                others.push(r);
            }
            _ => voices[i] = Some(r),
        }
        if let [Some(a), Some(b)] = voices {
            if a.device == b.device {
                push_unique(&mut why, Odd::OneDevice);
            } else if same_address(a.address.as_deref(), b.address.as_deref()) {
                push_unique(&mut why, Odd::OneAddress);
            } else if why.is_empty() && a.result == b.result {
                agreed = Some(a.result);
            }
        }
    }
    let state = if let Some(result) = agreed {
        State::Agreed { result }
    } else if !why.is_empty() {
        let mut results = Vec::new();
        for r in voices.iter().flatten().chain(&others) {
            push_unique(&mut results, r.result);
        }
        State::Held { results, why }
    } else {
        match voices {
            [Some(a), Some(b)] => State::Disputed {
                results: vec![a.result, b.result],
            },
            [Some(a), None] => State::Pending {
                result: a.result,
                side: Side::A,
            },
            [None, Some(b)] => State::Pending {
                result: b.result,
                side: Side::B,
            },
            // Every report counted went to a voice or made it odd.
            [None, None] => return None,
        }
    };
    Some(Reading {
        state,
        voices,
        late,
        full: stuck(&all, m),
        reports: all,
    })
}

/// Why a phone's report is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// No match has this code (404).
    Unknown,
    /// The match has a result already, entered at the counter or accepted
    /// (409): nothing a phone sends ever overwrites it.
    HasResult,
    /// The two players agreed already (409): the report is kept as a note
    /// for the owner and changes nothing.
    Agreed,
    /// The match is flagged as a problem the owner settles first (409).
    Flagged(Said),
    /// This phone, or this half, met its limit (409): ask the store. The
    /// other half is still heard.
    TooMany(Full),
    /// The result cannot happen (400), with the reason the app gives.
    Impossible(Said),
    /// The slip was made void when its round was paired again (410), at
    /// this time (RFC 3339): not a guess.
    Replaced(String),
}

/// A report as a phone sent it, its result read already.
#[derive(Debug, Clone, Copy)]
pub struct Incoming<'a> {
    /// The code it was sent with (as typed).
    pub code: &'a str,
    /// The result, from the match's first player's side.
    pub result: GameScore,
    /// The phone's name (its cookie).
    pub device: &'a str,
    /// Its network address.
    pub address: Option<&'a str>,
    /// Now (RFC 3339).
    pub at: &'a str,
}

/// What becomes of a report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// The report to keep with the others (`None`: nothing is kept). A
    /// report after the players agreed is kept, as a note, and refused.
    pub keep: Option<PhoneReport>,
    /// Where the match's reports stand with it, or why it is refused.
    pub answer: Result<State, Refusal>,
}

impl Verdict {
    fn refused(why: Refusal) -> Verdict {
        Verdict {
            keep: None,
            answer: Err(why),
        }
    }
}

/// Judges a phone's report for `event` (whose `problems` are known), given
/// the reports kept so far (`reports`: the event's own and any taken in
/// since). Pure: the caller keeps [`Verdict::keep`].
pub fn judge(
    event: &Event,
    problems: &[Problem],
    reports: &[PhoneReport],
    sent: &Incoming<'_>,
) -> Verdict {
    let Some(Found { round, index, .. }) = find(event, sent.code) else {
        return Verdict::refused(Refusal::Unknown);
    };
    let m = &event.rounds[round as usize - 1].matches[index];
    if m.result().is_some() {
        return Verdict::refused(Refusal::HasResult);
    }
    if let Some(why) = flagged(event, problems, round, index) {
        return Verdict::refused(Refusal::Flagged(why));
    }
    if let Some(why) = cannot_happen(event, round, sent.result) {
        return Verdict::refused(Refusal::Impossible(why));
    }
    let code = super::normalize(sent.code).unwrap_or_default();
    if let Some(f) = full(reports, m, &code, sent.device, sent.address) {
        return Verdict::refused(Refusal::TooMany(f));
    }
    let report = PhoneReport {
        code,
        result: sent.result,
        device: sent.device.to_string(),
        at: sent.at.to_string(),
        address: sent.address.map(String::from),
    };
    let before = read(reports, m).map(|r| r.state);
    if matches!(before, Some(State::Agreed { .. })) {
        return Verdict {
            keep: Some(report),
            answer: Err(Refusal::Agreed),
        };
    }
    let mut with: Vec<PhoneReport> = of_match(reports, m).into_iter().cloned().collect();
    with.push(report.clone());
    let state = read(&with, m).map(|r| r.state).unwrap_or(State::Pending {
        result: sent.result,
        side: Side::A,
    });
    Verdict {
        keep: Some(report),
        answer: Ok(state),
    }
}
