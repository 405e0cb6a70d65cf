//! [`advance`] for bracket sheets: brings the event's rounds in line with
//! what the sheet says, never touching an entered result.

use super::resolve::{Resolved, resolve};
use crate::engine::pairing::basis;
use crate::engine::pairing::outcome::{Advance, PairingError};
use crate::engine::pairing::{swiss, tables};
use crate::model::{Event, Match, PlayerId, Round, Template};

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
            if !by_records(event, &res, template, r, &mut adv) {
                break;
            }
            continue;
        }
        let desired = desired(&res, template, r);
        if adv.rounds.len() + 1 == r as usize {
            if desired.iter().all(|(_, m)| m.is_none()) {
                break;
            }
            adv.rounds.push(Round::default());
        }
        let idx = r as usize - 1;
        let (added, blocked) = reconcile(&mut adv.rounds[idx].matches, &desired);
        if added {
            restamp(event, r, &mut adv.rounds[idx]);
        }
        // A box whose players already play in the round (a box kept as
        // paired before a correction): the sheet no longer holds there,
        // and once every box of the round is known the players left
        // without a table are paired by records.
        if blocked
            && desired.iter().all(|(_, m)| m.is_some())
            && fill_by_records(event, &res, template, r, &mut adv)
        {
            break;
        }
    }
    // Rounds left with no boxes at the end go, so that one call reaches the
    // fixed point (a second call changes nothing).
    while adv.rounds.last().is_some_and(|r| r.matches.is_empty()) {
        adv.rounds.pop();
    }
    adv
}

/// Round `round` of a sheet as the routing pairs it from `prefix` (the
/// event's rounds before it): the boxes whose players are known, or the
/// round by records. By records, a round is paired only from complete
/// rounds: `Err(NotFinished)` until then.
pub fn fresh(prefix: &Event, template: Template, round: u32) -> Result<Vec<Match>, PairingError> {
    let adv = advance(prefix, template);
    if let Some(r) = adv.rounds.get(round as usize - 1) {
        return Ok(r.matches.clone());
    }
    let res = resolve(prefix, template)?;
    if res.records_from.is_none_or(|f| round < f) {
        return Ok(Vec::new());
    }
    if !finished_before(prefix, &res, template, &prefix.rounds, round) {
        let (r, missing) = (1..round)
            .filter_map(|k| {
                let m = &prefix.rounds.get(k as usize - 1)?.matches;
                let n = res.missing_in(template, k, m);
                (n > 0).then_some((k, n))
            })
            .next()
            .unwrap_or((round - 1, 1));
        return Err(PairingError::NotFinished { round: r, missing });
    }
    swiss::pair_round(prefix, round).map(|p| p.matches)
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
/// or keep it, docs/rules.md §6). Nor is a box added whose players
/// already play in the round: no player is ever in two matches of a
/// round. Returns whether a box was added, and whether one was held back
/// for that.
fn reconcile(matches: &mut Vec<Match>, desired: &[(String, Option<Match>)]) -> (bool, bool) {
    let mut added = false;
    let mut blocked = false;
    for (label, want) in desired {
        let present = matches.iter().any(|m| m.label.as_deref() == Some(label));
        let (false, Some(w)) = (present, want) else {
            continue;
        };
        let busy = std::iter::once(w.a)
            .chain(w.b)
            .any(|p| matches.iter().any(|m| m.involves(p)));
        if busy {
            blocked = true;
        } else {
            matches.push(w.clone());
            added = true;
        }
    }
    (added, blocked)
}

/// Round `r` on is paired by records: once the rounds before it are
/// complete, round `r` is paired by Swiss if it is not there yet, and the
/// players of a round that is there but lacks them (boxes of the sheet
/// paired before it stopped applying) are paired among themselves.
/// Returns whether round `r` is there afterwards.
fn by_records(
    event: &Event,
    res: &Resolved,
    template: Template,
    r: u32,
    adv: &mut Advance,
) -> bool {
    let idx = r as usize - 1;
    let there = adv.rounds.len() > idx;
    if r > template.rounds() {
        return there;
    }
    if there {
        // The single-elimination sheet leaves its losers out of a round.
        if template != Template::SingleElimination8 {
            fill_by_records(event, res, template, r, adv);
        }
        return true;
    }
    if !finished_before(event, res, template, &adv.rounds, r) {
        return false;
    }
    let mut before = event.clone();
    before.rounds = adv.rounds.clone();
    match swiss::pair_round(&before, r) {
        Ok(p) => {
            adv.rounds.push(basis::stamped(&before, r, p.matches));
            adv.reasons.extend(p.reasons);
            true
        }
        Err(_) => false,
    }
}

/// Whether every round before `r` of `rounds` is complete: every box of
/// the sheet there with a result, and in a round paired by records every
/// player still in it with a match.
fn finished_before(
    event: &Event,
    res: &Resolved,
    template: Template,
    rounds: &[Round],
    r: u32,
) -> bool {
    (1..r).all(|k| {
        let Some(round) = rounds.get(k as usize - 1) else {
            return false;
        };
        if res.missing_in(template, k, &round.matches) > 0 {
            return false;
        }
        res.records_from.is_none_or(|f| k < f)
            || (0..event.players.len())
                .map(PlayerId)
                .filter(|&p| event.player(p).active_in(k))
                .all(|p| round.matches.iter().any(|m| m.involves(p)))
    })
}

/// Pairs by records, among themselves, the players of round `r` (which is
/// there) who have no match in it, once every round before it is complete
/// and the round is not stale (a round paired from results that changed
/// since waits for the owner: re-pair it or keep it). Their tables are
/// the round's free ones. Returns whether any match was added.
fn fill_by_records(
    event: &Event,
    res: &Resolved,
    template: Template,
    r: u32,
    adv: &mut Advance,
) -> bool {
    let idx = r as usize - 1;
    if !finished_before(event, res, template, &adv.rounds, r) {
        return false;
    }
    let mut before = event.clone();
    before.rounds = adv.rounds[..idx].to_vec();
    let round = &adv.rounds[idx];
    let mut now = event.clone();
    now.rounds = adv.rounds.clone();
    if round
        .paired_from
        .as_ref()
        .is_some_and(|pf| !basis::causes_in(pf, &now, r).is_empty())
    {
        return false;
    }
    let left: Vec<PlayerId> = (0..event.players.len())
        .map(PlayerId)
        .filter(|&p| event.player(p).active_in(r))
        .filter(|&p| !round.matches.iter().any(|m| m.involves(p)))
        .collect();
    if left.is_empty() {
        return false;
    }
    let Ok(p) = swiss::pair_among(&before, r, &left) else {
        return false;
    };
    let round = &mut adv.rounds[idx];
    let fixed = round.matches.len();
    round.matches.extend(p.matches);
    let mut keep = vec![true; fixed];
    keep.resize(round.matches.len(), false);
    tables::label_free(event, &mut round.matches, &keep);
    restamp(event, r, round);
    adv.reasons.extend(p.reasons);
    true
}
