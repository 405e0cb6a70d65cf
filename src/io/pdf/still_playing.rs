//! The one-key printout when time is called: the latest round's tables
//! still playing (no result, no report from a phone), each with its
//! players and its extra time, and a box to tick as each finishes; for
//! whoever walks the floor. A night's prints the whole room, pod by pod
//! (each with its own run of tables), on as few pages as it takes.

use super::error::PdfError;
use super::layout::{Align, Canvas};
use crate::model::Event;

/// Space between two lines.
const ROW: f32 = 22.0;

/// From a pod's title to below its first line: a title is never left at
/// the foot of a page without a line under it.
const HEAD: f32 = 30.0 + ROW;

/// The tables still playing, one line each with a box to tick.
pub(super) fn draw(c: &mut Canvas, event: &Event) -> Result<(), PdfError> {
    event.latest_round().ok_or(PdfError::NoRounds)?;
    pod(c, event, 14.0);
    Ok(())
}

/// Every pod of a night that has a round, one after the other, each
/// under its own title: the room's tables still playing, in one printout.
pub(super) fn draw_room(c: &mut Canvas, pods: &[Event]) -> Result<(), PdfError> {
    let mut started = pods.iter().filter(|e| e.latest_round().is_some());
    let first = started.next().ok_or(PdfError::NoRounds)?;
    let mut last = pod(c, first, 14.0);
    for event in started {
        let mut top = last + ROW + 8.0;
        if top + HEAD > c.height() {
            c.new_page();
            top = 14.0;
        }
        last = pod(c, event, top);
    }
    Ok(())
}

/// One event's title at `top` and its tables under it; returns the
/// baseline of the last line drawn.
fn pod(c: &mut Canvas, event: &Event, top: f32) -> f32 {
    let Some((number, _)) = event.latest_round() else {
        return top;
    };
    let w = c.width();
    let name = crate::engine::playoff::name_of_round(event, number as u32);
    let title = crate::t!(
        PdfStillPlayingTitle,
        event = &crate::text::explain::event_title(crate::text::i18n::current(), event),
        name = name
    );
    let extra = c.heading(0.0, top, w, 14.0, &title);
    c.line(0.0, top + 8.0 + extra, w, top + 8.0 + extra, 0.8);
    let lines = crate::text::round_end::still_playing(event, None);
    let mut y = top + 30.0 + extra;
    if lines.is_empty() {
        c.text(
            0.0,
            y - 4.0,
            11.0,
            false,
            Align::Left,
            &crate::t!(RoundEndNone),
        );
        return y - 4.0;
    }
    for line in lines {
        if y + ROW > c.height() {
            c.new_page();
            y = 14.0;
        }
        c.rect(0.0, y - 11.0, 12.0, 12.0, 0.7);
        c.text_fit(20.0, y, w - 20.0, 11.0, false, Align::Left, &line);
        y += ROW;
    }
    y - ROW
}
