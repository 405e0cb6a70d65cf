//! Choosing a file: the system's dialog on a thread (the UI never
//! freezes), or Podsheet's own dialog inside the window where the system
//! cannot show one. rfd reports a dialog that failed as a cancel, so on
//! Linux and the BSDs the desktop is asked first whether it has a file
//! chooser at all (the xdg-desktop-portal FileChooser on the session bus,
//! or rfd's zenity fallback); without one, Podsheet says why once and uses
//! its own dialog for the rest of the session.

use crate::app::command::{Command, CommandSender};
use crate::app::files::file_browser_ui::{Browser, file_browser_ui};
pub use crate::app::files::purpose::Purpose;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};

/// Set to `in-app` to always use Podsheet's own dialog (tests, scripted
/// runs), or to `system` to use the system's without asking the desktop.
pub const ENV: &str = "PODSHEET_FILE_DIALOG";

/// Which dialog the app uses, decided once per session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Backend {
    /// Not known yet: ask the desktop before the first dialog.
    Auto,
    /// The system's dialog (it answered, or `PODSHEET_FILE_DIALOG=system`).
    System,
    /// Podsheet's own dialog, and why (said in the first one shown).
    InApp {
        /// Why the system's dialog is not used.
        why: String,
        /// Whether the reason has been shown.
        told: bool,
    },
}

impl Backend {
    /// The backend `PODSHEET_FILE_DIALOG` asks for, else [`Backend::Auto`].
    pub fn from_env() -> Self {
        match std::env::var(ENV).as_deref() {
            Ok("in-app" | "builtin") => Backend::InApp {
                why: crate::t!(FilePickerForced, env = ENV),
                told: false,
            },
            Ok("system") => Backend::System,
            _ => Backend::Auto,
        }
    }
}

/// A dialog open now.
pub struct Pending {
    /// Why it was opened.
    pub purpose: Purpose,
    suggested: PathBuf,
    kind: Kind,
}

enum Kind {
    System(Receiver<Answer>),
    InApp(Box<Browser>),
}

enum Answer {
    Picked(Option<PathBuf>),
    Unavailable(String),
}

impl Pending {
    /// Opens a dialog for `purpose` starting at `suggested` (its folder and
    /// file name), by `backend`.
    pub fn start(
        purpose: Purpose,
        ctx: &egui::Context,
        suggested: PathBuf,
        backend: &mut Backend,
    ) -> Self {
        let kind = match backend {
            Backend::InApp { why, told } => {
                let why = (!*told).then(|| why.clone());
                *told = true;
                Kind::InApp(Box::new(Browser::new(purpose.wanted(), &suggested, why)))
            }
            Backend::System => Kind::System(system_dialog(purpose, ctx, &suggested, false)),
            Backend::Auto => Kind::System(system_dialog(purpose, ctx, &suggested, true)),
        };
        Pending {
            purpose,
            suggested,
            kind,
        }
    }

    /// Shows the in-app dialog, or checks on the system's; once it closes,
    /// sends [`Command::FileChosen`] with the file (or `None` for a
    /// cancel). A system dialog that cannot be shown switches `backend` to
    /// the in-app one for the session and opens it in its place.
    pub fn poll_ui(&mut self, ctx: &egui::Context, backend: &mut Backend, out: &CommandSender) {
        let answer = match &mut self.kind {
            Kind::InApp(browser) => {
                file_browser_ui(ctx, browser, self.purpose, out);
                return;
            }
            Kind::System(rx) => match rx.try_recv() {
                Ok(a) => a,
                Err(std::sync::mpsc::TryRecvError::Empty) => return,
                Err(std::sync::mpsc::TryRecvError::Disconnected) => Answer::Picked(None),
            },
        };
        match answer {
            Answer::Picked(p) => {
                if *backend == Backend::Auto {
                    *backend = Backend::System;
                }
                out.send(Command::FileChosen(self.purpose, p));
            }
            Answer::Unavailable(why) => {
                *backend = Backend::InApp { why, told: false };
                *self = Pending::start(self.purpose, ctx, self.suggested.clone(), backend);
                // Shown in this same frame.
                self.poll_ui(ctx, backend, out);
            }
        }
    }

    /// Whether this is Podsheet's own dialog.
    pub fn is_in_app(&self) -> bool {
        matches!(self.kind, Kind::InApp(_))
    }
}

/// Starts rfd's dialog on a thread, after asking the desktop whether it
/// can show one when `probe` is set; `ctx` is woken when it answers.
fn system_dialog(
    purpose: Purpose,
    ctx: &egui::Context,
    suggested: &Path,
    probe: bool,
) -> Receiver<Answer> {
    let (tx, rx) = channel();
    let ctx = ctx.clone();
    let (kind, extensions) = purpose.filter();
    let mut dialog = rfd::AsyncFileDialog::new()
        .set_title(purpose.title())
        .add_filter(kind, extensions);
    if let Some(dir) = suggested.parent().filter(|d| d.is_dir()) {
        dialog = dialog.set_directory(dir);
    }
    if purpose.saves()
        && let Some(name) = suggested.file_name()
    {
        dialog = dialog.set_file_name(name.to_string_lossy());
    }
    std::thread::spawn(move || {
        if probe && let Err(why) = desktop::can_show_file_dialog() {
            let _ = tx.send(Answer::Unavailable(why));
            ctx.request_repaint();
            return;
        }
        let picked = if purpose.saves() {
            pollster::block_on(dialog.save_file())
        } else {
            pollster::block_on(dialog.pick_file())
        };
        let _ = tx.send(Answer::Picked(picked.map(|h| h.path().to_path_buf())));
        ctx.request_repaint();
    });
    rx
}

/// Linux and the BSDs: rfd asks the xdg-desktop-portal, then zenity.
#[cfg(all(unix, not(target_os = "macos")))]
mod desktop {
    use crate::t;
    use std::time::Duration;

    /// How long the desktop may take to start its portal and answer.
    const PROBE_TIMEOUT: Duration = Duration::from_secs(10);

    /// `Ok` when rfd can show a dialog here, else why not.
    pub fn can_show_file_dialog() -> Result<(), String> {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(pollster::block_on(file_chooser_portal()));
        });
        let portal = match rx.recv_timeout(PROBE_TIMEOUT) {
            Ok(Ok(())) => return Ok(()),
            Ok(Err(e)) => e.to_string(),
            Err(_) => t!(FilePickerNoAnswerInS, value = PROBE_TIMEOUT.as_secs()),
        };
        if zenity_on_path() {
            return Ok(());
        }
        Err(t!(FilePickerThisDesktopHasNoFile, portal = portal))
    }

    /// Asks the portal on the session bus for its FileChooser interface's
    /// version: an answer means the portal runs (or was started by D-Bus)
    /// and has a backend that shows file dialogs.
    async fn file_chooser_portal() -> zbus::Result<()> {
        let conn = zbus::Connection::session().await?;
        conn.call_method(
            Some("org.freedesktop.portal.Desktop"),
            "/org/freedesktop/portal/desktop",
            Some("org.freedesktop.DBus.Properties"),
            "Get",
            &("org.freedesktop.portal.FileChooser", "version"),
        )
        .await?;
        Ok(())
    }

    fn zenity_on_path() -> bool {
        std::env::var_os("PATH").is_some_and(|paths| {
            std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file())
        })
    }
}

/// Windows and macOS: the system dialog is part of the OS.
#[cfg(not(all(unix, not(target_os = "macos"))))]
mod desktop {
    /// Always: the OS has its dialog.
    pub fn can_show_file_dialog() -> Result<(), String> {
        Ok(())
    }
}
