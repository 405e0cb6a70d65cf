//! The codes of a TOM export and what `tdf.rs` works out from them once
//! everything is read: each player's age division, late entries, names
//! two players share. Sources in docs/cli.md ("A Pokémon TOM export").

use crate::model::{Division, Event, PlayerId};
use std::collections::HashMap;

/// A pod's `category`: the age divisions paired in it (TOM pairs juniors
/// and seniors, or everyone, in one pod at a small event).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Category(&'static [Division]);

impl Category {
    /// The category of a TOM code: 0 juniors, 1 seniors, 2 masters, 8
    /// juniors and seniors, 9 seniors and masters, 10 everyone.
    pub fn from_code(code: &str) -> Option<Category> {
        use Division::{Juniors as J, Masters as M, Seniors as S};
        Some(Category(match code {
            "0" => &[J],
            "1" => &[S],
            "2" => &[M],
            "8" => &[J, S],
            "9" => &[S, M],
            "10" => &[J, S, M],
            _ => return None,
        }))
    }

    /// The one division of a pod of one division.
    pub fn single(self) -> Option<Division> {
        match self.0 {
            [d] => Some(*d),
            _ => None,
        }
    }

    /// `d` if the category holds it, else the nearest division it holds.
    fn nearest(self, d: Division) -> Division {
        if self.0.contains(&d) {
            return d;
        }
        let rank = |x: Division| Division::ALL.iter().position(|&y| y == x).unwrap_or(0);
        self.0
            .iter()
            .copied()
            .min_by_key(|&x| rank(x).abs_diff(rank(d)))
            .unwrap_or(d)
    }
}

/// A match's `outcome` code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// 0: paired, no result yet.
    Pending,
    /// 1: the first player won.
    FirstWins,
    /// 2: the second player won.
    SecondWins,
    /// 3: a tie.
    Tie,
    /// 4: a bye the organizer assigned (read as a bye).
    AssignedBye,
    /// 5: a bye.
    Bye,
    /// 8: a loss without an opponent (a late entrant's missed round).
    ForcedLoss,
    /// 9: a match TOM deleted (not read).
    Deleted,
    /// 10 (6 in older files): a loss for both.
    DoubleLoss,
}

impl Outcome {
    /// The outcome of a TOM code.
    pub fn from_code(code: &str) -> Option<Outcome> {
        Some(match code {
            "0" => Outcome::Pending,
            "1" => Outcome::FirstWins,
            "2" => Outcome::SecondWins,
            "3" => Outcome::Tie,
            "4" => Outcome::AssignedBye,
            "5" => Outcome::Bye,
            "8" => Outcome::ForcedLoss,
            "9" => Outcome::Deleted,
            "6" | "10" => Outcome::DoubleLoss,
            _ => return None,
        })
    }

    /// Whether the match names one player (a bye or a forced loss).
    pub fn alone(self) -> bool {
        matches!(
            self,
            Outcome::AssignedBye | Outcome::Bye | Outcome::ForcedLoss
        )
    }
}

/// What `<players>` says of a player besides the event's own fields.
pub struct Entry {
    /// Tagged late (`<late>`, or `<starter>false</starter>`).
    pub late: bool,
    /// The year of `<birthdate>`, where it can be read.
    pub birth_year: Option<i32>,
}

/// The year of TOM's `MM/DD/YYYY`.
pub fn year_of(date: &str) -> Option<i32> {
    let mut parts = date.split('/');
    let (_, _, y) = (parts.next()?, parts.next()?, parts.next()?);
    let y = y.get(..4)?;
    y.parse().ok().filter(|y| (1900..=2200).contains(y))
}

/// TOM's `MM/DD/YYYY` as `YYYY-MM-DD`, where it is a date.
pub fn iso_date(date: &str) -> Option<String> {
    let mut parts = date.split('/');
    let m: u32 = parts.next()?.trim().parse().ok()?;
    let d: u32 = parts.next()?.trim().parse().ok()?;
    let y = year_of(date)?;
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then(|| format!("{y:04}-{m:02}-{d:02}"))
}

/// The season (named for the year it ends) of an event on TOM's date:
/// from September on it is the next year's (July until the 2026 season).
fn season_of(date: &str) -> Option<i32> {
    let month: u32 = date.split('/').next()?.trim().parse().ok()?;
    let year = year_of(date)?;
    let next = month >= 9 || (month >= 7 && year < 2026);
    Some(if next { year + 1 } else { year })
}

/// The division of a player born in `year`, in `season`: juniors born in
/// the season's year less 12 or later, seniors in the four years before,
/// masters before that (Play! Pokémon Tournament Rules Handbook §5.1).
fn by_age(year: i32, season: i32) -> Division {
    if year >= season - 12 {
        Division::Juniors
    } else if year >= season - 16 {
        Division::Seniors
    } else {
        Division::Masters
    }
}

/// Each player's age division: the file's own standings say it where they
/// list the player; else a pod of one division; else (a pod of several)
/// the birth year against the event's season; else masters.
pub fn divisions(
    event: &mut Event,
    entries: &[Entry],
    categories: &HashMap<PlayerId, Category>,
    standings: &[Standing],
    start: &str,
) {
    let season = season_of(start);
    for (i, p) in event.players.iter_mut().enumerate() {
        let id = PlayerId(i);
        let listed = standings
            .iter()
            .find(|s| s.player == id)
            .and_then(|s| s.category.single());
        let category = categories.get(&id).copied();
        let aged = || {
            let d = match (entries[i].birth_year, season) {
                (Some(y), Some(s)) => by_age(y, s),
                _ => Division::Masters,
            };
            category.map_or(d, |c| c.nearest(d))
        };
        p.division = Some(
            listed
                .or_else(|| category.and_then(Category::single))
                .unwrap_or_else(aged),
        );
    }
}

/// A player tagged late joined in the first round they have a match (or,
/// with only forced losses, the round after the last of them).
pub fn late_entries(event: &mut Event, entries: &[Entry]) {
    for (i, entry) in entries.iter().enumerate() {
        if !entry.late {
            continue;
        }
        let id = PlayerId(i);
        let first = event
            .rounds
            .iter()
            .position(|r| r.matches.iter().any(|m| m.involves(id)))
            .map(|r| r as u32 + 1);
        let after_losses = event.players[i].forced_losses.iter().max().map(|r| r + 1);
        let joined = first.or(after_losses).filter(|&j| j > 1);
        event.players[i].joined_round = joined;
    }
}

/// Two players who share a name (as the results CSV compares names: in
/// any case) are told apart by their userid, "Ash Ketchum (1234567)".
pub fn distinct_names(event: &mut Event, ids: &HashMap<&str, PlayerId>) {
    let mut count: HashMap<String, usize> = HashMap::new();
    for p in &event.players {
        *count.entry(p.name.to_lowercase()).or_default() += 1;
    }
    for (userid, id) in ids {
        let p = &mut event.players[id.0];
        if count.get(&p.name.to_lowercase()).is_some_and(|&n| n > 1) {
            p.name = format!("{} ({userid})", p.name);
        }
    }
}

/// One player's place in the file's `<standings>`, with the age division
/// of the standings pod that lists them (if it names one).
pub(super) struct Standing {
    /// The player.
    pub player: PlayerId,
    /// Their place (1-based).
    pub place: u32,
    /// The standings pod's division.
    pub category: Category,
}
