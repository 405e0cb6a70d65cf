//! The pseudo-locale `en-XA`: the English catalogs with every letter
//! accented and every vowel, s and t doubled (about 40% longer), so a screen in it
//! shows at once a string that bypasses the catalogs (plain ASCII words)
//! and a box too narrow for German.

use std::borrow::Cow;

/// The accented form of an ASCII letter.
fn accent(c: char) -> char {
    match c {
        'a' => 'á',
        'e' => 'é',
        'i' => 'í',
        'o' => 'ö',
        'u' => 'ü',
        'c' => 'ç',
        'n' => 'ñ',
        'y' => 'ý',
        's' => 'š',
        't' => 'ţ',
        'A' => 'Å',
        'E' => 'É',
        'I' => 'Î',
        'O' => 'Ö',
        'U' => 'Û',
        'C' => 'Ç',
        'N' => 'Ñ',
        'Y' => 'Ý',
        'S' => 'Š',
        'T' => 'Ţ',
        c => c,
    }
}

/// Transforms a catalog's text (never its arguments: names and numbers
/// stay as they are).
pub fn transform(s: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(s.len() * 2);
    for c in s.chars() {
        out.push(accent(c));
        // Vowels, s and t doubled: English grows by about 40%, as German
        // does.
        if "aeiouAEIOUst".contains(c) {
            out.push(accent(c.to_ascii_lowercase()));
        }
    }
    Cow::Owned(out)
}

/// Whether a letter is one the pseudo-locale writes (accented), so a test
/// can tell catalog text from text that bypassed the catalogs.
pub fn is_pseudo_letter(c: char) -> bool {
    "áéíöüçñýšţÅÉÎÖÛÇÑÝŠŢ".contains(c)
}
