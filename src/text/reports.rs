//! The players' reports in words, for every face (the app's panel, the
//! report pages, `serve --reports`): what is odd about a match's reports,
//! and where each report came from ("Scott's half · phone 3f2a ·
//! 192.168.1.23 · 20:14").

use crate::engine::reports::{Odd, Reading, Stuck, side_of};
use crate::model::{Accepted, AcceptedBy, Event, Match, PhoneReport, PlayerId, Said, Side};
use crate::t;

/// The player whose half `side` is.
pub fn player_of(m: &Match, side: Side) -> Option<PlayerId> {
    match side {
        Side::A => Some(m.a),
        Side::B => m.b,
    }
}

/// A phone's short name: the first characters of its cookie, enough to
/// tell the phones of one evening apart.
pub fn short_device(device: &str) -> &str {
    device.get(..4).unwrap_or(device)
}

/// What is odd, as a phrase ("both halves of the slip were reported from
/// one phone").
pub fn odd(event: &Event, m: &Match, odd: Odd) -> Said {
    let name = |side| {
        player_of(m, side)
            .and_then(|p| event.players.get(p.0))
            .map(|p| p.name.clone())
            .unwrap_or_default()
    };
    match odd {
        Odd::OneDevice => crate::said!(ReportsOddOneDevice),
        Odd::OneAddress => crate::said!(ReportsOddOneAddress),
        Odd::SecondVoice(side) => crate::said!(ReportsOddSecondVoice, name = name(side)),
        Odd::OldSlip => crate::said!(ReportsOddOldSlip),
    }
}

/// Everything odd, as one list ("both halves … and a second phone …").
pub fn why_held(event: &Event, m: &Match, why: &[Odd]) -> Said {
    let items: Vec<Said> = why.iter().map(|&o| odd(event, m, o)).collect();
    crate::said!(CauseList, items = items)
}

/// Where one report came from: whose half, which phone, which address,
/// when (`time` turns the stored time into the reader's).
pub fn from(event: &Event, m: &Match, r: &PhoneReport, time: &dyn Fn(&str) -> String) -> String {
    let half = half(event, m, side_of(m, &r.code).flatten());
    t!(
        ReportsFrom,
        half = half,
        score = super::result::score(r.result),
        device = short_device(&r.device),
        address = r.address.clone().unwrap_or_else(|| "?".into()),
        time = time(&r.at)
    )
}

/// "Scott's half", or the older slip's one code (`None`).
fn half(event: &Event, m: &Match, side: Option<Side>) -> String {
    match side {
        Some(side) => {
            let name = player_of(m, side)
                .and_then(|p| event.players.get(p.0))
                .map(|p| crate::text::isolate_if_needed(&p.name))
                .unwrap_or_default();
            t!(ReportsHalfOf, name = name)
        }
        None => t!(ReportsOldSlip),
    }
}

/// Who can report no more on a half, for the owner: "Scott's half: phone
/// 3f2a (192.168.1.23) sent 8 reports, the most one phone may; …".
pub fn stuck(event: &Event, m: &Match, s: &Stuck<'_>) -> String {
    let half = half(event, m, s.side);
    match s.last {
        Some(r) => t!(
            ReportsStuckMine,
            half = half,
            device = short_device(&r.device),
            address = r.address.clone().unwrap_or_else(|| "?".into()),
            count = s.count
        ),
        None => t!(ReportsStuckHalf, half = half, count = s.count),
    }
}

/// Every report of a match, where it came from, one line each, oldest
/// first; a report after the players agreed is marked as a note; then who
/// met a limit on a half ([`stuck`]).
pub fn history(
    event: &Event,
    m: &Match,
    reading: &Reading<'_>,
    time: &dyn Fn(&str) -> String,
) -> Vec<String> {
    reading
        .reports
        .iter()
        .map(|r| {
            let line = from(event, m, r, time);
            if reading.late.iter().any(|l| std::ptr::eq(*l, *r)) {
                t!(ReportsLateNote, line = line)
            } else {
                line
            }
        })
        .chain(reading.full.iter().map(|s| stuck(event, m, s)))
        .collect()
}

/// Where a match's accepted result came from, in a line for its box: "from
/// the phones, both players agreeing; entered at 21:14", or, when the
/// counter changed it since, what the phones' result was.
pub fn accepted_line(m: &Match, acc: &Accepted, time: &dyn Fn(&str) -> String) -> String {
    let by = match acc.by {
        AcceptedBy::Owner => "owner",
        AcceptedBy::Agreement => "agreement",
    };
    if m.score == Some(acc.result) {
        t!(ReportsAcceptedLine, by = by, time = time(&acc.at))
    } else {
        t!(
            ReportsAcceptedChanged,
            score = super::result::score(acc.result),
            time = time(&acc.at)
        )
    }
}
