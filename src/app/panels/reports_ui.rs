//! The results the players report from their phones, for the whole night:
//! one panel above the sheet listing every match with reports, in every
//! pod, each line naming the pod, the round and the box; where its reports
//! stand (one player reported, both agree, they disagree, it waits for the
//! owner and why); where each report came from (whose half, which phone,
//! which address, when); and the owner's one click to accept
//! (Ctrl+Shift+A accepts every agreed one across the night). Nothing a
//! phone sends is entered by itself unless the owner asked for that in the
//! share window, and then only what two players agreed on. (A match's
//! codes, for a player who lost their half, are in its box: boxes_ui.)

use crate::app::command::{Command, CommandSender};
use crate::app::document::doc::Doc;
use crate::engine::reports::{self, Reading, State};
use crate::model::{GameScore, Match};
use crate::t;
use egui::{RichText, Ui};

/// "Scott 2-1 Mariano".
fn with_names(doc: &Doc, m: &Match, s: GameScore) -> String {
    let b = m.b.map_or("", |b| doc.short_name(b));
    t!(
        ReportsResult,
        a = doc.short_name(m.a),
        score = crate::text::result::score(s),
        b = b
    )
}

/// Where a match's reports stand, in a line: "reported 2-1 by Scott,
/// waiting for Mariano".
fn state_line(doc: &Doc, m: &Match, state: &State) -> String {
    match state {
        State::Pending { result, side } => {
            let who = crate::text::reports::player_of(m, *side).map_or("", |p| doc.short_name(p));
            t!(
                ReportsPending,
                result = with_names(doc, m, *result),
                name = who
            )
        }
        State::Agreed { result } => t!(ReportsConfirmed, result = with_names(doc, m, *result)),
        State::Disputed { results } => {
            let list: Vec<String> = results.iter().map(|s| with_names(doc, m, *s)).collect();
            t!(ReportsDisputed, results = list.join(" / "))
        }
        State::Held { results, why } => {
            let list: Vec<String> = results.iter().map(|s| with_names(doc, m, *s)).collect();
            t!(
                ReportsHeld,
                results = list.join(" / "),
                why = crate::text::reports::why_held(&doc.event, m, why)
            )
        }
    }
}

/// Where match `m`'s reports stand, in a line for its box.
pub fn box_line(doc: &Doc, m: &Match) -> Option<String> {
    let reading = reports::read(&doc.event.reports, m)?;
    Some(state_line(doc, m, &reading.state))
}

/// How many open matches of `doc` have reports (for its tab).
pub fn waiting_count(doc: &Doc) -> usize {
    reports::waiting(&doc.event).len()
}

/// One line of the panel: a match with reports, in pod `pod`.
fn row_ui(
    ui: &mut Ui,
    (pod, doc): (usize, &Doc),
    (round, index): (u32, usize),
    reading: &Reading<'_>,
    several: bool,
    out: &CommandSender,
) {
    let r = &doc.event.rounds[round as usize - 1];
    let m = &r.matches[index];
    let place = crate::text::sheet::where_in_room(&doc.event, round, index);
    let place = if several {
        t!(
            ReportsInPod,
            pod = crate::text::room::short_name(&doc.event),
            place = place
        )
    } else {
        place
    };
    let flagged = reports::flagged(&doc.event, &doc.snapshot.problems, round, index);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(place).strong());
        ui.label(state_line(doc, m, &reading.state));
        for result in reading.state.results() {
            let text = t!(ReportsAccept, result = with_names(doc, m, result));
            let code = reading.reports.first().map(|r| r.code.clone());
            if let Some(code) = code
                && ui.button(text).clicked()
            {
                out.send(Command::AcceptReport { pod, code, result });
            }
        }
    });
    if let Some(why) = flagged {
        ui.colored_label(crate::app::panels::fields::PROBLEM, why.to_string());
    }
    let from =
        crate::text::reports::history(&doc.event, m, reading, &crate::text::clock::local_time);
    egui::CollapsingHeader::new(t!(ReportsWhereFrom, count = from.len()))
        .id_salt(("reports-from", pod, round, index))
        .default_open(!matches!(reading.state, State::Pending { .. }))
        .show(ui, |ui| {
            for line in from {
                ui.label(RichText::new(line).small());
            }
        });
}

/// The panel: every match of the night with reports waiting, pod by pod.
pub fn reports_ui(ui: &mut Ui, docs: &[&Doc], out: &CommandSender) {
    let waiting: Vec<(usize, &Doc, Vec<_>)> = docs
        .iter()
        .enumerate()
        .map(|(pod, doc)| (pod, *doc, reports::waiting(&doc.event)))
        .filter(|(_, _, w)| !w.is_empty())
        .collect();
    if waiting.is_empty() {
        return;
    }
    let several = docs.len() > 1;
    let any_agreed = waiting
        .iter()
        .any(|(_, doc, _)| !reports::agreed(&doc.event, &doc.snapshot.problems).is_empty());
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            ui.label(RichText::new(t!(ReportsHeading)).strong());
            if any_agreed
                && ui
                    .button(Command::AcceptConfirmed.text())
                    .on_hover_text(Command::AcceptConfirmed.tooltip())
                    .clicked()
            {
                out.send(Command::AcceptConfirmed);
            }
        });
        for (pod, doc, rows) in &waiting {
            for ((round, index), reading) in rows {
                row_ui(ui, (*pod, doc), (*round, *index), reading, several, out);
            }
        }
    });
    ui.add_space(4.0);
}
