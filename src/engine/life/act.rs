//! What the owner can do about a stale round, a dropped player still
//! paired, or a stale cut (docs/rules.md §6). Each is pure: it changes the
//! event given and records the choice in it ([`RoundChange`]), with the
//! time the caller passes; the rounds before are never touched, and no
//! entered result is ever changed.

use super::{Life, difference, fresh_round, life};
use crate::engine::pairing::{basis, swiss};
use crate::engine::playoff::cut_order;
use crate::engine::ranking::Standings;
use crate::model::{BestOf, Event, GameScore, Match, PlayerId, RoundChange, Said};
use crate::said;

/// Brings what each settled round (and the cut) was paired from up to
/// date: they stand as they are, a fresh pairing repeats them. Returns
/// whether anything changed.
pub fn settle(event: &mut Event, life: &Life) -> bool {
    let mut changed = false;
    for &r in &life.settled {
        let now = basis::basis(event, r);
        let round = &mut event.rounds[r as usize - 1];
        if round.paired_from.as_ref() != Some(&now) {
            round.paired_from = Some(now);
            changed = true;
        }
    }
    if life.cut_settled
        && let Some(cut) = event.cut.as_ref()
    {
        let now = basis::basis(event, cut.after_round + 1);
        let top = usize::from(cut.top);
        let seeds = crate::engine::playoff::seeds(event, &[]);
        if let Some(cut) = event.cut.as_mut() {
            // An older file's cut keeps the seeds it showed.
            if cut.seeds.len() != top && seeds.len() == top {
                cut.seeds = seeds;
            }
            cut.paired_from = Some(now);
            changed = true;
        }
    }
    changed
}

/// Pairs stale round `round` again from the results as they are now.
/// With no result in it, the whole round is paired afresh; otherwise the
/// matches with a result stand and the players of the other tables are
/// paired among themselves (the fresh pairing's matches where they fit,
/// then by records). Returns the tables whose players changed.
pub fn repair(event: &mut Event, round: u32, made_at: &str) -> Result<Vec<String>, Said> {
    let life = life(event, None);
    let stale = life
        .round(round)
        .ok_or_else(|| said!(LifeNotStale, round = round))?
        .clone();
    stale.repair.clone()?;
    let fresh = fresh_round(event, round).map_err(|e| e.said())?;
    let r = round as usize - 1;
    let old = event.rounds[r].clone();
    // Matches with a result stand, as paired then: no longer the engine's
    // fresh pairing, they are kept as the owner's (like a swap), also if
    // their result is cleared later.
    let kept: Vec<Match> = old
        .matches
        .iter()
        .filter(|m| m.b.is_some() && m.result().is_some())
        .map(|m| Match {
            manual: true,
            ..m.clone()
        })
        .collect();
    let mut placed = vec![false; event.players.len()];
    for m in &kept {
        mark(&mut placed, m);
    }
    let mut matches = kept.clone();
    for m in &fresh {
        let free = std::iter::once(m.a)
            .chain(m.b)
            .all(|p| !placed.get(p.0).copied().unwrap_or(true));
        if free {
            mark(&mut placed, m);
            matches.push(m.clone());
        }
    }
    // Players of the round left without a table: paired among themselves.
    let left: Vec<PlayerId> = (0..event.players.len())
        .map(PlayerId)
        .filter(|&p| !placed[p.0] && event.player(p).active_in(round))
        .collect();
    if !left.is_empty() {
        let prefix = Event {
            rounds: event.rounds[..r].to_vec(),
            ..event.clone()
        };
        let extra = swiss::pair_among(&prefix, round, &left).map_err(|e| e.said())?;
        matches.extend(extra.matches);
    }
    if !kept.is_empty() {
        number(&old.matches, &mut matches);
    }
    let mut new_round = basis::stamped(event, round, matches);
    let changed: Vec<String> = difference(event, &new_round, &old.matches)
        .tables
        .iter()
        .map(|&i| label(&new_round.matches[i], i))
        .collect();
    new_round.changes = old.changes;
    new_round.changes.push(RoundChange::Repaired {
        made_at: made_at.to_string(),
        because: stale.causes,
        tables: changed.clone(),
    });
    event.rounds[r] = new_round;
    Ok(changed)
}

fn mark(placed: &mut [bool], m: &Match) {
    for p in std::iter::once(m.a).chain(m.b) {
        if let Some(x) = placed.get_mut(p.0) {
            *x = true;
        }
    }
}

fn label(m: &Match, i: usize) -> String {
    m.label.clone().unwrap_or_else(|| (i + 1).to_string())
}

/// Table numbers when some matches stand: they keep theirs, the re-paired
/// ones take the round's other numbers in order (after the round's last
/// when it grew). Sheets keep their box letters.
fn number(old: &[Match], matches: &mut [Match]) {
    let numbered = |m: &Match| m.label.as_deref().is_some_and(|l| l.parse::<u32>().is_ok());
    if !old.iter().all(numbered) {
        return;
    }
    let taken: Vec<&str> = matches
        .iter()
        .filter(|m| m.b.is_some() && m.result().is_some())
        .filter_map(|m| m.label.as_deref())
        .collect();
    let taken: Vec<String> = taken.into_iter().map(String::from).collect();
    let mut free = (1u32..)
        .map(|n| n.to_string())
        .filter(|n| !taken.contains(n));
    for m in matches
        .iter_mut()
        .filter(|m| m.b.is_none() || m.result().is_none())
    {
        m.label = free.next();
    }
}

/// Keeps stale round `round` as it was paired: what it was paired from is
/// brought up to date and the choice recorded.
pub fn keep(event: &mut Event, round: u32, made_at: &str) -> Result<(), Said> {
    let life = life(event, None);
    let stale = life
        .round(round)
        .ok_or_else(|| said!(LifeNotStale, round = round))?
        .clone();
    let now = basis::basis(event, round);
    let r = &mut event.rounds[round as usize - 1];
    r.paired_from = Some(now);
    r.changes.push(RoundChange::Kept {
        made_at: made_at.to_string(),
        because: stale.causes,
    });
    Ok(())
}

/// A player who dropped after round `round` was paired: their opponent
/// is given the match win (2-0, or 1-0 in best of one) and the player's
/// drop moves to after that round, as when pairings are already posted.
pub fn concede(
    event: &mut Event,
    round: u32,
    player: PlayerId,
    made_at: &str,
) -> Result<PlayerId, Said> {
    let name = event
        .players
        .get(player.0)
        .map(|p| p.name.clone())
        .unwrap_or_default();
    let r = round as usize - 1;
    let index = event
        .rounds
        .get(r)
        .and_then(|x| x.matches.iter().position(|m| m.involves(player)))
        .ok_or_else(|| said!(LifeNotPaired, name = name, round = round))?;
    let m = &event.rounds[r].matches[index];
    let Some(b) = m.b else {
        return Err(said!(LifeByeNoOpponent, name = name, round = round));
    };
    if m.result().is_some() {
        return Err(said!(LifeHasResult, name = name, round = round));
    }
    let opponent = if m.a == player { b } else { m.a };
    let wins = if event.best_of == BestOf::One { 1 } else { 2 };
    let score = if m.a == opponent {
        GameScore::new(wins, 0, 0)
    } else {
        GameScore::new(0, wins, 0)
    };
    event.rounds[r].matches[index].score = Some(score);
    if let Some(p) = event.players.get_mut(player.0)
        && p.dropped_after.is_some_and(|d| d < round)
    {
        p.dropped_after = Some(round);
    }
    event.rounds[r].changes.push(RoundChange::Conceded {
        made_at: made_at.to_string(),
        player,
        opponent,
    });
    Ok(opponent)
}

/// Cuts again from the Swiss standings as they are now (`standings`, of
/// the Swiss part under the event's preset), while no playoff match has a
/// result: new seeds, and the playoff's first round paired again.
pub fn recut(event: &mut Event, standings: &Standings, made_at: &str) -> Result<(), Said> {
    let life = life(event, Some(standings));
    let stale = life.cut.ok_or_else(|| said!(LifeCutNotStale))?;
    stale.recut.clone()?;
    let Some(old) = event.cut.clone() else {
        return Err(said!(LifeCutNotStale));
    };
    let order = cut_order(event, standings, old.after_round);
    event.rounds.truncate(old.after_round as usize);
    let mut cut = crate::engine::playoff::make_cut(event, old.top, &order);
    cut.changes = old.changes;
    cut.changes.push(RoundChange::Repaired {
        made_at: made_at.to_string(),
        because: stale.causes,
        tables: Vec::new(),
    });
    event.cut = Some(cut);
    let pairing = crate::engine::playoff::next_round(event, &order).map_err(|e| e.said())?;
    let round = pairing.round;
    event
        .rounds
        .push(basis::stamped(event, round, pairing.matches));
    Ok(())
}

/// Keeps the cut as it was made though the Swiss results changed.
pub fn keep_cut(event: &mut Event, made_at: &str) -> Result<(), Said> {
    let life = life(event, None);
    let stale = life.cut.ok_or_else(|| said!(LifeCutNotStale))?;
    let seeds = crate::engine::playoff::seeds(event, &[]);
    let Some(after) = event.cut.as_ref().map(|c| c.after_round) else {
        return Err(said!(LifeCutNotStale));
    };
    let now = basis::basis(event, after + 1);
    if let Some(cut) = event.cut.as_mut() {
        if cut.seeds.len() != usize::from(cut.top) {
            cut.seeds = seeds;
        }
        cut.paired_from = Some(now);
        cut.changes.push(RoundChange::Kept {
            made_at: made_at.to_string(),
            because: stale.causes,
        });
    }
    Ok(())
}
