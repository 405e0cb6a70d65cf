//! `PODSHEET_FRAME_TIMES=1` prints the CPU time of every frame of the app's
//! own code (layout, panels, edits) to stderr: how the frame times in the
//! README are measured on a real window, and a way to count frames while
//! idle (there should be none).

use std::sync::OnceLock;
use std::time::Instant;

/// Times one frame from its creation to its drop, when asked for.
pub struct FrameTimer(Option<Instant>);

impl FrameTimer {
    /// Starts timing a frame (nothing when the variable is not set).
    pub fn start() -> Self {
        static ON: OnceLock<bool> = OnceLock::new();
        let on = *ON.get_or_init(|| std::env::var_os("PODSHEET_FRAME_TIMES").is_some());
        FrameTimer(on.then(Instant::now))
    }
}

impl Drop for FrameTimer {
    fn drop(&mut self) {
        if let Some(t) = self.0 {
            eprintln!("frame {:.3} ms", t.elapsed().as_secs_f64() * 1e3);
        }
    }
}
