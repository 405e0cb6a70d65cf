//! Why a Swiss pairing is what it is, in sentences: the bye, who floated
//! to another point group and why, and any rematch no pairing avoided.

use super::cost::CostModel;
use crate::model::{Event, Said};
use crate::said;

/// Sentences for the pairs (by index into `model.players`).
pub fn explain(event: &Event, model: &CostModel, pairs: &[(usize, Option<usize>)]) -> Vec<Said> {
    let name = |i: usize| event.player(model.players[i]).name.as_str();
    let pts = &model.points;
    // Per point group: players left to pair among themselves once those
    // floating down into it and the bye are taken out. An odd count forces
    // one player down; any other float is there to avoid a rematch.
    let left = |v: u64| {
        let natives = pts.iter().filter(|&&p| p == v).count();
        let incoming = pairs
            .iter()
            .filter_map(|&(a, b)| Some((a, b?)))
            .filter(|&(a, b)| pts[a].min(pts[b]) == v && pts[a].max(pts[b]) > v)
            .count();
        let bye = pairs
            .iter()
            .filter(|&&(a, b)| b.is_none() && pts[a] == v)
            .count();
        natives - incoming.min(natives) - bye.min(natives)
    };
    let mut parity_used: Vec<u64> = Vec::new();
    let mut out = Vec::new();
    for &(a, b) in pairs {
        let Some(b) = b else {
            out.push(bye_reason(model, a, &name));
            continue;
        };
        if model.meetings(a, b) > 0 {
            out.push(said!(PairRematch, a = name(a), b = name(b)));
        }
        let (hi, lo) = if pts[a] >= pts[b] { (a, b) } else { (b, a) };
        let (ph, pl) = (pts[hi], pts[lo]);
        if ph == pl {
            continue;
        }
        let why = if left(ph) % 2 == 1 && !parity_used.contains(&ph) {
            parity_used.push(ph);
            said!(FloatOdd, points = ph)
        } else {
            said!(FloatRematch, points = ph)
        };
        out.push(said!(
            FloatDown,
            high = name(hi),
            high_points = ph,
            low = name(lo),
            low_points = pl,
            why = why
        ));
    }
    out
}

fn bye_reason<'a>(model: &CostModel, i: usize, name: &impl Fn(usize) -> &'a str) -> Said {
    let n = model.len();
    let lower_without: Vec<&str> = (i + 1..n)
        .filter(|&j| model.byes[j] == 0)
        .map(name)
        .collect();
    let anyone_without = (0..n).any(|j| model.byes[j] == 0);
    if model.byes[i] > 0 && !anyone_without {
        said!(ByeEveryoneHadOne, name = name(i))
    } else if model.byes[i] > 0 {
        said!(ByeAgain, name = name(i))
    } else if lower_without.is_empty() {
        said!(ByeLowest, name = name(i))
    } else {
        let others: Vec<Said> = lower_without
            .iter()
            .map(|n| said!(Text, text = *n))
            .collect();
        said!(ByeLowestOthers, name = name(i), others = others)
    }
}
