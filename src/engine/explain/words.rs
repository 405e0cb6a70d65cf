//! The words of explanations: how one player's value for a step was made
//! ("Derek's opponents have 6, 6 and 9 = 21 / 3 = 7.00"), step names and
//! number formats.

use super::Explainer;
use crate::engine::frac::Frac;
use crate::engine::ranking::{Decider, SkipReason};
use crate::engine::tiebreak::{Detail, Term};
use crate::model::{Event, PlayerId, Step};

impl Explainer<'_> {
    /// One player's value for a step and how it was made.
    pub(super) fn phrase(&self, step: Step, p: PlayerId, d: &Detail, value: &Frac) -> String {
        let who = self.name(p);
        let house = self.house();
        match d {
            Detail::Points { won, drawn, byes } => format!(
                "{who} {} ({} won, {} drawn, {} byes)",
                points(won * 3 + drawn + byes * 3),
                won,
                drawn,
                byes
            ),
            Detail::Own {
                points,
                count,
                raw,
                value,
            } => {
                if house {
                    let ppg = if *count == 0 {
                        Frac::zero()
                    } else {
                        Frac::new(*points as i128, *count as i128)
                    };
                    format!(
                        "{who} {points} points in {count} games = {}",
                        ppg.decimal(2)
                    )
                } else {
                    let floor = self.floor_note(raw, value);
                    format!(
                        "{who} {points} game points of {} possible = {}{floor}",
                        count * 3,
                        pct(value)
                    )
                }
            }
            Detail::Average { terms, total } => self.average(step, who, terms, total, value),
            Detail::Sum { terms, total } => {
                // WRR adds the beaten players' own win resistance.
                let of = if step == Step::WinResistance {
                    ""
                } else {
                    "win resistance "
                };
                let mut items: Vec<String> = terms
                    .iter()
                    .map(|t| {
                        let o = self.name(t.opponent);
                        if t.third {
                            format!("drew with {o} ({of}{} / 3 = {})", num(&t.raw), num(&t.used))
                        } else {
                            format!("{o} ({of}{})", num(&t.raw))
                        }
                    })
                    .collect();
                let byes = self.st.records[p.0].byes;
                for _ in 0..byes {
                    items.push("the bye (0)".to_string());
                }
                if items.is_empty() {
                    return format!("{who} beat no one, for 0");
                }
                format!("{who} beat {} for {}", and_list(&items), num(total))
            }
            Detail::Pools { earned, pools } => {
                let rounds: Vec<String> = earned
                    .iter()
                    .zip(pools)
                    .map(|(e, pool)| format!("{} → {}", e, num(pool)))
                    .collect();
                format!(
                    "{who}: points per round and bonus pool {} = {}",
                    rounds.join(", "),
                    num(value)
                )
            }
        }
    }

    pub(super) fn average(
        &self,
        step: Step,
        who: &str,
        terms: &[Term],
        total: &Frac,
        value: &Frac,
    ) -> String {
        if terms.is_empty() {
            return format!("{who} has no opponents yet, so counts {}", pct(value));
        }
        let n = terms.len() as i128;
        if self.house() && step == Step::Omw {
            let scale = 3 * i128::from(self.st.rounds_played.max(1));
            let items: Vec<String> = terms
                .iter()
                .map(|t| {
                    let r = &self.st.records[t.opponent.0];
                    let pts = t.used.mul_int(scale);
                    if t.used != t.raw {
                        let rounds = self.st.rounds_played.max(1) as i128;
                        let w = t.used.mul_int(rounds);
                        let as_rec = if w.is_integer() {
                            format!("{}-{}", w, Frac::int(rounds).add(&w.mul_int(-1)))
                        } else {
                            format!("{} points", num(&pts))
                        };
                        format!("{} ({} counts as {as_rec})", num(&pts), r.match_line())
                    } else {
                        num(&pts)
                    }
                })
                .collect();
            let sum = total.mul_int(scale);
            return format!(
                "{who}'s opponents have {} = {} / {n} = {}",
                and_list(&items),
                num(&sum),
                value.mul_int(scale).decimal(2)
            );
        }
        let items: Vec<String> = terms
            .iter()
            .map(|t| {
                let o = self.name(t.opponent);
                let r = &self.st.records[t.opponent.0];
                let mut notes = Vec::new();
                match step {
                    Step::Ogw => notes.push(r.game_line()),
                    Step::Omw | Step::Ow => notes.push(r.match_line()),
                    _ => {}
                }
                if t.used != t.raw {
                    notes.push(format!(
                        "{} raised to the {} minimum",
                        pct(&t.raw),
                        pct(&t.used)
                    ));
                }
                let notes = if notes.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", notes.join(", "))
                };
                format!("{o} {}{notes}", pct(&t.used))
            })
            .collect();
        format!(
            "{who}'s opponents {} = {} / {n} = {}",
            and_list(&items),
            pct(total),
            pct(value)
        )
    }

    pub(super) fn floor_note(&self, raw: &Frac, value: &Frac) -> String {
        if raw != value {
            format!(" ({} raised to the minimum)", pct(raw))
        } else {
            String::new()
        }
    }
}

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
