//! Tiebreak quantities (docs/rules.md §2), one family per file, each a pure
//! function of the records. [`Table`] holds every step's value for every
//! player; [`detail`] says how one value was made, for explanations.

mod cumulative;
mod detail;
pub mod fab;
mod house_rr;
pub mod melee;
mod mtr;
pub mod pokemon;

pub use cumulative::cumulative;
pub use detail::{Detail, Term};

use super::frac::Frac;
use super::record::Record;
use crate::model::{OpponentCount, PlayerId, RuleOptions, Step};

/// Every quantity the steps need, for every player, indexed by player.
#[derive(Debug, Clone)]
pub struct Table {
    /// Match-win percentage, floored.
    pub mw: Vec<Frac>,
    /// Own game-win percentage, floored by `gw_floor`.
    pub gw: Vec<Frac>,
    /// Game-win percentage floored by `ogw_floor` (as an opponent).
    pub gw_as_opponent: Vec<Frac>,
    /// House round robin: match wins incl. byes + draws / 3.
    pub wins: Vec<Frac>,
    /// House round robin: own win percentage floored by `ow_floor`.
    pub win_pct: Vec<Frac>,
    /// Pokémon: own win percentage within its bounds (byes left out).
    pub wp: Vec<Frac>,
    /// Values of the opponent-based and other steps, by step.
    steps: Vec<(Step, Vec<Frac>)>,
}

impl Table {
    /// Computes what `steps` need from the records.
    pub fn compute(records: &[Record], opts: &RuleOptions, steps: &[Step]) -> Table {
        let mw = mtr::match_win(records, opts);
        let gw = mtr::game_win(records, opts.gw_floor);
        let gw_as_opponent = mtr::game_win(records, opts.ogw_floor);
        let wins = house_rr::wins(records);
        let win_pct = house_rr::win_pct(records, &wins, opts);
        let wp = if steps.iter().any(|s| matches!(s, Step::Owp | Step::Oowp)) {
            pokemon::win_pct(records)
        } else {
            Vec::new()
        };
        let mut t = Table {
            mw,
            gw,
            gw_as_opponent,
            wins,
            win_pct,
            wp,
            steps: Vec::new(),
        };
        for &s in steps {
            t.ensure(s, records, opts);
        }
        t
    }

    fn ensure(&mut self, step: Step, records: &[Record], opts: &RuleOptions) {
        if self.steps.iter().any(|(s, _)| *s == step) {
            return;
        }
        let values = match step {
            Step::MatchPoints => records
                .iter()
                .map(|r| Frac::int(r.match_points as i128))
                .collect(),
            Step::Gw => self.gw.clone(),
            Step::Omw => mean_over_opponents(records, opts, &self.mw, opts.mw_floor.fraction()),
            Step::Ogw => mean_over_opponents(
                records,
                opts,
                &self.gw_as_opponent,
                opts.ogw_floor.fraction(),
            ),
            Step::Oomw => {
                self.ensure(Step::Omw, records, opts);
                mean_over_opponents(records, opts, self.get(Step::Omw), opts.mw_floor.fraction())
            }
            Step::Ow => mean_over_opponents(records, opts, &self.win_pct, opts.ow_floor.fraction()),
            Step::Oow => {
                self.ensure(Step::Ow, records, opts);
                mean_over_opponents(records, opts, self.get(Step::Ow), opts.ow_floor.fraction())
            }
            Step::WinResistance => house_rr::resistance(records, &self.wins),
            Step::WinResistanceResistance => {
                self.ensure(Step::WinResistance, records, opts);
                house_rr::resistance(records, self.get(Step::WinResistance))
            }
            Step::Cumulative => records
                .iter()
                .map(|r| cumulative(&r.round_points).1)
                .collect(),
            Step::Owp => mean_over_opponents(records, opts, &self.wp, None),
            Step::Oowp => {
                self.ensure(Step::Owp, records, opts);
                mean_over_opponents(records, opts, self.get(Step::Owp), None)
            }
            // Worked out over the tied sets by the ranking
            // ([`Table::set_over_sets`]); nothing to say of one player.
            Step::HeadToHead => vec![Frac::zero(); records.len()],
            Step::Ctb => records
                .iter()
                .map(|r| fab::ctb(r, opts.scoring.most()).value)
                .collect(),
            Step::Pml => records.iter().map(fab::pml).collect(),
            Step::Oml => {
                self.ensure(Step::Pml, records, opts);
                mean_over_opponents(records, opts, self.get(Step::Pml), None)
            }
            Step::Octb => {
                self.ensure(Step::Ctb, records, opts);
                mean_over_opponents(records, opts, self.get(Step::Ctb), None)
            }
            Step::GameWins => records
                .iter()
                .map(|r| Frac::int(i128::from(r.games_won)))
                .collect(),
            Step::Ompp => records
                .iter()
                .map(|r| melee::ompp(&counted_opponents(r, opts), records, opts).value)
                .collect(),
            Step::GameTwoWins => records
                .iter()
                .map(|r| Frac::int(i128::from(melee::game_two(r, opts).total())))
                .collect(),
        };
        self.steps.push((step, values));
    }

    /// Sets the values of a step worked out over tied sets (head to
    /// head: 1 for the winner between exactly two, else 0).
    pub fn set_over_sets(&mut self, step: Step, values: Vec<Frac>) {
        match self.steps.iter_mut().find(|(s, _)| *s == step) {
            Some((_, v)) => *v = values,
            None => self.steps.push((step, values)),
        }
    }

    /// The values of a computed step, by player.
    ///
    /// # Panics
    /// If `step` was not among the steps the table was computed for.
    pub fn get(&self, step: Step) -> &[Frac] {
        self.steps
            .iter()
            .find(|(s, _)| *s == step)
            .map(|(_, v)| v.as_slice())
            .expect("step computed")
    }

    /// One player's value for a computed step.
    pub fn value(&self, step: Step, p: PlayerId) -> &Frac {
        &self.get(step)[p.0]
    }
}

/// The opponents counted for `r` under the preset: per match, or each once.
pub fn counted_opponents(r: &Record, opts: &RuleOptions) -> Vec<PlayerId> {
    let mut out: Vec<PlayerId> = Vec::with_capacity(r.meetings.len());
    counted_opponents_into(r, opts, &mut out);
    out
}

/// [`counted_opponents`] into a buffer the caller reuses (cleared first):
/// ranking a large event asks this of every player for several steps.
fn counted_opponents_into(r: &Record, opts: &RuleOptions, out: &mut Vec<PlayerId>) {
    out.clear();
    for m in &r.meetings {
        if opts.opponents == OpponentCount::PerMatch || !out.contains(&m.opponent) {
            out.push(m.opponent);
        }
    }
}

/// The mean of `values` over each player's counted opponents; a player with
/// no opponents gets the floor (or 0).
fn mean_over_opponents(
    records: &[Record],
    opts: &RuleOptions,
    values: &[Frac],
    floor: Option<(i128, i128)>,
) -> Vec<Frac> {
    let mut opps = Vec::new();
    records
        .iter()
        .map(|r| {
            counted_opponents_into(r, opts, &mut opps);
            if opps.is_empty() {
                return Frac::zero().floored(floor);
            }
            Frac::sum(opps.iter().map(|o| &values[o.0])).div_int(opps.len() as i128)
        })
        .collect()
}

/// How player `p`'s value for `step` was made.
pub fn detail(
    step: Step,
    p: PlayerId,
    records: &[Record],
    table: &Table,
    opts: &RuleOptions,
) -> Detail {
    let r = &records[p.0];
    let average = |raw: &dyn Fn(PlayerId) -> Frac, used: &[Frac]| {
        let terms: Vec<Term> = counted_opponents(r, opts)
            .into_iter()
            .map(|o| Term {
                opponent: o,
                raw: raw(o),
                used: used[o.0].clone(),
                third: false,
            })
            .collect();
        let total = terms.iter().fold(Frac::zero(), |a, t| a.add(&t.used));
        Detail::Average { terms, total }
    };
    match step {
        Step::MatchPoints => Detail::Points {
            points: r.match_points,
            won: r.won,
            drawn: r.drawn,
            byes: r.byes,
        },
        Step::Gw => Detail::Own {
            points: r.game_points,
            count: r.games(),
            raw: mtr::ratio(r.game_points, r.games()),
            value: table.gw[p.0].clone(),
        },
        Step::Omw => average(&|o| mtr::raw_match_win(&records[o.0], opts), &table.mw),
        Step::Ogw => average(
            &|o| mtr::ratio(records[o.0].game_points, records[o.0].games()),
            &table.gw_as_opponent,
        ),
        Step::Oomw => average(&|o| table.value(Step::Omw, o).clone(), table.get(Step::Omw)),
        Step::Ow => average(
            &|o| house_rr::raw_win_pct(&records[o.0], &table.wins[o.0]),
            &table.win_pct,
        ),
        Step::Oow => average(&|o| table.value(Step::Ow, o).clone(), table.get(Step::Ow)),
        Step::WinResistance => house_rr::resistance_detail(r, &table.wins),
        Step::WinResistanceResistance => {
            house_rr::resistance_detail(r, table.get(Step::WinResistance))
        }
        Step::Cumulative => {
            let (pools, _) = cumulative(&r.round_points);
            Detail::Pools {
                earned: r.round_points.clone(),
                pools,
            }
        }
        Step::Owp => average(&|o| pokemon::raw_win_pct(&records[o.0]), &table.wp),
        Step::Oowp => average(&|o| table.value(Step::Owp, o).clone(), table.get(Step::Owp)),
        Step::HeadToHead => Detail::OverSet,
        Step::Ctb => Detail::Ctb(fab::ctb(r, opts.scoring.most())),
        Step::Pml => Detail::Share {
            counted: r.lost,
            played: r.won + r.lost + r.drawn,
        },
        Step::Oml => average(&|o| table.value(Step::Pml, o).clone(), table.get(Step::Pml)),
        Step::Octb => average(&|o| table.value(Step::Ctb, o).clone(), table.get(Step::Ctb)),
        Step::GameWins => Detail::Games {
            won: r.games_won,
            from_byes: r.byes * u64::from(opts.bye_games.games()),
        },
        Step::Ompp => Detail::Ompp(melee::ompp(&counted_opponents(r, opts), records, opts)),
        Step::GameTwoWins => Detail::GameTwo(melee::game_two(r, opts)),
    }
}
