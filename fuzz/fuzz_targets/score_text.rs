//! The typed-score parser never panics, and a score it accepts is one a
//! person could have meant (never 0-0-0, never more games than the limit).
#![no_main]

use libfuzzer_sys::fuzz_target;
use podsheet::model::BestOf;
use podsheet::model::score_text::parse;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for best_of in [BestOf::One, BestOf::Three, BestOf::Any] {
        if let Ok(Some(s)) = parse(text, best_of) {
            assert!(!s.is_empty());
            assert!(s.a.max(s.b).max(s.draws) <= podsheet::io::limits::MAX_GAMES);
        }
    }
});
