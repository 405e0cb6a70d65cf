//! `serve --reports`: the players report results from their phones, and
//! this process writes them into the event file (docs/cli.md). A result
//! two phones agree on is written at once (atomically, as the app saves);
//! a pending or disputed report is kept in the file too, so a crash loses
//! none; a dispute is said on stderr and waits for the owner. Nothing
//! already in the file is ever changed by a phone. It holds the file's
//! lock while it runs: one writer per file (a file the app or another
//! command writes is refused, naming it).

use crate::engine::reports::{self, State};
use crate::io;
use crate::model::Night;
use crate::web::Desk;
use std::path::Path;

/// Gives every match to be played its report code (a file from an older
/// Podsheet has none); whether any was given.
pub fn give_codes(night: &mut Night) -> bool {
    let mut next = || reports::code_from(rand::random::<u64>());
    reports::code_room(&mut night.pods, &mut next)
        .into_iter()
        .any(|changed| changed)
}

/// Writes the desk's changes into the file as they come.
pub struct Writer {
    desk: Desk,
    seen: u64,
    /// Disputes already said, by code and results.
    said: Vec<(String, Vec<crate::model::GameScore>)>,
}

impl Writer {
    /// A writer for `desk`'s reports.
    pub fn new(desk: &Desk) -> Writer {
        Writer {
            desk: desk.clone(),
            seen: desk.generation(),
            said: Vec::new(),
        }
    }

    /// When the reports changed: each result two phones agree on goes into
    /// the file, the other reports are kept in it, and a new dispute is
    /// said on stderr.
    pub fn write_changes(&mut self, file: &Path) {
        let generation = self.desk.generation();
        if generation == self.seen {
            return;
        }
        let mut night = match io::load_night(file) {
            Ok(n) => n,
            // Tried again on the next change; the desk keeps the reports.
            Err(e) => {
                eprintln!("podsheet serve: {e}");
                return;
            }
        };
        let (generation, desk) = self.desk.reports_at();
        let mut accepted: Vec<(usize, String, String)> = Vec::new();
        for (pod, (event, rs)) in night.pods.iter_mut().zip(&desk).enumerate() {
            event.reports = rs.clone();
            for code in reports::codes(rs) {
                match reports::state(rs, code) {
                    Some(State::Confirmed { result }) => {
                        if let Ok((round, index)) = reports::accept(event, code, result) {
                            let line = confirmed_line(event, round, index);
                            accepted.push((pod, code.to_string(), line));
                        }
                    }
                    Some(State::Disputed { results }) => {
                        let key = (code.to_string(), results.clone());
                        if !self.said.contains(&key) {
                            eprintln!("warning: {}", disputed_line(event, code, &results));
                            self.said.push(key);
                        }
                    }
                    _ => {}
                }
            }
        }
        if let Err(e) = io::night_file::save(&night, file) {
            eprintln!("{}", super::output::cannot_write(file, &e).message);
            return;
        }
        self.seen = generation;
        for (pod, code, line) in accepted {
            self.desk.remove(pod, &code);
            println!("{line}");
        }
    }
}

/// "Table 3 (Scott vs Mariano): 2-1, both phones agree; written."
fn confirmed_line(event: &crate::model::Event, round: u32, index: usize) -> String {
    let r = &event.rounds[round as usize - 1];
    let m = &r.matches[index];
    crate::t!(
        CliServeConfirmed,
        table = crate::text::sheet::table_of(event, &r.matches, index),
        place = crate::engine::validate::match_place(event, round, index, m),
        score = m.score.map(|s| s.to_string()).unwrap_or_default()
    )
}

/// "Round 2, match 3 (Scott vs Mariano): the phones disagree (2-1, 1-2)".
fn disputed_line(
    event: &crate::model::Event,
    code: &str,
    results: &[crate::model::GameScore],
) -> String {
    let Some((round, index)) = reports::find(event, code) else {
        return String::new();
    };
    let m = &event.rounds[round as usize - 1].matches[index];
    let list: Vec<crate::model::Said> = results
        .iter()
        .map(|s| crate::said!(Text, text = s.to_string()))
        .collect();
    crate::t!(
        CliServeDisputed,
        place = crate::engine::validate::match_place(event, round, index, m),
        results = crate::said!(CauseList, items = list)
    )
}
