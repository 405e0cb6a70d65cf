//! Every field of a read event file checked for a value Podsheet cannot
//! mean. Such a file is refused with the JSON path of the value (exit 2
//! from the CLI; an error in the app, the open event kept): a file is never
//! guessed at. What is allowed but suspicious (two players in one seat, a
//! score against the sheet's rules) is the engine's to report, in
//! `engine::validate`, where the app and the CLI show it as a warning.

use super::input::InputError;
use crate::model::limits::{MAX_GAMES, MAX_NAME_CHARS, MAX_PLAYERS, MAX_ROUNDS};
use crate::model::{Event, Match, PlayerId, Preset, Roll, RollKind, Structure};

/// Most decimals of a percent a custom preset may compare or display at:
/// more than any standings sheet prints, few enough to stay exact.
pub const MAX_DECIMALS: u32 = 12;

/// Most game points a drawn game may be worth (a won game is worth 3).
pub const MAX_DRAWN_GAME_POINTS: u32 = 3;

/// Checks every field of `event`, read from `file`; the first value that
/// cannot be meant is the error, with its path (`players[2].seat`).
pub fn check(event: &Event, file: &str) -> Result<(), InputError> {
    let refuse = |path: String, why: String| InputError::file(file, format!("at {path}: {why}"));
    let n = event.players.len();
    if n > MAX_PLAYERS {
        return Err(InputError::file(
            file,
            format!("has {n} players; the most Podsheet handles is {MAX_PLAYERS}"),
        ));
    }
    if event.rounds.len() > MAX_ROUNDS {
        return Err(InputError::file(
            file,
            format!(
                "has {} rounds; the most Podsheet handles is {MAX_ROUNDS}",
                event.rounds.len()
            ),
        ));
    }
    text("event name", &event.name).map_err(|w| refuse("name".into(), w))?;
    if let Some(d) = &event.date {
        date(d).map_err(|w| refuse("date".into(), w))?;
    }
    structure(&event.structure).map_err(|(p, w)| refuse(p, w))?;
    rules(&event.rules).map_err(|(p, w)| refuse(p, w))?;
    players(event).map_err(|(p, w)| refuse(p, w))?;
    for (ri, r) in event.rounds.iter().enumerate() {
        for (mi, m) in r.matches.iter().enumerate() {
            a_match(m, n).map_err(|(p, w)| refuse(format!("rounds[{ri}].matches[{mi}]{p}"), w))?;
        }
    }
    for (i, roll) in event.rolls.iter().enumerate() {
        self::roll(event, roll).map_err(|(p, w)| refuse(format!("rolls[{i}]{p}"), w))?;
    }
    Ok(())
}

/// A problem at a path below the checked value.
type Found = (String, String);

/// Free text (event name, deck, first pick, match label) is what the app's
/// one-line fields can hold: anything but a line break (they turn pasted
/// line breaks into spaces; a tab or a long text can be typed, so it loads).
fn text(what: &str, t: &str) -> Result<(), String> {
    if t.contains(['\n', '\r']) {
        return Err(format!(
            "the {what} has a line break; it is one line on the sheet"
        ));
    }
    Ok(())
}

/// `YYYY-MM-DD`, a day that exists.
fn date(d: &str) -> Result<(), String> {
    let bad = || format!("\"{d}\" is not a date written YYYY-MM-DD (as 2025-03-14)");
    let parts: Vec<&str> = d.split('-').collect();
    let [y, m, day] = parts.as_slice() else {
        return Err(bad());
    };
    let digits = |s: &str, len: usize| s.len() == len && s.bytes().all(|b| b.is_ascii_digit());
    if !(digits(y, 4) && digits(m, 2) && digits(day, 2)) {
        return Err(bad());
    }
    let (y, m, day): (u32, u32, u32) = match (y.parse(), m.parse(), day.parse()) {
        (Ok(y), Ok(m), Ok(d)) => (y, m, d),
        _ => return Err(bad()),
    };
    let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return Err(format!("\"{d}\" has no month {m}")),
    };
    if day == 0 || day > days {
        return Err(format!("\"{d}\": that month has no day {day}"));
    }
    Ok(())
}

fn structure(s: &Structure) -> Result<(), Found> {
    if let Structure::Swiss {
        rounds: Some(r), ..
    } = s
        && (*r == 0 || *r as usize > MAX_ROUNDS)
    {
        return Err((
            "structure.rounds".into(),
            format!("a Swiss event of {r} rounds; it must have 1 to {MAX_ROUNDS}"),
        ));
    }
    Ok(())
}

fn rules(p: &Preset) -> Result<(), Found> {
    let Preset::Custom { options: o } = p else {
        return Ok(());
    };
    let at = |f: &str| format!("rules.options.{f}");
    if let Some(d) = o.compare_decimals.filter(|&d| d > MAX_DECIMALS) {
        return Err((
            at("compare_decimals"),
            format!("{d} decimals; the most is {MAX_DECIMALS}"),
        ));
    }
    if o.display_decimals > MAX_DECIMALS {
        return Err((
            at("display_decimals"),
            format!(
                "{} decimals; the most is {MAX_DECIMALS}",
                o.display_decimals
            ),
        ));
    }
    if o.drawn_game_points > MAX_DRAWN_GAME_POINTS {
        return Err((
            at("drawn_game_points"),
            format!(
                "a drawn game worth {} points, more than a won game (3)",
                o.drawn_game_points
            ),
        ));
    }
    for (i, s) in o.steps.iter().enumerate() {
        if o.steps[..i].contains(s) {
            return Err((
                format!("rules.options.steps[{i}]"),
                format!("\"{}\" is listed twice", s.id()),
            ));
        }
    }
    Ok(())
}

fn players(event: &Event) -> Result<(), Found> {
    let mut numbers = std::collections::HashMap::with_capacity(event.players.len());
    for (i, p) in event.players.iter().enumerate() {
        let at = |f: &str| format!("players[{i}].{f}");
        if p.name.chars().any(char::is_control) {
            return Err((
                at("name"),
                format!("player {} has a control character in their name", i + 1),
            ));
        }
        if p.name.chars().count() > MAX_NAME_CHARS {
            return Err((
                at("name"),
                format!(
                    "player {} has a name longer than {MAX_NAME_CHARS} characters",
                    i + 1
                ),
            ));
        }
        if p.number == 0 {
            return Err((
                at("number"),
                format!("{} has number 0; player numbers count from 1", p.name),
            ));
        }
        if let Some(first) = numbers.insert(p.number, i) {
            return Err((
                at("number"),
                format!(
                    "{} and {} both have number {}; a number is one player's",
                    event.players[first].name, p.name, p.number
                ),
            ));
        }
        if p.seat == Some(0) {
            return Err((
                at("seat"),
                format!("{} is in seat 0; seats count from 1", p.name),
            ));
        }
        text("deck", &p.deck).map_err(|w| (at("deck"), w))?;
        text("first pick", &p.first_pick).map_err(|w| (at("first_pick"), w))?;
        // `dropped_after: 0` is a no-show: dropped before round 1.
        if let Some(d) = p.dropped_after.filter(|&d| d as usize > MAX_ROUNDS) {
            return Err((
                at("dropped_after"),
                format!("{} dropped after round {d}; no event has that many", p.name),
            ));
        }
        if let Some(j) = p
            .joined_round
            .filter(|&j| j == 0 || j as usize > MAX_ROUNDS)
        {
            return Err((
                at("joined_round"),
                format!(
                    "{} joined in round {j}; rounds count from 1 to {MAX_ROUNDS}",
                    p.name
                ),
            ));
        }
    }
    Ok(())
}

fn a_match(m: &Match, n: usize) -> Result<(), Found> {
    for (side, p) in [(".a", Some(m.a)), (".b", m.b)] {
        if let Some(p) = p.filter(|p| p.0 >= n) {
            return Err((
                side.into(),
                format!("refers to player {} but there are only {n}", p.0),
            ));
        }
    }
    if let Some(l) = &m.label {
        text("label", l).map_err(|w| (".label".to_string(), w))?;
    }
    if let Some(s) = m.score {
        if s.a.max(s.b).max(s.draws) > MAX_GAMES {
            return Err((
                ".score".into(),
                format!("a score of {s}: more games than any match has"),
            ));
        }
        if m.b.is_none() && !s.is_empty() {
            return Err((
                ".score".into(),
                format!("a bye with a score of {s}; a bye is not played"),
            ));
        }
    }
    Ok(())
}

fn roll(event: &Event, roll: &Roll) -> Result<(), Found> {
    if humantime::parse_rfc3339_weak(&roll.made_at).is_err() {
        return Err((
            ".made_at".into(),
            format!(
                "\"{}\" is not a time written as 2025-03-14T19:05:00Z",
                roll.made_at
            ),
        ));
    }
    let n = event.players.len();
    let unknown = |p: PlayerId| format!("refers to player {} but there are only {n}", p.0);
    match &roll.what {
        RollKind::Seating { order } | RollKind::TieBreak { order } => {
            let mut seen = vec![false; n];
            for (k, &p) in order.iter().enumerate() {
                let at = format!(".what.order[{k}]");
                match seen.get_mut(p.0) {
                    None => return Err((at, unknown(p))),
                    Some(true) => {
                        return Err((
                            at,
                            format!("{} is in the order twice", event.players[p.0].name),
                        ));
                    }
                    Some(s) => *s = true,
                }
            }
        }
        RollKind::CoinFlip { round, winner, .. } => {
            if winner.0 >= n {
                return Err((".what.winner".into(), unknown(*winner)));
            }
            // A flip for a match the sheet has since taken away (its
            // results cleared) stays as history: only round 0 is no round.
            if *round == 0 || *round as usize > MAX_ROUNDS {
                return Err((
                    ".what.round".into(),
                    format!("a coin flip for round {round}; rounds count from 1 to {MAX_ROUNDS}"),
                ));
            }
        }
        RollKind::PairingSeed { round, .. } => {
            if *round == 0 || *round as usize > MAX_ROUNDS {
                return Err((
                    ".what.round".into(),
                    format!(
                        "a pairing seed for round {round}; rounds count from 1 to {MAX_ROUNDS}"
                    ),
                ));
            }
        }
    }
    Ok(())
}
