//! The display window: a second viewport for a screen the players can see,
//! with the current round's pairings, the timer and the standings in large
//! type.

use super::boxes_ui::box_caption;
use super::share_ui::qr_ui;
use super::state::Doc;
use super::timer_ui::{TIME_NOTICE, Timer};
use egui::{RichText, Ui, ViewportBuilder, ViewportId};

/// The address phones open and its QR code, while sharing.
pub type SharedAt<'a> = Option<(&'a str, Option<&'a crate::web::qr::Qr>)>;

/// Shows the display window while `open`; closing it clears `open`.
pub fn display_ui(
    ctx: &egui::Context,
    doc: &Doc,
    timer: &Timer,
    shared: SharedAt<'_>,
    open: &mut bool,
) {
    if !*open {
        return;
    }
    let builder = ViewportBuilder::default()
        .with_title(format!("{} — display", doc.event.name))
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
                        ui.label(RichText::new("On your phone").size(26.0).strong());
                        if let Some(qr) = qr {
                            qr_ui(ui, qr, 220.0);
                        }
                        ui.label(RichText::new(url).size(20.0).monospace());
                        ui.label(RichText::new("Your pairing, the standings and why.").size(18.0));
                    });
            }
            egui::CentralPanel::default().show(ui, |ui| contents_ui(ui, doc, timer));
        },
    );
}

fn contents_ui(ui: &mut Ui, doc: &Doc, timer: &Timer) {
    // Full contrast: this screen is read from across the room.
    ui.visuals_mut().override_text_color = Some(ui.visuals().strong_text_color());
    ui.label(RichText::new(&doc.event.name).size(34.0).strong());
    let (text, up) = timer.display(&doc.event);
    ui.label(RichText::new(text).size(64.0).monospace());
    if up {
        ui.label(RichText::new(TIME_NOTICE).size(28.0));
    }
    if timer.running() {
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_secs(1));
    }
    ui.columns(2, |cols| {
        let current = doc
            .event
            .rounds
            .iter()
            .rposition(|r| r.matches.iter().any(|m| m.b.is_some()));
        if let Some(ri) = current {
            cols[0].label(
                RichText::new(format!("Round {}", ri + 1))
                    .size(30.0)
                    .strong(),
            );
            for (i, m) in doc.event.rounds[ri].matches.iter().enumerate() {
                let score = m.result().map_or(String::new(), |s| format!("  {s}"));
                cols[0]
                    .label(RichText::new(format!("{}{score}", box_caption(doc, i, m))).size(26.0));
            }
        }
        cols[1].label(RichText::new("Standings").size(30.0).strong());
        let st = &doc.snapshot.standings;
        for (i, &p) in st.order.iter().enumerate() {
            let r = &st.records[p.0];
            cols[1].label(
                RichText::new(format!(
                    "{}{}  {} pts  {}",
                    // No ranks before the first result.
                    if st.rounds_played == 0 {
                        String::new()
                    } else {
                        format!("{}. ", i + 1)
                    },
                    doc.event.player(p).name,
                    r.match_points,
                    r.match_line()
                ))
                .size(24.0),
            );
        }
    });
}
