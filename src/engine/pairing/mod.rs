//! Pairings: the paper sheets' brackets, round robins and Swiss.
//!
//! Work in progress: the bracket tables are in [`templates`]; routing,
//! round robins of any size and Swiss pairing come with the pairings issue.

pub mod templates;
pub mod matching;
