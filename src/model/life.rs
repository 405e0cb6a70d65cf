//! A paired round's life as data (docs/rules.md §6): what a round was
//! paired from, and what the owner chose when that changed afterwards
//! (re-paired, kept, a dropped player's match given to the opponent).
//! Stored in the event file, so that reopening it shows the same rounds
//! and every face can say which round was re-paired or kept, and why.

use super::{GameScore, PlayerId};
use serde::{Deserialize, Serialize};

/// One earlier match as a pairing saw it: no result yet, a bye, or a score
/// (from the match's first player's side). Stored as a short string: `""`,
/// `"bye"`, `"2-1"`, `"2-1-1"`, `"dl"` (a double loss, which is not a 0-0).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Seen {
    /// No result was in.
    #[default]
    Nothing,
    /// A bye.
    Bye,
    /// This result was in.
    Score(GameScore),
}

impl From<Seen> for String {
    fn from(s: Seen) -> String {
        match s {
            Seen::Nothing => String::new(),
            Seen::Bye => "bye".into(),
            Seen::Score(g) if g.double_loss => "dl".into(),
            Seen::Score(g) if g.draws == 0 => format!("{}-{}", g.a, g.b),
            Seen::Score(g) => format!("{}-{}-{}", g.a, g.b, g.draws),
        }
    }
}

impl TryFrom<String> for Seen {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        match s.as_str() {
            "" => return Ok(Seen::Nothing),
            "bye" => return Ok(Seen::Bye),
            "dl" | "DL" => return Ok(Seen::Score(GameScore::DOUBLE_LOSS)),
            _ => {}
        }
        let parts: Vec<&str> = s.split('-').collect();
        let n = |i: usize| -> Result<u32, String> {
            parts.get(i).map_or(Ok(0), |p| {
                p.parse::<u32>().map_err(|_| {
                    format!("\"{s}\" is not a result such as \"2-1\", \"bye\" or \"\"")
                })
            })
        };
        if !(2..=3).contains(&parts.len()) {
            return Err(format!(
                "\"{s}\" is not a result such as \"2-1\", \"bye\" or \"\""
            ));
        }
        Ok(Seen::Score(GameScore::new(n(0)?, n(1)?, n(2)?)))
    }
}

/// What a round was paired from: each earlier round's results as they were
/// (in match order) and the players who were to be paired. A later change
/// to either is what can make the round stale.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairedFrom {
    /// Per earlier round (round 1 first), each match's result as it was.
    pub results: Vec<Vec<Seen>>,
    /// Per earlier round, who played whom there as it was, as a short
    /// fingerprint (16 hex digits of FNV-1a over the matches' players).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pairings: Vec<String>,
    /// The players to be paired in the round, in entry order.
    pub players: Vec<PlayerId>,
}

/// Why a paired round (or a cut) no longer fits what it was paired from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Cause {
    /// An earlier result changed.
    Result {
        /// Its round (1-based).
        round: u32,
        /// Its match index in that round (0-based).
        index: usize,
        /// What it was when the round was paired.
        from: Seen,
        /// What it is now.
        to: Seen,
    },
    /// An earlier round was paired again (who plays whom changed there).
    Repaired {
        /// That round (1-based).
        round: u32,
    },
    /// A player who was paired is out of the round now (dropped or
    /// disqualified since).
    Left {
        /// The player.
        player: PlayerId,
    },
    /// A player who was not to be paired is in the round now (a late
    /// entry, a drop undone).
    Came {
        /// The player.
        player: PlayerId,
    },
    /// The round was paired before Podsheet kept what rounds were paired
    /// from, and a fresh pairing of the rounds before it differs.
    Differs,
}

/// What the owner chose for a round (or the cut) whose pairing no longer
/// fit, kept in the file and shown by every face.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "kebab-case", deny_unknown_fields)]
pub enum RoundChange {
    /// Paired again; `tables` are the tables (labels) whose players changed.
    Repaired {
        /// When (RFC 3339, UTC).
        made_at: String,
        /// What had changed.
        because: Vec<Cause>,
        /// The tables (match labels) whose players changed.
        tables: Vec<String>,
        /// The report codes of the slips this made void (the matches
        /// whose players changed): a phone holding one is told its slip
        /// was replaced, not taken for a guesser.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        retired: Vec<String>,
    },
    /// Kept as it was paired.
    Kept {
        /// When (RFC 3339, UTC).
        made_at: String,
        /// What had changed.
        because: Vec<Cause>,
    },
    /// A player dropped after the round was paired; their opponent was
    /// given the match win (the dropped player's loss).
    Conceded {
        /// When (RFC 3339, UTC).
        made_at: String,
        /// The player who dropped.
        player: PlayerId,
        /// Their opponent, given the win.
        opponent: PlayerId,
    },
}

impl RoundChange {
    /// When the change was made.
    pub fn made_at(&self) -> &str {
        match self {
            RoundChange::Repaired { made_at, .. }
            | RoundChange::Kept { made_at, .. }
            | RoundChange::Conceded { made_at, .. } => made_at,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seen_round_trips_as_short_strings() {
        for (s, text) in [
            (Seen::Nothing, ""),
            (Seen::Bye, "bye"),
            (Seen::Score(GameScore::new(2, 1, 0)), "2-1"),
            (Seen::Score(GameScore::new(1, 1, 1)), "1-1-1"),
            // A double loss is not a 0-0: read back as one (a round paired
            // after it was taken as stale once the file was reopened).
            (Seen::Score(GameScore::DOUBLE_LOSS), "dl"),
        ] {
            assert_eq!(String::from(s), text);
            assert_eq!(Seen::try_from(text.to_string()), Ok(s));
        }
        assert!(Seen::try_from("2".to_string()).is_err());
        assert!(Seen::try_from("a-b".to_string()).is_err());
        assert!(Seen::try_from("1-2-3-4".to_string()).is_err());
    }
}
