//! The round timer: the sheet's time limit, start / pause / reset, and the
//! "five extra turns" notice at time.

use crate::model::Event;
use crate::t;
use egui::{Color32, RichText, Ui};
use std::time::{Duration, Instant};

/// A round timer.
#[derive(Debug, Clone, Default)]
pub struct Timer {
    /// When the running stretch started (`None`: paused or not started).
    started: Option<Instant>,
    /// Time run before the current stretch.
    before: Duration,
}

/// Minutes per round of `event` (each pod its own): the sheet's own
/// limit, else 20 for best-of-one and 50 for best-of-three.
pub fn minutes(event: &Event) -> u32 {
    crate::engine::pod_plan::round_minutes(event)
}

impl Timer {
    /// Whether the timer is running.
    pub fn running(&self) -> bool {
        self.started.is_some()
    }

    /// Time run so far.
    pub fn elapsed(&self) -> Duration {
        self.before + self.started.map_or(Duration::ZERO, |s| s.elapsed())
    }

    /// Starts or resumes.
    pub fn start(&mut self) {
        self.started.get_or_insert_with(Instant::now);
    }

    /// Pauses.
    pub fn pause(&mut self) {
        if let Some(s) = self.started.take() {
            self.before += s.elapsed();
        }
    }

    /// Back to the full time, stopped.
    pub fn reset(&mut self) {
        *self = Timer::default();
    }

    /// "mm:ss" left, and whether time is up.
    pub fn display(&self, event: &Event) -> (String, bool) {
        let limit = Duration::from_secs(u64::from(minutes(event)) * 60);
        let left = limit.saturating_sub(self.elapsed());
        let s = left.as_secs() + u64::from(left.subsec_nanos() > 0);
        (format!("{:02}:{:02}", s / 60, s % 60), left.is_zero())
    }
}

/// The notice shown when time is called, in the app's language.
pub fn time_notice() -> String {
    t!(TimerTimeNotice)
}

/// The timer row: time left and its buttons. Asks for a repaint each
/// second only while running (idle otherwise).
pub fn timer_ui(ui: &mut Ui, timer: &mut Timer, event: &Event, size: f32) {
    let (text, up) = timer.display(event);
    let color = if up {
        Color32::from_rgb(200, 40, 40)
    } else {
        ui.visuals().strong_text_color()
    };
    ui.label(RichText::new(text).size(size).monospace().color(color));
    if timer.running() {
        if ui.button(t!(TimerPause)).clicked() {
            timer.pause();
        }
        if !up {
            ui.ctx().request_repaint_after(Duration::from_secs(1));
        }
    } else if ui.button(t!(TimerStartTimer)).clicked() {
        timer.start();
        ui.ctx().request_repaint_after(Duration::from_secs(1));
    }
    if ui.button(t!(TimerResetTimer)).clicked() {
        timer.reset();
    }
    if up {
        ui.colored_label(Color32::from_rgb(200, 40, 40), time_notice());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{BestOf, Preset, Structure, Template};

    #[test]
    fn time_is_called_at_the_sheets_limit() {
        let rr = Event::new(
            "rr",
            Structure::Pod {
                template: Template::RoundRobin7,
            },
            BestOf::One,
            Preset::PodRr,
        );
        let swiss = Event::new(
            "s",
            Structure::Swiss {
                rounds: None,
                first_round: Default::default(),
            },
            BestOf::Three,
            Preset::Wotc,
        );
        assert_eq!((minutes(&rr), minutes(&swiss)), (20, 50));
        let mut t = Timer::default();
        assert_eq!(t.display(&rr), ("20:00".to_string(), false));
        t.before = Duration::from_secs(19 * 60 + 30);
        assert_eq!(t.display(&rr), ("00:30".to_string(), false));
        t.before = Duration::from_secs(20 * 60);
        assert_eq!(t.display(&rr), ("00:00".to_string(), true));
        t.reset();
        assert_eq!(t.elapsed(), Duration::ZERO);
    }
}
