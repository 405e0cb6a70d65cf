//! The one place the app asks the pairing engine for more rounds. The lead
//! replaces the body with `engine::pairing::advance` at merge time; the rest
//! of the app draws whatever rounds exist in `event.rounds`.

use crate::model::Event;

/// Called after every edit: fills in the next round's boxes as results
/// arrive. Returns messages for the user (conflicts, reasons). For now it
/// does nothing.
pub(crate) fn after_edit(event: &mut Event) -> Vec<String> {
    let _ = event;
    Vec::new()
}
