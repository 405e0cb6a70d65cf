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
//! The lock follows the file, not the name it was given (the `file` module): the
//! name is resolved first (symbolic links, a linked folder, `./`, case
//! where the file system ignores it), so every way to one file meets one
//! lock; a hard link — another name of the same file, in the same folder
//! — finds the holder of the other name, and a file with several names
//! that nobody holds is refused all the same, since a save replaces the
//! file and would leave its other names with the old version. A save
//! writes the file the name leads to (`event_file::write_atomically`), so
//! a symbolic link stays a link.
//!
//! On Unix the lock is `flock` (through [`std::fs::File::try_lock`]); on
//! Windows the file is opened without sharing its writing, so that a
//! second writer cannot open it while anyone can still read who holds it.

pub mod file;

use std::fs::{File, OpenOptions};
use std::io::{Seek, Write};
use std::path::{Path, PathBuf};

/// The lock of `file`: `.NAME.lock` beside the file its name leads to
/// ([`file::resolve`]).
pub fn path_for(file: &Path) -> PathBuf {
    beside(&file::resolve(file))
}

/// The lock beside `real`, a resolved file.
fn beside(real: &Path) -> PathBuf {
    let name = real
        .file_name()
        .map_or_else(|| "event".into(), |n| n.to_string_lossy().into_owned());
    real.with_file_name(file::lock_name(&name))
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
    /// The name the holder writes the file by, when it is another name of
    /// the same file (a hard link).
    pub through: Option<PathBuf>,
    /// The file's names on disk when it has several (hard links) and no
    /// holder was found: refused all the same (0 otherwise).
    pub links: u64,
}

/// The most entries of a folder looked through for another name's lock.
const MOST_ENTRIES: usize = 10_000;

/// The process holding `file`'s lock, if another holds it now (a lock
/// file left by a process that ended holds nothing): the lock of the file
/// its name leads to, or of another name of that file in its folder (a
/// hard link).
pub fn holder(file: &Path) -> Option<Holder> {
    let real = file::resolve(file);
    held_at(&beside(&real)).or_else(|| other_name_holder(&real))
}

/// Who holds the lock file at `lock`, if anyone does.
fn held_at(lock: &Path) -> Option<Holder> {
    if !lock.exists() || free(lock) {
        return None;
    }
    let text = std::fs::read_to_string(lock).unwrap_or_default();
    Some(parse(&text, lock.to_path_buf()))
}

/// Who holds the lock of another name of `real` (a hard link in its
/// folder), when `real` has several names.
fn other_name_holder(real: &Path) -> Option<Holder> {
    let me = file::on_disk(real).filter(|d| d.links > 1)?;
    let dir = real.parent()?;
    let own = beside(real);
    std::fs::read_dir(dir)
        .ok()?
        .take(MOST_ENTRIES)
        .filter_map(Result::ok)
        .filter(|e| e.path() != own)
        .find_map(|e| {
            let name = e.file_name();
            let other = dir.join(file::locked_name(&name.to_string_lossy())?);
            let same = file::on_disk(&other).is_some_and(|d| d.identity == me.identity);
            let mut h = held_at(&e.path()).filter(|_| same)?;
            h.through = Some(other);
            Some(h)
        })
}

/// What a lock file says: the process id, then the program.
fn parse(text: &str, lock: PathBuf) -> Holder {
    let mut lines = text.lines().map(str::trim);
    let pid = lines.next().unwrap_or("").to_string();
    let writer = lines.next().and_then(Writer::from_key);
    Holder {
        pid,
        writer,
        lock,
        through: None,
        links: 0,
    }
}

impl Holder {
    /// Why `file` is not written here, naming the holder ("friday.podsheet
    /// is being written by podsheet serve --reports (process 4242) …").
    pub fn refusal(&self, file: &Path) -> String {
        let shown = file.display().to_string();
        if self.pid.is_empty() && self.links > 1 {
            return crate::t!(CliFileHardLinked, file = shown, links = self.links);
        }
        let writer = match self.writer {
            Some(Writer::App) | None => "app",
            Some(Writer::Serve) => "serve",
            Some(Writer::Command) => "other",
        };
        // Another name of the file: both names said.
        let file = match &self.through {
            Some(other) => crate::t!(
                CliFileOtherName,
                file = shown,
                other = other.display().to_string()
            ),
            None => shown,
        };
        crate::t!(
            CliFileLocked,
            writer = writer,
            file = file,
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
    /// The lock file held (`None`: none could be made).
    lock: PathBuf,
    handle: Option<File>,
}

impl Held {
    /// Takes `file`'s lock for `writer`, or says who holds it. A lock file
    /// that cannot be made (a read-only folder) is no refusal: the file
    /// itself is still written as before, by one program as far as this
    /// machine can tell.
    ///
    /// The lock is the file's, not its name's: a symbolic link to a held
    /// file, or another name of it (a hard link), is refused naming the
    /// holder; and a file with several names is refused even when nobody
    /// holds it, since a save would part them.
    pub fn try_take(file: &Path, writer: Writer) -> Result<Held, Holder> {
        let real = file::resolve(file);
        let lock = beside(&real);
        // A few tries: a holder that ends meanwhile takes its lock file
        // away, and the file opened may be the one it took away.
        let refused = |lock: PathBuf| {
            holder(file).unwrap_or(Holder {
                pid: String::new(),
                writer: None,
                lock,
                through: None,
                links: 0,
            })
        };
        // Another name of the file held already: refused before this
        // name's lock is made.
        if let Some(h) = other_name_holder(&real) {
            return Err(h);
        }
        for _ in 0..8 {
            let mut f = match open_to_hold(&lock) {
                Ok(f) => f,
                Err(e) if held_by_another(&e) => return Err(refused(lock)),
                Err(_) => {
                    return Ok(Held {
                        file: file.to_path_buf(),
                        lock,
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
                    let held = Held {
                        file: file.to_path_buf(),
                        lock,
                        handle: Some(f),
                    };
                    return held.alone(&real);
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

    /// This lock, once `real` is known to have no other name held (a hard
    /// link made as the lock was taken) and no other name at all; else
    /// refused, and the lock given back.
    fn alone(self, real: &Path) -> Result<Held, Holder> {
        let links = file::on_disk(real).map_or(1, |d| d.links);
        if links < 2 {
            return Ok(self);
        }
        let lock = self.lock.clone();
        drop(self);
        Err(other_name_holder(real).unwrap_or(Holder {
            pid: String::new(),
            writer: None,
            lock,
            through: None,
            links,
        }))
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        if let Some(f) = self.handle.take() {
            // Taken away while still held, so that a writer waiting on the
            // old file finds it gone and opens the new one (`same_file`).
            let _ = std::fs::remove_file(&self.lock);
            drop(f);
        }
    }
}

/// How a lock file is opened to be held: read and written, made if
/// missing, never emptied.
fn hold_options() -> OpenOptions {
    let mut o = OpenOptions::new();
    o.read(true).write(true).create(true).truncate(false);
    o
}

/// Opens a lock file to hold it (made if missing).
#[cfg(not(windows))]
fn open_to_hold(lock: &Path) -> std::io::Result<File> {
    hold_options().open(lock)
}

/// Opens a lock file to hold it (made if missing), sharing reading only:
/// a second writer cannot open it, a reader can see who holds it.
#[cfg(windows)]
fn open_to_hold(lock: &Path) -> std::io::Result<File> {
    use std::os::windows::fs::OpenOptionsExt;
    // FILE_SHARE_READ | FILE_SHARE_DELETE.
    hold_options().share_mode(0x1 | 0x4).open(lock)
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
mod tests;
