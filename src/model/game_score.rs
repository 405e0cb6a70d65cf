//! A match's game score: games won by each side and drawn games.

use serde::{Deserialize, Serialize};

/// A game score: games won by each side and drawn games.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "[u32; 3]", into = "[u32; 3]")]
pub struct GameScore {
    /// Games won by the match's first player.
    pub a: u32,
    /// Games won by the second player.
    pub b: u32,
    /// Games started and not finished, or drawn.
    pub draws: u32,
}

impl From<[u32; 3]> for GameScore {
    fn from([a, b, draws]: [u32; 3]) -> Self {
        GameScore { a, b, draws }
    }
}

impl From<GameScore> for [u32; 3] {
    fn from(s: GameScore) -> Self {
        [s.a, s.b, s.draws]
    }
}

impl GameScore {
    /// A score from the three counts.
    pub fn new(a: u32, b: u32, draws: u32) -> Self {
        GameScore { a, b, draws }
    }

    /// 0-0-0: "not entered yet", never a result.
    pub fn is_empty(&self) -> bool {
        self.a == 0 && self.b == 0 && self.draws == 0
    }

    /// The same score seen from the other side.
    pub fn flipped(&self) -> Self {
        GameScore {
            a: self.b,
            b: self.a,
            draws: self.draws,
        }
    }

    /// Games recorded in all.
    pub fn games(&self) -> u64 {
        u64::from(self.a) + u64::from(self.b) + u64::from(self.draws)
    }
}

impl std::fmt::Display for GameScore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.draws == 0 {
            write!(f, "{}-{}", self.a, self.b)
        } else {
            write!(f, "{}-{}-{}", self.a, self.b, self.draws)
        }
    }
}
