//! Where text may break and how its pieces join, for every face that
//! lays out lines itself (the PDFs) or joins sentences (all of them):
//!
//! - Lines break at spaces, and between any two characters of Chinese or
//!   Japanese, which use no spaces; the rules of kinsoku hold in every
//!   language: no line starts with closing punctuation (、。）」 …, or an
//!   ASCII `)` or `,` after a Chinese character) and none ends with an
//!   opening bracket (（「 …).
//! - Sentences of one paragraph join with the language's separator (a
//!   space, or nothing in Japanese and Chinese), and never with a space
//!   after full-width punctuation such as 。 or ：, whatever the language.

use crate::text::i18n::{Lang, Msg, tr_in};

/// Characters of Chinese and Japanese, which break between any two.
fn cjk(c: char) -> bool {
    matches!(c as u32,
        0x3000..=0x30FF      // CJK punctuation, Hiragana, Katakana
        | 0x3400..=0x4DBF    // CJK extension A
        | 0x4E00..=0x9FFF    // CJK unified ideographs
        | 0xF900..=0xFAFF    // compatibility ideographs
        | 0xFF00..=0xFFEF) // full-width forms
}

/// Characters no line may start with: closing punctuation, small kana
/// and the marks that belong to the character before them.
pub fn no_line_start(c: char) -> bool {
    "、。，．：；！？）」』】〉》〕］｝〙〗〟’”％‰・ー々ゝゞヽヾ\
     ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]},.:;!?%"
        .contains(c)
}

/// Characters no line may end with: opening brackets and quotes.
pub fn no_line_end(c: char) -> bool {
    "（「『【〈《〔［｛〘〖〝‘“([{".contains(c)
}

/// Full-width punctuation (、。：（） …), after which no space is put.
fn full_width_punctuation(c: char) -> bool {
    matches!(c as u32, 0x3000..=0x303F | 0xFF01..=0xFF0F | 0xFF1A..=0xFF20 | 0xFF3B..=0xFF40 | 0xFF5B..=0xFF65)
}

/// The pieces a line may break between: words between spaces, and each
/// character of Chinese or Japanese, with closing punctuation kept on the
/// piece before it and an opening bracket on the piece after it. Each
/// piece says whether a space stood before it.
pub fn units(text: &str) -> Vec<(String, bool)> {
    let mut units: Vec<(String, bool)> = Vec::new();
    let mut open = false; // the last piece takes more letters
    let mut glue = false; // the last character opened a bracket
    let mut spaced = false;
    for c in text.chars() {
        if c.is_whitespace() {
            spaced = true;
            open = false;
            glue = false;
            continue;
        }
        let joins = !spaced && (glue || open && !cjk(c) || no_line_start(c));
        match units.last_mut() {
            Some((unit, _)) if joins => unit.push(c),
            _ => units.push((c.to_string(), spaced && !units.is_empty())),
        }
        open = !cjk(c) && !no_line_end(c);
        glue = no_line_end(c);
        spaced = false;
    }
    units
}

/// `text` in lines no wider than `first_w` (the first) and `max_w` (the
/// others), as `measure` says, in `most` lines at most: the last holds the
/// rest, for the caller to shrink or cut. Lines break between [`units`],
/// spaced as the text is (no space enters Chinese or Japanese).
pub fn wrap(
    text: &str,
    (first_w, max_w): (f32, f32),
    most: usize,
    measure: impl Fn(&str) -> f32,
) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for (unit, spaced) in units(text) {
        let width = if lines.is_empty() { first_w } else { max_w };
        let candidate = if line.is_empty() {
            unit.clone()
        } else if spaced {
            format!("{line} {unit}")
        } else {
            format!("{line}{unit}")
        };
        let room_left = lines.len() + 1 < most;
        if !line.is_empty() && room_left && measure(&candidate) > width {
            lines.push(std::mem::replace(&mut line, unit));
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Adds `next` to the paragraph `para` as one more sentence, joined as
/// `lang` joins sentences: its separator, and no space after full-width
/// punctuation (a Chinese season sentence after 。 follows at once).
pub fn push_sentence(lang: Lang, para: &mut String, next: &str) {
    if next.is_empty() {
        return;
    }
    let after_full_width = para.chars().last().is_some_and(full_width_punctuation);
    let before_full_width = next.chars().next().is_some_and(full_width_punctuation);
    if !para.is_empty() && !after_full_width && !before_full_width {
        para.push_str(&tr_in(lang, Msg::SentenceSeparator, &[]));
    }
    para.push_str(next);
}

/// Sentences of one paragraph, joined as [`push_sentence`] joins them.
pub fn sentences<S: AsRef<str>>(lang: Lang, parts: impl IntoIterator<Item = S>) -> String {
    let mut out = String::new();
    for p in parts {
        push_sentence(lang, &mut out, p.as_ref());
    }
    out
}

/// What goes between a bold lead-in ("Seating:", "席：") and its text: a
/// space, or nothing after full-width punctuation.
pub fn after_lead(lead: &str) -> &'static str {
    if lead.chars().last().is_some_and(full_width_punctuation) {
        ""
    } else {
        " "
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(text: &str) -> Vec<String> {
        units(text).into_iter().map(|(u, _)| u).collect()
    }

    #[test]
    fn lines_break_at_spaces_and_between_japanese_characters() {
        assert_eq!(
            pieces("Derek and Bo tied."),
            ["Derek", "and", "Bo", "tied."]
        );
        let ja = units("Derek、Boは6点です。");
        // "、" and "。" stay with the character before them; no spaces.
        assert_eq!(
            pieces("Derek、Boは6点です。"),
            ["Derek、", "Bo", "は", "6", "点", "で", "す。"]
        );
        assert!(ja.iter().all(|(_, spaced)| !spaced));
    }

    #[test]
    fn brackets_keep_to_what_they_enclose() {
        // An opening bracket goes with what follows it, a closing one and
        // the full stop after it with what comes before.
        assert_eq!(
            pieces("Andy（4）、Tino（5）。"),
            ["Andy", "（4）、", "Tino", "（5）。"]
        );
        assert_eq!(pieces("胜场(3)。"), ["胜", "场", "(3)。"]);
        assert_eq!(
            pieces("「ドラフト」です"),
            ["「ド", "ラ", "フ", "ト」", "で", "す"]
        );
        // Small kana and the long vowel mark stay with the kana before.
        assert_eq!(pieces("ショー"), ["ショー"]);
    }

    #[test]
    fn no_line_starts_with_closing_punctuation_at_any_width() {
        let text = "Andy、Derek和Bernie进入胜场抗性比较：Andy战胜的对手：Scott（6）、\
                    Bernie（4）、Mariano（2）和轮空（0），合计12；Derek战胜的对手：\
                    Andy（4）、Tino（5）。「決め手」は（ID）です。";
        let width = |s: &str| s.chars().count() as f32;
        for w in 2..40 {
            let lines = wrap(text, (w as f32, w as f32), usize::MAX, width);
            assert_eq!(lines.concat(), text);
            for l in &lines {
                let first = l.chars().next().unwrap_or(' ');
                let last = l.chars().last().unwrap_or(' ');
                assert!(!no_line_start(first), "width {w}: {l:?} in {lines:?}");
                assert!(!no_line_end(last), "width {w}: {l:?} in {lines:?}");
            }
        }
    }

    #[test]
    fn sentences_take_no_space_after_full_width_punctuation() {
        assert_eq!(
            sentences(Lang::En, ["Ann leads.", "Bo is second."]),
            "Ann leads. Bo is second."
        );
        assert_eq!(
            sentences(Lang::ZhHans, ["甲领先。", "乙第二。"]),
            "甲领先。乙第二。"
        );
        // In any language: an English page quoting a Chinese sentence.
        assert_eq!(
            sentences(Lang::En, ["甲领先。", "Bo is second."]),
            "甲领先。Bo is second."
        );
        assert_eq!(
            sentences(Lang::Ko, ["갑이 앞섭니다.", "", "을"]),
            "갑이 앞섭니다. 을"
        );
        assert_eq!(after_lead("Seating:"), " ");
        assert_eq!(after_lead("座位："), "");
    }
}
