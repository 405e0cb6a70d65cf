//! Explanations as sentences (docs/rules.md §4), rendered from the ranking's data
//! in the seeds' own style. The app, the CLI and the PDF all use these.

mod phrase;
mod words;

pub use words::{num, pct, short_names, step_name};

use super::frac::Frac;
use super::ranking::{Decider, Standings, StepReport, TieGroup, TiedSet};
use crate::model::{Event, PlayerId, Step};
use words::{and_list, capitalise, decider_name, points, skip_sentence};

/// Renders explanations for one event's standings.
pub struct Explainer<'a> {
    st: &'a Standings,
    names: Vec<String>,
    /// Each player's rounds with a bye (no opponent), 1-based.
    byes: Vec<Vec<u32>>,
}

impl<'a> Explainer<'a> {
    /// An explainer using short names (first names where they are unique).
    pub fn new(event: &'a Event, st: &'a Standings) -> Self {
        let mut byes = vec![Vec::new(); event.players.len()];
        for (r, round) in event.rounds.iter().enumerate() {
            for m in round.matches.iter().filter(|m| m.b.is_none()) {
                if let Some(b) = byes.get_mut(m.a.0) {
                    b.push(r as u32 + 1);
                }
            }
        }
        Explainer {
            st,
            names: short_names(event),
            byes,
        }
    }

    /// The name used in sentences for a player.
    pub fn name(&self, p: PlayerId) -> &str {
        &self.names[p.0]
    }

    /// Every tie group, one paragraph list per group.
    pub fn all(&self) -> Vec<Vec<String>> {
        self.st.groups().map(|g| self.group(g)).collect()
    }

    /// One tie group, step by step: a list of paragraphs.
    pub fn group(&self, g: &TieGroup) -> Vec<String> {
        let mut out = vec![format!(
            "{} are tied on {}.",
            self.list(&g.players),
            points(g.match_points)
        )];
        let mut first = true;
        for report in &g.steps {
            out.push(self.report(report, first));
            first = false;
        }
        out.push(format!(
            "The ranking is {}.",
            self.list_plain(&g.players, ", ")
        ));
        out
    }

    /// Why `a` and `b` are in the order they are: the first step that
    /// orders them, with both values.
    pub fn pair(&self, a: PlayerId, b: PlayerId) -> String {
        let (ra, rb) = (self.st.rank_of(a), self.st.rank_of(b));
        let (hi, lo) = match (ra, rb) {
            (Some(x), Some(y)) if y < x => (b, a),
            _ => (a, b),
        };
        for p in [hi, lo] {
            if self.st.rank_of(p).is_none() {
                return format!("{} is disqualified and not ranked.", self.name(p));
            }
        }
        let (rh, rl) = (&self.st.records[hi.0], &self.st.records[lo.0]);
        if rh.match_points != rl.match_points {
            return format!(
                "{} ({}) is ahead of {} ({}) on match points.",
                self.name(hi),
                points(rh.match_points),
                self.name(lo),
                points(rl.match_points)
            );
        }
        let mut s = format!(
            "{} and {} are tied on {}.",
            self.name(hi),
            self.name(lo),
            points(rh.match_points)
        );
        let decider = self.st.first_difference(hi, lo);
        // Skipped steps are worth saying only where they come before the
        // step that decides (in the preset's own order).
        let steps = &self.st.options.steps;
        let at = |s: Step| steps.iter().position(|&x| x == s).unwrap_or(usize::MAX);
        let decided_at = match decider {
            Decider::Step(d) => at(d),
            _ => usize::MAX,
        };
        for &(step, reason) in &self.st.skipped {
            if at(step) < decided_at {
                s.push(' ');
                s.push_str(&skip_sentence(step, reason, self.house()));
            }
        }
        let equal: Vec<String> = self
            .st
            .active_steps
            .iter()
            .skip(1)
            .take_while(|&&s| Decider::Step(s) != decider)
            .map(|&s| {
                format!(
                    "{} ({})",
                    step_name(s, self.house()),
                    self.value(s, self.st.table.value(s, hi))
                )
            })
            .collect();
        if !equal.is_empty() {
            s.push_str(&format!(" They are equal on {}.", and_list(&equal)));
        }
        match decider {
            Decider::Step(step) => {
                let d = |p| self.st.detail(step, p);
                s.push_str(&format!(
                    " The first tiebreaker that orders them is {}: {}; {}. {} is ahead.",
                    step_name(step, self.house()),
                    self.phrase(step, hi, &d(hi), self.st.table.value(step, hi)),
                    self.phrase(step, lo, &d(lo), self.st.table.value(step, lo)),
                    self.name(hi)
                ));
            }
            by => s.push_str(&format!(
                " They are equal on every tiebreaker; {} puts {} ahead.",
                decider_name(by),
                self.name(hi)
            )),
        }
        s
    }

    /// A step's value as shown in sentences.
    pub fn value(&self, step: Step, v: &Frac) -> String {
        match (step, self.house()) {
            (Step::Omw, true) => v
                .mul_int(3 * i128::from(self.st.rounds_played.max(1)))
                .decimal(2),
            (Step::Gw, true) => v.mul_int(3).decimal(2),
            (s, _) if s.is_percentage() => pct(v),
            _ => num(v),
        }
    }

    pub(super) fn house(&self) -> bool {
        self.st.options.house_display
    }

    fn report(&self, r: &StepReport, first: bool) -> String {
        match r {
            StepReport::Skipped { step, reason } => skip_sentence(*step, *reason, self.house()),
            StepReport::Applied { step, sets } => {
                let name = step_name(*step, self.house());
                match sets.as_slice() {
                    [set] if first => format!("{}: {}", capitalise(&name), self.set(*step, set)),
                    [set] => format!(
                        "{} go to {name}: {}",
                        self.list(&set.players),
                        self.set(*step, set)
                    ),
                    _ => {
                        let parts: Vec<String> = sets
                            .iter()
                            .map(|set| {
                                format!("{}: {}", self.list(&set.players), self.set(*step, set))
                            })
                            .collect();
                        format!(
                            "{}, for each set still tied. {}",
                            capitalise(&name),
                            parts.join(" ")
                        )
                    }
                }
            }
            StepReport::Fallback {
                by,
                roll_missing,
                sets,
            } => {
                let mut out = Vec::new();
                for set in sets {
                    let who = self.list(set);
                    out.push(if *roll_missing {
                        format!(
                            "{who} are equal on every tiebreaker. A roll decides; none has been made yet, so \
                             until it is they are listed in the order they were entered: {}.",
                            self.list_plain(set, ", ")
                        )
                    } else {
                        format!(
                            "{who} are equal on every tiebreaker; {} decides: {}.",
                            decider_name(*by),
                            self.list_plain(set, ", ")
                        )
                    });
                }
                out.join(" ")
            }
        }
    }

    fn set(&self, step: Step, set: &TiedSet) -> String {
        let mut s = String::new();
        let phrases: Vec<String> = set
            .players
            .iter()
            .zip(&set.values)
            .map(|(&p, v)| self.phrase(step, p, &self.st.detail(step, p), v))
            .collect();
        s.push_str(&phrases.join("; "));
        s.push_str(". ");
        let classes: Vec<&[PlayerId]> = set.classes().collect();
        s.push_str(&self.outcome(&classes));
        s
    }

    fn outcome(&self, classes: &[&[PlayerId]]) -> String {
        if classes.len() == 1 {
            return format!("{} are still tied.", self.list(classes[0]));
        }
        if classes.iter().all(|c| c.len() == 1) {
            let order: Vec<PlayerId> = classes.iter().map(|c| c[0]).collect();
            return if order.len() == 2 {
                format!(
                    "{} is ahead of {}.",
                    self.name(order[0]),
                    self.name(order[1])
                )
            } else {
                format!("This orders them {}.", self.list_plain(&order, ", "))
            };
        }
        let parts: Vec<String> = classes
            .iter()
            .map(|c| {
                if c.len() == 1 {
                    self.name(c[0]).to_string()
                } else {
                    format!("{} (still tied)", self.list(c))
                }
            })
            .collect();
        format!("In order: {}.", parts.join(", then "))
    }

    /// "A, B and C".
    pub(super) fn list(&self, ps: &[PlayerId]) -> String {
        let names: Vec<String> = ps.iter().map(|&p| self.name(p).to_string()).collect();
        and_list(&names)
    }

    pub(super) fn list_plain(&self, ps: &[PlayerId], sep: &str) -> String {
        ps.iter()
            .map(|&p| self.name(p))
            .collect::<Vec<_>>()
            .join(sep)
    }
}

/// A player's value for a step as the standings show it: the very number
/// the explanation's sentence ends with. Percentages ×100 to 2 decimals;
/// under a preset that shows the sheet's own quantities (house display),
/// opponents' match points ("21 / 3 = 7.00") and game points per game
/// ("15 points in 7 games = 2.14"), as the paper sheet adds them up.
pub fn shown_value(
    st: &crate::engine::ranking::Standings,
    step: crate::model::Step,
    p: crate::model::PlayerId,
) -> String {
    use crate::engine::tiebreak::Detail;
    use crate::model::Step;
    if !st.active_steps.contains(&step) {
        return "-".into();
    }
    let f = st.table.value(step, p);
    match (st.options.house_display, step) {
        (true, Step::Omw) => f
            .mul_int(3 * i128::from(st.rounds_played.max(1)))
            .decimal(2),
        (true, Step::Gw) => match st.detail(step, p) {
            Detail::Own { points, count, .. } if count > 0 => {
                Frac::new(points as i128, count as i128).decimal(2)
            }
            _ => Frac::zero().decimal(2),
        },
        _ if step.is_percentage() => f.mul_int(100).decimal(2),
        _ => num(f),
    }
}

/// A standings column's heading for a step: "OMP" and "GP/G" where the
/// preset shows the sheet's own quantities ([`shown_value`]), else the
/// step's short name ("OMW%").
pub fn column_name(
    st: &crate::engine::ranking::Standings,
    step: crate::model::Step,
) -> &'static str {
    use crate::model::Step;
    match (st.options.house_display, step) {
        (true, Step::Omw) => "OMP",
        (true, Step::Gw) => "GP/G",
        _ => step.short(),
    }
}
