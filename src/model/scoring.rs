//! What a result is worth (docs/rules.md §1-2): the match points of a
//! win, a draw, a loss and a bye, Lorcana's two-game table, and which
//! results a game has at all (a drawn match, a double loss).

use super::GameScore;
use serde::{Deserialize, Serialize};

/// The match points of each result, and which results a game has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scoring {
    /// A match won (in the two-game table, 2-0).
    pub win: u32,
    /// A drawn match (in the two-game table, 1-1).
    pub draw: u32,
    /// A match lost, and each side of a double loss.
    pub loss: u32,
    /// A bye.
    pub bye: u32,
    /// Lorcana's two-game table: 3 for each game won and 1 more for
    /// winning both (2-0 → 7 / 0, 1-1 → 3 / 3, 1-0 with the second game
    /// unfinished → 3 / 0, a drawn or unfinished game 0).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub two_game: bool,
    /// Whether a drawn match is a result (One Piece: an unresolved game is
    /// a loss for both instead).
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub draws: bool,
    /// Whether a double loss (typed `dl`) is a result: an unresolved
    /// match, lost by both players.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub double_loss: bool,
    /// What a win, a draw, a loss and a bye are worth inside the match-win
    /// percentages, where that is not the match points ranked first: Star
    /// Wars: Unlimited ranks by match wins (a draw none) and counts 3 / 1 /
    /// 0 in OMW (Melee). `None`: the match points themselves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_percentages: Option<Points>,
}

/// The points of each result where a percentage counts them otherwise than
/// the standings' first key ([`Scoring::in_percentages`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Points {
    /// A match won.
    pub win: u32,
    /// A drawn match.
    pub draw: u32,
    /// A match lost (each side of a double loss too).
    pub loss: u32,
    /// A bye.
    pub bye: u32,
}

fn yes() -> bool {
    true
}

fn is_yes(b: &bool) -> bool {
    *b
}

/// The most match points any one result may be worth (a file is refused
/// past it).
pub const MAX_POINTS: u32 = 1000;

impl Default for Scoring {
    fn default() -> Self {
        Scoring::MAGIC
    }
}

impl Scoring {
    /// Magic's, and most games': 3 for a win or a bye, 1 for a draw.
    pub const MAGIC: Scoring = Scoring {
        win: 3,
        draw: 1,
        loss: 0,
        bye: 3,
        two_game: false,
        draws: true,
        double_loss: false,
        in_percentages: None,
    };

    /// The match points a score is worth to its first side.
    pub fn points(&self, s: GameScore) -> u64 {
        if s.double_loss {
            return u64::from(self.loss);
        }
        if self.two_game {
            let sweep = u64::from(s.a >= 2 && s.b == 0);
            return 3 * u64::from(s.a) + sweep;
        }
        u64::from(match s.a.cmp(&s.b) {
            std::cmp::Ordering::Greater => self.win,
            std::cmp::Ordering::Less => self.loss,
            std::cmp::Ordering::Equal => self.draw,
        })
    }

    /// The match points a round can give at most: a match won's (the
    /// denominator of a match-win percentage).
    pub fn most(&self) -> u64 {
        if self.two_game {
            7
        } else {
            u64::from(self.win)
        }
    }

    /// The points a score is worth to its first side inside a match-win
    /// percentage ([`Scoring::in_percentages`], else [`Scoring::points`]).
    pub fn percent_points(&self, s: GameScore) -> u64 {
        let Some(p) = self.in_percentages else {
            return self.points(s);
        };
        u64::from(if s.double_loss {
            p.loss
        } else {
            match s.a.cmp(&s.b) {
                std::cmp::Ordering::Greater => p.win,
                std::cmp::Ordering::Less => p.loss,
                std::cmp::Ordering::Equal => p.draw,
            }
        })
    }

    /// A bye's points inside a match-win percentage.
    pub fn percent_bye(&self) -> u64 {
        u64::from(self.in_percentages.map_or(self.bye, |p| p.bye))
    }

    /// The most a round gives inside a match-win percentage (its
    /// denominator): a match won's.
    pub fn percent_most(&self) -> u64 {
        self.in_percentages
            .map_or_else(|| self.most(), |p| u64::from(p.win))
    }

    /// Whether every number is within [`MAX_POINTS`].
    pub fn within_bounds(&self) -> bool {
        let inner = self
            .in_percentages
            .map_or([0; 4], |p| [p.win, p.draw, p.loss, p.bye]);
        [self.win, self.draw, self.loss, self.bye]
            .iter()
            .chain(&inner)
            .all(|&p| p <= MAX_POINTS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_two_game_table() {
        let two = Scoring {
            two_game: true,
            win: 7,
            draw: 3,
            bye: 7,
            ..Scoring::MAGIC
        };
        let p = |a, b, d| {
            let s = GameScore::new(a, b, d);
            (two.points(s), two.points(s.flipped()))
        };
        assert_eq!(p(2, 0, 0), (7, 0));
        assert_eq!(p(1, 1, 0), (3, 3));
        assert_eq!(p(1, 0, 1), (3, 0));
        assert_eq!(p(1, 0, 0), (3, 0));
        assert_eq!(p(0, 0, 1), (0, 0));
        assert_eq!(p(0, 0, 2), (0, 0));
        let dl = GameScore::DOUBLE_LOSS;
        assert_eq!((two.points(dl), two.points(dl.flipped())), (0, 0));
    }

    #[test]
    fn a_match_scoring() {
        let fab = Scoring {
            win: 1,
            draw: 0,
            bye: 1,
            ..Scoring::MAGIC
        };
        assert_eq!(fab.points(GameScore::new(1, 0, 0)), 1);
        assert_eq!(fab.points(GameScore::new(0, 0, 1)), 0);
        assert_eq!(Scoring::MAGIC.points(GameScore::new(1, 1, 1)), 1);
        assert_eq!(Scoring::MAGIC.points(GameScore::new(1, 2, 0)), 0);
        assert_eq!(Scoring::MAGIC.points(GameScore::DOUBLE_LOSS), 0);
    }
}
