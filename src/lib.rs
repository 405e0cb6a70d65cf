//! Podsheet: pod sheets for booster drafts.
//!
//! Data flows one way: [`model`] → [`engine`] → [`io`] → the faces
//! ([`cli`], the desktop [`app`] and the read-only pages of [`web`]).

#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
pub mod engine;
pub mod io;
pub mod model;
/// Words and glyphs for people: fonts, bidi, widths, folding (§11).
pub mod text;
pub mod web;
