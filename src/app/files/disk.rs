//! The file on screen as it is on disk: one writer per file, and nothing
//! written over what the app did not read. The app holds the file's lock
//! while it shows it (`io::lock`); a file another program writes (`podsheet
//! serve --reports`) is not opened, and not saved over; and a file changed
//! on disk since it was opened or saved (another program, another
//! computer on a shared folder) is said above the sheet, with a way to
//! open it again, and is never saved over.

use crate::io::lock::Stamp;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How often the file on disk is looked at.
pub const LOOK_EVERY: Duration = Duration::from_secs(1);

/// The file on screen, as last read or written.
#[derive(Debug, Clone)]
pub struct OnDisk {
    path: PathBuf,
    stamp: Option<Stamp>,
    looked: Instant,
    /// Someone else wrote it since.
    pub changed: bool,
}

impl OnDisk {
    /// `path` as it is now (just read or written).
    pub fn of(path: &Path) -> OnDisk {
        OnDisk {
            path: path.to_path_buf(),
            stamp: Stamp::of(path),
            looked: Instant::now(),
            changed: false,
        }
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Looks at the file again (at most every [`LOOK_EVERY`]); whether it
    /// changed since it was read or written.
    pub fn look(&mut self, now: Instant) -> bool {
        if !self.changed && now.duration_since(self.looked) >= LOOK_EVERY {
            self.looked = now;
            self.changed = self.differs();
        }
        self.changed
    }

    /// Whether the file on disk differs now from what the app read or
    /// wrote (checked at once, before a save).
    pub fn differs(&self) -> bool {
        Stamp::of(&self.path) != self.stamp
    }
}
