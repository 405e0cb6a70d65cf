//! A round's life in words (docs/rules.md §6): what made a round or the
//! cut stale, what the owner can do, and what was chosen. Every face says
//! these the same way: the CLI's `warning:` lines, the app's notices, the
//! phones and the printouts.

use crate::engine::life::{DroppedPaired, Life, StaleCut, StaleRound};
use crate::model::{Cause, Event, Match, PlayerId, RoundChange, Said, Seen};
use crate::said;

fn name(event: &Event, p: PlayerId) -> String {
    event
        .players
        .get(p.0)
        .map_or_else(|| "?".to_string(), |x| x.name.clone())
}

/// A match's box label: its letter or table, else its place (1-based).
pub fn label(m: Option<&Match>, index: usize) -> String {
    m.and_then(|m| m.label.clone())
        .unwrap_or_else(|| (index + 1).to_string())
}

fn seen(s: Seen) -> Said {
    match s {
        Seen::Nothing => said!(LifeNoResult),
        Seen::Bye => said!(LifeByeResult),
        // A double loss in the reader's language, said when shown.
        Seen::Score(g) if g.double_loss => said!(ScoreDoubleLoss),
        Seen::Score(g) => said!(Text, text = g.to_string()),
    }
}

/// One cause, as a clause: "round 1 box 7 changed from 2-3 to 2-1".
pub fn cause(event: &Event, c: &Cause) -> Said {
    match c {
        Cause::Result {
            round,
            index,
            from,
            to,
        } => {
            // The match by its table, as the room numbers it (and its
            // sheet's box after it): the number every other face gives.
            let table = event
                .rounds
                .get(*round as usize - 1)
                .map(|r| crate::text::sheet::table_and_box(event, &r.matches, *index))
                .filter(|t| !t.is_empty())
                .unwrap_or_else(|| (index + 1).to_string());
            if *to == Seen::Nothing {
                said!(
                    CauseResultCleared,
                    round = round,
                    table = table,
                    from = seen(*from)
                )
            } else {
                said!(
                    CauseResult,
                    round = round,
                    table = table,
                    from = seen(*from),
                    to = seen(*to)
                )
            }
        }
        Cause::Left { player } => {
            let out = event.players.get(player.0);
            if out.is_some_and(|p| p.disqualified) {
                said!(CauseDisqualified, name = name(event, *player))
            } else {
                said!(
                    CauseDropped,
                    name = name(event, *player),
                    after = out.and_then(|p| p.dropped_after).unwrap_or(0)
                )
            }
        }
        Cause::Came { player } => said!(CauseCame, name = name(event, *player)),
        Cause::Repaired { round } => said!(CauseRepaired, round = round),
        Cause::Differs => said!(CauseDiffers),
    }
}

/// The causes as one list ("A, B and C"), the first few of them.
pub fn causes(event: &Event, cs: &[Cause]) -> Said {
    const SHOWN: usize = 4;
    let mut list: Vec<Said> = cs.iter().take(SHOWN).map(|c| cause(event, c)).collect();
    if cs.len() > SHOWN {
        list.push(said!(CauseMore, count = cs.len() - SHOWN));
    }
    said!(CauseList, items = list)
}

/// "round 2 was paired before round 1 box 7 changed from 2-3 to 2-1".
pub fn stale_round(event: &Event, s: &StaleRound) -> Said {
    if s.causes == [Cause::Differs] {
        said!(LifeStaleLegacy, round = s.round)
    } else {
        said!(
            LifeStale,
            round = s.round,
            causes = causes(event, &s.causes)
        )
    }
}

/// What the owner can do about a stale round.
pub fn stale_advice(event: &Event, s: &StaleRound) -> Said {
    if let Err(why) = &s.repair {
        if why.msg == crate::model::Msg::LifeAllPlayed {
            return said!(LifeAdviceAllPlayed);
        }
        return said!(LifeAdviceCannot, why = why);
    }
    if s.unplayed() {
        return said!(LifeAdviceRepair);
    }
    let round = event.rounds.get(s.round as usize - 1);
    let open: Vec<Said> = round
        .map(|r| {
            r.matches
                .iter()
                .enumerate()
                .filter(|(i, m)| !s.played.contains(i) && m.b.is_some())
                // The room's table numbers, as the slips and phones say.
                .map(|(i, _)| {
                    let table = crate::text::sheet::table_and_box(event, &r.matches, i);
                    said!(Text, text = table)
                })
                .collect()
        })
        .unwrap_or_default();
    said!(
        LifeAdviceRepairRest,
        played = s.played.len(),
        open = open.len(),
        tables = open
    )
}

/// "Sam dropped after round 1 but is paired in round 2 against Noah".
pub fn dropped(event: &Event, d: &DroppedPaired) -> Said {
    let pl = event.players.get(d.player.0);
    let m = event
        .rounds
        .get(d.round as usize - 1)
        .and_then(|r| r.matches.get(d.index));
    let opponent = m.and_then(|m| if m.a == d.player { m.b } else { Some(m.a) });
    let who = name(event, d.player);
    match (pl.is_some_and(|p| p.disqualified), opponent) {
        (true, _) => said!(LifeDisqualifiedPaired, name = who, round = d.round),
        (false, Some(o)) => said!(
            LifeDroppedPaired,
            name = who,
            after = pl.and_then(|p| p.dropped_after).unwrap_or(0),
            round = d.round,
            opponent = name(event, o)
        ),
        (false, None) => said!(
            LifeDroppedBye,
            name = who,
            after = pl.and_then(|p| p.dropped_after).unwrap_or(0),
            round = d.round
        ),
    }
}

/// "the top 8 was cut before round 5 box 3 changed from 2-1 to 1-2".
pub fn stale_cut(event: &Event, c: &StaleCut) -> Said {
    let top = event.cut.as_ref().map_or(0, |c| c.top);
    if c.causes == [Cause::Differs] {
        said!(LifeStaleCutLegacy, top = top)
    } else {
        said!(LifeStaleCut, top = top, causes = causes(event, &c.causes))
    }
}

/// What the owner can do about a stale cut.
pub fn cut_advice(c: &StaleCut) -> Said {
    match &c.recut {
        Ok(()) => said!(LifeAdviceRecut),
        Err(why) => said!(LifeAdviceCutStands, why = why),
    }
}

/// One line per stale thing, clause and advice: what the CLI prints after
/// `warning: ` (docs/cli.md, "Warnings").
pub fn warnings(event: &Event, life: &Life) -> Vec<Said> {
    let mut out: Vec<Said> = life
        .stale
        .iter()
        .map(|s| {
            said!(
                LifeWarning,
                what = stale_round(event, s),
                advice = stale_advice(event, s)
            )
        })
        .collect();
    out.extend(life.dropped.iter().map(|d| dropped(event, d)));
    if let Some(c) = &life.cut {
        out.push(said!(
            LifeWarning,
            what = stale_cut(event, c),
            advice = cut_advice(c)
        ));
    }
    out
}

/// What was chosen for round `round` (`None`: the cut), said with the time
/// as `when` gives it ("21:36").
pub fn change(
    event: &Event,
    round: Option<u32>,
    c: &RoundChange,
    when: &dyn Fn(&str) -> String,
) -> Said {
    let time = when(c.made_at());
    let top = event.cut.as_ref().map_or(0, |c| c.top);
    match (c, round) {
        (RoundChange::Repaired { because, .. }, None) => said!(
            ChangeRecut,
            top = top,
            time = time,
            causes = causes(event, because)
        ),
        (
            RoundChange::Repaired {
                because, tables, ..
            },
            Some(r),
        ) => {
            let list: Vec<Said> = room_tables(event, r, tables)
                .into_iter()
                .map(|t| said!(Text, text = t))
                .collect();
            said!(
                ChangeRepaired,
                round = r,
                time = time,
                causes = causes(event, because),
                count = list.len(),
                tables = list
            )
        }
        (RoundChange::Kept { because, .. }, None) => said!(
            ChangeCutKept,
            top = top,
            time = time,
            causes = causes(event, because)
        ),
        (RoundChange::Kept { because, .. }, Some(r)) => said!(
            ChangeKept,
            round = r,
            time = time,
            causes = causes(event, because)
        ),
        (
            RoundChange::Conceded {
                player, opponent, ..
            },
            r,
        ) => said!(
            ChangeConceded,
            name = name(event, *player),
            round = r.unwrap_or(0),
            opponent = name(event, *opponent),
            time = time
        ),
    }
}

/// The last re-pairing of round `round`, if it was re-paired: when, and
/// the tables that changed as the room numbers them (for a printout's
/// "replaces earlier printouts" and the phones' "pairings changed").
pub fn last_repair(event: &Event, round: u32) -> Option<(&str, Vec<String>)> {
    event
        .rounds
        .get(round as usize - 1)?
        .changes
        .iter()
        .rev()
        .find_map(|c| match c {
            RoundChange::Repaired {
                made_at, tables, ..
            } => Some((made_at.as_str(), room_tables(event, round, tables))),
            _ => None,
        })
}

/// The matches a re-pairing stored by label ("10", "K"), as the room
/// numbers their tables now ("17", "6 (K)"); a label no match of the
/// round has any more, as it was.
pub fn room_tables(event: &Event, round: u32, labels: &[String]) -> Vec<String> {
    let matches = event
        .rounds
        .get(round as usize - 1)
        .map_or(&[][..], |r| r.matches.as_slice());
    let mut tables: Vec<String> = labels
        .iter()
        .map(
            |l| match matches.iter().position(|m| m.label.as_deref() == Some(l)) {
                Some(i) => crate::text::sheet::table_and_box(event, matches, i),
                None => l.clone(),
            },
        )
        .collect();
    sort_tables(&mut tables);
    tables
}

/// Tables in the room's order: by number ("9" before "10"), then as text.
fn sort_tables(tables: &mut [String]) {
    let number = |t: &str| -> Option<u64> {
        let digits: String = t.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    };
    tables.sort_by(|a, b| number(a).cmp(&number(b)).then_with(|| a.cmp(b)));
}

/// A match given to a dropped player's opponent ("give the match"):
/// `(dropped, opponent)`; `None` for any other match. Every face says so
/// in its place (no slip printed for it, the pairings say who dropped).
pub fn given(round: &crate::model::Round, m: &crate::model::Match) -> Option<(PlayerId, PlayerId)> {
    m.result()?;
    round.changes.iter().find_map(|c| match c {
        crate::model::RoundChange::Conceded {
            player, opponent, ..
        } if m.involves(*player) && m.involves(*opponent) => Some((*player, *opponent)),
        _ => None,
    })
}

/// The table the players of match `index` of `round` go to (its table and
/// box, as [`crate::text::sheet::table_and_box`]): `None` for a bye, or a
/// match given to a dropped player's opponent, played at no table.
pub fn table_to_go(event: &Event, round: &crate::model::Round, index: usize) -> Option<String> {
    let m = round.matches.get(index)?;
    m.b?;
    given(round, m)
        .is_none()
        .then(|| crate::text::sheet::table_and_box(event, &round.matches, index))
}

/// "(dropped after round 2)" for a player who dropped, as every face marks
/// them beside their name in the standings.
pub fn dropped_mark(event: &Event, p: PlayerId) -> Option<String> {
    let d = event.players.get(p.0)?.dropped_after?;
    Some(crate::t!(DroppedMark, round = d))
}

/// "(Round 2: 2-3 held)" for each result of `p`'s matches that cannot
/// happen (held, counting nowhere until fixed), from `p`'s side: every
/// face's row for `p` says so.
pub fn held_marks(
    event: &Event,
    held: &[crate::engine::pairing::valid::Impossible],
    p: PlayerId,
) -> Vec<String> {
    held.iter()
        .filter_map(|h| {
            let m = event.match_at(h.round, h.index)?;
            if !m.involves(p) {
                return None;
            }
            let s = m.result()?;
            let s = if m.a == p { s } else { s.flipped() };
            let round = crate::engine::playoff::name_of_table(event, h.round, h.index).to_string();
            Some(crate::t!(HeldMark, round = round, score = s.to_string()))
        })
        .collect()
}

/// A held result from one player's side, for a result cell: "2-3 held: a
/// best of three ends at 2 games (counts nowhere until the store fixes
/// it)".
pub fn held_result(score: &str, why: &crate::model::Said) -> String {
    crate::t!(HeldResult, score = score, why = why.to_string())
}

/// `s` as the start of a sentence: its first letter upper case (where the
/// script has cases), for clauses said mid-sentence on the command line.
pub fn sentence(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A clause as a whole sentence: [`sentence`], then the language's full
/// stop (。 in Japanese and Chinese) unless it ends in one already.
pub fn full(s: &str) -> String {
    let mut out = sentence(s);
    if !out.ends_with(['.', '。', '!', '?']) {
        out.push_str(&crate::t!(SentenceEnd));
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn tables_sort_by_number_then_box() {
        let mut t: Vec<String> = ["15", "9 (K)", "10", "14", "9 (J)", "E"]
            .map(String::from)
            .to_vec();
        super::sort_tables(&mut t);
        assert_eq!(t, ["E", "9 (J)", "9 (K)", "10", "14", "15"]);
    }
}
