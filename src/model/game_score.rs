//! A match's game score: games won by each side and drawn games, or a
//! double loss.

use serde::{Deserialize, Serialize};

/// A game score: games won by each side and drawn games; or a double
/// loss, an unresolved match lost by both (One Piece, Yu-Gi-Oh!).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct GameScore {
    /// Games won by the match's first player.
    pub a: u32,
    /// Games won by the second player.
    pub b: u32,
    /// Games started and not finished, or drawn.
    pub draws: u32,
    /// Both players lost the match (no games are then recorded).
    pub double_loss: bool,
}

/// How a double loss is written, in files and on screen.
const DL: &str = "DL";

/// A score in the event file: `[a, b, draws]`, or `"dl"`.
impl Serialize for GameScore {
    fn serialize<S: serde::Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        if self.double_loss {
            ser.serialize_str("dl")
        } else {
            [self.a, self.b, self.draws].serialize(ser)
        }
    }
}

impl<'de> Deserialize<'de> for GameScore {
    fn deserialize<D: serde::Deserializer<'de>>(de: D) -> Result<Self, D::Error> {
        de.deserialize_any(ScoreVisitor)
    }
}

struct ScoreVisitor;

impl<'de> serde::de::Visitor<'de> for ScoreVisitor {
    type Value = GameScore;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("[games won, games lost, drawn games] or \"dl\" (a double loss)")
    }

    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<GameScore, E> {
        if v.eq_ignore_ascii_case(DL) {
            Ok(GameScore::DOUBLE_LOSS)
        } else {
            Err(E::invalid_value(serde::de::Unexpected::Str(v), &self))
        }
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<GameScore, A::Error> {
        let mut n = [0u32; 3];
        for (i, slot) in n.iter_mut().enumerate() {
            *slot = seq
                .next_element()?
                .ok_or_else(|| serde::de::Error::invalid_length(i, &self))?;
        }
        if seq.next_element::<serde::de::IgnoredAny>()?.is_some() {
            return Err(serde::de::Error::invalid_length(4, &self));
        }
        Ok(GameScore::new(n[0], n[1], n[2]))
    }
}

impl GameScore {
    /// A double loss: both players lost the match.
    pub const DOUBLE_LOSS: GameScore = GameScore {
        a: 0,
        b: 0,
        draws: 0,
        double_loss: true,
    };

    /// A score from the three counts.
    pub const fn new(a: u32, b: u32, draws: u32) -> Self {
        GameScore {
            a,
            b,
            draws,
            double_loss: false,
        }
    }

    /// 0-0-0: "not entered yet", never a result.
    pub fn is_empty(&self) -> bool {
        self.a == 0 && self.b == 0 && self.draws == 0 && !self.double_loss
    }

    /// Whether the match is drawn: equal game wins, and not a double loss.
    pub fn is_draw(&self) -> bool {
        self.a == self.b && !self.double_loss
    }

    /// The same score seen from the other side.
    pub fn flipped(&self) -> Self {
        GameScore {
            a: self.b,
            b: self.a,
            ..*self
        }
    }

    /// Games recorded in all.
    pub fn games(&self) -> u64 {
        u64::from(self.a) + u64::from(self.b) + u64::from(self.draws)
    }
}

impl std::fmt::Display for GameScore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.double_loss {
            f.write_str(DL)
        } else if self.draws == 0 {
            write!(f, "{}-{}", self.a, self.b)
        } else {
            write!(f, "{}-{}-{}", self.a, self.b, self.draws)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_double_loss_is_written_dl_and_read_back() {
        let json = serde_json::to_string(&GameScore::DOUBLE_LOSS).unwrap();
        assert_eq!(json, "\"dl\"");
        assert_eq!(
            serde_json::from_str::<GameScore>(&json).unwrap(),
            GameScore::DOUBLE_LOSS
        );
        assert_eq!(
            serde_json::from_str::<GameScore>("[2,1,0]").unwrap(),
            GameScore::new(2, 1, 0)
        );
        assert!(serde_json::from_str::<GameScore>("\"win\"").is_err());
        assert!(serde_json::from_str::<GameScore>("[1,2]").is_err());
        assert!(serde_json::from_str::<GameScore>("[1,2,0,0]").is_err());
        assert!(!GameScore::DOUBLE_LOSS.is_empty());
        assert!(!GameScore::DOUBLE_LOSS.is_draw());
        assert_eq!(GameScore::DOUBLE_LOSS.flipped(), GameScore::DOUBLE_LOSS);
        assert_eq!(GameScore::DOUBLE_LOSS.to_string(), "DL");
    }
}
