//! Turning the model into files and back: the event and night files, the
//! results CSV, the player list and PDFs. Errors always name the file and,
//! where there is one, the line.

pub mod event_check;
pub mod event_file;
pub mod input;
pub mod life_check;
pub mod lock;
pub mod night_file;
#[cfg(feature = "pdf")]
pub mod pdf;
pub mod players_list;
pub mod qr;
pub mod report;
pub mod results_csv;
pub mod season_file;
pub(crate) mod serde_words;
pub mod tdf;
mod tdf_parts;

pub use input::{InputError, limits, os_reason, read_text, said_why};

use crate::model::{Event, Night};
use std::path::Path;

/// Loads an event from a `.csv` results file, a Pokémon TOM export
/// (`.tdf`) or an event file.
pub fn load_any(path: &Path) -> Result<Event, InputError> {
    if tdf::is_tdf(path) {
        return tdf::load(path);
    }
    let is_csv = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("csv"));
    if is_csv {
        results_csv::load(path)
    } else {
        event_file::load(path)
    }
}

/// Loads a draft night: a night file, or an event file or results CSV as a
/// night of one pod.
pub fn load_night(path: &Path) -> Result<Night, InputError> {
    night_file::load(path)
}
