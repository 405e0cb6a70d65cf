//! `podsheet playoff FILE --top 8|4|2`: the single-elimination playoff
//! after the Swiss rounds, as docs/cli.md gives it (JSON or a table).
//! Rounds after `--swiss-rounds` are the playoff's matches.

use super::output::{Failure, bad, bad_in};
use crate::engine::playoff::{Bracket, PlayoffError, bracket_of};
use crate::engine::ranking;
use crate::model::{Cut, Division, Event, PlayerId, Preset, Round};
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
    /// One age division's playoff (default: every bracket of the cut).
    pub division: Option<Division>,
    /// JSON rather than a table.
    pub json: bool,
    /// Which pod of a night file (1-based).
    pub pod: Option<usize>,
}

/// One bracket to print: its division (if the cut is by division), the
/// bracket, and the Swiss order that places the rest of its players.
struct Shown {
    division: Option<Division>,
    bracket: Bracket,
    ranked: Vec<PlayerId>,
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
    let disagree = |flag: &str, asked: String, own: String| {
        bad(t!(
            CliPlayoffDisagrees,
            file = &shown,
            flag = flag,
            asked = asked,
            own = own
        ))
    };
    if let Some(c) = stored {
        // The top asked, against the bracket it names: the division's in
        // a cut by division.
        let own_top = match (c.by_division(), opts.division) {
            (false, _) => Some(c.top),
            (true, Some(d)) => c.divisions.iter().find(|x| x.division == d).map(|x| x.top),
            (true, None) => None,
        };
        if let Some(top) = opts.top.filter(|&t| Some(t) != own_top.map(usize::from)) {
            let own = match own_top {
                Some(own) => t!(CliPlayoffOwnTop, top = own),
                None => t!(CliPlayoffOwnDivisions),
            };
            return Err(disagree("--top", top.to_string(), own));
        }
        if let Some(r) = opts.swiss_rounds.filter(|&r| r != c.after_round) {
            return Err(disagree(
                "--swiss-rounds",
                r.to_string(),
                t!(CliPlayoffOwnAfter, round = c.after_round),
            ));
        }
    }
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
    let brackets = match stored {
        Some(c) => of_the_cut(&event, c, opts, &shown)?,
        None => asked(&event, swiss, opts, &shown)?,
    };
    let brackets = brackets
        .into_iter()
        .map(|(division, bracket, ranked)| {
            let bracket = bracket.map_err(|e| bad_in(file, e.said_for(event.rules.game())))?;
            Ok(Shown {
                division,
                bracket,
                ranked,
            })
        })
        .collect::<Result<Vec<_>, Failure>>()?;
    Ok(if opts.json {
        let value = match brackets.as_slice() {
            [one] => to_json(&event, one, swiss),
            many => json!({
                "swiss_rounds": swiss,
                "divisions": many.iter().map(|b| to_json(&event, b, swiss)).collect::<Vec<_>>(),
            }),
        };
        let mut text = serde_json::to_string_pretty(&value).unwrap_or_default();
        text.push('\n');
        text
    } else {
        let tables: Vec<String> = brackets.iter().map(|b| table(&event, b, swiss)).collect();
        tables.join("\n")
    })
}

type Found = (
    Option<Division>,
    Result<Bracket, PlayoffError>,
    Vec<PlayerId>,
);

/// The brackets of the file's own cut (the one division asked, or every
/// division's of a cut by division).
fn of_the_cut(event: &Event, c: &Cut, opts: &Options, shown: &str) -> Result<Vec<Found>, Failure> {
    if opts.division.is_some() && !c.by_division() {
        return Err(bad(t!(CliPlayoffNotByDivision, file = shown)));
    }
    let preset = opts.rules.clone().unwrap_or_else(|| event.rules.clone());
    let mut swiss_event = event.clone();
    swiss_event.rounds.truncate(c.after_round as usize);
    swiss_event.cut = None;
    let st = ranking::rank(&swiss_event, &preset.options());
    let order = crate::engine::playoff::cut_order(event, &st, c.after_round);
    let after = c.after_round as usize;
    let playoff = &event.rounds[after.min(event.rounds.len())..];
    // Each bracket from its seeds as the cut made them, its playoff rows
    // read as given: a drawn one is refused, naming it (docs/cli.md).
    let parts: Vec<Found> = crate::engine::playoff::parts(event, &order)
        .into_iter()
        .filter(|p| opts.division.is_none() || p.division == opts.division)
        .map(|p| {
            let strict = p.bracket.and_then(|b| {
                let rounds = match p.division {
                    Some(d) => division_rounds(event, playoff, d),
                    None => playoff.to_vec(),
                };
                bracket_of(event, b.top, &b.seeds, &rounds, after + 1)
            });
            // The whole event's placing lists everyone in Swiss order.
            let ranked = if p.division.is_some() {
                p.ranked
            } else {
                st.order.clone()
            };
            (p.division, strict, ranked)
        })
        .collect();
    match (parts.is_empty(), opts.division) {
        (true, Some(d)) => Err(bad(t!(
            CliPlayoffNoDivision,
            file = shown,
            division = crate::text::i18n::say_in(crate::text::i18n::current(), &d.said())
        ))),
        _ => Ok(parts),
    }
}

/// The bracket asked for a file without a cut of its own: the top of the
/// Swiss standings after round `swiss` (the division's own, where players
/// play in divisions), the rounds after it its results.
fn asked(event: &Event, swiss: u32, opts: &Options, shown: &str) -> Result<Vec<Found>, Failure> {
    let Some(top) = opts.top else {
        return Err(bad(t!(CliPlayoffNeedsTop, file = shown)));
    };
    let divisions = event.players.iter().any(|p| p.division.is_some());
    if divisions && opts.division.is_none() {
        return Err(bad(t!(CliPlayoffNeedsDivision, file = shown)));
    }
    let mut swiss_event = event.clone();
    swiss_event.rounds.truncate(swiss as usize);
    swiss_event.cut = None;
    let preset = opts.rules.clone().unwrap_or_else(|| event.rules.clone());
    let playoff = &event.rounds[swiss as usize..];
    // Seeded as a cut is: a player who dropped (or was disqualified)
    // plays no playoff, and the next one takes the place.
    let seeds = |st: &ranking::Standings| crate::engine::playoff::cut_order(event, st, swiss);
    let Some(d) = opts.division else {
        let st = ranking::rank(&swiss_event, &preset.options());
        let b = bracket_of(event, top, &seeds(&st), playoff, swiss as usize + 1);
        return Ok(vec![(None, b, st.order)]);
    };
    // The division's standings, and its own matches of each playoff round.
    let st = ranking::rank_division(&swiss_event, &preset.options(), d);
    let own = division_rounds(event, playoff, d);
    let b = bracket_of(event, top, &seeds(&st), &own, swiss as usize + 1);
    Ok(vec![(Some(d), b, st.order)])
}

/// Division `d`'s matches of each playoff round, to its last.
fn division_rounds(event: &Event, playoff: &[Round], d: Division) -> Vec<Round> {
    let mut own: Vec<Round> = playoff
        .iter()
        .map(|r| {
            Round::of(
                r.matches
                    .iter()
                    .filter(|m| crate::engine::playoff::division_of_match(event, m) == d)
                    .cloned()
                    .collect(),
            )
        })
        .collect();
    while own.last().is_some_and(|r| r.matches.is_empty()) {
        own.pop();
    }
    own
}

/// The JSON shape of docs/cli.md.
fn to_json(event: &Event, shown: &Shown, swiss: u32) -> Value {
    let (b, ranked) = (&shown.bracket, &shown.ranked);
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
        "division": shown.division.map(Division::id),
        "swiss_rounds": swiss,
        "seeds": seeds,
        "rounds": rounds,
        "next": next,
    });
    if shown.division.is_none()
        && let Value::Object(fields) = &mut out
    {
        fields.remove("division");
    }
    if let Some(places) = b.placing(ranked) {
        out["final"] = places
            .into_iter()
            .map(|(place, p)| json!({"place": place, "name": name(p)}))
            .collect();
    }
    out
}

/// The bracket for people: seeds, results, what is next, the placing.
fn table(event: &Event, shown: &Shown, swiss: u32) -> String {
    let (b, ranked) = (&shown.bracket, shown.ranked.as_slice());
    let name = |p: PlayerId| strip_controls(&event.player(p).name);
    let mut out = String::new();
    if let Some(d) = shown.division {
        let lang = crate::text::i18n::current();
        out.push_str(&crate::text::i18n::say_in(lang, &d.said()));
        out.push('\n');
    }
    out.push_str(&t!(CliPlayoffHeading, top = b.top, rounds = swiss));
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
                // Held (a tie, a double loss): kept in its box, with why.
                (Some(s), None) if m.held.is_some() => {
                    let why = m.held.as_ref().map(|w| w.to_string()).unwrap_or_default();
                    out.push_str(&format!(
                        "  {}  {}\n",
                        pad_end(&line, 40),
                        t!(CliPlayoffHeld, score = s.to_string(), why = why)
                    ));
                }
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
