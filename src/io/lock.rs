//! One writer per file: while a program writes an event file (the app with
//! the file on screen, `podsheet serve --reports`, `podsheet repair` …), a
//! small file beside it (`.NAME.lock`) is held with an operating-system
//! lock and says who holds it. A second writer is refused, naming the
//! holder, rather than have two programs write one file and lose results
//! (docs/cli.md). The lock goes with its holder: a closed window, a
//! finished command, a crash or a panic leaves nothing held (the
//! operating system lets go of a dead process's lock), and a holder that
//! ends normally also takes the file away.
//!
//! A writer also never overwrites what it did not read: [`Stamp`] says
//! whether a file changed on disk since it was read or written.
//!
//! On Unix the lock is `flock` (through [`std::fs::File::try_lock`]); on
//! Windows the file is opened without sharing its writing, so that a
//! second writer cannot open it while anyone can still read who holds it.

use std::fs::{File, OpenOptions};
use std::io::{Seek, Write};
use std::path::{Path, PathBuf};

/// The lock of `file`: `.NAME.lock` in the same folder.
pub fn path_for(file: &Path) -> PathBuf {
    let name = file
        .file_name()
        .map_or_else(|| "event".into(), |n| n.to_string_lossy().into_owned());
    file.with_file_name(format!(".{name}.lock"))
}

/// A file's identity on disk: when it was last written and its length.
/// Two stamps differ when someone wrote the file in between.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stamp {
    modified: std::time::SystemTime,
    len: u64,
}

impl Stamp {
    /// `path`'s stamp now (`None`: it cannot be read, or is gone).
    pub fn of(path: &Path) -> Option<Stamp> {
        let m = std::fs::metadata(path).ok()?;
        Some(Stamp {
            modified: m.modified().ok()?,
            len: m.len(),
        })
    }
}

/// Which program writes a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Writer {
    /// The desktop app, with the file on screen.
    App,
    /// `podsheet serve --reports`, writing the phones' results.
    Serve,
    /// A command that writes the file once (`podsheet repair` …).
    Command,
}

impl Writer {
    /// The word kept in the lock file.
    fn key(self) -> &'static str {
        match self {
            Writer::App => "app",
            Writer::Serve => "serve",
            Writer::Command => "command",
        }
    }

    fn from_key(key: &str) -> Option<Writer> {
        [Writer::App, Writer::Serve, Writer::Command]
            .into_iter()
            .find(|w| w.key() == key)
    }
}

/// Who holds a file's lock, as its lock file says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holder {
    /// The holding process.
    pub pid: String,
    /// The program, when the lock file says (`None`: an older Podsheet,
    /// or a lock file that cannot be read).
    pub writer: Option<Writer>,
    /// The lock file.
    pub lock: PathBuf,
}

/// The process holding `file`'s lock, if another holds it now (a lock
/// file left by a process that ended holds nothing).
pub fn holder(file: &Path) -> Option<Holder> {
    let lock = path_for(file);
    if !lock.exists() || free(&lock) {
        return None;
    }
    let text = std::fs::read_to_string(&lock).unwrap_or_default();
    Some(parse(&text, lock))
}

/// What a lock file says: the process id, then the program.
fn parse(text: &str, lock: PathBuf) -> Holder {
    let mut lines = text.lines().map(str::trim);
    let pid = lines.next().unwrap_or("").to_string();
    let writer = lines.next().and_then(Writer::from_key);
    Holder { pid, writer, lock }
}

impl Holder {
    /// Why `file` is not written here, naming the holder ("friday.podsheet
    /// is being written by podsheet serve --reports (process 4242) …").
    pub fn refusal(&self, file: &Path) -> String {
        let writer = match self.writer {
            Some(Writer::App) | None => "app",
            Some(Writer::Serve) => "serve",
            Some(Writer::Command) => "other",
        };
        crate::t!(
            CliFileLocked,
            writer = writer,
            file = file.display().to_string(),
            pid = self.pid.clone()
        )
    }
}

/// Who holds `file`'s lock, when another process does (this process's
/// own lock is not another's).
pub fn other_holder(file: &Path) -> Option<Holder> {
    holder(file).filter(|h| h.pid != std::process::id().to_string())
}

/// A lock this process holds, given back when dropped.
#[derive(Debug)]
pub struct Held {
    file: PathBuf,
    handle: Option<File>,
}

impl Held {
    /// Takes `file`'s lock for `writer`, or says who holds it. A lock file
    /// that cannot be made (a read-only folder) is no refusal: the file
    /// itself is still written as before, by one program as far as this
    /// machine can tell.
    pub fn try_take(file: &Path, writer: Writer) -> Result<Held, Holder> {
        let lock = path_for(file);
        // A few tries: a holder that ends meanwhile takes its lock file
        // away, and the file opened may be the one it took away.
        let refused = |lock: PathBuf| {
            holder(file).unwrap_or(Holder {
                pid: String::new(),
                writer: None,
                lock,
            })
        };
        for _ in 0..8 {
            let mut f = match open_to_hold(&lock) {
                Ok(f) => f,
                Err(e) if held_by_another(&e) => return Err(refused(lock)),
                Err(_) => {
                    return Ok(Held {
                        file: file.to_path_buf(),
                        handle: None,
                    });
                }
            };
            match try_hold(&f) {
                Ok(true) if same_file(&f, &lock) => {
                    let _ = f.set_len(0);
                    let _ = f.rewind();
                    let _ = write!(f, "{}\n{}\n", std::process::id(), writer.key());
                    let _ = f.flush();
                    return Ok(Held {
                        file: file.to_path_buf(),
                        handle: Some(f),
                    });
                }
                // Held, but the file was taken away as it was opened.
                Ok(true) => continue,
                Ok(false) | Err(_) => return Err(refused(lock)),
            }
        }
        Err(refused(lock))
    }

    /// The locked file.
    pub fn file(&self) -> &Path {
        &self.file
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        if let Some(f) = self.handle.take() {
            // Taken away while still held, so that a writer waiting on the
            // old file finds it gone and opens the new one (`same_file`).
            let _ = std::fs::remove_file(path_for(&self.file));
            drop(f);
        }
    }
}

/// Opens a lock file to hold it (made if missing).
#[cfg(not(windows))]
fn open_to_hold(lock: &Path) -> std::io::Result<File> {
    OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(lock)
}

/// Opens a lock file to hold it (made if missing), sharing reading only:
/// a second writer cannot open it, a reader can see who holds it.
#[cfg(windows)]
fn open_to_hold(lock: &Path) -> std::io::Result<File> {
    use std::os::windows::fs::OpenOptionsExt;
    // FILE_SHARE_READ | FILE_SHARE_DELETE.
    OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .share_mode(0x1 | 0x4)
        .open(lock)
}

/// Whether opening failed because another writer holds the file (on
/// Windows, a sharing violation; elsewhere opening never fails so).
fn held_by_another(e: &std::io::Error) -> bool {
    cfg!(windows) && e.raw_os_error() == Some(32)
}

/// Whether nobody holds the lock file at `lock` now.
#[cfg(not(windows))]
fn free(lock: &Path) -> bool {
    match OpenOptions::new().read(true).open(lock) {
        // Let go at once: dropping the handle does.
        Ok(f) => matches!(try_hold(&f), Ok(true)),
        Err(_) => true,
    }
}

/// Whether nobody holds the lock file at `lock` now: it opens to write.
#[cfg(windows)]
fn free(lock: &Path) -> bool {
    match open_to_hold(lock) {
        Ok(_) => true,
        Err(e) => !held_by_another(&e),
    }
}

/// Whether this handle now holds the lock (`false`: another does).
#[cfg(not(windows))]
fn try_hold(f: &File) -> std::io::Result<bool> {
    match f.try_lock() {
        Ok(()) => Ok(true),
        Err(std::fs::TryLockError::WouldBlock) => Ok(false),
        Err(std::fs::TryLockError::Error(e)) => Err(e),
    }
}

/// A handle opened to write holds the lock on Windows: nobody else could
/// open it so.
#[cfg(windows)]
fn try_hold(_f: &File) -> std::io::Result<bool> {
    Ok(true)
}

/// Whether the handle is still the file at `lock` (not one taken away).
#[cfg(unix)]
fn same_file(f: &File, lock: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (f.metadata(), std::fs::metadata(lock)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Whether the handle is still the file at `lock`: on Windows a file open
/// without delete sharing by others cannot be taken away under it.
#[cfg(not(unix))]
fn same_file(_f: &File, _lock: &Path) -> bool {
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_writer_at_a_time_and_none_after_it_goes() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("friday.podsheet");
        assert_eq!(holder(&file), None);
        let held = Held::try_take(&file, Writer::Serve).unwrap();
        let h = holder(&file).unwrap();
        assert_eq!(h.pid, std::process::id().to_string());
        assert_eq!(h.writer, Some(Writer::Serve));
        // A second writer, even in this process, is refused, naming it.
        let refused = Held::try_take(&file, Writer::App).unwrap_err();
        assert_eq!(refused.writer, Some(Writer::Serve));
        drop(held);
        assert!(!path_for(&file).exists(), "taken away with its holder");
        assert_eq!(holder(&file), None);
        // A lock file left behind (a crash) holds nothing.
        std::fs::write(path_for(&file), "4242\napp\n").unwrap();
        assert_eq!(holder(&file), None);
        let again = Held::try_take(&file, Writer::Command).unwrap();
        assert_eq!(holder(&file).unwrap().writer, Some(Writer::Command));
        drop(again);
    }
}
