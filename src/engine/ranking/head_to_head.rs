//! Head to head (Pokémon's last tiebreaker before the roll, docs/rules.md
//! §8): a rule over a tied set, not a value of each player, so it is
//! worked out on the sets the steps before it leave and then compared as
//! a number like every other step.

use crate::engine::frac::Frac;
use crate::engine::record::{Outcome, Record};
use crate::model::PlayerId;
use std::cmp::Ordering;

/// Head to head (Pokémon's last tiebreaker before the roll): where
/// exactly two players are equal on every key so far (`order` sorted by
/// them) and they played each other, the one who won more of their
/// matches gets 1; everyone else 0.
pub(super) fn values(records: &[Record], keys: &[Vec<Frac>], order: &[PlayerId]) -> Vec<Frac> {
    let mut values = vec![Frac::zero(); records.len()];
    let same = |a: PlayerId, b: PlayerId| keys.iter().all(|k| k[a.0] == k[b.0]);
    let mut i = 0;
    while i < order.len() {
        let mut j = i + 1;
        while j < order.len() && same(order[i], order[j]) {
            j += 1;
        }
        if j - i == 2
            && let Some(w) = h2h_winner(records, order[i], order[i + 1])
        {
            values[w.0] = Frac::int(1);
        }
        i = j;
    }
    values
}

/// The player of `a` and `b` who won more of the matches between them
/// (a drawn match or a double loss is won by neither), if one did.
pub fn h2h_winner(records: &[Record], a: PlayerId, b: PlayerId) -> Option<PlayerId> {
    let net: i64 = records[a.0]
        .meetings
        .iter()
        .filter(|m| m.opponent == b && !m.score.double_loss)
        .map(|m| match m.outcome {
            Outcome::Won => 1,
            Outcome::Lost => -1,
            Outcome::Drawn => 0,
        })
        .sum();
    match net.cmp(&0) {
        Ordering::Greater => Some(a),
        Ordering::Less => Some(b),
        Ordering::Equal => None,
    }
}
