//! Every field of a read event file checked for a value Podsheet cannot
//! mean. Such a file is refused with the JSON path of the value (exit 2
//! from the CLI; an error in the app, the open event kept): a file is never
//! guessed at. What is allowed but suspicious (two players in one seat, a
//! score against the sheet's rules) is the engine's to report, in
//! `engine::validate`, where the app and the CLI show it as a warning.

use super::input::InputError;
use crate::model::Said;
use crate::model::limits::{MAX_GAMES, MAX_NAME_CHARS, MAX_PLAYERS, MAX_ROUNDS};
use crate::model::{Event, Match, PlayerId, Preset, Roll, RollKind, Structure};
use crate::said;

/// Most decimals of a percent a custom preset may compare or display at:
/// more than any standings sheet prints, few enough to stay exact.
pub const MAX_DECIMALS: u32 = 12;

/// Most game points a drawn game may be worth (a won game is worth 3).
pub const MAX_DRAWN_GAME_POINTS: u32 = 3;

/// Checks every field of `event`, read from `file`; the first value that
/// cannot be meant is the error, with its path (`players[2].seat`).
pub fn check(event: &Event, file: &str) -> Result<(), InputError> {
    let refuse =
        |path: String, why: Said| InputError::file(file, said!(FileAt, path = path, why = why));
    let n = event.players.len();
    if n > MAX_PLAYERS {
        return Err(InputError::file(
            file,
            said!(FileTooManyPlayers, players = n, max = MAX_PLAYERS),
        ));
    }
    if event.rounds.len() > MAX_ROUNDS {
        return Err(InputError::file(
            file,
            said!(
                FileTooManyRounds,
                rounds = event.rounds.len(),
                max = MAX_ROUNDS
            ),
        ));
    }
    text("name", &event.name).map_err(|w| refuse("name".into(), w))?;
    if let Some(d) = &event.date {
        date(d).map_err(|w| refuse("date".into(), w))?;
    }
    if let Some(pod) = event.pod
        && (pod == 0 || pod as usize > MAX_PLAYERS)
    {
        let why = said!(CheckPodNumber, pod = pod, max = MAX_PLAYERS);
        return Err(refuse("pod".into(), why));
    }
    structure(&event.structure).map_err(|(p, w)| refuse(p, w))?;
    rules(&event.rules).map_err(|(p, w)| refuse(p, w))?;
    sheet_game(event).map_err(|(p, w)| refuse(p, w))?;
    players(event).map_err(|(p, w)| refuse(p, w))?;
    for (ri, r) in event.rounds.iter().enumerate() {
        for (mi, m) in r.matches.iter().enumerate() {
            a_match(m, n).map_err(|(p, w)| refuse(format!("rounds[{ri}].matches[{mi}]{p}"), w))?;
        }
    }
    for (i, roll) in event.rolls.iter().enumerate() {
        self::roll(event, roll).map_err(|(p, w)| refuse(format!("rolls[{i}]{p}"), w))?;
    }
    super::life_check::check(event).map_err(|(p, w)| refuse(p, w))?;
    for (i, r) in event.reports.iter().enumerate() {
        report(r).map_err(|(p, w)| refuse(format!("reports[{i}]{p}"), w))?;
    }
    Ok(())
}

/// A phone's report kept in the file: a code, a result a match can have,
/// a short device name, a time.
fn report(r: &crate::model::PhoneReport) -> Result<(), Found> {
    a_code(&r.code).map_err(|w| (".code".to_string(), w))?;
    let s = r.result;
    if s.a.max(s.b).max(s.draws) > MAX_GAMES {
        return Err((
            ".result".into(),
            said!(CheckScoreGames, score = s.to_string()),
        ));
    }
    if r.device.is_empty() || r.device.len() > 64 || r.device.chars().any(char::is_control) {
        return Err((".device".into(), said!(CheckReportDevice)));
    }
    if humantime::parse_rfc3339_weak(&r.at).is_err() {
        return Err((".at".into(), said!(CheckTimeFormat, time = r.at)));
    }
    if let Some(a) = &r.address
        && a.parse::<std::net::IpAddr>().is_err()
    {
        return Err((".address".into(), said!(CheckReportAddress, address = a)));
    }
    Ok(())
}

/// A report code as stored, or what is wrong with it.
fn a_code(c: &str) -> Result<(), Said> {
    if crate::engine::reports::normalize(c).as_deref() == Some(c) {
        Ok(())
    } else {
        Err(said!(CheckReportCode, code = c))
    }
}

/// A result accepted from the phones: a time, and the reports it came from.
fn accepted(a: &crate::model::Accepted) -> Result<(), Found> {
    if humantime::parse_rfc3339_weak(&a.at).is_err() {
        return Err((".at".into(), said!(CheckTimeFormat, time = a.at)));
    }
    for (i, r) in a.reports.iter().enumerate() {
        report(r).map_err(|(p, w)| (format!(".reports[{i}]{p}"), w))?;
    }
    Ok(())
}

/// A problem at a path below the checked value.
type Found = (String, Said);

/// Free text (event name, deck, first pick, match label) is what the app's
/// one-line fields can hold: anything but a line break (they turn pasted
/// line breaks into spaces; a tab or a long text can be typed, so it loads).
/// `what` is the field: `name`, `deck`, `first-pick` or `label`.
fn text(what: &str, t: &str) -> Result<(), Said> {
    if t.contains(['\n', '\r']) {
        return Err(said!(CheckLineBreak, what = what));
    }
    Ok(())
}

/// `YYYY-MM-DD`, a day that exists.
pub(crate) fn date(d: &str) -> Result<(), Said> {
    let bad = || said!(CheckDateFormat, date = d);
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
        _ => return Err(said!(CheckDateMonth, date = d, month = m)),
    };
    if day == 0 || day > days {
        return Err(said!(CheckDateDay, date = d, day = day));
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
            said!(CheckSwissRounds, rounds = r, max = MAX_ROUNDS),
        ));
    }
    Ok(())
}

/// Whether the event's rules fit its structure: a pod sheet under another
/// game's rules is refused, saying which game and that it plays Swiss
/// (`--rules` asked of an event, as a file saying so is refused).
pub fn rules_fit(event: &Event) -> Result<(), Said> {
    sheet_game(event).map_err(|(_, why)| why)
}

/// The paper pod sheets are Magic's draft sheets (docs/rules.md §8): a
/// file whose event is on one of them under another game's rules mixes
/// the two and is refused, saying which game and that it plays Swiss.
fn sheet_game(event: &Event) -> Result<(), Found> {
    let game = event.rules.game();
    if !event.structure.plays(game) {
        return Err((
            "rules".into(),
            said!(
                CheckPodSheetGame,
                game = Said {
                    msg: game.facts().name,
                    args: Vec::new(),
                }
            ),
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
            said!(CheckDecimals, decimals = d, max = MAX_DECIMALS),
        ));
    }
    if o.display_decimals > MAX_DECIMALS {
        return Err((
            at("display_decimals"),
            said!(
                CheckDecimals,
                decimals = o.display_decimals,
                max = MAX_DECIMALS
            ),
        ));
    }
    if o.drawn_game_points > MAX_DRAWN_GAME_POINTS {
        return Err((
            at("drawn_game_points"),
            said!(CheckDrawnGamePoints, points = o.drawn_game_points),
        ));
    }
    let sc = &o.scoring;
    let inner = sc
        .in_percentages
        .map_or([0; 4], |p| [p.win, p.draw, p.loss, p.bye]);
    for (field, points) in [
        ("win", sc.win),
        ("draw", sc.draw),
        ("loss", sc.loss),
        ("bye", sc.bye),
        ("in_percentages.win", inner[0]),
        ("in_percentages.draw", inner[1]),
        ("in_percentages.loss", inner[2]),
        ("in_percentages.bye", inner[3]),
    ] {
        if points > crate::model::MAX_POINTS {
            return Err((
                at(&format!("scoring.{field}")),
                said!(
                    CheckScoringPoints,
                    points = points,
                    max = crate::model::MAX_POINTS
                ),
            ));
        }
    }
    for (i, s) in o.steps.iter().enumerate() {
        if o.steps[..i].contains(s) {
            return Err((
                format!("rules.options.steps[{i}]"),
                said!(CheckStepTwice, step = s.id()),
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
            return Err((at("name"), said!(CheckNameControl, player = i + 1)));
        }
        if p.name.chars().count() > MAX_NAME_CHARS {
            return Err((
                at("name"),
                said!(CheckNameLong, player = i + 1, max = MAX_NAME_CHARS),
            ));
        }
        if let Some(r) = &p.reading {
            if r.chars().any(char::is_control) {
                return Err((at("reading"), said!(CheckReadingControl, player = i + 1)));
            }
            if r.chars().count() > MAX_NAME_CHARS {
                return Err((
                    at("reading"),
                    said!(CheckReadingLong, player = i + 1, max = MAX_NAME_CHARS),
                ));
            }
        }
        if p.number == 0 {
            return Err((at("number"), said!(CheckNumberZero, name = p.name)));
        }
        if let Some(first) = numbers.insert(p.number, i) {
            return Err((
                at("number"),
                said!(
                    CheckNumberShared,
                    first = event.players[first].name,
                    second = p.name,
                    number = p.number
                ),
            ));
        }
        if p.seat == Some(0) {
            return Err((at("seat"), said!(CheckSeatZero, name = p.name)));
        }
        text("deck", &p.deck).map_err(|w| (at("deck"), w))?;
        text("first-pick", &p.first_pick).map_err(|w| (at("first_pick"), w))?;
        // `dropped_after: 0` is a no-show: dropped before round 1.
        if let Some(d) = p.dropped_after.filter(|&d| d as usize > MAX_ROUNDS) {
            return Err((
                at("dropped_after"),
                said!(CheckDroppedAfter, name = p.name, round = d),
            ));
        }
        if let Some(j) = p
            .joined_round
            .filter(|&j| j == 0 || j as usize > MAX_ROUNDS)
        {
            return Err((
                at("joined_round"),
                said!(CheckJoinedRound, name = p.name, round = j, max = MAX_ROUNDS),
            ));
        }
        if let Some(&r) = p
            .forced_losses
            .iter()
            .find(|&&r| r == 0 || r as usize > MAX_ROUNDS)
        {
            return Err((
                at("forced_losses"),
                said!(CheckForcedLoss, name = p.name, round = r, max = MAX_ROUNDS),
            ));
        }
    }
    for (i, f) in event.file_places.iter().enumerate() {
        if f.player.0 >= event.players.len() || f.place == 0 {
            return Err((
                format!("file_places[{i}]"),
                said!(CheckFilePlace, place = f.place),
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
                said!(CheckNoSuchPlayer, player = p.0, players = n),
            ));
        }
    }
    if let Some(l) = &m.label {
        text("label", l).map_err(|w| (".label".to_string(), w))?;
    }
    if let Some(c) = &m.code {
        a_code(c).map_err(|w| (".code".to_string(), w))?;
    }
    if let Some(codes) = &m.codes {
        for (i, c) in codes.iter().enumerate() {
            a_code(c).map_err(|w| (format!(".codes[{i}]"), w))?;
        }
        if codes[0] == codes[1] {
            return Err((".codes[1]".into(), said!(CheckReportCodesSame)));
        }
    }
    if let Some(a) = &m.accepted {
        accepted(a).map_err(|(p, w)| (format!(".accepted{p}"), w))?;
    }
    if m.extra_minutes > crate::model::MAX_EXTRA_MINUTES {
        return Err((
            ".extra_minutes".into(),
            said!(
                CheckExtraMinutes,
                minutes = m.extra_minutes,
                max = crate::model::MAX_EXTRA_MINUTES
            ),
        ));
    }
    if let Some(s) = m.score {
        if s.a.max(s.b).max(s.draws) > MAX_GAMES {
            return Err((
                ".score".into(),
                said!(CheckScoreGames, score = s.to_string()),
            ));
        }
        if m.b.is_none() && !s.is_empty() {
            return Err((".score".into(), said!(CheckByeScore, score = s.to_string())));
        }
    }
    Ok(())
}

fn roll(event: &Event, roll: &Roll) -> Result<(), Found> {
    if humantime::parse_rfc3339_weak(&roll.made_at).is_err() {
        return Err((
            ".made_at".into(),
            said!(CheckTimeFormat, time = roll.made_at),
        ));
    }
    let n = event.players.len();
    let unknown = |p: PlayerId| said!(CheckNoSuchPlayer, player = p.0, players = n);
    match &roll.what {
        RollKind::Seating { order } | RollKind::TieBreak { order } => {
            let mut seen = vec![false; n];
            for (k, &p) in order.iter().enumerate() {
                let at = format!(".what.order[{k}]");
                match seen.get_mut(p.0) {
                    None => return Err((at, unknown(p))),
                    Some(true) => {
                        return Err((at, said!(CheckOrderTwice, name = event.players[p.0].name)));
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
                    said!(CheckFlipRound, round = round, max = MAX_ROUNDS),
                ));
            }
        }
        RollKind::PairingSeed { round, .. } => {
            if *round == 0 || *round as usize > MAX_ROUNDS {
                return Err((
                    ".what.round".into(),
                    said!(CheckSeedRound, round = round, max = MAX_ROUNDS),
                ));
            }
        }
    }
    Ok(())
}
