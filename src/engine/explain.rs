//! Explanations as sentences (rules.md §4), rendered from the ranking's data
//! in the seeds' own style. The app, the CLI and the PDF all use these.

use super::frac::Frac;
use super::ranking::{Decider, SkipReason, Standings, StepReport, TieGroup, TiedSet};
use super::tiebreak::{Detail, Term};
use crate::model::{Event, PlayerId, Step};

/// Renders explanations for one event's standings.
pub struct Explainer<'a> {
    st: &'a Standings,
    names: Vec<String>,
}

impl<'a> Explainer<'a> {
    /// An explainer using short names (first names where they are unique).
    pub fn new(event: &'a Event, st: &'a Standings) -> Self {
        Explainer {
            st,
            names: short_names(event),
        }
    }

    /// The name used in sentences for a player.
    pub fn name(&self, p: PlayerId) -> &str {
        &self.names[p.0]
    }

    /// Every tie group, one paragraph list per group.
    pub fn all(&self) -> Vec<Vec<String>> {
        self.st.groups.iter().map(|g| self.group(g)).collect()
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
                let opts = &self.st.options;
                let d =
                    |p| super::tiebreak::detail(step, p, &self.st.records, &self.st.table, opts);
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

    fn house(&self) -> bool {
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
            .zip(&set.details)
            .zip(&set.values)
            .map(|((&p, d), v)| self.phrase(step, p, d, v))
            .collect();
        s.push_str(&phrases.join("; "));
        s.push_str(". ");
        s.push_str(&self.outcome(&set.classes));
        s
    }

    fn outcome(&self, classes: &[Vec<PlayerId>]) -> String {
        if classes.len() == 1 {
            return format!("{} are still tied.", self.list(&classes[0]));
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

    /// One player's value for a step and how it was made.
    fn phrase(&self, step: Step, p: PlayerId, d: &Detail, value: &Frac) -> String {
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

    fn average(&self, step: Step, who: &str, terms: &[Term], total: &Frac, value: &Frac) -> String {
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

    fn floor_note(&self, raw: &Frac, value: &Frac) -> String {
        if raw != value {
            format!(" ({} raised to the minimum)", pct(raw))
        } else {
            String::new()
        }
    }

    /// "A, B and C".
    fn list(&self, ps: &[PlayerId]) -> String {
        let names: Vec<String> = ps.iter().map(|&p| self.name(p).to_string()).collect();
        and_list(&names)
    }

    fn list_plain(&self, ps: &[PlayerId], sep: &str) -> String {
        ps.iter()
            .map(|&p| self.name(p))
            .collect::<Vec<_>>()
            .join(sep)
    }
}

/// Names for sentences: a player's first word where no one else shares it,
/// else the full name.
pub fn short_names(event: &Event) -> Vec<String> {
    let first = |n: &str| n.split_whitespace().next().unwrap_or(n).to_string();
    let firsts: Vec<String> = event.players.iter().map(|p| first(&p.name)).collect();
    event
        .players
        .iter()
        .zip(&firsts)
        .map(|(p, f)| {
            let shared = firsts.iter().filter(|g| g.eq_ignore_ascii_case(f)).count() > 1;
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

fn skip_sentence(step: Step, reason: SkipReason, house: bool) -> String {
    match reason {
        SkipReason::RoundRobinComplete => format!(
            "{} is left out: everyone played everyone, so it cannot tell players apart.",
            capitalise(&step_name(step, house))
        ),
    }
}

fn decider_name(d: Decider) -> &'static str {
    match d {
        Decider::Roll => "a stored roll",
        Decider::EntryOrder => "the order they were entered in",
        Decider::Step(_) => "a tiebreaker",
    }
}

fn points(p: u64) -> String {
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

fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
