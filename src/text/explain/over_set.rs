//! A step said of a tied set as a whole: head to head, which orders
//! exactly two tied players who met ("Ann beat Bo in round 3").

use super::Explainer;
use crate::engine::ranking::h2h_winner;
use crate::model::PlayerId;
use crate::tl;

impl Explainer<'_> {
    /// What head to head says of the players still tied.
    pub(super) fn over_set(&self, set: &[PlayerId]) -> String {
        let lang = self.lang;
        let &[a, b] = set else {
            return tl!(lang; H2hNotTwo, count = set.len());
        };
        let meetings: Vec<_> = self.st.records[a.0]
            .meetings
            .iter()
            .filter(|m| m.opponent == b)
            .collect();
        if meetings.is_empty() {
            return tl!(lang; H2hNotMet, a = self.name(a), b = self.name(b));
        }
        match h2h_winner(&self.st.records, a, b) {
            Some(w) => {
                let loser = if w == a { b } else { a };
                // The round of the last match the winner won.
                let round = self.st.records[w.0]
                    .meetings
                    .iter()
                    .rev()
                    .find(|m| {
                        m.opponent == loser
                            && crate::engine::record::Outcome::of(m.score)
                                == crate::engine::record::Outcome::Won
                    })
                    .map_or(0, |m| m.round);
                tl!(lang; H2hBeat, winner = self.name(w), loser = self.name(loser), round = round)
            }
            None => tl!(lang; H2hNoWinner, a = self.name(a), b = self.name(b)),
        }
    }
}
