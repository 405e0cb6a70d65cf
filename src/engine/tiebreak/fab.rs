//! Flesh and Blood's tiebreakers (the LSS Pairings and Tiebreaker Policy;
//! docs/rules.md §8): the cumulative tiebreaker (CTB) and the player's
//! match-loss percentage (PML), whose means over the opponents are OCTB and
//! OML%.

use crate::engine::frac::Frac;
use crate::engine::record::Record;

/// How one player's CTB was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ctb {
    /// Match points after each round (a running total).
    pub totals: Vec<u64>,
    /// The policy's running value: each round, the last round's value / 4
    /// + the match points so far.
    pub running: Frac,
    /// The same for a player who won every round.
    pub best: Frac,
    /// `running / best`: 1 for winning every round, 0 for losing every
    /// round.
    pub value: Frac,
}

/// The policy's "tiebreaker last round / 4 + total match-win points",
/// read so that it has the properties the policy states (docs/rules.md
/// §8): the running value is divided by a perfect record's. `most` is a
/// round's match points for a win. Only the rounds played count (TRP 1.9:
/// "at the end of each round"): a round that is only paired is no round
/// yet, so a player who won every round played has 1 at any moment.
pub fn ctb(r: &Record, most: u64) -> Ctb {
    let mut totals = Vec::with_capacity(r.round_points.len());
    let (mut total, mut running, mut best) = (0u64, Frac::zero(), Frac::zero());
    let played = r
        .round_points
        .iter()
        .enumerate()
        .filter(|&(k, _)| r.rounds_played.get(k).copied().unwrap_or(true));
    for (k, (_, &earned)) in played.enumerate() {
        total += earned;
        totals.push(total);
        running = running.div_int(4).add(&Frac::int(i128::from(total)));
        best = best
            .div_int(4)
            .add(&Frac::int(i128::from(most) * (k as i128 + 1)));
    }
    let value = if best == Frac::zero() {
        Frac::zero()
    } else {
        running.div(&best)
    };
    Ctb {
        totals,
        running,
        best,
        value,
    }
}

/// Matches lost over matches played; a bye is no match played, a draw is
/// a match played and not lost. OML% (TRP 1.10 §1.4) is its mean over the
/// opponents played, lower first.
pub fn pml(r: &Record) -> Frac {
    let played = r.won + r.lost + r.drawn;
    if played == 0 {
        Frac::zero()
    } else {
        Frac::new(r.lost as i128, played as i128)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rounds(points: &[u64]) -> Record {
        Record {
            round_points: points.to_vec(),
            ..Record::default()
        }
    }

    #[test]
    fn the_worked_example_of_docs_rules() {
        // W W L L: totals 1, 2, 2, 2; running 169/64 of 313/64.
        let c = ctb(&rounds(&[1, 1, 0, 0]), 1);
        assert_eq!(c.totals, vec![1, 2, 2, 2]);
        assert_eq!(c.running, Frac::new(169, 64));
        assert_eq!(c.best, Frac::new(313, 64));
        assert_eq!(c.value, Frac::new(169, 313));
        // L L W W: 144/313, lower: the losses came earlier.
        assert_eq!(ctb(&rounds(&[0, 0, 1, 1]), 1).value, Frac::new(144, 313));
        assert_eq!(ctb(&rounds(&[1, 1, 1]), 1).value, Frac::int(1));
        assert_eq!(ctb(&rounds(&[0, 0, 0]), 1).value, Frac::zero());
    }

    #[test]
    fn a_round_only_paired_is_no_round_yet() {
        // Won rounds 1 and 2, round 3 paired: 1, not 0.7193 (41/57).
        let mut r = rounds(&[1, 1, 0]);
        r.rounds_played = vec![true, true, false];
        let c = ctb(&r, 1);
        assert_eq!(c.totals, vec![1, 2]);
        assert_eq!(c.value, Frac::int(1));
        r.rounds_played = vec![true, true, true];
        assert_eq!(ctb(&r, 1).value, Frac::new(41, 57));
    }
}
