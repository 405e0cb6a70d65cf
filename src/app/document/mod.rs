//! The document: an event on screen ([`doc::Doc`]), its edits
//! ([`edit::Edit`], applied in one place with their undo steps), the
//! pairing run after each edit, and building a new event from a form.

pub mod doc;
pub mod edit;
pub mod new_event;
pub(crate) mod pairing_hook;
mod round_edits;
