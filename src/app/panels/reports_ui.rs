//! The results the players report from their phones, beside the boxes:
//! each match with a report, where it stands (one phone reported, both
//! agree, they disagree) and the owner's one click to accept (Ctrl+Shift+A
//! accepts every confirmed one). Nothing a phone sends is entered by
//! itself unless the owner asked for that in the share window. (A match's
//! code, for a player who lost the slip, is in its box: boxes_ui.)

use crate::app::command::{Command, CommandSender};
use crate::app::document::doc::Doc;
use crate::engine::reports::{self, State};
use crate::model::GameScore;
use crate::t;
use egui::{RichText, Ui};

/// "Scott 2-1 Mariano".
fn with_names(doc: &Doc, code: &str, s: GameScore) -> String {
    let Some((round, index)) = reports::find(&doc.event, code) else {
        return s.to_string();
    };
    let m = &doc.event.rounds[round as usize - 1].matches[index];
    let b = m.b.map_or("", |b| doc.short_name(b));
    t!(
        ReportsResult,
        a = doc.short_name(m.a),
        score = s.to_string(),
        b = b
    )
}

/// Where `code`'s reports stand, in a line for its box: "reported 2-1 by
/// one phone, waiting for the other".
pub fn box_line(doc: &Doc, code: &str) -> Option<String> {
    Some(match reports::state(&doc.event.reports, code)? {
        State::Pending { result, .. } => t!(ReportsPending, result = with_names(doc, code, result)),
        State::Confirmed { result } => t!(ReportsConfirmed, result = with_names(doc, code, result)),
        State::Disputed { results } => {
            let list: Vec<String> = results.iter().map(|s| with_names(doc, code, *s)).collect();
            t!(ReportsDisputed, results = list.join(" / "))
        }
    })
}

/// The panel: every match of the pod on screen with a report.
pub fn reports_ui(ui: &mut Ui, doc: &Doc, pod: usize, out: &CommandSender) {
    let rs = &doc.event.reports;
    let mut codes = reports::codes(rs);
    codes.retain(|c| reports::find(&doc.event, c).is_some());
    if codes.is_empty() {
        return;
    }
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            ui.label(RichText::new(t!(ReportsHeading)).strong());
            if !reports::confirmed(rs).is_empty()
                && ui
                    .button(Command::AcceptConfirmed.text())
                    .on_hover_text(Command::AcceptConfirmed.tooltip())
                    .clicked()
            {
                out.send(Command::AcceptConfirmed);
            }
        });
        for code in codes {
            let Some((round, index)) = reports::find(&doc.event, code) else {
                continue;
            };
            let r = &doc.event.rounds[round as usize - 1];
            let table = crate::text::sheet::table_of(&doc.event, &r.matches, index);
            let line = box_line(doc, code).unwrap_or_default();
            ui.horizontal_wrapped(|ui| {
                ui.label(t!(ReportsTable, table = table, line = line));
                let results: Vec<GameScore> = match reports::state(rs, code) {
                    Some(State::Pending { result, .. } | State::Confirmed { result }) => {
                        vec![result]
                    }
                    Some(State::Disputed { results }) => results,
                    None => Vec::new(),
                };
                for result in results {
                    let text = t!(ReportsAccept, result = with_names(doc, code, result));
                    if ui.button(text).clicked() {
                        out.send(Command::AcceptReport {
                            pod,
                            code: code.to_string(),
                            result,
                        });
                    }
                }
            });
        }
    });
    ui.add_space(4.0);
}
