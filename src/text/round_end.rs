//! The end of a round in words: the tables still playing when time is
//! called (a table that reports drops off), each with its extra time (a
//! judge call, a deck check) and what is left of it. Shown by the display
//! window, the phones and the one-key printout alike.

use crate::model::Event;
use crate::t;
use std::time::Duration;

/// "Table 3: Scott vs Mariano (+5 min, 3:12 left)" for every table still
/// playing; `overtime`: how long past the round's time it is now (`None`:
/// not known, or time is not up), for what is left of each extension.
pub fn still_playing(event: &Event, overtime: Option<Duration>) -> Vec<String> {
    tables(
        event,
        &crate::engine::reports::still_playing(event),
        overtime,
    )
}

/// The lines of the latest round's matches `indices`, as
/// [`still_playing`] words them.
pub fn tables(event: &Event, indices: &[usize], overtime: Option<Duration>) -> Vec<String> {
    let Some((_, round)) = event.latest_round() else {
        return Vec::new();
    };
    indices
        .iter()
        .map(|&i| {
            let m = &round.matches[i];
            let name = |p: crate::model::PlayerId| event.player(p).name.clone();
            let line = t!(
                RoundEndTable,
                table = crate::text::sheet::table_of(event, &round.matches, i),
                a = name(m.a),
                b = m.b.map(name).unwrap_or_default()
            );
            extra(&line, m.extra_minutes, overtime)
        })
        .collect()
}

/// `line` with its table's extra time, and what is left of it.
pub fn extra(line: &str, minutes: u32, overtime: Option<Duration>) -> String {
    if minutes == 0 {
        return line.to_string();
    }
    match overtime {
        Some(over) => {
            let left = (u64::from(minutes) * 60).saturating_sub(over.as_secs());
            if left == 0 {
                t!(RoundEndExtraUp, line = line, minutes = minutes)
            } else {
                let clock = format!("{}:{:02}", left / 60, left % 60);
                t!(
                    RoundEndExtraLeft,
                    line = line,
                    minutes = minutes,
                    left = clock
                )
            }
        }
        None => t!(RoundEndExtra, line = line, minutes = minutes),
    }
}
