//! The one kind of message in the app (as rerun's `UICommand`): everything
//! a gesture can ask for — a menu item, a shortcut, a button, a dialog's
//! answer, a typed result — is a [`Command`]. Menu commands carry their
//! text, tooltip and shortcut here, so the menu and the keyboard cannot
//! disagree. Anything holding a [`CommandSender`] sends one; the app
//! handles them in one place, once per frame (`command_handling.rs`).

use super::document::edit::Edit;
use super::files::purpose::Purpose;
use crate::io::pdf::Paper;
use crate::model::{Event, Template};
use crate::t;
use egui::{Key, KeyboardShortcut, Modifiers};
use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

/// Something the user asked the app to do.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// An edit of the pod on screen (one undo step).
    Edit(Edit),
    /// Step back one edit, across the night's pods.
    Undo,
    /// Redo the last undone edit.
    Redo,
    /// Open the new-event form.
    New,
    /// Open the sign-up → pods form for a draft night.
    NewNight,
    /// Pick a file to open.
    Open,
    /// Open this file.
    OpenPath(PathBuf),
    /// Save (Save as when the event has no file yet).
    Save,
    /// Save under a new name.
    SaveAs,
    /// Pick where to export a PDF on this paper.
    ExportPdf(Paper),
    /// The latest round's pairings and result slips as a PDF.
    PrintRound(Paper),
    /// The tables still playing, printed (time is called).
    PrintStillPlaying(Paper),
    /// An earlier round's pairings and slips again (A4 or Letter as the
    /// menu's last choice; the round, 1-based).
    PrintEarlierRound(Paper, u32),
    /// Pick where to print a template's blank sheet on this paper.
    BlankSheet(Template, Paper),
    /// Open a season (File → Season…).
    Season,
    /// Save the open season as a `.podseason` file.
    SaveSeason,
    /// Print the open season's table on this paper.
    PrintSeason(Paper),
    /// Open exported PDFs in the system viewer, or not.
    ToggleOpenPdf,
    /// Make a tie-break roll.
    TieBreakRoll,
    /// Change what the explanation panel explains, in the pod on screen.
    Explain(crate::app::view::Pick),
    /// Start, pause, reset or give extra time to the round clock of the
    /// pod on screen.
    Clock(crate::app::view::ClockAction),
    /// Start sharing on the share window's address and port.
    StartSharing,
    /// Stop sharing.
    StopSharing,
    /// Share again on the address the night's printouts carry.
    ServePrinted,
    /// The night's printouts no longer need their address served (the
    /// night is over): the app stops saying the phones are down.
    ForgetPrinted,
    /// Cut the Swiss to a top 8, 4 or 2 (single elimination).
    CutToTop(u8),
    /// Open the cut-by-division form (players in age divisions).
    CutByDivision,
    /// Accept a result reported from the phones, in pod `pod` (0-based).
    AcceptReport {
        /// The pod.
        pod: usize,
        /// The match's report code.
        code: String,
        /// The result, from the match's first player's side.
        result: crate::model::GameScore,
    },
    /// Accept every result two players agreed on, in every pod of the night.
    AcceptConfirmed,
    /// Re-pair the first stale round that can be re-paired now
    /// (docs/rules.md §6).
    RepairStale,
    /// Open the late-entry form.
    LateEntry,
    /// Open the manual-pairing form.
    SwapPlayers,
    /// Open the night's players form (moves, no-shows, late arrivals).
    NightPlayers,
    /// Show or hide the display window.
    ToggleDisplay,
    /// Open the window that shares the event on the store's network.
    Share,
    /// Speak this language from now on (`None`: the desktop's).
    SetLanguage(Option<crate::text::i18n::Lang>),
    /// Show this pod of the night (0-based).
    ShowPod(usize),
    /// Show the next pod of the night (after the last, the first).
    NextPod,
    /// Show the previous pod of the night (before the first, the last).
    PreviousPod,
    /// Put the cursor in the first result box still empty.
    FirstOpenBox,
    /// After Enter in a box (round, match index): the cursor goes to the
    /// next box still empty, in sheet order (the next round's once this
    /// round is done), else the first empty box.
    NextOpenBox(u32, usize),
    /// Deal the pods of the sign-up form into a new night.
    CreateNight,
    /// Move a player to another pod before round 1.
    MovePlayer {
        /// The pod they are in (0-based).
        from: usize,
        /// Their index in that pod.
        player: usize,
        /// The pod they go to.
        to: usize,
    },
    /// A player who did not come, before round 1.
    NoShow {
        /// The pod (0-based).
        pod: usize,
        /// Their index in it.
        player: usize,
    },
    /// A late arrival joins a pod (`None`: a new pod).
    LateArrival {
        /// Their name.
        name: String,
        /// The pod they join.
        pod: Option<usize>,
    },
    /// The event recovery offer's answer: restore it, or throw it away.
    AnswerRecovery(bool),
    /// The night recovery offer's answer.
    AnswerNightRecovery(bool),
    /// Closing with unsaved changes: save, then close.
    SaveThenClose,
    /// Closing with unsaved changes: close anyway (the recovery file goes).
    CloseWithoutSaving,
    /// Replacing unsaved changes: save first, then carry out the command.
    SaveFirst(Box<Command>),
    /// Replacing unsaved changes: discard them and carry out the command.
    DiscardAnd(Box<Command>),
    /// Choose a file of player names for the new-event form.
    ImportNames,
    /// Open this new event (from the new-event form).
    CreateEvent(Box<Event>),
    /// Add this new event beside the night's pods and events, as a tab.
    AddEvent(Box<Event>),
    /// A file dialog closed: the file chosen, or `None` when cancelled.
    FileChosen(Purpose, Option<PathBuf>),
    /// A print asked about its loopback address goes on: sharing moved to
    /// this network address first, or (`None`) printed as it is.
    PrintAfterAsking(Purpose, Option<std::net::IpAddr>),
}

const COMMAND: Modifiers = Modifiers::COMMAND;
const COMMAND_SHIFT: Modifiers = Modifiers::COMMAND.plus(Modifiers::SHIFT);

impl Command {
    /// The menu text, for commands the menus show.
    pub fn text(&self) -> String {
        match self {
            Command::New => t!(CommandNewEvent),
            Command::NewNight => t!(CommandNewDraftNight),
            Command::Open => t!(CommandOpen),
            Command::Save => t!(CommandSave),
            Command::SaveAs => t!(CommandSaveAs),
            Command::ExportPdf(p) => t!(CommandExportPdf, value = paper_name(*p)),
            Command::PrintRound(p) => t!(CommandPrintThisRound, value = paper_name(*p)),
            Command::PrintStillPlaying(p) => t!(CommandPrintStillPlaying, value = paper_name(*p)),
            Command::PrintEarlierRound(p, r) => {
                t!(CommandPrintEarlierRound, round = *r, value = paper_name(*p))
            }
            Command::BlankSheet(_, p) => format!("{}…", paper_name(*p)),
            Command::ToggleOpenPdf => t!(CommandOpenThePdfWhenDone),
            Command::Season => t!(CommandSeason),
            Command::Undo => t!(CommandUndo),
            Command::Redo => t!(CommandRedo),
            Command::TieBreakRoll => t!(CommandTieBreakRoll),
            Command::CutToTop(top) => t!(CommandCutToTop, top = *top),
            Command::CutByDivision => t!(CommandCutByDivision),
            Command::RepairStale => t!(CommandRepairStale),
            Command::AcceptConfirmed => t!(CommandAcceptConfirmed),
            Command::LateEntry => t!(CommandLateEntry),
            Command::SwapPlayers => t!(CommandSwapTwoPlayers),
            Command::NightPlayers => t!(CommandPodsAndPlayersOfThe),
            Command::ToggleDisplay => t!(CommandOpenTheDisplayWindow),
            Command::Share => t!(CommandShareOnTheStoreS),
            Command::ShowPod(p) => t!(CommandPod, value = p + 1),
            Command::NextPod => t!(CommandNextPod),
            Command::PreviousPod => t!(CommandPreviousPod),
            Command::FirstOpenBox => t!(CommandGoToTheFirstEmpty),
            other => format!("{other:?}"),
        }
    }

    /// What the menu item does, in a sentence (its tooltip).
    pub fn tooltip(&self) -> String {
        match self {
            Command::New => t!(CommandStartANewEventA),
            Command::NewNight => t!(CommandDealTonightSSignUps),
            Command::Open => t!(CommandOpenAnEventOrNight),
            Command::Save => t!(CommandSaveTheEventOrThe),
            Command::SaveAs => t!(CommandSaveTheEventOrThe2),
            Command::ExportPdf(_) => t!(CommandTheSheetOrTheStandings),
            Command::PrintStillPlaying(_) => t!(CommandPrintStillPlayingTooltip),
            Command::PrintRound(_) | Command::PrintEarlierRound(..) => {
                t!(CommandThisRoundSPairingsAnd)
            }
            Command::BlankSheet(..) => t!(CommandTheEmptyPaperSheetFor),
            Command::ToggleOpenPdf => t!(CommandOpenEachPdfInThe),
            Command::Season => t!(CommandSeasonTooltip),
            Command::Undo => t!(CommandTakeBackTheLastEdit),
            Command::Redo => t!(CommandPutBackTheEditJust),
            Command::TieBreakRoll => t!(CommandStoreARandomOrderFor),
            Command::CutToTop(_) => t!(CommandCutTooltip),
            Command::CutByDivision => t!(CommandCutByDivisionTooltip),
            Command::RepairStale => t!(CommandRepairStaleTooltip),
            Command::AcceptConfirmed => t!(CommandAcceptConfirmedTooltip),
            Command::LateEntry => t!(CommandAddAPlayerWhoJoins),
            Command::SwapPlayers => t!(CommandSwapTwoPlayersInA),
            Command::NightPlayers => t!(CommandMovePlayersBetweenPodsNo),
            Command::ToggleDisplay => t!(CommandASecondWindowForA),
            Command::Share => t!(CommandShowPairingsAndStandingsOn),
            Command::NextPod => t!(CommandTheNextPodSSheet),
            Command::PreviousPod => t!(CommandThePreviousPodSSheet),
            Command::ShowPod(_) => t!(CommandCtrlToCtrlShowPods),
            Command::FirstOpenBox => t!(CommandPutTheCursorInThe),
            _ => String::new(),
        }
    }

    /// The keyboard shortcut, if the command has one.
    pub fn shortcut(&self) -> Option<KeyboardShortcut> {
        let k = |m, key| Some(KeyboardShortcut::new(m, key));
        match self {
            Command::New => k(COMMAND, Key::N),
            Command::NewNight => k(COMMAND_SHIFT, Key::N),
            Command::Open => k(COMMAND, Key::O),
            Command::Save => k(COMMAND, Key::S),
            Command::SaveAs => k(COMMAND_SHIFT, Key::S),
            Command::Undo => k(COMMAND, Key::Z),
            Command::Redo => k(COMMAND_SHIFT, Key::Z),
            Command::NextPod => k(Modifiers::CTRL, Key::Tab),
            Command::PreviousPod => k(Modifiers::CTRL.plus(Modifiers::SHIFT), Key::Tab),
            Command::FirstOpenBox => k(COMMAND, Key::E),
            Command::RepairStale => k(COMMAND, Key::R),
            Command::AcceptConfirmed => k(COMMAND_SHIFT, Key::A),
            Command::PrintStillPlaying(Paper::Letter) => k(COMMAND_SHIFT, Key::P),
            Command::ShowPod(p) => NUMBER_KEYS.get(*p).and_then(|&key| k(COMMAND, key)),
            _ => None,
        }
    }

    /// Whether carrying it out replaces the open event or night (so unsaved
    /// changes are asked about first).
    pub fn replaces_document(&self) -> bool {
        matches!(
            self,
            Command::New | Command::NewNight | Command::Open | Command::OpenPath(_)
        )
    }
}

fn paper_name(p: Paper) -> String {
    match p {
        Paper::Letter => t!(CommandLetter),
        Paper::A4 => "A4".into(),
    }
}

/// Ctrl+1 … Ctrl+9 show pods 1 to 9.
const NUMBER_KEYS: [Key; 9] = [
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
    Key::Num9,
];

/// Every command with a shortcut, longer shortcuts first (so Ctrl+Shift+S
/// is not read as Ctrl+S).
const SHORTCUTS: [Command; 22] = [
    Command::SaveAs,
    Command::AcceptConfirmed,
    Command::PrintStillPlaying(Paper::Letter),
    Command::NewNight,
    Command::Redo,
    Command::PreviousPod,
    Command::New,
    Command::Open,
    Command::Save,
    Command::Undo,
    Command::NextPod,
    Command::FirstOpenBox,
    Command::RepairStale,
    Command::ShowPod(0),
    Command::ShowPod(1),
    Command::ShowPod(2),
    Command::ShowPod(3),
    Command::ShowPod(4),
    Command::ShowPod(5),
    Command::ShowPod(6),
    Command::ShowPod(7),
    Command::ShowPod(8),
];

/// Second keys for a command: Ctrl+Y redoes, Ctrl+Page Down / Page Up
/// change pods as browsers' tabs do.
const SECOND_KEYS: [(Modifiers, Key, Command); 3] = [
    (COMMAND, Key::Y, Command::Redo),
    (Modifiers::CTRL, Key::PageDown, Command::NextPod),
    (Modifiers::CTRL, Key::PageUp, Command::PreviousPod),
];

/// The commands of this frame's shortcuts.
pub fn shortcuts(ctx: &egui::Context) -> Vec<Command> {
    ctx.input_mut(|i| {
        let mut out: Vec<Command> = SHORTCUTS
            .into_iter()
            .filter(|c| c.shortcut().is_some_and(|k| i.consume_shortcut(&k)))
            .collect();
        for (m, key, c) in SECOND_KEYS {
            if i.consume_shortcut(&KeyboardShortcut::new(m, key)) {
                out.push(c);
            }
        }
        out
    })
}

/// Sends commands to the app from anywhere on the UI thread: panels,
/// dialogs, windows. Cloning it gives another handle on the same queue.
#[derive(Debug, Clone, Default)]
pub struct CommandSender(Rc<RefCell<Vec<Command>>>);

impl CommandSender {
    /// Asks the app to carry out `command` (this frame, in order).
    pub fn send(&self, command: Command) {
        self.0.borrow_mut().push(command);
    }

    /// Sends an edit of the pod on screen.
    pub fn edit(&self, edit: Edit) {
        self.send(Command::Edit(edit));
    }

    /// Takes every command sent so far, oldest first.
    pub(crate) fn take(&self) -> Vec<Command> {
        std::mem::take(&mut *self.0.borrow_mut())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shortcuts_are_distinct_and_every_one_has_menu_text() {
        let keys: Vec<KeyboardShortcut> = SHORTCUTS.iter().filter_map(Command::shortcut).collect();
        assert_eq!(keys.len(), SHORTCUTS.len(), "each has a shortcut");
        for (i, a) in keys.iter().enumerate() {
            assert!(!keys[i + 1..].contains(a), "{a:?} is used twice");
        }
        for c in SHORTCUTS {
            assert!(!c.text().contains("Command::"), "{c:?} has menu text");
            assert!(!c.tooltip().is_empty(), "{c:?} has a tooltip");
        }
        for (m, key, _) in SECOND_KEYS {
            assert!(
                !keys.contains(&KeyboardShortcut::new(m, key)),
                "{key:?} twice"
            );
        }
    }

    #[test]
    fn the_sender_keeps_the_order() {
        let s = CommandSender::default();
        let other = s.clone();
        s.send(Command::Save);
        other.send(Command::Undo);
        assert_eq!(s.take(), vec![Command::Save, Command::Undo]);
        assert!(s.take().is_empty());
    }
}
