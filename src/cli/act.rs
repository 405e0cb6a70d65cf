//! `podsheet repair|keep|give FILE [--pod N] --round R`: what the app's
//! notice offers for a round that no longer fits what it was paired from
//! (docs/rules.md §6), from the command line, for a store that runs
//! `serve --reports` without the app: re-pair the round's tables without
//! a result (Ctrl+R), keep it as paired, or give a dropped player's match
//! to the opponent. Each writes the file atomically, as the app saves, or
//! exits 2 naming the file, pod and round with why, and writes nothing.

use super::output::Failure;
use crate::engine::life::{act, life};
use crate::io::{self, InputError};
use crate::model::{Event, Night, Said};
use crate::said;
use crate::t;
use crate::text::sheet::table_and_box;
use std::path::Path;

/// What to do with the round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Act {
    /// Pair its tables without a result again.
    Repair,
    /// Keep it as paired.
    Keep,
    /// Give this dropped player's match to the opponent.
    Give(String),
}

/// The time a choice is stamped with, as the app stamps it.
fn now() -> String {
    humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string()
}

/// Runs `repair`, `keep` or `give` on round `round` of pod `pod` of
/// `file`, and writes the file.
pub fn run(file: &Path, pod: Option<usize>, round: u32, what: &Act) -> Result<String, Failure> {
    let shown = file.display().to_string();
    // One writer per file: held until the file is written; refused while
    // the app, `serve --reports` or another command holds it.
    let _lock = super::output::take_lock(file, io::lock::Writer::Command)?;
    let mut night = io::load_night(file)?;
    // The same refusals as loading one pod (no --pod in a night of
    // several, a pod it lacks).
    io::night_file::pick_pod(night.clone(), pod, &shown)?;
    let index = pod.map_or(0, |n| n - 1);
    let several = night.pods.len() > 1;
    let refuse = |why: Said| -> Failure {
        let e = InputError::file(&shown, why);
        if several {
            e.in_pod(index + 1).into()
        } else {
            e.into()
        }
    };
    let event = &mut night.pods[index];
    if round == 0 || round as usize > event.rounds.len() {
        return Err(refuse(said!(CliRoundNotPaired, round = round)));
    }
    let l = life(event, None);
    // The playoff's first round after a stale cut: re-pairing it cuts
    // again, keeping it keeps the cut (the app's "Cut again" and "Keep
    // the cut").
    let first_playoff = event.cut.as_ref().map(|c| c.after_round + 1);
    if l.cut.is_some() && l.round(round).is_none() && first_playoff == Some(round) {
        let out = match what {
            Act::Repair => {
                let st = crate::engine::ranking::rank(&event.swiss_part(), &event.rules.options());
                act::recut(event, &st, &now()).map_err(refuse)?;
                t!(LifeRecutNote)
            }
            Act::Keep => {
                act::keep_cut(event, &now()).map_err(refuse)?;
                t!(LifeCutKeptNote)
            }
            Act::Give(_) => String::new(),
        };
        if !out.is_empty() {
            after_edit(&mut night, index);
            io::night_file::save(&night, file)
                .map_err(|e| super::output::cannot_write(file, &e))?;
            return Ok(format!("{out}\n"));
        }
    }
    let out = match what {
        Act::Repair => {
            let before = event.rounds[round as usize - 1].clone();
            let stale = l
                .round(round)
                .ok_or_else(|| refuse(said!(CliRoundNotStale, round = round)))?;
            if let Err(why) = &stale.repair {
                return Err(refuse(said!(CliCannotRepair, round = round, why = why)));
            }
            let changed = act::repair(event, round, &now())
                .map_err(|why| refuse(said!(CliCannotRepair, round = round, why = why)))?;
            repaired(event, round, &before, &changed)
        }
        Act::Keep => {
            if l.round(round).is_none() {
                return Err(refuse(said!(CliRoundNotStale, round = round)));
            }
            act::keep(event, round, &now()).map_err(refuse)?;
            t!(LifeKeptNote, round = round)
        }
        Act::Give(name) => {
            let player = super::output::player_named(event, name, shown.as_str())?;
            let who = event.player(player).name.clone();
            if !l
                .dropped
                .iter()
                .any(|d| d.round == round && d.player == player)
            {
                return Err(refuse(said!(CliGiveNotOut, name = who, round = round)));
            }
            let opponent = act::concede(event, round, player, &now()).map_err(refuse)?;
            t!(
                LifeConcededNote,
                name = event.player(opponent).name.as_str(),
                round = round
            )
        }
    };
    after_edit(&mut night, index);
    io::night_file::save(&night, file).map_err(|e| super::output::cannot_write(file, &e))?;
    Ok(format!("{out}\n"))
}

/// What follows any change, as the app and `serve --reports` do it
/// (`engine::life::after_change`): boxes whose players are now known
/// filled, rounds a fresh pairing repeats settled, and every match to be
/// played given its codes (a re-paired match has none), one per half in
/// the room.
fn after_edit(night: &mut Night, index: usize) {
    let taken = crate::engine::reports::codes_besides(&night.pods, index);
    let mut roll = rand::random::<u64>;
    crate::engine::life::after_change(&mut night.pods[index], &taken, &mut roll, &now());
}

/// "Round 2 re-paired: tables 3 (E) and 5 changed; tell their players.",
/// and the tables taken out until their players are known.
fn repaired(event: &Event, round: u32, before: &crate::model::Round, changed: &[String]) -> String {
    let now = &event.rounds[round as usize - 1].matches;
    let label_at =
        |ms: &[crate::model::Match], l: &str| ms.iter().position(|m| m.label.as_deref() == Some(l));
    let tables: Vec<Said> = crate::text::life::room_tables(event, round, changed)
        .into_iter()
        .map(|t| said!(Text, text = t))
        .collect();
    let mut out = t!(
        LifeRepairedNote,
        round = round,
        count = tables.len(),
        tables = said!(CauseList, items = tables)
    );
    let gone: Vec<Said> = before
        .matches
        .iter()
        .enumerate()
        .filter(|(_, m)| m.b.is_some())
        .filter(|(_, m)| {
            m.label
                .as_deref()
                .is_none_or(|l| label_at(now, l).is_none())
        })
        .map(|(i, _)| said!(Text, text = table_and_box(event, &before.matches, i)))
        .collect();
    if !gone.is_empty() {
        out.push('\n');
        out.push_str(&t!(
            CliRepairTakenOut,
            count = gone.len(),
            tables = said!(CauseList, items = gone)
        ));
    }
    out
}
