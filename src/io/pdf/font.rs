//! The one font every PDF uses: DejaVu Sans (regular and bold), shipped in
//! `assets/fonts/` and embedded in the binary. It covers Latin, Greek and
//! Cyrillic; text it cannot draw is found here so it can be reported.

use printpdf::ParsedFont;
use std::sync::OnceLock;

const REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
const BOLD: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");

/// The parsed faces, regular and bold.
pub(crate) struct Fonts {
    /// DejaVu Sans.
    pub regular: ParsedFont,
    /// DejaVu Sans Bold.
    pub bold: ParsedFont,
}

/// The faces, parsed once per process (parsing costs more than a page).
pub(crate) fn fonts() -> Option<&'static Fonts> {
    static FONTS: OnceLock<Option<Fonts>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut warnings = Vec::new();
            Some(Fonts {
                regular: ParsedFont::from_bytes(REGULAR, 0, &mut warnings)?,
                bold: ParsedFont::from_bytes(BOLD, 0, &mut warnings)?,
            })
        })
        .as_ref()
}

impl Fonts {
    /// The face for a weight.
    pub fn face(&self, bold: bool) -> &ParsedFont {
        if bold { &self.bold } else { &self.regular }
    }

    /// The advance width of `text` at `size` points, in points.
    pub fn width(&self, bold: bool, text: &str, size: f32) -> f32 {
        let face = self.face(bold);
        let upm = f32::from(face.pdf_font_metrics.units_per_em.max(1));
        let units: f32 = text
            .chars()
            .map(|c| {
                face.lookup_glyph_index(u32::from(c))
                    .map_or(upm * 0.6, |g| f32::from(face.get_horizontal_advance(g)))
            })
            .sum();
        units * size / upm
    }

    /// The characters of `text` the font has no glyph for (spaces and
    /// control characters are never missing).
    pub fn missing(&self, text: &str) -> Vec<char> {
        let mut out: Vec<char> = Vec::new();
        for c in text.chars() {
            if c.is_whitespace() || c.is_control() {
                continue;
            }
            let absent = [&self.regular, &self.bold]
                .iter()
                .any(|f| f.lookup_glyph_index(u32::from(c)).is_none_or(|g| g == 0));
            if absent && !out.contains(&c) {
                out.push(c);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn covers_latin_greek_cyrillic_not_cjk() {
        let f = fonts().expect("font parses");
        assert!(f.missing("Łukasz Żółć Ёлена Смирнова Γιώργος").is_empty());
        assert_eq!(f.missing("李雷 Li"), vec!['李', '雷']);
    }

    #[test]
    fn wider_text_measures_wider() {
        let f = fonts().expect("font parses");
        let w1 = f.width(false, "Scott", 10.0);
        let w2 = f.width(false, "Scott Brosius", 10.0);
        assert!(w1 > 10.0 && w2 > w1 * 2.0, "{w1} {w2}");
        assert!(f.width(true, "Scott", 10.0) > w1);
    }
}
