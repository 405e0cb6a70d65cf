//! Per-player tallies from the rounds: matches, games, points and whom each
//! player met (docs/rules.md §1-2). Everything else is computed from these.

use super::validate::is_held_under;
use crate::model::{Event, GameScore, PlayerId, RuleOptions};

/// How a match ended for one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// More game wins.
    Won,
    /// Fewer game wins, or a double loss (lost by both).
    Lost,
    /// Equal game wins.
    Drawn,
}

impl Outcome {
    /// The outcome of a score, seen from its first side: a double loss is
    /// a loss from either side, in every tiebreaker.
    pub fn of(score: GameScore) -> Outcome {
        if score.double_loss {
            return Outcome::Lost;
        }
        match score.a.cmp(&score.b) {
            std::cmp::Ordering::Greater => Outcome::Won,
            std::cmp::Ordering::Less => Outcome::Lost,
            std::cmp::Ordering::Equal => Outcome::Drawn,
        }
    }
}

/// One match a player played against an opponent (byes are not meetings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meeting {
    /// Whom they played.
    pub opponent: PlayerId,
    /// Round number (1-based).
    pub round: u32,
    /// How it ended for this player.
    pub outcome: Outcome,
    /// The score from this player's side.
    pub score: GameScore,
}

/// A player's tallies over every match with a result.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Record {
    /// Matches won, byes not included.
    pub won: u64,
    /// Matches lost, double losses included.
    pub lost: u64,
    /// Matches drawn.
    pub drawn: u64,
    /// Byes received.
    pub byes: u64,
    /// Match points, as the preset's scoring gives them (Magic: 3 per
    /// win or bye, 1 per draw).
    pub match_points: u64,
    /// Games won, bye games included as the preset says.
    pub games_won: u64,
    /// Games lost.
    pub games_lost: u64,
    /// Games drawn.
    pub games_drawn: u64,
    /// Game points: 3 per game won, the preset's value per drawn game.
    pub game_points: u64,
    /// Match points counted in the player's own MW% (byes per preset).
    pub mw_points: u64,
    /// Rounds counted in the player's own MW% (byes per preset).
    pub mw_rounds: u64,
    /// Every match played, in round order; byes excluded.
    pub meetings: Vec<Meeting>,
    /// Match points earned in each round of the event (0 where absent).
    pub round_points: Vec<u64>,
    /// Whether each round of the event is played ([`round_complete`]):
    /// Flesh and Blood's CTB counts those rounds only, never one that is
    /// only paired.
    pub rounds_played: Vec<bool>,
    /// Dropped before the last round, or disqualified: left the event
    /// before it ended (Pokémon
    /// caps such a player's win percentage at 75 %).
    pub left: bool,
}

impl Record {
    /// Games counted in GW%.
    pub fn games(&self) -> u64 {
        self.games_won + self.games_lost + self.games_drawn
    }

    /// Matches with a result, byes included.
    pub fn matches(&self) -> u64 {
        self.won + self.lost + self.drawn + self.byes
    }

    /// The match record as on the sheet: wins (byes included)-losses[-draws].
    pub fn match_line(&self) -> String {
        let w = self.won + self.byes;
        if self.drawn > 0 {
            format!("{w}-{}-{}", self.lost, self.drawn)
        } else {
            format!("{w}-{}", self.lost)
        }
    }

    /// The game record as on the sheet: won-lost[-drawn].
    pub fn game_line(&self) -> String {
        if self.games_drawn > 0 {
            format!(
                "{}-{}-{}",
                self.games_won, self.games_lost, self.games_drawn
            )
        } else {
            format!("{}-{}", self.games_won, self.games_lost)
        }
    }
}

/// Tallies for every player of the event, indexed by [`PlayerId`].
pub fn records(event: &Event, opts: &RuleOptions) -> Vec<Record> {
    let rounds = event.rounds.len();
    let mut out: Vec<Record> = (0..event.players.len())
        .map(|_| Record {
            round_points: vec![0; rounds],
            // At most one match a round: no regrowing while tallying.
            meetings: Vec::with_capacity(rounds),
            ..Record::default()
        })
        .collect();
    for (r, p) in out.iter_mut().zip(&event.players) {
        // Left before the event ended: a drop after the last round played
        // is no early leaving (the handbook's "before it was completed";
        // TOM caps only a player with fewer rounds than the event).
        r.left = p.disqualified || p.dropped_after.is_some_and(|d| (d as usize) < rounds);
        // A round lost without an opponent (a late entrant's missed round).
        let mut lost: Vec<u32> = p.forced_losses.clone();
        lost.sort_unstable();
        lost.dedup();
        for round in lost.into_iter().filter(|&x| x >= 1 && x as usize <= rounds) {
            r.lost += 1;
            r.mw_rounds += 1;
            r.round_points[round as usize - 1] += u64::from(opts.scoring.loss);
            r.match_points += u64::from(opts.scoring.loss);
        }
    }
    let n = out.len();
    let valid = |p: PlayerId| p.0 < n;
    let played: Vec<bool> = (1..=rounds as u32)
        .map(|r| round_complete(event, r))
        .collect();
    for r in &mut out {
        r.rounds_played.clone_from(&played);
    }
    for (ri, round) in event.rounds.iter().enumerate() {
        let round_no = ri as u32 + 1;
        // A bye counts once its round is played (docs/rules.md §6).
        let byes_count = played[ri];
        for m in &round.matches {
            match m.b {
                None if valid(m.a) && byes_count => add_bye(&mut out[m.a.0], ri, opts),
                None => {}
                Some(b) => {
                    let Some(score) = m.result() else { continue };
                    // A result that cannot happen counts nowhere.
                    if is_held_under(event, round_no, m, opts) {
                        continue;
                    }
                    if !valid(m.a) || !valid(b) || m.a == b {
                        continue;
                    }
                    add_match(&mut out[m.a.0], b, round_no, score, opts);
                    add_match(&mut out[b.0], m.a, round_no, score.flipped(), opts);
                }
            }
        }
    }
    out
}

/// Whether round `round` (1-based) is played: every match has a result
/// and, in an event Podsheet pairs, every player of the round is in it (a
/// sheet's boxes still to fill, a player still to pair leave it open).
/// Imported results are complete as given. A result the game does not
/// allow is a result entered: it is held (counting nowhere) but holds
/// only its own match, never the rest of its round (a bye included).
pub fn round_complete(event: &Event, round: u32) -> bool {
    let Some(r) = (round as usize)
        .checked_sub(1)
        .and_then(|i| event.rounds.get(i))
    else {
        return false;
    };
    if r.matches.iter().any(|m| !m.is_decided()) {
        return false;
    }
    if matches!(event.structure, crate::model::Structure::Results) {
        return true;
    }
    let mut seen = vec![false; event.players.len()];
    for m in &r.matches {
        for p in std::iter::once(m.a).chain(m.b) {
            if let Some(s) = seen.get_mut(p.0) {
                *s = true;
            }
        }
    }
    event
        .players
        .iter()
        .zip(&seen)
        .all(|(p, &s)| s || !p.active_in(round))
}

fn add_bye(r: &mut Record, round_index: usize, opts: &RuleOptions) {
    let points = u64::from(opts.scoring.bye);
    r.byes += 1;
    r.match_points += points;
    r.round_points[round_index] += points;
    let g = u64::from(opts.bye_games.games());
    r.games_won += g;
    r.game_points += 3 * g;
    if opts.bye_in_mw {
        r.mw_points += opts.scoring.percent_bye();
        r.mw_rounds += 1;
    }
}

fn add_match(r: &mut Record, opponent: PlayerId, round: u32, score: GameScore, opts: &RuleOptions) {
    let outcome = Outcome::of(score);
    match outcome {
        Outcome::Won => r.won += 1,
        Outcome::Lost => r.lost += 1,
        Outcome::Drawn => r.drawn += 1,
    }
    let points = opts.scoring.points(score);
    r.match_points += points;
    r.round_points[round as usize - 1] += points;
    r.mw_points += opts.scoring.percent_points(score);
    r.mw_rounds += 1;
    r.games_won += u64::from(score.a);
    // A double loss records no games: it is one game lost, for each.
    r.games_lost += u64::from(score.b) + u64::from(score.double_loss);
    r.games_drawn += u64::from(score.draws);
    r.game_points +=
        3 * u64::from(score.a) + u64::from(opts.drawn_game_points) * u64::from(score.draws);
    r.meetings.push(Meeting {
        opponent,
        round,
        outcome,
        score,
    });
}
