//! The playoff on the phones: each bracket of the cut (one for each age
//! division that cuts), round by round, the final placing once its final
//! is in, and whether its seeds may still change.

use super::Source;
use crate::engine::playoff::{self, Bracket, Part};
use crate::model::PlayerId;
use crate::t;
use maud::{Markup, html};

/// The playoff after the cut, round by round, and the final placing once
/// the final is in; nothing for an event without a cut. A cut by age
/// division shows each division's bracket under its name.
pub(super) fn playoff(s: &Source) -> Markup {
    let ranked = &s.snapshot.standings.order;
    let parts = playoff::parts(&s.event, ranked);
    html! {
        @for part in &parts {
            @if let Ok(b) = &part.bracket {
                (bracket(s, part, b))
            }
        }
    }
}

/// One bracket: its heading, whether its seeds may change or were kept,
/// its rounds, and its placing once its final is in.
fn bracket(s: &Source, part: &Part, b: &Bracket) -> Markup {
    let ev = &s.event;
    // A division's bracket is seeded from, and places, its own players.
    let ranked = match part.division {
        Some(_) => &part.ranked,
        None => &s.snapshot.standings.order,
    };
    let heading = t!(PlayoffHeading, top = b.top);
    let heading = match part.division {
        Some(d) => t!(
            DivisionSays,
            division = crate::text::i18n::say_in(crate::text::i18n::current(), &d.said()),
            what = heading
        ),
        None => heading,
    };
    let seed = |p: PlayerId| b.seeds.iter().position(|&q| q == p).map_or(0, |i| i + 1);
    let who = |p: PlayerId| {
        format!(
            "({}) {}",
            seed(p),
            crate::text::isolate_if_needed(&ev.player(p).name)
        )
    };
    let cut_open = s
        .snapshot
        .life
        .cut
        .as_ref()
        .is_some_and(|c| c.recut.is_ok());
    // After a fix to a Swiss result the cut stands (docs/rules.md §6):
    // the seeds a standings place no longer gives, each with its place now.
    let moved: Vec<String> = b
        .seeds
        .iter()
        .enumerate()
        .filter(|&(i, &p)| ranked.get(i) != Some(&p))
        .map(|(i, &p)| {
            let place = ranked
                .iter()
                .position(|&q| q == p)
                .map_or_else(|| t!(WebNotRanked), |k| t!(Ordinal, n = k + 1));
            t!(
                WebSeedNow,
                seed = i + 1,
                name = crate::text::isolate_if_needed(&ev.player(p).name),
                place = place
            )
        })
        .collect();
    html! {
        h2 { (heading) }
        @if cut_open {
            // A Swiss result changed after the cut and no playoff result
            // is in: the store may still cut again.
            p.changed { (t!(WebCutMayChange)) }
        } @else if !moved.is_empty() {
            p.changed { (t!(WebSeedsKept)) }
            ul { @for m in &moved { li { (m) } } }
        }
        @for (r, round) in b.rounds.iter().enumerate() {
            h3 { (playoff::round_name(b.top, r).to_string()) }
            ul.bracket {
                @for (i, m) in round.iter().enumerate() {
                    @let letter = part.letter(b.top, r, i);
                    @let side = |k: usize, p: Option<PlayerId>| match p {
                        Some(p) => who(p),
                        None => t!(SourceWinner, letter = part.letter(b.top, r.saturating_sub(1), 2 * i + k)),
                    };
                    li {
                        @match (m.score, m.winner) {
                            // A drawn playoff score: held in its box, said so.
                            (Some(sc), None) if m.held.is_some() => {
                                (t!(PlayoffBoxHeld, letter = letter, a = side(0, m.a), b = side(1, m.b),
                                    score = sc.to_string(), why = m.held.as_ref().map(|w| w.to_string()).unwrap_or_default()))
                            },
                            // The final's winner wins the event: nobody goes on.
                            (Some(sc), Some(w)) if r + 1 == b.rounds.len() => {
                                (t!(PlayoffFinalResult, letter = letter, a = side(0, m.a), b = side(1, m.b),
                                    score = sc.to_string(), winner = crate::text::isolate_if_needed(&ev.player(w).name)))
                            },
                            (Some(sc), Some(w)) => {
                                (t!(PlayoffBoxResult, letter = letter, a = side(0, m.a), b = side(1, m.b),
                                    score = sc.to_string(), winner = crate::text::isolate_if_needed(&ev.player(w).name)))
                            },
                            _ => { (t!(PlayoffBox, letter = letter, a = side(0, m.a), b = side(1, m.b))) },
                        }
                    }
                }
            }
        }
        @if let Some(placing) = b.placing(ranked) {
            h3 { (t!(PlayoffPlacing)) }
            ol.placing {
                @for (place, p) in placing.iter().take(b.top) {
                    li { (t!(PlayoffPlace, place = *place, name = crate::text::isolate_if_needed(&ev.player(*p).name))) }
                }
            }
        }
    }
}
