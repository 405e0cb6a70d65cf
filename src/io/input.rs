//! Reading input safely: the size limits, [`InputError`] (which file,
//! which line, what is wrong) and [`read_text`]. Every reader in io uses
//! these; they use nothing else of io.

use crate::model::{Msg, Said, SaidArg};
use crate::said;
use std::path::Path;

/// Limits on what is read, so hostile files fail clearly instead of
/// exhausting memory. What an event may hold is the model's
/// ([`crate::model::limits`], re-exported here); the file size is io's own.
pub mod limits {
    pub use crate::model::limits::*;
    /// Largest event file or results CSV read, in bytes.
    pub const MAX_FILE_BYTES: u64 = 32 * 1024 * 1024;
}

/// A file that could not be read, with where and why. What is wrong is
/// data ([`Said`]), put into words in the face's language when shown.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("{}", self.said())]
pub struct InputError {
    /// The file, as given.
    pub file: String,
    /// The pod (1-based) of a night file the problem is in.
    pub pod: Option<usize>,
    /// The 1-based line, where the problem is on one line.
    pub line: Option<u64>,
    /// What is wrong, in words a person can act on.
    pub message: Said,
}

impl InputError {
    /// A problem with the whole file.
    pub fn file(file: &str, message: Said) -> Self {
        InputError {
            file: file.to_string(),
            pod: None,
            line: None,
            message,
        }
    }

    /// A problem on one line.
    pub fn line(file: &str, line: u64, message: Said) -> Self {
        InputError {
            line: Some(line),
            ..InputError::file(file, message)
        }
    }

    /// The same problem, found in pod `pod` (1-based) of a night file.
    #[must_use]
    pub fn in_pod(self, pod: usize) -> Self {
        InputError {
            pod: Some(pod),
            ..self
        }
    }

    /// The whole sentence: the file (its pod or line) and what is wrong.
    /// A pod's JSON is read again from the night, so a line in it would
    /// mean nothing to the reader: the pod is said instead.
    pub fn said(&self) -> Said {
        let file = &self.file;
        let message = &self.message;
        match (self.pod, self.line) {
            (Some(pod), _) => said!(FileErrorPod, file = file, pod = pod, message = message),
            (None, Some(line)) => said!(FileErrorLine, file = file, line = line, message = message),
            (None, None) => said!(FileError, file = file, message = message),
        }
    }
}

/// Why the system refused to open, read or write a file: in the face's
/// language where the reason is a common one, else as the system says it.
pub fn os_reason(e: &std::io::Error) -> Said {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::NotFound => said!(FileOsNotFound),
        K::PermissionDenied => said!(FileOsPermission),
        K::IsADirectory => said!(FileOsIsFolder),
        K::StorageFull => said!(FileOsDiskFull),
        K::ReadOnlyFilesystem => said!(FileOsReadOnly),
        _ => said!(FileOsOther, error = e.to_string()),
    }
}

/// Reads at most [`limits::MAX_FILE_BYTES`] of a file as UTF-8 text.
pub fn read_text(path: &Path) -> Result<String, InputError> {
    use std::io::Read;
    // A named pipe or a device would block the read: refused unopened. A
    // folder is left to the reader's own words.
    if !std::fs::metadata(path).is_ok_and(|m| m.is_dir()) {
        regular(path)?;
    }
    let shown = path.display().to_string();
    let f = std::fs::File::open(path)
        .map_err(|e| InputError::file(&shown, said_why(Msg::FileCannotOpen, &e)))?;
    let mut bytes = Vec::new();
    f.take(limits::MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| InputError::file(&shown, said_why(Msg::FileCannotRead, &e)))?;
    if bytes.len() as u64 > limits::MAX_FILE_BYTES {
        return Err(InputError::file(
            &shown,
            said!(FileTooLarge, mib = limits::MAX_FILE_BYTES >> 20),
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let line = 1 + e.as_bytes()[..e.utf8_error().valid_up_to()]
            .iter()
            .filter(|&&b| b == b'\n')
            .count() as u64;
        InputError::line(&shown, line, said!(FileNotUtf8))
    })
}

/// Refuses, without opening it, a file that is there but is not a regular
/// file: a named pipe would block the read until something writes to it,
/// a device might never end. A file that is not there at all is left to
/// the reader, which says so in its own words.
pub(crate) fn regular(p: &Path) -> Result<(), InputError> {
    let Ok(meta) = std::fs::metadata(p) else {
        return Ok(());
    };
    if meta.is_file() {
        return Ok(());
    }
    Err(InputError::file(
        &p.display().to_string(),
        said!(SeasonNotRegular, kind = kind_of(&meta.file_type())),
    ))
}

/// What kind of file, other than a regular one, `t` is.
fn kind_of(t: &std::fs::FileType) -> Said {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if t.is_fifo() {
            return said!(SeasonKindFifo);
        }
        if t.is_socket() {
            return said!(SeasonKindSocket);
        }
        if t.is_char_device() {
            return said!(SeasonKindCharDevice);
        }
        if t.is_block_device() {
            return said!(SeasonKindBlockDevice);
        }
    }
    if t.is_dir() {
        return said!(SeasonKindFolder);
    }
    said!(SeasonKindOther)
}

/// `msg` ("cannot open: {why}") with the system's reason.
pub fn said_why(msg: crate::model::Msg, e: &std::io::Error) -> Said {
    Said {
        msg,
        args: vec![("why", SaidArg::from(&os_reason(e)))],
    }
}
