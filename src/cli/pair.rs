//! `podsheet pair FILE [--format table|json]`: the next round's pairings
//! with the reasons for them (docs/cli.md).

use super::output::{Failure, Format, json_text};
use crate::engine::pairing::{self, Pairing, PairingError};
use crate::io;
use crate::model::Event;
use crate::text;
use serde_json::{Value, json};
use std::path::Path;

/// Runs `pair`: loads the file and prints the next round, each result
/// judged and the round paired by the game of `rules` (`--rules`) where
/// given.
pub fn run(
    file: &Path,
    format: Format,
    pod: Option<usize>,
    rules: Option<&crate::model::Preset>,
) -> Result<String, Failure> {
    let event = io::night_file::load_pod(file, pod)?;
    let event = super::output::with_rules(event, rules, file)?;
    super::output::warn_problems(&event, file, pod, false, None);
    let p = pairing::next_round(&event).map_err(|e| failure(file, &e))?;
    Ok(match format {
        Format::Json => json_text(&to_json(&event, &p))?,
        Format::Table | Format::Csv => to_table(&event, &p),
    })
}

fn failure(file: &Path, e: &PairingError) -> Failure {
    let code = match e {
        PairingError::SheetPlayers { .. }
        | PairingError::RoundRobinSize { .. }
        | PairingError::TooMany { .. }
        | PairingError::Waits { .. } => 2,
        _ => 1,
    };
    Failure {
        code,
        message: super::output::bad_in(file, e).message,
    }
}

/// Every reason, plus a line per coin flip still to make.
fn reasons(event: &Event, p: &Pairing) -> Vec<String> {
    let mut out: Vec<String> = p.reasons.iter().map(ToString::to_string).collect();
    for &(round, index) in &p.flips_needed {
        let m = event
            .rounds
            .get(round as usize - 1)
            .and_then(|r| r.matches.get(index));
        let what = m.map_or(String::new(), |m| {
            let a = &event.player(m.a).name;
            let b =
                m.b.map_or_else(|| crate::t!(CliBye), |b| event.player(b).name.clone());
            match &m.label {
                Some(l) => crate::t!(CliFlipBoxMatch, letter = l, a = a, b = b),
                None => crate::t!(CliFlipMatch, a = a, b = b),
            }
        });
        out.push(crate::t!(CliFlipNeeded, round = round, what = what));
    }
    out
}

/// The docs/cli.md JSON shape.
pub fn to_json(event: &Event, p: &Pairing) -> Value {
    let pairings: Vec<Value> = p
        .matches
        .iter()
        .enumerate()
        .map(|(i, m)| {
            json!({
                "table": table_number(event, p, i),
                "player": event.player(m.a).name,
                "opponent": m.b.map(|b| event.player(b).name.clone()),
            })
        })
        .collect();
    json!({"round": p.round, "pairings": pairings, "reasons": reasons(event, p)})
}

/// Match `i`'s table as every other face numbers it ([`text::sheet::table_of`]:
/// in a night the event's own run of tables, byes taking none); a bye keeps
/// the number of its place in the round.
fn table_number(event: &Event, p: &Pairing, i: usize) -> usize {
    match p.matches[i].b {
        Some(_) => text::sheet::table_of(event, &p.matches, i)
            .parse()
            .unwrap_or(i + 1),
        None => event.first_table.unwrap_or(1) as usize + i,
    }
}

fn to_table(event: &Event, p: &Pairing) -> String {
    let mut out = crate::engine::playoff::name_of_round(event, p.round).to_string();
    out.push('\n');
    let width = event
        .players
        .iter()
        .map(|pl| text::display_width(&pl.name))
        .max()
        .unwrap_or(6)
        .max(6);
    let (table, label) = (crate::t!(CliTable), crate::t!(CliBox));
    let (tw, bw) = (
        text::display_width(&table).max(5),
        text::display_width(&label).max(3),
    );
    out.push_str(&format!(
        "{}  {}  {}  {}\n",
        text::pad_start(&table, tw),
        text::pad_end(&label, bw),
        text::pad_end(&crate::t!(CliPlayer), width),
        crate::t!(CliOpponent)
    ));
    for (i, m) in p.matches.iter().enumerate() {
        let opp = m.b.map_or_else(
            || crate::t!(CliBye),
            |b| text::strip_controls(&event.player(b).name),
        );
        let label = text::sheet::box_of(&p.matches, i).unwrap_or("");
        // A bye takes no table on any face people read (the JSON keeps
        // its place, as docs/cli.md says).
        let table = match m.b {
            Some(_) => table_number(event, p, i).to_string(),
            None => "–".to_string(),
        };
        out.push_str(&format!(
            "{}  {}  {}  {opp}\n",
            text::pad_start(&table, tw),
            text::pad_end(label, bw),
            text::pad_end(&text::strip_controls(&event.player(m.a).name), width)
        ));
    }
    let why = reasons(event, p);
    if !why.is_empty() {
        out.push('\n');
        out.push_str(&crate::t!(CliWhy));
        out.push('\n');
        for r in why {
            out.push_str(&format!("- {r}\n"));
        }
    }
    out
}
