//! The one-key printout when time is called: the latest round's tables
//! still playing (no result, no report from a phone), each with its
//! players and its extra time, and a box to tick as each finishes; for
//! whoever walks the floor.

use super::error::PdfError;
use super::layout::{Align, Canvas};
use crate::model::Event;

/// The tables still playing, one line each with a box to tick.
pub(super) fn draw(c: &mut Canvas, event: &Event) -> Result<(), PdfError> {
    let (number, _) = event.latest_round().ok_or(PdfError::NoRounds)?;
    let w = c.width();
    let name = crate::engine::playoff::name_of_round(event, number as u32);
    let title = crate::t!(
        PdfStillPlayingTitle,
        event = &crate::text::room::event_name(event),
        name = name
    );
    c.text_fit(0.0, 14.0, w, 14.0, true, Align::Left, &title);
    c.line(0.0, 22.0, w, 22.0, 0.8);
    let lines = crate::text::round_end::still_playing(event, None);
    if lines.is_empty() {
        c.text(
            0.0,
            40.0,
            11.0,
            false,
            Align::Left,
            &crate::t!(RoundEndNone),
        );
        return Ok(());
    }
    let row = 22.0;
    let mut y = 44.0;
    for line in lines {
        if y + row > c.height() {
            c.new_page();
            y = 14.0;
        }
        c.rect(0.0, y - 11.0, 12.0, 12.0, 0.7);
        c.text_fit(20.0, y, w - 20.0, 11.0, false, Align::Left, &line);
        y += row;
    }
    Ok(())
}
