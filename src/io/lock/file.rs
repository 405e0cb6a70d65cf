//! Which file a name is. A lock follows the file, not the name it was
//! given: a symbolic link (or a folder reached through one), `./` and
//! `..`, another case where the file system ignores case, all lead to the
//! one file on disk ([`resolve`]), and a hard link is another name of the
//! same file ([`on_disk`]: the device and the file's number on it, and
//! how many names it has).

use std::path::{Path, PathBuf};

/// The most symbolic links followed by hand for a file not yet made (as
/// the systems' own limit, 40 on Linux).
const MOST_LINKS: usize = 40;

/// A file's identity: its device (volume) and its number there (the
/// inode, or Windows' file index). Two names with one identity are one
/// file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Identity {
    device: u64,
    index: u64,
}

/// What the system says of a file: which it is and how many names it has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnDisk {
    /// Which file it is.
    pub identity: Identity,
    /// Its names on disk (more than one: hard links).
    pub links: u64,
}

/// Where `path` really is: every symbolic link followed (the file's own,
/// and its folders'), `.` and `..` gone. A file not made yet (or a link
/// to one) is its resolved folder and its name. What cannot be resolved
/// at all (a folder that does not exist) is `path` as given: writing it
/// fails there, saying so.
pub fn resolve(path: &Path) -> PathBuf {
    let mut p = path.to_path_buf();
    for _ in 0..MOST_LINKS {
        if let Ok(real) = dunce::canonicalize(&p) {
            return real;
        }
        // Missing: a link to a file not made yet is followed by hand.
        let Ok(target) = std::fs::read_link(&p) else {
            break;
        };
        p = match p.parent() {
            Some(dir) => dir.join(target),
            None => target,
        };
    }
    let dir = p
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    match (dunce::canonicalize(dir), p.file_name()) {
        (Ok(dir), Some(name)) => dir.join(name),
        _ => p,
    }
}

/// The name of the lock beside a file called `name`. Where the file
/// system ignores case (Windows, macOS), `Friday.podsheet` and
/// `friday.podsheet` are one file: their locks have one name too.
pub fn lock_name(name: &str) -> String {
    let name = if cfg!(any(windows, target_os = "macos")) {
        name.to_lowercase()
    } else {
        name.to_string()
    };
    format!(".{name}.lock")
}

/// The file a lock called `lock_name` is beside, in the same folder.
pub fn locked_name(lock_name: &str) -> Option<&str> {
    lock_name
        .strip_prefix('.')?
        .strip_suffix(".lock")
        .filter(|n| !n.is_empty())
}

/// What the system says of the file at `path` (links followed), if it
/// exists.
#[cfg(unix)]
pub fn on_disk(path: &Path) -> Option<OnDisk> {
    use std::os::unix::fs::MetadataExt;
    let m = std::fs::metadata(path).ok()?;
    Some(OnDisk {
        identity: Identity {
            device: m.dev(),
            index: m.ino(),
        },
        links: m.nlink(),
    })
}

/// What the system says of the file at `path` (links followed), if it
/// exists: its volume's serial number, its file index and its number of
/// links (`GetFileInformationByHandle`).
#[cfg(windows)]
pub fn on_disk(path: &Path) -> Option<OnDisk> {
    use std::os::windows::fs::OpenOptionsExt;
    use std::os::windows::io::AsRawHandle;
    use windows_sys::Win32::Storage::FileSystem::{
        BY_HANDLE_FILE_INFORMATION, FILE_FLAG_BACKUP_SEMANTICS, FILE_READ_ATTRIBUTES,
        FILE_SHARE_DELETE, FILE_SHARE_READ, FILE_SHARE_WRITE, GetFileInformationByHandle,
    };
    // Only its attributes are read, whoever has it open and however.
    let f = std::fs::OpenOptions::new()
        .access_mode(FILE_READ_ATTRIBUTES)
        .share_mode(FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE)
        .custom_flags(FILE_FLAG_BACKUP_SEMANTICS)
        .open(path)
        .ok()?;
    // SAFETY: all zeros is a valid value of this plain C struct.
    let mut info: BY_HANDLE_FILE_INFORMATION = unsafe { std::mem::zeroed() };
    // SAFETY: the handle is open for as long as `f` lives, and `info` is
    // a struct of the size the call writes.
    let ok = unsafe { GetFileInformationByHandle(f.as_raw_handle(), &mut info) };
    (ok != 0).then(|| OnDisk {
        identity: Identity {
            device: u64::from(info.dwVolumeSerialNumber),
            index: (u64::from(info.nFileIndexHigh) << 32) | u64::from(info.nFileIndexLow),
        },
        links: u64::from(info.nNumberOfLinks),
    })
}

/// Elsewhere a file's identity is not known: each name is its own file.
#[cfg(not(any(unix, windows)))]
pub fn on_disk(_path: &Path) -> Option<OnDisk> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lock_name_says_its_file_and_nothing_else_is_one() {
        let name = lock_name("friday.podsheet");
        assert_eq!(locked_name(&name), Some(name[1..name.len() - 5].as_ref()));
        assert_eq!(locked_name(".lock"), None);
        assert_eq!(locked_name("friday.podsheet"), None);
        assert_eq!(locked_name(".x.lock"), Some("x"));
    }

    #[cfg(unix)]
    #[test]
    fn every_way_to_a_file_resolves_to_it_and_a_hard_link_is_the_same_file() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("friday.podsheet");
        std::fs::write(&real, "{}").unwrap();
        let want = std::fs::canonicalize(&real).unwrap();
        let link = dir.path().join("alias.podsheet");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        let folder = dir.path().join("linked");
        std::os::unix::fs::symlink(dir.path(), &folder).unwrap();
        std::fs::create_dir(dir.path().join("sub")).unwrap();
        let dotted = dir.path().join("sub/.././friday.podsheet");
        for way in [&real, &link, &folder.join("friday.podsheet"), &dotted] {
            assert_eq!(resolve(way), want, "{}", way.display());
        }
        // A link to a file not made yet: the file it will be.
        let dangling = dir.path().join("next.podsheet");
        std::os::unix::fs::symlink(dir.path().join("made-later.podsheet"), &dangling).unwrap();
        assert_eq!(
            resolve(&dangling),
            want.with_file_name("made-later.podsheet")
        );
        // A hard link: another name, the same file, two names.
        let hard = dir.path().join("hard.podsheet");
        std::fs::hard_link(&real, &hard).unwrap();
        let (a, b) = (on_disk(&real).unwrap(), on_disk(&hard).unwrap());
        assert_eq!(a.identity, b.identity);
        assert_eq!((a.links, b.links), (2, 2));
        std::fs::write(dir.path().join("copy.podsheet"), "{}").unwrap();
        let copy = on_disk(&dir.path().join("copy.podsheet")).unwrap();
        assert_ne!(copy.identity, a.identity);
        assert_eq!(copy.links, 1);
    }
}
