//! A single-elimination playoff after the Swiss rounds (docs/cli.md,
//! `playoff`): the top 8, 4 or 2 of the Swiss standings, seeded 1v8, 4v5,
//! 2v7, 3v6 (the winners of those pairs meet), then the final; the higher
//! seed is `a`. Playoff rounds never enter tiebreakers. Pure: the results
//! come in as data, the bracket and the final placing go out as data.
//! Where players play in age divisions (Pokémon), each division that cuts
//! has its own bracket, and their boxes share the playoff's rounds
//! ([`parts`]).

mod cut;
mod parts;

pub use cut::{
    can_cut, can_cut_divisions, cut_divisions_now, cut_now, cut_order, division_order, make_cut,
    make_division_cut, seeds,
};
pub use parts::{
    Part, division_of_match, known_places, name_of_round, name_of_table, next_round, of_event,
    parts,
};

use crate::model::{GameScore, Match, PlayerId, Round, Said};

/// The bracket's first-round order of seeds (1-based): adjacent pairs
/// meet, and the winners of adjacent matches meet next.
pub(super) fn seed_order(top: usize) -> &'static [usize] {
    match top {
        8 => &[1, 8, 4, 5, 2, 7, 3, 6],
        4 => &[1, 4, 2, 3],
        _ => &[1, 2],
    }
}

/// One playoff match: its players once known, and its result once in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BracketMatch {
    /// The higher seed (or the player coming from the upper half).
    pub a: Option<PlayerId>,
    /// The other player.
    pub b: Option<PlayerId>,
    /// The score from `a`'s side, once entered.
    pub score: Option<GameScore>,
    /// The winner, once the score is in.
    pub winner: Option<PlayerId>,
    /// Why its score is held, when it cannot happen (a draw, 2-3 in best
    /// of three): the box keeps it, nobody goes on, and it counts nowhere
    /// until fixed ([`of_event`]).
    pub held: Option<Said>,
}

/// The bracket: seeds, and each playoff round's matches in bracket order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bracket {
    /// How many players made the cut (8, 4 or 2).
    pub top: usize,
    /// The players by seed: `seeds[0]` is seed 1.
    pub seeds: Vec<PlayerId>,
    /// Quarterfinals (top 8), semifinals, the final.
    pub rounds: Vec<Vec<BracketMatch>>,
}

/// Why a playoff result cannot stand ([`PlayoffError::said`] puts it into
/// words).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.said())]
pub enum PlayoffError {
    /// The cut is not 8, 4 or 2.
    Size(usize),
    /// Fewer ranked players than the cut.
    TooFew {
        /// The cut.
        top: usize,
        /// Players ranked after the Swiss.
        ranked: usize,
    },
    /// A drawn playoff match (or a double loss: nobody won it either).
    Draw {
        /// The playoff round (1 = the first round of the cut).
        round: usize,
        /// "Scott vs Chuck 1-1".
        match_text: String,
        /// Whether it is a double loss rather than a draw.
        double_loss: bool,
    },
    /// A match between players the bracket does not pair in that round.
    NotInBracket {
        /// The playoff round.
        round: usize,
        /// The first player of the match as entered.
        a: String,
        /// Their opponent (`None`: a bye).
        b: Option<String>,
        /// What the bracket pairs there: "A vs B, C vs ?".
        expected: String,
    },
    /// A playoff match of players of an age division that has no bracket
    /// (a cut by division).
    NoBracket {
        /// The playoff round.
        round: usize,
        /// "Ash vs Misty" (a bye: the player alone).
        pairing: String,
    },
    /// More playoff rounds than the bracket has.
    TooManyRounds {
        /// The cut.
        top: usize,
        /// The bracket's rounds.
        rounds: usize,
        /// The extra round.
        round: usize,
    },
}

impl PlayoffError {
    /// The reason as data, in `game`'s words: a drawn match is a tie where
    /// the game calls it one (Pokémon).
    pub fn said_for(&self, game: crate::model::Game) -> Said {
        use crate::said;
        match self {
            PlayoffError::Draw {
                round,
                match_text,
                double_loss: false,
            } if game.facts().tie => said!(PlayoffErrorTie, round = round, pairing = match_text),
            _ => self.said(),
        }
    }

    /// The reason as data, for the catalogs.
    pub fn said(&self) -> Said {
        use crate::said;
        match self {
            PlayoffError::Size(top) => said!(PlayoffErrorSize, top = top),
            PlayoffError::TooFew { top, ranked } => {
                said!(PlayoffErrorTooFew, top = top, ranked = ranked)
            }
            PlayoffError::Draw {
                round,
                match_text,
                double_loss: true,
            } => said!(PlayoffErrorDoubleLoss, round = round, pairing = match_text),
            PlayoffError::Draw {
                round, match_text, ..
            } => said!(PlayoffErrorDraw, round = round, pairing = match_text),
            PlayoffError::NotInBracket {
                round,
                a,
                b: Some(b),
                expected,
            } => said!(
                PlayoffErrorNotInBracket,
                round = round,
                pairing = format!("{a} vs {b}"),
                expected = expected
            ),
            PlayoffError::NotInBracket {
                round,
                a,
                b: None,
                expected,
            } => said!(
                PlayoffErrorByeNotInBracket,
                round = round,
                name = a,
                expected = expected
            ),
            PlayoffError::NoBracket { round, pairing } => {
                said!(PlayoffErrorNoBracket, round = round, pairing = pairing)
            }
            PlayoffError::TooManyRounds { top, rounds, round } => said!(
                PlayoffErrorTooManyRounds,
                top = top,
                rounds = rounds,
                round = round
            ),
        }
    }
}

/// How many rounds a top `top` plays.
pub fn playoff_rounds(top: usize) -> usize {
    match top {
        8 => 3,
        4 => 2,
        _ => 1,
    }
}

/// The bracket of the top `top` of `ranked` (the Swiss order, best first),
/// with the playoff rounds' results filled in. `played[0]` is the event's
/// round `first_round` (errors name rounds as the event numbers them);
/// `name` names players in errors.
pub fn bracket(
    top: usize,
    ranked: &[PlayerId],
    played: &[Round],
    first_round: usize,
    name: &dyn Fn(PlayerId) -> String,
) -> Result<Bracket, PlayoffError> {
    build(top, ranked, played, first_round, name, &|_, _| None)
}

/// [`bracket`] for `event`'s rounds, its results judged as every face
/// judges them: a result the playoff cannot take (a tie, a double loss)
/// is held in its box with the reason and nobody goes on from it, instead
/// of refusing the whole bracket.
pub fn bracket_of(
    event: &crate::model::Event,
    top: usize,
    ranked: &[PlayerId],
    played: &[Round],
    first_round: usize,
) -> Result<Bracket, PlayoffError> {
    let name = |p: PlayerId| event.player(p).name.clone();
    let hold = |round: u32, s: GameScore| crate::engine::validate::impossible_in(event, round, s);
    build(top, ranked, played, first_round, &name, &hold)
}

/// [`bracket`], with `hold` saying why a result of the event's round
/// (1-based) is held, if it is: such a box keeps its score and reason and
/// nobody goes on from it, where [`bracket`] refuses a draw.
pub(super) fn build(
    top: usize,
    ranked: &[PlayerId],
    played: &[Round],
    first_round: usize,
    name: &dyn Fn(PlayerId) -> String,
    hold: &dyn Fn(u32, GameScore) -> Option<Said>,
) -> Result<Bracket, PlayoffError> {
    if ![8, 4, 2].contains(&top) {
        return Err(PlayoffError::Size(top));
    }
    if ranked.len() < top {
        return Err(PlayoffError::TooFew {
            top,
            ranked: ranked.len(),
        });
    }
    let seeds = ranked[..top].to_vec();
    let total = playoff_rounds(top);
    if played.len() > total {
        return Err(PlayoffError::TooManyRounds {
            top,
            rounds: total,
            round: first_round + total,
        });
    }
    let mut players: Vec<Option<PlayerId>> = seed_order(top)
        .iter()
        .map(|&s| Some(seeds[s - 1]))
        .collect();
    let mut rounds = Vec::new();
    for r in 0..total {
        let mut matches = Vec::new();
        for pair in players.chunks(2) {
            let (a, b) = (pair[0], pair[1]);
            let mut m = BracketMatch {
                a,
                b,
                score: None,
                winner: None,
                held: None,
            };
            let found = a.zip(b).and_then(|(a, b)| {
                let round = played.get(r)?;
                round
                    .matches
                    .iter()
                    .find(|x| meets(x, a, b))
                    .map(|x| (a, b, x))
            });
            // The score from the higher seed's side, once entered.
            let entered = found.and_then(|(a, b, x)| {
                let s = x.result()?;
                Some((a, b, if x.a == a { s } else { s.flipped() }))
            });
            let held = entered.and_then(|(_, _, s)| hold((first_round + r) as u32, s));
            if let (Some((_, _, s)), Some(why)) = (entered, held) {
                m.score = Some(s);
                m.held = Some(why);
            } else if let Some((a, b, s)) = entered {
                if s.a == s.b {
                    return Err(PlayoffError::Draw {
                        round: first_round + r,
                        match_text: match s.double_loss {
                            true => format!("{} vs {}", name(a), name(b)),
                            false => format!("{} vs {} {s}", name(a), name(b)),
                        },
                        double_loss: s.double_loss,
                    });
                }
                m.winner = Some(if s.a > s.b { a } else { b });
                m.score = Some(s);
            }
            matches.push(m);
        }
        // Every entered match of the round must be one of the bracket's.
        if let Some(round) = played.get(r) {
            for x in &round.matches {
                let ok = matches
                    .iter()
                    .any(|m| m.a.zip(m.b).is_some_and(|(a, b)| meets(x, a, b)));
                if !ok {
                    // Names and scores only: the words are the catalogs'
                    // ("?" for a player the bracket does not know yet).
                    let side = |p: Option<PlayerId>| p.map_or_else(|| "?".to_string(), name);
                    let expected: Vec<String> = matches
                        .iter()
                        .map(|m| format!("{} vs {}", side(m.a), side(m.b)))
                        .collect();
                    return Err(PlayoffError::NotInBracket {
                        round: first_round + r,
                        a: name(x.a),
                        b: x.b.map(name),
                        expected: expected.join(", "),
                    });
                }
            }
        }
        players = matches.iter().map(|m| m.winner).collect();
        rounds.push(matches);
    }
    Ok(Bracket { top, seeds, rounds })
}

fn meets(m: &Match, a: PlayerId, b: PlayerId) -> bool {
    (m.a == a && m.b == Some(b)) || (m.a == b && m.b == Some(a))
}

impl Bracket {
    /// The matches that can be played now: both players known, no result.
    pub fn next(&self) -> Vec<(PlayerId, PlayerId)> {
        self.rounds
            .iter()
            .flatten()
            .filter(|m| m.score.is_none())
            .filter_map(|m| m.a.zip(m.b))
            .collect()
    }

    /// The champion, once the final is in.
    pub fn champion(&self) -> Option<PlayerId> {
        self.rounds.last()?.first()?.winner
    }

    /// The final placing once the final is in: 1 and 2 for the finalists,
    /// semifinal losers share 3, quarterfinal losers 5, then everyone else
    /// of `ranked` (the Swiss order) from `top + 1`; a shared place in
    /// Swiss order. `None` until the final is in.
    pub fn placing(&self, ranked: &[PlayerId]) -> Option<Vec<(usize, PlayerId)>> {
        let champion = self.champion()?;
        let swiss = |p: &PlayerId| ranked.iter().position(|q| q == p).unwrap_or(usize::MAX);
        let mut out = vec![(1, champion)];
        // Round by round from the final back: its losers share a place.
        let mut place = 2;
        for round in self.rounds.iter().rev() {
            let mut losers: Vec<PlayerId> = round
                .iter()
                .filter_map(|m| {
                    let (a, b) = m.a.zip(m.b)?;
                    Some(if m.winner == Some(a) { b } else { a })
                })
                .collect();
            losers.sort_by_key(swiss);
            let count = losers.len();
            out.extend(losers.into_iter().map(|p| (place, p)));
            place += count;
        }
        let rest = ranked.iter().filter(|p| !self.seeds.contains(p));
        out.extend(rest.enumerate().map(|(i, &p)| (self.top + 1 + i, p)));
        Some(out)
    }
}

/// The letter of the `index`-th box (0-based) of playoff round `round`
/// (0-based) of a top `top`: A-D, E-F and G for a top 8, as the 8-player
/// single-elimination sheet letters them.
pub fn box_letter(top: usize, round: usize, index: usize) -> char {
    let before: usize = (0..round).map(|r| top >> (r + 1)).sum();
    char::from(b'A' + u8::try_from(before + index).unwrap_or(25))
}

/// "Quarterfinals", "Semifinals", "Final" for playoff round `round`
/// (0-based) of a top `top`, as data.
pub fn round_name(top: usize, round: usize) -> Said {
    use crate::said;
    match playoff_rounds(top) - round {
        3 => said!(PlayoffQuarterfinals),
        2 => said!(PlayoffSemifinals),
        _ => said!(PlayoffFinal),
    }
}

#[cfg(test)]
mod tests;
