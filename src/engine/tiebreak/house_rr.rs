//! The 7-player round-robin sheet's house tiebreakers (`000`): wins,
//! opponents' win percentage and win resistance.

use super::detail::{Detail, Term};
use crate::engine::frac::Frac;
use crate::engine::record::{Outcome, Record};
use crate::model::RuleOptions;

/// wins(o): match wins, byes included, plus a third per drawn match.
pub fn wins(records: &[Record]) -> Vec<Frac> {
    records
        .iter()
        .map(|r| Frac::new(3 * (r.won + r.byes) as i128 + r.drawn as i128, 3))
        .collect()
}

/// wins(o) / matches played (byes included), before any floor.
pub fn raw_win_pct(r: &Record, wins: &Frac) -> Frac {
    match r.matches() {
        0 => Frac::zero(),
        n => wins.div_int(n as i128),
    }
}

/// Each player's own win percentage, floored by the OW% floor.
pub fn win_pct(records: &[Record], wins: &[Frac], opts: &RuleOptions) -> Vec<Frac> {
    let floor = opts.ow_floor.fraction();
    records
        .iter()
        .zip(wins)
        .map(|(r, w)| raw_win_pct(r, w).floored(floor))
        .collect()
}

/// For each match won, the opponent's `of` value; a third of it for a draw.
/// With `of` = wins this is win resistance; with `of` = WR, WRR.
pub fn resistance(records: &[Record], of: &[Frac]) -> Vec<Frac> {
    records
        .iter()
        .map(|r| match resistance_detail(r, of) {
            Detail::Sum { total, .. } => total,
            _ => unreachable!("resistance_detail returns a sum"),
        })
        .collect()
}

/// The terms of a resistance sum, one per match won or drawn.
pub fn resistance_detail(r: &Record, of: &[Frac]) -> Detail {
    let mut terms = Vec::new();
    let mut total = Frac::zero();
    for m in &r.meetings {
        let raw = of[m.opponent.0].clone();
        let (used, third) = match m.outcome {
            Outcome::Won => (raw.clone(), false),
            Outcome::Drawn => (raw.div_int(3), true),
            Outcome::Lost => continue,
        };
        total = total.add(&used);
        terms.push(Term {
            opponent: m.opponent,
            raw,
            used,
            third,
        });
    }
    Detail::Sum { terms, total }
}
