//! `serve --reports`: the players report results from their phones, and
//! this process writes them into the event file (docs/cli.md), running a
//! round's life as the app does. It holds the file's lock while it runs
//! (one writer per file). Each time reports come in:
//! - they are kept in the file (a crash loses none);
//! - a result the two players agreed on, each on their own phone, is
//!   accepted at once (never one flagged as a problem); a dispute, or
//!   anything odd, is said on stderr and waits for the owner;
//! - the next boxes are paired as results land, every newly paired match
//!   gets the codes of its slip's halves, and stale rounds are said on
//!   stderr with the command that acts on them;
//! - the file is written (atomically, as the app saves) and the phones
//!   are shown the file as written.
//!
//! Nothing already in the file is ever changed by a phone.

use crate::engine::reports::{self, State};
use crate::io;
use crate::model::{AcceptedBy, Event, GameScore, Night, PhoneReport};
use crate::web::Desk;
use std::path::Path;

/// Tables a change paired in one round of one pod.
#[derive(Debug, Clone)]
pub struct Paired {
    /// The pod (0-based in the night).
    pub pod: usize,
    /// The event's name, as the room calls it.
    event: String,
    round: String,
    tables: usize,
    /// Tables paired before (in the file) that were given their codes now.
    coded: bool,
}

impl Paired {
    /// `tables` tables of round `r` (0-based) of pod `pod`'s `event`,
    /// paired now, or given their codes now (`coded`).
    fn of(event: &Event, pod: usize, r: usize, tables: usize, coded: bool) -> Paired {
        Paired {
            pod,
            event: crate::text::room::event_name(event),
            round: crate::engine::playoff::name_of_round(event, r as u32 + 1).to_string(),
            tables,
            coded,
        }
    }

    /// "Friday draft — Pod 2, Round 3: 2 tables paired; their slips carry
    /// the players' codes (podsheet pdf night.podsheet --pod 2 --kind
    /// slips --address http://…)": the command that prints them as is.
    pub fn line(&self, file: &Path, pods: usize, url: &str) -> String {
        let f = super::shell::word(&file.display().to_string());
        let pod = if pods > 1 {
            format!(" --pod {}", self.pod + 1)
        } else {
            String::new()
        };
        // Each pod's slips to a file of their own: pasting both lines of a
        // night must not print the second pod's over the first's.
        let out = if pods > 1 {
            format!("slips-pod-{}.pdf", self.pod + 1)
        } else {
            "slips.pdf".to_string()
        };
        let command = format!("podsheet pdf {f}{pod} --kind slips --address {url} -o {out}");
        if self.coded {
            return crate::t!(
                CliServeCoded,
                event = self.event.as_str(),
                round = self.round.as_str(),
                tables = self.tables,
                command = command
            );
        }
        crate::t!(
            CliServePaired,
            event = self.event.as_str(),
            round = self.round.as_str(),
            tables = self.tables,
            command = command
        )
    }
}

/// Brings every pod of `night` up to date (the next boxes, settled rounds,
/// every match to be played with its codes, one code per half in the
/// room). Returns whether anything changed, and the tables each round
/// gained.
pub fn bring_up_to_date(night: &mut Night) -> (bool, Vec<Paired>) {
    let now = jiff::Timestamp::now().to_string();
    let mut roll = rand::random::<u64>;
    let mut changed = false;
    let mut lines = Vec::new();
    // Codes two pods share (files made apart) are given again first, and
    // every open match without codes gets them (a file written elsewhere).
    let mut next = || reports::code_from(rand::random::<u64>());
    let uncoded: Vec<Vec<usize>> = night.pods.iter().map(uncoded_per_round).collect();
    changed |= reports::code_room(&mut night.pods, &mut next)
        .into_iter()
        .any(|c| c);
    for (i, was) in uncoded.iter().enumerate() {
        let event = &night.pods[i];
        let now = uncoded_per_round(event);
        for (r, (&was, &now)) in was.iter().zip(&now).enumerate() {
            if was > now {
                lines.push(Paired::of(event, i, r, was - now, true));
            }
        }
    }
    for i in 0..night.pods.len() {
        let taken = reports::codes_besides(&night.pods, i);
        let event = &mut night.pods[i];
        let before = tables_per_round(event);
        let after = crate::engine::life::after_change(event, &taken, &mut roll, &now);
        changed |= after.replaced.is_some();
        let now_tables = tables_per_round(event);
        for (r, &n) in now_tables.iter().enumerate() {
            // The tables this change paired, not the round's whole count.
            let was = before.get(r).copied().unwrap_or(0);
            if n > was {
                lines.push(Paired::of(event, i, r, n - was, false));
            }
        }
    }
    (changed, lines)
}

/// How many open matches with an opponent and no codes each round has.
fn uncoded_per_round(event: &Event) -> Vec<usize> {
    event
        .rounds
        .iter()
        .map(|r| {
            r.matches
                .iter()
                .filter(|m| m.b.is_some() && m.result().is_none() && m.codes.is_none())
                .count()
        })
        .collect()
}

/// How many matches with an opponent each round has.
fn tables_per_round(event: &Event) -> Vec<usize> {
    event
        .rounds
        .iter()
        .map(|r| r.matches.iter().filter(|m| m.b.is_some()).count())
        .collect()
}

/// Writes the desk's reports into the file as they come.
pub struct Writer {
    desk: Desk,
    /// The number of the last report kept in the file.
    seen: u64,
    /// Lines already said (disputes, held matches, stale rounds): each once.
    said: Vec<String>,
    /// Warnings about matches accepted in the last write (a phone that met
    /// its limit on a half before the other half landed), said next.
    pending: Vec<String>,
    /// The address the phones reach, for the slips' command.
    pub url: String,
    /// The file served, as the owner's commands name it.
    pub file: String,
}

impl Writer {
    /// A writer for `desk`'s reports.
    pub fn new(desk: &Desk) -> Writer {
        Writer {
            desk: desk.clone(),
            seen: 0,
            said: Vec::new(),
            pending: Vec::new(),
            file: String::new(),
            url: String::new(),
        }
    }

    /// The number of the last report kept in the file (the board says it).
    pub fn seen(&self) -> u64 {
        self.seen
    }

    /// When reports came in: they go into the file with what follows from
    /// them. Returns the night as written, to show on the phones at once,
    /// and the lines to say after (`None`: nothing new, or the file could
    /// not be read or written — said on stderr, and tried again next time:
    /// the desk keeps the reports). Then [`Writer::say`].
    pub fn write_changes(&mut self, file: &Path) -> Option<(Night, Vec<String>)> {
        let (upto, new) = self.desk.take_since(self.seen);
        if upto == self.seen {
            return None;
        }
        let mut night = match io::load_night(file) {
            Ok(n) => n,
            Err(e) => {
                eprintln!("podsheet serve: {e}");
                return None;
            }
        };
        for r in new {
            keep(&mut night, r);
        }
        let mut out = self.accept_agreed(&mut night);
        let (_, paired) = bring_up_to_date(&mut night);
        let pods = night.pods.len();
        out.extend(paired.iter().map(|p| p.line(file, pods, &self.url)));
        if let Err(e) = io::night_file::save(&night, file) {
            eprintln!("{}", super::output::cannot_write(file, &e).message);
            return None;
        }
        self.seen = upto;
        Some((night, out))
    }

    /// Says what a write did (`lines`), then, once each, every match of
    /// `night` waiting for the owner and every stale round.
    pub fn say(&mut self, night: &Night, lines: &[String]) {
        for line in lines {
            say(line);
        }
        self.say_waiting(night);
    }

    /// Accepts every result two players agreed on (not flagged), pod by
    /// pod; a line for each.
    fn accept_agreed(&mut self, night: &mut Night) -> Vec<String> {
        let at = jiff::Timestamp::now().to_string();
        let mut lines = Vec::new();
        for event in &mut night.pods {
            let problems = crate::engine::validate::validate(event);
            for (code, result) in reports::agreed(event, &problems) {
                // A phone that met its limit on a half is named even when
                // the other half landed the result in the same write.
                if let Some(f) = reports::find(event, &code) {
                    let m = &event.rounds[f.round as usize - 1].matches[f.index];
                    if let Some(reading) = reports::read(&event.reports, m) {
                        let place =
                            crate::engine::validate::match_place(event, f.round, f.index, m);
                        self.pending
                            .extend(stuck_lines(event, m, &place, &reading.full));
                    }
                }
                if let Ok((round, index)) =
                    reports::accept(event, &code, result, &at, AcceptedBy::Agreement)
                {
                    lines.push(agreed_line(event, round, index, result));
                }
            }
        }
        lines
    }

    /// Says on stderr, once each, every match waiting for the owner (a
    /// dispute, something odd). Stale rounds are said by `serve` with the
    /// command that acts on each (`cli/life.rs`).
    fn say_waiting(&mut self, night: &Night) {
        for event in &night.pods {
            let mut lines = std::mem::take(&mut self.pending);
            for ((round, index), reading) in reports::waiting(event) {
                let m = &event.rounds[round as usize - 1].matches[index];
                let place = crate::engine::validate::match_place(event, round, index, m);
                match &reading.state {
                    State::Disputed { results } => lines.push(crate::t!(
                        CliServeDisputed,
                        place = place,
                        results = list(results),
                        file = self.file.as_str()
                    )),
                    // What each side claimed, so the owner on the console
                    // sees the other half's result too.
                    State::Held { why, results } => lines.push(crate::t!(
                        CliServeHeld,
                        place = place,
                        results = list(results),
                        why = crate::text::reports::why_held(event, m, why)
                    )),
                    _ => {}
                }
                lines.extend(stuck_lines(event, m, &place, &reading.full));
            }
            for line in lines {
                if !self.said.contains(&line) {
                    use std::io::Write;
                    let _ = writeln!(std::io::stderr(), "warning: {line}");
                    self.said.push(line);
                }
            }
        }
    }
}

/// Who can report no more on a half of `m`, and how many they sent: a
/// line each, naming the match at `place`.
fn stuck_lines(
    event: &Event,
    m: &crate::model::Match,
    place: &crate::model::Said,
    full: &[reports::Stuck<'_>],
) -> Vec<String> {
    full.iter()
        .map(|s| {
            crate::t!(
                CliServeStuck,
                place = place.clone(),
                why = crate::text::reports::stuck(event, m, s)
            )
        })
        .collect()
}

/// A line for people on stdout; a closed stdout (the terminal gone, a
/// script that stopped reading) never stops the serving.
pub fn say(line: &str) {
    use std::io::Write;
    let mut out = std::io::stdout();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// Keeps report `r` in the pod whose match has its code, while that match
/// is open (a report for a match re-paired or given a result since is
/// done).
fn keep(night: &mut Night, r: PhoneReport) {
    for event in &mut night.pods {
        if let Some(f) = reports::find(event, &r.code) {
            let m = &event.rounds[f.round as usize - 1].matches[f.index];
            if m.result().is_none() {
                event.reports.push(r);
            }
            return;
        }
    }
}

fn list(results: &[GameScore]) -> crate::model::Said {
    let items: Vec<crate::model::Said> = results
        .iter()
        .map(|s| crate::said!(Text, text = s.to_string()))
        .collect();
    crate::said!(CauseList, items = items)
}

/// "Round 3, table 13, box K (Scott vs Mariano): 2-1, both players
/// agree…; written": the round, the room's table and the box first, as
/// every other line names a match.
fn agreed_line(event: &Event, round: u32, index: usize, result: GameScore) -> String {
    let m = &event.rounds[round as usize - 1].matches[index];
    crate::t!(
        CliServeConfirmed,
        place = crate::engine::validate::match_place(event, round, index, m),
        score = result.to_string()
    )
}
