//! What acts on a round that no longer fits what it was paired from, in
//! the CLI's words: every warning about a stale round or a dropped player
//! still paired comes with the command that acts on it (`repair`, `keep`,
//! `give`), for `standings`, `pair`, `explain`, `pdf`, `playoff` and
//! `serve` alike.

use crate::engine::life::{Life, life};
use crate::model::{Event, Night};
use crate::t;
use std::path::Path;

/// The `warning:` lines for `event`'s stale rounds, dropped players still
/// paired and stale cut (docs/cli.md, "Warnings"), each followed by the
/// commands that act on it, indented. `pod`: its place (1-based) in a
/// night of several, for `--pod`; `name_pod`: each line says the pod too
/// (where the night's pods are warned about together).
pub fn warning_lines(
    file: &Path,
    pod: Option<usize>,
    event: &Event,
    name_pod: bool,
) -> Vec<String> {
    let l = life(event, None);
    let mut out: Vec<String> = crate::text::life::warnings(event, &l)
        .iter()
        .map(|w| match pod.filter(|_| name_pod) {
            Some(p) => format!("warning: {}", t!(CliServePodLine, pod = p, line = w)),
            None => format!("warning: {w}"),
        })
        .collect();
    out.extend(
        commands(file, pod, event, &l)
            .into_iter()
            .map(|c| format!("  {c}")),
    );
    out
}

/// The commands that act on each stale round and dropped player still
/// paired of `event` (pod `pod`, 1-based, of a night of several): one
/// line each, to print under the warnings.
pub fn commands(file: &Path, pod: Option<usize>, event: &Event, life: &Life) -> Vec<String> {
    let f = super::shell::word(&file.display().to_string());
    let on = |round: u32| match pod {
        Some(p) => format!("{f} --pod {p} --round {round}"),
        None => format!("{f} --round {round}"),
    };
    let mut out = Vec::new();
    for s in &life.stale {
        if s.repair.is_ok() {
            out.push(t!(
                CliActRepair,
                round = s.round,
                command = format!("podsheet repair {}", on(s.round))
            ));
        }
        // A bracket round is never kept with players the results sent
        // elsewhere (engine::life::act::keep refuses it).
        if !event.is_playoff_round(s.round) {
            out.push(t!(
                CliActKeep,
                round = s.round,
                command = format!("podsheet keep {}", on(s.round))
            ));
        }
    }
    // A stale cut: cut again (its first playoff round re-paired) or keep it.
    if let (Some(stale), Some(cut)) = (&life.cut, &event.cut) {
        let first = cut.after_round + 1;
        if stale.recut.is_ok() {
            let command = format!("podsheet repair {}", on(first));
            out.push(t!(CliActRecut, command = command));
        }
        let command = format!("podsheet keep {}", on(first));
        out.push(t!(CliActKeepCut, command = command));
    }
    for d in &life.dropped {
        let Some(m) = event
            .rounds
            .get(d.round as usize - 1)
            .and_then(|r| r.matches.get(d.index))
        else {
            continue;
        };
        let Some(opponent) = (if m.a == d.player { m.b } else { Some(m.a) }) else {
            continue;
        };
        if !event.player(opponent).active_in(d.round) {
            continue;
        }
        let name = &event.player(d.player).name;
        out.push(t!(
            CliActGive,
            name = event.player(opponent).name.as_str(),
            round = d.round,
            command = format!(
                "podsheet give {} --player {}",
                on(d.round),
                super::shell::word(name)
            )
        ));
    }
    out
}

/// Prints each stale thing of `night`'s pods on stderr once, with the
/// commands that act on it: for `serve`, at start, after each write of
/// the phones' results and whenever it reads the file again.
#[derive(Debug, Default)]
pub struct Watch {
    said: Vec<String>,
}

impl Watch {
    /// Says what is new since the last call.
    pub fn warn(&mut self, file: &Path, night: &Night) {
        let several = night.pods.len() > 1;
        let mut now = Vec::new();
        for (i, event) in night.pods.iter().enumerate() {
            let lines = warning_lines(file, several.then_some(i + 1), event, true);
            if !lines.is_empty() {
                now.push(lines.join("\n"));
            }
        }
        for w in &now {
            if !self.said.contains(w) {
                eprintln!("{w}");
            }
        }
        self.said = now;
    }
}
