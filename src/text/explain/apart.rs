//! Two players of different age divisions (Pokémon): each division is
//! ranked apart (docs/rules.md §8), so neither is ahead of the other, and
//! the explanation says so with each one's place in their own division,
//! never comparing them as if they were ranked together.

use crate::model::{Event, PlayerId};
use crate::text::i18n::{Lang, say_in};
use crate::tl;

/// "Ava and Yuki play in different age divisions, …", when `a` and `b`
/// do (`place_of`: a player's place within their own division); `None`
/// when they play in the same one, or the event has no divisions.
pub fn apart(
    lang: Lang,
    event: &Event,
    (a, b): (PlayerId, PlayerId),
    place_of: &dyn Fn(PlayerId) -> Option<usize>,
) -> Option<String> {
    if event.players.iter().all(|p| p.division.is_none()) {
        return None;
    }
    let (pa, pb) = (event.player(a), event.player(b));
    if pa.ranked_in() == pb.ranked_in() {
        return None;
    }
    let names = super::short_names(event);
    let name = |p: PlayerId| names.get(p.0).cloned().unwrap_or_default();
    let division = |p: &crate::model::Player| say_in(lang, &p.ranked_in().said());
    Some(tl!(lang; ExplainPairApart,
        a = name(a),
        b = name(b),
        a_division = division(pa),
        b_division = division(pb),
        a_place = place_of(a).unwrap_or(0),
        b_place = place_of(b).unwrap_or(0)))
}
