//! Podsheet: pod sheets for booster drafts.
//!
//! Data flows one way: [`model`] → [`engine`] → [`io`] → the faces
//! ([`cli`] and the desktop [`app`]).

#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
pub mod engine;
pub mod io;
pub mod model;
