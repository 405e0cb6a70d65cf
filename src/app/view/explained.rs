//! The explanation panel's sentences for the pod's selection (a tie
//! group step by step, or what orders two chosen players), made once per
//! change with the view: two players of different age divisions are
//! ranked apart, and where TOM's own standings place a player otherwise
//! the sentences say so.

use super::selection::Selection;
use crate::engine::Snapshot;
use crate::model::Event;
use crate::t;
use crate::text::explain::Explainer;

/// The sentences for the selection.
pub fn paragraphs(event: &Event, snapshot: &Snapshot, sel: &Selection) -> Vec<String> {
    // With age divisions, each player is explained within their own
    // division; two of different divisions are ranked apart.
    if let [Some(a), Some(b)] = sel.pair {
        if a == b {
            return vec![t!(ExplainChooseTwoDifferentPlayers)];
        }
        let place = |p| snapshot.shown_rank(p).map(|(k, _)| k);
        let lang = crate::text::i18n::current();
        if let Some(apart) = crate::text::explain::apart(lang, event, (a, b), &place) {
            return vec![apart];
        }
        return vec![Explainer::new(event, snapshot.standings_of(a)).pair(a, b)];
    }
    if let Some(p) = sel.group_of {
        let st = snapshot.standings_of(p);
        let ex = Explainer::new(event, st);
        let mut out = match st.group_of(p) {
            Some(g) => ex.group(g),
            None => vec![t!(ExplainIsNotTiedWithAnyone, value = ex.name(p))],
        };
        // Where TOM's own standings place them otherwise, and why.
        if let Some(d) = snapshot.file_place(p) {
            let lang = crate::text::i18n::current();
            out.push(crate::text::explain::file_place(lang, event, d));
        }
        return out;
    }
    vec![t!(ExplainClickAPlayerInThe)]
}
