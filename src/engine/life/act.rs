//! What the owner can do about a stale round, a dropped player still
//! paired, or a stale cut (docs/rules.md §6). Each is pure: it changes the
//! event given and records the choice in it ([`RoundChange`]), with the
//! time the caller passes; the rounds before are never touched, and no
//! entered result is ever changed.

use super::{Life, life};
use crate::engine::pairing::basis;
use crate::engine::playoff::cut_order;
use crate::engine::ranking::Standings;
use crate::model::{BestOf, Event, GameScore, Match, PlayerId, RollKind, RoundChange, Said};
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
            // An older file's cut keeps the seeds it showed (a cut by
            // division always kept its own).
            if !cut.by_division() && cut.seeds.len() != top && seeds.len() == top {
                cut.seeds = seeds;
            }
            cut.paired_from = Some(now);
            changed = true;
        }
    }
    changed
}

/// Pairs stale round `round` again from the results as they are now
/// ([`super::repair`]): the matches with a result stand, no player is in
/// two matches of the round, a paper sheet keeps its boxes where its
/// results still fit it, and a changed match keeps no report code and
/// takes a table no other match of the round holds. Returns the tables
/// (labels) whose players changed.
pub fn repair(event: &mut Event, round: u32, made_at: &str) -> Result<Vec<String>, Said> {
    let life = life(event, None);
    let stale = life
        .round(round)
        .ok_or_else(|| said!(LifeNotStale, round = round))?
        .clone();
    stale.repair.clone()?;
    let plan = super::repair::plan(event, round)?;
    let r = round as usize - 1;
    let mut changed: Vec<String> = plan
        .changed()
        .into_iter()
        .map(|i| label(&plan.matches[i], i))
        .collect();
    // A table whose match is gone changed too, though nobody sits there
    // now (after a drop its player may have the bye instead).
    for (i, m) in event.rounds[r].matches.iter().enumerate() {
        let gone = m.b.is_some() && !plan.was.contains(&Some(i));
        let l = label(m, i);
        if gone && !changed.contains(&l) {
            changed.push(l);
        }
    }
    // In the room's order: table 9 before table 10, box A before B.
    changed.sort_by_key(|l| (l.parse::<u64>().ok(), l.clone()));
    // A coin flip names its match by index: it follows the match.
    for roll in &mut event.rolls {
        if let RollKind::CoinFlip {
            round: fr, index, ..
        } = &mut roll.what
            && *fr == round
            && let Some(now) = plan.was.iter().position(|w| *w == Some(*index))
        {
            *index = now;
        }
    }
    let old_changes = std::mem::take(&mut event.rounds[r].changes);
    // The slips of the matches whose players changed are void now.
    let retired: Vec<String> = event.rounds[r]
        .matches
        .iter()
        .enumerate()
        .filter(|(i, _)| !plan.was.contains(&Some(*i)))
        .flat_map(|(_, m)| crate::engine::reports::codes_of(m).map(String::from))
        .collect();
    let mut new_round = basis::stamped(event, round, plan.matches);
    new_round.changes = old_changes;
    new_round.changes.push(RoundChange::Repaired {
        made_at: made_at.to_string(),
        because: stale.causes,
        tables: changed.clone(),
        retired,
    });
    event.rounds[r] = new_round;
    Ok(changed)
}

fn label(m: &Match, i: usize) -> String {
    m.label.clone().unwrap_or_else(|| (i + 1).to_string())
}

/// Keeps stale round `round` as it was paired: what it was paired from is
/// brought up to date and the choice recorded.
pub fn keep(event: &mut Event, round: u32, made_at: &str) -> Result<(), Said> {
    let life = life(event, None);
    let stale = life
        .round(round)
        .ok_or_else(|| said!(LifeNotStale, round = round))?
        .clone();
    // A bracket round kept with a player the results sent elsewhere
    // would stop the playoff: it is re-paired instead.
    if event.is_playoff_round(round) && !super::repair::bracket_fits(event, round) {
        return Err(said!(
            LifePlayoffNoKeep,
            round = crate::engine::playoff::name_of_round(event, round)
        ));
    }
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
    // A win for a player who is out too would be a result after their drop.
    if let Some(o) = event.players.get(opponent.0)
        && !o.active_in(round)
    {
        return Err(said!(
            LifeOpponentOut,
            opponent = o.name.clone(),
            round = round
        ));
    }
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
    // The playoff's slips so far are void: the bracket is paired again.
    let playoff = event.rounds.iter().skip(old.after_round as usize);
    let retired: Vec<String> = playoff
        .flat_map(|r| &r.matches)
        .flat_map(|m| crate::engine::reports::codes_of(m).map(String::from))
        .collect();
    event.rounds.truncate(old.after_round as usize);
    let mut cut = if old.by_division() {
        // Each division cut again to its own top, from its own standings.
        let divisions: Vec<_> = old
            .divisions
            .iter()
            .map(|d| {
                let order =
                    crate::engine::playoff::division_order(event, d.division, old.after_round);
                (d.division, d.top, order)
            })
            .collect();
        crate::engine::playoff::make_division_cut(event, &divisions)
    } else {
        crate::engine::playoff::make_cut(event, old.top, &order)
    };
    cut.changes = old.changes;
    cut.changes.push(RoundChange::Repaired {
        made_at: made_at.to_string(),
        because: stale.causes,
        tables: Vec::new(),
        retired,
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
        if !cut.by_division() && cut.seeds.len() != usize::from(cut.top) {
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
