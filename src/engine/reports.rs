//! Results from the players' phones (docs/cli.md, "Results from the
//! players' phones"): the report codes of a paired round's matches, the
//! two-eyes rule (a first report is pending, the same result from another
//! phone confirms it, a different one is a dispute only the owner
//! settles), and the owner accepting a result. Pure: codes and times come
//! from the caller (the engine never rolls, never reads the clock), and a
//! phone never changes a result: only [`accept`] does, when the owner says.

use crate::model::{Event, GameScore, PhoneReport, REPORT_CODE_ALPHABET, REPORT_CODE_LEN, Said};
use crate::said;

/// Where a match is: its round (1-based) and index (0-based).
pub type Place = (u32, usize);

/// The match whose report code is `code` (as typed: case and spaces do not
/// matter).
pub fn find(event: &Event, code: &str) -> Option<Place> {
    let code = normalize(code)?;
    event.rounds.iter().enumerate().find_map(|(ri, r)| {
        r.matches
            .iter()
            .position(|m| m.code.as_deref() == Some(code.as_str()))
            .map(|i| (ri as u32 + 1, i))
    })
}

/// A code as stored: upper case, only the alphabet's characters, the
/// code's length; `None` for anything else.
pub fn normalize(code: &str) -> Option<String> {
    let c: String = code.trim().to_ascii_uppercase();
    (c.chars().count() == REPORT_CODE_LEN && c.chars().all(|ch| REPORT_CODE_ALPHABET.contains(ch)))
        .then_some(c)
}

/// Where a match's reports stand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum State {
    /// One phone reported this result; another must confirm it.
    Pending {
        /// The result reported.
        result: GameScore,
        /// The phone that reported it.
        device: String,
    },
    /// Two phones reported the same result.
    Confirmed {
        /// The result.
        result: GameScore,
    },
    /// Phones reported different results: the owner settles it.
    Disputed {
        /// Each result reported, first reported first.
        results: Vec<GameScore>,
    },
}

impl State {
    /// The result both phones agree on, once confirmed.
    pub fn confirmed(&self) -> Option<GameScore> {
        match self {
            State::Confirmed { result } => Some(*result),
            _ => None,
        }
    }
}

/// Where the reports for `code` stand (`None`: none yet).
pub fn state(reports: &[PhoneReport], code: &str) -> Option<State> {
    let mine: Vec<&PhoneReport> = reports.iter().filter(|r| r.code == code).collect();
    let first = mine.first()?;
    let mut results: Vec<GameScore> = Vec::new();
    for r in &mine {
        if !results.contains(&r.result) {
            results.push(r.result);
        }
    }
    if results.len() > 1 {
        return Some(State::Disputed { results });
    }
    let mut devices: Vec<&str> = mine.iter().map(|r| r.device.as_str()).collect();
    devices.sort_unstable();
    devices.dedup();
    Some(if devices.len() > 1 {
        State::Confirmed {
            result: first.result,
        }
    } else {
        State::Pending {
            result: first.result,
            device: first.device.clone(),
        }
    })
}

/// Why a phone's report is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// No match has this code (404).
    Unknown,
    /// The match has a result already, entered at the counter or accepted
    /// (409): nothing a phone sends ever overwrites it.
    HasResult,
    /// The result cannot happen (400), with the reason the app gives.
    Impossible(Said),
}

/// A phone's report of `result` (from the match's first player's side) for
/// `code` of `event`, sent by `device` at `at`, added to `reports` (the
/// event's own, or a server's working list). A phone that reports again
/// replaces its own report (it never confirms itself). Returns where the
/// match's reports stand now.
pub fn submit(
    event: &Event,
    reports: &mut Vec<PhoneReport>,
    code: &str,
    result: GameScore,
    device: &str,
    at: &str,
) -> Result<State, Refusal> {
    let (round, index) = find(event, code).ok_or(Refusal::Unknown)?;
    let m = &event.rounds[round as usize - 1].matches[index];
    if m.result().is_some() {
        return Err(Refusal::HasResult);
    }
    if let Some(why) = cannot_happen(event, round, result) {
        return Err(Refusal::Impossible(why));
    }
    let code = m.code.clone().unwrap_or_default();
    reports.retain(|r| !(r.code == code && r.device == device));
    reports.push(PhoneReport {
        code: code.clone(),
        result,
        device: device.to_string(),
        at: at.to_string(),
    });
    Ok(state(reports, &code).unwrap_or(State::Pending {
        result,
        device: device.to_string(),
    }))
}

/// Why `result` cannot be round `round`'s result, as the app says it.
pub fn cannot_happen(event: &Event, round: u32, result: GameScore) -> Option<Said> {
    if result.is_empty() {
        return Some(said!(ScoreEmpty));
    }
    crate::engine::validate::impossible_in(event, round, result)
}

/// The owner accepts `result` for `code` (the confirmed one, or one side
/// of a dispute): the match's score is set and its reports are done.
/// Refused if the match has a result already (the counter's stands).
pub fn accept(event: &mut Event, code: &str, result: GameScore) -> Result<Place, Refusal> {
    let (round, index) = find(event, code).ok_or(Refusal::Unknown)?;
    let m = &mut event.rounds[round as usize - 1].matches[index];
    if m.result().is_some() {
        return Err(Refusal::HasResult);
    }
    m.score = Some(result);
    let code = m.code.clone().unwrap_or_default();
    event.reports.retain(|r| r.code != code);
    Ok((round, index))
}

/// Reports that no longer wait for anything: their match has a result now
/// (entered at the counter), or is gone (re-paired). Returns whether any
/// was dropped.
pub fn prune(event: &mut Event) -> bool {
    let before = event.reports.len();
    let open: Vec<String> = event
        .rounds
        .iter()
        .flat_map(|r| &r.matches)
        .filter(|m| m.b.is_some() && m.result().is_none())
        .filter_map(|m| m.code.clone())
        .collect();
    event.reports.retain(|r| open.contains(&r.code));
    event.reports.len() != before
}

/// Gives every match with an opponent and no result, in any round, a
/// report code of its own: `next` makes a random one (the caller rolls),
/// `taken` holds every code in use (the whole night's, so a code names one
/// match in the room). Returns whether any was given.
pub fn assign_codes(
    event: &mut Event,
    taken: &mut Vec<String>,
    next: &mut dyn FnMut() -> String,
) -> bool {
    let mut any = false;
    for m in event.rounds.iter_mut().flat_map(|r| r.matches.iter_mut()) {
        if m.b.is_none() || m.code.is_some() || m.result().is_some() {
            continue;
        }
        let code = loop {
            let c = next();
            if normalize(&c).as_deref() == Some(c.as_str()) && !taken.contains(&c) {
                break c;
            }
        };
        taken.push(code.clone());
        m.code = Some(code);
        any = true;
    }
    any
}

/// The codes reported, each once, in the order their first report came.
pub fn codes(reports: &[PhoneReport]) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    for r in reports {
        if !out.contains(&r.code.as_str()) {
            out.push(&r.code);
        }
    }
    out
}

/// Each code with a result both phones agree on, oldest report first.
pub fn confirmed(reports: &[PhoneReport]) -> Vec<(String, GameScore)> {
    codes(reports)
        .into_iter()
        .filter_map(|c| Some((c.to_string(), state(reports, c)?.confirmed()?)))
        .collect()
}

/// Every match to be played in a room of events (a night's pods) gets its
/// report code, one code per match in the room: a code two events share
/// (files made apart) is taken from the later one's match while it has no
/// result, and given again. Imported results are not played here: their
/// matches get none. Says, event by event, whether it changed.
pub fn code_room<'a>(
    events: impl IntoIterator<Item = &'a mut Event>,
    next: &mut dyn FnMut() -> String,
) -> Vec<bool> {
    let mut taken: Vec<String> = Vec::new();
    let mut changed = Vec::new();
    for event in events {
        let mut any = false;
        for m in event.rounds.iter_mut().flat_map(|r| r.matches.iter_mut()) {
            if let Some(c) = &m.code {
                if taken.contains(c) && m.result().is_none() {
                    m.code = None;
                    any = true;
                } else {
                    taken.push(c.clone());
                }
            }
        }
        if !matches!(event.structure, crate::model::Structure::Results) {
            any |= assign_codes(event, &mut taken, next);
        }
        changed.push(any);
    }
    changed
}

/// The report code a random number `n` makes (the caller rolls it): six
/// characters of the alphabet, 32⁶ ≈ a billion codes.
pub fn code_from(mut n: u64) -> String {
    let alphabet: Vec<char> = REPORT_CODE_ALPHABET.chars().collect();
    let base = alphabet.len() as u64;
    (0..REPORT_CODE_LEN)
        .map(|_| {
            let c = alphabet[(n % base) as usize];
            n /= base;
            c
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
        .filter(|(_, m)| {
            m.code
                .as_deref()
                .is_none_or(|c| !event.reports.iter().any(|r| r.code == c))
        })
        .map(|(i, _)| i)
        .collect()
}

/// Every report code in use in `events` (a night's pods).
pub fn codes_in<'a>(events: impl IntoIterator<Item = &'a Event>) -> Vec<String> {
    events
        .into_iter()
        .flat_map(|e| e.rounds.iter().flat_map(|r| &r.matches))
        .filter_map(|m| m.code.clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{BestOf, Match, Player, PlayerId, Preset, Round, Structure};

    fn event() -> Event {
        let mut e = Event::new("e", Structure::Results, BestOf::Three, Preset::Wotc);
        for i in 0..4 {
            e.players.push(Player::named(format!("P{i}"), i + 1));
        }
        let mut a = Match::new(PlayerId(0), PlayerId(1));
        a.code = Some("ABC234".into());
        let mut b = Match::new(PlayerId(2), PlayerId(3));
        b.code = Some("XYZ789".into());
        e.rounds.push(Round::of(vec![a, b]));
        e
    }

    const W: GameScore = GameScore::new(2, 1, 0);
    const L: GameScore = GameScore::new(1, 2, 0);

    #[test]
    fn two_eyes_confirm_and_a_phone_never_confirms_itself() {
        let mut e = event();
        let mut r = Vec::new();
        let t = "2026-11-21T20:00:00Z";
        assert_eq!(
            submit(&e, &mut r, "abc234", W, "phone-1", t),
            Ok(State::Pending {
                result: W,
                device: "phone-1".into()
            })
        );
        // The same phone again: still pending, one report.
        assert!(matches!(
            submit(&e, &mut r, "ABC234", W, "phone-1", t),
            Ok(State::Pending { .. })
        ));
        assert_eq!(r.len(), 1);
        assert_eq!(
            submit(&e, &mut r, "ABC234", W, "phone-2", t),
            Ok(State::Confirmed { result: W })
        );
        e.reports = r;
        // The owner accepts: the score is set, the reports are done.
        assert_eq!(accept(&mut e, "ABC234", W), Ok((1, 0)));
        assert_eq!(e.rounds[0].matches[0].score, Some(W));
        assert!(e.reports.is_empty());
        // Nothing a phone sends changes it any more.
        assert_eq!(
            submit(&e, &mut Vec::new(), "ABC234", L, "phone-3", t),
            Err(Refusal::HasResult)
        );
    }

    #[test]
    fn different_results_are_a_dispute_and_bad_ones_are_refused() {
        let mut e = event();
        let mut r = Vec::new();
        let t = "2026-11-21T20:00:00Z";
        submit(&e, &mut r, "XYZ789", W, "a", t).unwrap();
        assert_eq!(
            submit(&e, &mut r, "XYZ789", L, "b", t),
            Ok(State::Disputed {
                results: vec![W, L]
            })
        );
        assert_eq!(
            submit(&e, &mut r, "NOPE22", W, "a", t),
            Err(Refusal::Unknown)
        );
        assert!(matches!(
            submit(&e, &mut r, "XYZ789", GameScore::new(2, 3, 0), "a", t),
            Err(Refusal::Impossible(_))
        ));
        e.reports = r;
        // A result entered at the counter makes the reports moot.
        e.rounds[0].matches[1].score = Some(W);
        assert!(prune(&mut e));
        assert!(e.reports.is_empty());
    }

    #[test]
    fn codes_are_unique_and_from_the_alphabet() {
        let mut e = event();
        for m in &mut e.rounds[0].matches {
            m.code = None;
        }
        let mut taken = vec!["AAAAAA".to_string()];
        let mut n = 0;
        let mut next = || {
            n += 1;
            // A code taken, one with a 0, then good ones.
            ["AAAAAA", "AB0CDE", "BBBBBB", "CCCCCC"][(n - 1).min(3)].to_string()
        };
        assert!(assign_codes(&mut e, &mut taken, &mut next));
        let codes: Vec<_> = e.rounds[0]
            .matches
            .iter()
            .map(|m| m.code.clone().unwrap())
            .collect();
        assert_eq!(codes, ["BBBBBB", "CCCCCC"]);
        assert_eq!(normalize(" bbbbbb "), Some("BBBBBB".into()));
        assert_eq!(normalize("BBBBB"), None);
        assert_eq!(normalize("BBBBB0"), None);
    }

    /// A room of events: a code two of them share is given again in the
    /// later one while its match is open; imported results get none.
    #[test]
    fn a_room_gives_one_code_a_match() {
        let mut swiss = event();
        swiss.structure = Structure::Swiss {
            rounds: Some(3),
            first_round: Default::default(),
        };
        let mut later = swiss.clone();
        later.rounds[0].matches[1].code = None;
        let mut results = event();
        results.rounds[0].matches[0].code = Some("DEF456".into());
        results.rounds[0].matches[1].code = None;
        let mut n = 0u64;
        let mut next = || {
            n += 1;
            code_from(n * 7_919_993)
        };
        let mut room = [swiss, later, results.clone()];
        let changed = code_room(&mut room, &mut next);
        assert_eq!(changed, [false, true, false]);
        assert_eq!(room[0].rounds[0].matches[0].code.as_deref(), Some("ABC234"));
        let given = room[1].rounds[0].matches[0].code.clone().unwrap();
        assert_ne!(given, "ABC234", "the shared code is given again");
        assert!(room[1].rounds[0].matches[1].code.is_some());
        assert_eq!(
            room[2], results,
            "imported results keep theirs and get none"
        );
    }
}
