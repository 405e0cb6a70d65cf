//! Planning the next round and bringing an event's rounds up to date
//! ([`advance`]): each structure's pairer, chosen by the event.

use super::outcome::{Advance, Pairing, PairingError};
use super::{basis, round_robin, routing, swiss, valid};
use crate::engine::ranking::Standings;
use crate::model::{Event, Round, Structure};

/// The next round to play, from the event's rounds so far.
pub fn next_round(event: &Event) -> Result<Pairing, PairingError> {
    next_round_ranked(event, None)
}

/// [`next_round`] reusing `standings`, a ranking of the event under its own
/// preset, where Swiss needs one (`None`: rank here). The snapshot passes
/// its own, so an edit ranks the event once.
pub fn next_round_ranked(
    event: &Event,
    standings: Option<&Standings>,
) -> Result<Pairing, PairingError> {
    // Never from a result that cannot happen (docs/rules.md §6).
    if let Some(on) = valid::impossible_results(event).into_iter().next() {
        return Err(PairingError::Waits {
            round: on.round + 1,
            on: Box::new(on),
        });
    }
    // After a cut, the rounds are the playoff's (docs/rules.md §5).
    if event
        .cut
        .as_ref()
        .is_some_and(|c| event.rounds.len() >= c.after_round as usize)
    {
        let swiss = event.swiss_part();
        let ranked = match standings {
            Some(st) => st.order.clone(),
            None => crate::engine::ranking::rank(&swiss, &swiss.rules.options()).order,
        };
        return crate::engine::playoff::next_round(event, &ranked);
    }
    match &event.structure {
        Structure::Pod { template } => routing::next_round(event, *template),
        Structure::RoundRobin { double } => round_robin::next_round(event, *double),
        Structure::Swiss { rounds, .. } => {
            let total = rounds.unwrap_or_else(|| swiss::rounds_for(event));
            swiss::next_round_ranked(event, Some(total), standings)
        }
        Structure::Results => swiss::next_round_ranked(event, None, standings),
    }
}

/// The round the event itself plans next: [`next_round_ranked`], except
/// that imported results plan none ([`PairingError::NotPlanned`]; they are
/// paired only when asked, by [`next_round`]). What the snapshot shows and
/// [`advance`] appends, so an edit of imported results never pairs.
pub fn planned_next_round(
    event: &Event,
    standings: Option<&Standings>,
) -> Result<Pairing, PairingError> {
    match event.structure {
        Structure::Results if event.cut.is_none() => Err(PairingError::NotPlanned),
        _ => next_round_ranked(event, standings),
    }
}

/// How many rounds the event is planned to have, for drawing a column per
/// round from the start: the sheet's rounds, the round robin's schedule, the
/// Swiss count (the usual table by player count when not set); at least the
/// rounds already played. `None` for imported results (no plan).
pub fn planned_rounds(event: &Event) -> Option<u32> {
    let n = event.players.len();
    let planned = match &event.structure {
        Structure::Pod { template } => template.rounds(),
        Structure::RoundRobin { double } => {
            let single = if n.is_multiple_of(2) {
                n.saturating_sub(1)
            } else {
                n
            };
            (single * if *double { 2 } else { 1 }) as u32
        }
        Structure::Swiss { rounds, .. } => rounds.unwrap_or_else(|| swiss::rounds_for(event)),
        Structure::Results if event.cut.is_none() => return None,
        Structure::Results => event.rounds.len() as u32,
    };
    let planned = match &event.cut {
        Some(c) => {
            c.after_round + crate::engine::playoff::playoff_rounds(usize::from(c.top)) as u32
        }
        None => planned,
    };
    Some(planned.max(event.rounds.len() as u32))
}
/// Brings the event's rounds up to date: fills bracket boxes whose feeding
/// results are in (and empties boxes whose feeding result was cleared, if
/// they have no result of their own), and appends the next round once the
/// current one is complete. Never overwrites or drops an entered result:
/// such cases are reported in `conflicts`. Pure: returns the new rounds,
/// the caller applies them.
pub fn advance(event: &Event) -> Advance {
    let mut adv = advance_changes(event);
    if !adv.changed {
        adv.rounds = event.rounds.clone();
    }
    adv
}

/// [`advance`] without the copy of the rounds when nothing changes:
/// `rounds` is empty unless `changed`. What the app calls after every edit,
/// so typing a result in the middle of a large Swiss round copies nothing.
pub fn advance_changes(event: &Event) -> Advance {
    match &event.structure {
        // A round-robin sheet is paired round by round, as a round robin.
        // A playoff after the cut is paired round by round, too.
        Structure::Pod { template } if !template.is_round_robin() && event.cut.is_none() => {
            // Boxes are filled from the results that can happen only.
            let view = valid::as_paired(event);
            let mut adv = routing::advance(&view, *template);
            if let std::borrow::Cow::Owned(_) = view {
                adv.rounds = with_scores_of(event, adv.rounds);
            }
            adv.changed = adv.rounds != event.rounds;
            if !adv.changed {
                adv.rounds = Vec::new();
            }
            adv
        }
        _ => append_next_lazy(event),
    }
}

/// `rounds` (from the event with its impossible results taken out, then
/// brought up to date) with the event's own matches put back where they
/// were: the routing only ever adds boxes, so the event's matches keep
/// their places and the added ones follow.
fn with_scores_of(event: &Event, mut rounds: Vec<Round>) -> Vec<Round> {
    for (round, own) in rounds.iter_mut().zip(&event.rounds) {
        for (m, o) in round.matches.iter_mut().zip(&own.matches) {
            *m = o.clone();
        }
    }
    rounds
}
/// Appends the next round when [`planned_next_round`] has one, copying the
/// rounds only then (`rounds` is empty otherwise).
fn append_next_lazy(event: &Event) -> Advance {
    let mut adv = Advance {
        rounds: Vec::new(),
        changed: false,
        conflicts: Vec::new(),
        reasons: Vec::new(),
        flips_needed: Vec::new(),
        seed_needed: None,
    };
    match planned_next_round(event, None) {
        Ok(p) => {
            if p.flips_needed.is_empty() && !p.matches.is_empty() {
                let mut rounds = Vec::with_capacity(event.rounds.len() + 1);
                rounds.extend_from_slice(&event.rounds);
                rounds.push(basis::stamped(event, p.round, p.matches));
                adv.rounds = rounds;
                adv.changed = true;
            }
            adv.reasons = p.reasons;
            adv.flips_needed = p.flips_needed;
        }
        Err(PairingError::SeedNeeded { round }) => adv.seed_needed = Some(round),
        Err(_) => {}
    }
    adv
}

/// Sets a Swiss event's number of rounds, as the owner may until the cut.
/// Fewer rounds than are paired take the rounds past `total` away, as long
/// as none of them has a result (a round added by mistake goes again);
/// never below a round with a result. The refusal is said as data.
pub fn set_swiss_rounds(event: &mut Event, total: u32) -> Result<(), crate::model::Said> {
    use crate::said;
    let Structure::Swiss { rounds, .. } = &mut event.structure else {
        return Err(said!(RoundsNotSwiss));
    };
    if event.cut.is_some() {
        return Err(said!(RoundsAfterCut));
    }
    // The last round with a result (a bye is none): it stays.
    let played = event
        .rounds
        .iter()
        .rposition(|r| r.matches.iter().any(|m| m.result().is_some()))
        .map_or(0, |i| i as u32 + 1);
    if total == 0 || total < played {
        return Err(said!(
            RoundsBelowPlayed,
            rounds = total,
            played = played.max(1)
        ));
    }
    if total as usize > crate::model::limits::MAX_ROUNDS {
        return Err(said!(
            RoundsTooMany,
            rounds = total,
            max = crate::model::limits::MAX_ROUNDS
        ));
    }
    event.rounds.truncate(total as usize);
    *rounds = Some(total);
    Ok(())
}
