//! The words of explanations: step names, number formats, names made
//! short, lists ("A, B and C").

use crate::engine::frac::Frac;
use crate::engine::ranking::{Decider, SkipReason};
use crate::model::{Event, Step};

/// Names for sentences: a player's first word where no one else shares it,
/// else the full name.
pub fn short_names(event: &Event) -> Vec<String> {
    let first = |n: &str| n.split_whitespace().next().unwrap_or(n).to_string();
    let firsts: Vec<String> = event.players.iter().map(|p| first(&p.name)).collect();
    // How many players share each first name (ASCII case ignored): counted
    // once, so a 4096-player event is not 16 million comparisons.
    let mut counts: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for f in &firsts {
        *counts.entry(f.to_ascii_lowercase()).or_default() += 1;
    }
    event
        .players
        .iter()
        .zip(&firsts)
        .map(|(p, f)| {
            let shared = counts.get(&f.to_ascii_lowercase()).is_some_and(|&c| c > 1);
            if shared || f.is_empty() {
                p.name.clone()
            } else {
                f.clone()
            }
        })
        .collect()
}

/// The long name of a step, as used in sentences.
pub fn step_name(step: Step, house: bool) -> String {
    match (step, house) {
        (Step::MatchPoints, _) => "match points",
        (Step::Omw, true) => "opponents' match points",
        (Step::Omw, false) => "opponents' match-win percentage",
        (Step::Gw, true) => "game points per game",
        (Step::Gw, false) => "game-win percentage",
        (Step::Ogw, _) => "opponents' game-win percentage",
        (Step::Oomw, _) => "opponents' opponents' match-win percentage",
        (Step::Cumulative, _) => "the Cumulative tiebreaker",
        (Step::Ow, _) => "opponents' win percentage",
        (Step::Oow, _) => "opponents' opponents' win percentage",
        (Step::WinResistance, _) => "win resistance",
        (Step::WinResistanceResistance, _) => "win resistance resistance",
    }
    .to_string()
}

pub(super) fn skip_sentence(step: Step, reason: SkipReason, house: bool) -> String {
    match reason {
        SkipReason::RoundRobinComplete => format!(
            "{} is left out: everyone played everyone, so it cannot tell players apart.",
            capitalise(&step_name(step, house))
        ),
    }
}

pub(super) fn decider_name(d: Decider) -> &'static str {
    match d {
        Decider::Roll => "a stored roll",
        Decider::EntryOrder => "the order they were entered in",
        Decider::Step(_) => "a tiebreaker",
    }
}

pub(super) fn points(p: u64) -> String {
    if p == 1 {
        "1 point".into()
    } else {
        format!("{p} points")
    }
}

/// A percentage with 2 decimals: "44.44%".
pub fn pct(f: &Frac) -> String {
    format!("{}%", f.mul_int(100).decimal(2))
}

/// A plain number: whole numbers bare, others to 2 decimals.
pub fn num(f: &Frac) -> String {
    if f.is_integer() {
        f.decimal(0)
    } else {
        f.decimal(2)
    }
}

pub(super) fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

pub(super) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
