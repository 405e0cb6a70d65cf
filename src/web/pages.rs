//! The pages, built for a phone held in one hand: the current round's
//! pairings in find-your-name order with the timer, the standings, and the
//! pod chooser of a draft night. Built with maud, which escapes every name
//! (a player called `<script>` is shown as text). Light and dark follow
//! the phone's own setting (style.rs).

use super::parts::{base, held_at, outcome};
use super::{Board, Source};
use crate::model::PlayerId;
use crate::t;
use crate::text::explain::{column_name, event_title, shown_value};
use crate::text::i18n::{self, Lang};
use maud::{DOCTYPE, Markup, html};

/// A page the server can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    /// A night of several pods: every drafter with their pod, table and
    /// opponent (find your name), and the pods. `asked`: reached from a
    /// page that needs a pod (`/standings` without one), so it asks which.
    Chooser {
        /// The page asked for needed a pod.
        asked: bool,
    },
    /// The current round's pairings of one event.
    Pairings {
        /// Index into [`Board::sources`].
        pod: usize,
    },
    /// The standings of one event.
    Standings {
        /// Index into [`Board::sources`].
        pod: usize,
    },
    /// The season table (a league over nights), when the app shares one.
    Season,
    /// One player's page.
    Player {
        /// Index into [`Board::sources`].
        pod: usize,
        /// The player's number on the sheet.
        number: u32,
    },
}

/// The HTML of `page`, or `None` where it names no one (a player number
/// not in the event). `query` is the front page's search (`?q=`).
pub fn render(board: &Board, page: &Page, query: &str) -> Option<String> {
    let (pod, title, body) = match *page {
        Page::Chooser { asked } => (
            None,
            t!(WebFindTitle),
            super::find::find_ui(board, query, asked),
        ),
        Page::Pairings { pod } => match board.sources.get(pod) {
            Some(s) => (
                Some(pod),
                t!(
                    WebTitlePairings,
                    event = event_title(i18n::current(), &s.event)
                ),
                pairings(board, pod, s),
            ),
            None => (None, "Podsheet".into(), nothing_yet()),
        },
        Page::Standings { pod } => match board.sources.get(pod) {
            Some(s) => (
                Some(pod),
                t!(
                    WebTitleStandings,
                    event = event_title(i18n::current(), &s.event)
                ),
                standings(board, pod, s),
            ),
            None => (None, "Podsheet".into(), nothing_yet()),
        },
        Page::Season => match &board.season {
            Some(s) => (None, t!(WebSeasonTitle), seasons(s)),
            None => return None,
        },
        Page::Player { pod, number } => match board.sources.get(pod) {
            Some(s) => match super::player::page(board, pod, s, number) {
                Some((name, body)) => (Some(pod), name, body),
                None => return None,
            },
            None => (None, "Podsheet".into(), nothing_yet()),
        },
    };
    Some(layout(board, pod, &title, body).into_string())
}

/// A page saying one thing (a report refused), with a way back.
pub fn message_page(board: &Board, message: &str) -> String {
    let body = html! {
        p.changed { (message) }
        p { a href="/" { (t!(WebBackToPairings)) } }
    };
    layout(board, None, message, body).into_string()
}

/// The 404 page: a way back to the pairings.
pub fn not_found(board: &Board) -> String {
    let body = html! {
        h1 { (t!(WebNotHere)) }
        p { (t!(WebNoSuchPage)) " " a href="/" { (t!(WebBackToPairings)) } }
    };
    layout(board, None, &t!(WebNotFound), body).into_string()
}

fn nothing_yet() -> Markup {
    html! { h1 { (t!(WebNothingYet)) } p { (t!(WebNotShared)) } }
}

pub(super) fn layout(board: &Board, pod: Option<usize>, title: &str, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(i18n::current().tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="color-scheme" content="light dark";
                title { (title) }
                link rel="stylesheet" href="/podsheet.css";
                script src="/podsheet.js" defer {}
                // Without scripts the page still refreshes, less often.
                noscript { meta http-equiv="refresh" content="30"; }
            }
            body data-version=(board.version) {
                @if let Some(pod) = pod {
                    nav {
                        @let b = base(board, pod);
                        a href={ (b) "/" } { (t!(WebNavPairings)) }
                        a href={ (b) "/standings" } { (t!(WebNavStandings)) }
                        @if board.sources.len() > 1 { a href="/" { (t!(WebNavAllPods)) } }
                        @if board.season.is_some() { a href="/season" { (t!(WebNavSeason)) } }
                    }
                }
                // A language still being translated says so, above all.
                @if let Some(note) = i18n::unfinished_notice(i18n::current()) {
                    p.lang-note role="note" { (note) }
                }
                main { (body) }
                footer {
                    @if board.reports { (t!(WebFooterReports)) } @else { (t!(WebFooter)) }
                    (language_switch())
                }
            }
        }
    }
}

/// The round's time left on a page of `s`, by its own round length.
fn clock(s: &Source) -> Markup {
    let Some(c) = s.clock else {
        return html! {};
    };
    let left = c.left().as_secs();
    html! {
        p.timer data-left=(left) data-running=(if c.running { "1" } else { "0" }) {
            span.time { (format!("{:02}:{:02}", left / 60, left % 60)) }
            @if !c.running && left > 0 { span.muted { " " (t!(WebTimerStopped)) } }
            @if left == 0 { span.up { " " (t!(WebTimeUp)) } }
        }
    }
}

fn pairings(board: &Board, pod: usize, s: &Source) -> Markup {
    let b = base(board, pod);
    let ev = &s.event;
    let Some((number, round)) = s.event.latest_round() else {
        return html! {
            h1 { (event_title(i18n::current(), ev)) }
            p { (t!(WebNoPairings)) }
        };
    };
    // One row per player, both sides of every match: find your name.
    let mut rows: Vec<(PlayerId, String, Option<PlayerId>, Option<String>)> = Vec::new();
    for (i, m) in round.matches.iter().enumerate() {
        // No table for a given match; a table given extra time says so
        // beside its number.
        let table = match crate::text::life::table_to_go(ev, round, i) {
            None => "–".to_string(),
            Some(t) if m.extra_minutes > 0 && m.result().is_none() => {
                t!(WebTableExtra, table = t, minutes = m.extra_minutes)
            }
            Some(t) => t,
        };
        let held = held_at(&s.snapshot.held, number as u32, i);
        rows.push((m.a, table.clone(), m.b, outcome(ev, round, m, m.a, held)));
        if let Some(bp) = m.b {
            rows.push((bp, table, Some(m.a), outcome(ev, round, m, bp, held)));
        }
    }
    let name = |p: PlayerId| ev.player(p).name.as_str();
    // What is printed: each name isolated, like <bdi> (text::isolate_if_needed).
    let shown = |p: PlayerId| crate::text::isolate_if_needed(name(p));
    let forms = crate::text::name_forms(ev.players.iter().map(|p| p.name.as_str()));
    let names = || forms.iter().map(String::as_str);
    let lang = i18n::current();
    rows.sort_by(|x, y| crate::text::collate::players(lang, ev.player(x.0), ev.player(y.0)));
    html! {
        h1 { (event_title(i18n::current(), ev)) }
        h2 { (t!(WebRoundPairings, name = crate::engine::playoff::name_of_round(ev, number as u32))) }
        (clock(s))
        (round_notices(s, number as u32))
        (still_playing(s))
        p.muted { (t!(WebFindThenTable)) }
        table.pairings {
            thead { tr { th { (t!(WebPlayer)) } th.num { (t!(WebTable)) } th { (t!(WebOpponent)) } } }
            tbody {
                @for (p, table, opp, result) in &rows {
                    tr {
                        td { a href={ (b) "/player/" (ev.player(*p).number) } { (shown(*p)) } }
                        td.num { @if opp.is_some() { (table) } @else { "–" } }
                        td {
                            @match opp {
                                Some(o) => { (shown(*o)) },
                                None => { em { (t!(WebBye)) } },
                            }
                            @if let Some(r) = result { br; span.result { (crate::text::isolate_names(r, names())) } }
                        }
                    }
                }
            }
        }
    }
}

/// When time is up, the tables still playing, each with its extra time (a
/// table that reports drops off). Sent hidden while the clock runs and
/// shown by the page's countdown the moment it reaches zero.
fn still_playing(s: &Source) -> Markup {
    let Some(c) = s.clock else {
        return html! {};
    };
    let lines = crate::text::round_end::still_playing(&s.event, None);
    let names = s.event.players.iter().map(|p| p.name.as_str());
    let up = c.left().is_zero();
    html! {
        @if !lines.is_empty() && (up || c.running) {
            section.still data-when-up hidden[!up] {
                h2 { (t!(RoundEndStillPlaying)) }
                ul { @for l in &lines { li { (crate::text::isolate_names(l, names.clone())) } } }
            }
        }
    }
}

/// Never a changed round in silence: that round `round`'s pairings changed
/// (re-paired: when, and which tables), or that they may change (paired
/// before a result, a drop or an entry that changed since).
fn round_notices(s: &Source, round: u32) -> Markup {
    let repaired = crate::text::life::last_repair(&s.event, round);
    // A cut the store may still make again: its first round may change.
    let cut_open = s
        .snapshot
        .life
        .cut
        .as_ref()
        .is_some_and(|c| c.recut.is_ok())
        && s.event
            .cut
            .as_ref()
            .is_some_and(|c| c.after_round + 1 == round);
    let stale = s.snapshot.life.round(round).is_some()
        || s.snapshot.life.dropped.iter().any(|d| d.round == round)
        || cut_open;
    html! {
        @if let Some((at, tables)) = repaired {
            @let list: Vec<crate::model::Said> = tables.iter().map(|t| crate::said!(Text, text = t)).collect();
            p.changed { (t!(WebPairingsChanged,
                time = crate::text::clock::local_time(at),
                count = list.len(),
                tables = crate::said!(CauseList, items = list))) }
        }
        @if stale {
            p.changed { (t!(WebPairingsMayChange)) }
        }
    }
}

fn standings(board: &Board, pod: usize, s: &Source) -> Markup {
    let b = base(board, pod);
    let ev = &s.event;
    let st = &s.snapshot.standings;
    let cols = st.tiebreak_columns();
    html! {
        h1 { (event_title(i18n::current(), ev)) }
        (super::bracket::playoff(s))
        h2 { (t!(WebStandingsAfter, rounds = st.rounds_played)) }
        p.muted { (t!(WebRulesTap, rules = crate::text::explain::preset_description(i18n::current(), &ev.rules))) }
        @for line in crate::text::explain::standings_notes(i18n::current(), st.options.game) {
            p.muted { (line) }
        }
        @if let Some(line) = crate::text::explain::roll_note(i18n::current(), st) {
            p.muted { (line) }
        }
        @for (step, _) in &st.skipped {
            p.muted { (t!(WebLeftOut, step = crate::text::explain::short_name(i18n::current(), *step, st.options.house_display))) }
        }
        @if s.snapshot.divisions.is_empty() {
            (standings_table(&b, ev, st, &s.snapshot.held))
        } @else {
            // Age divisions (Pokémon): paired together, ranked apart.
            @for (d, part) in &s.snapshot.divisions {
                h3 { (crate::text::i18n::tr_in(i18n::current(), d.name_msg(), &[])) }
                (standings_table(&b, ev, part, &s.snapshot.held))
            }
        }
        @if cols.len() > 2 {
            p.muted { (t!(WebSwipe)) }
        }
        @if cols.iter().any(|c| c.is_percentage()) {
            p.muted { (t!(WebPercentColumns)) }
        }
        @if crate::text::explain::shows_konami(st) {
            p.muted { (t!(KonamiNumberIs, head = t!(CliKonamiNumber))) }
        }
    }
}

/// One standings table (the whole event's, or one age division's); each
/// name links to the player's page under `b`.
fn standings_table(
    b: &str,
    ev: &crate::model::Event,
    st: &crate::engine::ranking::Standings,
    held: &[crate::engine::pairing::valid::Impossible],
) -> Markup {
    let cols = st.tiebreak_columns();
    // Yu-Gi-Oh!: Konami's one number after the tiebreakers.
    let konami = crate::text::explain::shows_konami(st);
    html! {
        div.scroll {
            table.standings {
                thead {
                    tr {
                        th.num { "#" } th { (t!(WebPlayer)) } th.num { (crate::text::explain::first_key_heading(i18n::current(), &st.options).unwrap_or_else(|| t!(WebPoints))) } th { (t!(WebMatches)) }
                        @for &c in &cols { th.num { (column_name(i18n::current(), st, c)) } }
                        @if konami { th.num { (t!(CliKonamiNumber)) } }
                    }
                }
                tbody {
                    @for (i, &p) in st.order.iter().enumerate() {
                        @let r = &st.records[p.0];
                        tr {
                            td.num { (i + 1) }
                            td {
                                a href={ (b) "/player/" (ev.player(p).number) } { (crate::text::isolate_if_needed(&ev.player(p).name)) }
                                @if let Some(mark) = crate::text::life::dropped_mark(ev, p) {
                                    " " span.muted { (mark) }
                                }
                                // A held result is in no number of this row.
                                @for mark in crate::text::life::held_marks(ev, held, p) {
                                    " " span.held { (mark) }
                                }
                            }
                            td.num { (r.match_points) }
                            td { (r.match_line()) }
                            @for &c in &cols { td.num { (shown_value(i18n::current(), st, c, p)) } }
                            @if konami { td.num { (crate::text::explain::konami_number(st, p).unwrap_or_default()) } }
                        }
                    }
                }
            }
        }
    }
}

/// The language switch at the foot of every page: each language in its
/// own name; the choice is kept by a cookie (routes.rs).
fn language_switch() -> Markup {
    let now = i18n::current();
    html! {
        nav.lang aria-label=(t!(WebLanguage)) {
            @for l in Lang::offered() {
                @if l == now {
                    strong lang=(l.tag()) { (l.native_name()) }
                } @else {
                    a href={ "?lang=" (l.tag()) } lang=(l.tag()) hreflang=(l.tag()) { (l.native_name()) }
                }
            }
        }
    }
}

/// The season's tables, one per game (docs/rules.md §7), each headed by
/// its game when there are several.
fn seasons(tables: &[crate::engine::season::Season]) -> Markup {
    html! {
        h1 { (t!(WebSeasonTitle)) }
        @for s in tables {
            @if tables.len() > 1 {
                h2 { (crate::text::explain::game_name(i18n::current(), s.game)) }
            }
            (season(s))
        }
    }
}

/// One season table: each night's points (its column titled by the
/// night's name and date), the total, the events played, and each tie on
/// season points in sentences.
fn season(s: &crate::engine::season::Season) -> Markup {
    // Each name in the tie sentences isolated, like <bdi>: a name holding
    // U+202E reverses nothing around it.
    let forms = crate::text::name_forms(s.rows.iter().map(|r| r.name.as_str()));
    let ties: Vec<String> = crate::text::explain::season_ties(i18n::current(), s)
        .iter()
        .map(|t| crate::text::isolate_names(t, forms.iter().map(String::as_str)))
        .collect();
    let placed: Vec<String> = crate::text::explain::season_placed(i18n::current(), s)
        .iter()
        .map(|t| crate::text::isolate_names(t, forms.iter().map(String::as_str)))
        .collect();
    html! {
        p.muted { (crate::text::explain::season_points(i18n::current(), s)) }
        div.scroll {
            table.standings {
                thead {
                    tr {
                        th.num { "#" } th { (t!(WebPlayer)) } th.num { (t!(WebPoints)) }
                        th.num { (t!(WebSeasonEvents)) }
                        @for title in &crate::text::explain::season_titles(i18n::current(), s) { th.num { (crate::text::isolate_if_needed(title)) } }
                    }
                }
                tbody {
                    @for (i, r) in s.rows.iter().enumerate() {
                        tr {
                            td.num { (i + 1) }
                            td { (crate::text::isolate_if_needed(&r.name)) }
                            td.num { (r.points) }
                            td.num { (r.events) }
                            @for (k, e) in r.per_event.iter().enumerate() {
                                td.num {
                                    @if s.missing.contains(&k) {
                                        span.muted { (t!(WebSeasonMissing)) }
                                    } @else {
                                        (e.map_or_else(|| "–".to_string(), |v| v.to_string()))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        @for t in &ties { p.why { (t) } }
        @for t in &placed { p.why { (t) } }
    }
}
