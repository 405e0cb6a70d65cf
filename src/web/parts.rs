//! Pieces both kinds of page use: where a pod's pages live, a match's
//! table and its result from one player's side.

use super::Board;
use crate::model::{Match, PlayerId};

/// Where one event's pages live: the site root for the only event, else
/// `/pod/K`.
pub(super) fn base(board: &Board, pod: usize) -> String {
    crate::io::night_file::pod_path(pod, board.sources.len())
}

/// The table of a match: its place in the round, with the sheet's box
/// letter where it has one ("3 (C)").
pub(super) fn table_of(m: &Match, index: usize) -> String {
    match &m.label {
        Some(l) if l.parse::<usize>().ok() != Some(index + 1) => format!("{} ({l})", index + 1),
        _ => (index + 1).to_string(),
    }
}

/// A match's result from `p`'s side ("won 2-1", "lost 0-2", "drew 1-1"),
/// or `None` until entered.
pub(super) fn outcome(m: &Match, p: PlayerId) -> Option<String> {
    let score = m.result()?;
    let mine = if m.a == p { score } else { score.flipped() };
    let score = mine.to_string();
    Some(match m.winner() {
        Some(w) if w == p => crate::t!(WebWon, score = score),
        Some(_) => crate::t!(WebLost, score = score),
        None => crate::t!(WebDrew, score = score),
    })
}
