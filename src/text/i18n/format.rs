//! Numbers, percentages, lists and times in a language's own form, from
//! CLDR's data through ICU4X: "7,00" in German, "33,33 %" in French,
//! "A、B、C" in Japanese, "오후 9:36" in Korean.

use icu_datetime::fieldsets::{T, YMD};
use icu_datetime::input::{Date, DateTime, Time};
use icu_datetime::{DateTimeFormatter, NoCalendarFormatter};
use icu_decimal::DecimalFormatter;
use icu_decimal::input::Decimal;
use icu_list::ListFormatter;
use icu_list::options::{ListFormatterOptions, ListLength};
use icu_locale_core::Locale;

use super::{Lang, Msg, tr_in};

fn locale(lang: Lang) -> Locale {
    lang.icu_tag().parse().unwrap_or(Locale::UNKNOWN)
}

/// A number written in plain ASCII ("1234.50", "-3", as
/// [`crate::engine::frac::Frac::decimal`] writes them) in the language's
/// form ("1.234,50" in German). Anything else comes back unchanged.
pub fn number(lang: Lang, ascii: &str) -> String {
    let Ok(d) = Decimal::try_from_str(ascii) else {
        return ascii.to_string();
    };
    match DecimalFormatter::try_new(locale(lang).into(), Default::default()) {
        Ok(f) => f.format(&d).to_string(),
        Err(_) => ascii.to_string(),
    }
}

/// A percentage written in ASCII ("44.44") with the language's decimal
/// separator and percent sign: "44.44%", "44,44 %".
pub fn percent(lang: Lang, ascii: &str) -> String {
    tr_in(lang, Msg::Percent, &[("value", number(lang, ascii).into())])
}

/// "A, B and C" in the language's own way ("A、B、C" in Japanese). Two
/// exceptions to CLDR, for how the sentences read: Korean joins with
/// commas (CLDR's 및 reads like a form: "6, 6 및 9"), and two Japanese
/// items are joined with と ("AとB").
pub fn and_list(lang: Lang, items: &[String]) -> String {
    match (lang, items) {
        (_, []) => String::new(),
        (_, [one]) => one.clone(),
        (Lang::Ko, _) => items.join(", "),
        (Lang::Ja, [a, b]) => format!("{a}と{b}"),
        _ => match ListFormatter::try_new_and(
            locale(lang).into(),
            ListFormatterOptions::default().with_length(ListLength::Wide),
        ) {
            Ok(f) => f.format(items.iter()).to_string(),
            Err(_) => items.join(", "),
        },
    }
}

/// A time of day, hours and minutes, as the language writes it ("21:36",
/// "오후 9:36").
pub fn time(lang: Lang, hour: u8, minute: u8) -> String {
    let Ok(t) = Time::try_new(hour, minute, 0, 0) else {
        return format!("{hour:02}:{minute:02}");
    };
    match NoCalendarFormatter::try_new(locale(lang).into(), T::hm()) {
        Ok(f) => f.format(&t).to_string(),
        Err(_) => format!("{hour:02}:{minute:02}"),
    }
}

/// A time of day to the second, as the language writes it ("21:36:07",
/// "오후 9:36:07"): when each report came, for the owner.
pub fn time_to_second(lang: Lang, (hour, minute, second): (u8, u8, u8)) -> String {
    let plain = format!("{hour:02}:{minute:02}:{second:02}");
    let Ok(t) = Time::try_new(hour, minute, second, 0) else {
        return plain;
    };
    match NoCalendarFormatter::try_new(locale(lang).into(), T::hms()) {
        Ok(f) => f.format(&t).to_string(),
        Err(_) => plain,
    }
}

/// A day written `YYYY-MM-DD` (as files keep it) as the language writes
/// it: "Nov 20, 2026", "20.11.2026", "2026/11/20". Anything that is not
/// such a day comes back as it was.
pub fn date(lang: Lang, iso: &str) -> String {
    let t = iso.trim();
    let mut parts = t.splitn(3, '-');
    let (Some(y), Some(m), Some(d)) = (parts.next(), parts.next(), parts.next()) else {
        return iso.to_string();
    };
    let (Ok(y), Ok(m), Ok(d)) = (y.parse::<i32>(), m.parse::<u8>(), d.parse::<u8>()) else {
        return iso.to_string();
    };
    let Ok(day) = Date::try_new_iso(y, m, d) else {
        return iso.to_string();
    };
    match DateTimeFormatter::try_new(locale(lang).into(), YMD::medium()) {
        Ok(f) => f.format(&day).to_string(),
        Err(_) => iso.to_string(),
    }
}

/// A day and a time of day as the language writes them ("20 Nov 2026,
/// 18:36", "2026年11月20日 18:36").
pub fn date_time(
    lang: Lang,
    (year, month, day): (i32, u8, u8),
    (hour, minute): (u8, u8),
) -> String {
    let plain = format!("{year:04}-{month:02}-{day:02} {hour:02}:{minute:02}");
    let (Ok(date), Ok(time)) = (
        Date::try_new_iso(year, month, day),
        Time::try_new(hour, minute, 0, 0),
    ) else {
        return plain;
    };
    match DateTimeFormatter::try_new(locale(lang).into(), YMD::medium().with_time_hm()) {
        Ok(f) => f.format(&DateTime { date, time }).to_string(),
        Err(_) => plain,
    }
}
