//! Times as the owner reads them: stored times are UTC (RFC 3339, in the
//! event file), shown in this computer's own time zone, "21:36" today and
//! "2026-11-22 21:36" on another day.

use jiff::Timestamp;
use jiff::tz::TimeZone;

/// A stored time (RFC 3339) in local time; the text as stored if it is
/// not a time.
pub fn local_time(stored: &str) -> String {
    local_time_in(stored, &TimeZone::system(), Timestamp::now())
}

/// [`local_time`] in the time zone `tz`, `now` being the present moment.
pub fn local_time_in(stored: &str, tz: &TimeZone, now: Timestamp) -> String {
    let Ok(t) = stored.parse::<Timestamp>() else {
        return stored.to_string();
    };
    let when = t.to_zoned_datetime(tz.clone());
    let today = now.to_zoned_datetime(tz.clone()).date();
    if when.date() == today {
        when.strftime("%H:%M").to_string()
    } else {
        when.strftime("%Y-%m-%d %H:%M").to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_utc_time_reads_in_local_time() {
        let tz = TimeZone::get("America/New_York").unwrap();
        let now: Timestamp = "2026-11-24T02:00:00Z".parse().unwrap();
        // 23:36 UTC on the 23rd is 18:36 in New York, the same evening.
        assert_eq!(local_time_in("2026-11-23T23:36:30Z", &tz, now), "18:36");
        assert_eq!(
            local_time_in("2026-11-20T23:36:30Z", &tz, now),
            "2026-11-20 18:36"
        );
        assert_eq!(local_time_in("not a time", &tz, now), "not a time");
        let tokyo = TimeZone::get("Asia/Tokyo").unwrap();
        assert_eq!(local_time_in("2026-11-23T23:36:30Z", &tokyo, now), "08:36");
    }
}
