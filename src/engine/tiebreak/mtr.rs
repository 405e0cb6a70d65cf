//! The MTR family: match-win and game-win percentages (docs/rules.md §2).

use crate::engine::frac::Frac;
use crate::engine::record::Record;
use crate::model::{Floor, RuleOptions};

/// `points / (3 × count)`, or 0 when nothing was counted.
pub fn ratio(points: u64, count: u64) -> Frac {
    if count == 0 {
        Frac::zero()
    } else {
        Frac::new(points as i128, 3 * count as i128)
    }
}

/// Every player's MW%: counted match points over 3 × counted rounds, floored.
pub fn match_win(records: &[Record], opts: &RuleOptions) -> Vec<Frac> {
    let floor = opts.mw_floor.fraction();
    records
        .iter()
        .map(|r| ratio(r.mw_points, r.mw_rounds).floored(floor))
        .collect()
}

/// Every player's GW%: game points over 3 × games, floored by `floor`.
pub fn game_win(records: &[Record], floor: Floor) -> Vec<Frac> {
    let floor = floor.fraction();
    records
        .iter()
        .map(|r| ratio(r.game_points, r.games()).floored(floor))
        .collect()
}
