//! The fonts a PDF uses: DejaVu Sans (regular and bold), shipped in
//! `assets/fonts/` and embedded in the binary, covers Latin, Greek,
//! Cyrillic, Hebrew and Arabic (with its joined presentation forms); a
//! character it lacks (CJK, Hangul, Thai …) is drawn with the desktop's own
//! font for its script, found through [`crate::text::fonts`]. printpdf
//! embeds only the glyphs used of each face. Text no installed font can
//! draw is found here so it can be reported.

use crate::text::fonts as system_fonts;
pub(crate) use crate::text::fonts::HanForm;
use printpdf::ParsedFont;
use std::cell::RefCell;
use std::collections::HashMap;
use std::path::PathBuf;
use std::rc::Rc;
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

/// How a text is set: its weight, and the form of its Chinese characters
/// (by the language it is shown in and its own kana or Hangul).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Style {
    /// Bold or regular.
    pub bold: bool,
    /// The regional form of Han.
    pub form: HanForm,
}

impl Style {
    /// Text of the thread's language, in its form of Han.
    pub fn of(bold: bool) -> Style {
        Style {
            bold,
            form: HanForm::of(crate::text::i18n::current()),
        }
    }
}

/// Which face draws a run of text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Face {
    /// DejaVu Sans, bold or not.
    Bundled(bool),
    /// A desktop font, by its place in the document's [`SystemFaces`].
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

/// The desktop faces one document has parsed, each once; [`Face::System`]
/// indexes them. Owned by the document being drawn, so a CJK face (tens of
/// megabytes parsed) is freed with it, not kept by the app for ever.
#[derive(Default)]
pub(crate) struct SystemFaces {
    parsed: RefCell<Parsed>,
}

#[derive(Default)]
struct Parsed {
    faces: Vec<Rc<ParsedFont>>,
    by_file: HashMap<(PathBuf, u32), usize>,
    cjk: HashMap<(HanForm, bool), Option<usize>>,
}

impl SystemFaces {
    /// The face with a glyph for `c`. CJK text takes the CJK face of its
    /// form and weight (a CJK face has Hangul, kana and Han alike: one
    /// parsed face per form, not three); other text one already parsed when
    /// it has it, else the desktop's font for `c`, parsed on first use.
    fn face_for(&self, c: char, form: HanForm, bold: bool) -> Option<usize> {
        if system_fonts::is_cjk(c) {
            let known = self.parsed.borrow().cjk.get(&(form, bold)).copied();
            let i = match known {
                Some(i) => i,
                None => {
                    let i = system_fonts::system()
                        .cjk_font(form, bold)
                        .and_then(|file| self.parse(file));
                    self.parsed.borrow_mut().cjk.insert((form, bold), i);
                    i
                }
            };
            if let Some(i) = i.filter(|&i| self.get(i).is_some_and(|f| has(&f, c))) {
                return Some(i);
            }
        }
        let already = self.parsed.borrow().faces.iter().position(|f| has(f, c));
        if already.is_some() {
            return already;
        }
        self.parse(system_fonts::system().font_for_char(c)?)
    }

    /// A desktop face, parsed once per document.
    fn parse(&self, file: system_fonts::FontFile) -> Option<usize> {
        let key = (file.path.clone(), file.index);
        if let Some(&i) = self.parsed.borrow().by_file.get(&key) {
            return Some(i);
        }
        let bytes = system_fonts::bytes(&file.path)?;
        let index = usize::try_from(file.index).unwrap_or(0);
        let face = ParsedFont::from_bytes(bytes, index, &mut Vec::new())?;
        let mut p = self.parsed.borrow_mut();
        p.faces.push(Rc::new(face));
        let i = p.faces.len() - 1;
        p.by_file.insert(key, i);
        Some(i)
    }

    /// A face found by [`Fonts::runs`].
    pub fn get(&self, i: usize) -> Option<Rc<ParsedFont>> {
        self.parsed.borrow().faces.get(i).cloned()
    }
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

    fn has(&self, sys: &SystemFaces, face: Face, c: char) -> bool {
        match face {
            Face::Bundled(bold) => has(self.face(bold), c),
            Face::System(i) => sys.get(i).is_some_and(|f| has(&f, c)),
        }
    }

    /// The face that draws `c`: DejaVu when it has the glyph, else the
    /// desktop's font for it, else DejaVu (which draws a box).
    fn face_for(&self, sys: &SystemFaces, style: Style, c: char, current: Face) -> Face {
        let Style { bold, form } = style;
        if system_fonts::is_cjk(c) && !c.is_whitespace() {
            return sys
                .face_for(c, form, bold)
                .map_or(Face::Bundled(bold), Face::System);
        }
        let keeps = |f: Face| self.has(sys, f, c);
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
        sys.face_for(c, form, bold)
            .map_or(Face::Bundled(bold), Face::System)
    }

    /// `text` cut into runs of one face each, in order.
    pub fn runs(&self, sys: &SystemFaces, style: Style, text: &str) -> Vec<(Face, String)> {
        let mut out: Vec<(Face, String)> = Vec::new();
        for c in text.chars() {
            let current = out.last().map_or(Face::Bundled(style.bold), |r| r.0);
            let face = self.face_for(sys, style, c, current);
            match out.last_mut() {
                Some((f, run)) if *f == face => run.push(c),
                _ => out.push((face, c.to_string())),
            }
        }
        out
    }

    /// The advance width of `text` (already prepared for print) at `size`
    /// points, in points.
    pub fn width(&self, sys: &SystemFaces, style: Style, text: &str, size: f32) -> f32 {
        self.runs(sys, style, text)
            .iter()
            .map(|(face, run)| {
                let system;
                let face: &ParsedFont = match *face {
                    Face::Bundled(b) => self.face(b),
                    Face::System(i) => match sys.get(i) {
                        Some(f) => {
                            system = f;
                            &system
                        }
                        None => return 0.0,
                    },
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
    pub fn missing(&self, sys: &SystemFaces, text: &str) -> Vec<char> {
        let mut out: Vec<char> = Vec::new();
        for c in text.chars() {
            if c.is_whitespace() || c.is_control() || crate::text::bidi::is_bidi_control(c) {
                continue;
            }
            let bundled = [&self.regular, &self.bold].iter().all(|f| has(f, c));
            let absent = !bundled && sys.face_for(c, HanForm::Japanese, false).is_none();
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

    fn plain(bold: bool) -> Style {
        Style {
            bold,
            form: HanForm::Japanese,
        }
    }

    #[test]
    fn dejavu_covers_latin_greek_cyrillic_hebrew_and_joined_arabic() {
        let f = fonts().expect("font parses");
        let sys = SystemFaces::default();
        let text = "Łukasz Żółć Ёлена Смирнова Γιώργος שרה לוי";
        let runs = f.runs(&sys, plain(false), text);
        assert!(runs.iter().all(|r| r.0 == Face::Bundled(false)), "{runs:?}");
        let arabic = crate::text::for_print("محمد علي");
        assert_eq!(f.runs(&sys, plain(true), &arabic).len(), 1, "{arabic}");
    }

    // Needs fonts-noto-cjk (CI installs it).
    #[test]
    fn cjk_and_hangul_come_from_the_desktop() {
        let f = fonts().expect("font parses");
        let sys = SystemFaces::default();
        let runs = f.runs(&sys, plain(false), "1 田中太郎 vs 김민준");
        assert_eq!(runs[0], (Face::Bundled(false), "1 ".to_string()));
        assert!(matches!(runs[1].0, Face::System(_)), "{runs:?}");
        assert!(f.missing(&sys, "田中太郎 김민준 王小明").is_empty());
        assert!(f.width(&sys, plain(false), "田中", 10.0) > 15.0);
        // One CJK face draws Han and Hangul: parsed once.
        assert_eq!(sys.parsed.borrow().faces.len(), 1);
    }

    // Needs fonts-noto-cjk (CI installs it): 今 in Chinese text takes the
    // Chinese face, bold Han a bold face.
    #[test]
    fn han_takes_the_face_of_its_language_and_weight() {
        let f = fonts().expect("font parses");
        let sys = SystemFaces::default();
        let family = |style: Style| {
            let runs = f.runs(&sys, style, "今天");
            let Face::System(i) = runs[0].0 else {
                panic!("{runs:?}")
            };
            let face = sys.get(i).expect("parsed");
            (face.font_name.clone(), f.width(&sys, style, "今天", 10.0))
        };
        let styles = HanForm::ALL.map(|form| Style { bold: false, form });
        let names: Vec<_> = styles.iter().map(|&s| family(s).0).collect();
        for (form, name) in HanForm::ALL.iter().zip(&names) {
            let tag = match form {
                HanForm::Japanese => "JP",
                HanForm::Simplified => "SC",
                HanForm::Traditional => "TC",
                HanForm::Korean => "KR",
            };
            assert!(
                format!("{name:?}").to_uppercase().contains(tag),
                "{form:?}: {name:?}"
            );
        }
        let bold = family(Style {
            bold: true,
            form: HanForm::Simplified,
        });
        assert!(format!("{:?}", bold.0).contains("Bold"), "{bold:?}");
    }

    #[test]
    fn wider_text_measures_wider() {
        let f = fonts().expect("font parses");
        let sys = SystemFaces::default();
        let w1 = f.width(&sys, plain(false), "Scott", 10.0);
        let w2 = f.width(&sys, plain(false), "Scott Brosius", 10.0);
        assert!(w1 > 10.0 && w2 > w1 * 2.0, "{w1} {w2}");
        assert!(f.width(&sys, plain(true), "Scott", 10.0) > w1);
    }
}
