//! [`advance`] for bracket sheets: brings the event's rounds in line with
//! what the sheet says, never touching an entered result.

use super::resolve::{Resolved, resolve};
use crate::engine::pairing::outcome::{Advance, first_unfinished};
use crate::engine::pairing::swiss;
use crate::model::{Event, Match, PlayerId, Round, Template};

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
        reconcile(
            event,
            r,
            &mut adv.rounds[idx].matches,
            &desired,
            &mut adv.conflicts,
        );
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

fn names(event: &Event, m: &Match) -> crate::model::Said {
    match m.b {
        Some(b) => crate::said!(
            MatchPlayers,
            a = event.player(m.a).name,
            b = event.player(b).name
        ),
        None => crate::said!(MatchBye, a = event.player(m.a).name),
    }
}

fn same_players(m: &Match, a: PlayerId, b: Option<PlayerId>) -> bool {
    m.a == a && m.b == b
}

/// Fills, updates and empties the boxes of one round.
fn reconcile(
    event: &Event,
    r: u32,
    matches: &mut Vec<Match>,
    desired: &[(String, Option<Match>)],
    conflicts: &mut Vec<crate::model::Said>,
) {
    for (label, want) in desired {
        let pos = matches
            .iter()
            .position(|m| m.label.as_deref() == Some(label));
        match (pos, want) {
            (None, Some(w)) => matches.push(w.clone()),
            (None, None) => {}
            // A box paired by hand stays as the user left it.
            (Some(i), _) if matches[i].manual && matches[i].result().is_none() => {}
            (Some(i), Some(w)) if !same_players(&matches[i], w.a, w.b) => {
                if matches[i].result().is_none() {
                    matches[i].a = w.a;
                    matches[i].b = w.b;
                } else {
                    conflicts.push(crate::said!(
                        ConflictResultMoved,
                        label = label,
                        round = r,
                        now = names(event, &matches[i]),
                        wanted = names(event, w)
                    ));
                }
            }
            (Some(_), Some(_)) => {}
            (Some(i), None) => {
                let later_result = matches[i + 1..].iter().any(|m| m.result().is_some());
                if matches[i].result().is_some() {
                    conflicts.push(crate::said!(
                        ConflictResultUnfed,
                        label = label,
                        round = r,
                        now = names(event, &matches[i])
                    ));
                } else if later_result {
                    conflicts.push(crate::said!(
                        ConflictBoxKept,
                        label = label,
                        round = r,
                        now = names(event, &matches[i])
                    ));
                } else {
                    matches.remove(i);
                }
            }
        }
    }
}

/// Round `r` on is paired by records: clears the sheet's unplayed boxes of
/// round `r` and pairs it once the rounds before it are complete.
fn by_records(event: &Event, template: Template, r: u32, adv: &mut Advance) {
    let idx = r as usize - 1;
    if let Some(round) = adv.rounds.get_mut(idx) {
        let letters: Vec<String> = template
            .round_slots(r)
            .filter_map(|s| s.label.map(String::from))
            .collect();
        let is_box = |m: &Match| m.label.as_ref().is_some_and(|l| letters.contains(l));
        if round
            .matches
            .iter()
            .any(|m| is_box(m) && (m.result().is_some() || m.manual))
        {
            adv.conflicts
                .push(crate::said!(ConflictByRecords, round = r));
            return;
        }
        round.matches.retain(|m| !is_box(m));
        if round.matches.is_empty() && idx + 1 == adv.rounds.len() {
            adv.rounds.pop();
        }
    }
    if adv.rounds.len() != idx || r > template.rounds() {
        return;
    }
    let mut before = event.clone();
    before.rounds = adv.rounds.clone();
    if first_unfinished(&before).is_some() {
        return;
    }
    if let Ok(p) = swiss::pair_round(&before, r) {
        adv.rounds.push(Round { matches: p.matches });
        adv.reasons.extend(p.reasons);
    }
}
