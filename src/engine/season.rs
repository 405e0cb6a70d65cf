//! A store's season (a league) over several events or nights: points for
//! each event (win, draw, loss, taking part), the total, and a ranking whose
//! ties are broken by a fixed order of steps (docs/rules.md §7). Pure: the
//! events come in loaded, and who is the same person across events is
//! decided by the caller's `key` (the player list's name folding), so the
//! engine stays free of text rules.

use crate::engine::record::records;
use crate::model::Event;
use std::cmp::Ordering;
use std::collections::HashMap;

/// Points for each event of a season (docs/cli.md `season`).
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

/// One player's season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonRow {
    /// The name as spelt in the first event that has them.
    pub name: String,
    /// Total points.
    pub points: u32,
    /// Points per event in order; `None` where they did not play (or the
    /// event could not be read).
    pub per_event: Vec<Option<u32>>,
    /// Events taken part in.
    pub events: u32,
    /// Matches won (byes included), lost and drawn.
    pub won: u32,
    /// Matches lost.
    pub lost: u32,
    /// Matches drawn.
    pub drawn: u32,
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
    /// The players, ranked.
    pub rows: Vec<SeasonRow>,
    /// The events (0-based) that could not be read: they count for nobody.
    pub missing: Vec<usize>,
}

/// The season of `events` in order (`None`: an event that could not be
/// read; it counts for nobody and is never taken as zero). `key` says who
/// is the same person (names matched ignoring case and accents).
pub fn season(
    events: &[Option<Vec<Event>>],
    points: SeasonPoints,
    key: &dyn Fn(&str) -> String,
) -> Season {
    let mut rows: Vec<SeasonRow> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    for (k, pods) in events.iter().enumerate() {
        for event in pods.iter().flatten() {
            let recs = records(event, &event.rules.options());
            for (p, pl) in event.players.iter().enumerate() {
                let r = &recs[p];
                let played = r.won + r.lost + r.drawn + r.byes;
                if played == 0 {
                    continue;
                }
                let won = (r.won + r.byes) as u32;
                let (lost, drawn) = (r.lost as u32, r.drawn as u32);
                let earned =
                    points.win * won + points.draw * drawn + points.loss * lost + points.attend;
                let i = *index.entry(key(&pl.name)).or_insert_with(|| {
                    rows.push(SeasonRow {
                        name: pl.name.clone(),
                        points: 0,
                        per_event: vec![None; events.len()],
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
                *slot = Some(slot.unwrap_or(0) + earned);
                row.points += earned;
                row.won += won;
                row.lost += lost;
                row.drawn += drawn;
            }
        }
    }
    rows.sort_by(|a, b| compare(a, b).1);
    for i in 1..rows.len() {
        rows[i].decided_by = Some(compare(&rows[i - 1], &rows[i]).0);
    }
    Season {
        points,
        events: events.len(),
        rows,
        missing: (0..events.len()).filter(|&k| events[k].is_none()).collect(),
    }
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
