//! `podsheet season FILE...`: a store league over event and night files
//! (docs/cli.md `season`). A FILE may also be a folder (its event files in
//! name order) or a `.podseason` file naming the events and the points.
//! A file that cannot be read is named on stderr and in the JSON, and the
//! season shows the rest: that event counts for nobody, never as zero.

use super::output::{Failure, Format, bad};
use crate::engine::season::{Season, SeasonPoints, season};
use crate::io;
use crate::model::Event;
use crate::text::{fold, pad_end, strip_controls};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// A `.podseason` file: the league's events and its points scheme.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SeasonFile {
    /// `"podseason/1"`.
    format: String,
    /// The events, relative to the file.
    events: Vec<PathBuf>,
    /// The points (any subset; the rest as the default).
    #[serde(default)]
    points: Option<String>,
}

/// Runs `season`; returns what to print.
pub fn run(files: &[PathBuf], points: Option<&str>, format: Format) -> Result<String, Failure> {
    let (paths, remembered) = expand(files)?;
    let spec = points.or(remembered.as_deref());
    let points = match spec {
        Some(s) => parse_points(s)?,
        None => SeasonPoints::default(),
    };
    let mut loaded: Vec<Option<Vec<Event>>> = Vec::new();
    let mut missing = Vec::new();
    for (k, p) in paths.iter().enumerate() {
        match io::load_night(p) {
            Ok(n) => loaded.push(Some(n.pods)),
            Err(e) => {
                eprintln!("podsheet: event {} left out of the season: {e}", k + 1);
                missing.push((k, p.display().to_string(), e.to_string()));
                loaded.push(None);
            }
        }
    }
    if missing.len() == paths.len() {
        return Err(bad("no event of the season could be read".into()));
    }
    let s = season(&loaded, points, &fold);
    Ok(match format {
        Format::Json => {
            let mut text = serde_json::to_string_pretty(&to_json(&s, &missing)).unwrap_or_default();
            text.push('\n');
            text
        }
        Format::Csv => csv(&s),
        Format::Table => table(&s, &paths, &missing),
    })
}

/// The events the arguments name: files, a folder's event files in name
/// order, or a `.podseason`'s list (with the points it remembers).
fn expand(files: &[PathBuf]) -> Result<(Vec<PathBuf>, Option<String>), Failure> {
    let mut out = Vec::new();
    let mut points = None;
    for f in files {
        if f.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(f)
                .map_err(|e| bad(format!("{}: cannot read the folder: {e}", f.display())))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    p.extension()
                        .is_some_and(|x| x.eq_ignore_ascii_case("podsheet") || x == "csv")
                })
                .collect();
            found.sort();
            if found.is_empty() {
                return Err(bad(format!(
                    "{}: no event files in this folder",
                    f.display()
                )));
            }
            out.extend(found);
        } else if f.extension().is_some_and(|x| x == "podseason") {
            let text = io::read_text(f)?;
            let s: SeasonFile = serde_json::from_str(&text)
                .map_err(|e| bad(format!("{}: not a season file: {e}", f.display())))?;
            if s.format != "podseason/1" {
                return Err(bad(format!(
                    "{}: format \"{}\" is not one this Podsheet reads (podseason/1)",
                    f.display(),
                    s.format
                )));
            }
            let dir = f.parent().unwrap_or(Path::new(""));
            out.extend(s.events.iter().map(|e| dir.join(e)));
            points = s.points;
        } else {
            out.push(f.clone());
        }
    }
    Ok((out, points))
}

/// `win=3,draw=1,loss=0,attend=1`, any subset.
pub fn parse_points(spec: &str) -> Result<SeasonPoints, Failure> {
    let mut p = SeasonPoints::default();
    for part in spec.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| bad(format!("--points: \"{part}\" is not key=number")))?;
        let v: u32 = v
            .trim()
            .parse()
            .map_err(|_| bad(format!("--points: \"{v}\" in \"{part}\" is not a number")))?;
        match k.trim() {
            "win" => p.win = v,
            "draw" => p.draw = v,
            "loss" => p.loss = v,
            "attend" => p.attend = v,
            other => {
                return Err(bad(format!(
                    "--points: unknown key \"{other}\" (the keys are win, draw, loss, attend)"
                )));
            }
        }
    }
    Ok(p)
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
