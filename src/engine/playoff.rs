//! A single-elimination playoff after the Swiss rounds (docs/cli.md,
//! `playoff`): the top 8, 4 or 2 of the Swiss standings, seeded 1v8, 4v5,
//! 2v7, 3v6 (the winners of those pairs meet), then the final; the higher
//! seed is `a`. Playoff rounds never enter tiebreakers. Pure: the results
//! come in as data, the bracket and the final placing go out as data.

use crate::engine::pairing::{Pairing, PairingError};
use crate::model::{Event, GameScore, Match, PlayerId, Round, Said, Structure};

/// The bracket's first-round order of seeds (1-based): adjacent pairs
/// meet, and the winners of adjacent matches meet next.
fn seed_order(top: usize) -> &'static [usize] {
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

/// [`bracket`], with `hold` saying why a result of the event's round
/// (1-based) is held, if it is: such a box keeps its score and reason and
/// nobody goes on from it, where [`bracket`] refuses a draw.
fn build(
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

/// Each player's final place as far as the playoff has decided it, by
/// [`PlayerId`] (`None`: still playing, or no cut): the players outside
/// the cut from `top + 1` on in Swiss order (`ranked`), each playoff loser
/// as soon as they lose (the quarterfinal losers share 5th, the semifinal
/// losers 3rd), the finalists 1st and 2nd. What every face shows for the
/// players of a cut, once known.
pub fn known_places(event: &Event, ranked: &[PlayerId]) -> Vec<Option<usize>> {
    let mut out = vec![None; event.players.len()];
    let Some(Ok(b)) = of_event(event, ranked) else {
        return out;
    };
    let mut place = |p: PlayerId, k: usize| {
        if let Some(x) = out.get_mut(p.0) {
            *x = Some(k);
        }
    };
    let rest = ranked.iter().filter(|p| !b.seeds.contains(p));
    for (i, &p) in rest.enumerate() {
        place(p, b.top + 1 + i);
    }
    for round in &b.rounds {
        // The losers of a round share the place after everyone still in.
        let still_in = round.len();
        for m in round {
            if let (Some(a), Some(bp), Some(w)) = (m.a, m.b, m.winner) {
                place(if w == a { bp } else { a }, still_in + 1);
            }
        }
    }
    if let Some(c) = b.champion() {
        place(c, 1);
    }
    out
}

/// The letter of the `index`-th box (0-based) of playoff round `round`
/// (0-based) of a top `top`: A-D, E-F and G for a top 8, as the 8-player
/// single-elimination sheet letters them.
pub fn box_letter(top: usize, round: usize, index: usize) -> char {
    let before: usize = (0..round).map(|r| top >> (r + 1)).sum();
    char::from(b'A' + u8::try_from(before + index).unwrap_or(25))
}

/// The seeds of an event's cut, seed 1 first: as stored when the cut was
/// made; in files from before seeds were kept, read off the playoff's
/// first round (its higher seed is `a`, in bracket order), else the top of
/// `ranked` (the Swiss order). A Swiss result changed after the cut never
/// moves a seed: a cut made from results that changed is *stale*
/// (`engine::life`), and the owner cuts again or keeps it.
pub fn seeds(event: &Event, ranked: &[PlayerId]) -> Vec<PlayerId> {
    let Some(cut) = &event.cut else {
        return Vec::new();
    };
    let top = usize::from(cut.top);
    if cut.seeds.len() == top {
        return cut.seeds.clone();
    }
    if let Some(first) = event.rounds.get(cut.after_round as usize)
        && let Some(read) = seeds_read_off(top, first)
    {
        return read;
    }
    ranked.iter().take(top).copied().collect()
}

/// The seeds a playoff's first round shows, when it holds exactly the
/// bracket's matches in order with distinct players.
fn seeds_read_off(top: usize, first: &Round) -> Option<Vec<PlayerId>> {
    if ![8, 4, 2].contains(&top) || first.matches.len() != top / 2 {
        return None;
    }
    let order = seed_order(top);
    let mut seeds = vec![None; top];
    for (k, m) in first.matches.iter().enumerate() {
        seeds[order[2 * k] - 1] = Some(m.a);
        seeds[order[2 * k + 1] - 1] = Some(m.b?);
    }
    let seeds: Vec<PlayerId> = seeds.into_iter().collect::<Option<_>>()?;
    let mut distinct = seeds.clone();
    distinct.sort_unstable();
    distinct.dedup();
    (distinct.len() == top).then_some(seeds)
}

/// The bracket of an event cut to a top: its [`seeds`], and the rounds
/// after the cut as its results. A result that cannot happen (a draw, 2-3
/// in best of three) is held in its box with the reason, and nobody goes
/// on from it until it is fixed. `None` when the event has no cut.
pub fn of_event(event: &Event, ranked: &[PlayerId]) -> Option<Result<Bracket, PlayoffError>> {
    let cut = event.cut.as_ref()?;
    let after = (cut.after_round as usize).min(event.rounds.len());
    let name = |p: PlayerId| event.player(p).name.clone();
    let hold = |round: u32, s: GameScore| crate::engine::validate::impossible_in(event, round, s);
    Some(build(
        usize::from(cut.top),
        &seeds(event, ranked),
        &event.rounds[after..],
        after + 1,
        &name,
        &hold,
    ))
}

/// The players a cut after round `after_round` seeds, best first: the
/// Swiss order (`standings`), without players out of the playoff's first
/// round (dropped or disqualified).
pub fn cut_order(
    event: &Event,
    standings: &crate::engine::ranking::Standings,
    after_round: u32,
) -> Vec<PlayerId> {
    standings
        .order
        .iter()
        .copied()
        .filter(|&p| event.player(p).active_in(after_round + 1))
        .collect()
}

/// The cut to a top `top` after the event's last round, if it can be cut
/// now ([`can_cut`]): seeded by the Swiss standings under the event's
/// preset.
pub fn cut_now(event: &Event, top: u8) -> Result<crate::model::Cut, Said> {
    can_cut(event, usize::from(top))?;
    let st = crate::engine::ranking::rank(event, &event.rules.options());
    let order = cut_order(event, &st, event.rounds.len() as u32);
    if order.len() < usize::from(top) {
        return Err(crate::said!(CutTooFew, top = top, players = order.len()));
    }
    Ok(make_cut(event, top, &order))
}

/// The cut to a top `top` after the event's last round, from `ranked`
/// (the Swiss standings, best first): its seeds and the Swiss results it
/// is made from kept, so a later change to them is found.
pub fn make_cut(event: &Event, top: u8, ranked: &[PlayerId]) -> crate::model::Cut {
    let after_round = event.rounds.len() as u32;
    let mut cut = crate::model::Cut::new(top, after_round);
    cut.seeds = ranked.iter().take(usize::from(top)).copied().collect();
    cut.paired_from = Some(crate::engine::pairing::basis::basis(event, after_round + 1));
    cut
}

/// Whether `event` can be cut to a top `top` now: a Swiss event, every
/// result of its rounds in, enough players, not cut yet. The refusal is
/// said as data.
pub fn can_cut(event: &Event, top: usize) -> Result<(), Said> {
    use crate::said;
    if let Some(c) = &event.cut {
        return Err(said!(CutAlready, top = c.top));
    }
    if !matches!(
        event.structure,
        Structure::Swiss { .. } | Structure::Results
    ) {
        return Err(said!(CutNotSwiss));
    }
    let players = event.players.iter().filter(|p| !p.disqualified).count();
    if players < top {
        return Err(said!(CutTooFew, top = top, players = players));
    }
    for (i, r) in event.rounds.iter().enumerate() {
        if r.matches
            .iter()
            .any(|m| m.b.is_some() && m.result().is_none())
        {
            return Err(said!(CutNotFinished, round = i + 1));
        }
    }
    Ok(())
}

/// The next playoff round of an event with a cut, as a pairing: the
/// bracket's next matches once the round before is complete.
pub fn next_round(event: &Event, ranked: &[PlayerId]) -> Result<Pairing, PairingError> {
    use crate::said;
    let Some(cut) = &event.cut else {
        return Err(PairingError::NotPlanned);
    };
    let top = usize::from(cut.top);
    let bracket = match of_event(event, ranked) {
        Some(Ok(b)) => b,
        Some(Err(e)) => {
            // The reason as data: said later, in the face's language.
            return Err(PairingError::Playoff(said!(
                PlayoffError,
                why = &e.said_for(event.rules.game())
            )));
        }
        None => return Err(PairingError::NotPlanned),
    };
    let after = cut.after_round as usize;
    let played = event.rounds.len().saturating_sub(after);
    if let Some(last) = event.rounds.get(after..).and_then(<[Round]>::last) {
        let missing = last
            .matches
            .iter()
            .filter(|m| m.b.is_some() && m.result().is_none())
            .count();
        if missing > 0 {
            return Err(PairingError::NotFinished {
                round: event.rounds.len() as u32,
                missing,
            });
        }
    }
    let total = playoff_rounds(top);
    if played >= total {
        return Err(PairingError::FinalPlayed);
    }
    let matches: Vec<Match> = bracket.rounds[played]
        .iter()
        .enumerate()
        .filter_map(|(i, m)| {
            let (a, b) = m.a.zip(m.b)?;
            let mut x = Match::new(a, b);
            x.label = Some(box_letter(top, played, i).to_string());
            Some(x)
        })
        .collect();
    let reason = if played == 0 {
        said!(PlayoffSeeded, top = top, rounds = after, second = top - 1)
    } else {
        said!(PlayoffRound, name = round_name(top, played), top = top)
    };
    Ok(Pairing {
        round: (event.rounds.len() + 1) as u32,
        matches,
        reasons: vec![reason],
        flips_needed: Vec::new(),
    })
}

/// The name of an event's round `round` (1-based): "Round 3", or after a
/// cut "Quarterfinals", "Semifinals", "Final" — as every face names it.
pub fn name_of_round(event: &Event, round: u32) -> Said {
    match &event.cut {
        Some(c) if round > c.after_round => {
            let k = (round - c.after_round - 1) as usize;
            if k < playoff_rounds(usize::from(c.top)) {
                round_name(usize::from(c.top), k)
            } else {
                crate::said!(RoundName, round = round)
            }
        }
        _ => crate::said!(RoundName, round = round),
    }
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
mod tests {
    use super::*;

    fn ids(n: usize) -> Vec<PlayerId> {
        (0..n).map(PlayerId).collect()
    }

    fn won(a: usize, b: usize) -> Match {
        Match {
            score: Some(GameScore::new(2, 0, 0)),
            ..Match::new(PlayerId(a), PlayerId(b))
        }
    }

    #[test]
    fn seeds_meet_as_the_spec_says() {
        let name = |p: PlayerId| format!("P{}", p.0 + 1);
        let b = bracket(8, &ids(10), &[], 1, &name).unwrap();
        let first: Vec<(usize, usize)> = b.rounds[0]
            .iter()
            .map(|m| (m.a.unwrap().0 + 1, m.b.unwrap().0 + 1))
            .collect();
        assert_eq!(first, [(1, 8), (4, 5), (2, 7), (3, 6)]);
        let b4 = bracket(4, &ids(10), &[], 1, &name).unwrap();
        assert_eq!(
            b4.next(),
            [(PlayerId(0), PlayerId(3)), (PlayerId(1), PlayerId(2))]
        );
        let b2 = bracket(2, &ids(3), &[], 1, &name).unwrap();
        assert_eq!(b2.next(), [(PlayerId(0), PlayerId(1))]);
        assert_eq!(
            bracket(6, &ids(10), &[], 1, &name),
            Err(PlayoffError::Size(6))
        );
    }

    #[test]
    fn a_top_4_to_its_final_places_everyone() {
        let name = |p: PlayerId| format!("P{}", p.0 + 1);
        // Semis: 4 beats 1, 2 beats 3; final: 2 beats 4.
        let semis = Round::of(vec![won(3, 0), won(1, 2)]);
        let fin = Round::of(vec![won(1, 3)]);
        let b = bracket(4, &ids(6), &[semis, fin], 1, &name).unwrap();
        assert!(b.next().is_empty());
        let places: Vec<(usize, usize)> = b
            .placing(&ids(6))
            .unwrap()
            .into_iter()
            .map(|(pl, p)| (pl, p.0 + 1))
            .collect();
        assert_eq!(places, [(1, 2), (2, 4), (3, 1), (3, 3), (5, 5), (6, 6)]);
    }

    #[test]
    fn a_draw_or_a_stranger_is_refused_with_the_reason() {
        let name = |p: PlayerId| format!("P{}", p.0 + 1);
        let mut drawn = won(0, 1);
        drawn.score = Some(GameScore::new(1, 1, 0));
        let e = bracket(2, &ids(2), &[Round::of(vec![drawn])], 1, &name).unwrap_err();
        assert!(e.to_string().contains("P1 vs P2 1-1 is a draw"), "{e}");
        let tie = e.said_for(crate::model::Game::Pokemon).to_string();
        assert!(tie.contains("P1 vs P2 1-1 is a tie"), "{tie}");
        let mut lost = won(0, 1);
        lost.score = Some(GameScore::DOUBLE_LOSS);
        let e = bracket(2, &ids(2), &[Round::of(vec![lost])], 1, &name).unwrap_err();
        let dl = e.said_for(crate::model::Game::Yugioh).to_string();
        assert!(dl.contains("P1 vs P2 is a double loss"), "{dl}");
        let e = bracket(4, &ids(4), &[Round::of(vec![won(0, 1)])], 1, &name).unwrap_err();
        assert!(e.to_string().contains("P1 vs P2 is not a match"), "{e}");
    }
}
