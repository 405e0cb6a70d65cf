//! The app through the same random stream of its own commands as the
//! random-day test (podsheet::app::command_stream), drawn from the
//! fuzzer's bytes: each command handled and drawn in a frame, and after
//! each the recovery files read back to what is on screen. A panic or a
//! difference is a finding.
#![no_main]

use egui_kittest::Harness;
use libfuzzer_sys::fuzz_target;
use podsheet::app::PodsheetApp;
use podsheet::app::command_stream::{Draw, Places, check, next};

fuzz_target!(|data: &[u8]| {
    let Ok(data_dir) = tempfile::tempdir() else { return };
    let Ok(saves) = tempfile::tempdir() else { return };
    let places = Places {
        dir: saves.path().to_path_buf(),
        files: Vec::new(),
    };
    let dir = data_dir.path().to_path_buf();
    let mut h: Harness<'static, PodsheetApp> = Harness::builder()
        .with_size([1200.0, 800.0])
        .build_eframe(move |_cc| PodsheetApp::new_for_test_in(PodsheetApp::demo_event(), dir));
    let mut draw = Draw::new(data);
    // At most 64 commands a run: long enough for a day's trouble, short
    // enough for many runs.
    for _ in 0..64 {
        if draw.is_done() {
            break;
        }
        // Sharing binds a port: left out of the fuzzer's runs.
        let cmd = next(&mut draw, h.state(), &places);
        if matches!(cmd, podsheet::app::Command::StartSharing) {
            continue;
        }
        h.state().commands.send(cmd);
        h.step();
        h.step();
        if let Err(why) = check(h.state_mut()) {
            panic!("{why}");
        }
    }
});
