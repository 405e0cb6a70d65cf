//! Names folded for matching, so the owner may type a name the quick way
//! and get it back as written: case, accents and other marks, full-width
//! and half-width forms, and the Unicode normalization forms all fold away.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// `name` folded for matching: compatibility forms unified (NFKC:
/// "ｔａｎａｋａ" is "tanaka", half-width "ｶ" is "カ"), then decomposed with
/// the marks dropped ("Zoë" and "zoe" match, composed or not), lower case,
/// and a few letters that are not a base plus a mark mapped to their base.
/// Hangul and kana are kept whole (their decomposition is not an accent).
pub fn fold(name: &str) -> String {
    name.nfkc()
        .flat_map(|c| {
            if is_syllabic(c) {
                vec![c]
            } else {
                std::iter::once(c)
                    .nfd()
                    .filter(|c| !is_combining_mark(*c))
                    .collect()
            }
        })
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'ł' => 'l',
            'ø' => 'o',
            'đ' => 'd',
            'ß' => 's',
            c => c,
        })
        .collect()
}

/// Hangul syllables and kana: their decompositions (jamo, a dakuten) are
/// part of the letter, not an accent to drop.
fn is_syllabic(c: char) -> bool {
    matches!(c, '\u{AC00}'..='\u{D7A3}' | '\u{3040}'..='\u{30FF}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accents_and_case_fold_away() {
        assert_eq!(fold("Zoë Łukasz"), "zoe lukasz");
        assert_eq!(fold("JOSÉ Núñez"), "jose nunez");
    }

    #[test]
    fn full_width_and_half_width_forms_fold_together() {
        assert_eq!(fold("ｔａｎａｋａ"), "tanaka");
        assert_eq!(fold("ＴＡＮＡＫＡ"), fold("Tanaka"));
        // Half-width katakana ﾀﾅｶ is タナカ.
        assert_eq!(fold("ﾀﾅｶ"), "タナカ");
        // Kana keep their voicing marks: ダ is not タ.
        assert_ne!(fold("ダ"), fold("タ"));
    }

    #[test]
    fn composed_and_decomposed_names_match() {
        assert_eq!(fold("Jose\u{301} Nu\u{301}n\u{303}ez"), fold("José Núñez"));
        assert_eq!(fold("김민준"), fold("\u{1100}\u{1175}\u{11B7}민준"));
        assert_eq!(fold("田中太郎"), "田中太郎");
    }
}
