//! Podsheet: pod sheets for booster drafts.
//!
//! Data flows one way, and no module imports one to its right:
//!
//! [`model`] → [`engine`] → [`text`] → [`io`] → [`web`] → the faces [`cli`] and [`app`]
//!
//! - [`model`]: the event as plain data (players, rounds, rules).
//! - [`engine`]: the rules, pure: records, tiebreakers, ranking with its
//!   explanation as data, pairings, validation.
//! - [`text`]: words and glyphs for people, in one room for every face:
//!   the message catalogs and each language's numbers, lists and times
//!   ([`text::i18n`]), names in the language's order ([`text::collate`]),
//!   scripts and the desktop's fonts, bidi and shaping, display widths,
//!   name folding, and the explanations ([`text::explain`]).
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
pub mod text;
pub mod web;
