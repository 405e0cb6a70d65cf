//! The menu bar and the keyboard shortcuts: both name the same actions.

use crate::app::document::commands::Command;
use egui::{Key, KeyboardShortcut, Modifiers, Ui};
use std::path::PathBuf;

/// Something the user asked for from a menu or a shortcut.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// An edit of the event.
    Edit(Command),
    /// Open the new-event dialog.
    New,
    /// Pick a file to open.
    Open,
    /// Open this file.
    OpenPath(PathBuf),
    /// Save (Save As when the event has no file yet).
    Save,
    /// Save under a new name.
    SaveAs,
    /// Make a tie-break roll.
    TieBreakRoll,
    /// Open the late-entry form.
    LateEntry,
    /// Open the manual-pairing form.
    SwapPlayers,
    /// Show or hide the display window.
    ToggleDisplay,
    /// Open the window that shares the event on the store's network.
    Share,
    /// Pick where to export a PDF on this paper.
    ExportPdf(crate::io::pdf::Paper),
    /// The latest round's pairings and result slips as a PDF.
    PrintRound(crate::io::pdf::Paper),
    /// Open exported PDFs in the system viewer, or not.
    ToggleOpenPdf,
    /// Open the sign-up → pods form for a draft night.
    NewNight,
    /// Open the night's players form (moves, no-shows, late arrivals).
    NightPlayers,
    /// Pick where to print a template's blank sheet on this paper.
    BlankSheet(crate::model::Template, crate::io::pdf::Paper),
}

const NEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
const OPEN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
const SAVE_AS: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::S);
const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
const REDO: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
const REDO_Y: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);

/// The actions of this frame's shortcuts (longer shortcuts first, so
/// Ctrl+Shift+S is not read as Ctrl+S).
pub fn shortcuts(ctx: &egui::Context) -> Vec<Action> {
    let table = [
        (SAVE_AS, Action::SaveAs),
        (REDO, Action::Edit(Command::Redo)),
        (NEW, Action::New),
        (OPEN, Action::Open),
        (SAVE, Action::Save),
        (UNDO, Action::Edit(Command::Undo)),
        (REDO_Y, Action::Edit(Command::Redo)),
    ];
    ctx.input_mut(|i| {
        table
            .into_iter()
            .filter(|(k, _)| i.consume_shortcut(k))
            .map(|(_, a)| a)
            .collect()
    })
}

/// What the menus need to know.
pub struct MenuState<'a> {
    /// Recent files, newest first.
    pub recent: &'a [PathBuf],
    /// Whether undo / redo have anything.
    pub can_undo: bool,
    /// See `can_undo`.
    pub can_redo: bool,
    /// Whether exported PDFs are opened in the system viewer.
    pub open_pdf: bool,
    /// Whether the display window is open.
    pub display_open: bool,
    /// Whether the event is shared on the network.
    pub sharing: bool,
    /// Whether the event has a round to print pairings and slips of.
    pub has_round: bool,
}

/// The menu bar.
pub fn menu_ui(ui: &mut Ui, st: &MenuState<'_>, out: &mut Vec<Action>) {
    let ctx = ui.ctx().clone();
    let item = |ui: &mut Ui, text: &str, k: Option<&KeyboardShortcut>, enabled: bool| {
        let mut b = egui::Button::new(text);
        if let Some(k) = k {
            b = b.shortcut_text(ctx.format_shortcut(k));
        }
        ui.add_enabled(enabled, b).clicked()
    };
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("File", |ui| {
            if item(ui, "New event…", Some(&NEW), true) {
                out.push(Action::New);
            }
            if item(ui, "New draft night…", None, true) {
                out.push(Action::NewNight);
            }
            if item(ui, "Open…", Some(&OPEN), true) {
                out.push(Action::Open);
            }
            ui.menu_button("Open recent", |ui| {
                if st.recent.is_empty() {
                    ui.label("(none yet)");
                }
                for p in st.recent {
                    if ui.button(p.display().to_string()).clicked() {
                        out.push(Action::OpenPath(p.clone()));
                    }
                }
            });
            if item(ui, "Save", Some(&SAVE), true) {
                out.push(Action::Save);
            }
            if item(ui, "Save as…", Some(&SAVE_AS), true) {
                out.push(Action::SaveAs);
            }
            ui.separator();
            if item(ui, "Export PDF (Letter)…", None, true) {
                out.push(Action::ExportPdf(crate::io::pdf::Paper::Letter));
            }
            if item(ui, "Export PDF (A4)…", None, true) {
                out.push(Action::ExportPdf(crate::io::pdf::Paper::A4));
            }
            for (text, paper) in [
                ("Print this round (Letter)…", crate::io::pdf::Paper::Letter),
                ("Print this round (A4)…", crate::io::pdf::Paper::A4),
            ] {
                if item(ui, text, None, st.has_round) {
                    out.push(Action::PrintRound(paper));
                }
            }
            blank_sheet_menu_ui(ui, out);
            let mut open = st.open_pdf;
            if ui.checkbox(&mut open, "Open the PDF when done").changed() {
                out.push(Action::ToggleOpenPdf);
            }
        });
        ui.menu_button("Edit", |ui| {
            if item(ui, "Undo", Some(&UNDO), st.can_undo) {
                out.push(Action::Edit(Command::Undo));
            }
            if item(ui, "Redo", Some(&REDO), st.can_redo) {
                out.push(Action::Edit(Command::Redo));
            }
        });
        ui.menu_button("Event", |ui| {
            if ui.button("Tie-break roll").clicked() {
                out.push(Action::TieBreakRoll);
            }
            if ui.button("Late entry…").clicked() {
                out.push(Action::LateEntry);
            }
            if ui.button("Swap two players…").clicked() {
                out.push(Action::SwapPlayers);
            }
            if ui.button("Pods and players of the night…").clicked() {
                out.push(Action::NightPlayers);
            }
        });
        ui.menu_button("View", |ui| {
            let text = if st.display_open {
                "Close the display window"
            } else {
                "Open the display window"
            };
            if ui.button(text).clicked() {
                out.push(Action::ToggleDisplay);
            }
            let share = if st.sharing {
                "Sharing on the store's network (on)…"
            } else {
                "Share on the store's network…"
            };
            if ui.button(share).clicked() {
                out.push(Action::Share);
            }
        });
    });
}

/// File → Print blank sheet → a sheet → Letter or A4: the empty paper sheet
/// for the binder, with no event.
fn blank_sheet_menu_ui(ui: &mut Ui, out: &mut Vec<Action>) {
    use crate::io::pdf::Paper;
    ui.menu_button("Print blank sheet", |ui| {
        for t in crate::model::Template::ALL {
            ui.menu_button(t.name(), |ui| {
                for (text, paper) in [("Letter…", Paper::Letter), ("A4…", Paper::A4)] {
                    if ui.button(text).clicked() {
                        out.push(Action::BlankSheet(t, paper));
                    }
                }
            });
        }
    });
}
