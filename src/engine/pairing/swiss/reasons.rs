//! Why a Swiss pairing is what it is, in sentences: the bye, who floated
//! to another point group and why, and any rematch no pairing avoided.

use super::CostModel;
use crate::model::Event;

/// Sentences for the pairs (by index into `model.players`).
pub fn explain(event: &Event, model: &CostModel, pairs: &[(usize, Option<usize>)]) -> Vec<String> {
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
            out.push(format!(
                "{} and {} meet again: no pairing of this round avoids every rematch.",
                name(a),
                name(b)
            ));
        }
        let (hi, lo) = if pts[a] >= pts[b] { (a, b) } else { (b, a) };
        let (ph, pl) = (pts[hi], pts[lo]);
        if ph == pl {
            continue;
        }
        let why = if left(ph) % 2 == 1 && !parity_used.contains(&ph) {
            parity_used.push(ph);
            format!("an odd number of players is left to pair on {ph} points")
        } else {
            format!("the players left on {ph} points cannot all play each other without a rematch")
        };
        out.push(format!(
            "{} ({ph} points) floats down to {} ({pl} points): {why}.",
            name(hi),
            name(lo)
        ));
    }
    out
}

fn bye_reason<'a>(model: &CostModel, i: usize, name: &impl Fn(usize) -> &'a str) -> String {
    let n = model.len();
    let lower_without: Vec<&str> = (i + 1..n)
        .filter(|&j| model.byes[j] == 0)
        .map(name)
        .collect();
    let anyone_without = (0..n).any(|j| model.byes[j] == 0);
    if model.byes[i] > 0 && !anyone_without {
        format!(
            "{} gets the bye: everyone has had one, and {} is the lowest-ranked who can take it without a rematch.",
            name(i),
            name(i)
        )
    } else if model.byes[i] > 0 {
        format!(
            "{} gets a bye again: everyone who has not had one yet is needed elsewhere to avoid a rematch.",
            name(i)
        )
    } else if lower_without.is_empty() {
        format!(
            "{} gets the bye: lowest-ranked player without one.",
            name(i)
        )
    } else {
        format!(
            "{} gets the bye: lowest-ranked player without one who can take it without forcing a rematch ({} could not).",
            name(i),
            lower_without.join(", ")
        )
    }
}
