//! The `podsheet` binary: arguments to the CLI or the app, nothing else.

use clap::Parser;
use podsheet::cli::{self, Args};

fn main() {
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
