//! View → Share on the store's network, drawn: the share window (address,
//! port, reports, start / stop, the address with its QR code) and the top
//! bar's indicator while sharing. The service itself is `app/share`.

use crate::app::document::doc::Doc;
use crate::app::share::{ON, Share, address_name};
use crate::t;
use crate::web::qr::Qr;
use egui::{Color32, RichText, Ui};

/// The indicator in the top bar while sharing; clicking it opens the
/// share window.
pub fn share_indicator_ui(ui: &mut Ui, share: &mut Share) {
    if !share.is_on() {
        return;
    }
    ui.separator();
    // White on green: visible from across the counter, in either theme
    // (and in the font egui ships, which has no bullet glyph).
    let text = RichText::new(t!(ShareSharingAt, url = &share.url))
        .color(Color32::WHITE)
        .background_color(ON)
        .strong();
    if ui
        .button(text)
        .on_hover_text(t!(SharePhonesOnTheStoreS))
        .clicked()
    {
        share.open_window();
    }
}

/// The share window: address, port, decks switch, start / stop, and the
/// address with its QR code while on.
pub fn share_window_ui(ctx: &egui::Context, share: &mut Share, pods: &[&Doc]) {
    if share.is_on() {
        share.publish(pods);
    }
    if !share.window_open {
        return;
    }
    let mut open = true;
    egui::Window::new(t!(ShareShareOnTheStoreS))
        .open(&mut open)
        .default_width(440.0)
        .resizable(false)
        .show(ctx, |ui| settings_ui(ui, share, pods));
    share.window_open = open;
}

fn settings_ui(ui: &mut Ui, share: &mut Share, pods: &[&Doc]) {
    ui.label(t!(SharePlayersOpenThePairingsStandings));
    let on = share.is_on();
    ui.add_enabled_ui(!on, |ui| {
        egui::Grid::new("share-settings").show(ui, |ui| {
            let shown = address_name(share.bind);
            egui::ComboBox::from_label(t!(ShareAddress))
                .selected_text(shown)
                .width(240.0)
                .show_ui(ui, |ui| {
                    for &ip in &share.choices {
                        ui.selectable_value(&mut share.bind, ip, address_name(ip));
                    }
                });
            ui.end_row();
            ui.horizontal(|ui| {
                let edit = ui.add(egui::TextEdit::singleline(&mut share.port).desired_width(70.0));
                let label = ui.label(t!(SharePort));
                edit.labelled_by(label.id);
            });
            ui.end_row();
        });
    });
    loopback_ui(ui, share, pods);
    ui.checkbox(&mut share.show_decks, t!(ShareShowDecksAndFirstPicks));
    ui.add_enabled_ui(!on, |ui| {
        ui.checkbox(&mut share.reports, t!(ShareReports))
            .on_hover_text(t!(ShareReportsHover));
    });
    ui.add_enabled_ui(share.reports, |ui| {
        let tick = ui
            .checkbox(&mut share.auto_accept, t!(ShareAutoAccept))
            .on_hover_text(t!(ShareAutoAcceptHover));
        if tick.changed() && share.auto_accept {
            share.accept_now = true;
        }
    });
    if on {
        if ui.button(t!(ShareStopSharing)).clicked() {
            share.stop();
        }
    } else if ui.button(t!(ShareStartSharing)).clicked() {
        share.start(pods, &ui.ctx().clone());
    }
    if let Some(e) = &share.error {
        ui.colored_label(Color32::from_rgb(200, 40, 40), e);
    }
    if let Some((url, qr)) = share.address() {
        ui.label(
            RichText::new(t!(ShareOnUrl, url = url))
                .color(ON)
                .size(20.0)
                .strong(),
        );
        if let Some(qr) = qr {
            qr_ui(ui, qr, 180.0);
        }
    }
}

/// Under the address, while it is this computer only: no phone can open
/// it, nor the address printed; the store's network offered in its place
/// (sharing moves there at once when it is on).
fn loopback_ui(ui: &mut Ui, share: &mut Share, pods: &[&Doc]) {
    if !share.bind.is_loopback() {
        return;
    }
    ui.colored_label(
        Color32::from_rgb(200, 40, 40),
        t!(ShareLoopback, ip = share.bind.to_string()),
    );
    match share.network().first() {
        Some(&ip) => {
            if ui
                .button(t!(ShareUseNetwork, ip = ip.to_string()))
                .clicked()
            {
                share.move_to(ip, pods, &ui.ctx().clone());
            }
        }
        None => {
            ui.label(t!(ShareNoNetwork));
        }
    }
}

/// Draws a QR code `size` points wide, dark on white with its quiet zone
/// (readable in the dark theme too).
pub fn qr_ui(ui: &mut Ui, qr: &Qr, size: f32) {
    let n = qr.width() + 8;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let m = size / n as f32;
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    for (x, y, len) in qr.runs() {
        let min = rect.min + egui::vec2((x + 4) as f32 * m, (y + 4) as f32 * m);
        let r = egui::Rect::from_min_size(min, egui::vec2(len as f32 * m, m));
        painter.rect_filled(r.expand(0.2), 0.0, Color32::BLACK);
    }
}

/// Above the sheet, while the address the night's printouts carry is not
/// served: the phones are down, said in red with why (the share window's
/// error), and one click to share there again, or to say the printouts
/// no longer need it.
pub fn phones_down_ui(ui: &mut Ui, share: &Share, out: &crate::app::CommandSender) {
    let Some(printed) = share.phones_down() else {
        return;
    };
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.colored_label(
            ui.visuals().error_fg_color,
            RichText::new(t!(SharePhonesDown, url = printed)).strong(),
        );
        if let Some(why) = &share.error {
            ui.colored_label(ui.visuals().error_fg_color, why);
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button(t!(ShareServePrinted, url = printed)).clicked() {
                out.send(crate::app::Command::ServePrinted);
            }
            if ui.button(t!(ShareOtherAddress)).clicked() {
                out.send(crate::app::Command::Share);
            }
            if ui
                .button(t!(ShareForgetPrinted))
                .on_hover_text(t!(ShareForgetPrintedHover))
                .clicked()
            {
                out.send(crate::app::Command::ForgetPrinted);
            }
        });
    });
    ui.add_space(4.0);
}
