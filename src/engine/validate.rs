//! Every problem with an event at once, each tied to the round, match and
//! player it concerns (docs/architecture.md, "raw sheet vs validated event"). The
//! sheet is never blocked: problems are reported, nothing is refused.

use crate::model::{BestOf, Event, GameScore, Match, PlayerId, Preset};

/// How serious a problem is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// A result that is not in yet.
    Missing,
    /// Allowed, but against the sheet's rules.
    Warning,
    /// Cannot be right.
    Error,
}

/// One problem, pointing at the cell to highlight.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// How serious.
    pub severity: Severity,
    /// Round (1-based), if the problem is in a round.
    pub round: Option<u32>,
    /// Match index within the round (0-based), if it is in a match.
    pub match_index: Option<usize>,
    /// The player concerned, if one.
    pub player: Option<PlayerId>,
    /// A sentence a person can act on.
    pub message: String,
}

/// Checks the whole event; returns every problem, most serious first.
pub fn validate(event: &Event) -> Vec<Problem> {
    let mut out = Vec::new();
    let n = event.players.len();
    let name = |p: PlayerId| {
        event
            .players
            .get(p.0)
            .map_or("an unknown player", |x| x.name.as_str())
    };
    let mut first_with_name = std::collections::HashMap::with_capacity(n);
    for (i, p) in event.players.iter().enumerate() {
        if p.name.trim().is_empty() {
            out.push(problem(
                Severity::Error,
                None,
                None,
                Some(PlayerId(i)),
                format!("Player {} has no name.", i + 1),
            ));
        } else if first_with_name.insert(p.name.to_lowercase(), i).is_some() {
            out.push(problem(
                Severity::Error,
                None,
                None,
                Some(PlayerId(i)),
                format!(
                    "Two players are called {}: give one a surname or initial.",
                    p.name
                ),
            ));
        }
    }
    shared_seats(event, &mut out);
    for (ri, round) in event.rounds.iter().enumerate() {
        let r = ri as u32 + 1;
        let mut seen: Vec<Option<usize>> = vec![None; n];
        for (mi, m) in round.matches.iter().enumerate() {
            let at = |p: Option<PlayerId>, msg: String| {
                problem(Severity::Error, Some(r), Some(mi), p, msg)
            };
            let where_ = MatchPlace {
                event,
                round: r,
                index: mi,
                m,
            };
            // Both sides without a Vec per match: a large Swiss validates
            // tens of thousands of them on every edit.
            let sides = std::iter::once(m.a).chain(m.b);
            if sides.clone().any(|p| p.0 >= n) {
                out.push(at(
                    None,
                    format!("{where_}: refers to a player who is not on the sheet."),
                ));
                continue;
            }
            if m.b == Some(m.a) {
                out.push(at(
                    Some(m.a),
                    format!("{where_}: {} is paired against themselves.", name(m.a)),
                ));
                continue;
            }
            for p in sides {
                if let Some(other) = seen[p.0] {
                    let first = match_place(event, r, other, &round.matches[other]);
                    out.push(at(
                        Some(p),
                        format!(
                            "Round {r}: {} is in two matches ({first} and {where_}).",
                            name(p)
                        ),
                    ));
                }
                seen[p.0] = Some(mi);
                let pl = &event.players[p.0];
                let has_result = m.b.is_none() || m.result().is_some();
                if let Some(d) = pl.dropped_after.filter(|&d| r > d && has_result) {
                    out.push(at(
                        Some(p),
                        format!(
                            "{where_}: {} dropped after round {d} but has a result here.",
                            pl.name
                        ),
                    ));
                }
                if let Some(j) = pl.joined_round.filter(|&j| r < j && has_result) {
                    out.push(at(
                        Some(p),
                        format!(
                            "{where_}: {} joined in round {j} but has a result here.",
                            pl.name
                        ),
                    ));
                }
            }
            if m.b.is_none() {
                continue;
            }
            match m.result() {
                None => out.push(problem(
                    Severity::Missing,
                    Some(r),
                    Some(mi),
                    None,
                    format!("{where_}: no result yet."),
                )),
                Some(s) => {
                    if let Some(why) = impossible(s, event.best_of) {
                        out.push(at(None, format!("{where_}: {s} cannot happen: {why}.")));
                    } else if s.a == 0
                        && s.b == 0
                        // In best-of-one, 0-0-1 is the one drawn game, a
                        // legal result (docs/rules.md §1), not an intentional draw.
                        && event.best_of != BestOf::One
                        && store_sheet(&event.rules)
                    {
                        out.push(problem(
                            Severity::Warning,
                            Some(r),
                            Some(mi),
                            None,
                            format!("{where_}: {s} is an intentional draw, which this sheet does not allow."),
                        ));
                    }
                }
            }
        }
    }
    out.sort_by(|a, b| {
        b.severity
            .cmp(&a.severity)
            .then(a.round.cmp(&b.round))
            .then(a.match_index.cmp(&b.match_index))
    });
    out
}

/// Two players given the same draft seat: a warning naming both and the
/// seat (the seat decides round 1 on the Swiss sheets), on the later one.
fn shared_seats(event: &Event, out: &mut Vec<Problem>) {
    let mut first_in_seat = std::collections::HashMap::new();
    for (i, p) in event.players.iter().enumerate() {
        let Some(seat) = p.seat else { continue };
        if let Some(&first) = first_in_seat.get(&seat) {
            let first: &crate::model::Player = &event.players[first];
            out.push(problem(
                Severity::Warning,
                None,
                None,
                Some(PlayerId(i)),
                format!(
                    "{} and {} are both given seat {seat}: give one of them another seat.",
                    first.name, p.name
                ),
            ));
        } else {
            first_in_seat.insert(seat, i);
        }
    }
}

/// Why a score cannot be the result of a match of this length, if it cannot.
pub fn impossible(s: GameScore, best_of: BestOf) -> Option<String> {
    match best_of {
        BestOf::One if s.games() != 1 => Some(
            "a best-of-one match is a single game: a win, a loss or a draw (1-0, 0-1 or 0-0-1)"
                .into(),
        ),
        BestOf::Three if s.a > 2 || s.b > 2 => {
            Some("in best-of-three a player stops at 2 game wins".into())
        }
        BestOf::Three if s.a == 2 && s.b == 2 => {
            Some("both players cannot win 2 games in best-of-three".into())
        }
        BestOf::Any if s.games() > 30 => Some("no match has that many games".into()),
        _ => None,
    }
}

fn store_sheet(p: &Preset) -> bool {
    matches!(p, Preset::PodSwiss | Preset::PodRr)
}

/// "Round 2, match C (Derek vs Bernie)".
pub fn match_place(event: &Event, round: u32, index: usize, m: &Match) -> String {
    MatchPlace {
        event,
        round,
        index,
        m,
    }
    .to_string()
}

/// A match's place in words, formatted only when a message needs it.
struct MatchPlace<'a> {
    event: &'a Event,
    round: u32,
    index: usize,
    m: &'a Match,
}

impl std::fmt::Display for MatchPlace<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = |p: PlayerId| self.event.players.get(p.0).map_or("?", |x| x.name.as_str());
        let (round, m) = (self.round, self.m);
        match &m.label {
            Some(l) => write!(f, "Round {round}, match {l} ")?,
            None => write!(f, "Round {round}, match {} ", self.index + 1)?,
        }
        match m.b {
            Some(b) => write!(f, "({} vs {})", name(m.a), name(b)),
            None => write!(f, "({} has the bye)", name(m.a)),
        }
    }
}

fn problem(
    severity: Severity,
    round: Option<u32>,
    match_index: Option<usize>,
    player: Option<PlayerId>,
    message: String,
) -> Problem {
    Problem {
        severity,
        round,
        match_index,
        player,
        message,
    }
}
