//! `--pod N` for `standings`, `explain`, `pair` and `pdf`: which pod of a
//! night file they work on, and `standings` over every pod in turn.

use super::output::{Failure, Format, json_text};
use crate::engine::ranking::{self, Standings};
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

/// An event's standings under `rules` (else its own preset).
fn ranked(event: &Event, rules: Option<&Preset>) -> (Preset, Standings) {
    let preset = rules.cloned().unwrap_or_else(|| event.rules.clone());
    let st = ranking::rank(&event.swiss_part(), &preset.options());
    (preset, st)
}

/// Standings of one event in `format`: each age division apart where
/// the event has divisions (Pokémon).
pub fn standings(event: &Event, rules: Option<&Preset>, format: Format) -> Result<String, Failure> {
    let preset = rules.cloned().unwrap_or_else(|| event.rules.clone());
    let parts = ranking::rank_parts(&event.swiss_part(), &preset.options());
    Ok(match format {
        Format::Json => json_text(&report::standings_json_parts(event, &parts, preset.id()))?,
        Format::Csv => report::standings_csv_parts(event, &parts),
        Format::Table => {
            let table = report::standings_table_parts(event, &parts, &preset);
            match parts.first().and_then(|(_, st)| placing(event, st)) {
                Some(placing) => format!("{placing}\n{table}"),
                None => table,
            }
        }
    })
}

/// After a cut, once the final is in: the final placing, which every face
/// shows for the players of the cut (docs/rules.md §6), printed before
/// the Swiss standings it follows from.
fn placing(event: &Event, st: &Standings) -> Option<String> {
    let lang = crate::text::i18n::current();
    let mut out = Vec::new();
    for part in crate::engine::playoff::parts(event, &st.order) {
        let Ok(b) = &part.bracket else { continue };
        // Each division's placing under its name, among its own players.
        let ranked = if part.division.is_some() {
            &part.ranked
        } else {
            &st.order
        };
        if let Some(lines) = super::playoff::placing_lines(event, b, ranked) {
            out.push(match part.division {
                Some(d) => format!("{}\n{lines}", crate::text::i18n::say_in(lang, &d.said())),
                None => lines,
            });
        }
    }
    (!out.is_empty()).then(|| out.join("\n"))
}

/// Every pod's standings in turn: a heading and a table per pod; for JSON
/// `{"pods":[{"pod":1,"name":…, <the standings object>}, …]}`; for CSV a
/// leading `pod` column under one header holding every pod's columns.
pub fn standings_of_night(
    night: &Night,
    rules: Option<&Preset>,
    format: Format,
) -> Result<String, Failure> {
    let pods: Vec<(usize, &Event, Preset, Standings)> = night
        .pods
        .iter()
        .enumerate()
        .map(|(i, pod)| {
            let (preset, st) = ranked(pod, rules);
            (i + 1, pod, preset, st)
        })
        .collect();
    Ok(match format {
        Format::Table => {
            let tables: Vec<String> = pods
                .iter()
                .map(|(n, pod, preset, st)| {
                    // A draft's pod by its number; another event of the
                    // night (a Swiss beside the pods) by its name.
                    let head = match pod.pod {
                        Some(_) => crate::t!(CliPodOf, pod = *n, pods = night.pods.len()),
                        None => crate::t!(
                            CliEventOf,
                            name = crate::text::room::event_name(pod),
                            pod = *n,
                            pods = night.pods.len()
                        ),
                    };
                    let table = report::standings_table(pod, st, preset);
                    match placing(pod, st) {
                        Some(placing) => format!("{head}\n{placing}\n{table}"),
                        None => format!("{head}\n{table}"),
                    }
                })
                .collect();
            tables.join("\n")
        }
        Format::Csv => {
            // One header for the night: every pod's columns (pods of
            // different sheets rank by different steps), each row with
            // its own values where its pod has the column, else empty.
            let tables: Vec<(usize, Vec<String>, Vec<Vec<String>>)> = pods
                .iter()
                .map(|(n, pod, _, st)| {
                    let (head, rows) = report::standings_rows(pod, st);
                    (*n, head, rows)
                })
                .collect();
            let mut header = vec!["pod".to_string()];
            for (_, head, _) in &tables {
                for h in head {
                    if !header.contains(h) {
                        header.push(h.clone());
                    }
                }
            }
            // decided_by stays the last column.
            if let Some(i) = header.iter().position(|h| h == "decided_by") {
                let d = header.remove(i);
                header.push(d);
            }
            let mut rows = Vec::new();
            for (n, head, pod_rows) in tables {
                for row in pod_rows {
                    let mut out = vec![String::new(); header.len()];
                    out[0] = n.to_string();
                    for (h, v) in head.iter().zip(row) {
                        if let Some(i) = header.iter().position(|x| x == h) {
                            out[i] = v;
                        }
                    }
                    rows.push(out);
                }
            }
            report::csv_text(&header, &rows)
        }
        Format::Json => {
            let all: Vec<Value> = pods
                .iter()
                .map(|(n, pod, preset, st)| {
                    // Said in English whatever --lang says: JSON is data.
                    let name = crate::text::i18n::with_lang(crate::text::i18n::Lang::En, || {
                        crate::text::room::event_name(pod)
                    });
                    let mut v = json!({ "pod": n, "name": name });
                    if let (Value::Object(head), Value::Object(body)) =
                        (&mut v, report::standings_json(pod, st, preset.id()))
                    {
                        head.extend(body);
                    }
                    v
                })
                .collect();
            json_text(&json!({ "pods": all }))?
        }
    })
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
    rules: Option<&Preset>,
) -> Result<Option<String>, Failure> {
    night_pdf(file, out, rules, |pods, name| {
        crate::io::pdf::render_night(pods, name, blank, paper.into(), address)
    })
}

/// `pdf NIGHT -o OUT.pdf --kind still-playing` for a night of several pods:
/// the whole room's tables still playing, pod by pod, in one printout.
/// `None` for a single event.
#[cfg(feature = "pdf")]
pub fn still_playing_of_night(
    file: &Path,
    out: &Path,
    paper: super::pdf::PaperArg,
    rules: Option<&Preset>,
) -> Result<Option<String>, Failure> {
    night_pdf(file, out, rules, |pods, name| {
        crate::io::pdf::render_still_playing_night(pods, name, paper.into())
    })
}

/// Loads the night at `file` (each pod under `rules` where asked), warns
/// of each pod's problems, writes what `render` makes of its pods to `out`
/// and says so. `None` for a single event (the caller prints it as one).
#[cfg(feature = "pdf")]
fn night_pdf(
    file: &Path,
    out: &Path,
    rules: Option<&Preset>,
    render: impl FnOnce(
        &[crate::model::Event],
        &str,
    ) -> Result<crate::io::pdf::PdfOutput, crate::io::pdf::PdfError>,
) -> Result<Option<String>, Failure> {
    let mut night = crate::io::load_night(file)?;
    if night.pods.len() < 2 {
        return Ok(None);
    }
    night.pods = std::mem::take(&mut night.pods)
        .into_iter()
        .map(|pod| super::output::with_rules(pod, rules, file))
        .collect::<Result<_, _>>()?;
    for (i, pod) in night.pods.iter().enumerate() {
        super::output::warn_problems(pod, file, Some(i + 1), true, None);
    }
    let output = render(&night.pods, &night.name).map_err(|e| super::output::bad_in(file, e))?;
    crate::io::event_file::write_atomically(out, &output.bytes)
        .map_err(|e| super::output::cannot_write(out, &e))?;
    let mut text = crate::t!(
        CliWroteNightPdf,
        file = out.display(),
        pods = night.pods.len(),
        pages = output.pages,
        kb = output.bytes.len().div_ceil(1024)
    );
    text.push('\n');
    text.push_str(&super::pdf::warnings(&output.warnings));
    Ok(Some(text))
}
