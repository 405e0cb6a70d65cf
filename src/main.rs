//! The `podsheet` binary: arguments to the CLI or the app, nothing else.

// On Windows the app must not open a console window beside it; the
// subcommands attach to the console they were started from instead.
#![cfg_attr(windows, windows_subsystem = "windows")]

use clap::Parser;
use podsheet::cli::{self, Args};
use std::io::Write as _;
use std::process::ExitCode;

/// The language of `--lang L` or `--lang=L` among the arguments.
fn lang_asked(args: impl Iterator<Item = String>) -> Option<podsheet::text::i18n::Lang> {
    let mut args = args.peekable();
    while let Some(a) = args.next() {
        if a == "--" {
            break;
        }
        let value = match a.strip_prefix("--lang") {
            Some("") => args.peek().cloned(),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        };
        if let Some(l) = value.as_deref().and_then(podsheet::text::i18n::Lang::parse) {
            return Some(l);
        }
    }
    None
}

fn main() -> ExitCode {
    attach_console();
    // A bad flag is refused in the language asked for: --lang is looked
    // for before clap reads the flags (else the desktop's).
    podsheet::text::i18n::set_current(
        lang_asked(std::env::args().skip(1))
            .unwrap_or_else(podsheet::text::i18n::Lang::from_desktop),
    );
    let args = Args::parse();
    // The language for people: --lang, else the desktop's (docs/cli.md).
    podsheet::text::i18n::set_current(
        args.lang
            .unwrap_or_else(podsheet::text::i18n::Lang::from_desktop),
    );
    match args.command {
        Some(command) => match cli::run(command) {
            // Done, but with results held (named on stderr): exit 3.
            Ok(done) if done.code() != 0 => match print_out(&done.text) {
                c if c == ExitCode::SUCCESS => ExitCode::from(done.code()),
                c => c,
            },
            Ok(done) => print_out(&done.text),
            Err(f) => {
                eprintln!("podsheet: {}", f.message);
                ExitCode::from(u8::try_from(f.code).unwrap_or(1))
            }
        },
        #[cfg(feature = "gui")]
        None => {
            if let Err(e) = podsheet::app::run(args.file, args.lang) {
                eprintln!("podsheet: {e}");
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        #[cfg(not(feature = "gui"))]
        None => {
            eprintln!("podsheet: built without the desktop app; try `podsheet standings FILE`");
            ExitCode::from(2)
        }
    }
}

/// Writes a subcommand's output. A reader that went away (`| head -1`)
/// ends the program quietly with success, as ripgrep does; any other
/// write error is said.
fn print_out(out: &str) -> ExitCode {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("podsheet: cannot write the output: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Windows: a GUI-subsystem program has no console; when started from one
/// (for `podsheet standings …`, `--help`), write to it.
#[cfg(windows)]
fn attach_console() {
    use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};
    // SAFETY: AttachConsole takes a process id and only fails (harmlessly)
    // when there is no parent console or one is already attached.
    unsafe {
        AttachConsole(ATTACH_PARENT_PROCESS);
    }
}

#[cfg(not(windows))]
fn attach_console() {}
