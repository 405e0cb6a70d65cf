//! What follows any change of an event, wherever it was made (the app
//! after an edit, `serve --reports` after a phone's result landed): the
//! next boxes paired as results come in, what settled rounds were paired
//! from brought up to date, and every match to be played given the codes
//! of its slip's halves. Pure: the caller rolls (`roll`) and says the time.

use super::{act, life};
use crate::engine::pairing::advance_changes;
use crate::engine::reports;
use crate::model::{Event, Roll, RollKind, Round, Said, Structure};

/// What a change brought.
#[derive(Debug, Clone, Default)]
pub struct After {
    /// The rounds as they were, when they changed (for an undo step).
    pub replaced: Option<Vec<Round>>,
    /// Why new pairings are what they are.
    pub reasons: Vec<Said>,
    /// Entered results a change would overwrite, left alone.
    pub conflicts: Vec<Said>,
    /// Drawn bracket matches `(round, index)` waiting for a coin flip.
    pub flips_needed: Vec<(u32, usize)>,
    /// Whether a match was newly given codes.
    pub coded: bool,
}

/// Brings `event` up to date after a change. `taken`: the report codes of
/// the room's other events (a code names one half in the room); `roll`
/// makes a random number (a pairing seed, a code); `now`: when (RFC 3339),
/// kept with a seed rolled.
pub fn after_change(
    event: &mut Event,
    taken: &[String],
    roll: &mut dyn FnMut() -> u64,
    now: &str,
) -> After {
    let mut out = After::default();
    // (Imported results plan no next round: `advance` adds none.)
    let mut adv = advance_changes(event);
    if let Some(round) = adv.seed_needed {
        event.rolls.push(Roll {
            made_at: now.to_string(),
            what: RollKind::PairingSeed {
                round,
                seed: roll(),
            },
        });
        adv = advance_changes(event);
    }
    if adv.changed {
        out.replaced = Some(std::mem::replace(&mut event.rounds, adv.rounds));
        out.reasons = adv.reasons;
    }
    out.conflicts = adv.conflicts;
    out.flips_needed = adv.flips_needed;
    // Rounds a change left as they are (a fresh pairing repeats them):
    // what they were paired from is brought up to date, quietly. Stale
    // ones are the owner's to settle.
    let now_life = life(event, None);
    if !now_life.settled.is_empty() || now_life.cut_settled {
        let before = event.rounds.clone();
        if act::settle(event, &now_life) && out.replaced.is_none() {
            out.replaced = Some(before);
        }
    }
    // Every match to be played gets the codes of its slip's halves.
    let uncoded = event
        .rounds
        .iter()
        .flat_map(|r| &r.matches)
        .any(|m| m.b.is_some() && m.codes.is_none() && m.result().is_none());
    if uncoded && !matches!(event.structure, Structure::Results) {
        let before = event.rounds.clone();
        let mut all = taken.to_vec();
        all.extend(reports::codes_in([&*event]));
        let mut next = || reports::code_from(roll());
        if reports::assign_codes(event, &mut all, &mut next) {
            out.coded = true;
            if out.replaced.is_none() {
                out.replaced = Some(before);
            }
        }
    }
    out
}
