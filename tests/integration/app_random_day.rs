//! The app through long random days of its own commands
//! ([`podsheet::app::command_stream`]): new events and nights beside, pod
//! switches, selections and comparisons, clocks, results (and results the
//! game does not allow), undo and redo, drops, no-shows, late entries,
//! cuts, re-pairs, saving and opening, sharing on and off. After every
//! step, drawn in a frame: nothing panicked, and the recovery files read
//! back to what is on screen.
//!
//! Bounded: a few seeds that once failed (kept as regressions), then
//! fresh seeds until the step or time budget is spent. A failing seed is
//! printed: add it to `REGRESSIONS`.

use crate::util::app_support::start_sharing;
use egui_kittest::Harness;
use podsheet::app::PodsheetApp;
use podsheet::app::command_stream::{Draw, Places, check, next};
use rand::{RngCore, SeedableRng};
use std::time::{Duration, Instant};

/// Seeds of past failures, replayed first.
const REGRESSIONS: &[u64] = &[
    // Yu-Gi-Oh!'s rules on a paper pod sheet: no file could hold it.
    1_795_920_871_964_325_201,
    // A cut: the recovery file read back differently from the screen.
    1_795_921_212_638_625_853,
    1_795_921_074_249_466_226,
    1_795_921_626_782_238_429,
    // The arrow of "Event → Cut by division…": egui's font has none.
    1_795_930_732_214_307_901,
];

/// Steps per day (one seed).
const STEPS: usize = 250;

/// Most steps in all, and most time, per run of the test. Under Wine
/// (CI's Windows run, beside the Linux one that takes the whole budget)
/// the regressions and a few fresh days: CI's 40 minutes.
const BUDGET_STEPS: usize = 3000;
const BUDGET_TIME: Duration = Duration::from_secs(if cfg!(windows) { 30 } else { 150 });

fn fixtures() -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension()
                .is_some_and(|e| e == "podsheet" || e == "csv" || e == "tdf")
        })
        .collect();
    files.sort();
    files
}

/// One day from `seed`: `STEPS` commands; returns the steps run.
fn day(seed: u64, files: &[std::path::PathBuf], deadline: Instant) -> usize {
    let data = tempfile::tempdir().unwrap();
    let saves = tempfile::tempdir().unwrap();
    let places = Places {
        dir: saves.path().to_path_buf(),
        files: files.to_vec(),
    };
    let mut bytes = vec![0u8; STEPS * 12];
    rand::rngs::StdRng::seed_from_u64(seed).fill_bytes(&mut bytes);
    let dir = data.path().to_path_buf();
    let mut h: Harness<'static, PodsheetApp> = Harness::builder()
        .with_size([1600.0, 1000.0])
        .build_eframe(move |_cc| PodsheetApp::new_for_test_in(PodsheetApp::demo_event(), dir));
    // Sharing on this computer, any free port, from the first time on.
    start_sharing(&mut h);
    h.state().commands.send(podsheet::app::Command::StopSharing);
    h.step();
    let mut draw = Draw::new(&bytes);
    let mut steps = 0;
    while steps < STEPS && !draw.is_done() && Instant::now() < deadline {
        let cmd = next(&mut draw, h.state(), &places);
        let shown = format!("{cmd:?}");
        h.state().commands.send(cmd);
        steps += 1;
        let stepped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            h.step();
            h.step();
        }));
        if let Err(e) = stepped {
            let what = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            panic!("seed {seed}, step {steps} ({shown}): {what}");
        }
        if let Err(why) = check(h.state_mut()) {
            panic!("seed {seed}, step {steps} ({shown}): {why}");
        }
    }
    h.state_mut().share.stop();
    steps
}

#[test]
fn a_thousand_random_steps_of_a_stores_day_never_fault_or_lose_work() {
    let files = fixtures();
    let start = Instant::now();
    let deadline = start + BUDGET_TIME;
    let mut total = 0;
    let mut seeds = REGRESSIONS.to_vec();
    // Fresh seeds each run (printed on failure), after the regressions.
    let fresh = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64);
    seeds.extend((0..64).map(|k| fresh.wrapping_add(k * 0x9E37_79B9)));
    for seed in seeds {
        if total >= BUDGET_STEPS || Instant::now() >= deadline {
            break;
        }
        let result = std::panic::catch_unwind(|| day(seed, &files, deadline));
        match result {
            Ok(steps) => total += steps,
            Err(e) => {
                let what = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                panic!("seed {seed} failed (add it to REGRESSIONS): {what}");
            }
        }
    }
    eprintln!(
        "random days: {total} steps in {:.1} s",
        start.elapsed().as_secs_f64()
    );
    assert!(total >= 200, "at least one day was played ({total} steps)");
}
