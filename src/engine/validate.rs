//! Every problem with an event at once, each tied to the round, match and
//! player it concerns (docs/architecture.md, "raw sheet vs validated event"). The
//! sheet is never blocked: problems are reported, nothing is refused.

use crate::model::{BestOf, Event, GameScore, Match, PlayerId, Preset, RuleOptions, Said};
use crate::said;

/// How serious a problem is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// A result that is not in yet.
    Missing,
    /// Allowed, but against the sheet's rules.
    Warning,
    /// Cannot be right.
    Error,
}

/// One problem, pointing at the cell to highlight.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// How serious.
    pub severity: Severity,
    /// Round (1-based), if the problem is in a round.
    pub round: Option<u32>,
    /// Match index within the round (0-based), if it is in a match.
    pub match_index: Option<usize>,
    /// The player concerned, if one.
    pub player: Option<PlayerId>,
    /// A sentence a person can act on (data; `text::i18n` says it).
    pub message: Said,
}

/// Checks the whole event; returns every problem, most serious first.
pub fn validate(event: &Event) -> Vec<Problem> {
    validate_under(event, &event.rules.options())
}

/// [`validate`] by the game asked: each result judged by `opts`' game and
/// scoring (`standings --rules one-piece` on a results CSV: its double
/// losses are results there, its drawn games not).
pub fn validate_under(event: &Event, opts: &RuleOptions) -> Vec<Problem> {
    let mut out = Vec::new();
    let n = event.players.len();
    let name = |p: PlayerId| -> Said {
        event
            .players
            .get(p.0)
            .map_or_else(|| said!(UnknownPlayer), |x| said!(Text, text = x.name))
    };
    let mut first_with_name = std::collections::HashMap::with_capacity(n);
    for (i, p) in event.players.iter().enumerate() {
        if p.name.trim().is_empty() {
            out.push(problem(
                Severity::Error,
                None,
                None,
                Some(PlayerId(i)),
                said!(ValidateNoName, number = i + 1),
            ));
        } else if first_with_name.insert(p.name.to_lowercase(), i).is_some() {
            out.push(problem(
                Severity::Error,
                None,
                None,
                Some(PlayerId(i)),
                said!(ValidateSameName, name = p.name),
            ));
        }
    }
    shared_seats(event, &mut out);
    for (ri, round) in event.rounds.iter().enumerate() {
        let r = ri as u32 + 1;
        let mut seen: Vec<Option<usize>> = vec![None; n];
        for (mi, m) in round.matches.iter().enumerate() {
            let at = |p: Option<PlayerId>, msg: Said| {
                problem(Severity::Error, Some(r), Some(mi), p, msg)
            };
            // Said only when a message needs it: a large Swiss validates
            // tens of thousands of matches on every edit.
            let where_ = || match_place(event, r, mi, m);
            // Both sides without a Vec per match: a large Swiss validates
            // tens of thousands of them on every edit.
            let sides = std::iter::once(m.a).chain(m.b);
            if sides.clone().any(|p| p.0 >= n) {
                out.push(at(None, said!(ValidateUnknownPlayer, place = where_())));
                continue;
            }
            if m.b == Some(m.a) {
                out.push(at(
                    Some(m.a),
                    said!(
                        ValidateAgainstThemselves,
                        place = where_(),
                        name = name(m.a)
                    ),
                ));
                continue;
            }
            for p in sides {
                if let Some(other) = seen[p.0] {
                    let first = match_place(event, r, other, &round.matches[other]);
                    out.push(at(
                        Some(p),
                        said!(
                            ValidateTwoMatches,
                            round = r,
                            name = name(p),
                            first = first,
                            place = where_()
                        ),
                    ));
                }
                seen[p.0] = Some(mi);
                let pl = &event.players[p.0];
                let has_result = m.b.is_none() || m.result().is_some();
                if let Some(d) = pl.dropped_after.filter(|&d| r > d && has_result) {
                    out.push(at(
                        Some(p),
                        said!(
                            ValidateDroppedHasResult,
                            place = where_(),
                            name = pl.name,
                            round = d
                        ),
                    ));
                }
                if let Some(j) = pl.joined_round.filter(|&j| r < j && has_result) {
                    out.push(at(
                        Some(p),
                        said!(
                            ValidateJoinedHasResult,
                            place = where_(),
                            name = pl.name,
                            round = j
                        ),
                    ));
                }
            }
            if m.b.is_none() {
                continue;
            }
            match m.result() {
                None => out.push(problem(
                    Severity::Missing,
                    Some(r),
                    Some(mi),
                    None,
                    said!(ValidateNoResult, place = where_()),
                )),
                Some(s) => {
                    let best_of = if event.is_playoff_round(r) {
                        playoff_best_of(event, opts)
                    } else {
                        swiss_best_of(event, opts)
                    };
                    if event.is_playoff_round(r) && (s.is_draw() || s.double_loss) {
                        out.push(at(
                            None,
                            said!(PlayoffNeedsWinner, place = where_(), score = s.to_string()),
                        ));
                    } else if let Some(why) = impossible(s, best_of, opts) {
                        out.push(at(
                            None,
                            said!(
                                ValidateCannotHappen,
                                place = where_(),
                                score = s.to_string(),
                                why = why
                            ),
                        ));
                    } else if s.a == 0
                        && s.b == 0
                        && !s.double_loss
                        // In best-of-one, 0-0-1 is the one drawn game, a
                        // legal result (docs/rules.md §1), not an intentional draw.
                        && event.best_of != BestOf::One
                        && store_sheet(&event.rules)
                    {
                        out.push(problem(
                            Severity::Warning,
                            Some(r),
                            Some(mi),
                            None,
                            said!(
                                ValidateIntentionalDraw,
                                place = where_(),
                                score = s.to_string()
                            ),
                        ));
                    }
                }
            }
        }
    }
    out.sort_by(|a, b| {
        b.severity
            .cmp(&a.severity)
            .then(a.round.cmp(&b.round))
            .then(a.match_index.cmp(&b.match_index))
    });
    out
}

/// Two players given the same draft seat: a warning naming both and the
/// seat (the seat decides round 1 on the Swiss sheets), on the later one.
fn shared_seats(event: &Event, out: &mut Vec<Problem>) {
    let mut first_in_seat = std::collections::HashMap::new();
    for (i, p) in event.players.iter().enumerate() {
        let Some(seat) = p.seat else { continue };
        if let Some(&first) = first_in_seat.get(&seat) {
            let first: &crate::model::Player = &event.players[first];
            out.push(problem(
                Severity::Warning,
                None,
                None,
                Some(PlayerId(i)),
                said!(
                    ValidateSharedSeat,
                    first = first.name,
                    second = p.name,
                    seat = seat
                ),
            ));
        } else {
            first_in_seat.insert(seat, i);
        }
    }
}

/// Why `s` cannot be round `round`'s result: a draw or a double loss in a
/// playoff round (it needs a winner), or a score the match's format or the
/// game cannot have.
pub fn impossible_in(event: &Event, round: u32, s: GameScore) -> Option<Said> {
    impossible_under(event, round, s, &event.rules.options())
}

/// [`impossible_in`] by the game asked (`opts`, a ranking's or
/// `--rules`', else the event's own worked out by the caller).
pub fn impossible_under(
    event: &Event,
    round: u32,
    s: GameScore,
    opts: &RuleOptions,
) -> Option<Said> {
    if event.is_playoff_round(round) {
        if s.is_draw() || s.double_loss {
            return Some(said!(PlayoffDrawWhy));
        }
        return impossible(s, playoff_best_of(event, opts), opts);
    }
    impossible(s, swiss_best_of(event, opts), opts)
}

/// The match length of the event's Swiss rounds, judged by the game
/// asked: the game's own where it plays only one (One Piece best of one,
/// Yu-Gi-Oh! best of three, Lorcana's two games: a results CSV, which
/// declares none, is read so), two games under a two-game scoring
/// (whatever the event declares), else the event's.
fn swiss_best_of(event: &Event, opts: &RuleOptions) -> BestOf {
    if opts.scoring.two_game {
        return BestOf::Two;
    }
    match opts.game.facts().best_of {
        [only] => *only,
        _ => event.best_of,
    }
}

/// The match length of the event's playoff: its game's, where it differs
/// from the Swiss rounds' (Lorcana's two-game Swiss plays a best-of-three
/// playoff).
fn playoff_best_of(event: &Event, opts: &RuleOptions) -> BestOf {
    opts.game.facts().playoff.best_of.unwrap_or(event.best_of)
}

/// The match length of `event`'s playoff matches: its game's playoff
/// length where it differs from the Swiss rounds' (Lorcana's two-game
/// Swiss plays a best-of-three playoff), else the event's.
pub fn playoff_match_length(event: &Event) -> BestOf {
    playoff_best_of(event, &event.rules.options())
}

/// Whether match `m` of round `round` holds a result that cannot happen:
/// such a result is *held*, counting nowhere until it is fixed.
pub fn is_held(event: &Event, round: u32, m: &Match) -> bool {
    is_held_under(event, round, m, &event.rules.options())
}

/// [`is_held`] under the given rules (a ranking's, which `--rules` may
/// make other than the event's own), worked out once by the caller.
pub fn is_held_under(event: &Event, round: u32, m: &Match, opts: &RuleOptions) -> bool {
    m.result()
        .is_some_and(|s| impossible_under(event, round, s, opts).is_some())
}

/// The event as it counts: every held result ([`is_held`]) taken as not
/// entered, so that it counts nowhere — standings, explanations, season,
/// the phones, the printouts — and pairs nothing (docs/rules.md §6). The
/// result stays in the event itself, in its box, with its reason.
pub fn as_counted(event: &Event) -> std::borrow::Cow<'_, Event> {
    as_counted_under(event, &event.rules.options())
}

/// [`as_counted`] under rules other than the event's own (`standings
/// --rules one-piece` on a results CSV: its double losses count there).
pub fn as_counted_under<'a>(event: &'a Event, opts: &RuleOptions) -> std::borrow::Cow<'a, Event> {
    let mut held: Vec<(usize, usize)> = Vec::new();
    for (r, round) in event.rounds.iter().enumerate() {
        for (i, m) in round.matches.iter().enumerate() {
            let round_no = r as u32 + 1;
            if is_held_under(event, round_no, m, opts) {
                held.push((r, i));
            }
        }
    }
    if held.is_empty() {
        return std::borrow::Cow::Borrowed(event);
    }
    let mut view = event.clone();
    for (r, i) in held {
        view.rounds[r].matches[i].score = None;
    }
    std::borrow::Cow::Owned(view)
}

/// Why a score cannot be the result of a match of this length under
/// these rules (a double loss or a drawn match the game does not have),
/// if it cannot.
pub fn impossible(s: GameScore, best_of: BestOf, opts: &RuleOptions) -> Option<Said> {
    let game = || Said {
        msg: opts.game.facts().name,
        args: Vec::new(),
    };
    if s.double_loss {
        return (!opts.scoring.double_loss).then(|| said!(ImpossibleNoDoubleLoss, game = game()));
    }
    let why = match best_of {
        BestOf::Two if s.games() > 2 => Some(said!(ImpossibleTwoGame)),
        BestOf::One if s.games() != 1 => Some(said!(ImpossibleBestOfOne)),
        BestOf::Three if s.a > 2 || s.b > 2 => Some(said!(ImpossibleOverTwo)),
        BestOf::Three if s.a == 2 && s.b == 2 => Some(said!(ImpossibleBothTwo)),
        BestOf::Any if s.games() > 30 => Some(said!(ImpossibleTooMany)),
        _ => None,
    };
    why.or_else(|| {
        (s.is_draw() && !opts.scoring.draws).then(|| said!(ImpossibleNoDraws, game = game()))
    })
}

fn store_sheet(p: &Preset) -> bool {
    matches!(p, Preset::PodSwiss | Preset::PodRr)
}

/// "Round 2, table 3, box C (Derek vs Bernie)", "Round 4, table 15 (Derek
/// vs Bernie)": where a match is played, its table as the room numbers it
/// ([`crate::engine::pairing::tables::number`]), as data.
pub fn match_place(event: &Event, round: u32, index: usize, m: &Match) -> Said {
    let name = |p: PlayerId| {
        event
            .players
            .get(p.0)
            .map_or_else(|| "?".to_string(), |x| x.name.clone())
    };
    let label = m.label.clone().unwrap_or_else(|| (index + 1).to_string());
    let table = event
        .rounds
        .get(round as usize - 1)
        .and_then(|r| crate::engine::pairing::tables::number(event, &r.matches, index));
    // A playoff box is named as the bracket names it ("Quarterfinal A"),
    // never by the event's round number.
    if let (Some(cut), Some(b)) = (event.cut.as_ref(), m.b)
        && round > cut.after_round
    {
        // Rounds left in the bracket (its division's, for a cut by
        // division), this one included: 3 for a top 8's quarterfinals.
        // (As playoff::playoff_rounds, which imports this file.)
        let total = match cut.top_of(event, m) {
            8 => 3,
            4 => 2,
            _ => 1,
        };
        let (a, b) = (name(m.a), name(b));
        return match total - (round - cut.after_round - 1).min(total - 1) {
            3 => said!(PlaceQuarterfinal, label = label, a = a, b = b),
            2 => said!(PlaceSemifinal, label = label, a = a, b = b),
            _ => said!(PlaceFinal, a = a, b = b),
        };
    }
    // Where the players sit, as the room numbers its tables (a sheet's
    // box by its letter too); a bye takes no table.
    let letter = m
        .label
        .as_deref()
        .is_some_and(|l| l.parse::<u32>().is_err());
    let table = table.unwrap_or(index as u32 + 1);
    match m.b {
        Some(b) if letter => said!(
            PlaceBox,
            round = round,
            table = table,
            label = label,
            a = name(m.a),
            b = name(b)
        ),
        Some(b) => said!(
            PlaceMatch,
            round = round,
            table = table,
            a = name(m.a),
            b = name(b)
        ),
        None => said!(PlaceBye, round = round, a = name(m.a)),
    }
}

fn problem(
    severity: Severity,
    round: Option<u32>,
    match_index: Option<usize>,
    player: Option<PlayerId>,
    message: Said,
) -> Problem {
    Problem {
        severity,
        round,
        match_index,
        player,
        message,
    }
}
