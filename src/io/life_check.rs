//! The fields of a round's life checked like every other field of a read
//! event file (docs/rules.md §6): the stored cut (a top 8, 4 or 2, after a
//! Swiss round that exists, on a Swiss event with enough players, seeds
//! that are players), what each round was paired from, and the owner's
//! choices. A value Podsheet cannot mean is refused with its path.

use crate::engine::playoff::playoff_rounds;
use crate::model::{Cause, Cut, Event, PairedFrom, PlayerId, RoundChange, Said, Structure};
use crate::said;

/// A problem at a path.
type Found = (String, Said);

/// Checks the cut and every round's life; the first problem with its path.
pub fn check(event: &Event) -> Result<(), Found> {
    cut(event)?;
    for (i, r) in event.rounds.iter().enumerate() {
        if let Some(pf) = &r.paired_from {
            paired_from(event, pf, i)
                .map_err(|(p, w)| (format!("rounds[{i}].paired_from{p}"), w))?;
        }
        for (k, c) in r.changes.iter().enumerate() {
            change(event, c).map_err(|(p, w)| (format!("rounds[{i}].changes[{k}]{p}"), w))?;
        }
    }
    Ok(())
}

fn cut(event: &Event) -> Result<(), Found> {
    let Some(cut) = &event.cut else {
        return Ok(());
    };
    let top = usize::from(cut.top);
    if ![8, 4, 2].contains(&top) {
        return Err(("cut.top".into(), said!(CheckCutTop, top = top)));
    }
    if !matches!(
        event.structure,
        Structure::Swiss { .. } | Structure::Results
    ) {
        return Err(("cut".into(), said!(CheckCutStructure)));
    }
    let rounds = event.rounds.len();
    if cut.after_round == 0 || cut.after_round as usize > rounds {
        return Err((
            "cut.after_round".into(),
            said!(CheckCutAfterRound, round = cut.after_round, rounds = rounds),
        ));
    }
    let players = event.players.iter().filter(|p| !p.disqualified).count();
    if players < top {
        return Err((
            "cut.top".into(),
            said!(CheckCutTooFew, top = top, players = players),
        ));
    }
    let playoff = rounds - cut.after_round as usize;
    if playoff > playoff_rounds(top) {
        return Err((
            "cut.after_round".into(),
            said!(
                CheckCutTooManyRounds,
                top = top,
                most = playoff_rounds(top),
                rounds = playoff
            ),
        ));
    }
    if cut.by_division() {
        divisions(event, cut)?;
    }
    if !cut.seeds.is_empty() && (cut.by_division() || cut.seeds.len() != top) {
        return Err((
            "cut.seeds".into(),
            said!(CheckCutSeeds, top = top, seeds = cut.seeds.len()),
        ));
    }
    distinct_players(event, &cut.seeds).map_err(|(p, w)| (format!("cut.seeds{p}"), w))?;
    if let Some(pf) = &cut.paired_from {
        paired_from(event, pf, cut.after_round as usize)
            .map_err(|(p, w)| (format!("cut.paired_from{p}"), w))?;
    }
    for (k, c) in cut.changes.iter().enumerate() {
        change(event, c).map_err(|(p, w)| (format!("cut.changes[{k}]{p}"), w))?;
    }
    Ok(())
}

/// A cut by division: each bracket a top 8, 4 or 2 of its own division's
/// players, once a division, and the cut as large as the largest.
fn divisions(event: &Event, cut: &Cut) -> Result<(), Found> {
    for (k, d) in cut.divisions.iter().enumerate() {
        let at = |field: &str| format!("cut.divisions[{k}].{field}");
        let top = usize::from(d.top);
        if ![8, 4, 2].contains(&top) {
            return Err((at("top"), said!(CheckCutTop, top = top)));
        }
        if cut.divisions[..k].iter().any(|x| x.division == d.division) {
            return Err((
                at("division"),
                said!(CheckCutDivisionTwice, division = d.division.said()),
            ));
        }
        if d.seeds.len() != top {
            return Err((
                at("seeds"),
                said!(CheckCutSeeds, top = top, seeds = d.seeds.len()),
            ));
        }
        distinct_players(event, &d.seeds).map_err(|(p, w)| (format!("{}{p}", at("seeds")), w))?;
        for (i, &p) in d.seeds.iter().enumerate() {
            let player = event.player(p);
            if player.ranked_in() != d.division {
                return Err((
                    format!("{}[{i}]", at("seeds")),
                    said!(
                        CheckCutSeedDivision,
                        name = player.name,
                        other = player.ranked_in().said(),
                        division = d.division.said()
                    ),
                ));
            }
        }
    }
    let most = cut.divisions.iter().map(|d| d.top).max().unwrap_or(cut.top);
    if cut.top != most {
        return Err((
            "cut.top".into(),
            said!(CheckCutDivisionTop, top = cut.top, most = most),
        ));
    }
    Ok(())
}

fn unknown(event: &Event, p: PlayerId) -> Said {
    said!(
        CheckNoSuchPlayer,
        player = p.0,
        players = event.players.len()
    )
}

/// Each a player of the event, none twice.
fn distinct_players(event: &Event, ids: &[PlayerId]) -> Result<(), Found> {
    let mut seen = vec![false; event.players.len()];
    for (k, &p) in ids.iter().enumerate() {
        match seen.get_mut(p.0) {
            None => return Err((format!("[{k}]"), unknown(event, p))),
            Some(true) => {
                return Err((
                    format!("[{k}]"),
                    said!(CheckOrderTwice, name = event.players[p.0].name),
                ));
            }
            Some(s) => *s = true,
        }
    }
    Ok(())
}

/// What round `round_index + 1` (or the cut after round `round_index`)
/// was paired from: results of the rounds before it only, and players.
fn paired_from(event: &Event, pf: &PairedFrom, before: usize) -> Result<(), Found> {
    if pf.results.len() > before {
        return Err((
            ".results".into(),
            said!(
                CheckPairedFromRounds,
                rounds = pf.results.len(),
                before = before
            ),
        ));
    }
    distinct_players(event, &pf.players).map_err(|(p, w)| (format!(".players{p}"), w))
}

fn change(event: &Event, c: &RoundChange) -> Result<(), Found> {
    if humantime::parse_rfc3339_weak(c.made_at()).is_err() {
        return Err((
            ".made_at".into(),
            said!(CheckTimeFormat, time = c.made_at()),
        ));
    }
    let n = event.players.len();
    let known = |p: PlayerId, at: &str| {
        if p.0 < n {
            Ok(())
        } else {
            Err((at.to_string(), unknown(event, p)))
        }
    };
    match c {
        RoundChange::Repaired { because, .. } | RoundChange::Kept { because, .. } => {
            for (k, cause) in because.iter().enumerate() {
                if let Cause::Left { player } | Cause::Came { player } = cause {
                    known(*player, &format!(".because[{k}].player"))?;
                }
            }
        }
        RoundChange::Conceded {
            player, opponent, ..
        } => {
            known(*player, ".player")?;
            known(*opponent, ".opponent")?;
        }
    }
    Ok(())
}
