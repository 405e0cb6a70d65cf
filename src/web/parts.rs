//! Pieces both kinds of page use: where a pod's pages live and a match's
//! result from one player's side (its table: `text::sheet::table_of`).

use super::Board;
use crate::engine::pairing::valid::Impossible;
use crate::model::{Event, Match, PlayerId, Round};

/// The held result of round `round`'s match `index`, if it is one.
pub(super) fn held_at(held: &[Impossible], round: u32, index: usize) -> Option<&Impossible> {
    held.iter().find(|h| h.round == round && h.index == index)
}

/// Where one event's pages live: the site root for the only event, else
/// `/pod/K`.
pub(super) fn base(board: &Board, pod: usize) -> String {
    crate::io::night_file::pod_path(pod, board.sources.len())
}

/// A match's result from `p`'s side ("won 2-1", "lost 0-2", "drew 1-1"),
/// or `None` until entered. A match given to a dropped player's opponent
/// says so instead of a score nobody played ("match given: Bob dropped");
/// a result that cannot happen (`held`, from the snapshot) says it is held
/// and counts nowhere, never "won 3-2".
pub(super) fn outcome(
    ev: &Event,
    round: &Round,
    m: &Match,
    p: PlayerId,
    held: Option<&Impossible>,
) -> Option<String> {
    if let Some((out, to)) = crate::text::life::given(round, m) {
        return Some(match p == to {
            true => crate::t!(PdfGivenWin, name = ev.player(out).name.as_str()),
            false => crate::t!(PdfDroppedOut, name = ev.player(to).name.as_str()),
        });
    }
    let score = m.result()?;
    let mine = if m.a == p { score } else { score.flipped() };
    let score = mine.to_string();
    if let Some(h) = held {
        return Some(crate::text::life::held_result(&score, &h.why));
    }
    Some(match m.winner() {
        Some(w) if w == p => crate::t!(WebWon, score = score),
        Some(_) => crate::t!(WebLost, score = score),
        None => crate::t!(WebDrew, score = score),
    })
}
