//! Helpers shared by the integration tests: fixtures and rankings
//! (`common`), a store's Swiss day through the engine (`day`), the binary itself (`cli`), a headless harness on the real app (`app_support`), a
//! server and raw HTTP client (`web_support`), PDFs read back as text
//! (`pdf_support`), the room's matches and tables (`room`), season nights (`season`) and random large Swiss events (`swiss`, shared with the
//! benchmarks).

pub mod app_support;
pub mod cli;
pub mod common;
pub mod day;
pub mod pdf_support;
pub mod room;
pub mod season;
#[path = "../../../benches/support/swiss.rs"]
pub mod swiss;
pub mod web_support;
