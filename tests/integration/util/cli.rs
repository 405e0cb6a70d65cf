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
