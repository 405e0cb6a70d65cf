//! The event-file loader never panics, and whatever it accepts ranks,
//! validates and saves without panicking and reads back the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use podsheet::engine::Snapshot;
use podsheet::text::explain::Explainer;
use podsheet::io::event_file;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(event) = event_file::from_str(text, "fuzz.podsheet") {
        let snap = Snapshot::of(&event);
        let _ = Explainer::new(&event, &snap.standings).all();
        let again = event_file::from_str(&event_file::to_string(&event), "again").expect("own output loads");
        assert_eq!(again, event);
    }
});
