//! The one place the app asks the pairing engine for more rounds: after
//! every edit, `engine::pairing::advance` fills the next round's boxes as
//! results arrive. The engine never rolls: a drawn bracket match waits for
//! the coin-flip button in its box (the flip is made in front of the
//! players), and a random first round gets its seed made and stored here.

use crate::app::now_text;
use crate::engine::validate::match_place;
use crate::model::{Event, Round};
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
    let mut roll = crate::app::dice::seed;
    let after = crate::engine::life::after_change(event, taken, &mut roll, &now_text());
    let mut notes: Vec<String> = after.reasons.iter().map(ToString::to_string).collect();
    notes.extend(after.conflicts.iter().map(ToString::to_string));
    for (round, index) in after.flips_needed {
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
    (notes, after.replaced)
}
