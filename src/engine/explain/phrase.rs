//! How one player's value for a step was made, in a sentence ("Derek's
//! opponents have 6, 6 and 9 = 21 / 3 = 7.00").

use super::Explainer;
use super::words::{and_list, num, pct, points};
use crate::engine::frac::Frac;
use crate::engine::tiebreak::{Detail, Term};
use crate::model::{PlayerId, Step};

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
            Detail::Average { terms, total } => {
                let sentence = self.average(step, who, terms, total, value);
                format!("{sentence}{}", self.bye_note(p, who))
            }
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

    /// "; Zoë's bye in round 1 has no opponent to count": why an average
    /// over opponents has fewer terms than rounds played.
    fn bye_note(&self, p: PlayerId, who: &str) -> String {
        let rounds = &self.byes[p.0];
        let list: Vec<String> = rounds.iter().map(u32::to_string).collect();
        match rounds.len() {
            0 => String::new(),
            1 => format!(
                "; {who}'s bye in round {} has no opponent to count",
                list[0]
            ),
            _ => format!(
                "; {who}'s byes in rounds {} have no opponent to count",
                and_list(&list)
            ),
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
                        // The floor, worded one way: a record counts as
                        // the points of the minimum.
                        format!(
                            "{} ({} counts as {} points)",
                            num(&pts),
                            r.match_line(),
                            num(&pts)
                        )
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
