//! An event's cut as its brackets: the whole event's, or one for each age
//! division that cuts (Pokémon, docs/rules.md §8), each seeded from its
//! own standings and placing its own players. The divisions' boxes share
//! the playoff's rounds: a round pairs every bracket still playing, and a
//! top 4 is done while a top 8 plays its final. Each box is lettered once
//! across the brackets (the juniors' A-C, then the next division's).

use super::{
    Bracket, PlayoffError, box_letter, build, division_order, playoff_rounds, round_name, seeds,
};
use crate::engine::pairing::{Pairing, PairingError};
use crate::model::{Division, Event, GameScore, Match, PlayerId, Round, Said};
use crate::said;

/// One bracket of an event's cut.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// The age division it is (`None`: the whole event's cut).
    pub division: Option<Division>,
    /// The Swiss order it is seeded from and places the rest of its
    /// players by, best first: the division's own standings for a
    /// division.
    pub ranked: Vec<PlayerId>,
    /// Its bracket with the playoff's results so far, or why they cannot
    /// stand.
    pub bracket: Result<Bracket, PlayoffError>,
    /// How many boxes the brackets before it letter (its first box is the
    /// letter after theirs).
    pub letters_before: usize,
}

impl Part {
    /// The letter of its `index`-th box (0-based) of its playoff round
    /// `round` (0-based), unique across the event's brackets.
    pub fn letter(&self, top: usize, round: usize, index: usize) -> char {
        let own = usize::from(box_letter(top, round, index) as u8 - b'A');
        char::from(
            b'A' + u8::try_from(own + self.letters_before)
                .unwrap_or(25)
                .min(25),
        )
    }
}

/// The division of a playoff match's players: the first player's.
pub fn division_of_match(event: &Event, m: &Match) -> Division {
    event
        .players
        .get(m.a.0)
        .map_or(Division::Masters, crate::model::Player::ranked_in)
}

/// The event's cut as its brackets, in the order the faces show them (the
/// divisions youngest first). `ranked` is the Swiss order of the whole
/// event (what a cut of the whole event is seeded from); a division's is
/// its own standings. Empty when the event has no cut.
pub fn parts(event: &Event, ranked: &[PlayerId]) -> Vec<Part> {
    let Some(cut) = &event.cut else {
        return Vec::new();
    };
    let after = (cut.after_round as usize).min(event.rounds.len());
    let name = |p: PlayerId| event.player(p).name.clone();
    let hold = |round: u32, s: GameScore| crate::engine::validate::impossible_in(event, round, s);
    if !cut.by_division() {
        return vec![Part {
            division: None,
            ranked: ranked.to_vec(),
            bracket: build(
                usize::from(cut.top),
                &seeds(event, ranked),
                &event.rounds[after..],
                after + 1,
                &name,
                &hold,
            ),
            letters_before: 0,
        }];
    }
    let playoff = &event.rounds[after..];
    // A playoff match of a division without a bracket stops every bracket.
    let stranger = playoff.iter().enumerate().find_map(|(r, round)| {
        let m = round.matches.iter().find(|m| {
            let d = division_of_match(event, m);
            !cut.divisions.iter().any(|c| c.division == d)
        })?;
        let pairing = match m.b {
            Some(b) => format!("{} vs {}", name(m.a), name(b)),
            None => name(m.a),
        };
        Some(PlayoffError::NoBracket {
            round: after + r + 1,
            pairing,
        })
    });
    let mut letters = 0;
    cut.divisions
        .iter()
        .map(|c| {
            // This division's matches of each playoff round; its rounds
            // end where its matches do (a top 4 is done before a top 8).
            let mut own: Vec<Round> = playoff
                .iter()
                .map(|r| {
                    Round::of(
                        r.matches
                            .iter()
                            .filter(|m| division_of_match(event, m) == c.division)
                            .cloned()
                            .collect(),
                    )
                })
                .collect();
            while own.last().is_some_and(|r| r.matches.is_empty()) {
                own.pop();
            }
            let top = usize::from(c.top);
            let bracket = match &stranger {
                Some(e) => Err(e.clone()),
                None => build(top, &c.seeds, &own, after + 1, &name, &hold),
            };
            let part = Part {
                division: Some(c.division),
                ranked: division_order(event, c.division, cut.after_round),
                bracket,
                letters_before: letters,
            };
            letters += top - 1;
            part
        })
        .collect()
}

/// The bracket of an event cut to a top of the whole event: its
/// [`seeds`], and the rounds after the cut as its results. A result that
/// cannot happen (a draw, 2-3 in best of three) is held in its box with
/// the reason, and nobody goes on from it until it is fixed. `None` when
/// the event has no cut; for a cut by division, the first division's
/// bracket (each face shows every [`parts`]).
pub fn of_event(event: &Event, ranked: &[PlayerId]) -> Option<Result<Bracket, PlayoffError>> {
    parts(event, ranked).into_iter().next().map(|p| p.bracket)
}

/// Each player's final place as far as the playoff has decided it, by
/// [`PlayerId`] (`None`: still playing, or no cut): the players outside
/// the cut from `top + 1` on in Swiss order, each playoff loser as soon as
/// they lose (the quarterfinal losers share 5th, the semifinal losers
/// 3rd), the finalists 1st and 2nd. With a cut by division, each
/// division's places among its own players (a division that does not cut
/// has none). `ranked` is the whole event's Swiss order. What every face
/// shows for the players of a cut, once known.
pub fn known_places(event: &Event, ranked: &[PlayerId]) -> Vec<Option<usize>> {
    let mut out = vec![None; event.players.len()];
    for part in parts(event, ranked) {
        let Ok(b) = &part.bracket else {
            continue;
        };
        let mut place = |p: PlayerId, k: usize| {
            if let Some(x) = out.get_mut(p.0) {
                *x = Some(k);
            }
        };
        let rest = part.ranked.iter().filter(|p| !b.seeds.contains(p));
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
    }
    out
}

/// The next playoff round of an event with a cut, as a pairing: every
/// bracket's next matches once the round before is complete (a division's
/// bracket that is done pairs nothing more).
pub fn next_round(event: &Event, ranked: &[PlayerId]) -> Result<Pairing, PairingError> {
    let Some(cut) = &event.cut else {
        return Err(PairingError::NotPlanned);
    };
    let mut brackets = Vec::new();
    for part in parts(event, ranked) {
        match part.bracket {
            Ok(b) => brackets.push((part.division, part.letters_before, b)),
            // The reason as data: said later, in the face's language.
            Err(e) => {
                return Err(PairingError::Playoff(said!(
                    PlayoffError,
                    why = &e.said_for(event.rules.game())
                )));
            }
        }
    }
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
    if played >= playoff_rounds(usize::from(cut.top)) {
        return Err(PairingError::FinalPlayed);
    }
    let mut matches = Vec::new();
    let mut reasons = Vec::new();
    for (division, letters_before, b) in &brackets {
        let Some(round) = b.rounds.get(played) else {
            continue;
        };
        let part = Part {
            division: *division,
            ranked: Vec::new(),
            bracket: Ok(b.clone()),
            letters_before: *letters_before,
        };
        matches.extend(round.iter().enumerate().filter_map(|(i, m)| {
            let (a, bp) = m.a.zip(m.b)?;
            let mut x = Match::new(a, bp);
            x.label = Some(part.letter(b.top, played, i).to_string());
            Some(x)
        }));
        let top = b.top;
        let reason = if played == 0 {
            said!(PlayoffSeeded, top = top, rounds = after, second = top - 1)
        } else {
            said!(PlayoffRound, name = round_name(top, played), top = top)
        };
        reasons.push(match division {
            Some(d) => said!(DivisionSays, division = d.said(), what = reason),
            None => reason,
        });
    }
    Ok(Pairing {
        round: (event.rounds.len() + 1) as u32,
        matches,
        reasons,
        flips_needed: Vec::new(),
    })
}

/// The name of an event's round `round` (1-based): "Round 3", or after a
/// cut "Quarterfinals", "Semifinals", "Final" — as every face names it.
/// A cut by division whose brackets differ in size names a playoff round
/// by each bracket's stage in it: "Semifinals (Juniors) and Quarterfinals
/// (Masters)"; each table is named by its own ([`name_of_table`]).
pub fn name_of_round(event: &Event, round: u32) -> Said {
    match &event.cut {
        Some(c) if round > c.after_round => {
            let k = (round - c.after_round - 1) as usize;
            let top = usize::from(c.top);
            let alike = c.divisions.iter().all(|d| d.top == c.top);
            if k >= playoff_rounds(top) {
                said!(RoundName, round = round)
            } else if alike {
                round_name(top, k)
            } else {
                let stages: Vec<Said> = Division::ALL
                    .into_iter()
                    .filter_map(|d| c.divisions.iter().find(|x| x.division == d))
                    .filter_map(|d| division_stage(d.division, usize::from(d.top), k))
                    .collect();
                if stages.is_empty() {
                    said!(PlayoffCutRound, round = k + 1)
                } else {
                    Said {
                        msg: crate::model::Msg::PlayoffStages,
                        args: vec![("stages", crate::model::SaidArg::List(stages))],
                    }
                }
            }
        }
        _ => said!(RoundName, round = round),
    }
}

/// The name of table `index` (0-based) of round `round`: its bracket's
/// stage, with its division where the divisions' brackets differ in size
/// ("Semifinals (Juniors)"); else the round's name ([`name_of_round`]).
pub fn name_of_table(event: &Event, round: u32, index: usize) -> Said {
    let own = event.cut.as_ref().and_then(|c| {
        let k = round.checked_sub(c.after_round + 1)? as usize;
        if c.divisions.iter().all(|d| d.top == c.top) {
            return None;
        }
        let m = event.rounds.get(round as usize - 1)?.matches.get(index)?;
        let division = division_of_match(event, m);
        let cut = c.divisions.iter().find(|d| d.division == division)?;
        division_stage(division, usize::from(cut.top), k)
    });
    own.unwrap_or_else(|| name_of_round(event, round))
}

/// "Semifinals (Juniors)": a division's bracket's stage in its playoff
/// round `k` (0-based); `None` once its bracket is done.
fn division_stage(division: Division, top: usize, k: usize) -> Option<Said> {
    (k < playoff_rounds(top)).then(|| {
        said!(
            PlayoffDivisionStage,
            stage = round_name(top, k),
            division = division.said()
        )
    })
}
