//! Checking a round paired or changed by hand.

use crate::model::{Event, PlayerId};

/// Problems with a round paired or changed by hand: rematches, second byes,
/// a player twice or missing, a player who is not playing that round.
pub fn check_round(event: &Event, round: u32) -> Vec<String> {
    let Some(r) = round
        .checked_sub(1)
        .and_then(|i| event.rounds.get(i as usize))
    else {
        return vec![format!("there is no round {round}")];
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
                out.push(format!(
                    "{} is paired in round {round} but is not playing it.",
                    name(p)
                ));
            }
        }
        match m.b {
            Some(b) if b == m.a => out.push(format!("{} is paired against themselves.", name(b))),
            Some(b) if met[m.a.0].contains(&b) => out.push(format!(
                "{} and {} already met: a rematch.",
                name(m.a),
                name(b)
            )),
            None if byes[m.a.0] > 0 => {
                let waiting: Vec<&str> = r
                    .matches
                    .iter()
                    .flat_map(|x| std::iter::once(x.a).chain(x.b))
                    .filter(|&p| byes[p.0] == 0)
                    .map(name)
                    .collect();
                if !waiting.is_empty() {
                    out.push(format!(
                        "{} gets a second bye while {} {} had none.",
                        name(m.a),
                        waiting.join(", "),
                        if waiting.len() == 1 { "has" } else { "have" }
                    ));
                }
            }
            _ => {}
        }
    }
    for (i, &k) in seen.iter().enumerate() {
        let p = PlayerId(i);
        if k > 1 {
            out.push(format!("{} is paired {k} times in round {round}.", name(p)));
        } else if k == 0 && event.player(p).active_in(round) {
            out.push(format!("{} is not paired in round {round}.", name(p)));
        }
    }
    out
}
