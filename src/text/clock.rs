//! Times as the owner reads them: stored times are UTC (RFC 3339, in the
//! event file), shown in this computer's own time zone and the app's
//! language (CLDR's formats through text::i18n): "21:36" today and
//! "22 Nov 2026, 21:36" on another day.

use jiff::Timestamp;
use jiff::tz::TimeZone;

/// A stored time (RFC 3339) in local time; the text as stored if it is
/// not a time.
pub fn local_time(stored: &str) -> String {
    local_time_in(stored, &TimeZone::system(), Timestamp::now())
}

/// [`local_time`] to the second on its day ("21:36:07"): when each phone's
/// report came, for the owner's reports panel (an older day keeps its
/// minute).
pub fn local_time_to_second(stored: &str) -> String {
    local_time_to_second_in(stored, &TimeZone::system(), Timestamp::now())
}

/// [`local_time_to_second`] in the time zone `tz`, `now` being the present
/// moment.
pub fn local_time_to_second_in(stored: &str, tz: &TimeZone, now: Timestamp) -> String {
    let Ok(t) = stored.parse::<Timestamp>() else {
        return stored.to_string();
    };
    let when = t.to_zoned_datetime(tz.clone());
    if when.date() != now.to_zoned_datetime(tz.clone()).date() {
        return local_time_in(stored, tz, now);
    }
    // jiff's fields are always in range (hour 0-23, minute and second 0-59).
    let hms = (
        u8::try_from(when.hour()).unwrap_or(0),
        u8::try_from(when.minute()).unwrap_or(0),
        u8::try_from(when.second()).unwrap_or(0),
    );
    crate::text::i18n::time_to_second(crate::text::i18n::current(), hms)
}

/// Today on this computer's clock, `YYYY-MM-DD` (a new night's day).
pub fn today() -> String {
    Timestamp::now()
        .to_zoned_datetime(TimeZone::system())
        .date()
        .to_string()
}

/// [`local_time`] in the time zone `tz`, `now` being the present moment.
pub fn local_time_in(stored: &str, tz: &TimeZone, now: Timestamp) -> String {
    use crate::text::i18n;
    let Ok(t) = stored.parse::<Timestamp>() else {
        return stored.to_string();
    };
    let when = t.to_zoned_datetime(tz.clone());
    let today = now.to_zoned_datetime(tz.clone()).date();
    let lang = i18n::current();
    // jiff's fields are always in range (month 1-12, hour 0-23 …).
    let hm = (
        u8::try_from(when.hour()).unwrap_or(0),
        u8::try_from(when.minute()).unwrap_or(0),
    );
    if when.date() == today {
        i18n::time(lang, hm.0, hm.1)
    } else {
        let day = (
            i32::from(when.year()),
            u8::try_from(when.month()).unwrap_or(1),
            u8::try_from(when.day()).unwrap_or(1),
        );
        i18n::date_time(lang, day, hm)
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
            "20 Nov 2026, 18:36"
        );
        assert_eq!(local_time_in("not a time", &tz, now), "not a time");
        // The owner's reports panel: to the second on its day.
        assert_eq!(
            local_time_to_second_in("2026-11-23T23:36:07Z", &tz, now),
            "18:36:07"
        );
        assert_eq!(
            local_time_to_second_in("2026-11-20T23:36:07Z", &tz, now),
            "20 Nov 2026, 18:36"
        );
        let tokyo = TimeZone::get("Asia/Tokyo").unwrap();
        assert_eq!(local_time_in("2026-11-23T23:36:30Z", &tokyo, now), "08:36");
        // In the app's language: Korean says the half of the day.
        crate::text::i18n::set_current(crate::text::i18n::Lang::Ko);
        let ko = local_time_in("2026-11-23T23:36:30Z", &tz, now);
        crate::text::i18n::set_current(crate::text::i18n::Lang::En);
        assert!(ko.contains("오후") && ko.contains("6:36"), "{ko}");
    }
}
