//! serde's reasons for refusing a file's value, said in the reader's
//! language: serde words them in English ("missing field `name`"), so the
//! common ones are read back into the catalog's sentences; any other is
//! kept as serde said it.

use crate::model::Said;
use crate::said;

/// The reason for the value at `path` (serde_path_to_error's path, "."
/// for the whole file), as a sentence: "at players[0]: the field "name"
/// is missing", or for the whole file "the field "name" is missing".
pub fn at(path: &str, why: &str) -> Said {
    let why = reason(why);
    if path.is_empty() || path == "." {
        why
    } else {
        said!(FileAt, path = path, why = why)
    }
}

/// serde's English reason as a catalog sentence.
fn reason(why: &str) -> Said {
    if let Some(field) = quoted(why, "missing field `") {
        return said!(FileMissingField, field = field);
    }
    if let Some(field) = quoted(why, "unknown field `") {
        let known = why
            .split_once("expected one of ")
            .or_else(|| why.split_once("expected "))
            .map(|(_, k)| k.replace('`', "\""))
            .unwrap_or_default();
        return said!(FileUnknownField, field = field, known = known);
    }
    if let Some(rest) = why
        .strip_prefix("invalid type: ")
        .or_else(|| why.strip_prefix("invalid value: "))
        .or_else(|| why.strip_prefix("unknown variant "))
        && let Some((found, expected)) = rest.split_once(", expected ")
    {
        return said!(
            FileWrongValue,
            found = found_value(found),
            expected = expected_value(expected)
        );
    }
    said!(FileSerdeReason, why = why)
}

/// The text between `start` and the next backtick.
fn quoted<'a>(why: &'a str, start: &str) -> Option<&'a str> {
    why.strip_prefix(start)?.split('`').next()
}

/// The value serde found, as the file has it: `string "seven"` is
/// "seven", `integer `5`` is 5; a list or an object by its kind.
fn found_value(found: &str) -> Said {
    let found = found.trim();
    if let Some(s) = found.strip_prefix("string ") {
        return said!(FileValueAs, value = s);
    }
    if let Some((_, v)) = found.split_once('`') {
        return said!(FileValueAs, value = v.trim_end_matches('`'));
    }
    match found {
        "sequence" => said!(FileValueList),
        "map" => said!(FileValueObject),
        "null" | "unit value" => said!(FileValueNull),
        other => said!(FileValueAs, value = other),
    }
}

/// What belongs there, in words: a whole number, text, true or false, one
/// of the names serde lists; else serde's words.
fn expected_value(expected: &str) -> Said {
    let e = expected.trim().trim_end_matches('.');
    match e {
        "u8" | "u16" | "u32" | "u64" | "usize" => said!(FileExpectCount),
        "i8" | "i16" | "i32" | "i64" | "isize" => said!(FileExpectWholeNumber),
        "a string" | "a borrowed string" | "string" => said!(FileExpectText),
        "a boolean" => said!(FileExpectYesNo),
        "a sequence" => said!(FileExpectList),
        _ => {
            let e = e.strip_prefix("one of ").unwrap_or(e).replace('`', "\"");
            said!(FileValueAs, value = e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Msg;

    #[test]
    fn serdes_common_reasons_become_the_catalogs() {
        assert_eq!(at(".", "missing field `name`").msg, Msg::FileMissingField);
        let s = at(
            "players[0].nmae",
            "unknown field `nmae`, expected one of `name`, `seat`",
        );
        assert_eq!(s.msg, Msg::FileAt);
        let t = at("best_of", "invalid type: string \"seven\", expected u8");
        let why = crate::text::i18n::say_in(crate::text::i18n::Lang::En, &t);
        assert_eq!(
            why,
            "at best_of: \"seven\" does not belong here: a whole number, 0 or more, does"
        );
        let odd = at("x", "something serde never said before");
        let why = crate::text::i18n::say_in(crate::text::i18n::Lang::En, &odd);
        assert!(why.ends_with("something serde never said before"), "{why}");
    }
}
