//! Where TOM's own standings (a Pokémon TOM export's) place a player
//! otherwise than Podsheet, said in words a parent follows: both places,
//! and which of TOM's own readings of a point the handbook leaves open
//! moved them ([`crate::engine::file_places`]), or that Podsheet cannot
//! tell. Never "by the rules": both orders follow the handbook where it
//! speaks.

use crate::engine::file_places::{PlaceDiff, Why};
use crate::model::{Event, PlayerId};
use crate::text::i18n::{Lang, and_list};
use crate::tl;

/// "Sam: place 17 in TOM's own standings, 19 in Podsheet's. Sam dropped
/// after round 1, and TOM keeps …".
pub fn file_place(lang: Lang, event: &Event, d: &PlaceDiff) -> String {
    let names = super::short_names(event);
    let name = |p: PlayerId| names.get(p.0).cloned().unwrap_or_default();
    let why: Vec<String> = d
        .why
        .iter()
        .map(|w| reason(lang, event, d.player, w, &name))
        .collect();
    tl!(lang; FilePlaceLine,
        name = name(d.player),
        file = d.file,
        place = d.place,
        why = why.join(" "))
}

/// One reason in words.
fn reason(
    lang: Lang,
    event: &Event,
    p: PlayerId,
    why: &Why,
    name: &dyn Fn(PlayerId) -> String,
) -> String {
    match why {
        Why::TheirDrop { after } => {
            tl!(lang; FilePlaceWhyTheirDrop, name = name(p), round = *after)
        }
        Why::OthersDropped(who) => {
            let list: Vec<String> = who
                .iter()
                .map(|&(q, after)| tl!(lang; FilePlaceDroppedAfter, name = name(q), round = after))
                .collect();
            tl!(lang; FilePlaceWhyOthersDrop, names = and_list(lang, &list), count = list.len())
        }
        Why::TheirLateEntry => tl!(lang; FilePlaceWhyTheirLate, name = name(p)),
        Why::OthersLate(who) => {
            let list: Vec<String> = who.iter().map(|&q| name(q)).collect();
            tl!(lang; FilePlaceWhyOthersLate, names = and_list(lang, &list), count = list.len())
        }
        Why::Rounded => tl!(lang; FilePlaceWhyRounded),
        Why::Unknown => {
            let _ = event;
            tl!(lang; FilePlaceWhyUnknown, name = name(p))
        }
    }
}
