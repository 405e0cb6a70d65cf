//! The bracket sheets' routing (rules.md §5): which players fill each box
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

pub use reconcile::advance;
use resolve::{Resolved, resolve};

use super::templates::{Slot, Source};
use super::{Pairing, PairingError, swiss};
use crate::model::{Event, Match, PlayerId, Template};

/// One box of a bracket sheet as far as it is known, for drawing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetBox {
    /// Round (1-based).
    pub round: u32,
    /// The box letter, if the sheet letters its boxes.
    pub label: Option<char>,
    /// Where each side comes from: "player 1", "winner A", "loser C", "bye".
    pub sources: [String; 2],
    /// The players known so far (`None`: not known yet, or a bye).
    pub players: [Option<PlayerId>; 2],
    /// The round is paired by records instead (draws or drops): the sheet's
    /// sources no longer apply and `players` are empty.
    pub by_records: bool,
}

/// Every box of the event's sheet with the players known so far; empty for
/// events that are not on a bracket sheet.
pub fn sheet_boxes(event: &Event) -> Vec<SheetBox> {
    let crate::model::Structure::Pod { template } = event.structure else {
        return Vec::new();
    };
    let res = resolve(event, template).ok();
    template
        .slots()
        .iter()
        .enumerate()
        .map(|(i, slot)| {
            let by_records = res
                .as_ref()
                .is_some_and(|r| r.records_from.is_some_and(|f| slot.round >= f));
            let players = match &res {
                Some(r) if !by_records => r.boxes[i],
                _ => [None, None],
            };
            SheetBox {
                round: slot.round,
                label: slot.label,
                sources: [describe(slot.a), describe(slot.b)],
                players,
                by_records,
            }
        })
        .collect()
}

/// A side's source in words.
pub fn describe(s: Source) -> String {
    match s {
        Source::Number(n) => format!("player {n}"),
        Source::Winner(c) => format!("winner {c}"),
        Source::Loser(c) => format!("loser {c}"),
        Source::Bye => "bye".into(),
    }
}

/// The next round of a bracket sheet.
pub fn next_round(event: &Event, template: Template) -> Result<Pairing, PairingError> {
    if template == Template::RoundRobin7 {
        return super::round_robin::next_round(event, false);
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
