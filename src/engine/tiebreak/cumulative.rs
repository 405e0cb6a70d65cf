//! The Cumulative tiebreaker (`002`): a bonus pool that favours early wins.

use crate::engine::frac::Frac;

/// The pool after each round and the total: each round the pool is divided
/// by 4, the round's match points are added, and the pool is added to the
/// total. W, W, L gives 3, 6.75, 7.6875.
pub fn cumulative(round_points: &[u64]) -> (Vec<Frac>, Frac) {
    let mut pool = Frac::zero();
    let mut total = Frac::zero();
    let mut pools = Vec::with_capacity(round_points.len());
    for &p in round_points {
        pool = pool.div_int(4).add(&Frac::int(p as i128));
        total = total.add(&pool);
        pools.push(pool.clone());
    }
    (pools, total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn win_win_loss_is_7_6875() {
        // 002's worked example ends at "7.8675"; its own steps
        // (3 + 3.75 + 0.9375) add to 7.6875, which docs/rules.md also states.
        let (pools, total) = cumulative(&[3, 3, 0]);
        assert_eq!(
            pools,
            vec![Frac::int(3), Frac::new(15, 4), Frac::new(15, 16)]
        );
        assert_eq!(total, Frac::new(123, 16));
        assert_eq!(total.decimal(4), "7.6875");
    }
}
