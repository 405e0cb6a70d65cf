//! The draft night: every pod with the one on screen and one history
//! across them, its forms (sign-up → pods, players moved, late arrivals),
//! the store's player list, and the whole night's recovery file.

mod commands;
pub mod forms;
pub(crate) mod night_ui;
pub(crate) mod players_ui;
pub mod pods;
pub(crate) mod recovery;
