//! One player's page: their matches, their place, and why they are there
//! — the explanation sentences of their tie group and how they compare
//! with the players just above and below, from the same
//! [`Explainer`] the app, the CLI and the PDF use.

use super::parts::{base, outcome, table_of};
use super::{Board, Source};
use crate::model::PlayerId;
use crate::text::explain::Explainer;
use maud::{Markup, html};

/// "1st", "2nd", "3rd", "4th", "11th", "22nd".
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The page title and body for player `number`, or `None` if no player
/// has that number.
pub(super) fn page(board: &Board, pod: usize, s: &Source, number: u32) -> Option<(String, Markup)> {
    let ev = &s.event;
    let p = PlayerId(ev.players.iter().position(|pl| pl.number == number)?);
    let player = ev.player(p);
    let st = &s.snapshot.standings;
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
        (None, _) => vec![format!("{} is disqualified and not ranked.", ex.name(p))],
        (Some(_), Some(g)) => ex.group(g),
        (Some(k), None) => vec![format!(
            "{} is not tied with anyone on match points, so match points alone put them {}.",
            ex.name(p),
            ordinal(k)
        )],
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
    let body = html! {
        p.muted.event { (ev.name) }
        h1 { (shown(p)) }
        p.place {
            @match rank {
                Some(k) => { span.big { (ordinal(k)) } " of " (st.order.len()) },
                None => { "Not ranked" },
            }
            " · " (r.match_points) " points · " (r.match_line())
        }
        @if board.show_decks && !(player.deck.is_empty() && player.first_pick.is_empty()) {
            p.muted {
                @if !player.deck.is_empty() { "Deck: " (player.deck) }
                @if !player.deck.is_empty() && !player.first_pick.is_empty() { " · " }
                @if !player.first_pick.is_empty() { "First pick: " (player.first_pick) }
            }
        }
        h2 { "Matches" }
        table.matches {
            thead { tr { th.num { "Round" } th { "Opponent" } th { "Result" } } }
            tbody {
                @for (ri, round) in ev.rounds.iter().enumerate() {
                    @for (i, m) in round.matches.iter().enumerate().filter(|(_, m)| m.involves(p)) {
                        tr {
                            td.num { (ri + 1) }
                            @let opponent = if m.a == p { m.b } else { Some(m.a) };
                            @match opponent {
                                Some(o) => { td { a href=(link(o)) { (shown(o)) } } },
                                None => { td { em { "bye" } } },
                            }
                            td {
                                @match (m.b.is_some(), outcome(m, p)) {
                                    (false, _) => { "bye" },
                                    (true, Some(text)) => { (text) },
                                    (true, None) => { span.muted { "table " (table_of(m, i)) ", not in yet" } },
                                }
                            }
                        }
                    }
                }
            }
        }
        h2 {
            @match rank {
                Some(k) => { "Why " (ordinal(k)) "?" },
                None => { "Why not ranked?" },
            }
        }
        @for para in &why { p.why { (isolated(para)) } }
        @if !neighbours.is_empty() {
            h2 { "Compared with the players around you" }
            @for (q, text) in &neighbours {
                p.why {
                    a href=(link(*q)) { (shown(*q)) } ": " (isolated(text))
                }
            }
        }
    };
    Some((format!("{} — {}", shown(p), ev.name), body))
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
