//! One player's page: their matches, their place, and why they are there
//! — the explanation sentences of their tie group and how they compare
//! with the players just above and below, from the same
//! [`Explainer`] the app, the CLI and the PDF use.

use super::parts::{base, held_at, outcome};
use super::{Board, Source};
use crate::model::PlayerId;
use crate::t;
use crate::text::explain::Explainer;
use crate::text::sheet::table_of;
use maud::{Markup, html};

/// "1st", "2nd", "3rd", "4th", "11th", "22nd": CLDR's ordinal rules, in
/// the page's language.
fn ordinal(n: usize) -> String {
    t!(Ordinal, n = n)
}

/// The page title and body for player `number`, or `None` if no player
/// has that number.
pub(super) fn page(board: &Board, pod: usize, s: &Source, number: u32) -> Option<(String, Markup)> {
    let ev = &s.event;
    let p = PlayerId(ev.players.iter().position(|pl| pl.number == number)?);
    let player = ev.player(p);
    // With age divisions, the player's place and its reasons are within
    // their own division, as the standings page ranks them.
    let st = s.snapshot.standings_of(p);
    let ex = Explainer::new(ev, st);
    let r = &st.records[p.0];
    let rank = st.rank_of(p);
    let b = base(board, pod);
    let link = |q: PlayerId| format!("{b}/player/{}", ev.player(q).number);
    // Each name isolated, like <bdi>, so none reorders what is around it.
    let shown = |q: PlayerId| crate::text::isolate_if_needed(&ev.player(q).name);
    let forms = crate::text::name_forms(ev.players.iter().map(|p| p.name.as_str()));
    let isolated = |t: &str| crate::text::isolate_names(t, forms.iter().map(String::as_str));
    let why: Vec<String> = match (rank, st.group_of(p)) {
        (None, _) => vec![t!(PairDisqualified, name = ex.name(p))],
        (Some(_), Some(g)) => ex.group(g),
        (Some(k), None) => vec![t!(WebNotTied, name = ex.name(p), place = ordinal(k))],
    };
    // The comparisons with the neighbours in the ranking: why the one
    // above is above, and why this player is above the one below.
    let neighbours: Vec<(PlayerId, String)> = match rank {
        Some(k) => [k.checked_sub(2), Some(k)]
            .into_iter()
            .flatten()
            .filter_map(|i| st.order.get(i).copied())
            .map(|q| (q, ex.pair(q, p)))
            .collect(),
        None => Vec::new(),
    };
    // After a cut, the playoff decides the place of its players: their
    // place once known (the champion 1st), how they got there, and the
    // Swiss place below it.
    let cut = playoff_part(ev, &st.order, &s.snapshot.places, p);
    let place = cut.as_ref().map_or(rank, |c| c.place);
    let body = html! {
        p.muted.event { (crate::text::room::event_name(ev)) }
        h1 { (shown(p)) }
        // A dropped player's own page says so, as the standings mark them.
        @if let Some(mark) = crate::text::life::dropped_mark(ev, p) {
            p.dropped { (mark) }
        }
        p.place {
            @match place {
                // Within their own age division, said with it.
                Some(k) => { span.big {
                    @match s.snapshot.shown_rank(p).and_then(|(_, d)| d) {
                        Some(d) => (t!(WebPlaceOfDivision, place = ordinal(k), count = st.order.len(),
                            division = crate::text::i18n::say_in(crate::text::i18n::current(), &d.said()))),
                        None => (t!(WebPlaceOf, place = ordinal(k), count = st.order.len())),
                    }
                } },
                None if cut.is_some() => { span.big { (t!(WebInThePlayoff)) } },
                None => { (t!(WebNotRanked)) },
            }
            " · " (t!(WebPointsRecord, points = r.match_points, record = r.match_line()))
        }
        // Where TOM's own standings (the file's) place them otherwise, and why.
        @if let Some(d) = s.snapshot.file_place(p) {
            p.why.file-place { (isolated(&crate::text::explain::file_place(crate::text::i18n::current(), ev, d))) }
        }
        @if let Some(c) = &cut {
            h2 {
                @match c.place {
                    Some(k) => { (t!(WebWhyPlace, place = ordinal(k))) },
                    None => { (t!(WebPlayoffSoFar)) },
                }
            }
            @for line in &c.lines { p.why { (isolated(line)) } }
        }
        @if board.show_decks && !(player.deck.is_empty() && player.first_pick.is_empty()) {
            p.muted {
                @if !player.deck.is_empty() { (t!(WebDeck, deck = &player.deck)) }
                @if !player.deck.is_empty() && !player.first_pick.is_empty() { " · " }
                @if !player.first_pick.is_empty() { (t!(WebFirstPick, card = &player.first_pick)) }
            }
        }
        h2 { (t!(WebMatches)) }
        table.matches {
            thead { tr { th.num { (t!(WebRound)) } th { (t!(WebOpponent)) } th { (t!(WebResult)) } } }
            tbody {
                @for (ri, round) in ev.rounds.iter().enumerate() {
                    @for (i, m) in round.matches.iter().enumerate().filter(|(_, m)| m.involves(p)) {
                        tr {
                            @let r = ri as u32 + 1;
                            @if ev.is_playoff_round(r) {
                                td { (crate::engine::playoff::name_of_table(ev, r, i).to_string()) }
                            } @else {
                                td.num { (r) }
                            }
                            @let opponent = if m.a == p { m.b } else { Some(m.a) };
                            @match opponent {
                                Some(o) => { td { a href=(link(o)) { (shown(o)) } } },
                                None => { td { em { (t!(WebBye)) } } },
                            }
                            td {
                                @match (m.b.is_some(), outcome(ev, round, m, p, held_at(&s.snapshot.held, r, i))) {
                                    (false, _) => { (t!(WebBye)) },
                                    (true, Some(text)) => { (isolated(&text)) },
                                    (true, None) => {
                                        span.muted { (t!(WebTableNotIn, table = table_of(ev, &round.matches, i))) }
                                        @if m.extra_minutes > 0 { " " span.extra { (t!(WebExtraMinutes, minutes = m.extra_minutes)) } }
                                    },
                                }
                            }
                        }
                    }
                }
            }
        }
        h2 {
            @match (rank, &cut) {
                (Some(k), Some(_)) => { (t!(WebWhySwissPlace, place = ordinal(k))) },
                (Some(k), None) => { (t!(WebWhyPlace, place = ordinal(k))) },
                (None, _) => { (t!(WebWhyNotRanked)) },
            }
        }
        @for para in &why { p.why { (isolated(para)) } }
        @if !neighbours.is_empty() {
            h2 { (t!(WebCompared)) }
            @for (q, text) in &neighbours {
                p.why {
                    a href=(link(*q)) { (shown(*q)) } ": " (isolated(text))
                }
            }
        }
    };
    Some((
        format!("{} — {}", shown(p), crate::text::room::event_name(ev)),
        body,
    ))
}

/// A playoff player's part of the page: their final place once known,
/// and their way through the bracket, a sentence a match.
struct PlayoffPart {
    place: Option<usize>,
    lines: Vec<String>,
}

/// [`PlayoffPart`] for `p`, if the event is cut and `p` made the cut.
fn playoff_part(
    ev: &crate::model::Event,
    ranked: &[PlayerId],
    places: &[Option<usize>],
    p: PlayerId,
) -> Option<PlayoffPart> {
    use crate::engine::playoff;
    // The bracket `p` was seeded in (their division's, in a cut by
    // division), and their Swiss place in the standings it seeds from.
    let part = playoff::parts(ev, ranked)
        .into_iter()
        .find(|part| part.bracket.as_ref().is_ok_and(|b| b.seeds.contains(&p)))?;
    let ranked = if part.division.is_some() {
        &part.ranked
    } else {
        ranked
    };
    let b = part.bracket.ok()?;
    let seed = b.seeds.iter().position(|&s| s == p)? + 1;
    let swiss = ranked.iter().position(|&q| q == p).map_or(0, |i| i + 1);
    // The snapshot's places: the bracket is not worked out twice.
    let place = places.get(p.0).copied().flatten();
    let mut lines = vec![t!(
        WebPlayoffSeed,
        seed = seed,
        top = b.top,
        swiss = ordinal(swiss)
    )];
    for (r, round) in b.rounds.iter().enumerate() {
        let name = playoff::round_name(b.top, r).to_string();
        for m in round.iter().filter(|m| m.a == Some(p) || m.b == Some(p)) {
            let Some(o) = (if m.a == Some(p) { m.b } else { m.a }) else {
                continue;
            };
            let opponent = ev.player(o).name.clone();
            lines.push(match (m.score, m.winner) {
                (Some(s), Some(w)) => {
                    let mine = if m.a == Some(p) { s } else { s.flipped() };
                    if w == p {
                        t!(
                            WebPlayoffWon,
                            round = name,
                            opponent = opponent,
                            score = mine.to_string()
                        )
                    } else {
                        t!(
                            WebPlayoffLost,
                            round = name,
                            opponent = opponent,
                            score = mine.to_string()
                        )
                    }
                }
                _ => t!(WebPlayoffToPlay, round = name, opponent = opponent),
            });
        }
    }
    Some(PlayoffPart { place, lines })
}

#[cfg(test)]
mod tests {
    use super::ordinal;

    #[test]
    fn ordinals_read_as_spoken() {
        let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]
            .into_iter()
            .map(ordinal)
            .collect();
        assert_eq!(
            got,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
                "111th"
            ]
        );
    }
}
