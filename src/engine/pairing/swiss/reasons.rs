//! Why a Swiss pairing is what it is, in sentences: the bye, who floated
//! to another point group and why, and any rematch no pairing avoided.

use super::CostModel;
use crate::model::Event;

/// Sentences for the pairs (by index into `model.players`).
pub fn explain(event: &Event, model: &CostModel, pairs: &[(usize, Option<usize>)]) -> Vec<String> {
    let name = |i: usize| event.player(model.players[i]).name.as_str();
    let mut out = Vec::new();
    let group_size = |pts: u64| model.points.iter().filter(|&&p| p == pts).count();
    for &(a, b) in pairs {
        let Some(b) = b else {
            out.push(bye_reason(model, a, &name));
            continue;
        };
        let (hi, lo) = if model.points[a] >= model.points[b] {
            (a, b)
        } else {
            (b, a)
        };
        let met = model.meetings(a, b);
        if met > 0 {
            out.push(format!(
                "{} and {} meet again: no pairing of this round avoids every rematch.",
                name(a),
                name(b)
            ));
        }
        if model.points[hi] != model.points[lo] {
            let (ph, pl) = (model.points[hi], model.points[lo]);
            let why = if group_size(ph) % 2 == 1 {
                format!("the {ph}-point group has an odd number of players")
            } else {
                format!(
                    "nobody else left on {ph} points could play them without a rematch or a worse gap elsewhere"
                )
            };
            out.push(format!(
                "{} ({ph} points) floats down to {} ({pl} points): {why}.",
                name(hi),
                name(lo)
            ));
        }
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
