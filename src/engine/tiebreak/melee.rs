//! Lorcana's two-game tiebreakers as Melee publishes them ("Two-game
//! matches", help.melee.gg, "designed according to Ravensburger's
//! specifications"; docs/rules.md §8): total game wins, the "opponent
//! match point percentage" exactly as published, and total game-2 wins.

use crate::engine::frac::Frac;
use crate::engine::record::Record;
use crate::model::{ByeGames, PlayerId, RuleOptions};

/// One opponent's part of Melee's opponent match point percentage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpponentPoints {
    /// The opponent.
    pub opponent: PlayerId,
    /// Their match points.
    pub points: u64,
    /// The most they could have had: a round's most (7) × the rounds
    /// they played.
    pub possible: u64,
}

/// How one player's opponent match point percentage was made: the
/// opponents' points over their number, over the sum of their possible
/// points — Melee's own formula, which divides by the number of opponents
/// once more than a share of points would (its example: (23 + 3 + 13 +
/// 20 + 27) / 5 / (35 + 21 + 35 + 35 + 35) = 0.1068). No floor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ompp {
    /// One part per opponent counted.
    pub terms: Vec<OpponentPoints>,
    /// The sum of their points.
    pub points: u64,
    /// The sum of their possible points.
    pub possible: u64,
    /// `points / terms.len() / possible`, 0 without opponents.
    pub value: Frac,
}

/// Melee's opponent match point percentage over `opponents` (a player's
/// counted opponents), as published.
pub fn ompp(opponents: &[PlayerId], records: &[Record], opts: &RuleOptions) -> Ompp {
    let most = opts.scoring.most();
    let terms: Vec<OpponentPoints> = opponents
        .iter()
        .map(|&o| {
            let them = &records[o.0];
            OpponentPoints {
                opponent: o,
                points: them.match_points,
                possible: most * them.matches(),
            }
        })
        .collect();
    let points: u64 = terms.iter().map(|t| t.points).sum();
    let possible: u64 = terms.iter().map(|t| t.possible).sum();
    let value = if terms.is_empty() || possible == 0 {
        Frac::zero()
    } else {
        Frac::new(i128::from(points), 1)
            .div_int(terms.len() as i128)
            .div_int(i128::from(possible))
    };
    Ompp {
        terms,
        points,
        possible,
        value,
    }
}

/// Second games won, as far as the scores say: in a two-game match each
/// player goes first once and the games are recorded as counts, so a
/// 2-0 is a second game won by its winner, a 1-0 with the second game
/// unfinished none, and a 1-1 does not say who won which (it counts for
/// neither, and [`GameTwo::unknown`] says how many). A bye counts as
/// the games it is worth (2-0: one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameTwo {
    /// Second games won in matches.
    pub won: u64,
    /// Byes counted as a second game won.
    pub byes: u64,
    /// Matches 1-1, whose second game's winner the score does not say.
    pub unknown: u64,
}

impl GameTwo {
    /// The value ranked: second games won, byes included.
    pub fn total(&self) -> u64 {
        self.won + self.byes
    }
}

/// `r`'s second games won ([`GameTwo`]).
pub fn game_two(r: &Record, opts: &RuleOptions) -> GameTwo {
    let won = r
        .meetings
        .iter()
        .filter(|m| !m.score.double_loss && m.score.a >= 2 && m.score.b == 0)
        .count() as u64;
    let unknown = r
        .meetings
        .iter()
        .filter(|m| !m.score.double_loss && m.score.a == 1 && m.score.b == 1)
        .count() as u64;
    let byes = if opts.bye_games == ByeGames::TwoZero {
        r.byes
    } else {
        0
    };
    GameTwo { won, byes, unknown }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::record::{Meeting, Outcome};
    use crate::model::{GameScore, Preset};

    fn rec(points: u64, rounds: u64) -> Record {
        Record {
            match_points: points,
            won: rounds,
            ..Record::default()
        }
    }

    #[test]
    fn melees_own_example_is_0_1068() {
        // Five opponents with 23, 3, 13, 20 and 27 points over 5, 3, 5, 5
        // and 5 rounds: (23+3+13+20+27) / 5 / (35+21+35+35+35).
        let mut records = vec![
            rec(23, 5),
            rec(3, 3),
            rec(13, 5),
            rec(20, 5),
            rec(27, 5),
            Record::default(),
        ];
        let opts = Preset::LorcanaTwoGame.options();
        for o in 0..5 {
            records[5].meetings.push(Meeting {
                opponent: PlayerId(o),
                round: o as u32 + 1,
                outcome: Outcome::Won,
                score: GameScore::new(2, 0, 0),
            });
        }
        let opponents: Vec<PlayerId> = (0..5).map(PlayerId).collect();
        let v = ompp(&opponents, &records, &opts);
        assert_eq!((v.points, v.possible), (86, 161));
        assert_eq!(v.value, Frac::new(86, 805));
        assert_eq!(v.value.mul_int(100).decimal(2), "10.68");
        assert_eq!(v.value.decimal(4), "0.1068");
        assert_eq!(game_two(&records[5], &opts).total(), 5);
    }
}
