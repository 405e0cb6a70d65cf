//! The recovery file written after every edit, and the recent-files list.
//! (Choosing files is `file_picker`'s.)

use crate::app::files::recovery_writer::{Background, Job};
use crate::io::{self, event_file};
use crate::model::Event;
use crate::t;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Most recent files remembered.
pub const RECENT_LIMIT: usize = 8;

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
    /// The thread that writes (`None`: the caller's, as in tests).
    pub(crate) background: Option<Arc<Background>>,
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
            background: Background::start().map(Arc::new),
        }
    }

    /// Recovery in `dir` (`None`: none), written on the caller's thread.
    pub fn at(dir: Option<PathBuf>) -> Self {
        Recovery {
            dir,
            written: None,
            background: None,
        }
    }

    /// Runs `job` for `file`: on the writer thread when there is one.
    pub(crate) fn run(&self, file: PathBuf, job: Job) {
        match &self.background {
            Some(bg) => bg.submit(file, job),
            None => job(),
        }
    }

    /// Waits until every write handed to the writer thread is on disk.
    pub fn flush(&self) {
        if let Some(bg) = &self.background {
            bg.flush();
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
            let target = file.clone();
            self.run(
                file,
                Box::new(move || {
                    let _ = std::fs::remove_file(target);
                }),
            );
            return;
        }
        // A copy for the writer thread: the UI thread only clones.
        let event = event.clone();
        self.write_file(file, "event", path, move || event_file::to_string(&event));
    }

    /// Writes `{"path": …, KEY: text()}` to `file` atomically, on the
    /// writer thread when there is one (`text` is made there too).
    pub(crate) fn write_file(
        &self,
        file: PathBuf,
        key: &'static str,
        path: Option<&Path>,
        text: impl FnOnce() -> String + Send + 'static,
    ) {
        let path = path.map(|p| p.display().to_string());
        let target = file.clone();
        self.run(
            file,
            Box::new(move || write_recovery_file(&target, key, path, text())),
        );
    }

    /// Removes the recovery file (after a save or a deliberate discard),
    /// once any write still on its way has landed.
    pub fn clear(&mut self) {
        self.flush();
        if let Some(file) = self.file() {
            let _ = std::fs::remove_file(event_file::backup_path(&file));
            let _ = std::fs::remove_file(file);
        }
    }

    /// What a previous run left behind, if anything. A file that is there
    /// but cannot be read is moved aside, never overwritten by the next
    /// edit; the error says why and where it was kept.
    pub fn find(&self) -> Result<Option<Recovered>, String> {
        self.flush();
        let Some(file) = self.file() else {
            return Ok(None);
        };
        let found = read_recovery(&file, "event", |body| {
            event_file::from_str(body, "recovery")
        })?;
        Ok(found.map(|(event, path, when)| Recovered { event, path, when }))
    }
}

/// Reads a recovery file written as `{"path": …, KEY: text}`: what `parse`
/// makes of the text, the file it belongs to, and when it was written.
/// `Ok(None)` when there is none; one that cannot be read is set aside
/// ([`read_or_set_aside`]).
pub(crate) fn read_recovery<T>(
    file: &Path,
    key: &str,
    parse: impl FnOnce(&str) -> Result<T, io::InputError>,
) -> Result<Option<(T, Option<PathBuf>, String)>, String> {
    read_or_set_aside(file, |text| {
        let v: serde_json::Value =
            serde_json::from_str(text).map_err(|e| t!(RecoveryNotJsonE, e = e.to_string()))?;
        let body = v
            .get(key)
            .and_then(|b| b.as_str())
            .ok_or_else(|| t!(RecoveryItHoldsNoKey, key = key))?;
        let found = parse(body).map_err(|e| e.to_string())?;
        let path = v.get("path").and_then(|p| p.as_str()).map(PathBuf::from);
        Ok((found, path, modified(file)))
    })
}

/// Writes a recovery file atomically: `{"path": …, KEY: text}` (creating
/// its folder); failures are left for the next edit to retry.
fn write_recovery_file(file: &Path, key: &str, path: Option<String>, text: String) {
    let mut body = serde_json::Map::new();
    body.insert("path".into(), path.into());
    body.insert(key.into(), text.into());
    if let Some(dir) = file.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let body = serde_json::Value::Object(body).to_string();
    let _ = event_file::write_atomically(file, body.as_bytes());
}

/// When a file was last written (RFC 3339), or "" when unknown.
pub(crate) fn modified(file: &Path) -> String {
    std::fs::metadata(file)
        .and_then(|m| m.modified())
        .map(|t| humantime::format_rfc3339_seconds(t).to_string())
        .unwrap_or_default()
}

/// Reads a recovery file with `read`: `Ok(None)` when there is none. One
/// that is there but cannot be read (a damaged disk, a file from a newer
/// Podsheet) is renamed to `NAME.unreadable-SECONDS.json` beside it, so the
/// next edit's recovery data does not overwrite what it may still hold,
/// and the error says why and where it is.
pub(crate) fn read_or_set_aside<T>(
    file: &Path,
    read: impl FnOnce(&str) -> Result<T, String>,
) -> Result<Option<T>, String> {
    if !file.exists() {
        return Ok(None);
    }
    let why = match io::read_text(file) {
        Ok(text) => match read(&text) {
            Ok(found) => return Ok(Some(found)),
            Err(why) => why,
        },
        Err(e) => e.to_string(),
    };
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let stem = file
        .file_stem()
        .map_or_else(|| "recovery".into(), |s| s.to_string_lossy().into_owned());
    let kept = file.with_file_name(format!("{stem}.unreadable-{stamp}.json"));
    Err(match std::fs::rename(file, &kept) {
        Ok(()) => t!(
            RecoveryUnsavedWorkFromAnEarlier,
            why = why,
            value = kept.display()
        ),
        Err(e) => t!(
            RecoveryUnsavedWorkFromAnEarlier2,
            why = why,
            e = e,
            value = file.display()
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn demo() -> Event {
        event_file::from_str(crate::app::DEMO, "demo").unwrap()
    }

    #[test]
    fn recovery_round_trip_and_clear() {
        // On the caller's thread (tests) and on the writer thread (the app).
        for background in [false, true] {
            let dir = tempfile::tempdir().unwrap();
            let mut rec = Recovery::at(Some(dir.path().join("data")));
            if background {
                rec.background = Background::start().map(Arc::new);
            }
            assert!(rec.find().unwrap().is_none());
            let mut ev = demo();
            ev.players[0].deck = "changed".into();
            let path = Path::new("/tmp/friday.podsheet");
            rec.write(&ev, Some(path), true, 7);
            let found = rec.find().unwrap().expect("written");
            assert_eq!(found.event, ev);
            assert_eq!(found.path.as_deref(), Some(path));
            assert!(found.when.ends_with('Z'), "{}", found.when);
            // Nothing unsaved any more: the file goes.
            rec.write(&ev, Some(path), false, 8);
            assert!(rec.find().unwrap().is_none());
            // Many edits in a row: the newest is what lands.
            for g in 9..40 {
                ev.players[0].deck = format!("edit {g}");
                rec.write(&ev, None, true, g);
            }
            assert_eq!(rec.find().unwrap().unwrap().event, ev);
            // A clear right after a write: the write never lands after it.
            rec.write(&demo(), None, true, 41);
            rec.clear();
            assert!(rec.find().unwrap().is_none());
        }
    }

    #[test]
    fn an_unreadable_recovery_file_is_kept_aside_and_said() {
        let dir = tempfile::tempdir().unwrap();
        let mut rec = Recovery::at(Some(dir.path().to_path_buf()));
        let file = dir.path().join("recovery.json");
        // Cut off mid-write by something other than Podsheet's atomic save.
        std::fs::write(&file, "{\"path\": null, \"event\": \"{\\\"form").unwrap();
        let e = rec.find().err().expect("said, not ignored");
        assert!(e.contains("could not be read back"), "{e}");
        assert!(!file.exists(), "moved out of the next edit's way");
        let kept: Vec<PathBuf> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|f| f.unwrap().path())
            .collect();
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert!(
            e.contains(&kept[0].display().to_string()),
            "{e} names {kept:?}"
        );
        assert!(
            std::fs::read_to_string(&kept[0])
                .unwrap()
                .contains("\"event\""),
            "its text unchanged"
        );
        // The next edit writes a fresh recovery file beside it.
        rec.write(&demo(), None, true, 1);
        assert!(rec.find().unwrap().is_some());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
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
        let mut rec = Recovery::at(Some(PathBuf::from(dir)));
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
            let rec = Recovery::at(Some(dir.path().to_path_buf()));
            let found = rec
                .find()
                .unwrap_or_else(|e| panic!("round {round}: a killed write left {e}"));
            let Some(found) = found else {
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
