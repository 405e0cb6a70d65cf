//! Checking a round paired or changed by hand.

use crate::model::{Event, PlayerId, Said};
use crate::said;

/// Problems with a round paired or changed by hand: rematches, second byes,
/// a player twice or missing, a player who is not playing that round.
pub fn check_round(event: &Event, round: u32) -> Vec<Said> {
    let Some(r) = round
        .checked_sub(1)
        .and_then(|i| event.rounds.get(i as usize))
    else {
        return vec![said!(CheckNoRound, round = round)];
    };
    let n = event.players.len();
    let name = |p: PlayerId| event.player(p).name.as_str();
    let mut out = Vec::new();
    let mut seen = vec![0u32; n];
    let mut met = vec![Vec::new(); n];
    let mut byes = vec![0u32; n];
    for m in event.rounds[..round as usize - 1]
        .iter()
        .flat_map(|r| &r.matches)
    {
        match m.b {
            Some(b) => {
                met[m.a.0].push(b);
                met[b.0].push(m.a);
            }
            None => byes[m.a.0] += 1,
        }
    }
    for m in &r.matches {
        for p in std::iter::once(m.a).chain(m.b) {
            seen[p.0] += 1;
            if !event.player(p).active_in(round) {
                out.push(said!(CheckNotPlaying, name = name(p), round = round));
            }
        }
        match m.b {
            Some(b) if b == m.a => out.push(said!(CheckAgainstThemselves, name = name(b))),
            Some(b) if met[m.a.0].contains(&b) => {
                out.push(said!(CheckRematch, a = name(m.a), b = name(b)));
            }
            None if byes[m.a.0] > 0 => {
                let waiting: Vec<Said> = r
                    .matches
                    .iter()
                    .flat_map(|x| std::iter::once(x.a).chain(x.b))
                    .filter(|&p| byes[p.0] == 0)
                    .map(|p| said!(Text, text = name(p)))
                    .collect();
                if !waiting.is_empty() {
                    out.push(said!(
                        CheckSecondBye,
                        name = name(m.a),
                        waiting = waiting,
                        count = waiting.len()
                    ));
                }
            }
            _ => {}
        }
    }
    for (i, &k) in seen.iter().enumerate() {
        let p = PlayerId(i);
        if k > 1 {
            out.push(said!(
                CheckPairedTimes,
                name = name(p),
                times = k,
                round = round
            ));
        } else if k == 0 && event.player(p).active_in(round) {
            out.push(said!(CheckNotPaired, name = name(p), round = round));
        }
    }
    out
}

/// A round with two players' places swapped (a change by hand: each takes
/// the other's opponent, or bye). Refused, with a sentence, when either
/// match already has a result: results are never moved silently. Check the
/// new round with [`check_round`].
pub fn swap_players(
    event: &Event,
    round: &crate::model::Round,
    x: PlayerId,
    y: PlayerId,
) -> Result<crate::model::Round, Said> {
    // A player the event does not have (a stale choice) is refused, never
    // put into the round.
    if [x, y].iter().any(|p| p.0 >= event.players.len()) {
        return Err(said!(CheckSwapUnknownPlayer));
    }
    let name = |p: PlayerId| event.player(p).name.as_str();
    let mut out = round.clone();
    for p in [x, y] {
        if let Some(m) = round.matches.iter().find(|m| m.involves(p))
            && m.result().is_some()
        {
            return Err(said!(CheckSwapHasResult, name = name(p)));
        }
    }
    let swap = |p: PlayerId| {
        if p == x {
            y
        } else if p == y {
            x
        } else {
            p
        }
    };
    for m in &mut out.matches {
        if m.involves(x) || m.involves(y) {
            m.manual = true;
        }
        m.a = swap(m.a);
        m.b = m.b.map(swap);
    }
    Ok(out)
}
