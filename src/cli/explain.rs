//! `podsheet explain`: the tie sentences of every group, one player's
//! group, or why one player is above another; each age division apart.

use super::output::{self, Failure, bad};
use crate::engine::ranking;
use crate::model::{Event, Preset};
use crate::t;
use crate::text::explain::Explainer;

/// The explanation `explain FILE [--player NAME]...` prints.
pub(super) fn explain(
    event: &Event,
    preset: &Preset,
    players: &[String],
    file: &str,
) -> Result<String, Failure> {
    let swiss = event.swiss_part();
    // Each age division is ranked (and so explained) apart.
    let parts = ranking::rank_parts(&swiss, &preset.options());
    // Accent- and case-blind, as `season` matches names.
    let ids = players
        .iter()
        .map(|n| output::player_named(event, n, file))
        .collect::<Result<Vec<_>, _>>()?;
    let mut out = String::new();
    // The part a player is ranked in (the first part if none).
    let part_of = |p: crate::model::PlayerId| {
        parts
            .iter()
            .find(|(_, st)| st.order.contains(&p))
            .unwrap_or(&parts[0])
    };
    let st = &part_of(ids.first().copied().unwrap_or(crate::model::PlayerId(0))).1;
    let ex = Explainer::new(event, st);
    match ids.as_slice() {
        [] => {
            if parts.iter().all(|(_, st)| !st.has_ties()) {
                out.push_str(&t!(ExplainNoTies));
                out.push('\n');
            }
            let mut first = true;
            for (d, st) in &parts {
                let ex = Explainer::new(event, st);
                let groups = ex.all();
                if groups.is_empty() {
                    continue;
                }
                if let Some(d) = d {
                    if !first {
                        out.push('\n');
                    }
                    out.push_str(&crate::text::i18n::tr_in(
                        crate::text::i18n::current(),
                        d.name_msg(),
                        &[],
                    ));
                    out.push('\n');
                }
                for (i, g) in groups.into_iter().enumerate() {
                    if i > 0 || (!first && d.is_none()) {
                        out.push('\n');
                    }
                    out.push_str(&g.join("\n"));
                    out.push('\n');
                }
                first = false;
            }
        }
        [p] => match st.group_of(*p) {
            Some(g) => {
                out.push_str(&ex.group(g).join("\n"));
                out.push('\n');
            }
            None => match st.rank_of(*p) {
                Some(r) => {
                    out.push_str(&t!(
                        ExplainNotTied,
                        name = event.player(*p).name.as_str(),
                        rank = r,
                        points = st.records[p.0].match_points
                    ));
                    out.push('\n');
                }
                None => {
                    out.push_str(&t!(PairDisqualified, name = event.player(*p).name.as_str()));
                    out.push('\n');
                }
            },
        },
        [a, b] => {
            // Two players of different divisions are ranked apart: the
            // explanation says so, with each one's place in their own.
            let place = |p| part_of(p).1.rank_of(p);
            let lang = crate::text::i18n::current();
            match crate::text::explain::apart(lang, event, (*a, *b), &place) {
                Some(apart) => out.push_str(&apart),
                None => out.push_str(&ex.pair(*a, *b)),
            }
            out.push('\n');
        }
        _ => {
            return Err(bad(t!(CliExplainPlayers)));
        }
    }
    // Where TOM's own standings place the player otherwise, and why.
    if let [p] = ids.as_slice() {
        let st = &part_of(*p).1;
        let lang = crate::text::i18n::current();
        if let Some(d) = crate::engine::file_places::differences(&swiss, st)
            .into_iter()
            .find(|d| d.player == *p)
        {
            out.push_str(&crate::text::explain::file_place(lang, event, &d));
            out.push('\n');
        }
    }
    // A terminal does its own bidi, or none: a name's controls are dropped
    // so none can reorder the sentence around it.
    Ok(crate::text::strip_controls(&out))
}
