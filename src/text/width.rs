//! Terminal columns: a CJK character takes two, a combining mark none
//! (`unicode-width`), so the CLI's tables line up whatever the names.

use super::bidi::strip_controls;
use unicode_width::UnicodeWidthStr;

/// The columns `text` takes in a terminal (bidi controls take none).
pub fn display_width(text: &str) -> usize {
    strip_controls(text).width()
}

/// `text` followed by spaces up to `width` columns.
pub fn pad_end(text: &str, width: usize) -> String {
    let n = display_width(text);
    format!("{text}{}", " ".repeat(width.saturating_sub(n)))
}

/// Spaces up to `width` columns, then `text`.
pub fn pad_start(text: &str, width: usize) -> String {
    let n = display_width(text);
    format!("{}{text}", " ".repeat(width.saturating_sub(n)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_characters_take_two_columns_and_marks_none() {
        assert_eq!(display_width("Tanaka"), 6);
        assert_eq!(display_width("田中太郎"), 8);
        assert_eq!(display_width("김민준"), 6);
        // "José" with a combining acute accent: four columns.
        assert_eq!(display_width("Jose\u{301}"), 4);
        assert_eq!(display_width("ｔａｎａｋａ"), 12);
        assert_eq!(display_width("Bob\u{202E}"), 3);
    }

    #[test]
    fn padding_counts_columns_not_characters() {
        assert_eq!(pad_end("田中", 6), "田中  ");
        assert_eq!(pad_end("Bo", 6), "Bo    ");
        assert_eq!(pad_start("김", 4), "  김");
        assert_eq!(pad_end("too long", 3), "too long");
    }
}
