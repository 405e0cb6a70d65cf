//! Reading input safely: the size limits, [`InputError`] (which file,
//! which line, what is wrong) and [`read_text`]. Every reader in io uses
//! these; they use nothing else of io.

use std::path::Path;

/// Limits on what is read, so hostile files fail clearly instead of
/// exhausting memory. What an event may hold is the model's
/// ([`crate::model::limits`], re-exported here); the file size is io's own.
pub mod limits {
    pub use crate::model::limits::*;
    /// Largest event file or results CSV read, in bytes.
    pub const MAX_FILE_BYTES: u64 = 32 * 1024 * 1024;
}

/// A file that could not be read, with where and why.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("{file}{}: {message}", line.map(|l| format!(" line {l}")).unwrap_or_default())]
pub struct InputError {
    /// The file, as given.
    pub file: String,
    /// The 1-based line, where the problem is on one line.
    pub line: Option<u64>,
    /// What is wrong, in words a person can act on.
    pub message: String,
}

impl InputError {
    /// A problem with the whole file.
    pub fn file(file: &str, message: impl Into<String>) -> Self {
        InputError {
            file: file.to_string(),
            line: None,
            message: message.into(),
        }
    }

    /// A problem on one line.
    pub fn line(file: &str, line: u64, message: impl Into<String>) -> Self {
        InputError {
            file: file.to_string(),
            line: Some(line),
            message: message.into(),
        }
    }
}

/// Reads at most [`limits::MAX_FILE_BYTES`] of a file as UTF-8 text.
pub fn read_text(path: &Path) -> Result<String, InputError> {
    use std::io::Read;
    let shown = path.display().to_string();
    let f = std::fs::File::open(path)
        .map_err(|e| InputError::file(&shown, format!("cannot open: {e}")))?;
    let mut bytes = Vec::new();
    f.take(limits::MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| InputError::file(&shown, format!("cannot read: {e}")))?;
    if bytes.len() as u64 > limits::MAX_FILE_BYTES {
        return Err(InputError::file(
            &shown,
            format!(
                "is larger than {} MiB, more than any event needs",
                limits::MAX_FILE_BYTES >> 20
            ),
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let line = 1 + e.as_bytes()[..e.utf8_error().valid_up_to()]
            .iter()
            .filter(|&&b| b == b'\n')
            .count() as u64;
        InputError::line(&shown, line, "is not UTF-8 text")
    })
}
