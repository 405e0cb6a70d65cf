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
    /// The same moment on the wall clock, so a restart can pick the clock
    /// up where it was ([`RoundClock::saved`]).
    started_wall: Option<std::time::SystemTime>,
    /// Time run before the current stretch.
    before: Duration,
    /// Minutes added to this round's time (the whole pod's, not a
    /// table's: a table's extra time is its own).
    extra_minutes: u32,
}

/// A round clock as remembered across a restart ([`RoundClock::saved`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SavedClock {
    /// When its running stretch began, in milliseconds since 1970 (`None`:
    /// paused or not started).
    pub running_since_ms: Option<u64>,
    /// Time run before that stretch, in milliseconds.
    pub before_ms: u64,
    /// Extra minutes given to the round.
    pub extra_minutes: u32,
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
                self.started_wall = Some(std::time::SystemTime::now());
            }
            ClockAction::Pause => {
                let Some(s) = self.started.take() else {
                    return false;
                };
                self.started_wall = None;
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

    /// The clock as a restart keeps it: when its running stretch began on
    /// the wall clock, the time run before, and the extra minutes. The
    /// same while it runs (it changes only when started, paused, reset or
    /// given time), so it is written only then.
    pub fn saved(&self) -> SavedClock {
        SavedClock {
            running_since_ms: self.started_wall.and_then(|t| {
                t.duration_since(std::time::UNIX_EPOCH)
                    .ok()
                    .map(|d| d.as_millis() as u64)
            }),
            before_ms: self.before.as_millis() as u64,
            extra_minutes: self.extra_minutes,
        }
    }

    /// The clock as `saved` left it, run on since on the wall clock (a
    /// clock running when the app stopped has run on, as the room's has).
    pub fn restored(saved: &SavedClock) -> Self {
        let since = saved
            .running_since_ms
            .map(|ms| std::time::UNIX_EPOCH + Duration::from_millis(ms));
        let started = since.map(|t| {
            let ran = std::time::SystemTime::now()
                .duration_since(t)
                .unwrap_or_default();
            Instant::now().checked_sub(ran).unwrap_or_else(Instant::now)
        });
        RoundClock {
            started,
            started_wall: since,
            before: Duration::from_millis(saved.before_ms),
            extra_minutes: saved.extra_minutes.min(MAX_EXTRA_MINUTES),
        }
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

    #[test]
    fn a_clock_is_picked_up_after_a_restart_where_it_was() {
        let mut c = RoundClock::default();
        c.act(ClockAction::Extra(5));
        c.act(ClockAction::Start);
        let saved = c.saved();
        assert_eq!(saved, c.saved(), "the same while it runs");
        // Ten minutes later, on the wall clock.
        let ten = SavedClock {
            running_since_ms: saved.running_since_ms.map(|ms| ms - 600_000),
            ..saved
        };
        let back = RoundClock::restored(&ten);
        assert!(back.running());
        assert_eq!(back.extra_minutes(), 5);
        let ran = back.elapsed().as_secs();
        assert!((600..605).contains(&ran), "{ran}");
        // A paused clock comes back paused, with what it had run.
        c.act(ClockAction::Pause);
        let paused = RoundClock::restored(&c.saved());
        assert!(!paused.running());
        assert_eq!(
            paused.elapsed().as_millis() / 10,
            c.elapsed().as_millis() / 10
        );
    }
}
