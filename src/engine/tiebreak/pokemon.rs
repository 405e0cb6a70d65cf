//! Pokémon's win percentages (Play! Pokémon Tournament Rules Handbook
//! §5.3.3, §5.6.1; docs/rules.md §8): a player's own win percentage is the
//! input of OWP and OOWP.

use crate::engine::frac::Frac;
use crate::engine::record::Record;

/// The lowest own win percentage counted: 25 %.
pub const FLOOR: (i128, i128) = (1, 4);
/// The highest own win percentage of a player who dropped: 75 %.
pub const DROPPED_CAP: (i128, i128) = (3, 4);

/// A player's own win percentage before its bounds: wins, a tie counting
/// half a win, over the rounds played. A bye round is left out of both
/// (it counts as a win in the match record only).
pub fn raw_win_pct(r: &Record) -> Frac {
    let played = r.won + r.lost + r.drawn;
    if played == 0 {
        return Frac::zero();
    }
    Frac::new((2 * r.won + r.drawn) as i128, 2 * played as i128)
}

/// The most a player's own win percentage can be: 100 %, or 75 % for a
/// player who dropped (or was disqualified) before the event ended.
pub fn cap(r: &Record) -> Frac {
    if r.left {
        Frac::new(DROPPED_CAP.0, DROPPED_CAP.1)
    } else {
        Frac::int(1)
    }
}

/// Each player's own win percentage as an opponent counts it: raised to
/// 25 %, lowered to the cap.
pub fn win_pct(records: &[Record]) -> Vec<Frac> {
    records
        .iter()
        .map(|r| raw_win_pct(r).floored(Some(FLOOR)).min(cap(r)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(won: u64, lost: u64, drawn: u64, byes: u64, left: bool) -> Record {
        Record {
            won,
            lost,
            drawn,
            byes,
            left,
            ..Record::default()
        }
    }

    #[test]
    fn the_handbook_and_rk9_examples() {
        let wp = |r: &Record| win_pct(std::slice::from_ref(r)).remove(0);
        // 3 wins, 1 loss, 1 tie: 70 % (rk9.gg).
        assert_eq!(wp(&rec(3, 1, 1, 0, false)), Frac::new(7, 10));
        // 1 of 5: 20 %, raised to 25 %; 5 of 5 after a drop: 75 %.
        assert_eq!(wp(&rec(1, 4, 0, 0, false)), Frac::new(1, 4));
        assert_eq!(wp(&rec(5, 0, 0, 0, true)), Frac::new(3, 4));
        assert_eq!(wp(&rec(5, 0, 0, 0, false)), Frac::int(1));
        // A bye is left out: 1 win, 1 loss and a bye is 50 %, not 67 %.
        assert_eq!(wp(&rec(1, 1, 0, 1, false)), Frac::new(1, 2));
        // Only a bye: nothing played, the floor.
        assert_eq!(wp(&rec(0, 0, 0, 1, false)), Frac::new(1, 4));
    }
}
