//! Pieces both kinds of page use: where a pod's pages live and a match's
//! result from one player's side (its table: `text::sheet::table_of`).

use super::Board;
use crate::model::{Event, Match, PlayerId, Round};

/// Where one event's pages live: the site root for the only event, else
/// `/pod/K`.
pub(super) fn base(board: &Board, pod: usize) -> String {
    crate::io::night_file::pod_path(pod, board.sources.len())
}

/// A match's result from `p`'s side in its game's words ("won 2-1",
/// "lost 0-2", "drew 1-1", a Pokémon "tied 0-0-1", "double loss"), or
/// `None` until entered. A match given to a dropped player's opponent
/// says so instead of a score nobody played ("match given: Bob dropped").
pub(super) fn outcome(ev: &Event, round: &Round, m: &Match, p: PlayerId) -> Option<String> {
    if let Some((out, to)) = crate::text::life::given(round, m) {
        return Some(match p == to {
            true => crate::t!(PdfGivenWin, name = ev.player(out).name.as_str()),
            false => crate::t!(PdfDroppedOut, name = ev.player(to).name.as_str()),
        });
    }
    let score = m.result()?;
    let mine = if m.a == p { score } else { score.flipped() };
    Some(crate::text::result::outcome(ev.rules.game(), mine))
}
