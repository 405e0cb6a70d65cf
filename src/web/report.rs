//! The report page of one match, `/r/CODE` (docs/cli.md, "Results from
//! the players' phones"): the two players and their table, then what the
//! phones can do now: report the result, confirm the other phone's report,
//! or wait for the store. The code is the page's address and is written
//! nowhere on it (nor on any other page).

use super::desk::Desk;
use super::{Board, pages};
use crate::engine::reports::State;
use crate::model::{BestOf, GameScore, Match, PlayerId};
use crate::t;
use maud::{Markup, html};

/// The results a tap reports, from the first-named player's side.
fn quick(best_of: BestOf) -> &'static [&'static str] {
    match best_of {
        BestOf::One => &["1-0", "0-1", "0-0-1"],
        // Two-game matches (Lorcana): 2-0, 1-1, 1-0 with the second
        // game unfinished.
        BestOf::Two => &["2-0", "1-0-1", "1-1", "0-1-1", "0-2"],
        _ => &["2-0", "2-1", "1-2", "0-2", "1-1-1"],
    }
}

/// "Scott 2-1 Mariano": a result with the names on their sides.
fn with_names(a: &str, b: &str, s: GameScore) -> String {
    t!(WebReportResult, a = a, score = s.to_string(), b = b)
}

/// The page for `code` as `device` sees it; `notice`: what became of the
/// phone's last report when it was refused (said at the top). `None` when
/// no match has the code.
pub fn page(
    board: &Board,
    desk: &Desk,
    code: &str,
    device: &str,
    notice: Option<&str>,
) -> Option<String> {
    let (pod, event) = super::desk::find(board, code)?;
    let (round, index) = crate::engine::reports::find(event, code)?;
    let r = &event.rounds[round as usize - 1];
    let m: &Match = &r.matches[index];
    let b = m.b?;
    let name = |p: PlayerId| crate::text::isolate_if_needed(&event.player(p).name);
    let (an, bn) = (name(m.a), name(b));
    let table = crate::text::sheet::table_of(event, &r.matches, index);
    let action = format!("/r/{code}");
    let form = |label: &str| -> Markup {
        html! {
            div.quick {
                @for q in quick(event.best_of) {
                    form method="post" action=(action) {
                        input type="hidden" name="result" value=(q);
                        button type="submit" { (with_names(&an, &bn, parse(q))) }
                    }
                }
            }
            form.typed method="post" action=(action) {
                label for="result" { (label) }
                input #result type="text" name="result" inputmode="numeric" autocomplete="off" maxlength="12";
                button type="submit" { (t!(WebReportSend)) }
            }
        }
    };
    let state = desk.state(pod, code);
    let mine = desk.reported_by(pod, code, device);
    let body = html! {
        p.muted.event { (event.name) " · " (crate::engine::playoff::name_of_round(event, round).to_string()) }
        h1 { (t!(WebReportTable, table = table)) }
        p.players { (an) " – " (bn) }
        @if m.extra_minutes > 0 && m.result().is_none() { p.extra { (t!(WebExtraMinutes, minutes = m.extra_minutes)) } }
        @if let Some(n) = notice { p.changed { (n) } }
        @match (m.result(), state) {
            (Some(s), _) => { p.big { (with_names(&an, &bn, s)) } p { (t!(WebReportHasResult)) } },
            (None, None) => {
                p { (t!(WebReportAsk, a = &an)) }
                (form(&t!(WebReportHow, a = &an, b = &bn)))
            },
            (None, Some(State::Pending { result, .. })) if mine => {
                p.big { (with_names(&an, &bn, result)) }
                p { (t!(WebReportYoursPending)) }
                details { summary { (t!(WebReportChange)) } (form(&t!(WebReportHow, a = &an, b = &bn))) }
            },
            (None, Some(State::Pending { result, .. })) => {
                p { (t!(WebReportOtherPending)) }
                form method="post" action=(action) {
                    input type="hidden" name="result" value=(result.to_string());
                    button.confirm type="submit" { (t!(WebReportConfirm, result = with_names(&an, &bn, result))) }
                }
                p.muted { (t!(WebReportOrOther)) }
                (form(&t!(WebReportHow, a = &an, b = &bn)))
            },
            (None, Some(State::Confirmed { result })) => {
                p.big { (with_names(&an, &bn, result)) }
                p { (t!(WebReportConfirmed)) }
            },
            (None, Some(State::Disputed { results })) => {
                @let said: Vec<crate::model::Said> = results.iter().map(|s| crate::said!(Text, text = with_names(&an, &bn, *s))).collect();
                p.changed { (t!(WebReportDisputed, results = crate::said!(CauseList, items = said))) }
            },
        }
    };
    let title = t!(WebReportTable, table = table);
    Some(pages::layout(board, Some(pod), &title, body).into_string())
}

fn parse(q: &str) -> GameScore {
    crate::model::score_text::parse(q, BestOf::Any)
        .ok()
        .flatten()
        .unwrap_or_default()
}
