//! The fonts a PDF uses: DejaVu Sans (regular and bold), shipped in
//! `assets/fonts/` and embedded in the binary, covers Latin, Greek,
//! Cyrillic, Hebrew and Arabic (with its joined presentation forms); a
//! character it lacks (CJK, Hangul, Thai …) is drawn with the desktop's own
//! font for its script, found through [`crate::text::fonts`]. printpdf
//! embeds only the glyphs used of each face. Text no installed font can
//! draw is found here so it can be reported.

use crate::text::fonts as system_fonts;
use printpdf::ParsedFont;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

const REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
const BOLD: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");

/// The parsed faces, regular and bold.
pub(crate) struct Fonts {
    /// DejaVu Sans.
    pub regular: ParsedFont,
    /// DejaVu Sans Bold.
    pub bold: ParsedFont,
}

/// Which face draws a run of text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Face {
    /// DejaVu Sans, bold or not.
    Bundled(bool),
    /// A desktop font, by its place in [`system_face`]'s list.
    System(usize),
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

/// The desktop faces parsed so far, each once per process; [`Face::System`]
/// indexes `faces`.
#[derive(Default)]
struct Parsed {
    faces: Vec<&'static ParsedFont>,
    by_file: HashMap<(PathBuf, u32), usize>,
}

fn parsed() -> &'static Mutex<Parsed> {
    static PARSED: OnceLock<Mutex<Parsed>> = OnceLock::new();
    PARSED.get_or_init(Default::default)
}

/// The desktop face with a glyph for `c`, parsed on first use.
fn system_face_for(c: char) -> Option<usize> {
    let file = system_fonts::system().font_for_char(c)?;
    let key = (file.path.clone(), file.index);
    let mut p = parsed().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&i) = p.by_file.get(&key) {
        return Some(i);
    }
    let bytes = system_fonts::bytes(&file.path)?;
    let index = usize::try_from(file.index).unwrap_or(0);
    let face: &'static ParsedFont = Box::leak(Box::new(ParsedFont::from_bytes(
        bytes,
        index,
        &mut Vec::new(),
    )?));
    p.faces.push(face);
    let i = p.faces.len() - 1;
    p.by_file.insert(key, i);
    Some(i)
}

/// A desktop face found by [`Fonts::runs`].
pub(crate) fn system_face(i: usize) -> Option<&'static ParsedFont> {
    parsed()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .faces
        .get(i)
        .copied()
}

fn has(face: &ParsedFont, c: char) -> bool {
    face.lookup_glyph_index(u32::from(c))
        .is_some_and(|g| g != 0)
}

impl Fonts {
    /// The face for a weight.
    pub fn face(&self, bold: bool) -> &ParsedFont {
        if bold { &self.bold } else { &self.regular }
    }

    fn parsed(&self, face: Face) -> Option<&ParsedFont> {
        match face {
            Face::Bundled(bold) => Some(self.face(bold)),
            Face::System(i) => system_face(i),
        }
    }

    /// The face that draws `c`: DejaVu when it has the glyph, else the
    /// desktop's font for it, else DejaVu (which draws a box).
    fn face_for(&self, bold: bool, c: char, current: Face) -> Face {
        let keeps = |f: Face| self.parsed(f).is_some_and(|p| has(p, c));
        if c.is_whitespace() || c.is_control() || keeps(Face::Bundled(bold)) {
            // Spaces and punctuation stay in the run they are in.
            return if keeps(current) {
                current
            } else {
                Face::Bundled(bold)
            };
        }
        if keeps(current) {
            return current;
        }
        system_face_for(c).map_or(Face::Bundled(bold), Face::System)
    }

    /// `text` cut into runs of one face each, in order.
    pub fn runs(&self, bold: bool, text: &str) -> Vec<(Face, String)> {
        let mut out: Vec<(Face, String)> = Vec::new();
        for c in text.chars() {
            let current = out.last().map_or(Face::Bundled(bold), |r| r.0);
            let face = self.face_for(bold, c, current);
            match out.last_mut() {
                Some((f, run)) if *f == face => run.push(c),
                _ => out.push((face, c.to_string())),
            }
        }
        out
    }

    /// The advance width of `text` (already prepared for print) at `size`
    /// points, in points.
    pub fn width(&self, bold: bool, text: &str, size: f32) -> f32 {
        self.runs(bold, text)
            .iter()
            .map(|(face, run)| {
                let Some(face) = self.parsed(*face) else {
                    return 0.0;
                };
                let upm = f32::from(face.pdf_font_metrics.units_per_em.max(1));
                let units: f32 = run
                    .chars()
                    .map(|c| {
                        face.lookup_glyph_index(u32::from(c))
                            .map_or(upm * 0.6, |g| f32::from(face.get_horizontal_advance(g)))
                    })
                    .sum();
                units * size / upm
            })
            .sum()
    }

    /// The characters of `text` that no font, bundled or installed, has a
    /// glyph for (spaces and control characters are never missing).
    pub fn missing(&self, text: &str) -> Vec<char> {
        let mut out: Vec<char> = Vec::new();
        for c in text.chars() {
            if c.is_whitespace() || c.is_control() || crate::text::bidi::is_bidi_control(c) {
                continue;
            }
            let bundled = [&self.regular, &self.bold].iter().all(|f| has(f, c));
            let absent = !bundled && system_face_for(c).is_none();
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
    fn dejavu_covers_latin_greek_cyrillic_hebrew_and_joined_arabic() {
        let f = fonts().expect("font parses");
        let text = "Łukasz Żółć Ёлена Смирнова Γιώργος שרה לוי";
        assert!(
            f.runs(false, text)
                .iter()
                .all(|r| r.0 == Face::Bundled(false))
        );
        let arabic = crate::text::for_print("محمد علي");
        assert_eq!(f.runs(true, &arabic).len(), 1, "{arabic}");
    }

    // Needs fonts-noto-cjk (CI installs it).
    #[test]
    fn cjk_and_hangul_come_from_the_desktop() {
        let f = fonts().expect("font parses");
        let runs = f.runs(false, "1 田中太郎 vs 김민준");
        assert_eq!(runs[0], (Face::Bundled(false), "1 ".to_string()));
        assert!(matches!(runs[1].0, Face::System(_)), "{runs:?}");
        assert!(f.missing("田中太郎 김민준 王小明").is_empty());
        assert!(f.width(false, "田中", 10.0) > 15.0);
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
