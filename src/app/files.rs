//! Native file dialogs on a thread (the UI never freezes), the recovery
//! file written after every edit, and the recent-files list.

use crate::io::{self, event_file};
use crate::model::Event;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};

/// Most recent files remembered.
pub const RECENT_LIMIT: usize = 8;

/// What a dialog was opened for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// Open an event file.
    Open,
    /// Save under a new name.
    SaveAs,
    /// Read player names from a CSV or text file (new event dialog).
    ImportNames,
    /// Export the event as a PDF on this paper.
    ExportPdf(crate::io::pdf::Paper),
    /// Print a template's blank sheet (no event) as a PDF on this paper.
    BlankSheet(crate::model::Template, crate::io::pdf::Paper),
}

/// A dialog running on its own thread.
pub struct Pending {
    /// Why it was opened.
    pub purpose: Purpose,
    rx: Receiver<Option<PathBuf>>,
}

impl Pending {
    /// Opens a native dialog on a thread; `ctx` is woken when it closes.
    pub fn start(purpose: Purpose, ctx: &egui::Context, suggested: Option<&Path>) -> Self {
        let (tx, rx) = channel();
        let ctx = ctx.clone();
        let mut dialog = rfd::AsyncFileDialog::new();
        dialog = match purpose {
            Purpose::Open => dialog
                .set_title("Open an event")
                .add_filter("Pod sheets", &["podsheet", "json", "csv"]),
            Purpose::SaveAs => dialog
                .set_title("Save the event as")
                .add_filter("Pod sheets", &["podsheet"]),
            Purpose::ImportNames => dialog
                .set_title("Import player names")
                .add_filter("Names", &["csv", "txt"]),
            Purpose::ExportPdf(_) => dialog.set_title("Export a PDF").add_filter("PDF", &["pdf"]),
            Purpose::BlankSheet(..) => dialog
                .set_title("Save the blank sheet as")
                .add_filter("PDF", &["pdf"]),
        };
        if let Some(p) = suggested {
            if let Some(dir) = p.parent() {
                dialog = dialog.set_directory(dir);
            }
            if let Some(name) = p.file_name() {
                dialog = dialog.set_file_name(name.to_string_lossy());
            }
        }
        std::thread::spawn(move || {
            let picked = if matches!(
                purpose,
                Purpose::SaveAs | Purpose::ExportPdf(_) | Purpose::BlankSheet(..)
            ) {
                pollster::block_on(dialog.save_file())
            } else {
                pollster::block_on(dialog.pick_file())
            };
            let _ = tx.send(picked.map(|h| h.path().to_path_buf()));
            ctx.request_repaint();
        });
        Pending { purpose, rx }
    }

    /// The dialog's answer once it closed: `Some(None)` for a cancel.
    pub fn poll(&self) -> Option<Option<PathBuf>> {
        match self.rx.try_recv() {
            Ok(v) => Some(v),
            Err(std::sync::mpsc::TryRecvError::Empty) => None,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => Some(None),
        }
    }
}

/// Adds `path` to the front of the recent list.
pub fn remember(recent: &mut Vec<PathBuf>, path: &Path) {
    recent.retain(|p| p != path);
    recent.insert(0, path.to_path_buf());
    recent.truncate(RECENT_LIMIT);
}

/// The recovery file: the unsaved event and the file it belongs to.
#[derive(Debug, Clone)]
pub struct Recovery {
    /// Where recovery data is written (`None`: not at all, as in tests).
    pub dir: Option<PathBuf>,
    /// The document generation and dirtiness last acted on.
    pub written: Option<(u64, bool)>,
}

/// What a recovery file held.
pub struct Recovered {
    /// The unsaved event.
    pub event: Event,
    /// The file it came from, if any.
    pub path: Option<PathBuf>,
    /// When it was written (RFC 3339).
    pub when: String,
}

impl Recovery {
    /// Recovery in the platform data directory.
    pub fn in_data_dir() -> Self {
        Recovery {
            dir: eframe::storage_dir("Podsheet"),
            written: None,
        }
    }

    fn file(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join("recovery.json"))
    }

    /// Writes the event (atomically), or removes the file when nothing is
    /// unsaved.
    pub fn write(&mut self, event: &Event, path: Option<&Path>, dirty: bool, generation: u64) {
        if self.written == Some((generation, dirty)) {
            return;
        }
        self.written = Some((generation, dirty));
        let Some(file) = self.file() else { return };
        if !dirty {
            let _ = std::fs::remove_file(&file);
            return;
        }
        let body = serde_json::json!({
            "path": path.map(|p| p.display().to_string()),
            "event": event_file::to_string(event),
        });
        if let Some(dir) = &self.dir {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = event_file::write_atomically(&file, body.to_string().as_bytes());
    }

    /// Removes the recovery file (after a save or a deliberate discard).
    pub fn clear(&mut self) {
        if let Some(file) = self.file() {
            let _ = std::fs::remove_file(event_file::backup_path(&file));
            let _ = std::fs::remove_file(file);
        }
    }

    /// What a previous run left behind, if anything.
    pub fn find(&self) -> Option<Recovered> {
        let file = self.file()?;
        let text = io::read_text(&file).ok()?;
        let v: serde_json::Value = serde_json::from_str(&text).ok()?;
        let event = event_file::from_str(v.get("event")?.as_str()?, "recovery").ok()?;
        let path = v.get("path").and_then(|p| p.as_str()).map(PathBuf::from);
        let when = std::fs::metadata(&file)
            .and_then(|m| m.modified())
            .map(|t| humantime::format_rfc3339_seconds(t).to_string())
            .unwrap_or_default();
        Some(Recovered { event, path, when })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn demo() -> Event {
        event_file::from_str(crate::app::DEMO, "demo").unwrap()
    }

    #[test]
    fn recovery_round_trip_and_clear() {
        let dir = tempfile::tempdir().unwrap();
        let mut rec = Recovery {
            dir: Some(dir.path().join("data")),
            written: None,
        };
        assert!(rec.find().is_none());
        let mut ev = demo();
        ev.players[0].deck = "changed".into();
        let path = Path::new("/tmp/friday.podsheet");
        rec.write(&ev, Some(path), true, 7);
        let found = rec.find().expect("written");
        assert_eq!(found.event, ev);
        assert_eq!(found.path.as_deref(), Some(path));
        assert!(found.when.ends_with('Z'), "{}", found.when);
        // Nothing unsaved any more: the file goes.
        rec.write(&ev, Some(path), false, 8);
        assert!(rec.find().is_none());
        rec.write(&ev, None, true, 9);
        assert!(rec.find().is_some());
        rec.clear();
        assert!(rec.find().is_none());
    }

    const CHILD_ENV: &str = "PODSHEET_RECOVERY_CHILD";

    /// The child of the kill test: one edit after another, each written to
    /// the recovery file, then announced on stdout.
    #[test]
    fn recovery_child_writer() {
        use std::io::Write;
        let Ok(dir) = std::env::var(CHILD_ENV) else {
            return;
        };
        let mut rec = Recovery {
            dir: Some(PathBuf::from(dir)),
            written: None,
        };
        let mut ev = demo();
        for i in 1u64.. {
            ev.players[0].deck = format!("edit {i}");
            rec.write(&ev, None, true, i);
            let mut out = std::io::stdout().lock();
            let _ = writeln!(out, "{i}");
            let _ = out.flush();
        }
    }

    #[test]
    fn a_killed_app_loses_no_edit() {
        use std::io::BufRead;
        let dir = tempfile::tempdir().unwrap();
        let me = std::env::current_exe().unwrap();
        for round in 0..60u64 {
            let mut child = std::process::Command::new(&me)
                .args([
                    "--exact",
                    "app::files::tests::recovery_child_writer",
                    "--nocapture",
                    "--test-threads=1",
                ])
                .env(CHILD_ENV, dir.path())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::null())
                .spawn()
                .unwrap();
            let stdout = child.stdout.take().unwrap();
            let (tx, rx) = std::sync::mpsc::channel();
            let reader = std::thread::spawn(move || {
                for line in std::io::BufReader::new(stdout)
                    .lines()
                    .map_while(Result::ok)
                {
                    if let Ok(n) = line.trim().parse::<u64>() {
                        let _ = tx.send(n);
                    }
                }
            });
            std::thread::sleep(std::time::Duration::from_millis(20 + (round * 37) % 60));
            child.kill().unwrap();
            child.wait().unwrap();
            reader.join().unwrap();
            let announced = rx.try_iter().last().unwrap_or(0);
            let rec = Recovery {
                dir: Some(dir.path().to_path_buf()),
                written: None,
            };
            let Some(found) = rec.find() else {
                assert_eq!(
                    announced, 0,
                    "round {round}: edits announced but nothing to recover"
                );
                continue;
            };
            let n: u64 = found.event.players[0]
                .deck
                .trim_start_matches("edit ")
                .parse()
                .unwrap();
            assert!(
                n >= announced,
                "round {round}: recovered edit {n}, but edit {announced} was done"
            );
        }
    }

    #[test]
    fn recent_files_are_unique_newest_first_and_capped() {
        let mut recent = Vec::new();
        for i in 0..12 {
            remember(&mut recent, Path::new(&format!("/e/{i}.podsheet")));
        }
        remember(&mut recent, Path::new("/e/5.podsheet"));
        assert_eq!(recent.len(), RECENT_LIMIT);
        assert_eq!(recent[0], Path::new("/e/5.podsheet"));
        assert_eq!(recent[1], Path::new("/e/11.podsheet"));
        assert_eq!(
            recent.iter().filter(|p| p.ends_with("5.podsheet")).count(),
            1
        );
    }
}
