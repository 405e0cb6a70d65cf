//! A store's season (a league) over several events or nights: points for
//! each event (win, draw, loss, taking part), the total, and a ranking whose
//! ties are broken by a fixed order of steps (docs/rules.md §7). Pure: the
//! events come in loaded, and who is the same person across events is
//! decided by the caller's `key` (the player list's name folding), so the
//! engine stays free of text rules. Playoff matches count as §6 says: won
//! or lost like any match; a drawn playoff score and a playoff bye earn
//! nothing. Sums are `u64` and saturate, so no points scheme can wrap.

use crate::engine::record::{Outcome, records};
use crate::model::Event;
use std::cmp::Ordering;
use std::collections::HashMap;

/// Points for each event of a season (docs/cli.md `season`). Each value
/// is at most [`SeasonPoints::MAX`] where a person types it; the sums are
/// safe whatever the values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeasonPoints {
    /// Per match won (byes included).
    pub win: u32,
    /// Per match drawn.
    pub draw: u32,
    /// Per match lost.
    pub loss: u32,
    /// For taking part in the event.
    pub attend: u32,
}

impl SeasonPoints {
    /// The most points one item (a win, a draw, a loss, taking part) may
    /// be worth: far above any league's scheme, far below any overflow.
    pub const MAX: u32 = 1000;

    /// What `won`, `drawn` and `lost` matches and taking part earn, never
    /// wrapping.
    pub fn earned(&self, won: u64, drawn: u64, lost: u64) -> u64 {
        u64::from(self.win)
            .saturating_mul(won)
            .saturating_add(u64::from(self.draw).saturating_mul(drawn))
            .saturating_add(u64::from(self.loss).saturating_mul(lost))
            .saturating_add(u64::from(self.attend))
    }
}

impl Default for SeasonPoints {
    fn default() -> Self {
        SeasonPoints {
            win: 3,
            draw: 1,
            loss: 0,
            attend: 1,
        }
    }
}

/// The steps that order players equal on season points, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeasonStep {
    /// Season points.
    Points,
    /// Matches won over the season.
    MatchesWon,
    /// Fewer matches lost.
    FewerLosses,
    /// Events taken part in.
    Events,
    /// Who came first in the season (the first event they played).
    FirstSeen,
}

impl SeasonStep {
    /// The public id.
    pub fn id(self) -> &'static str {
        match self {
            SeasonStep::Points => "points",
            SeasonStep::MatchesWon => "matches_won",
            SeasonStep::FewerLosses => "fewer_losses",
            SeasonStep::Events => "events",
            SeasonStep::FirstSeen => "first_seen",
        }
    }
}

/// What a night of the season is called: its name and date as its file
/// says (for a file that could not be read, the file's name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NightName {
    /// The night's (or event's) name: "Friday draft".
    pub name: String,
    /// Its day, `YYYY-MM-DD`, if known.
    pub date: Option<String>,
}

impl NightName {
    /// "Friday draft 2026-11-20", or the name alone when the date is not
    /// known.
    pub fn title(&self) -> String {
        match &self.date {
            Some(d) if !d.trim().is_empty() => format!("{} {}", self.name, d.trim()),
            _ => self.name.clone(),
        }
    }
}

/// A night of the season as read: its name, and its pods (`None`: the
/// file could not be read; it counts for nobody, never as zero).
#[derive(Debug, Clone)]
pub struct SeasonNight {
    /// What the night is called.
    pub name: NightName,
    /// The night's pods (a lone event is a night of one pod).
    pub pods: Option<Vec<Event>>,
}

/// One player's season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonRow {
    /// The name as spelt in the first event that has them.
    pub name: String,
    /// Total points.
    pub points: u64,
    /// Points per event in order; `None` where they did not play (or the
    /// event could not be read).
    pub per_event: Vec<Option<u64>>,
    /// Events taken part in.
    pub events: u32,
    /// Matches won (Swiss byes and playoff matches included).
    pub won: u64,
    /// Matches lost.
    pub lost: u64,
    /// Matches drawn.
    pub drawn: u64,
    /// The first event (0-based) they played.
    pub first_seen: usize,
    /// The step that placed them below the player above; `None` for the
    /// first.
    pub decided_by: Option<SeasonStep>,
}

/// The season table: every player, best first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Season {
    /// The points scheme.
    pub points: SeasonPoints,
    /// How many events the season has (read or not).
    pub events: usize,
    /// Each event's column title, in order: the night's name and date
    /// ("Friday draft 2026-11-20"), made unique by the event's number
    /// where two nights are called alike.
    pub titles: Vec<String>,
    /// The players, ranked.
    pub rows: Vec<SeasonRow>,
    /// The events (0-based) that could not be read: they count for nobody.
    pub missing: Vec<usize>,
}

/// The season of `nights` in order (a night whose pods are `None` could
/// not be read; it counts for nobody and is never taken as zero). `key`
/// says who is the same person (names matched ignoring case and accents).
pub fn season(
    nights: &[SeasonNight],
    points: SeasonPoints,
    key: &dyn Fn(&str) -> String,
) -> Season {
    let mut rows: Vec<SeasonRow> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    for (k, night) in nights.iter().enumerate() {
        for event in night.pods.iter().flatten() {
            for (p, t) in tallies(event).into_iter().enumerate() {
                if t.won + t.lost + t.drawn == 0 {
                    continue;
                }
                let name = &event.players[p].name;
                let earned = points.earned(t.won, t.drawn, t.lost);
                let i = *index.entry(key(name)).or_insert_with(|| {
                    rows.push(SeasonRow {
                        name: name.clone(),
                        points: 0,
                        per_event: vec![None; nights.len()],
                        events: 0,
                        won: 0,
                        lost: 0,
                        drawn: 0,
                        first_seen: k,
                        decided_by: None,
                    });
                    rows.len() - 1
                });
                let row = &mut rows[i];
                let slot = &mut row.per_event[k];
                if slot.is_none() {
                    row.events += 1;
                }
                *slot = Some(slot.unwrap_or(0).saturating_add(earned));
                row.points = row.points.saturating_add(earned);
                row.won = row.won.saturating_add(t.won);
                row.lost = row.lost.saturating_add(t.lost);
                row.drawn = row.drawn.saturating_add(t.drawn);
            }
        }
    }
    rows.sort_by(|a, b| compare(a, b).1);
    for i in 1..rows.len() {
        rows[i].decided_by = Some(compare(&rows[i - 1], &rows[i]).0);
    }
    let names: Vec<&NightName> = nights.iter().map(|n| &n.name).collect();
    Season {
        points,
        events: nights.len(),
        titles: titles(&names),
        rows,
        missing: (0..nights.len())
            .filter(|&k| nights[k].pods.is_none())
            .collect(),
    }
}

/// One player's matches in one event, as the season counts them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Tally {
    won: u64,
    lost: u64,
    drawn: u64,
}

/// Every player's tally in `event` (docs/rules.md §6): the Swiss part as
/// its standings count it (byes as wins), then each playoff match with a
/// winner. A drawn playoff score is no result yet, and a playoff has no
/// byes: neither earns anything.
fn tallies(event: &Event) -> Vec<Tally> {
    let swiss = event.swiss_part();
    let mut out: Vec<Tally> = records(&swiss, &swiss.rules.options())
        .iter()
        .map(|r| Tally {
            won: r.won + r.byes,
            lost: r.lost,
            drawn: r.drawn,
        })
        .collect();
    let n = out.len();
    for (ri, round) in event.rounds.iter().enumerate() {
        if !event.is_playoff_round(ri as u32 + 1) {
            continue;
        }
        for m in &round.matches {
            let (Some(b), Some(score)) = (m.b, m.result()) else {
                continue;
            };
            // A result that cannot happen counts nowhere.
            if crate::engine::validate::is_held(event, ri as u32 + 1, m) {
                continue;
            }
            let (a, b) = (m.a.0, b.0);
            if a >= n || b >= n || a == b {
                continue;
            }
            let (winner, loser) = match Outcome::of(score) {
                Outcome::Won => (a, b),
                Outcome::Lost => (b, a),
                Outcome::Drawn => continue,
            };
            out[winner].won += 1;
            out[loser].lost += 1;
        }
    }
    out
}

/// The nights' column titles, each unique: a title two nights share gets
/// the night's number, "Friday draft (3)".
fn titles(names: &[&NightName]) -> Vec<String> {
    let plain: Vec<String> = names.iter().map(|n| n.title()).collect();
    plain
        .iter()
        .enumerate()
        .map(|(k, t)| {
            if plain.iter().filter(|o| *o == t).count() > 1 {
                format!("{t} ({})", k + 1)
            } else {
                t.clone()
            }
        })
        .collect()
}

/// The first step that orders `a` before `b`, and the order.
fn compare(a: &SeasonRow, b: &SeasonRow) -> (SeasonStep, Ordering) {
    let steps = [
        (SeasonStep::Points, b.points.cmp(&a.points)),
        (SeasonStep::MatchesWon, b.won.cmp(&a.won)),
        (SeasonStep::FewerLosses, a.lost.cmp(&b.lost)),
        (SeasonStep::Events, b.events.cmp(&a.events)),
        (SeasonStep::FirstSeen, a.first_seen.cmp(&b.first_seen)),
    ];
    steps
        .into_iter()
        .find(|(_, o)| o.is_ne())
        .unwrap_or((SeasonStep::FirstSeen, Ordering::Equal))
}

#[cfg(test)]
#[path = "season_tests.rs"]
mod tests;
