//! Names folded for matching, so the owner may type a name the quick way
//! and get it back as written: case, accents and other marks, full-width
//! and half-width forms, and the Unicode normalization forms all fold away.
//! [`find`] looks a typed name up that way, for every command-line lookup.

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

/// What a name typed found among a list of names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// Exactly one: its place in the list.
    One(usize),
    /// More than one alike: their places, in list order.
    Many(Vec<usize>),
    /// None.
    None,
}

/// Finds `typed` among `names` the way the season and the player list
/// match names, blind to case, accents and widths ("rosa jimenez" finds
/// "Rosa Jiménez"). The first of these that finds anyone decides: the
/// name as written; the name [`fold`]ed; the start of the folded name
/// ("rosa" finds "Rosa Jiménez"); every typed word starting a word of the
/// name ("jim" finds it too). One found is [`Found::One`]; more, all of
/// them ([`Found::Many`]), for the caller to list.
pub fn find(names: &[&str], typed: &str) -> Found {
    let typed = typed.trim();
    if typed.is_empty() {
        return Found::None;
    }
    let want = fold(typed);
    let words: Vec<&str> = want.split_whitespace().collect();
    let folded: Vec<String> = names.iter().map(|n| fold(n)).collect();
    let tiers: [&dyn Fn(usize) -> bool; 4] = [
        &|i| names[i].trim() == typed,
        &|i| folded[i] == want,
        &|i| folded[i].starts_with(&want),
        &|i| {
            let own: Vec<&str> = folded[i].split_whitespace().collect();
            words.iter().all(|w| own.iter().any(|o| o.starts_with(w)))
        },
    ];
    for hit in tiers {
        let found: Vec<usize> = (0..names.len()).filter(|&i| hit(i)).collect();
        match found.as_slice() {
            [] => {}
            [one] => return Found::One(*one),
            _ => return Found::Many(found),
        }
    }
    Found::None
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
    fn a_name_is_found_without_its_accents_or_its_case() {
        let names = [
            "Rosa Jiménez",
            "Rosa Díaz",
            "José Núñez",
            "Jose Nunez",
            "Łukasz",
        ];
        assert_eq!(find(&names, "rosa jimenez"), Found::One(0));
        assert_eq!(find(&names, "ROSA JIMÉNEZ"), Found::One(0));
        assert_eq!(find(&names, "jim"), Found::One(0));
        assert_eq!(find(&names, "lukasz"), Found::One(4));
        assert_eq!(find(&names, "rosa"), Found::Many(vec![0, 1]));
        // Written exactly, a name is itself, whatever its twins fold to.
        assert_eq!(find(&names, "José Núñez"), Found::One(2));
        assert_eq!(find(&names, "jose nunez"), Found::Many(vec![2, 3]));
        assert_eq!(find(&names, "Zoë"), Found::None);
        assert_eq!(find(&names, "  "), Found::None);
    }

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
