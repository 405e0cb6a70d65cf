//! Results the players report from their phones (docs/cli.md, "Results
//! from the players' phones"): kept in the event until the owner accepts
//! one, so that a report survives a crash with the night and nothing a
//! phone sends ever changes a result by itself; and, once accepted, kept
//! with the match, so the owner can always say where a result came from.

use super::GameScore;
use serde::{Deserialize, Serialize};

/// One report of one match's result, from one phone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhoneReport {
    /// The code it was sent with: one player's half of the slip (or, in an
    /// older file, the slip's one code).
    pub code: String,
    /// The result, from the match's first player's side.
    pub result: GameScore,
    /// The phone that sent it (an opaque name its cookie carries).
    pub device: String,
    /// When it came (RFC 3339, UTC).
    pub at: String,
    /// The network address it came from (reports kept before addresses
    /// were have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<String>,
}

/// One of a match's two players: whose half of the slip a code is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The match's first player.
    A,
    /// The second player.
    B,
}

/// Who let a phones' result into the event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AcceptedBy {
    /// The owner, with a click (or a key).
    Owner,
    /// Taken at once because both players agreed, each on their own phone
    /// (the owner's setting, or `serve --reports`).
    Agreement,
}

/// A result accepted from the players' phones.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Accepted {
    /// The result accepted (the match's score may have been changed at the
    /// counter since: then it is no longer the phones').
    pub result: GameScore,
    /// When (RFC 3339, UTC).
    pub at: String,
    /// Who let it in.
    pub by: AcceptedBy,
    /// The reports it was accepted from, oldest first.
    pub reports: Vec<PhoneReport>,
}
