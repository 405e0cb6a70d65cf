//! The open-file lock: while the app has an event file open, a small file
//! beside it says so (`.NAME.lock`, holding the app's process id), so that
//! `podsheet serve --reports`, which writes results into the same file,
//! refuses to start rather than have two writers (docs/cli.md). The app
//! takes the lock when it opens or saves a file and gives it back when it
//! opens another or closes.

use std::path::{Path, PathBuf};

/// The lock of `file`: `.NAME.lock` in the same folder.
pub fn path_for(file: &Path) -> PathBuf {
    let name = file
        .file_name()
        .map_or_else(|| "event".into(), |n| n.to_string_lossy().into_owned());
    file.with_file_name(format!(".{name}.lock"))
}

/// The process holding `file`'s lock, if it is locked.
pub fn holder(file: &Path) -> Option<String> {
    std::fs::read_to_string(path_for(file))
        .ok()
        .map(|s| s.trim().to_string())
}

/// Takes `file`'s lock for this process (a lock left by a crash is taken
/// over). A lock that cannot be written (a read-only folder) is no error:
/// the file itself is still saved as before.
pub fn take(file: &Path) {
    let _ = std::fs::write(path_for(file), format!("{}\n", std::process::id()));
}

/// A lock this process holds, given back when dropped: the app holds one
/// for the file on screen, and a closed window, a test's app or a panic
/// leaves no lock behind.
#[derive(Debug)]
pub struct Held(PathBuf);

impl Held {
    /// Takes `file`'s lock ([`take`]).
    pub fn take(file: &Path) -> Held {
        take(file);
        Held(file.to_path_buf())
    }

    /// The locked file.
    pub fn file(&self) -> &Path {
        &self.0
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        release(&self.0);
    }
}

/// Gives `file`'s lock back, if this process holds it.
pub fn release(file: &Path) {
    if holder(file).as_deref() == Some(&std::process::id().to_string()) {
        let _ = std::fs::remove_file(path_for(file));
    }
}
