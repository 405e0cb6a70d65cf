//! The menu bar: each item is a [`Command`], whose text, tooltip and
//! shortcut come from the command itself (the keyboard reads the same
//! shortcuts, `command::shortcuts`).

use crate::app::command::{Command, CommandSender};
use crate::io::pdf::Paper;
use crate::t;
use crate::text::i18n::Lang;
use egui::Ui;
use std::path::PathBuf;

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
    /// How many pods the night has.
    pub pods: usize,
    /// The language chosen (`None`: the desktop's).
    pub language: Option<Lang>,
    /// Whether the Swiss can be cut to a top 8 now (every result in, no
    /// cut yet).
    pub can_cut: bool,
    /// Whether a stale round can be re-paired now.
    pub can_repair: bool,
    /// Whether the players play in age divisions: each cuts apart.
    pub by_division: bool,
}

/// The menu bar.
pub fn menu_ui(ui: &mut Ui, st: &MenuState<'_>, out: &CommandSender) {
    let ctx = ui.ctx().clone();
    // A menu item for `cmd`, enabled or not, under `text` when given.
    let item = |ui: &mut Ui, cmd: Command, text: Option<&str>, enabled: bool| {
        let mut b = egui::Button::new(text.map_or_else(|| cmd.text(), str::to_string));
        if let Some(k) = cmd.shortcut() {
            b = b.shortcut_text(ctx.format_shortcut(&k));
        }
        let r = ui.add_enabled(enabled, b);
        let r = if cmd.tooltip().is_empty() {
            r
        } else {
            r.on_hover_text(cmd.tooltip())
        };
        if r.clicked() {
            out.send(cmd);
        }
    };
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(t!(MenuFile), |ui| {
            item(ui, Command::New, None, true);
            item(ui, Command::NewNight, None, true);
            item(ui, Command::Open, None, true);
            ui.menu_button(t!(MenuOpenRecent), |ui| {
                if st.recent.is_empty() {
                    ui.label(t!(MenuNoneYet));
                }
                for p in st.recent {
                    if ui.button(p.display().to_string()).clicked() {
                        out.send(Command::OpenPath(p.clone()));
                    }
                }
            });
            item(ui, Command::Save, None, true);
            item(ui, Command::SaveAs, None, true);
            ui.separator();
            item(ui, Command::Season, None, true);
            ui.separator();
            for paper in [Paper::Letter, Paper::A4] {
                item(ui, Command::ExportPdf(paper), None, true);
            }
            for paper in [Paper::Letter, Paper::A4] {
                item(ui, Command::PrintRound(paper), None, st.has_round);
            }
            for paper in [Paper::Letter, Paper::A4] {
                item(ui, Command::PrintStillPlaying(paper), None, st.has_round);
            }
            blank_sheet_menu_ui(ui, out);
            let mut open = st.open_pdf;
            if ui
                .checkbox(&mut open, Command::ToggleOpenPdf.text())
                .on_hover_text(Command::ToggleOpenPdf.tooltip())
                .changed()
            {
                out.send(Command::ToggleOpenPdf);
            }
        });
        ui.menu_button(t!(MenuEdit), |ui| {
            item(ui, Command::Undo, None, st.can_undo);
            item(ui, Command::Redo, None, st.can_redo);
            ui.separator();
            item(ui, Command::FirstOpenBox, None, true);
        });
        ui.menu_button(t!(MenuEvent), |ui| {
            item(ui, Command::TieBreakRoll, None, true);
            ui.separator();
            if st.by_division {
                item(ui, Command::CutByDivision, None, st.can_cut);
            } else {
                for top in [8, 4, 2] {
                    item(ui, Command::CutToTop(top), None, st.can_cut);
                }
            }
            ui.separator();
            item(ui, Command::RepairStale, None, st.can_repair);
            ui.separator();
            item(ui, Command::LateEntry, None, true);
            item(ui, Command::SwapPlayers, None, true);
            item(ui, Command::NightPlayers, None, true);
        });
        ui.menu_button(t!(MenuView), |ui| {
            item(ui, Command::NextPod, None, st.pods > 1);
            item(ui, Command::PreviousPod, None, st.pods > 1);
            ui.separator();
            let display = st.display_open.then(|| t!(MenuCloseTheDisplayWindow));
            item(ui, Command::ToggleDisplay, display.as_deref(), true);
            let share = st.sharing.then(|| t!(MenuSharingOnTheStoreS));
            item(ui, Command::Share, share.as_deref(), true);
            ui.separator();
            language_menu_ui(ui, st.language, out);
        });
    });
}

/// File → Print blank sheet → a sheet → Letter or A4: the empty paper sheet
/// for the binder, with no event.
fn blank_sheet_menu_ui(ui: &mut Ui, out: &CommandSender) {
    ui.menu_button(t!(MenuPrintBlankSheet), |ui| {
        for t in crate::model::Template::ALL {
            ui.menu_button(crate::text::sheet::template_name(t), |ui| {
                for paper in [Paper::Letter, Paper::A4] {
                    let cmd = Command::BlankSheet(t, paper);
                    if ui.button(cmd.text()).on_hover_text(cmd.tooltip()).clicked() {
                        out.send(cmd);
                    }
                }
            });
        }
    });
}

/// View → Language: the desktop's, or one of the ten, each in its own
/// name; the choice applies at once and is remembered.
fn language_menu_ui(ui: &mut Ui, chosen: Option<Lang>, out: &CommandSender) {
    ui.menu_button(t!(MenuLanguage), |ui| {
        let desktop = t!(
            MenuLanguageDesktop,
            language = Lang::from_desktop().native_name()
        );
        if ui.radio(chosen.is_none(), desktop).clicked() {
            out.send(Command::SetLanguage(None));
        }
        ui.separator();
        let radio = |ui: &mut Ui, lang: Lang| {
            if ui.radio(chosen == Some(lang), lang.native_name()).clicked() {
                out.send(Command::SetLanguage(Some(lang)));
            }
        };
        for lang in Lang::offered() {
            radio(ui, lang);
        }
        // Catalogs not complete yet: what they lack shows in English.
        let preparing: Vec<Lang> = Lang::ALL.into_iter().filter(|l| !l.is_offered()).collect();
        if !preparing.is_empty() {
            ui.separator();
            ui.label(t!(MenuLanguagePreparing));
            for lang in preparing {
                radio(ui, lang);
            }
        }
    });
}
