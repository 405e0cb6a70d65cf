//! A store's season (a league) over several events or nights: points for
//! each event (win, draw, loss, taking part), the total, and a ranking whose
//! ties are broken by a fixed order of steps (docs/rules.md §7). Pure: the
//! events come in loaded, and who is the same person across events is
//! decided by the caller's `key` (the player list's name folding), so the
//! engine stays free of text rules. Each event of a night is its own
//! column; only a player who played a match (or had a bye) takes part;
//! playoff matches are not counted as matches, but the playoff places its
//! players (each playoff place above the places below it). Sums are `u64`
//! and saturate, so no points scheme can wrap.

pub use crate::engine::season_event::{NightName, Tally, events_of, tallies};

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

/// A night of the season as read: its name, and its pods (`None`: the
/// file could not be read; it counts for nobody, never as zero). A night
/// may hold several events, each its own column ([`events_of`]).
#[derive(Debug, Clone)]
pub struct SeasonNight {
    /// What the night is called.
    pub name: NightName,
    /// The night's pods and events (a lone event is a night of one).
    pub pods: Option<Vec<Event>>,
}

/// An event of the season: one column of its table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonColumn {
    /// The night (the file, 0-based, in the order given) it belongs to.
    pub night: usize,
    /// What the event is called: its (or its draft's) name and day.
    pub name: NightName,
}

/// One player's season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonRow {
    /// The name as spelt in the first event that has them.
    pub name: String,
    /// Total points.
    pub points: u64,
    /// Points per event in order; `None` where they took no part (or the
    /// event could not be read).
    pub per_event: Vec<Option<u64>>,
    /// Events taken part in.
    pub events: u32,
    /// Matches won before any playoff (byes included).
    pub won: u64,
    /// Matches lost before any playoff.
    pub lost: u64,
    /// Matches drawn before any playoff.
    pub drawn: u64,
    /// The first event (0-based column) they took part in.
    pub first_seen: usize,
    /// The step that placed them below the player above; `None` for the
    /// first.
    pub decided_by: Option<SeasonStep>,
}

/// A player whose points for an event the playoff raised, so that each
/// playoff place is above the places below it (docs/rules.md §7).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed {
    /// The event (0-based column).
    pub event: usize,
    /// The player, as the season spells them.
    pub name: String,
    /// What their matches and taking part earned.
    pub earned: u64,
    /// The points the event gives them.
    pub points: u64,
    /// Playoff matches they won.
    pub playoff_wins: u64,
}

/// The season table: every player, best first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Season {
    /// The points scheme.
    pub points: SeasonPoints,
    /// How many events (columns) the season has, read or not.
    pub events: usize,
    /// Each event's column title, in order: the event's name and date
    /// ("Friday draft 2026-11-20"), made unique by the event's number
    /// where two are called alike.
    pub titles: Vec<String>,
    /// Each event: its night and its name.
    pub columns: Vec<SeasonColumn>,
    /// The players, ranked.
    pub rows: Vec<SeasonRow>,
    /// The events (0-based columns) that could not be read: they count
    /// for nobody.
    pub missing: Vec<usize>,
    /// The points the playoffs raised, in event order.
    pub placed: Vec<Placed>,
}

/// The season of `nights` in order, each event of a night its own column
/// (a night whose pods are `None` could not be read: one column that
/// counts for nobody and is never taken as zero). `key` says who is the
/// same person (names matched ignoring case and accents).
pub fn season(
    nights: &[SeasonNight],
    points: SeasonPoints,
    key: &dyn Fn(&str) -> String,
) -> Season {
    let mut columns: Vec<(SeasonColumn, Option<Vec<&Event>>)> = Vec::new();
    for (i, n) in nights.iter().enumerate() {
        match &n.pods {
            None => columns.push((
                SeasonColumn {
                    night: i,
                    name: n.name.clone(),
                },
                None,
            )),
            Some(pods) => columns.extend(
                events_of(&n.name, pods)
                    .into_iter()
                    .map(|(name, events)| (SeasonColumn { night: i, name }, Some(events))),
            ),
        }
    }
    let mut rows: Vec<SeasonRow> = Vec::new();
    let mut placed = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    for (k, (_, events)) in columns.iter().enumerate() {
        for event in events.iter().flatten() {
            for e in scored(event, points) {
                let name = &event.players[e.player].name;
                let i = *index.entry(key(name)).or_insert_with(|| {
                    rows.push(SeasonRow {
                        name: name.clone(),
                        points: 0,
                        per_event: vec![None; columns.len()],
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
                *slot = Some(slot.unwrap_or(0).saturating_add(e.points));
                row.points = row.points.saturating_add(e.points);
                row.won = row.won.saturating_add(e.tally.won);
                row.lost = row.lost.saturating_add(e.tally.lost);
                row.drawn = row.drawn.saturating_add(e.tally.drawn);
                if e.points != e.earned {
                    placed.push(Placed {
                        event: k,
                        name: row.name.clone(),
                        earned: e.earned,
                        points: e.points,
                        playoff_wins: e.tally.playoff_wins.unwrap_or(0),
                    });
                }
            }
        }
    }
    rows.sort_by(|a, b| compare(a, b).1);
    for i in 1..rows.len() {
        rows[i].decided_by = Some(compare(&rows[i - 1], &rows[i]).0);
    }
    let names: Vec<&NightName> = columns.iter().map(|(c, _)| &c.name).collect();
    Season {
        points,
        events: columns.len(),
        titles: titles(&names),
        missing: (0..columns.len())
            .filter(|&k| columns[k].1.is_none())
            .collect(),
        columns: columns.into_iter().map(|(c, _)| c).collect(),
        rows,
        placed,
    }
}

/// One player's points from one event.
struct Scored {
    /// The player (index into the event's players).
    player: usize,
    /// What they played.
    tally: Tally,
    /// What their matches and taking part earned.
    earned: u64,
    /// The points the event gives them, after the playoff placed them.
    points: u64,
}

/// The points of everyone who took part in `event`: their matches before
/// any playoff and taking part, then placed by the playoff ([`place`]).
fn scored(event: &Event, points: SeasonPoints) -> Vec<Scored> {
    let mut out: Vec<Scored> = tallies(event)
        .into_iter()
        .enumerate()
        .filter_map(|(player, t)| {
            let tally = t?;
            let earned = points.earned(tally.won, tally.drawn, tally.lost);
            Some(Scored {
                player,
                tally,
                earned,
                points: earned,
            })
        })
        .collect();
    place(&mut out);
    out
}

/// The playoff places the players who made the cut (docs/rules.md §7):
/// going up from the lowest playoff place (the fewest playoff matches
/// won), each place earns at least one point more than the best of the
/// places below it, so the champion is above the finalist, the finalist
/// above the semifinal losers, and they above the quarterfinal losers.
fn place(entries: &mut [Scored]) {
    let mut levels: Vec<u64> = entries
        .iter()
        .filter_map(|e| e.tally.playoff_wins)
        .collect();
    levels.sort_unstable();
    levels.dedup();
    let mut best_below: Option<u64> = None;
    for level in levels {
        let at = |e: &&mut Scored| e.tally.playoff_wins == Some(level);
        if let Some(best) = best_below {
            for e in entries.iter_mut().filter(at) {
                e.points = e.points.max(best.saturating_add(1));
            }
        }
        let here = entries.iter_mut().filter(at).map(|e| e.points).max();
        best_below = best_below.max(here);
    }
}

/// The events' column titles, each unique: a title two events share gets
/// the event's number, "Friday draft (3)".
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
