//! `--pod N` for `standings`, `explain`, `pair` and `pdf`: which pod of a
//! night file they work on, and `standings` over every pod in turn.

use super::output::{Failure, Format};
use crate::engine::ranking;
use crate::io::{night_file, report};
use crate::model::{Event, Night, Preset};
use serde_json::{Value, json};
use std::path::Path;

/// The pod `--pod` names (1-based), or the file's only pod without it.
/// A night of several pods without `--pod`, or a pod it lacks, exits with
/// code 2 and a message naming the file and its pods.
pub fn load_pod(file: &Path, pod: Option<usize>) -> Result<Event, Failure> {
    Ok(night_file::load_pod(file, pod)?)
}

/// Standings of one event in `format`.
pub fn standings(event: &Event, rules: Option<&Preset>, format: Format) -> Result<String, Failure> {
    let preset = rules.cloned().unwrap_or_else(|| event.rules.clone());
    let swiss = event.swiss_part();
    let st = ranking::rank(&swiss, &preset.options());
    Ok(match format {
        Format::Json => {
            let mut s =
                serde_json::to_string_pretty(&report::standings_json(event, &st, preset.id()))
                    .map_err(|e| Failure {
                        code: 2,
                        message: e.to_string(),
                    })?;
            s.push('\n');
            s
        }
        Format::Csv => report::standings_csv(event, &st),
        Format::Table => report::standings_table(event, &st, preset.id()),
    })
}

/// Every pod's standings in turn: a heading and a table per pod; for JSON
/// `{"pods":[{"pod":1,"name":…, <the standings object>}, …]}`; for CSV a
/// leading `pod` column.
pub fn standings_of_night(
    night: &Night,
    rules: Option<&Preset>,
    format: Format,
) -> Result<String, Failure> {
    let mut out = String::new();
    let mut pods = Vec::new();
    for (i, pod) in night.pods.iter().enumerate() {
        let n = i + 1;
        let text = standings(pod, rules, format)?;
        match format {
            Format::Table => {
                if i > 0 {
                    out.push('\n');
                }
                out.push_str(&crate::t!(CliPodOf, pod = n, pods = night.pods.len()));
                out.push('\n');
                out.push_str(&text);
            }
            Format::Csv => {
                for (k, line) in text.lines().enumerate() {
                    if k == 0 && i > 0 {
                        continue; // one header for the whole night
                    }
                    let lead = if k == 0 {
                        "pod".to_string()
                    } else {
                        n.to_string()
                    };
                    out.push_str(&format!("{lead},{line}\n"));
                }
            }
            Format::Json => {
                let mut v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                if let Value::Object(map) = &mut v {
                    let mut head = serde_json::Map::new();
                    head.insert("pod".into(), json!(n));
                    head.insert("name".into(), json!(pod.name));
                    head.extend(std::mem::take(map));
                    *map = head;
                }
                pods.push(v);
            }
        }
    }
    if format == Format::Json {
        out = serde_json::to_string_pretty(&json!({ "pods": pods })).map_err(|e| Failure {
            code: 2,
            message: e.to_string(),
        })?;
        out.push('\n');
    }
    Ok(out)
}

/// `pdf NIGHT -o OUT.pdf [--blank] [--address URL]` for a night of several
/// pods: every pod's sheet, pairings and slips in one file (with `address`,
/// each pod's pairings and slips carry its page). `None` for a single event.
#[cfg(feature = "pdf")]
pub fn pdf_of_night(
    file: &Path,
    out: &Path,
    blank: bool,
    paper: super::pdf::PaperArg,
    address: Option<&str>,
) -> Result<Option<String>, Failure> {
    use crate::io::pdf;
    let bad = |message: String| Failure { code: 2, message };
    let night = crate::io::load_night(file)?;
    if night.pods.len() < 2 {
        return Ok(None);
    }
    night.pods.iter().for_each(super::output::warn_problems);
    let paper = match paper {
        super::pdf::PaperArg::Letter => pdf::Paper::Letter,
        super::pdf::PaperArg::A4 => pdf::Paper::A4,
    };
    let output = pdf::render_night(&night.pods, &night.name, blank, paper, address)
        .map_err(|e| bad(format!("{}: {e}", file.display())))?;
    crate::io::event_file::write_atomically(out, &output.bytes)
        .map_err(|e| super::output::cannot_write(out, &e))?;
    let mut text = format!(
        "wrote {} ({} pods, {} pages, {} KB)\n",
        out.display(),
        night.pods.len(),
        output.pages,
        output.bytes.len().div_ceil(1024)
    );
    for w in &output.warnings {
        text.push_str(&format!("warning: {w}\n"));
    }
    Ok(Some(text))
}
