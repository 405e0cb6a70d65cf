//! Results the players report from their phones (docs/cli.md, "Results
//! from the players' phones"): kept in the event until the owner accepts
//! one, so that a report survives a crash with the night and nothing a
//! phone sends ever changes a result by itself.

use super::GameScore;
use serde::{Deserialize, Serialize};

/// One report of one match's result, from one phone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhoneReport {
    /// The match's report code.
    pub code: String,
    /// The result, from the match's first player's side.
    pub result: GameScore,
    /// The phone that sent it (an opaque name its cookie carries).
    pub device: String,
    /// When it came (RFC 3339, UTC).
    pub at: String,
}
