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
use crate::app::view::ReportRow;
use crate::engine::reports::State;
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

/// Where the reports of round `round`'s match `index` stand, in a line
/// for its box.
pub fn box_line(doc: &Doc, (round, index): (u32, usize), m: &Match) -> Option<String> {
    let row = doc
        .view
        .reports
        .iter()
        .find(|r| r.place == (round, index))?;
    Some(state_line(doc, m, &row.state))
}

/// How many open matches of `doc` have reports (for its tab).
pub fn waiting_count(doc: &Doc) -> usize {
    doc.view.reports.len()
}

/// One line of the panel: a match with reports, in pod `pod`.
fn row_ui(
    ui: &mut Ui,
    (pod, doc): (usize, &Doc),
    row: &ReportRow,
    several: bool,
    out: &CommandSender,
) {
    let (round, index) = row.place;
    let Some(m) = doc.event.match_at(round, index) else {
        return;
    };
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
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(place).strong());
        ui.label(state_line(doc, m, &row.state));
        for result in row.state.results() {
            let text = t!(ReportsAccept, result = with_names(doc, m, result));
            if let Some(code) = &row.code
                && ui.button(text).clicked()
            {
                out.send(Command::AcceptReport {
                    pod,
                    code: code.clone(),
                    result,
                });
            }
        }
    });
    if let Some(why) = &row.flagged {
        ui.colored_label(crate::app::panels::fields::PROBLEM, why.to_string());
    }
    egui::CollapsingHeader::new(t!(ReportsWhereFrom, count = row.history.len()))
        .id_salt(("reports-from", pod, round, index))
        // Open when a phone met its limit: who and how many are said there.
        .default_open(!matches!(row.state, State::Pending { .. }) || row.stuck)
        .show(ui, |ui| {
            for line in &row.history {
                ui.label(RichText::new(line).small());
            }
        });
}

/// Whether any pod of the night has phone reports for the owner to see.
pub fn any_waiting(docs: &[&Doc]) -> bool {
    docs.iter().any(|d| !d.view.reports.is_empty())
}

/// The panel: every match of the night with reports waiting, pod by pod.
pub fn reports_ui(ui: &mut Ui, docs: &[&Doc], out: &CommandSender) {
    if !any_waiting(docs) {
        return;
    }
    let several = docs.len() > 1;
    let any_agreed = docs.iter().any(|d| d.view.agreed > 0);
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
        for (pod, doc) in docs.iter().enumerate() {
            for row in &doc.view.reports {
                row_ui(ui, (pod, doc), row, several, out);
            }
        }
    });
    ui.add_space(4.0);
}
