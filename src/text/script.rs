//! Writing systems a name may be in, told apart by Unicode block: enough
//! to pick a font and to say which one is missing.

/// A writing system the bundled fonts may lack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Script {
    /// Latin letters, with accents.
    Latin,
    /// Greek.
    Greek,
    /// Cyrillic.
    Cyrillic,
    /// Chinese characters (also used in Japanese and Korean).
    Han,
    /// Japanese kana.
    Kana,
    /// Korean.
    Hangul,
    /// Arabic (also Persian, Urdu).
    Arabic,
    /// Hebrew.
    Hebrew,
    /// Thai.
    Thai,
}

impl Script {
    /// Every script, in the order fallbacks are tried.
    pub const ALL: [Script; 9] = [
        Script::Latin,
        Script::Greek,
        Script::Cyrillic,
        Script::Han,
        Script::Kana,
        Script::Hangul,
        Script::Arabic,
        Script::Hebrew,
        Script::Thai,
    ];

    /// The script's name in a sentence ("needs a Korean font"), in the
    /// thread's language.
    pub fn name(self) -> String {
        match self {
            Script::Latin => crate::t!(ScriptLatin),
            Script::Greek => crate::t!(ScriptGreek),
            Script::Cyrillic => crate::t!(ScriptCyrillic),
            Script::Han => crate::t!(ScriptHan),
            Script::Kana => crate::t!(ScriptKana),
            Script::Hangul => crate::t!(ScriptHangul),
            Script::Arabic => crate::t!(ScriptArabic),
            Script::Hebrew => crate::t!(ScriptHebrew),
            Script::Thai => crate::t!(ScriptThai),
        }
    }

    /// The Debian/Ubuntu package with a font for the script.
    pub fn debian_package(self) -> &'static str {
        match self {
            Script::Han | Script::Kana | Script::Hangul => "fonts-noto-cjk",
            Script::Arabic | Script::Hebrew | Script::Thai => "fonts-noto-core",
            Script::Latin | Script::Greek | Script::Cyrillic => "fonts-dejavu-core",
        }
    }

    /// Letters a font for the script must have (checked in each candidate).
    pub fn samples(self) -> &'static [char] {
        match self {
            Script::Latin => &['a', 'é'],
            Script::Greek => &['Ζ', 'ώ'],
            Script::Cyrillic => &['Д', 'ж'],
            Script::Han => &['田', '王', '明'],
            Script::Kana => &['あ', 'カ'],
            Script::Hangul => &['김', '민'],
            Script::Arabic => &['م', 'ع', '\u{FEE3}'],
            Script::Hebrew => &['ש', 'ל'],
            Script::Thai => &['ก', 'ท'],
        }
    }

    /// Whether the script is written right to left.
    pub fn is_rtl(self) -> bool {
        matches!(self, Script::Arabic | Script::Hebrew)
    }
}

/// The script of `c`, or `None` for digits, punctuation, spaces, marks
/// and anything outside the scripts above.
pub fn script_of(c: char) -> Option<Script> {
    let u = u32::from(c);
    Some(match u {
        0x41..=0x5A | 0x61..=0x7A | 0xC0..=0x24F | 0x1E00..=0x1EFF => {
            if u == 0xD7 || u == 0xF7 {
                return None;
            }
            Script::Latin
        }
        0x370..=0x3FF | 0x1F00..=0x1FFF => Script::Greek,
        0x400..=0x52F | 0x1C80..=0x1C8F | 0x2DE0..=0x2DFF | 0xA640..=0xA69F => Script::Cyrillic,
        0x590..=0x5FF | 0xFB1D..=0xFB4F => Script::Hebrew,
        0x600..=0x6FF | 0x750..=0x77F | 0x8A0..=0x8FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF => {
            Script::Arabic
        }
        0xE00..=0xE7F => Script::Thai,
        0x1100..=0x11FF | 0x3130..=0x318F | 0xA960..=0xA97F | 0xAC00..=0xD7FF => Script::Hangul,
        0x3040..=0x30FF | 0x31F0..=0x31FF | 0xFF66..=0xFF9F => Script::Kana,
        0x2E80..=0x2FDF
        | 0x3005..=0x3007
        | 0x3021..=0x3029
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xF900..=0xFAFF
        | 0x20000..=0x3134F => Script::Han,
        _ => return None,
    })
}

/// The scripts `text` uses, each once, in [`Script::ALL`] order.
pub fn scripts_in(text: &str) -> Vec<Script> {
    let mut out: Vec<Script> = text.chars().filter_map(script_of).collect();
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_eight_names_are_told_apart() {
        let s = |t| scripts_in(t);
        assert_eq!(s("田中太郎"), [Script::Han]);
        assert_eq!(s("김민준"), [Script::Hangul]);
        assert_eq!(s("محمد علي"), [Script::Arabic]);
        assert_eq!(s("Дмитрий Иванов"), [Script::Cyrillic]);
        assert_eq!(s("Ζωή Παππά"), [Script::Greek]);
        assert_eq!(s("שרה לוי"), [Script::Hebrew]);
        assert_eq!(s("José Núñez 3-0"), [Script::Latin]);
        assert_eq!(s("やまだ 山田"), [Script::Han, Script::Kana]);
        assert_eq!(s("สมชาย"), [Script::Thai]);
        assert!(s("12 × 3 — !").is_empty());
    }

    #[test]
    fn right_to_left_scripts() {
        assert!(Script::Arabic.is_rtl() && Script::Hebrew.is_rtl());
        assert!(!Script::Han.is_rtl());
        assert_eq!(Script::Hangul.debian_package(), "fonts-noto-cjk");
    }
}
