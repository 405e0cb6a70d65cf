//! The one place the app asks the pairing engine for more rounds: after
//! every edit, `engine::pairing::advance` fills the next round's boxes as
//! results arrive. The engine never rolls: a drawn bracket match waits for
//! the coin-flip button in its box (the flip is made in front of the
//! players), and a random first round gets its seed made and stored here.

use crate::app::now_text;
use crate::engine::pairing::advance_changes;
use crate::engine::validate::match_place;
use crate::model::{Event, Roll, RollKind, Round};
use crate::t;

/// Brings the rounds up to date; returns messages for the status line
/// (flips still to make, conflicts, why new pairings are what they are).
pub(crate) fn after_edit(event: &mut Event, taken: &[String]) -> Vec<String> {
    after_edit_keeping(event, taken).0
}

/// [`after_edit`], also handing back the rounds it replaced (`None`: the
/// rounds were left as they were), so an undo step can keep them without
/// copying the whole event first.
/// `taken`: the report codes of the night's other pods, so that a code
/// names one match in the room.
pub(crate) fn after_edit_keeping(
    event: &mut Event,
    taken: &[String],
) -> (Vec<String>, Option<Vec<Round>>) {
    let mut notes = Vec::new();
    // (Imported results plan no next round: `advance` adds none.)
    let mut adv = advance_changes(event);
    if let Some(round) = adv.seed_needed {
        let seed = crate::app::dice::seed();
        event.rolls.push(Roll {
            made_at: now_text(),
            what: RollKind::PairingSeed { round, seed },
        });
        adv = advance_changes(event);
    }
    let mut replaced = None;
    if adv.changed {
        replaced = Some(std::mem::replace(&mut event.rounds, adv.rounds));
        notes.extend(adv.reasons.iter().map(ToString::to_string));
    }
    // Rounds a change left as they are (a fresh pairing repeats them):
    // what they were paired from is brought up to date, quietly. Stale
    // ones are the owner's to settle (the notice above the sheet).
    let life = crate::engine::life::life(event, None);
    if !life.settled.is_empty() || life.cut_settled {
        let before = event.rounds.clone();
        if crate::engine::life::act::settle(event, &life) && replaced.is_none() {
            replaced = Some(before);
        }
    }
    // Every match to be played gets its report code (printed on its slip;
    // the players report with it from their phones).
    let uncoded = event
        .rounds
        .iter()
        .flat_map(|r| &r.matches)
        .any(|m| m.b.is_some() && m.code.is_none() && m.result().is_none());
    if uncoded && !matches!(event.structure, crate::model::Structure::Results) {
        use crate::engine::reports;
        let before = event.rounds.clone();
        let mut all = taken.to_vec();
        all.extend(reports::codes_in([&*event]));
        let mut next = || reports::code_from(crate::app::dice::seed());
        if reports::assign_codes(event, &mut all, &mut next) && replaced.is_none() {
            replaced = Some(before);
        }
    }
    notes.extend(adv.conflicts.iter().map(ToString::to_string));
    for (round, index) in adv.flips_needed {
        if let Some(m) = event
            .rounds
            .get(round as usize - 1)
            .and_then(|r| r.matches.get(index))
        {
            notes.push(t!(
                PairingHookWasDrawnFlipTheCoin,
                value = match_place(event, round, index, m).to_string()
            ));
        }
    }
    (notes, replaced)
}
