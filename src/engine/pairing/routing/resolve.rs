//! Working out who is in each box of a sheet from the entered results.

use crate::engine::pairing::outcome::PairingError;
use crate::engine::pairing::templates::{Slot, Source};
use crate::model::{Event, Match, PlayerId, Template};

/// The sheet as far as the results decide it.
#[derive(Debug, Clone)]
pub(super) struct Resolved {
    /// Per template slot (same order): the known players of each side.
    pub boxes: Vec<[Option<PlayerId>; 2]>,
    /// Drawn matches `(round, index)` whose coin flip is still needed.
    pub flips_needed: Vec<(u32, usize)>,
    /// Which rules applied, in sentences.
    pub reasons: Vec<crate::model::Said>,
    /// The first round paired by records instead of the sheet.
    pub records_from: Option<u32>,
}

/// Who won and lost a box, as far as known.
enum Outcome {
    Known(PlayerId, PlayerId),
    Unknown,
}

pub(super) fn resolve(event: &Event, template: Template) -> Result<Resolved, PairingError> {
    let by_number = numbers(event, template)?;
    let mut res = Resolved {
        boxes: Vec::new(),
        flips_needed: Vec::new(),
        reasons: Vec::new(),
        records_from: None,
    };
    res.records_from = records_from(event, template, &by_number, &mut res.reasons);
    let slots = template.slots();
    for slot in slots {
        if res.records_from.is_some_and(|f| slot.round >= f) {
            res.boxes.push([None, None]);
            continue;
        }
        let side = |s: Source, res: &mut Resolved| -> Option<PlayerId> {
            match s {
                Source::Number(n) => Some(by_number[n as usize - 1]),
                Source::Bye => None,
                Source::Winner(c) | Source::Loser(c) => match outcome(event, slots, c, res) {
                    Outcome::Known(w, l) => {
                        Some(if matches!(s, Source::Winner(_)) { w } else { l })
                    }
                    Outcome::Unknown => None,
                },
            }
        };
        let a = side(slot.a, &mut res);
        let b = side(slot.b, &mut res);
        res.boxes.push([a, b]);
    }
    if matches!(template, Template::Swiss8 | Template::Swiss10) {
        round_one_swap(event, slots, &mut res);
    }
    Ok(res)
}

/// Sheet number → player; every number 1..=n exactly once.
fn numbers(event: &Event, template: Template) -> Result<Vec<PlayerId>, PairingError> {
    let n = template.players();
    let bad = |problem: crate::model::Said| PairingError::SheetPlayers {
        expected: n,
        problem,
    };
    if event.players.len() != n as usize {
        return Err(bad(crate::said!(
            SheetPlayersCount,
            players = event.players.len()
        )));
    }
    let mut by_number = vec![None; n as usize];
    for (i, p) in event.players.iter().enumerate() {
        let slot = (p.number as usize)
            .checked_sub(1)
            .and_then(|k| by_number.get_mut(k))
            .ok_or_else(|| {
                bad(crate::said!(
                    SheetPlayersNumber,
                    name = p.name,
                    number = p.number
                ))
            })?;
        if slot.is_some() {
            return Err(bad(crate::said!(SheetPlayersTwice, number = p.number)));
        }
        *slot = Some(PlayerId(i));
    }
    Ok(by_number.into_iter().flatten().collect())
}

/// The first round the sheet no longer pairs: after a second drawn match
/// (Swiss sheets), once a player is out, or from a round that holds a
/// match that is none of its boxes (tables paired by records when the
/// round was paired again off the sheet: the routing must never add a box
/// beside them).
fn records_from(
    event: &Event,
    template: Template,
    by_number: &[PlayerId],
    reasons: &mut Vec<crate::model::Said>,
) -> Option<u32> {
    let swiss = template != Template::SingleElimination8;
    let mut draws: Vec<crate::model::Said> = Vec::new();
    let lettered = template.slots().iter().all(|s| s.label.is_some());
    for r in 1..=template.rounds() {
        if lettered
            && event
                .rounds
                .get(r as usize - 1)
                .is_some_and(|round| round.matches.iter().any(|m| !is_box_of(template, r, m)))
        {
            reasons.push(crate::said!(RecordsOffSheet, round = r));
            return Some(r);
        }
        if let Some(p) = by_number.iter().find(|&&p| !event.player(p).active_in(r)) {
            reasons.push(crate::said!(
                RecordsAbsent,
                name = event.player(*p).name,
                round = r
            ));
            return Some(r);
        }
        if swiss && draws.len() > 1 {
            reasons.push(crate::said!(
                RecordsDraws,
                count = draws.len(),
                boxes = draws,
                round = r
            ));
            return Some(r);
        }
        if let Some(round) = event.rounds.get(r as usize - 1) {
            draws.extend(
                round
                    .matches
                    .iter()
                    .filter(|m| is_draw(m))
                    .map(|m| match &m.label {
                        Some(l) => crate::said!(Text, text = l),
                        None => crate::said!(DrawInRound, round = r),
                    }),
            );
        }
    }
    None
}

/// Whether `m` is one of the boxes of round `round` of the sheet (by its
/// letter).
pub(super) fn is_box_of(template: Template, round: u32, m: &Match) -> bool {
    let mut chars = m.label.as_deref().unwrap_or("").chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => template.round_slots(round).any(|s| s.label == Some(c)),
        _ => false,
    }
}

fn is_draw(m: &Match) -> bool {
    m.b.is_some() && m.result().is_some() && m.winner().is_none()
}

/// The winner and loser of box `c`, using the stored coin flip for a draw.
fn outcome(event: &Event, slots: &[Slot], c: char, res: &mut Resolved) -> Outcome {
    let Some(slot) = slots.iter().find(|s| s.label == Some(c)) else {
        return Outcome::Unknown;
    };
    let label = c.to_string();
    let Some((index, m)) = event.rounds.get(slot.round as usize - 1).and_then(|r| {
        r.matches
            .iter()
            .enumerate()
            .find(|(_, m)| m.label.as_deref() == Some(&label))
    }) else {
        return Outcome::Unknown;
    };
    let Some(b) = m.b else {
        return Outcome::Unknown;
    };
    if m.result().is_none() {
        return Outcome::Unknown;
    }
    if let Some(w) = m.winner() {
        return Outcome::Known(w, if w == m.a { b } else { m.a });
    }
    match event.coin_flip(slot.round, index) {
        Some(w) if w == m.a || w == b => {
            let reason = crate::said!(
                FlipSends,
                letter = c,
                a = event.player(m.a).name,
                b = event.player(b).name,
                winner = event.player(w).name
            );
            if !res.reasons.contains(&reason) {
                res.reasons.push(reason);
            }
            Outcome::Known(w, if w == m.a { b } else { m.a })
        }
        _ => {
            if !res.flips_needed.contains(&(slot.round, index)) {
                res.flips_needed.push((slot.round, index));
            }
            Outcome::Unknown
        }
    }
}

/// The round-1 draw rule: if that draw's two players have the same match
/// points after round 2, they swap places for round 3.
fn round_one_swap(event: &Event, slots: &[Slot], res: &mut Resolved) {
    if res.records_from.is_some_and(|f| f <= 3) {
        return;
    }
    let Some(drawn) = event
        .rounds
        .first()
        .and_then(|r| r.matches.iter().find(|m| is_draw(m)))
    else {
        return;
    };
    let (x, Some(y)) = (drawn.a, drawn.b) else {
        return;
    };
    let round3: Vec<usize> = (0..slots.len()).filter(|&i| slots[i].round == 3).collect();
    let (name_x, name_y) = (&event.player(x).name, &event.player(y).name);
    match (points_after_two(event, x), points_after_two(event, y)) {
        (Some(px), Some(py)) if px == py => {
            for &i in &round3 {
                for side in &mut res.boxes[i] {
                    *side = match *side {
                        Some(p) if p == x => Some(y),
                        Some(p) if p == y => Some(x),
                        other => other,
                    };
                }
            }
            res.reasons.push(crate::said!(
                SwapRoundThree,
                x = name_x,
                y = name_y,
                points = px
            ));
        }
        (Some(px), Some(py)) => res.reasons.push(crate::said!(
            NoSwap,
            x = name_x,
            y = name_y,
            x_points = px,
            y_points = py
        )),
        _ => {
            // Not known yet whether they swap: their round-3 boxes wait.
            for &i in &round3 {
                for side in &mut res.boxes[i] {
                    if *side == Some(x) || *side == Some(y) {
                        *side = None;
                    }
                }
            }
        }
    }
}

/// Match points after rounds 1 and 2, if both results are in.
fn points_after_two(event: &Event, p: PlayerId) -> Option<u64> {
    let mut total = 0;
    for r in event.rounds.iter().take(2) {
        let m = r.matches.iter().find(|m| m.involves(p))?;
        total += match m.b {
            None => 3,
            Some(_) => match (m.result(), m.winner()) {
                (None, _) => return None,
                (Some(_), Some(w)) if w == p => 3,
                (Some(_), Some(_)) => 0,
                (Some(_), None) => 1,
            },
        };
    }
    (event.rounds.len() >= 2).then_some(total)
}
