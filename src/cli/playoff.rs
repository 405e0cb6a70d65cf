//! `podsheet playoff FILE --top 8|4|2`: the single-elimination playoff
//! after the Swiss rounds, as docs/cli.md gives it (JSON or a table).
//! Rounds after `--swiss-rounds` are the playoff's matches.

use super::output::{Failure, bad, bad_in};
use crate::engine::playoff::{Bracket, bracket};
use crate::engine::ranking;
use crate::model::{Event, PlayerId, Preset};
use crate::t;
use crate::text::{pad_end, strip_controls};
use serde_json::{Value, json};
use std::path::Path;

/// What `playoff` was asked for.
pub struct Options {
    /// The cut: 8, 4 or 2 (`None`: the event file's own cut).
    pub top: Option<usize>,
    /// Swiss rounds (default: the stored cut's, else every round in the file).
    pub swiss_rounds: Option<u32>,
    /// A preset for the Swiss standings (default: the event's own).
    pub rules: Option<Preset>,
    /// JSON rather than a table.
    pub json: bool,
    /// Which pod of a night file (1-based).
    pub pod: Option<usize>,
}

/// Runs `playoff`; returns what to print.
pub fn run(file: &Path, opts: &Options) -> Result<String, Failure> {
    let shown = file.display().to_string();
    // A night's event by --pod, as `standings` and `pair` pick it.
    let event = crate::io::night_file::load_pod(file, opts.pod)?;
    super::output::warn_problems(&event, file, opts.pod, false, opts.rules.as_ref());
    let played = event.rounds.len() as u32;
    // An event file's own cut: its top, its Swiss rounds, its seeds
    // (docs/cli.md, `playoff`); what is asked must agree with it.
    let stored = event.cut.as_ref();
    if let Some(c) = stored {
        let disagree = |flag: &str, asked: String, own: String| {
            bad(t!(
                CliPlayoffDisagrees,
                file = &shown,
                flag = flag,
                asked = asked,
                own = own
            ))
        };
        if let Some(top) = opts.top.filter(|&top| top != usize::from(c.top)) {
            return Err(disagree(
                "--top",
                top.to_string(),
                t!(CliPlayoffOwnTop, top = c.top),
            ));
        }
        if let Some(r) = opts.swiss_rounds.filter(|&r| r != c.after_round) {
            return Err(disagree(
                "--swiss-rounds",
                r.to_string(),
                t!(CliPlayoffOwnAfter, round = c.after_round),
            ));
        }
    }
    let Some(top) = opts.top.or(stored.map(|c| usize::from(c.top))) else {
        return Err(bad(t!(CliPlayoffNeedsTop, file = &shown)));
    };
    let swiss = opts
        .swiss_rounds
        .or(stored.map(|c| c.after_round))
        .unwrap_or(played);
    if swiss == 0 || swiss > played {
        return Err(bad(t!(
            CliPlayoffNoRounds,
            file = &shown,
            asked = swiss,
            rounds = played
        )));
    }
    let mut swiss_event = event.clone();
    swiss_event.rounds.truncate(swiss as usize);
    swiss_event.cut = None;
    let preset = opts.rules.clone().unwrap_or_else(|| event.rules.clone());
    let st = ranking::rank(&swiss_event, &preset.options());
    let name = |p: PlayerId| event.player(p).name.clone();
    let seeds = match stored {
        Some(_) => crate::engine::playoff::seeds(
            &event,
            &crate::engine::playoff::cut_order(&event, &st, swiss),
        ),
        None => st.order.clone(),
    };
    let b = bracket(
        top,
        &seeds,
        &event.rounds[swiss as usize..],
        swiss as usize + 1,
        &name,
    )
    .map_err(|e| bad_in(file, e.said_for(event.rules.game())))?;
    Ok(if opts.json {
        let mut text = serde_json::to_string_pretty(&to_json(&event, &b, swiss, &st.order))
            .unwrap_or_default();
        text.push('\n');
        text
    } else {
        table(&event, &b, swiss, &st.order)
    })
}

/// The JSON shape of docs/cli.md.
fn to_json(event: &Event, b: &Bracket, swiss: u32, ranked: &[PlayerId]) -> Value {
    let name = |p: PlayerId| event.player(p).name.clone();
    let seeds: Vec<Value> = b
        .seeds
        .iter()
        .enumerate()
        .map(|(i, &p)| json!({"seed": i + 1, "name": name(p)}))
        .collect();
    let rounds: Vec<Value> = b
        .rounds
        .iter()
        .enumerate()
        .filter(|(_, ms)| ms.iter().any(|m| m.score.is_some()))
        .map(|(r, ms)| {
            let matches: Vec<Value> = ms
                .iter()
                .filter_map(|m| {
                    let (a, bp, s, w) = (m.a?, m.b?, m.score?, m.winner?);
                    Some(json!({
                        "a": name(a), "b": name(bp),
                        "score": [s.a, s.b, s.draws], "winner": name(w),
                    }))
                })
                .collect();
            json!({"round": swiss as usize + r + 1, "matches": matches})
        })
        .collect();
    let next: Vec<Value> = b
        .next()
        .into_iter()
        .map(|(a, bp)| json!({"a": name(a), "b": name(bp)}))
        .collect();
    let mut out = json!({
        "top": b.top,
        "swiss_rounds": swiss,
        "seeds": seeds,
        "rounds": rounds,
        "next": next,
    });
    if let Some(places) = b.placing(ranked) {
        out["final"] = places
            .into_iter()
            .map(|(place, p)| json!({"place": place, "name": name(p)}))
            .collect();
    }
    out
}

/// The bracket for people: seeds, results, what is next, the placing.
fn table(event: &Event, b: &Bracket, swiss: u32, ranked: &[PlayerId]) -> String {
    let name = |p: PlayerId| strip_controls(&event.player(p).name);
    let mut out = t!(CliPlayoffHeading, top = b.top, rounds = swiss);
    out.push_str("\n\n");
    out.push_str(&t!(CliPlayoffSeeds));
    out.push('\n');
    for (i, &p) in b.seeds.iter().enumerate() {
        out.push_str(&format!("{:>3}  {}\n", i + 1, name(p)));
    }
    for (r, ms) in b.rounds.iter().enumerate() {
        let title = crate::text::i18n::say_in(
            crate::text::i18n::current(),
            &crate::engine::playoff::round_name(b.top, r),
        );
        out.push('\n');
        // A playoff round by its name alone, never its round number.
        out.push_str(&title);
        out.push('\n');
        for m in ms {
            let side = |p: Option<PlayerId>| p.map_or_else(|| t!(CliPlayoffToCome), name);
            let line = t!(CliPlayoffMatch, a = side(m.a), b = side(m.b));
            match (m.score, m.winner) {
                (Some(s), Some(w)) => {
                    out.push_str(&format!(
                        "  {}  {s}  {}\n",
                        pad_end(&line, 40),
                        t!(CliPlayoffWins, name = name(w))
                    ));
                }
                _ => out.push_str(&format!("  {line}\n")),
            }
        }
    }
    if let Some(placing) = placing_lines(event, b, ranked) {
        out.push('\n');
        out.push_str(&placing);
    }
    out
}

/// "Final placing" and a line a player, once the final is in: what
/// `playoff` and `standings` print after a cut.
pub(super) fn placing_lines(event: &Event, b: &Bracket, ranked: &[PlayerId]) -> Option<String> {
    let places = b.placing(ranked)?;
    let mut out = t!(PlayoffPlacing);
    out.push('\n');
    for (place, p) in places {
        let name = strip_controls(&event.player(p).name);
        out.push_str(&format!("{place:>3}  {name}\n"));
    }
    Some(out)
}
