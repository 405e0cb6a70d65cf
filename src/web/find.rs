//! "Find your name", the front page of a night of several pods: every
//! drafter in name order with their pod, table and opponent this round,
//! each linking to their own page. The search field is a plain GET form
//! (`/?q=zoe`), so it narrows the list without JavaScript too; names are
//! matched folded (accents, case and full-width forms ignored).

use super::Board;
use super::parts::base;
use crate::model::{Event, PlayerId};
use crate::t;
use crate::text::{fold, isolate_if_needed};
use maud::{Markup, html};

/// One drafter's line.
struct Row<'a> {
    player: &'a crate::model::Player,
    name: &'a str,
    pod: usize,
    number: u32,
    table: Option<String>,
    opponent: Option<&'a str>,
    bye: bool,
}

/// Where `p` plays in the event's latest round: the table and the
/// opponent (`None` and a bye flag for a bye; nothing before round 1).
fn this_round(ev: &Event, p: PlayerId) -> (Option<String>, Option<&str>, bool) {
    let Some((_, round)) = ev.latest_round() else {
        return (None, None, false);
    };
    for (i, m) in round.matches.iter().enumerate() {
        let other = if m.a == p {
            m.b
        } else if m.b == Some(p) {
            Some(m.a)
        } else {
            continue;
        };
        // A given match is played at no table (the pod's pairings say why).
        let table = crate::text::life::table_to_go(ev, round, i);
        return match other {
            Some(o) => (table, Some(ev.player(o).name.as_str()), false),
            None => (None, None, true),
        };
    }
    (None, None, false)
}

/// The page's body: the search form, the drafters (narrowed by `query`)
/// and the pods. `asked`: the owner's link needed a pod, so say why this
/// page came instead.
pub fn find_ui(board: &Board, query: &str, asked: bool) -> Markup {
    let wanted = fold(query.trim());
    let mut rows: Vec<Row<'_>> = Vec::new();
    for (k, s) in board.sources.iter().enumerate() {
        for (i, pl) in s.event.players.iter().enumerate() {
            let found = |s: &str| fold(s).contains(&wanted);
            if !wanted.is_empty() && !found(&pl.name) && !pl.reading.as_deref().is_some_and(found) {
                continue;
            }
            let (table, opponent, bye) = this_round(&s.event, PlayerId(i));
            rows.push(Row {
                player: pl,
                name: &pl.name,
                pod: k,
                number: pl.number,
                table,
                opponent,
                bye,
            });
        }
    }
    let lang = crate::text::i18n::current();
    rows.sort_by(|a, b| crate::text::collate::players(lang, a.player, b.player));
    html! {
        h1 { (t!(WebFindTitle)) }
        @if asked {
            p { (t!(WebTonightPodsAsk, count = board.sources.len())) }
        }
        form.find method="get" action="/" {
            label for="q" { (t!(WebYourName)) }
            input #q type="search" name="q" value=(query) autocomplete="off";
            button type="submit" { (t!(WebFind)) }
        }
        @if rows.is_empty() {
            p { (t!(WebNobodyMatches, query = query)) }
        } @else {
            table.pairings.find {
                thead { tr { th { (t!(WebPlayer)) } th { (t!(WebPod)) } th.num { (t!(WebTable)) } th { (t!(WebOpponent)) } } }
                tbody {
                    @for r in &rows {
                        tr {
                            td { a href={ (base(board, r.pod)) "/player/" (r.number) } { (isolate_if_needed(r.name)) } }
                            // The pod as its tab and its printouts call it.
                            td.pod { (crate::text::room::short_name(&board.sources[r.pod].event)) }
                            td.num { (r.table.as_deref().unwrap_or("–")) }
                            td {
                                @match (r.opponent, r.bye) {
                                    (Some(o), _) => { (isolate_if_needed(o)) },
                                    (None, true) => { em { (t!(WebBye)) } },
                                    (None, false) => { "–" },
                                }
                            }
                        }
                    }
                }
            }
        }
        h2 { (t!(WebTonightsPods)) }
        ul.pods {
            @for (k, s) in board.sources.iter().enumerate() {
                li {
                    a href={ (base(board, k)) "/" } { (crate::text::room::event_name(&s.event)) }
                    span.muted { " · " (t!(WebPodPlayers, count = s.event.players.len())) }
                }
            }
        }
    }
}
