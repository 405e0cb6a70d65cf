//! The MTR family: match-win and game-win percentages (docs/rules.md §2).

use crate::engine::frac::Frac;
use crate::engine::record::Record;
use crate::model::{Floor, RuleOptions};

/// `points / (3 × count)`, or 0 when nothing was counted: game points
/// over games (3 for a game won).
pub fn ratio(points: u64, count: u64) -> Frac {
    out_of(points, 3, count)
}

/// `points / (most × count)`, or 0 when nothing was counted.
pub fn out_of(points: u64, most: u64, count: u64) -> Frac {
    if count == 0 || most == 0 {
        Frac::zero()
    } else {
        Frac::new(points as i128, (most * count) as i128)
    }
}

/// One player's MW% before the floor: counted match points over the
/// most a round gives (3 in Magic, 7 in Lorcana's two-game matches) ×
/// counted rounds; points as the percentages count them (Star Wars:
/// Unlimited's 3 / 1 / 0 beside its match wins).
pub fn raw_match_win(r: &Record, opts: &RuleOptions) -> Frac {
    out_of(r.mw_points, opts.scoring.percent_most(), r.mw_rounds)
}

/// Every player's MW%, floored.
pub fn match_win(records: &[Record], opts: &RuleOptions) -> Vec<Frac> {
    let floor = opts.mw_floor.fraction();
    records
        .iter()
        .map(|r| raw_match_win(r, opts).floored(floor))
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
