//! Each pod's round clock: started, paused, reset and given extra time on
//! its own (a draft pod of 20-minute rounds beside a Swiss of 50). It
//! lives with its pod ([`crate::app::document::doc::Doc::clock`]), so the
//! display window's columns and each pod's phones count down their own.

use crate::model::Event;
use std::time::{Duration, Instant};

/// The most extra time one clock takes (a round cannot be stretched by
/// more than an hour by mistake).
pub const MAX_EXTRA_MINUTES: u32 = 60;

/// A pod's round clock.
#[derive(Debug, Clone, Default)]
pub struct RoundClock {
    /// When the running stretch started (`None`: paused or not started).
    started: Option<Instant>,
    /// Time run before the current stretch.
    before: Duration,
    /// Minutes added to this round's time (the whole pod's, not a
    /// table's: a table's extra time is its own).
    extra_minutes: u32,
}

/// What the owner does with a pod's clock ([`crate::app::Command::Clock`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockAction {
    /// Start, or go on after a pause.
    Start,
    /// Pause.
    Pause,
    /// Back to the round's full time, stopped, with no extra time.
    Reset,
    /// Add minutes to this round (`0`: take the extra time back).
    Extra(u32),
}

impl RoundClock {
    /// Whether it is counting down.
    pub fn running(&self) -> bool {
        self.started.is_some()
    }

    /// Time run so far.
    pub fn elapsed(&self) -> Duration {
        self.before + self.started.map_or(Duration::ZERO, |s| s.elapsed())
    }

    /// Minutes added to this round.
    pub fn extra_minutes(&self) -> u32 {
        self.extra_minutes
    }

    /// Does `action`; returns whether anything changed.
    pub fn act(&mut self, action: ClockAction) -> bool {
        match action {
            ClockAction::Start => {
                if self.started.is_some() {
                    return false;
                }
                self.started = Some(Instant::now());
            }
            ClockAction::Pause => {
                let Some(s) = self.started.take() else {
                    return false;
                };
                self.before += s.elapsed();
            }
            ClockAction::Reset => {
                if self.started.is_none() && self.before.is_zero() && self.extra_minutes == 0 {
                    return false;
                }
                *self = RoundClock::default();
            }
            ClockAction::Extra(minutes) => {
                let minutes = minutes.min(MAX_EXTRA_MINUTES);
                if minutes == self.extra_minutes {
                    return false;
                }
                self.extra_minutes = minutes;
            }
        }
        true
    }

    /// The round's whole time in `event`: its own round length
    /// ([`crate::engine::pod_plan::round_minutes`]) and the extra time.
    pub fn limit(&self, event: &Event) -> Duration {
        let minutes = crate::engine::pod_plan::round_minutes(event) + self.extra_minutes;
        Duration::from_secs(u64::from(minutes) * 60)
    }

    /// Time left in `event`'s round.
    pub fn left(&self, event: &Event) -> Duration {
        self.limit(event).saturating_sub(self.elapsed())
    }

    /// "mm:ss" left, and whether time is up.
    pub fn display(&self, event: &Event) -> (String, bool) {
        let left = self.left(event);
        let s = left.as_secs() + u64::from(left.subsec_nanos() > 0);
        (format!("{:02}:{:02}", s / 60, s % 60), left.is_zero())
    }

    /// The clock as the phones see it, now.
    pub fn for_phones(&self, event: &Event) -> crate::web::Clock {
        crate::web::Clock {
            run: self.elapsed(),
            running: self.running(),
            at: Instant::now(),
            limit: self.limit(event),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{BestOf, Preset, Structure};

    #[test]
    fn a_clock_starts_pauses_takes_extra_time_and_resets() {
        let event = Event::new("e", Structure::Results, BestOf::Three, Preset::Wotc);
        let full = crate::engine::pod_plan::round_minutes(&event);
        let mut c = RoundClock::default();
        assert!(!c.running());
        assert_eq!(c.display(&event).0, format!("{full:02}:00"));
        assert!(c.act(ClockAction::Start));
        assert!(!c.act(ClockAction::Start), "started once");
        assert!(c.running());
        assert!(c.act(ClockAction::Pause));
        assert!(!c.act(ClockAction::Pause));
        assert!(c.act(ClockAction::Extra(5)));
        assert_eq!(c.limit(&event).as_secs(), u64::from(full + 5) * 60);
        assert!(c.act(ClockAction::Extra(500)));
        assert_eq!(c.extra_minutes(), MAX_EXTRA_MINUTES);
        assert!(c.act(ClockAction::Reset));
        assert!(!c.act(ClockAction::Reset), "nothing left to reset");
        assert_eq!(c.extra_minutes(), 0);
        assert!(c.elapsed().is_zero());
    }
}
