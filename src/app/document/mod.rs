//! The document: an event on screen ([`doc::Doc`]), its edits
//! ([`commands::Command`], applied in one place with their undo steps), the
//! pairing run after each edit, and building a new event from a form.

pub mod commands;
pub mod doc;
pub mod new_event;
pub(crate) mod pairing_hook;
