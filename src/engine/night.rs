//! Draft-night edits before round 1: the night from a sign-up list, moving
//! a player between pods, a late arrival, a no-show. A pod whose players
//! change is dealt again (seats 1..k in the same order, the format for its
//! new size); only a pod still as the night dealt it ([`pods::as_dealt`])
//! may change so, so no result is ever renumbered or lost and no event's
//! own rounds are thrown away. In any other event a no-show is dropped
//! before round 1 and its rounds and seating stay. Pure: the caller passes
//! the time for the rolls.

use super::pairing::tables::run_len;
use super::pods::{self, PodError, as_dealt, before_round_one, night_plans, pod_event};
use crate::model::Said;
use crate::model::{Event, Night, Player, PlayerId};
use crate::said;

/// A night from the sign-up list: pods by [`pods::split`], each its own
/// event, pod N of the draft NAME ([`Event::pod`]; just NAME when there is
/// one pod), all playing alike ([`night_plans`]).
pub fn from_names(
    name: &str,
    names: &[String],
    preferred: usize,
    seed: u64,
    made_at: &str,
) -> Result<Night, PodError> {
    let split = pods::split(names.len(), preferred, seed)?;
    let mut night = Night {
        name: name.to_string(),
        date: None,
        seed: Some(seed),
        pods: Vec::new(),
    };
    let single = split.len() == 1;
    let sizes: Vec<usize> = split.iter().map(Vec::len).collect();
    let plans = night_plans(&sizes);
    for (i, (seats, plan)) in split.iter().zip(&plans).enumerate() {
        let players = seats
            .iter()
            .map(|&j| Player::named(names[j].clone(), 0))
            .collect();
        let mut event = pod_event(name, players, plan, made_at);
        event.pod = (!single).then_some(i as u32 + 1);
        night.pods.push(event);
    }
    number_tables(&mut night);
    Ok(night)
}

/// Most characters in a name, as for event files.
const MAX_NAME_CHARS: usize = 200;

/// Names from a sign-up list: one per line, trimmed, blank lines skipped.
/// A name twice (in any case) is refused naming both lines; the error is
/// the 1-based line and what is wrong there.
pub fn names_from_list(text: &str) -> Result<Vec<String>, (u64, Said)> {
    let mut names: Vec<(String, String, u64)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i as u64 + 1;
        let name = line.trim_start_matches('\u{feff}').trim();
        if name.is_empty() {
            continue;
        }
        if name.chars().any(char::is_control) {
            return Err((line_no, said!(NameControlCharacter)));
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err((line_no, said!(NameTooLong, max = MAX_NAME_CHARS)));
        }
        let lower = name.to_lowercase();
        if let Some((first, _, at)) = names.iter().find(|(_, l, _)| *l == lower) {
            return Err((
                line_no,
                said!(NameTwice, name = name, line = *at, first = first),
            ));
        }
        names.push((name.to_string(), lower, line_no));
    }
    Ok(names.into_iter().map(|(n, _, _)| n).collect())
}

/// Why a night edit was refused (said in the owner's language by the app).
pub type Refusal = Said;

/// A pod whose players may change: one still as the night dealt it.
fn open_pod(night: &Night, pod: usize) -> Result<(), Refusal> {
    let Some(event) = night.pods.get(pod) else {
        return Err(said!(NightNoPod, pod = pod + 1));
    };
    if !before_round_one(event) {
        return Err(said!(NightPodHasResults, pod = pod + 1));
    }
    if !as_dealt(event) {
        return Err(said!(NightPodKeepsRounds, pod = pod + 1));
    }
    Ok(())
}

/// The first round in which `player` has a result (a bye counts once its
/// round is played), if any: such a player came, and is no no-show.
pub fn played_round(event: &Event, player: PlayerId) -> Option<u32> {
    event.rounds.iter().enumerate().find_map(|(r, round)| {
        let theirs = |m: &&crate::model::Match| m.a == player || m.b == Some(player);
        let mut mine = round.matches.iter().filter(theirs);
        let played = mine.any(|m| match m.b {
            Some(_) => m.result().is_some(),
            // A bye is played once every match of its round has a result.
            None => round
                .matches
                .iter()
                .all(|x| x.b.is_none() || x.result().is_some()),
        });
        played.then_some(r as u32 + 1)
    })
}

/// Why `player` cannot be a no-show in `event` (`None`: they can).
pub fn no_show_refusal(event: &Event, player: PlayerId) -> Option<Refusal> {
    let pl = event.players.get(player.0)?;
    played_round(event, player)
        .map(|round| said!(NightNoShowPlayed, name = pl.name.as_str(), round = round))
}

/// Deals pod `pod` again with `players` in seat order, and the other pods
/// of its draft with it where their plan changed ([`settle`]).
fn redeal(night: &mut Night, pod: usize, players: Vec<Player>, made_at: &str) {
    night.pods[pod].players = players;
    settle(night, pod, Some(pod), made_at);
}

/// The pods of the same draft as pod `pod` (0-based), in night order
/// ([`Event::draft`]), else the pod alone.
fn draft_pods(night: &Night, pod: usize) -> Vec<usize> {
    match night.pods[pod].draft() {
        Some(d) => (0..night.pods.len())
            .filter(|&i| night.pods[i].draft() == Some(d))
            .collect(),
        None => vec![pod],
    }
}

/// Keeps the pods of `pod`'s draft playing alike after their sizes
/// changed: each pod still as dealt whose plan is no longer what the
/// night's sizes call for is dealt again, its seats kept, and so is the
/// pod `dealt` whatever its plan (its players changed). A pod with a
/// result, or changed since it was dealt (re-paired, swapped), keeps what
/// it plays.
fn settle(night: &mut Night, pod: usize, dealt: Option<usize>, made_at: &str) {
    let group = draft_pods(night, pod);
    let sizes: Vec<usize> = group.iter().map(|&i| night.pods[i].players.len()).collect();
    for (&i, plan) in group.iter().zip(night_plans(&sizes)) {
        let event = &night.pods[i];
        if dealt == Some(i) || (as_dealt(event) && !plan.fits(event)) {
            let mut fresh = pod_event(&event.name, event.players.clone(), &plan, made_at);
            fresh.date = event.date.clone();
            fresh.pod = event.pod;
            night.pods[i] = fresh;
        }
    }
}

/// Moves `player` of pod `from` (0-based) to the last seat of pod `to`.
/// Both pods must be before round 1; a pod left empty is removed. Returns
/// where pod `to` is afterwards.
pub fn move_player(
    night: &mut Night,
    from: usize,
    player: PlayerId,
    to: usize,
    made_at: &str,
) -> Result<usize, Refusal> {
    open_pod(night, from)?;
    open_pod(night, to)?;
    if from == to {
        return Ok(to);
    }
    if night.pods[to].players.len() >= pods::MAX_POD {
        return Err(said!(NightPodFull, pod = to + 1, max = pods::MAX_POD));
    }
    let mut left = night.pods[from].players.clone();
    if player.0 >= left.len() {
        return Err(said!(
            NightPodNoPlayer,
            pod = from + 1,
            player = player.0 + 1
        ));
    }
    let moved = left.remove(player.0);
    let mut joined = night.pods[to].players.clone();
    joined.push(moved);
    redeal(night, to, joined, made_at);
    if left.is_empty() {
        night.pods.remove(from);
        renumber(night);
        let to = if to > from { to - 1 } else { to };
        settle(night, to, None, made_at);
        return Ok(to);
    }
    redeal(night, from, left, made_at);
    Ok(to)
}

/// A late arrival: `name` takes the last seat of pod `pod` (0-based), which
/// must be before round 1 and have room, or with `None` starts a new pod.
/// Returns the pod (0-based) they joined.
pub fn add_player(
    night: &mut Night,
    name: &str,
    pod: Option<usize>,
    made_at: &str,
) -> Result<usize, Refusal> {
    let name = name.trim();
    if name.is_empty() {
        return Err(said!(NightTypeName));
    }
    if night
        .pods
        .iter()
        .flat_map(|p| &p.players)
        .any(|p| p.name == name)
    {
        return Err(said!(NightAlreadyPlaying, name = name));
    }
    let player = Player::named(name, 0);
    match pod {
        Some(p) => {
            open_pod(night, p)?;
            if night.pods[p].players.len() >= pods::MAX_POD {
                return Err(said!(NightPodFullStartNew, pod = p + 1));
            }
            let mut players = night.pods[p].players.clone();
            players.push(player);
            redeal(night, p, players, made_at);
            Ok(p)
        }
        None => {
            let lone_pod = |e: &Event| {
                e.pod.is_none() && matches!(e.structure, crate::model::Structure::Pod { .. })
            };
            if let [only] = night.pods.as_mut_slice()
                && lone_pod(only)
            {
                // The night's only pod, named after its draft, becomes
                // its pod 1.
                only.pod = Some(1);
            }
            // The new pod joins the night's latest draft (a Swiss beside
            // the pods is no draft), else one named after the night.
            let draft = night
                .pods
                .iter()
                .rev()
                .find_map(Event::draft)
                .unwrap_or(&night.name)
                .to_string();
            let n = night.pods.len() + 1;
            let plan = &night_plans(&[1])[0];
            let mut event = pod_event(&draft, vec![player], plan, made_at);
            event.pod = Some(n as u32);
            night.pods.push(event);
            settle(night, n - 1, None, made_at);
            Ok(n - 1)
        }
    }
}

/// A no-show: `player` did not come to pod `pod` (0-based). A pod still as
/// the night dealt it is dealt again without them (the others keep their
/// order; a pod left empty is removed). In any other event — a Swiss with
/// its own rounds, a pod re-paired or played — they are dropped before
/// round 1 (`dropped_after` 0), its rounds and seating stay, and round 1,
/// paired with them, is stale until the owner re-pairs or keeps it
/// ([`crate::engine::life`]). A player with a result is no no-show.
pub fn remove_player(
    night: &mut Night,
    pod: usize,
    player: PlayerId,
    made_at: &str,
) -> Result<(), Refusal> {
    let Some(event) = night.pods.get_mut(pod) else {
        return Err(said!(NightNoPod, pod = pod + 1));
    };
    if player.0 >= event.players.len() {
        return Err(said!(
            NightPodNoPlayer,
            pod = pod + 1,
            player = player.0 + 1
        ));
    }
    if !as_dealt(event) {
        if let Some(why) = no_show_refusal(event, player) {
            return Err(why);
        }
        event.players[player.0].dropped_after = Some(0);
        return Ok(());
    }
    let mut players = night.pods[pod].players.clone();
    players.remove(player.0);
    if players.is_empty() && night.pods.len() == 1 {
        return Err(said!(NightOnlyPod));
    }
    if players.is_empty() {
        let draft = night.pods[pod].draft().map(String::from);
        night.pods.remove(pod);
        renumber(night);
        // The draft's other pods may now play otherwise (7 + 7 left).
        if let Some(i) = (0..night.pods.len())
            .find(|&i| draft.is_some() && night.pods[i].draft() == draft.as_deref())
        {
            settle(night, i, None, made_at);
        }
    } else {
        redeal(night, pod, players, made_at);
    }
    Ok(())
}

/// Another event beside the night's pods (a Swiss with its top 8 beside
/// the evening's drafts): it keeps its name, rounds and results, and gets
/// its own run of tables after the others'. Returns its place (0-based).
pub fn add_event(night: &mut Night, event: crate::model::Event) -> usize {
    night.pods.push(event);
    number_tables(night);
    night.pods.len() - 1
}

/// Numbers the room: each pod of a draft by its place in the night (the
/// tabs' order), and each event of a night of several its own
/// run of tables, in night order, so that no two tables in the room share
/// a number: an event that has started keeps the tables it has (its
/// players were sent there); the others follow. A night of one event
/// numbers from 1.
pub fn number_tables(night: &mut Night) {
    renumber(night);
    if night.pods.len() < 2 {
        for p in &mut night.pods {
            if before_round_one(p) {
                p.first_table = None;
            }
        }
        return;
    }
    let mut next = 1;
    for p in &mut night.pods {
        match p.first_table {
            Some(first) if !before_round_one(p) => {
                next = next.max(first + run_len(p));
            }
            _ => {
                p.first_table = Some(next);
                next += run_len(p);
            }
        }
    }
}

/// Each pod of a draft takes its place in the night as its number (pod 3
/// is the night's third tab, `--pod 3` and `/pod/3`), so that a pod is
/// called one thing everywhere; other events have no number.
fn renumber(night: &mut Night) {
    for (i, event) in night.pods.iter_mut().enumerate() {
        if event.pod.is_some() {
            event.pod = Some(i as u32 + 1);
        }
    }
}
