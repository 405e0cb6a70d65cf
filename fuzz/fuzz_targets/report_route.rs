//! The report route never panics and keeps the two-eyes rule's promises
//! under any sequence of requests (fuzz/checks/report_route.rs).
#![no_main]

#[path = "../checks/report_route.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::check(data));
