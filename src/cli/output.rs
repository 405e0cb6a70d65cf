//! What a subcommand gives back: its output [`Format`], or a [`Failure`]
//! with the message and exit code. Every subcommand uses these.

use crate::io;
use clap::ValueEnum;

/// Output formats of `standings`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Aligned columns.
    Table,
    /// The JSON shape of docs/cli.md.
    Json,
    /// One column per field.
    Csv,
}

/// A failure to report: message and exit code.
#[derive(Debug)]
pub struct Failure {
    /// Exit code: 2 for bad input.
    pub code: i32,
    /// What went wrong.
    pub message: String,
}

impl From<io::InputError> for Failure {
    fn from(e: io::InputError) -> Self {
        Failure {
            code: 2,
            message: e.to_string(),
        }
    }
}

/// A file that could not be written (exit code 2), said in the language
/// of the run.
pub(super) fn cannot_write(path: &std::path::Path, e: &std::io::Error) -> Failure {
    io::InputError::file(
        &path.display().to_string(),
        io::said_why(crate::model::Msg::FileCannotWrite, e),
    )
    .into()
}

/// A failure of bad input (exit code 2).
pub(super) fn bad(message: String) -> Failure {
    Failure { code: 2, message }
}

/// Prints the event's errors and warnings (not missing results) on
/// stderr, then every stale round, dropped player still paired and stale
/// cut (docs/cli.md, "Warnings"): the command still does its work, as the
/// paper would be.
pub(crate) fn warn_problems(event: &crate::model::Event) {
    use crate::engine::validate::{Severity, validate};
    for p in validate(event)
        .into_iter()
        .filter(|p| p.severity > Severity::Missing)
    {
        eprintln!("warning: {}", p.message);
    }
    let life = crate::engine::life::life(event, None);
    for w in crate::text::life::warnings(event, &life) {
        eprintln!("warning: {w}");
    }
}
