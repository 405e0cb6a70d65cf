//! The phones' reports of one pod as the panels show them: each open
//! match with reports, how they read, why the owner must look, and where
//! each report came from, read once per change of the pod.

use crate::engine::Snapshot;
use crate::engine::reports::{self, Place, State};
use crate::model::{Event, Said};

/// One open match with reports.
#[derive(Debug, Clone)]
pub struct ReportRow {
    /// Its round (1-based) and index.
    pub place: Place,
    /// Where its reports stand.
    pub state: State,
    /// A code of the match, to accept a result with.
    pub code: Option<String>,
    /// Why no report may land in it now (the owner settles a problem of
    /// the match first).
    pub flagged: Option<Said>,
    /// Where each report came from, in words (whose half, which phone,
    /// which address, when).
    pub history: Vec<String>,
}

/// Every open match of `event` with reports, and how many of them two
/// players agreed on and may be accepted (its words in the app's
/// language now).
pub fn rows(event: &Event, snapshot: &Snapshot) -> (Vec<ReportRow>, usize) {
    let waiting = reports::waiting(event);
    if waiting.is_empty() {
        return (Vec::new(), 0);
    }
    let agreed = reports::agreed(event, &snapshot.problems).len();
    let rows = waiting
        .into_iter()
        .filter_map(|((round, index), reading)| {
            let m = event.rounds.get(round as usize - 1)?.matches.get(index)?;
            Some(ReportRow {
                place: (round, index),
                code: reading.reports.first().map(|r| r.code.clone()),
                flagged: reports::flagged(event, &snapshot.problems, round, index),
                history: crate::text::reports::history(
                    event,
                    m,
                    &reading,
                    &crate::text::clock::local_time,
                ),
                state: reading.state,
            })
        })
        .collect();
    (rows, agreed)
}
