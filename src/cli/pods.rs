//! `podsheet pods PLAYERS.txt [--size N] [--seed S] [--format table|json]
//! [-o NIGHT.podsheet]`: the sign-up list split into seated pods.

use super::output::{Failure, Format, bad, bad_in, json_text};
use crate::engine::{night, pods};
use crate::io::{self, InputError, night_file};
use crate::model::{Night, Structure};
use serde_json::{Value, json};
use std::path::Path;

/// Names from a sign-up list file: one per line (see
/// [`night::names_from_list`]); errors name the file and line.
pub fn read_names(text: &str, file: &str) -> Result<Vec<String>, InputError> {
    night::names_from_list(text).map_err(|(line, message)| InputError::line(file, line, message))
}

/// The sheet id of a pod in the JSON: its template's id, else `"swiss"`.
fn sheet_id(structure: &Structure) -> Value {
    match structure {
        Structure::Pod { template } => serde_json::to_value(template).unwrap_or(Value::Null),
        _ => Value::String("swiss".into()),
    }
}

/// The JSON shape of docs/cli.md: each pod's sheet, what it plays (games a
/// match, rounds, minutes a round) and its players by seat.
pub fn to_json(night: &Night) -> Value {
    let pods: Vec<Value> = night
        .pods
        .iter()
        .enumerate()
        .map(|(i, pod)| {
            let players: Vec<Value> = pod
                .players
                .iter()
                .map(|p| json!({"name": p.name, "seat": p.seat}))
                .collect();
            let plan = pods::plan_of(pod);
            json!({
                "pod": i + 1,
                "sheet": sheet_id(&pod.structure),
                "best_of": u8::from(plan.best_of),
                "rounds": plan.rounds,
                "minutes": plan.minutes,
                "players": players,
            })
        })
        .collect();
    json!({ "pods": pods })
}

fn to_table(night: &Night) -> String {
    let mut out = String::new();
    for (i, pod) in night.pods.iter().enumerate() {
        let sheet = pods::plan_label(&pods::plan_of(pod));
        out.push_str(&crate::t!(
            CliPodPlayers,
            pod = i + 1,
            players = pod.players.len(),
            sheet = sheet
        ));
        out.push('\n');
        for p in &pod.players {
            out.push_str(&format!(
                "  {:>2}  {}\n",
                p.seat.unwrap_or(p.number),
                crate::text::strip_controls(&p.name)
            ));
        }
        out.push('\n');
    }
    if let Some(seed) = night.seed {
        out.push_str(&crate::t!(CliSeedAgain, seed = seed.to_string()));
        out.push('\n');
    }
    out
}

/// How the night is to be dealt and called.
pub struct Asked {
    /// The preferred pod size.
    pub size: usize,
    /// The seating roll's seed (`None`: a new random one).
    pub seed: Option<u64>,
    /// The night's name (`None`: "Draft night" in the language asked).
    pub name: Option<String>,
    /// Its day, `YYYY-MM-DD` (`None`: today, on this computer's clock).
    pub date: Option<String>,
}

/// Runs `pods`.
pub fn run(
    players: &Path,
    asked: &Asked,
    format: Format,
    output: Option<&Path>,
) -> Result<String, Failure> {
    let (size, seed) = (asked.size, asked.seed);
    let shown = players.display().to_string();
    let names = read_names(&io::read_text(players)?, &shown)?;
    if names.len() > io::limits::MAX_PLAYERS {
        return Err(bad(crate::t!(
            CliPodsTooMany,
            file = &shown,
            names = names.len(),
            most = io::limits::MAX_PLAYERS
        )));
    }
    let seed = seed.unwrap_or_else(rand::random);
    let made_at = humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string();
    let night_name = match asked.name.as_deref().map(str::trim) {
        Some(n) if !n.is_empty() => n.to_string(),
        _ => crate::t!(CliPodsNightName),
    };
    let mut night = night::from_names(&night_name, &names, size, seed, &made_at)
        .map_err(|e| bad_in(players, e))?;
    // The day, so a season tells one Friday from the next.
    let date = asked.date.clone().unwrap_or_else(crate::text::clock::today);
    night.date = Some(date.clone());
    for pod in &mut night.pods {
        pod.date = Some(date.clone());
    }
    let mut text = match format {
        Format::Json => json_text(&to_json(&night))?,
        Format::Table | Format::Csv => to_table(&night),
    };
    if let Some(out) = output {
        night_file::save(&night, out).map_err(|e| super::output::cannot_write(out, &e))?;
        if format == Format::Table {
            text.push_str(&crate::t!(CliWrote, file = out.display()));
            text.push('\n');
        }
    }
    Ok(text)
}
