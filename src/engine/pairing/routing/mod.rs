//! The bracket sheets' routing (docs/rules.md §5): which players fill each box
//! of the 8- and 10-player Swiss sheets and the 8-player single
//! elimination, from the results entered so far.
//!
//! Draws: a drawn match needs a coin flip (made once by the app and stored
//! as `RollKind::CoinFlip`) saying who goes on as its "winner". On the Swiss
//! sheets, if the only draw was in round 1 and its two players have the
//! same match points after round 2, they swap places for round 3. With more
//! than one drawn match so far — or once a player drops — the sheet no
//! longer applies and the next rounds are paired by records (Swiss).
//! Boxes enter the event's rounds only when both players are known (see the
//! parent module); [`sheet_boxes`] shows every box.

mod reconcile;
mod resolve;

pub use reconcile::{advance, fresh};
use resolve::{Resolved, resolve};

use super::outcome::{Pairing, PairingError};
use super::swiss;
use super::templates::{Slot, Source};
use crate::model::{Event, Match, PlayerId, Template};

/// One box of a sheet as far as it is known, for drawing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetBox {
    /// Round (1-based).
    pub round: u32,
    /// The box letter, if the sheet letters its boxes.
    pub label: Option<char>,
    /// Where each side comes from (player 1, the winner of A, the loser
    /// of C, a bye); `text::sheet` says it in words.
    pub from: [Source; 2],
    /// The players known so far (`None`: not known yet, or a bye).
    pub players: [Option<PlayerId>; 2],
    /// Per side, the drawn box whose coin flip it waits on.
    pub waiting_on_flip: [Option<char>; 2],
    /// The match of the event's round that fills this box, by index, once
    /// it is paired.
    pub match_index: Option<usize>,
    /// The round is paired by records instead (draws or drops): the sheet's
    /// sources no longer apply and `players` are empty.
    pub by_records: bool,
}

impl SheetBox {
    /// Whether the box is a bye box (one player, no opponent).
    pub fn is_bye(&self) -> bool {
        self.from[1] == Source::Bye
    }
}

/// Every box of the event's sheet with the players known so far; empty for
/// events that are not on a paper sheet. Works for an event with no players
/// too (a blank sheet): every side is then its placeholder.
pub fn sheet_boxes(event: &Event) -> Vec<SheetBox> {
    let crate::model::Structure::Pod { template } = event.structure else {
        return Vec::new();
    };
    let res = resolve(event, template).ok();
    // A round robin keeps its schedule when a player drops (the opponent
    // gets a bye), so its boxes never turn into pairing by records.
    let records_from = res
        .as_ref()
        .and_then(|r| r.records_from)
        .filter(|_| !template.is_round_robin());
    let flips: Vec<char> = res
        .as_ref()
        .map(|r| flip_letters(event, &r.flips_needed))
        .unwrap_or_default();
    template
        .slots()
        .iter()
        .enumerate()
        .map(|(i, slot)| {
            let by_records = records_from.is_some_and(|f| slot.round >= f);
            let players = match &res {
                Some(r) if !by_records => r.boxes[i],
                _ => [None, None],
            };
            let waiting = |s: Source, p: Option<PlayerId>| match s {
                Source::Winner(c) | Source::Loser(c) if p.is_none() && flips.contains(&c) => {
                    Some(c)
                }
                _ => None,
            };
            SheetBox {
                round: slot.round,
                label: slot.label,
                from: [slot.a, slot.b],
                players,
                waiting_on_flip: [waiting(slot.a, players[0]), waiting(slot.b, players[1])],
                match_index: if by_records {
                    None
                } else {
                    match_of(event, slot)
                },
                by_records,
            }
        })
        .collect()
}

/// The letters of the drawn boxes still waiting on a coin flip.
fn flip_letters(event: &Event, flips: &[(u32, usize)]) -> Vec<char> {
    flips
        .iter()
        .filter_map(|&(r, i)| {
            let m = event.rounds.get(r as usize - 1)?.matches.get(i)?;
            m.label.as_deref()?.chars().next()
        })
        .collect()
}

/// The index of the event's match that fills a box: by its letter, or on an
/// unlettered (round-robin) sheet the match of the box's numbered players.
fn match_of(event: &Event, slot: &Slot) -> Option<usize> {
    let round = event.rounds.get(slot.round as usize - 1)?;
    if let Some(c) = slot.label {
        let l = c.to_string();
        return round
            .matches
            .iter()
            .position(|m| m.label.as_deref() == Some(l.as_str()));
    }
    let numbered = |s: Source| match s {
        Source::Number(n) => event.players.iter().position(|p| p.number == n),
        _ => None,
    };
    [slot.a, slot.b]
        .into_iter()
        .filter_map(numbered)
        .find_map(|p| round.matches.iter().position(|m| m.involves(PlayerId(p))))
}

/// The first round the sheet no longer pairs (by records from it: draws,
/// a player out, a round paired again off the sheet), if any.
pub fn records_from(event: &Event, template: Template) -> Option<u32> {
    resolve(event, template).ok()?.records_from
}

/// The first box of round `round` (1-based) that cannot be played yet,
/// as (its index in the round, the letter of the box it waits for): it has
/// no result, and a box feeding it has none either (or is not paired: a
/// re-pair took it out until its players are known) while holding neither
/// of its players. Its players are then not the ones the sheet sends
/// there, and the table it sits at, the one that box would leave
/// ([`super::tables`]), may still be taken by the matches before it. Only
/// a box kept as paired can be so (the routing pairs a box once the boxes
/// feeding it are decided); `None` off a lettered sheet.
pub fn premature_box(event: &Event, round: u32) -> Option<(usize, char)> {
    let crate::model::Structure::Pod { template } = event.structure else {
        return None;
    };
    if template.is_round_robin() || event.cut.is_some() {
        return None;
    }
    let slots = template.slots();
    let boxed = |r: u32, c: char| {
        let l = c.to_string();
        event
            .rounds
            .get(r as usize - 1)?
            .matches
            .iter()
            .find(|m| m.label.as_deref() == Some(l.as_str()))
    };
    let matches = &event.rounds.get(round as usize - 1)?.matches;
    matches.iter().enumerate().find_map(|(i, m)| {
        if m.is_decided() {
            return None;
        }
        let mut letters = m.label.as_deref()?.chars();
        let (Some(c), None) = (letters.next(), letters.next()) else {
            return None;
        };
        let slot = slots
            .iter()
            .find(|s| s.round == round && s.label == Some(c))?;
        [slot.a, slot.b].into_iter().find_map(|side| {
            let (Source::Winner(f) | Source::Loser(f)) = side else {
                return None;
            };
            let at = slots.iter().find(|s| s.label == Some(f))?.round;
            let waits = boxed(at, f).is_none_or(|x| {
                !x.is_decided() && !std::iter::once(x.a).chain(x.b).any(|p| m.involves(p))
            });
            waits.then_some((i, f))
        })
    })
}

/// The next round of a bracket sheet.
pub fn next_round(event: &Event, template: Template) -> Result<Pairing, PairingError> {
    if template.is_round_robin() {
        return super::round_robin::next_round(event, template == Template::RoundRobin6Double);
    }
    let res = resolve(event, template)?;
    for (i, round) in event.rounds.iter().enumerate() {
        let r = i as u32 + 1;
        let missing = res.missing_in(template, r, &round.matches);
        if missing > 0 {
            return Err(PairingError::NotFinished { round: r, missing });
        }
    }
    let played = event.rounds.len() as u32;
    if played >= template.rounds() {
        return Err(PairingError::Over {
            rounds: template.rounds(),
        });
    }
    let round = played + 1;
    if res.records_from.is_some_and(|f| round >= f) {
        let mut p = swiss::pair_round(event, round)?;
        let mut reasons = res.reasons.clone();
        reasons.append(&mut p.reasons);
        p.reasons = reasons;
        return Ok(p);
    }
    Ok(Pairing {
        round,
        matches: res.known_matches(template, round),
        reasons: res.reasons.clone(),
        flips_needed: res.flips_needed.clone(),
    })
}

/// A sheet box as a match, once both its players are known (a bye box once
/// its one player is).
fn box_match(slot: &Slot, players: &[Option<PlayerId>; 2]) -> Option<Match> {
    let a = players[0]?;
    let b = match slot.b {
        Source::Bye => None,
        _ => Some(players[1]?),
    };
    Some(Match {
        label: slot.label.map(String::from),
        a,
        b,
        score: None,
        manual: false,
        code: None,
        codes: None,
        accepted: None,
        extra_minutes: 0,
    })
}

impl Resolved {
    /// The boxes of `round` whose players are both known, in sheet order.
    fn known_matches(&self, template: Template, round: u32) -> Vec<Match> {
        template
            .slots()
            .iter()
            .zip(&self.boxes)
            .filter(|(s, _)| s.round == round)
            .filter_map(|(s, p)| box_match(s, p))
            .collect()
    }

    /// Results still missing in an event round: matches without one, and
    /// sheet boxes not in the round yet.
    fn missing_in(&self, template: Template, round: u32, matches: &[Match]) -> usize {
        let undecided = matches.iter().filter(|m| !m.is_decided()).count();
        if self.records_from.is_some_and(|f| round >= f) {
            return undecided;
        }
        let absent = template
            .round_slots(round)
            .filter(|s| {
                let label = s.label.map(String::from);
                !matches.iter().any(|m| m.label == label)
            })
            .count();
        undecided + absent
    }
}
