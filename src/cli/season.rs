//! `podsheet season FILE...`: a store league over event and night files
//! (docs/cli.md `season`). A FILE may also be a folder (its event files in
//! name order) or a `.podseason` file naming the events and the points.
//! A file that cannot be read is named on stderr and in the JSON, and the
//! season shows the rest: that event counts for nobody, never as zero.

use super::output::{Failure, Format, bad};
use crate::engine::season::{Season, SeasonPoints};
use crate::io::season_file;
use crate::text::{pad_end, strip_controls};
use serde_json::{Value, json};
use std::path::PathBuf;

/// The season of `files`: unreadable files named on stderr, the points
/// of `--points`, else the ones a `.podseason` remembers, else the default.
fn load(files: &[PathBuf], points: Option<&str>) -> Result<(season_file::Loaded, Season), Failure> {
    let loaded = season_file::load(files)?;
    for m in &loaded.missing {
        eprintln!(
            "podsheet: event {} left out of the season: {}",
            m.index + 1,
            m.error
        );
    }
    let points = match points.or(loaded.remembered.as_deref()) {
        Some(s) => parse_points(s)?,
        None => SeasonPoints::default(),
    };
    let s = loaded.season(points);
    Ok((loaded, s))
}

/// Runs `season`; returns what to print.
pub fn run(files: &[PathBuf], points: Option<&str>, format: Format) -> Result<String, Failure> {
    let (loaded, s) = load(files, points)?;
    let missing: Vec<(usize, String, String)> = loaded
        .missing
        .iter()
        .map(|m| (m.index, m.file.clone(), m.error.clone()))
        .collect();
    Ok(match format {
        Format::Json => {
            let mut text = serde_json::to_string_pretty(&to_json(&s, &missing)).unwrap_or_default();
            text.push('\n');
            text
        }
        Format::Csv => csv(&s),
        Format::Table => table(&s, &loaded.paths, &missing),
    })
}

/// `win=3,draw=1,loss=0,attend=1`, any subset (exit 2 on a bad one).
pub fn parse_points(spec: &str) -> Result<SeasonPoints, Failure> {
    season_file::parse_points(spec).map_err(bad)
}

fn to_json(s: &Season, missing: &[(usize, String, String)]) -> Value {
    let rows: Vec<Value> = s
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            json!({
                "rank": i + 1,
                "name": r.name,
                "points": r.points,
                "events": r.events,
                "per_event": r.per_event,
                "matches": {"won": r.won, "lost": r.lost, "drawn": r.drawn},
                "decided_by": r.decided_by.map(|d| d.id()),
            })
        })
        .collect();
    let p = s.points;
    json!({
        "events": s.events,
        "points": {"win": p.win, "draw": p.draw, "loss": p.loss, "attend": p.attend},
        "standings": rows,
        "missing": missing
            .iter()
            .map(|(k, f, e)| json!({"event": k + 1, "file": f, "error": e}))
            .collect::<Vec<_>>(),
    })
}

fn csv(s: &Season) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    let mut head: Vec<String> = ["rank", "name", "points", "events", "won", "lost", "drawn"]
        .map(String::from)
        .to_vec();
    head.extend((1..=s.events).map(|k| format!("event_{k}")));
    let _ = w.write_record(&head);
    for (i, r) in s.rows.iter().enumerate() {
        let mut rec = vec![
            (i + 1).to_string(),
            r.name.clone(),
            r.points.to_string(),
            r.events.to_string(),
            r.won.to_string(),
            r.lost.to_string(),
            r.drawn.to_string(),
        ];
        rec.extend(
            r.per_event
                .iter()
                .map(|e| e.map_or(String::new(), |v| v.to_string())),
        );
        let _ = w.write_record(&rec);
    }
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

fn table(s: &Season, paths: &[PathBuf], missing: &[(usize, String, String)]) -> String {
    let p = s.points;
    let mut out = format!(
        "Season of {} events — points: win {}, draw {}, loss {}, taking part {}\n",
        s.events, p.win, p.draw, p.loss, p.attend
    );
    for (k, f, e) in missing {
        out.push_str(&format!("Event {} ({f}) is missing: {e}\n", k + 1));
    }
    let names: Vec<String> = s.rows.iter().map(|r| strip_controls(&r.name)).collect();
    let width = names
        .iter()
        .map(|n| crate::text::display_width(n))
        .max()
        .unwrap_or(4)
        .max(4);
    out.push_str(&format!(
        "Rank  {}  Pts  Events  W-L-D    ",
        pad_end("Name", width)
    ));
    for k in 1..=paths.len() {
        out.push_str(&format!("{:>4}", format!("E{k}")));
    }
    out.push_str("  Decided by\n");
    for (i, (r, n)) in s.rows.iter().zip(&names).enumerate() {
        out.push_str(&format!(
            "{:<4}  {}  {:>3}  {:>6}  {:<7}  ",
            i + 1,
            pad_end(n, width),
            r.points,
            r.events,
            format!("{}-{}-{}", r.won, r.lost, r.drawn)
        ));
        for e in &r.per_event {
            out.push_str(&format!(
                "{:>4}",
                e.map_or("–".to_string(), |v| v.to_string())
            ));
        }
        out.push_str(&format!("  {}\n", r.decided_by.map_or("", |d| d.id())));
    }
    out
}

/// `explain --season FILE...`: each tie on season points and the step
/// that decided it, in sentences.
pub fn explain(files: &[PathBuf], points: Option<&str>) -> Result<String, Failure> {
    let (_, s) = load(files, points)?;
    let lang = crate::text::i18n::current();
    let ties = crate::text::explain::season_ties(lang, &s);
    let mut out = if ties.is_empty() {
        crate::t!(SeasonNoTies)
    } else {
        ties.join("\n")
    };
    out.push('\n');
    Ok(strip_controls(&out))
}

/// `season FILE... -o OUT.pdf`: the season table printed.
#[cfg(feature = "pdf")]
pub fn print(
    files: &[PathBuf],
    points: Option<&str>,
    out: &std::path::Path,
    paper: super::pdf::PaperArg,
) -> Result<String, Failure> {
    let (loaded, s) = load(files, points)?;
    let name = files
        .first()
        .and_then(|f| f.file_stem())
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let missing: Vec<(usize, String)> = loaded
        .missing
        .iter()
        .map(|m| (m.index, m.file.clone()))
        .collect();
    let paper = match paper {
        super::pdf::PaperArg::Letter => crate::io::pdf::Paper::Letter,
        super::pdf::PaperArg::A4 => crate::io::pdf::Paper::A4,
    };
    let output = crate::io::pdf::render_season(&name, &s, &missing, paper)
        .map_err(|e| bad(e.to_string()))?;
    crate::io::event_file::write_atomically(out, &output.bytes)
        .map_err(|e| super::output::cannot_write(out, &e))?;
    Ok(format!(
        "wrote {} ({} KB)\n",
        out.display(),
        output.bytes.len().div_ceil(1024)
    ))
}

/// The season of `files` with its remembered points (for `serve --season`).
pub fn for_pages(files: &[PathBuf]) -> Result<Season, Failure> {
    Ok(load(files, None)?.1)
}
