//! The report page of one player's half of a match's slip, `/r/CODE`
//! (docs/cli.md, "Results from the players' phones"): the two players and
//! their table, whose half this is, then what this player can do now:
//! report the result, confirm the other player's report, correct their
//! own, or wait for the store. The code is the page's address and is
//! written nowhere on it (nor on any other page).

use super::desk::Desk;
use super::{Board, pages};
use crate::engine::reports::{self, Full, State};
use crate::model::{BestOf, GameScore, Match, PlayerId, Scoring, Side};
use crate::t;
use maud::{Markup, html};

/// The results a tap reports, from the first-named player's side: every
/// result a match of this length can have in its game, time called
/// included: no drawn match where the game has none (One Piece,
/// Yu-Gi-Oh!), a double loss (`dl`) where it has one.
fn quick(best_of: BestOf, scoring: &Scoring) -> Vec<&'static str> {
    let all: &[&str] = match best_of {
        BestOf::One => &["1-0", "0-1", "0-0-1"],
        // Two-game matches (Lorcana): 2-0, 1-1, 1-0 with the second
        // game unfinished.
        BestOf::Two => &["2-0", "1-0-1", "1-1", "0-1-1", "0-2"],
        _ => &["2-0", "2-1", "1-2", "0-2", "1-0", "0-1", "1-1", "1-1-1"],
    };
    let mut out: Vec<&str> = all
        .iter()
        .copied()
        .filter(|q| scoring.draws || !parse(q).is_draw())
        .collect();
    if scoring.double_loss {
        out.push("dl");
    }
    out
}

/// "Scott 2-1 Mariano": a result with the names on their sides; a double
/// loss in words ("Scott and Mariano: double loss").
fn with_names(a: &str, b: &str, s: GameScore) -> String {
    if s.double_loss {
        return t!(WebReportDoubleLoss, a = a, b = b);
    }
    t!(WebReportResult, a = a, score = s.to_string(), b = b)
}

/// The typed results the page gives as examples: the taps' first three,
/// a double loss aside (its own words follow).
fn examples(offered: &[&str]) -> String {
    offered
        .iter()
        .filter(|q| **q != "dl")
        .take(3)
        .copied()
        .collect::<Vec<_>>()
        .join(", ")
}

/// The page for `code` as `device` at `address` sees it; `notice`: what
/// became of the phone's last report when it was refused (said at the
/// top). `None` when no match has the code. A phone that can only be
/// refused (the match flagged as a problem, its own limit on this half
/// met) is told why and offered no buttons.
pub fn page(
    board: &Board,
    desk: &Desk,
    code: &str,
    (device, address): (&str, Option<&str>),
    notice: Option<&str>,
) -> Option<String> {
    let (pod, source) = super::desk::find(board, code)?;
    let event = &source.event;
    let found = reports::find(event, code)?;
    let r = &event.rounds[found.round as usize - 1];
    let m: &Match = &r.matches[found.index];
    let b = m.b?;
    let name = |p: PlayerId| crate::text::isolate_if_needed(&event.player(p).name);
    let (an, bn) = (name(m.a), name(b));
    // Who this half is, and who the other player is.
    let (me, other) = match found.side {
        Some(Side::A) => (Some(an.clone()), bn.clone()),
        Some(Side::B) => (Some(bn.clone()), an.clone()),
        None => (None, String::new()),
    };
    let table = crate::text::sheet::table_of(event, &r.matches, found.index);
    let action = format!("/r/{code}");
    // A playoff match needs a winner: no button for a draw or a double
    // loss there.
    let playoff = event.is_playoff_round(found.round);
    let scoring = event.rules.options().scoring;
    let offered: Vec<&str> = quick(event.best_of, &scoring)
        .into_iter()
        .filter(|q| !playoff || (parse(q).a != parse(q).b && !parse(q).double_loss))
        .collect();
    let form = |label: &str| -> Markup {
        html! {
            div.quick {
                @for q in &offered {
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
    let how = if offered.contains(&"dl") {
        t!(WebReportHowDl, a = &an, examples = examples(&offered))
    } else {
        t!(WebReportHow, a = &an, examples = examples(&offered))
    };
    let all = desk.reports(board, pod);
    // Why a report from this phone could only be refused now.
    let stop = match (
        reports::flagged(event, &source.snapshot.problems, found.round, found.index),
        reports::full(&all, m, code, device, address),
    ) {
        _ if m.result().is_some() => None,
        (Some(why), _) => Some(t!(
            WebReportFlagged,
            why = crate::text::i18n::say_in(crate::text::i18n::current(), &why)
        )),
        (None, Some(Full::Mine)) => Some(t!(WebReportFullMine, count = reports::MOST_FROM_ONE)),
        (None, Some(Full::Half)) => Some(t!(WebReportFullHalf, count = reports::MOST_ON_HALF)),
        (None, None) => None,
    };
    let can_send = stop.is_none();
    // A result the game or the playoff cannot take, held for the store.
    let held = m
        .result()
        .and_then(|s| crate::engine::validate::impossible_in(event, found.round, s));
    let reading = reports::read(&all, m);
    let state = reading.as_ref().map(|r| r.state.clone());
    // This phone's own report, on this half, if it has one.
    let mine = reading.as_ref().and_then(|r| {
        let side = found.side?;
        r.voices[side as usize].filter(|v| v.device == device)
    });
    let body = html! {
        p.muted.event { (crate::text::room::event_name(event)) " · " (crate::engine::playoff::name_of_table(event, found.round, found.index).to_string()) }
        h1 { (t!(WebReportTable, table = table)) }
        p.players { (an) " – " (bn) }
        @if let Some(me) = &me { p.half { (t!(WebReportYouAre, name = me)) } }
        @else { p.changed { (t!(WebReportOldSlip)) } }
        @if m.extra_minutes > 0 && m.result().is_none() { p.extra { (t!(WebExtraMinutes, minutes = m.extra_minutes)) } }
        @if let Some(n) = notice { p.changed { (n) } }
        @if let Some(why) = &stop { p.changed { (why) } }
        @match (m.result(), state) {
            // A result that cannot happen is held: said so, never "in".
            (Some(s), _) if held.is_some() => {
                p.big { (with_names(&an, &bn, s)) }
                p.held { (t!(WebReportImpossible, why = held.as_ref().map(|w| crate::text::i18n::say_in(crate::text::i18n::current(), w)).unwrap_or_default())) }
            },
            (Some(s), _) => { p.big { (with_names(&an, &bn, s)) } p { (t!(WebReportHasResult)) } },
            (None, None) => {
                @if can_send { p { (t!(WebReportAsk, a = &an)) } (form(&how)) }
            },
            (None, Some(State::Pending { result, side })) if Some(side) == found.side => {
                p.big { (with_names(&an, &bn, result)) }
                @if mine.is_some() { p { (t!(WebReportYoursPending, other = &other)) } }
                @else { p { (t!(WebReportHalfPending, other = &other)) } }
                @if can_send { details { summary { (t!(WebReportChange)) } (form(&how)) } }
            },
            (None, Some(State::Pending { result, .. })) => {
                p { (t!(WebReportOtherPending, other = &other)) }
                @if can_send {
                    form method="post" action=(action) {
                        input type="hidden" name="result" value=(result.to_string());
                        button.confirm type="submit" { (t!(WebReportConfirm, result = with_names(&an, &bn, result))) }
                    }
                    p.muted { (t!(WebReportOrOther)) }
                    (form(&how))
                }
            },
            (None, Some(State::Agreed { result })) => {
                p.big { (with_names(&an, &bn, result)) }
                p { (t!(WebReportConfirmed)) }
            },
            (None, Some(State::Disputed { results })) => {
                @let said: Vec<crate::model::Said> = results.iter().map(|s| crate::said!(Text, text = with_names(&an, &bn, *s))).collect();
                p.changed { (t!(WebReportDisputed, results = crate::said!(CauseList, items = said))) }
                @if found.side.is_some() && can_send { details { summary { (t!(WebReportChange)) } (form(&how)) } }
            },
            (None, Some(State::Held { why, .. })) => {
                @let why = crate::text::reports::why_held(event, m, &why).to_string();
                p.changed { (t!(WebReportHeld, why = why)) }
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
