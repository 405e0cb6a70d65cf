//! Running the `podsheet` binary the tests were built with, in the crate's
//! folder (so fixtures are found by their relative paths).

use std::process::{Command, Output};

/// `podsheet ARGS…`, its exit status and everything it printed.
pub fn podsheet(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .args(args)
        // The desktop's language must not change what the tests read:
        // English unless a test says --lang.
        .env("LANGUAGE", "en")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("podsheet runs")
}

/// A word with a space in it as the CLI's advice writes it for this
/// system's shell (docs/cli.md, "Warnings"): in single quotes for a POSIX
/// shell, in double quotes for cmd.exe and PowerShell, where single quotes
/// quote nothing in cmd.exe.
pub fn shell_quoted(s: &str) -> String {
    if cfg!(windows) {
        format!("\"{s}\"")
    } else {
        format!("'{s}'")
    }
}
