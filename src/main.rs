//! The `podsheet` binary: arguments to the CLI or the app, nothing else.

// On Windows the app must not open a console window beside it; the
// subcommands attach to the console they were started from instead.
#![cfg_attr(windows, windows_subsystem = "windows")]

use clap::Parser;
use podsheet::cli::{self, Args};

fn main() {
    attach_console();
    let args = Args::parse();
    match args.command {
        Some(command) => match cli::run(command) {
            Ok(out) => print!("{out}"),
            Err(f) => {
                eprintln!("podsheet: {}", f.message);
                std::process::exit(f.code);
            }
        },
        #[cfg(feature = "gui")]
        None => {
            if let Err(e) = podsheet::app::run(args.file) {
                eprintln!("podsheet: {e}");
                std::process::exit(1);
            }
        }
        #[cfg(not(feature = "gui"))]
        None => {
            eprintln!("podsheet: built without the desktop app; try `podsheet standings FILE`");
            std::process::exit(2);
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
