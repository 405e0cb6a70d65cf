//! Printing while sharing on this computer only (127.0.0.1): the pairings
//! and slips would carry an address no phone can open. Before the file
//! dialog, the app says so and offers this machine's network addresses
//! (sharing moves there, then it prints), printing as it is, or stopping.

use crate::app::command::{Command, CommandSender};
use crate::app::files::purpose::Purpose;
use crate::t;
use egui::{Id, Modal};
use std::net::IpAddr;

/// A print held back to ask about its loopback address.
#[derive(Debug, Clone, PartialEq)]
pub struct LoopbackPrint {
    /// What was asked for.
    pub purpose: Purpose,
    /// The address it would carry.
    pub url: String,
    /// This machine's network addresses, the store's Wi-Fi among them.
    pub network: Vec<IpAddr>,
}

/// Whether a print for `purpose` carries the phones' address: a round's
/// pairings and slips, and a night's printout (each pod's own page).
pub fn carries_address(purpose: Purpose, pods: usize) -> bool {
    match purpose {
        Purpose::PrintRound(..) => true,
        Purpose::ExportPdf(_) => pods > 1,
        _ => false,
    }
}

/// The question, while one is held: each network address as "Share on …
/// and print", "Print with … anyway", and Cancel.
pub fn loopback_print_ui(
    ctx: &egui::Context,
    held: &mut Option<LoopbackPrint>,
    out: &CommandSender,
) {
    let Some(ask) = held.as_ref() else {
        return;
    };
    let mut done = false;
    Modal::new(Id::unique("loopback-print")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.label(t!(ExportLoopback, url = &ask.url));
        if ask.network.is_empty() {
            ui.label(t!(ShareNoNetwork));
        }
        ui.add_space(6.0);
        for &ip in &ask.network {
            let text = t!(ExportLoopbackShareOn, ip = ip.to_string());
            if ui.button(text).clicked() {
                out.send(Command::PrintAfterAsking(ask.purpose, Some(ip)));
                done = true;
            }
        }
        ui.horizontal(|ui| {
            if ui
                .button(t!(ExportLoopbackAnyway, url = &ask.url))
                .clicked()
            {
                out.send(Command::PrintAfterAsking(ask.purpose, None));
                done = true;
            }
            if ui.button(t!(DialogsCancel)).clicked() {
                done = true;
            }
        });
    });
    if done {
        *held = None;
    }
}
