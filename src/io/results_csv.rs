//! The results CSV of docs/cli.md: one row per match, from one side or both.
//!
//! ```text
//! round,player,opponent,player_games,opponent_games,drawn_games[,status]
//! 1,Derek,Bernie,2,1,0
//! 1,Scott,BYE,2,0,0
//! 2,Derek,Scott,dl,dl,0
//! ```
//!
//! `dl` in both games columns is a double loss; `LOSS` as the opponent is
//! a loss without one (a late entrant's missed round, TOM's forced loss).
//! The optional `division` column names a player's age division
//! (juniors, seniors, masters) and `status` may also say `late`.

use super::input::{InputError, limits, read_text};
use crate::model::{
    BestOf, Division, Event, GameScore, Match, Player, PlayerId, Preset, Round, Structure,
};
use crate::said;
use std::path::Path;

const REQUIRED: [&str; 6] = [
    "round",
    "player",
    "opponent",
    "player_games",
    "opponent_games",
    "drawn_games",
];
const OPTIONAL: [&str; 2] = ["status", "division"];

/// One row as read, with its line.
struct Row {
    line: u64,
    round: u32,
    player: PlayerId,
    opponent: Option<PlayerId>,
    score: GameScore,
    status: Status,
    /// The opponent is `LOSS`: a loss without an opponent.
    forced_loss: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Status {
    Playing,
    Dropped,
    Disqualified,
    Late,
}

/// The line each match of the event was read from, by round and match
/// (its first row where both sides gave it): where a face names a row.
pub type MatchLines = Vec<Vec<u64>>;

/// Loads a results CSV; the event is named after the file.
pub fn load(path: &Path) -> Result<Event, InputError> {
    load_with_lines(path).map(|(event, _)| event)
}

/// [`load`], with the line each match was read from.
pub fn load_with_lines(path: &Path) -> Result<(Event, MatchLines), InputError> {
    let text = read_text(path)?;
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    read(&text, &path.display().to_string(), &name)
}

/// Reads a results CSV from text; `file` names it in errors.
pub fn from_str(text: &str, file: &str, event_name: &str) -> Result<Event, InputError> {
    read(text, file, event_name).map(|(event, _)| event)
}

/// [`from_str`], with the line each match was read from.
fn read(text: &str, file: &str, event_name: &str) -> Result<(Event, MatchLines), InputError> {
    if text.trim().is_empty() {
        return Err(InputError::file(file, said!(CsvEmpty)));
    }
    let mut rdr = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(false)
        .from_reader(text.as_bytes());
    let header = rdr
        .headers()
        .map_err(|e| InputError::line(file, 1, said!(CsvHeaderUnreadable, detail = e.to_string())))?
        .clone();
    let cols = columns(&header, file)?;
    let mut event = Event::new(event_name, Structure::Results, BestOf::Any, Preset::Wotc);
    let mut rows: Vec<Row> = Vec::new();
    for rec in rdr.records() {
        let rec = rec.map_err(|e| {
            let line = e.position().map_or(0, |p| p.line());
            let msg = match e.kind() {
                csv::ErrorKind::UnequalLengths {
                    expected_len, len, ..
                } => {
                    said!(CsvFieldCount, fields = len, expected = expected_len)
                }
                _ => said!(CsvUnreadable, detail = e.to_string()),
            };
            InputError::line(file, line, msg)
        })?;
        let line = rec.position().map_or(0, |p| p.line());
        if rec.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        let get = |i: usize| rec.get(cols[i]).unwrap_or("").trim();
        let round = number(get(0), "round", file, line)?;
        if round == 0 || round as usize > limits::MAX_ROUNDS {
            return Err(InputError::line(
                file,
                line,
                said!(CsvRoundRange, max = limits::MAX_ROUNDS, round = round),
            ));
        }
        let player = player_id(&mut event, get(1), "player", file, line)?;
        let forced_loss = get(2).eq_ignore_ascii_case("loss");
        let opponent = if get(2).eq_ignore_ascii_case("bye") || forced_loss {
            None
        } else {
            Some(player_id(&mut event, get(2), "opponent", file, line)?)
        };
        if opponent == Some(player) {
            return Err(InputError::line(
                file,
                line,
                said!(CsvOwnOpponent, name = get(1)),
            ));
        }
        // A double loss (docs/rules.md §1): `dl` in both games columns.
        let dl = |s: &str| s.eq_ignore_ascii_case("dl");
        let score = if dl(get(3)) && dl(get(4)) && matches!(get(5), "" | "0") {
            GameScore::DOUBLE_LOSS
        } else {
            GameScore::new(
                number(get(3), "player_games", file, line)?,
                number(get(4), "opponent_games", file, line)?,
                number(get(5), "drawn_games", file, line)?,
            )
        };
        if opponent.is_some() {
            if score.is_empty() {
                return Err(InputError::line(file, line, said!(CsvNoGames)));
            }
            if score.games() > u64::from(limits::MAX_GAMES) {
                return Err(InputError::line(
                    file,
                    line,
                    said!(CsvTooManyGames, score = score.to_string()),
                ));
            }
        }
        let status = match cols
            .get(6)
            .and_then(|&c| rec.get(c))
            .map(|s| s.trim().to_ascii_lowercase())
        {
            None => Status::Playing,
            Some(s) if s.is_empty() => Status::Playing,
            Some(s) if s == "dropped" => Status::Dropped,
            Some(s) if s == "disqualified" => Status::Disqualified,
            Some(s) if s == "late" => Status::Late,
            Some(s) => {
                return Err(InputError::line(
                    file,
                    line,
                    said!(CsvUnknownStatus, status = s),
                ));
            }
        };
        if let Some(&c) = cols.get(7) {
            division_of(&mut event, player, rec.get(c).unwrap_or(""), file, line)?;
        }
        rows.push(Row {
            line,
            round,
            player,
            opponent,
            score,
            status,
            forced_loss,
        });
    }
    if rows.is_empty() {
        return Err(InputError::file(file, said!(CsvNoMatches)));
    }
    // Players in age divisions are the game's that plays in them
    // (Pokémon): its preset, unless the reader asks for another.
    if event.players.iter().any(|p| p.division.is_some())
        && let Some(game) = crate::model::Game::ALL
            .into_iter()
            .find(|g| g.facts().divisions)
        && let Some(preset) = Preset::from_id(game.facts().preset)
    {
        event.rules = preset;
    }
    let lines = build_rounds(&mut event, &rows, file)?;
    apply_status(&mut event, &rows, file)?;
    Ok((event, lines))
}

/// The position of each known column (required ones first, then `status`).
fn columns(header: &csv::StringRecord, file: &str) -> Result<Vec<usize>, InputError> {
    for h in header {
        let h = h.trim();
        if !REQUIRED.contains(&h) && !OPTIONAL.contains(&h) {
            return Err(InputError::line(
                file,
                1,
                said!(CsvUnknownColumn, column = h, columns = REQUIRED.join(",")),
            ));
        }
    }
    let find = |name: &str| header.iter().position(|h| h.trim() == name);
    let mut cols = Vec::new();
    for name in REQUIRED {
        match find(name) {
            Some(i) => cols.push(i),
            None => {
                return Err(InputError::line(
                    file,
                    1,
                    said!(CsvMissingColumn, column = name),
                ));
            }
        }
    }
    // `status` at 6 and `division` at 7, where the header has them.
    cols.push(find("status").unwrap_or(usize::MAX));
    if let Some(i) = find("division") {
        cols.push(i);
    }
    Ok(cols)
}

fn number(s: &str, what: &str, file: &str, line: u64) -> Result<u32, InputError> {
    if s.is_empty() {
        return Err(InputError::line(
            file,
            line,
            said!(CsvValueEmpty, column = what),
        ));
    }
    if s.starts_with('-') && s[1..].chars().all(|c| c.is_ascii_digit()) && s.len() > 1 {
        return Err(InputError::line(
            file,
            line,
            said!(CsvValueNegative, column = what, value = s),
        ));
    }
    match s.parse::<u32>() {
        Ok(n) if n <= 1000 => Ok(n),
        Ok(n) => Err(InputError::line(
            file,
            line,
            said!(CsvValueHuge, column = what, value = n.to_string()),
        )),
        Err(_) if s.chars().all(|c| c.is_ascii_digit()) => Err(InputError::line(
            file,
            line,
            said!(CsvValueHuge, column = what, value = s),
        )),
        Err(_) => Err(InputError::line(
            file,
            line,
            said!(CsvValueNotNumber, column = what, value = s),
        )),
    }
}

fn player_id(
    event: &mut Event,
    name: &str,
    what: &str,
    file: &str,
    line: u64,
) -> Result<PlayerId, InputError> {
    if name.is_empty() {
        return Err(InputError::line(
            file,
            line,
            said!(CsvValueEmpty, column = what),
        ));
    }
    if name.chars().count() > limits::MAX_NAME_CHARS {
        return Err(InputError::line(
            file,
            line,
            said!(CsvNameLong, column = what, max = limits::MAX_NAME_CHARS),
        ));
    }
    if name.chars().any(char::is_control) {
        return Err(InputError::line(
            file,
            line,
            said!(CsvNameControl, column = what),
        ));
    }
    if let Some(p) = event
        .players
        .iter()
        .position(|p| p.name.eq_ignore_ascii_case(name))
    {
        return Ok(PlayerId(p));
    }
    if event.players.len() >= limits::MAX_PLAYERS {
        return Err(InputError::line(
            file,
            line,
            said!(CsvTooManyPlayers, max = limits::MAX_PLAYERS),
        ));
    }
    let number = event.players.len() as u32 + 1;
    event.players.push(Player::named(name, number));
    Ok(PlayerId(event.players.len() - 1))
}

/// Puts each row in its round, merging a match listed from both sides;
/// gives the line each match was read from.
fn build_rounds(event: &mut Event, rows: &[Row], file: &str) -> Result<MatchLines, InputError> {
    let max_round = rows.iter().map(|r| r.round).max().unwrap_or(0) as usize;
    event.rounds = vec![Round::default(); max_round];
    let mut lines: MatchLines = vec![Vec::new(); max_round];
    // For each round, which row put each player in it.
    let mut placed: Vec<Vec<Option<usize>>> = vec![vec![None; event.players.len()]; max_round];
    for (i, row) in rows.iter().enumerate() {
        let ri = row.round as usize - 1;
        let name = |p: PlayerId| event.players[p.0].name.clone();
        let prior_a = placed[ri][row.player.0];
        if row.forced_loss {
            if let Some(prev) = prior_a {
                return Err(InputError::line(
                    file,
                    row.line,
                    said!(
                        CsvRoundTwice,
                        name = name(row.player),
                        round = row.round,
                        other = rows[prev].line
                    ),
                ));
            }
            placed[ri][row.player.0] = Some(i);
            event.players[row.player.0].forced_losses.push(row.round);
            continue;
        }
        let prior_b = row.opponent.and_then(|o| placed[ri][o.0]);
        // The same match seen from the other side?
        if let (Some(pa), Some(opp)) = (prior_a, row.opponent) {
            let other = &rows[pa];
            if prior_b == Some(pa) && other.player == opp && other.opponent == Some(row.player) {
                if other.score != row.score.flipped() {
                    return Err(InputError::line(
                        file,
                        row.line,
                        said!(
                            CsvSidesDiffer,
                            round = row.round,
                            player = name(row.player),
                            opponent = name(opp),
                            here = row.score.to_string(),
                            there = other.score.flipped().to_string(),
                            other = other.line
                        ),
                    ));
                }
                continue;
            }
        }
        for p in std::iter::once(row.player).chain(row.opponent) {
            if let Some(prev) = placed[ri][p.0] {
                return Err(InputError::line(
                    file,
                    row.line,
                    said!(
                        CsvRoundTwice,
                        name = name(p),
                        round = row.round,
                        other = rows[prev].line
                    ),
                ));
            }
            placed[ri][p.0] = Some(i);
        }
        let mut m = match row.opponent {
            Some(o) => Match::new(row.player, o),
            None => Match::bye(row.player),
        };
        if row.opponent.is_some() {
            m.score = Some(row.score);
        }
        event.rounds[ri].matches.push(m);
        lines[ri].push(row.line);
    }
    if let Some(empty) = event.rounds.iter().position(|r| r.matches.is_empty()) {
        return Err(InputError::file(
            file,
            said!(CsvRoundGap, round = empty + 1),
        ));
    }
    Ok(lines)
}

/// Applies `dropped` / `disqualified`: a drop must be on the player's last row.
fn apply_status(event: &mut Event, rows: &[Row], file: &str) -> Result<(), InputError> {
    for row in rows {
        let p = row.player.0;
        match row.status {
            Status::Playing => {}
            Status::Late => {
                // Joined in the first round with a match (as a TOM
                // export's late entry): rounds before are missed or lost.
                let first = rows
                    .iter()
                    .filter(|r| !r.forced_loss)
                    .filter(|r| r.player == row.player || r.opponent == Some(row.player))
                    .map(|r| r.round)
                    .min();
                event.players[p].joined_round = first.filter(|&j| j > 1);
            }
            Status::Disqualified => event.players[p].disqualified = true,
            Status::Dropped => {
                let later = rows.iter().find(|r| {
                    r.round > row.round
                        && (r.player == row.player || r.opponent == Some(row.player))
                });
                if let Some(later) = later {
                    return Err(InputError::line(
                        file,
                        row.line,
                        said!(
                            CsvDroppedPlays,
                            name = event.players[p].name,
                            round = row.round,
                            later = later.round,
                            other = later.line
                        ),
                    ));
                }
                event.players[p].dropped_after = Some(row.round);
            }
        }
    }
    Ok(())
}

/// Sets the player's age division from a row's `division` (empty: none
/// said here); every row of a player that names one must name the same.
fn division_of(
    event: &mut Event,
    player: PlayerId,
    value: &str,
    file: &str,
    line: u64,
) -> Result<(), InputError> {
    if value.trim().is_empty() {
        return Ok(());
    }
    let Some(d) = Division::from_id(value) else {
        return Err(InputError::line(
            file,
            line,
            said!(CsvUnknownDivision, division = value.trim()),
        ));
    };
    let p = &mut event.players[player.0];
    match p.division {
        Some(had) if had != d => Err(InputError::line(
            file,
            line,
            said!(
                CsvDivisionDiffers,
                name = p.name,
                had = had.id(),
                here = d.id()
            ),
        )),
        _ => {
            p.division = Some(d);
            Ok(())
        }
    }
}
