//! Explanations as sentences (docs/rules.md §4), said in a language from
//! the ranking's data (the engine returns only data). The app, the CLI,
//! the PDF and the web pages all use these.

mod apart;
mod file_place;
mod over_set;
mod phrase;
mod season;
mod words;

pub use apart::apart;
pub use file_place::file_place;
pub use season::{
    season_placed, season_points, season_record_head, season_step, season_ties, season_titles,
};
pub use words::{
    STANDINGS_FACTS, choices, dec2, decided_by, event_title, first_key_heading, game_name,
    not_built_in, num, pct, preset_description, roll_note, short_name, short_names, sources,
    standings_notes, step_name, titled,
};

use crate::engine::frac::Frac;
use crate::engine::ranking::{Decider, Standings, StepReport, TieGroup, TiedSet};
use crate::model::{Event, PlayerId, Step};
use crate::text::breaks::{push_sentence, sentences};
use crate::text::i18n::{self, Lang};
use crate::tl;
use words::{capitalise, decider_name, first_key, skip_sentence};

/// Says one event's standings in a language.
pub struct Explainer<'a> {
    st: &'a Standings,
    names: Vec<String>,
    /// Each player's rounds with a bye (no opponent), 1-based.
    byes: Vec<Vec<u32>>,
    lang: Lang,
}

impl<'a> Explainer<'a> {
    /// An explainer in the thread's language ([`i18n::current`]), using
    /// short names (first names where they are unique).
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
            lang: i18n::current(),
        }
    }

    /// The same explainer, speaking `lang`.
    #[must_use]
    pub fn in_lang(mut self, lang: Lang) -> Self {
        self.lang = lang;
        self
    }

    /// The name used in sentences for a player.
    pub fn name(&self, p: PlayerId) -> &str {
        self.names.get(p.0).map_or("?", String::as_str)
    }

    /// Every tie group, one paragraph list per group.
    pub fn all(&self) -> Vec<Vec<String>> {
        self.st.groups().map(|g| self.group(g)).collect()
    }

    /// One tie group, step by step: a list of paragraphs.
    pub fn group(&self, g: &TieGroup) -> Vec<String> {
        let lang = self.lang;
        let mut out = vec![tl!(lang; TieOpen,
            players = self.list(&g.players),
            points = first_key(lang, &self.st.options, g.match_points))];
        let mut first = true;
        for report in &g.steps {
            out.push(self.report(report, first));
            first = false;
        }
        out.push(tl!(lang; RankingIs, order = self.list_plain(&g.players)));
        out
    }

    /// Why `a` and `b` are in the order they are: the first step that
    /// orders them, with both values.
    pub fn pair(&self, a: PlayerId, b: PlayerId) -> String {
        let lang = self.lang;
        let (ra, rb) = (self.st.rank_of(a), self.st.rank_of(b));
        let (hi, lo) = match (ra, rb) {
            (Some(x), Some(y)) if y < x => (b, a),
            _ => (a, b),
        };
        for p in [hi, lo] {
            if self.st.rank_of(p).is_none() {
                return tl!(lang; PairDisqualified, name = self.name(p));
            }
        }
        let (rh, rl) = (&self.st.records[hi.0], &self.st.records[lo.0]);
        if rh.match_points != rl.match_points {
            let opts = &self.st.options;
            let (ahead, behind) = (
                first_key(lang, opts, rh.match_points),
                first_key(lang, opts, rl.match_points),
            );
            return if opts.scoring.in_percentages.is_some() {
                tl!(lang; PairAheadOnWins,
                    ahead = self.name(hi),
                    ahead_points = ahead,
                    behind = self.name(lo),
                    behind_points = behind)
            } else {
                tl!(lang; PairAheadOnPoints,
                    ahead = self.name(hi),
                    ahead_points = ahead,
                    behind = self.name(lo),
                    behind_points = behind)
            };
        }
        let mut s = tl!(lang; PairTied,
            ahead = self.name(hi),
            behind = self.name(lo),
            points = first_key(lang, &self.st.options, rh.match_points));
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
                push_sentence(
                    lang,
                    &mut s,
                    &skip_sentence(lang, step, reason, self.house()),
                );
            }
        }
        let equal: Vec<String> = self
            .st
            .active_steps
            .iter()
            .skip(1)
            .take_while(|&&s| Decider::Step(s) != decider)
            .filter(|s| !s.traits().over_set)
            .map(|&s| {
                tl!(lang; StepWithValue,
                    step = step_name(lang, s, self.house()),
                    value = self.value(s, self.st.table.value(s, hi)))
            })
            .collect();
        if !equal.is_empty() {
            push_sentence(
                lang,
                &mut s,
                &tl!(lang; PairEqualOn, steps = i18n::and_list(lang, &equal)),
            );
        }
        // A step over the tied set that did not order them (head to head
        // among three, or between two who never met) says why.
        for why in self.over_sets_passed(hi, decider) {
            let sentence = format!("{}{}", capitalise(&why), tl!(lang; SentenceEnd));
            push_sentence(lang, &mut s, &sentence);
        }
        let last = match decider {
            Decider::Step(step) if step.traits().over_set => tl!(lang; PairHeadToHead,
                detail = self.over_set(&[hi, lo]),
                ahead = self.name(hi)),
            Decider::Step(step) => {
                let d = |p| self.st.detail(step, p);
                tl!(lang; PairFirstOrders,
                    step = step_name(lang, step, self.house()),
                    ahead_phrase = self.phrase(step, hi, &d(hi), self.st.table.value(step, hi)),
                    behind_phrase = self.phrase(step, lo, &d(lo), self.st.table.value(step, lo)),
                    ahead = self.name(hi))
            }
            by => tl!(lang; PairEqualEvery,
                decider = decider_name(lang, by),
                ahead = self.name(hi)),
        };
        push_sentence(lang, &mut s, &last);
        s
    }

    /// What each step over a tied set said of the set holding `p`, for the
    /// steps before `decider` (they did not order it).
    fn over_sets_passed(&self, p: PlayerId, decider: Decider) -> Vec<String> {
        let Some(group) = self.st.group_of(p) else {
            return Vec::new();
        };
        let order = &self.st.active_steps;
        let before = |s: Step| match decider {
            Decider::Step(d) => {
                let at = |x: Step| order.iter().position(|&y| y == x);
                at(s) < at(d)
            }
            _ => true,
        };
        group
            .steps
            .iter()
            .filter_map(|r| match r {
                StepReport::Applied { step, sets } if step.traits().over_set && before(*step) => {
                    sets.iter().find(|set| set.players.contains(&p))
                }
                _ => None,
            })
            .map(|set| self.over_set(&set.players))
            .collect()
    }

    /// A step's value as shown in sentences.
    pub fn value(&self, step: Step, v: &Frac) -> String {
        match (step, self.house()) {
            (Step::Omw, true) => dec2(
                self.lang,
                &v.mul_int(3 * i128::from(self.st.rounds_played.max(1))),
            ),
            (Step::Gw, true) => dec2(self.lang, &v.mul_int(3)),
            (s, _) => plain_value(self.lang, s, v),
        }
    }

    pub(super) fn house(&self) -> bool {
        self.st.options.house_display
    }

    fn report(&self, r: &StepReport, first: bool) -> String {
        let lang = self.lang;
        match r {
            StepReport::Skipped { step, reason } => {
                skip_sentence(lang, *step, *reason, self.house())
            }
            StepReport::Applied { step, sets } => {
                let name = step_name(lang, *step, self.house());
                match sets.as_slice() {
                    [set] if first => tl!(lang; StepFirst,
                        step = capitalise(&name),
                        detail = self.set(*step, set)),
                    [set] => tl!(lang; StepGoTo,
                        players = self.list(&set.players),
                        step = name,
                        detail = self.set(*step, set)),
                    _ => {
                        let parts: Vec<String> = sets
                            .iter()
                            .map(|set| {
                                tl!(lang; SetPart,
                                    players = self.list(&set.players),
                                    detail = self.set(*step, set))
                            })
                            .collect();
                        tl!(lang; StepEachSet, step = capitalise(&name), parts = sentences(lang, &parts))
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
                    let players = self.list(set);
                    let order = self.list_plain(set);
                    out.push(if *roll_missing {
                        tl!(lang; FallbackRollMissing, players = players, order = order)
                    } else {
                        tl!(lang; FallbackDecides,
                            players = players,
                            decider = decider_name(lang, *by),
                            order = order)
                    });
                }
                sentences(lang, &out)
            }
        }
    }

    fn set(&self, step: Step, set: &TiedSet) -> String {
        let lang = self.lang;
        if step.traits().over_set {
            let classes: Vec<&[PlayerId]> = set.classes().collect();
            return tl!(lang; SetDetail,
                phrases = self.over_set(&set.players),
                outcome = self.outcome(&classes));
        }
        let phrases: Vec<String> = set
            .players
            .iter()
            .zip(&set.values)
            .map(|(&p, v)| self.phrase(step, p, &self.st.detail(step, p), v))
            .collect();
        let classes: Vec<&[PlayerId]> = set.classes().collect();
        tl!(lang; SetDetail,
            phrases = phrases.join(&tl!(lang; PhraseSeparator)),
            outcome = self.outcome(&classes))
    }

    fn outcome(&self, classes: &[&[PlayerId]]) -> String {
        let lang = self.lang;
        if classes.len() == 1 {
            return tl!(lang; OutcomeStillTied, players = self.list(classes[0]));
        }
        if classes.iter().all(|c| c.len() == 1) {
            let order: Vec<PlayerId> = classes.iter().map(|c| c[0]).collect();
            return if order.len() == 2 {
                tl!(lang; OutcomeAhead, ahead = self.name(order[0]), behind = self.name(order[1]))
            } else {
                tl!(lang; OutcomeOrders, order = self.list_plain(&order))
            };
        }
        let parts: Vec<String> = classes
            .iter()
            .map(|c| {
                if c.len() == 1 {
                    self.name(c[0]).to_string()
                } else {
                    tl!(lang; OutcomePartTied, players = self.list(c))
                }
            })
            .collect();
        tl!(lang; OutcomeInOrder, parts = parts.join(&tl!(lang; ThenSeparator)))
    }

    /// "A, B and C".
    pub(super) fn list(&self, ps: &[PlayerId]) -> String {
        let names: Vec<String> = ps.iter().map(|&p| self.name(p).to_string()).collect();
        i18n::and_list(self.lang, &names)
    }

    /// "A, B, C": a ranking order.
    pub(super) fn list_plain(&self, ps: &[PlayerId]) -> String {
        ps.iter()
            .map(|&p| self.name(p))
            .collect::<Vec<_>>()
            .join(&tl!(self.lang; OrderSeparator))
    }
}

/// A value as a number or a percentage, as its step shows it (the CTB
/// and its average to 4 decimals: its differences are small).
fn plain_value(lang: Lang, step: Step, v: &Frac) -> String {
    match step {
        s if s.is_percentage() => pct(lang, v),
        Step::Ctb | Step::Octb => i18n::number(lang, &v.decimal(4)),
        _ => num(lang, v),
    }
}

/// A player's value for a step as the standings show it, in a language:
/// the very number the explanation's sentence ends with. Percentages ×100
/// to 2 decimals; under a preset that shows the sheet's own quantities
/// (house display), opponents' match points ("21 / 3 = 7.00") and game
/// points per game ("15 points in 7 games = 2.14"), as the paper sheet
/// adds them up.
pub fn shown_value(lang: Lang, st: &Standings, step: Step, p: PlayerId) -> String {
    use crate::engine::tiebreak::Detail;
    if !st.active_steps.contains(&step) {
        return "-".into();
    }
    let f = st.table.value(step, p);
    match (st.options.house_display, step) {
        (true, Step::Omw) => dec2(lang, &f.mul_int(3 * i128::from(st.rounds_played.max(1)))),
        (true, Step::Gw) => match st.detail(step, p) {
            Detail::Own { points, count, .. } if count > 0 => {
                dec2(lang, &Frac::new(points as i128, count as i128))
            }
            _ => dec2(lang, &Frac::zero()),
        },
        _ if step.is_percentage() => dec2(lang, &f.mul_int(100)),
        // Head to head says only who won it.
        _ if step.traits().over_set && f.is_integer() && *f == Frac::zero() => String::new(),
        _ => plain_value(lang, step, f),
    }
}

/// The tiebreakers as Konami's software prints them, one number: two
/// digits of match points, three of OMW% and three of OOMW% (each cut,
/// not rounded: 72.66 % prints 726), as in 33726677. `None` unless the
/// preset shows it ([`crate::model::RuleOptions::konami_number`]) and
/// ranks by both percentages.
pub fn konami_number(st: &Standings, p: PlayerId) -> Option<String> {
    let active = |s| st.active_steps.contains(&s);
    if !st.options.konami_number || !active(Step::Omw) || !active(Step::Oomw) {
        return None;
    }
    let digits = |s: Step| st.table.value(s, p).truncate_to(3).mul_int(1000).decimal(0);
    Some(format!(
        "{:02}{:0>3}{:0>3}",
        st.records[p.0].match_points,
        digits(Step::Omw),
        digits(Step::Oomw)
    ))
}

/// Whether a standings table of `st` shows Konami's one number
/// ([`konami_number`]) after its tiebreakers: on every face, the CLI's,
/// the app's, the printout's and the phones'.
pub fn shows_konami(st: &Standings) -> bool {
    st.order
        .first()
        .is_some_and(|&p| konami_number(st, p).is_some())
}

/// A standings column's heading for a step, in a language: "OMP" and
/// "GP/G" where the preset shows the sheet's own quantities
/// ([`shown_value`]), else the step's short name ("OMW%").
pub fn column_name(lang: Lang, st: &Standings, step: Step) -> String {
    short_name(lang, step, st.options.house_display)
}
