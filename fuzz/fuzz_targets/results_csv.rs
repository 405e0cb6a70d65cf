//! The results-CSV reader never panics; what it accepts ranks and explains.
#![no_main]

use libfuzzer_sys::fuzz_target;
use podsheet::engine::Snapshot;
use podsheet::text::explain::Explainer;
use podsheet::io::results_csv;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(event) = results_csv::from_str(text, "fuzz.csv", "fuzz") {
        let snap = Snapshot::of(&event);
        let _ = Explainer::new(&event, &snap.standings).all();
    }
});
