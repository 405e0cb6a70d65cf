//! A round's life (docs/rules.md §6): which paired rounds no longer fit
//! what they were paired from, which players are paired after their drop,
//! and whether the cut was made from Swiss results that changed since. As
//! data, for every face (the app, the CLI's warnings, the PDFs, the
//! phones); [`act`] holds what the owner can do about it.
//!
//! A round is *stale* when something it was paired from changed (a result,
//! a drop, a late entry: [`PairedFrom`](crate::model::PairedFrom)) **and**
//! a fresh pairing of the rounds before it differs from it. A change that
//! pairs the same round (2-1 corrected to 2-0) leaves it as it is: the
//! round is *settled* and only what it was paired from is brought up to
//! date. A round from a file that kept nothing of how it was paired is
//! checked against a fresh pairing alone.

pub mod act;
mod after;
mod fresh;
pub mod repair;

pub use after::{After, after_change};

pub use fresh::{Difference, difference, fresh_round};

use crate::engine::pairing::basis;
use crate::engine::ranking::Standings;
use crate::model::{Cause, Event, PlayerId, Said, Structure};

/// A paired round that no longer fits what it was paired from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaleRound {
    /// The round (1-based).
    pub round: u32,
    /// What changed since it was paired ([`Cause::Differs`] alone for a
    /// round paired before Podsheet kept what rounds were paired from).
    pub causes: Vec<Cause>,
    /// How it differs from a fresh pairing (`None`: no fresh pairing can
    /// be made now, see `repair`).
    pub difference: Option<Difference>,
    /// Its matches that have a result (kept, whatever the owner chooses).
    pub played: Vec<usize>,
    /// Whether it can be re-paired now, or why not.
    pub repair: Result<(), Said>,
}

impl StaleRound {
    /// Whether no match of the round has a result yet.
    pub fn unplayed(&self) -> bool {
        self.played.is_empty()
    }
}

/// A player paired in a round after their drop (or disqualification),
/// whose match has no result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DroppedPaired {
    /// The round (1-based).
    pub round: u32,
    /// The match (0-based index).
    pub index: usize,
    /// The player who is out.
    pub player: PlayerId,
}

/// A cut made from Swiss results that changed since.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaleCut {
    /// What changed.
    pub causes: Vec<Cause>,
    /// The seeds a cut made now would have.
    pub seeds_now: Vec<PlayerId>,
    /// Whether it can be cut again (no playoff result yet), or why not.
    pub recut: Result<(), Said>,
}

/// Everything stale in an event.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Life {
    /// Stale rounds, in round order.
    pub stale: Vec<StaleRound>,
    /// Players paired after their drop.
    pub dropped: Vec<DroppedPaired>,
    /// The cut, when it was made from results that changed.
    pub cut: Option<StaleCut>,
    /// Rounds whose basis changed but which a fresh pairing repeats, and
    /// rounds from older files that a fresh pairing confirms: only what
    /// they were paired from needs bringing up to date ([`act::settle`]).
    pub settled: Vec<u32>,
    /// The cut's seeds stand though its Swiss results changed.
    pub cut_settled: bool,
}

impl Life {
    /// Whether nothing is stale.
    pub fn is_clear(&self) -> bool {
        self.stale.is_empty() && self.dropped.is_empty() && self.cut.is_none()
    }

    /// The stale round `round`, if it is one.
    pub fn round(&self, round: u32) -> Option<&StaleRound> {
        self.stale.iter().find(|s| s.round == round)
    }
}

/// The most players for which every round of an older file (one that kept
/// nothing of how its rounds were paired) is checked against a fresh
/// pairing on each edit; above it, only a round with no result yet. The
/// app keeps what a round was paired from once a fresh pairing confirms
/// it, so this cost is paid until the first edit.
pub const OLD_FILE_CHECK_MAX: usize = 256;

/// The life of every paired round of `event`. `standings` is the ranking
/// of its Swiss part under its own preset, when the caller has one (the
/// cut is checked against it; `None`: ranked here if needed).
pub fn life(event: &Event, standings: Option<&Standings>) -> Life {
    let mut out = Life::default();
    let plays = !matches!(event.structure, Structure::Results) || event.cut.is_some();
    let sheet =
        matches!(&event.structure, Structure::Pod { template } if !template.is_round_robin());
    for (ri, round) in event.rounds.iter().enumerate() {
        let r = ri as u32 + 1;
        dropped_in(event, r, &mut out.dropped);
        if !plays || round.matches.is_empty() {
            continue;
        }
        let any_played = round
            .matches
            .iter()
            .any(|m| m.b.is_some() && m.result().is_some());
        let causes = match &round.paired_from {
            Some(pf) => {
                let c = basis::causes_in(pf, event, r);
                if c.is_empty() {
                    continue;
                }
                c
            }
            // A round from a file that kept nothing of how it was paired:
            // checked against a fresh pairing of the rounds before it. In
            // an event too large to pair every round afresh on each edit,
            // only a round none of whose results is in (what a correction
            // would have made stale while its players have not played).
            None if !any_played || event.players.len() <= OLD_FILE_CHECK_MAX => {
                vec![Cause::Differs]
            }
            None => continue,
        };
        let played: Vec<usize> = round
            .matches
            .iter()
            .enumerate()
            .filter(|(_, m)| m.b.is_some() && m.result().is_some())
            .map(|(i, _)| i)
            .collect();
        // A round changed by hand (a swap, tables kept at a re-pairing)
        // is the owner's: no fresh pairing repeats it, so any change to
        // what it was paired from is said.
        let by_hand = round.paired_from.is_some() && round.matches.iter().any(|m| m.manual);
        // Every table played: the results stand (correct and continue);
        // there is nothing left to pair again.
        let open = round
            .matches
            .iter()
            .any(|m| m.b.is_some() && m.result().is_none());
        match fresh_round(event, r) {
            Ok(fresh) => {
                let diff = difference(event, round, &fresh);
                if diff.is_empty() && !by_hand {
                    out.settled.push(r);
                } else {
                    let repair = if !open && diff.missing.is_empty() {
                        Err(crate::said!(LifeAllPlayed))
                    } else if sheet || event.is_playoff_round(r) {
                        // On a paper sheet, whether it can be paired again
                        // depends on its boxes: asked of the plan (a few
                        // players, cheap).
                        repair::plan(event, r).map(|_| ())
                    } else {
                        Ok(())
                    };
                    out.stale.push(StaleRound {
                        round: r,
                        causes,
                        difference: Some(diff),
                        played,
                        repair,
                    });
                }
            }
            // Imported results plan no round: nothing to compare with.
            Err(crate::engine::pairing::PairingError::NotPlanned) => {}
            Err(why) if round.paired_from.is_some() => out.stale.push(StaleRound {
                round: r,
                causes,
                difference: None,
                played,
                // A playoff round names the box its bracket waits for.
                repair: Err(repair::bracket_waits(event, r).unwrap_or_else(|| why.said())),
            }),
            // An old file's round that cannot be paired afresh: nothing
            // says it changed.
            Err(_) => {}
        }
    }
    cut_life(event, standings, &mut out);
    out
}

/// Players out of round `r` still paired in it without a result.
fn dropped_in(event: &Event, r: u32, out: &mut Vec<DroppedPaired>) {
    let Some(round) = event.rounds.get(r as usize - 1) else {
        return;
    };
    for (i, m) in round.matches.iter().enumerate() {
        if m.b.is_some() && m.result().is_some() {
            continue;
        }
        for p in std::iter::once(m.a).chain(m.b) {
            if event.players.get(p.0).is_some_and(|x| !x.active_in(r)) {
                out.push(DroppedPaired {
                    round: r,
                    index: i,
                    player: p,
                });
            }
        }
    }
}

fn cut_life(event: &Event, standings: Option<&Standings>, out: &mut Life) {
    let Some(cut) = &event.cut else { return };
    let causes = match &cut.paired_from {
        Some(pf) => {
            let c = basis::causes_in(pf, event, cut.after_round + 1);
            if c.is_empty() {
                return;
            }
            c
        }
        None => vec![Cause::Differs],
    };
    let ranked;
    let st = match standings {
        Some(st) => st,
        None => {
            let swiss = event.swiss_part();
            ranked = crate::engine::ranking::rank(&swiss, &swiss.rules.options());
            &ranked
        }
    };
    let (seeds, seeds_now) = cut_seeds(event, st);
    if seeds == seeds_now {
        out.cut_settled = true;
        return;
    }
    let played = event
        .rounds
        .iter()
        .skip(cut.after_round as usize)
        .flat_map(|r| &r.matches)
        .any(|m| m.b.is_some() && m.result().is_some());
    out.cut = Some(StaleCut {
        causes,
        seeds_now,
        recut: if played {
            Err(crate::said!(CutHasPlayoffResults))
        } else {
            Ok(())
        },
    });
}

/// The seeds of the event's cut as stored, and as a cut made now would
/// have them (`st`: the whole event's Swiss standings): a cut by division
/// lists each division's seeds in turn, from its own standings.
fn cut_seeds(event: &Event, st: &Standings) -> (Vec<PlayerId>, Vec<PlayerId>) {
    let Some(cut) = &event.cut else {
        return (Vec::new(), Vec::new());
    };
    if cut.by_division() {
        let stored = cut.divisions.iter().flat_map(|d| d.seeds.clone()).collect();
        let now = cut
            .divisions
            .iter()
            .flat_map(|d| {
                let order =
                    crate::engine::playoff::division_order(event, d.division, cut.after_round);
                order.into_iter().take(usize::from(d.top))
            })
            .collect();
        return (stored, now);
    }
    let order = crate::engine::playoff::cut_order(event, st, cut.after_round);
    let now = order.iter().take(usize::from(cut.top)).copied().collect();
    (crate::engine::playoff::seeds(event, &order), now)
}
