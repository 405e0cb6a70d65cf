//! [`advance`] for bracket sheets: brings the event's rounds in line with
//! what the sheet says, never touching an entered result.

use super::resolve::{Resolved, resolve};
use crate::engine::pairing::basis;
use crate::engine::pairing::outcome::{Advance, first_unfinished};
use crate::engine::pairing::swiss;
use crate::model::{Event, Match, Round, Template};

/// Round `r` grew: what it is paired from takes in the results that came
/// since (those that were in stay as they were, so a correction still
/// shows).
fn restamp(event: &Event, r: u32, round: &mut Round) {
    let now = basis::basis(event, r);
    round.paired_from = Some(match &round.paired_from {
        Some(old) => basis::extend(old, &now),
        None => now,
    });
}

/// Brings a bracket sheet's rounds up to date (see
/// [`crate::engine::pairing::advance`], which plans round-robin sheets
/// as round robins: given one, this changes nothing).
pub fn advance(event: &Event, template: Template) -> Advance {
    let mut adv = Advance::unchanged(event);
    if template.is_round_robin() {
        return adv;
    }
    let res = match resolve(event, template) {
        Ok(r) => r,
        Err(e) => {
            adv.conflicts.push(e.said());
            return adv;
        }
    };
    adv.reasons = res.reasons.clone();
    adv.flips_needed = res.flips_needed.clone();
    for r in 1..=template.rounds() {
        if adv.rounds.len() + 1 < r as usize {
            break;
        }
        if res.records_from.is_some_and(|f| r >= f) {
            by_records(event, template, r, &mut adv);
            break;
        }
        let desired = desired(&res, template, r);
        if adv.rounds.len() + 1 == r as usize {
            if desired.iter().all(|(_, m)| m.is_none()) {
                break;
            }
            adv.rounds.push(Round::default());
        }
        let idx = r as usize - 1;
        if reconcile(&mut adv.rounds[idx].matches, &desired) {
            restamp(event, r, &mut adv.rounds[idx]);
        }
    }
    // Rounds left with no boxes at the end go, so that one call reaches the
    // fixed point (a second call changes nothing).
    while adv.rounds.last().is_some_and(|r| r.matches.is_empty()) {
        adv.rounds.pop();
    }
    adv
}

/// Each box of round `r`: its letter and, when both are known, its match.
fn desired(res: &Resolved, template: Template, r: u32) -> Vec<(String, Option<Match>)> {
    template
        .slots()
        .iter()
        .zip(&res.boxes)
        .filter(|(s, _)| s.round == r)
        .map(|(s, p)| {
            (
                s.label.map(String::from).unwrap_or_default(),
                super::box_match(s, p),
            )
        })
        .collect()
}

/// Fills the boxes of one round whose players are now known. A box
/// already in the round is never changed or taken out here, whatever the
/// results say now: a box paired from results that changed since is
/// *stale*, which `engine::life` finds and the owner settles (re-pair it
/// or keep it, docs/rules.md §6). Returns whether a box was added.
fn reconcile(matches: &mut Vec<Match>, desired: &[(String, Option<Match>)]) -> bool {
    let mut added = false;
    for (label, want) in desired {
        let present = matches.iter().any(|m| m.label.as_deref() == Some(label));
        if let (false, Some(w)) = (present, want) {
            matches.push(w.clone());
            added = true;
        }
    }
    added
}

/// Round `r` on is paired by records: once the rounds before it are
/// complete, round `r` is paired by Swiss if it is not there yet. Boxes of
/// the sheet already in round `r` stay (they are stale now, for the owner
/// to re-pair or keep).
fn by_records(event: &Event, template: Template, r: u32, adv: &mut Advance) {
    let idx = r as usize - 1;
    if adv.rounds.len() != idx || r > template.rounds() {
        return;
    }
    let mut before = event.clone();
    before.rounds = adv.rounds.clone();
    if first_unfinished(&before).is_some() {
        return;
    }
    if let Ok(p) = swiss::pair_round(&before, r) {
        adv.rounds.push(basis::stamped(&before, r, p.matches));
        adv.reasons.extend(p.reasons);
    }
}
