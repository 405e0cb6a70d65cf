//! One event's part in a season (docs/rules.md §7): which events a night
//! file holds (each its own column; the pods of one draft together), and
//! what each player did in an event — the matches they played before any
//! playoff, and how far the playoff took them. The season's points are
//! made from these in `season.rs`.

use crate::engine::record::records;
use crate::model::{Event, RoundChange};

/// What a night (or an event) of the season is called: its name and date
/// as its file says (for a file that could not be read, the file's name).
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

/// The events of a night as the season counts them, in the night's order:
/// the pods of one draft ([`Event::draft`]) together as
/// one event called DRAFT, every other event (a Swiss beside the pods) on
/// its own under its own name. Each is dated by its own date, else the
/// night's. A night of one event keeps the night's name: a draft night's
/// pods are "Friday draft", a lone event file its event.
pub fn events_of<'a>(night: &NightName, pods: &'a [Event]) -> Vec<(NightName, Vec<&'a Event>)> {
    let mut out: Vec<(Option<&str>, NightName, Vec<&Event>)> = Vec::new();
    for event in pods {
        let draft = event.draft();
        if let Some(d) = draft
            && let Some(group) = out.iter_mut().find(|g| g.0 == Some(d))
        {
            group.2.push(event);
            continue;
        }
        let name = draft.unwrap_or(&event.name);
        let name = NightName {
            name: if name.trim().is_empty() {
                night.name.clone()
            } else {
                name.to_string()
            },
            date: event.date.clone().or_else(|| night.date.clone()),
        };
        out.push((draft, name, vec![event]));
    }
    if out.len() == 1 {
        out[0].1 = night.clone();
    }
    out.into_iter().map(|(_, n, e)| (n, e)).collect()
}

/// One player's part in one event, as the season counts it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Matches won before any playoff, byes included.
    pub won: u64,
    /// Matches lost before any playoff (a match the player gave away by
    /// not coming is not one they played).
    pub lost: u64,
    /// Matches drawn before any playoff.
    pub drawn: u64,
    /// Playoff matches won, for a player who made the cut; `None` for
    /// one who did not (or an event without a cut).
    pub playoff_wins: Option<u64>,
}

impl Tally {
    /// Matches played before any playoff, byes included.
    pub fn played(&self) -> u64 {
        self.won + self.lost + self.drawn
    }
}

/// Every player's part in `event`, by player (`None`: they played no
/// match and had no bye, so they took no part; a no-show whose match was
/// given to the opponent is one). Matches before any playoff count as the
/// standings count them (a bye once its round is played); playoff matches
/// are not counted as matches: they only say how far each player got.
pub fn tallies(event: &Event) -> Vec<Option<Tally>> {
    let swiss = event.swiss_part();
    let mut out: Vec<Tally> = records(&swiss, &swiss.rules.options())
        .iter()
        .map(|r| Tally {
            won: r.won + r.byes,
            lost: r.lost,
            drawn: r.drawn,
            playoff_wins: None,
        })
        .collect();
    let n = out.len();
    // A match given to the opponent of a player who dropped or did not
    // come (and still the opponent's win) was not played by that player.
    for round in &swiss.rounds {
        for change in &round.changes {
            let RoundChange::Conceded {
                player, opponent, ..
            } = change
            else {
                continue;
            };
            let given = round.matches.iter().any(|m| {
                m.involves(*player) && m.involves(*opponent) && m.winner() == Some(*opponent)
            });
            if given && let Some(t) = out.get_mut(player.0) {
                t.lost = t.lost.saturating_sub(1);
            }
        }
    }
    if let Some(cut) = &event.cut {
        // A cut by division keeps each division's seeds.
        let seeds = cut
            .seeds
            .iter()
            .chain(cut.divisions.iter().flat_map(|d| &d.seeds));
        for p in seeds {
            if let Some(t) = out.get_mut(p.0) {
                t.playoff_wins.get_or_insert(0);
            }
        }
        for (k, round) in event
            .rounds
            .iter()
            .enumerate()
            .skip(cut.after_round as usize)
        {
            for m in &round.matches {
                let Some(b) = m.b.filter(|&b| b != m.a && b.0 < n && m.a.0 < n) else {
                    continue;
                };
                for p in [m.a, b] {
                    out[p.0].playoff_wins.get_or_insert(0);
                }
                // A drawn playoff score has no winner, and a result that
                // cannot happen (2-3 in best of three) counts nowhere:
                // neither lifts anyone.
                let held = crate::engine::validate::is_held(event, k as u32 + 1, m);
                if let Some(w) = m.winner().filter(|_| !held)
                    && let Some(x) = out[w.0].playoff_wins.as_mut()
                {
                    *x += 1;
                }
            }
        }
    }
    out.into_iter()
        .map(|t| (t.played() > 0).then_some(t))
        .collect()
}
