//! Podsheet: pod sheets for booster drafts.
//!
//! Data flows one way, and no module imports one to its left:
//!
//! [`model`] → [`engine`] → [`io`] → [`web`] → the faces [`cli`] and [`app`]
//!
//! - [`model`]: the event as plain data (players, rounds, rules).
//! - [`engine`]: the rules, pure: records, tiebreakers, ranking with its
//!   explanation as data, pairings, validation.
//! - [`io`]: files in and out: the event file, results CSV, PDFs.
//! - [`web`]: the players' companion pages and their server, read-only.
//!   Not a face beside the other two but below them: the app runs it
//!   while sharing and the CLI runs it for `podsheet serve`.
//! - [`cli`] and [`app`]: the command line and the desktop app.

#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
pub mod engine;
pub mod io;
pub mod model;
pub mod web;
