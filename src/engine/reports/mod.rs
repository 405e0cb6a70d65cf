//! Results from the players' phones (docs/cli.md, "Results from the
//! players' phones"). Each match's result slip has two halves, one for
//! each player, each with a report code of its own ([`codes`]): a report
//! page knows which player is speaking. A phone's result lands without the
//! owner only when the two players agreed, each on their own phone
//! ([`voices`]: the two-eyes rule, with everything odd held for the
//! owner). Pure: codes and times come from the caller (the engine never
//! rolls, never reads the clock), and a phone never changes a result:
//! only [`accept`] does, when the owner (or the owner's setting) says.

pub mod address;
pub mod codes;
pub mod voices;

pub use codes::{
    Found, assign_codes, code_from, code_room, codes_besides, codes_in, codes_of, find, normalize,
    retired, side_of,
};
pub use voices::{
    Full, Incoming, MOST_FROM_ONE, MOST_ON_HALF, Odd, Reading, Refusal, State, Stuck, Verdict,
    full, judge, read,
};

use crate::engine::validate::{Problem, Severity};
use crate::model::{Accepted, AcceptedBy, Event, GameScore, Match, PhoneReport, Said};

/// Where a match is: its round (1-based) and index (0-based).
pub type Place = (u32, usize);

/// The reports sent for match `m` (with either half's code, or the older
/// slip's one code), in the order they came.
pub fn of_match<'a>(reports: &'a [PhoneReport], m: &Match) -> Vec<&'a PhoneReport> {
    let mine: Vec<&str> = codes_of(m).collect();
    reports
        .iter()
        .filter(|r| mine.contains(&r.code.as_str()))
        .collect()
}

/// Why a report may not land in round `round`'s match `index` now: the
/// match is flagged as a problem (a player in two matches of the round, a
/// player unknown …), which the owner settles first.
pub fn flagged(event: &Event, problems: &[Problem], round: u32, index: usize) -> Option<Said> {
    let m = event.rounds.get(round as usize - 1)?.matches.get(index)?;
    problems
        .iter()
        .filter(|p| p.severity == Severity::Error && p.round == Some(round))
        .find(|p| p.match_index == Some(index) || p.player.is_some_and(|x| m.involves(x)))
        .map(|p| p.message.clone())
}

/// Why a phone's text for the match with `code` is no score (`why`, as
/// the score reader says it), for that match: in a playoff, which takes no
/// draw, "0-0" or "d" is told that the match needs a winner, never to
/// type an intentional draw the playoff would refuse.
pub fn not_a_score(event: &Event, code: &str, why: Said) -> Said {
    use crate::model::Msg;
    let playoff = find(event, code).is_some_and(|f| event.is_playoff_round(f.round));
    if playoff && matches!(why.msg, Msg::ScoreEmpty | Msg::ScoreWhichDraw) {
        crate::said!(ScoreNoDrawPlayoff)
    } else {
        why
    }
}

/// Why `result` cannot be round `round`'s result, as the app says it.
pub fn cannot_happen(event: &Event, round: u32, result: GameScore) -> Option<Said> {
    if result.is_empty() {
        return Some(crate::said!(ScoreEmpty));
    }
    crate::engine::validate::impossible_in(event, round, result)
}

/// The owner (or the owner's setting, `by`) accepts `result` for the match
/// that `code` is a code of (the agreed result, or one side of a dispute):
/// the match's score is set, and its reports move from the event's open
/// ones onto the match, so where the result came from stays known.
/// Refused if the match has a result already (the counter's stands).
pub fn accept(
    event: &mut Event,
    code: &str,
    result: GameScore,
    at: &str,
    by: AcceptedBy,
) -> Result<Place, Refusal> {
    let found = find(event, code).ok_or(Refusal::Unknown)?;
    let (round, index) = (found.round, found.index);
    let m = &event.rounds[round as usize - 1].matches[index];
    if m.result().is_some() {
        return Err(Refusal::HasResult);
    }
    let mine: Vec<String> = codes_of(m).map(String::from).collect();
    let (taken, open): (Vec<PhoneReport>, Vec<PhoneReport>) = std::mem::take(&mut event.reports)
        .into_iter()
        .partition(|r| mine.contains(&r.code));
    event.reports = open;
    let m = &mut event.rounds[round as usize - 1].matches[index];
    m.score = Some(result);
    m.accepted = Some(Accepted {
        result,
        at: at.to_string(),
        by,
        reports: taken,
    });
    Ok((round, index))
}

/// Reports that no longer wait for anything: their match has a result now
/// (entered at the counter), or is gone (re-paired). Returns whether any
/// was dropped.
pub fn prune(event: &mut Event) -> bool {
    let before = event.reports.len();
    let open: Vec<&str> = event
        .rounds
        .iter()
        .flat_map(|r| &r.matches)
        .filter(|m| m.b.is_some() && m.result().is_none())
        .flat_map(codes_of)
        .collect();
    let open: Vec<String> = open.into_iter().map(String::from).collect();
    event.reports.retain(|r| open.contains(&r.code));
    event.reports.len() != before
}

/// Puts back the reports `kept` (the event's before an undo or redo) that
/// the event as it is now lacks, after its own, then drops those whose
/// match is no longer open: undoing an edit never loses a report that
/// came in meanwhile, and undoing an accept brings its reports back.
pub fn merge(event: &mut Event, kept: Vec<PhoneReport>) {
    for r in kept {
        if !event.reports.contains(&r) {
            event.reports.push(r);
        }
    }
    prune(event);
}

/// Every open match of `event` with reports, in round and table order,
/// with how they read.
pub fn waiting(event: &Event) -> Vec<(Place, Reading<'_>)> {
    if event.reports.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (ri, round) in event.rounds.iter().enumerate() {
        for (i, m) in round.matches.iter().enumerate() {
            if m.b.is_none() || m.result().is_some() {
                continue;
            }
            if let Some(reading) = read(&event.reports, m) {
                out.push(((ri as u32 + 1, i), reading));
            }
        }
    }
    out
}

/// Each open match whose two players agreed, each on their own phone, and
/// that is not flagged as a problem: what may land without the owner. The
/// code is one of the match's; the result from its first player's side.
pub fn agreed(event: &Event, problems: &[Problem]) -> Vec<(String, GameScore)> {
    waiting(event)
        .into_iter()
        .filter_map(|((round, index), reading)| {
            let result = reading.state.agreed()?;
            if flagged(event, problems, round, index).is_some() {
                return None;
            }
            let code = reading.reports.first()?.code.clone();
            Some((code, result))
        })
        .collect()
}

/// The tables still playing in the latest round, by match index: a match
/// with an opponent, no result and no report from a phone (a table that
/// reports drops off the list), in table order. What the store calls out
/// when time is up.
pub fn still_playing(event: &Event) -> Vec<usize> {
    let Some((_, round)) = event.latest_round() else {
        return Vec::new();
    };
    round
        .matches
        .iter()
        .enumerate()
        .filter(|(_, m)| m.b.is_some() && m.result().is_none())
        .filter(|(_, m)| of_match(&event.reports, m).is_empty())
        .map(|(i, _)| i)
        .collect()
}

#[cfg(test)]
mod tests;
