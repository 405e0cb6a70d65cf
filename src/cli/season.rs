//! `podsheet season FILE...`: a store league over event and night files
//! (docs/cli.md `season`). A FILE may also be a folder (its event files in
//! name order) or a `.podseason` file naming the events and the points.
//! A file that cannot be read (a named pipe or a device among them, never
//! opened) is named on stderr and in the JSON, and the season shows the
//! rest: that event counts for nobody, never as zero. Each event's column
//! (two events of one night apart) is titled by its name and date.

use super::output::{Failure, Format, bad};
use crate::engine::season::{Season, SeasonPoints};
use crate::io::season_file;
use crate::model::Preset;
use crate::t;
use crate::text::{pad_end, pad_start, strip_controls};
use serde_json::{Value, json};
use std::path::PathBuf;

/// The season of `files`, one table per game (Magic's first): unreadable
/// files named on stderr, the points of `--points`, else the ones a
/// `.podseason` remembers, else the default; each results CSV under
/// `rules` (`--rules`; else `wotc`), so that its game's table holds it.
fn load(
    files: &[PathBuf],
    points: Option<&str>,
    rules: Option<&Preset>,
) -> Result<(season_file::Loaded, Vec<Season>), Failure> {
    // --points is checked first: a bad flag is refused before any file is
    // read.
    let flag = points.map(parse_points).transpose()?;
    let mut loaded = season_file::load(files)?;
    for (path, night) in loaded.paths.iter().zip(&mut loaded.nights) {
        let csv = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("csv"));
        for pod in night.pods.iter_mut().flatten() {
            if let Some(rules) = rules.filter(|_| csv) {
                pod.rules = rules.clone();
            }
            // Each result judged by its game, a held one named (exit 3).
            super::output::warn_results(pod, path, None);
        }
    }
    for m in &loaded.missing {
        eprintln!(
            "{}",
            t!(CliSeasonLeftOut, event = m.index + 1, error = &m.error)
        );
    }
    let points = match (flag, loaded.remembered.as_deref()) {
        (Some(p), _) => p,
        (None, Some(s)) => season_file::parse_points(s)
            .map_err(|why| bad(t!(CliSeasonPointsRemembered, why = why.to_string())))?,
        (None, None) => SeasonPoints::default(),
    };
    let s = loaded.seasons(points);
    Ok((loaded, s))
}

/// Runs `season`; returns what to print.
pub fn run(
    files: &[PathBuf],
    points: Option<&str>,
    rules: Option<&Preset>,
    format: Format,
) -> Result<String, Failure> {
    let (loaded, tables) = load(files, points, rules)?;
    let many = tables.len() > 1;
    let lang = crate::text::i18n::current();
    Ok(match format {
        Format::Json => {
            // The first game's table (the whole season when it is of one
            // game) as before; "games" adds each game's table.
            let each: Vec<Value> = tables
                .iter()
                .map(|s| {
                    let mut v = to_json(s, &loaded, &loaded.missing_in(s));
                    if let Value::Object(o) = &mut v {
                        o.insert("game".into(), json!(s.game.id()));
                    }
                    v
                })
                .collect();
            let mut top = each.first().cloned().unwrap_or_else(|| json!({}));
            if let Value::Object(o) = &mut top {
                o.remove("game");
                o.insert("games".into(), Value::Array(each));
            }
            let mut text = serde_json::to_string_pretty(&top).unwrap_or_default();
            text.push('\n');
            text
        }
        // Each game's table with its own header row, a blank line apart.
        Format::Csv => tables.iter().map(csv).collect::<Vec<_>>().join("\n"),
        Format::Table => tables
            .iter()
            .map(|s| {
                let head = if many {
                    format!("{}\n", crate::text::explain::game_name(lang, s.game))
                } else {
                    String::new()
                };
                head + &table(s, &loaded.missing_in(s))
            })
            .collect::<Vec<_>>()
            .join("\n"),
    })
}

/// `win=3,draw=1,loss=0,attend=1`, any subset, each at most
/// [`SeasonPoints::MAX`] (exit 2 on a bad one).
pub fn parse_points(spec: &str) -> Result<SeasonPoints, Failure> {
    season_file::parse_points(spec)
        .map_err(|why| bad(t!(CliSeasonPointsFlag, why = why.to_string())))
}

fn to_json(s: &Season, loaded: &season_file::Loaded, missing: &[(usize, String, String)]) -> Value {
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
        "events_named": events_named(s, loaded),
        "placed": placed(s),
        "missing": missing
            .iter()
            .map(|(k, f, e)| json!({"event": k + 1, "file": f, "error": e}))
            .collect::<Vec<_>>(),
    })
}

/// Each event as its column is titled: `{"event": K, "title": …, "name":
/// …, "date": …, "file": …}` (an addition to docs/cli.md's shape).
fn events_named(s: &Season, loaded: &season_file::Loaded) -> Vec<Value> {
    s.columns
        .iter()
        .enumerate()
        .map(|(k, c)| {
            json!({
                "event": k + 1,
                "title": s.titles.get(k),
                "name": c.name.name,
                "date": c.name.date,
                "file": loaded.paths.get(c.night).map(|p| p.display().to_string()),
            })
        })
        .collect()
}

/// The points each playoff raised: `{"event": K, "name": …, "earned": …,
/// "points": …, "playoff_wins": …}` (an addition to docs/cli.md's shape).
fn placed(s: &Season) -> Vec<Value> {
    s.placed
        .iter()
        .map(|p| {
            json!({
                "event": p.event + 1,
                "name": p.name,
                "earned": p.earned,
                "points": p.points,
                "playoff_wins": p.playoff_wins,
            })
        })
        .collect()
}

fn csv(s: &Season) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    let mut head: Vec<String> = ["rank", "name", "points", "events", "won", "lost", "drawn"]
        .map(String::from)
        .to_vec();
    head.extend(s.titles.iter().map(|t| strip_controls(t)));
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

/// The table for people: a column per night, titled by its name and date
/// and as wide as its title.
fn table(s: &Season, missing: &[(usize, String, String)]) -> String {
    let p = s.points;
    use crate::text::i18n::Arg;
    // A game with ties (Pokémon) says "tie" where the others say "draw".
    let heading = if s.game.facts().tie {
        crate::text::i18n::Msg::CliSeasonHeadingTie
    } else {
        crate::text::i18n::Msg::CliSeasonHeading
    };
    let mut out = crate::text::i18n::tr_in(
        crate::text::i18n::current(),
        heading,
        &[
            ("events", Arg::from(&s.events)),
            ("win", Arg::from(&p.win)),
            ("draw", Arg::from(&p.draw)),
            ("loss", Arg::from(&p.loss)),
            ("attend", Arg::from(&p.attend)),
        ],
    );
    out.push('\n');
    for (k, f, e) in missing {
        out.push_str(&t!(CliSeasonMissing, event = k + 1, file = f, error = e));
        out.push('\n');
    }
    let names: Vec<String> = s.rows.iter().map(|r| strip_controls(&r.name)).collect();
    let lang = crate::text::i18n::current();
    let titles: Vec<String> = crate::text::explain::season_titles(lang, s)
        .iter()
        .map(|t| strip_controls(t))
        .collect();
    let cell = |v: &Option<u64>| v.map_or("–".to_string(), |v| v.to_string());
    let heads = [
        t!(CliRank),
        t!(CliName),
        t!(CliPoints),
        t!(CliSeasonEvents),
        crate::text::explain::season_record_head(lang, s),
    ];
    let record = |r: &crate::engine::season::SeasonRow| format!("{}-{}-{}", r.won, r.lost, r.drawn);
    let width = |head: &str, cells: &mut dyn Iterator<Item = String>| {
        cells
            .map(|c| crate::text::display_width(&c))
            .chain([crate::text::display_width(head)])
            .max()
            .unwrap_or(0)
    };
    let w = [
        width(&heads[0], &mut (1..=s.rows.len()).map(|i| i.to_string())),
        width(&heads[1], &mut names.iter().cloned()),
        width(&heads[2], &mut s.rows.iter().map(|r| r.points.to_string())),
        width(&heads[3], &mut s.rows.iter().map(|r| r.events.to_string())),
        width(&heads[4], &mut s.rows.iter().map(record)),
    ];
    let night_w: Vec<usize> = titles
        .iter()
        .enumerate()
        .map(|(k, t)| width(t, &mut s.rows.iter().map(|r| cell(&r.per_event[k]))))
        .collect();
    let mut line = format!(
        "{}  {}  {}  {}  {}",
        pad_end(&heads[0], w[0]),
        pad_end(&heads[1], w[1]),
        pad_start(&heads[2], w[2]),
        pad_start(&heads[3], w[3]),
        pad_end(&heads[4], w[4])
    );
    for (t, nw) in titles.iter().zip(&night_w) {
        line.push_str(&format!("  {}", pad_start(t, *nw)));
    }
    out.push_str(&format!("{line}  {}\n", t!(CliDecidedBy)));
    for (i, (r, n)) in s.rows.iter().zip(&names).enumerate() {
        let mut line = format!(
            "{}  {}  {}  {}  {}",
            pad_end(&(i + 1).to_string(), w[0]),
            pad_end(n, w[1]),
            pad_start(&r.points.to_string(), w[2]),
            pad_start(&r.events.to_string(), w[3]),
            pad_end(&record(r), w[4])
        );
        for (e, nw) in r.per_event.iter().zip(&night_w) {
            line.push_str(&format!("  {}", pad_start(&cell(e), *nw)));
        }
        let step = r
            .decided_by
            .map(|d| crate::text::explain::season_step(crate::text::i18n::current(), d));
        out.push_str(&format!("{line}  {}\n", step.unwrap_or_default()));
    }
    out
}

/// `explain --season FILE...`: each tie on season points and the step
/// that decided it, then each player the playoff placed higher, in
/// sentences.
pub fn explain(
    files: &[PathBuf],
    points: Option<&str>,
    rules: Option<&Preset>,
) -> Result<String, Failure> {
    let (_, tables) = load(files, points, rules)?;
    let lang = crate::text::i18n::current();
    let mut out = String::new();
    for s in &tables {
        if tables.len() > 1 {
            out.push_str(&crate::text::explain::game_name(lang, s.game));
            out.push('\n');
        }
        let ties = crate::text::explain::season_ties(lang, s);
        if ties.is_empty() {
            out.push_str(&crate::t!(SeasonNoTies));
        } else {
            out.push_str(&ties.join("\n"));
        }
        out.push('\n');
        // Then the points the playoffs placed, each with both numbers.
        for line in crate::text::explain::season_placed(lang, s) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    Ok(strip_controls(&out))
}

/// `season FILE... -o OUT.pdf`: the season table printed.
#[cfg(feature = "pdf")]
pub fn print(
    files: &[PathBuf],
    points: Option<&str>,
    rules: Option<&Preset>,
    out: &std::path::Path,
    paper: super::pdf::PaperArg,
) -> Result<String, Failure> {
    let (loaded, tables) = load(files, points, rules)?;
    // A season named by its folder or its .podseason file; files given
    // one by one are no name (the first one's would title every game's
    // table after one night).
    let name = match files {
        [one] if one.is_dir() || one.extension().is_some_and(|e| e == "podseason") => {
            one.file_stem().map(|n| n.to_string_lossy().into_owned())
        }
        _ => None,
    };
    let tables: Vec<(&Season, Vec<(usize, String)>)> = tables
        .iter()
        .map(|s| {
            let missing = loaded.missing_in(s).into_iter().map(|(k, f, _)| (k, f));
            (s, missing.collect())
        })
        .collect();
    let output = crate::io::pdf::render_season(name.as_deref(), &tables, paper.into())
        .map_err(|e| bad(e.to_string()))?;
    crate::io::event_file::write_atomically(out, &output.bytes)
        .map_err(|e| super::output::cannot_write(out, &e))?;
    Ok(t!(
        CliWroteSeasonPdf,
        file = out.display(),
        kb = output.bytes.len().div_ceil(1024)
    ) + "\n")
}

/// The season of `files` with its remembered points, a table per game
/// (for `serve --season`).
pub fn for_pages(files: &[PathBuf], rules: Option<&Preset>) -> Result<Vec<Season>, Failure> {
    Ok(load(files, None, rules)?.1)
}
