//! What the TOM reader's fuzz target checks, shared with the test suite's
//! replay of its corpus and findings (tests/integration/fuzz_replay.rs):
//! a Pokémon TOM export (`.tdf`, XML) as bytes. The reader never panics;
//! whatever it accepts ranks, explains, validates, and saves and loads
//! back as the same event.

use podsheet::engine::Snapshot;
use podsheet::io::{event_file, tdf};
use podsheet::text::explain::Explainer;

/// One input: see the module's documentation.
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(event) = tdf::from_str(text, "fuzz.tdf") {
        let snap = Snapshot::of(&event);
        let _ = Explainer::new(&event, &snap.standings).all();
        let _ = podsheet::engine::validate::validate(&event);
        let again = event_file::from_str(&event_file::to_string(&event), "again")
            .expect("its own output loads");
        assert_eq!(again, event, "saved and loaded back, the same event");
    }
}
