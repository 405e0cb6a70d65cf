//! The TOM export reader never panics, and whatever it accepts saves and
//! loads back the same (fuzz/checks/tdf.rs).
#![no_main]

#[path = "../checks/tdf.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::check(data));
