//! A round is paired only from results that can happen (docs/rules.md §6):
//! a result that cannot (2-3 in best of three, a drawn playoff match)
//! holds every box and round it would feed, and says so.

use crate::engine::validate::{impossible_under, match_place};
use crate::model::{Event, RuleOptions, Said};
use std::borrow::Cow;

/// A result that cannot happen: where it is and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Impossible {
    /// Its round (1-based).
    pub round: u32,
    /// Its match index (0-based).
    pub index: usize,
    /// "Round 1, match 7 (Sam vs Noah)".
    pub place: Said,
    /// The score as entered.
    pub score: String,
    /// Why it cannot happen.
    pub why: Said,
}

/// Every result of the event that cannot happen, in round order.
pub fn impossible_results(event: &Event) -> Vec<Impossible> {
    impossible_results_under(event, &event.rules.options())
}

/// [`impossible_results`] by the game asked (`--rules`).
pub fn impossible_results_under(event: &Event, opts: &RuleOptions) -> Vec<Impossible> {
    let mut out = Vec::new();
    for (ri, round) in event.rounds.iter().enumerate() {
        let r = ri as u32 + 1;
        for (i, m) in round.matches.iter().enumerate() {
            let Some(s) = m.result() else { continue };
            if let Some(why) = impossible_under(event, r, s, opts) {
                out.push(Impossible {
                    round: r,
                    index: i,
                    place: match_place(event, r, i, m),
                    score: s.to_string(),
                    why,
                });
            }
        }
    }
    out
}

/// The event as pairing sees it: every result that cannot happen is taken
/// as not entered yet, so nothing is paired from it (the event as it
/// counts, [`crate::engine::validate::as_counted`]).
pub fn as_paired(event: &Event) -> Cow<'_, Event> {
    crate::engine::validate::as_counted(event)
}
