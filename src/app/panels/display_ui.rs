//! The display window: a second viewport for a screen the players can see,
//! with the current round's pairings, the timer and the standings in large
//! type. A night of several pods shows every pod side by side, so drafters
//! find their table whichever pod is on the counter's screen.

use crate::app::document::doc::Doc;
use crate::app::panels::match_box_ui::box_caption_with_table;
use crate::app::panels::share_ui::qr_ui;
use crate::app::panels::timer_ui::time_notice;
use crate::t;
use egui::{RichText, Ui, ViewportBuilder, ViewportId};

/// The address phones open and its QR code, while sharing.
pub type SharedAt<'a> = Option<(&'a str, Option<&'a crate::web::qr::Qr>)>;

/// Pods per row of the display window.
const PODS_PER_ROW: usize = 4;

/// Shows the display window while `open`; closing it clears `open`.
/// `pods` are the night's pods in order (one for a plain event); `title`
/// names the event or the night; each pod shows its own clock.
pub fn display_ui(
    ctx: &egui::Context,
    title: &str,
    pods: &[&Doc],
    active: usize,
    shared: SharedAt<'_>,
    open: &mut bool,
) {
    let Some(doc) = pods.get(active).or(pods.first()) else {
        return;
    };
    if !*open {
        return;
    }
    let builder = ViewportBuilder::default()
        .with_title(t!(DisplayTitleDisplay, title = title))
        .with_inner_size([1000.0, 700.0]);
    ctx.show_viewport_immediate(
        ViewportId::from_hash_of("podsheet-display"),
        builder,
        |ui, _| {
            if ui.input(|i| i.viewport().close_requested()) {
                *open = false;
            }
            if let Some((url, qr)) = shared {
                egui::Panel::right("display-share")
                    .default_size(330.0)
                    .show(ui, |ui| {
                        ui.visuals_mut().override_text_color =
                            Some(ui.visuals().strong_text_color());
                        ui.label(RichText::new(t!(DisplayOnYourPhone)).size(26.0).strong());
                        if let Some(qr) = qr {
                            qr_ui(ui, qr, 220.0);
                        }
                        ui.label(RichText::new(url).size(20.0).monospace());
                        ui.label(RichText::new(t!(DisplayYourPairingTheStandingsAnd)).size(18.0));
                    });
            }
            egui::CentralPanel::default().show(ui, |ui| {
                if pods.len() > 1 {
                    night_ui(ui, title, pods);
                } else {
                    contents_ui(ui, doc);
                }
            });
        },
    );
}

/// A title, read from across the room.
fn title_ui(ui: &mut Ui, title: &str) {
    // Full contrast: this screen is read from across the room.
    ui.visuals_mut().override_text_color = Some(ui.visuals().strong_text_color());
    ui.label(RichText::new(title).size(34.0).strong());
}

/// A pod's own clock at `size`, its notice at time and the tables still
/// playing (each pod has its own clock).
fn clock_ui(ui: &mut Ui, doc: &Doc, size: f32) {
    let clock = &doc.clock;
    let (text, up) = clock.display(&doc.event);
    ui.label(RichText::new(text).size(size).monospace());
    if up {
        ui.label(RichText::new(time_notice(doc.event.rules.game())).size(size * 0.44));
    }
    still_playing_ui(ui, doc, up);
    if clock.running() {
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_secs(1));
    }
}

/// When time is up, the tables still playing (a table that reports drops
/// off), each with what is left of its extra time; before that, the tables
/// given extra time.
fn still_playing_ui(ui: &mut Ui, doc: &Doc, up: bool) {
    let over = doc
        .clock
        .elapsed()
        .saturating_sub(doc.clock.limit(&doc.event));
    let lines = if up {
        crate::text::round_end::still_playing(&doc.event, Some(over))
    } else {
        let given: Vec<usize> = crate::engine::reports::still_playing(&doc.event)
            .into_iter()
            .filter(|&i| {
                doc.event
                    .latest_round()
                    .is_some_and(|(_, r)| r.matches[i].extra_minutes > 0)
            })
            .collect();
        crate::text::round_end::tables(&doc.event, &given, None)
    };
    if lines.is_empty() {
        return;
    }
    if up {
        ui.label(RichText::new(t!(RoundEndStillPlaying)).size(26.0).strong());
    }
    for line in lines {
        let line = crate::text::egui_fonts::sentence(
            &line,
            doc.event.players.iter().map(|p| p.name.as_str()),
        );
        ui.label(RichText::new(line).size(22.0));
    }
}

/// One event: its round's boxes beside its standings (after a cut, the
/// bracket, and the final placing once the final is in).
fn contents_ui(ui: &mut Ui, doc: &Doc) {
    title_ui(ui, &crate::text::room::event_name(&doc.event));
    clock_ui(ui, doc, 64.0);
    ui.columns(2, |cols| {
        round_ui(&mut cols[0], doc, 30.0, 26.0);
        if doc.event.cut.is_some() {
            bracket_ui(&mut cols[1], doc, 30.0, 22.0);
        } else {
            cols[1].label(RichText::new(t!(DisplayStandings)).size(30.0).strong());
            standings_ui(&mut cols[1], doc, 24.0);
        }
    });
}

/// The bracket after the cut, round by round, in large type; then the
/// final placing once the final is in. A cut by age division: each
/// division's bracket under its name.
fn bracket_ui(ui: &mut Ui, doc: &Doc, heading: f32, size: f32) {
    let ranked = &doc.snapshot.standings.order;
    for part in &doc.view.brackets {
        let Ok(b) = &part.bracket else {
            continue;
        };
        let names = || doc.event.players.iter().map(|p| p.name.as_str());
        let title = t!(PlayoffHeading, top = b.top);
        let title = match part.division {
            Some(d) => t!(
                DivisionSays,
                division = crate::text::i18n::say_in(crate::text::i18n::current(), &d.said()),
                what = title
            ),
            None => title,
        };
        ui.label(RichText::new(title).size(heading).strong());
        for (name, lines) in crate::app::panels::playoff_ui::bracket_lines(doc, part, b) {
            ui.label(RichText::new(name).size(size).strong());
            for line in lines {
                let line = crate::text::egui_fonts::sentence(&line, names());
                ui.label(RichText::new(line).size(size));
            }
        }
        let order = if part.division.is_some() {
            &part.ranked
        } else {
            ranked
        };
        if let Some(placing) = b.placing(order) {
            ui.add_space(8.0);
            ui.label(RichText::new(t!(PlayoffPlacing)).size(heading).strong());
            // Side by side, wrapping: a top 8's placing fits under the bracket.
            ui.horizontal_wrapped(|ui| {
                for (place, p) in placing.iter().take(b.top) {
                    let name = crate::text::egui_fonts::name(&doc.event.player(*p).name);
                    ui.label(
                        RichText::new(t!(PlayoffPlace, place = *place, name = name)).size(size),
                    );
                    ui.add_space(size);
                }
            });
        }
    }
}

/// Every pod of a night in columns, [`PODS_PER_ROW`] to a row: its name,
/// its round's boxes and its standings.
fn night_ui(ui: &mut Ui, title: &str, pods: &[&Doc]) {
    title_ui(ui, title);
    egui::ScrollArea::vertical().show(ui, |ui| {
        for (row, chunk) in pods.chunks(PODS_PER_ROW).enumerate() {
            if row > 0 {
                ui.separator();
            }
            ui.columns(PODS_PER_ROW.min(pods.len()), |cols| {
                for (col, doc) in cols.iter_mut().zip(chunk) {
                    // Columns are justified layouts, where egui spreads a
                    // wrapped name's letters over the line: lay out left.
                    col.with_layout(egui::Layout::top_down(egui::Align::Min), |col| {
                        col.label(
                            RichText::new(crate::text::room::short_name(&doc.event))
                                .size(28.0)
                                .strong(),
                        );
                        clock_ui(col, doc, 40.0);
                        round_ui(col, doc, 22.0, 20.0);
                        col.add_space(8.0);
                        col.label(RichText::new(t!(DisplayStandings2)).size(22.0).strong());
                        standings_ui(col, doc, 18.0);
                    });
                }
            });
        }
    });
}

/// The latest round with a match: its heading and every box with its score.
fn round_ui(ui: &mut Ui, doc: &Doc, heading: f32, size: f32) {
    let current = doc
        .event
        .rounds
        .iter()
        .rposition(|r| r.matches.iter().any(|m| m.b.is_some()));
    if let Some(ri) = current {
        ui.label(
            RichText::new(
                crate::engine::playoff::name_of_round(&doc.event, ri as u32 + 1).to_string(),
            )
            .size(heading)
            .strong(),
        );
        for (i, m) in doc.event.rounds[ri].matches.iter().enumerate() {
            // A result that cannot happen reads as held, on the room's
            // screen too.
            let held = crate::engine::validate::is_held(&doc.event, ri as u32 + 1, m);
            let score = match m.result() {
                Some(s) if held => format!(
                    "  {}",
                    t!(PdfHeldScore, score = crate::text::result::score(s))
                ),
                Some(s) => format!("  {}", crate::text::result::score(s)),
                None => String::new(),
            };
            ui.label(
                RichText::new(format!("{}{score}", box_caption_with_table(doc, i, m))).size(size),
            );
        }
    }
}

/// "1. Roger Clemens  9 pts  3-0" for every ranked player.
fn standings_ui(ui: &mut Ui, doc: &Doc, size: f32) {
    let st = &doc.snapshot.standings;
    for (i, &p) in st.order.iter().enumerate() {
        let r = &st.records[p.0];
        ui.label(
            RichText::new(t!(
                DisplayPts,
                value = // No ranks before the first result.
                if st.rounds_played == 0 {
                    String::new()
                } else {
                    format!("{}. ", i + 1)
                },
                value2 = crate::text::egui_fonts::name(&doc.event.player(p).name),
                match_points = r.match_points,
                match_line = r.match_line()
            ))
            .size(size),
        );
    }
}
