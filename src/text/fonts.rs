//! The desktop's own fonts for the scripts the bundled ones lack (CJK,
//! Hangul, Arabic, Hebrew, Thai …), found through `fontdb` — never shipped:
//! Noto CJK alone is tens of megabytes.
//!
//! Each script has a list of well-known families on Windows, macOS and
//! Linux, tried in order; failing those, any installed face with the
//! script's letters. Nothing is read until a script is first needed, and a
//! font file is mapped, not read, so only the glyphs drawn cost memory.

use super::script::Script;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

/// A font face on disk.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FontFile {
    /// The file.
    pub path: PathBuf,
    /// The face's index inside a collection (`.ttc`), else 0.
    pub index: u32,
    /// The family's name ("Noto Sans CJK JP").
    pub family: String,
}

/// Families to try for a script, best first, across the three desktops.
fn preferred(script: Script) -> &'static [&'static str] {
    match script {
        Script::Han | Script::Kana => &[
            "Noto Sans CJK JP",
            "Noto Sans CJK SC",
            "Source Han Sans",
            "Yu Gothic",
            "Meiryo",
            "Microsoft YaHei",
            "Microsoft JhengHei",
            "Hiragino Sans",
            "Hiragino Kaku Gothic ProN",
            "PingFang SC",
            "Droid Sans Fallback",
            "WenQuanYi Micro Hei",
        ],
        Script::Hangul => &[
            "Noto Sans CJK KR",
            "Malgun Gothic",
            "Apple SD Gothic Neo",
            "NanumGothic",
            "Noto Sans KR",
            "Droid Sans Fallback",
        ],
        Script::Arabic => &[
            "Noto Sans Arabic",
            "Noto Naskh Arabic",
            "Segoe UI",
            "Geeza Pro",
            "DejaVu Sans",
            "Arial",
        ],
        Script::Hebrew => &[
            "Noto Sans Hebrew",
            "Segoe UI",
            "Arial Hebrew",
            "DejaVu Sans",
            "Arial",
        ],
        Script::Thai => &[
            "Noto Sans Thai",
            "Leelawadee UI",
            "Thonburi",
            "Tahoma",
            "Loma",
        ],
        Script::Latin | Script::Greek | Script::Cyrillic => &[
            "Noto Sans",
            "DejaVu Sans",
            "Segoe UI",
            "Helvetica Neue",
            "Arial",
        ],
    }
}

/// The regional shape a CJK face gives the Chinese characters: the same
/// character (今, 直, 骨) is drawn one way in Japan, another in mainland
/// China, in Taiwan and in Korea, and readers notice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HanForm {
    /// Japanese (Noto Sans CJK JP, Yu Gothic, Hiragino).
    Japanese,
    /// Simplified Chinese, mainland (Noto Sans CJK SC, Microsoft YaHei, PingFang SC).
    Simplified,
    /// Traditional Chinese, Taiwan (Noto Sans CJK TC, Microsoft JhengHei, PingFang TC).
    Traditional,
    /// Korean (Noto Sans CJK KR, Malgun Gothic, Apple SD Gothic Neo).
    Korean,
}

impl HanForm {
    /// The forms, in the order their faces are tried after the one wanted.
    pub const ALL: [HanForm; 4] = [
        HanForm::Japanese,
        HanForm::Simplified,
        HanForm::Traditional,
        HanForm::Korean,
    ];

    /// The form readers of `lang` expect for `text`: kana make it Japanese
    /// and Hangul Korean whatever the language (a name keeps its own
    /// form); otherwise the language's own, and Japanese for a language
    /// that does not write Han.
    pub fn for_text(lang: super::i18n::Lang, text: &str) -> HanForm {
        for c in text.chars() {
            match super::script::script_of(c) {
                Some(Script::Kana) => return HanForm::Japanese,
                Some(Script::Hangul) => return HanForm::Korean,
                _ => {}
            }
        }
        HanForm::of(lang)
    }

    /// The form readers of `lang` expect: Japanese for a language that
    /// does not write Han.
    pub fn of(lang: super::i18n::Lang) -> HanForm {
        use super::i18n::Lang;
        match lang {
            Lang::ZhHans => HanForm::Simplified,
            Lang::ZhHant => HanForm::Traditional,
            Lang::Ko => HanForm::Korean,
            _ => HanForm::Japanese,
        }
    }

    /// Its families on Linux, Windows and macOS, best first.
    fn families(self) -> &'static [&'static str] {
        match self {
            HanForm::Japanese => &[
                "Noto Sans CJK JP",
                "Source Han Sans JP",
                "Yu Gothic",
                "Meiryo",
                "Hiragino Sans",
                "Hiragino Kaku Gothic ProN",
            ],
            HanForm::Simplified => &[
                "Noto Sans CJK SC",
                "Source Han Sans SC",
                "Microsoft YaHei",
                "PingFang SC",
                "WenQuanYi Micro Hei",
            ],
            HanForm::Traditional => &[
                "Noto Sans CJK TC",
                "Source Han Sans TC",
                "Microsoft JhengHei",
                "PingFang TC",
            ],
            HanForm::Korean => &[
                "Noto Sans CJK KR",
                "Source Han Sans K",
                "Malgun Gothic",
                "Apple SD Gothic Neo",
                "NanumGothic",
            ],
        }
    }
}

/// Whether a CJK face should draw `c`: Han, kana, Hangul, and the CJK
/// punctuation and full-width forms set with them.
pub fn is_cjk(c: char) -> bool {
    matches!(
        super::script::script_of(c),
        Some(Script::Han | Script::Kana | Script::Hangul)
    ) || matches!(u32::from(c), 0x3000..=0x303F | 0x3200..=0x33FF | 0xFF00..=0xFFEF)
}

/// Finds fonts in a set of installed faces.
pub struct FontFinder {
    db: fontdb::Database,
    found: Mutex<HashMap<Script, Option<FontFile>>>,
    by_char: Mutex<HashMap<char, Option<FontFile>>>,
    cjk: Mutex<HashMap<(HanForm, bool), Option<FontFile>>>,
}

impl FontFinder {
    /// The desktop's fonts (the system folders, fontconfig's on Linux).
    pub fn system() -> FontFinder {
        let mut db = fontdb::Database::new();
        db.load_system_fonts();
        FontFinder::with(db)
    }

    /// Only the fonts in `dirs` (for tests, and a machine set up by hand).
    pub fn in_dirs(dirs: &[&Path]) -> FontFinder {
        let mut db = fontdb::Database::new();
        for d in dirs {
            db.load_fonts_dir(d);
        }
        FontFinder::with(db)
    }

    fn with(db: fontdb::Database) -> FontFinder {
        FontFinder {
            db,
            found: Mutex::new(HashMap::new()),
            by_char: Mutex::new(HashMap::new()),
            cjk: Mutex::new(HashMap::new()),
        }
    }

    /// A CJK face drawing Han in `form`, bold or regular: the form's own
    /// families first, then the other forms' (a Korean desktop without a
    /// Japanese font still draws kana), then any face with the letters. A
    /// bold face missing, the regular one. Remembered.
    pub fn cjk_font(&self, form: HanForm, bold: bool) -> Option<FontFile> {
        let found = self
            .cjk
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry((form, bold))
            .or_insert_with(|| {
                let samples: &[char] = match form {
                    HanForm::Korean => &['田', '김'],
                    _ => Script::Han.samples(),
                };
                let families = std::iter::once(form)
                    .chain(HanForm::ALL.into_iter().filter(|&f| f != form))
                    .flat_map(HanForm::families)
                    .copied();
                let weight = |f: &fontdb::FaceInfo| {
                    if bold {
                        f.weight.0 >= 600 && f.weight.0 <= 800
                    } else {
                        f.weight == fontdb::Weight::NORMAL
                    }
                };
                let found = families
                    .flat_map(|name| {
                        self.db.faces().filter(move |f| {
                            f.style == fontdb::Style::Normal
                                && f.families.iter().any(|(n, _)| n == name)
                        })
                    })
                    .filter(|f| weight(f))
                    .find(|f| self.covers(f.id, samples))
                    .and_then(file_of);
                if found.is_none() && bold {
                    return None;
                }
                found.or_else(|| self.search(samples))
            })
            .clone();
        match found {
            None if bold => self.cjk_font(form, false),
            found => found,
        }
    }

    /// A regular face with every sample letter of `script`, or `None` when
    /// no installed font has them. Remembered per script.
    pub fn font_for(&self, script: Script) -> Option<FontFile> {
        let mut found = self.found.lock().unwrap_or_else(|e| e.into_inner());
        found
            .entry(script)
            .or_insert_with(|| self.search(script.samples()))
            .clone()
    }

    /// A face with a glyph for each of `chars`: the preferred families of
    /// the first char's script first, then any regular face.
    pub fn font_with(&self, chars: &[char]) -> Option<FontFile> {
        self.search(chars)
    }

    /// A face for `c`: its script's font when that has it, else any face
    /// that does. Remembered per character, found or not.
    pub fn font_for_char(&self, c: char) -> Option<FontFile> {
        if let Some(s) = super::script::script_of(c)
            && let Some(file) = self.font_for(s)
            && self.file_covers(&file, c)
        {
            return Some(file);
        }
        let mut by_char = self.by_char.lock().unwrap_or_else(|e| e.into_inner());
        by_char
            .entry(c)
            .or_insert_with(|| self.search(&[c]))
            .clone()
    }

    fn file_covers(&self, file: &FontFile, c: char) -> bool {
        bytes(&file.path).is_some_and(|data| {
            ttf_parser::Face::parse(data, file.index).is_ok_and(|f| f.glyph_index(c).is_some())
        })
    }

    fn search(&self, chars: &[char]) -> Option<FontFile> {
        let script = chars.first().and_then(|&c| super::script::script_of(c));
        let upright = |f: &&fontdb::FaceInfo| {
            f.style == fontdb::Style::Normal && f.weight == fontdb::Weight::NORMAL
        };
        let preferred = script.map_or(&[][..], preferred);
        let by_preference = preferred.iter().flat_map(|name| {
            self.db
                .faces()
                .filter(upright)
                .filter(move |f| f.families.iter().any(|(n, _)| n == name))
        });
        let any = self.db.faces().filter(upright);
        by_preference
            .chain(any)
            .find(|f| self.covers(f.id, chars))
            .and_then(file_of)
    }

    fn covers(&self, id: fontdb::ID, chars: &[char]) -> bool {
        self.db
            .with_face_data(id, |data, index| {
                ttf_parser::Face::parse(data, index)
                    .is_ok_and(|face| chars.iter().all(|&c| face.glyph_index(c).is_some()))
            })
            .unwrap_or(false)
    }
}

/// Where a face is on disk (`None` for a face loaded from memory).
fn file_of(f: &fontdb::FaceInfo) -> Option<FontFile> {
    let path = match &f.source {
        fontdb::Source::File(p) | fontdb::Source::SharedFile(p, _) => p.clone(),
        fontdb::Source::Binary(_) => return None,
    };
    Some(FontFile {
        path,
        index: f.index,
        family: f
            .families
            .first()
            .map(|(n, _)| n.clone())
            .unwrap_or_default(),
    })
}

/// The desktop's fonts, looked up the first time a script needs one.
pub fn system() -> &'static FontFinder {
    static SYSTEM: OnceLock<FontFinder> = OnceLock::new();
    SYSTEM.get_or_init(FontFinder::system)
}

/// The bytes of a font file, mapped into memory once per process and kept
/// for its life (egui and the PDF both hold fonts as `'static` bytes).
pub fn bytes(path: &Path) -> Option<&'static [u8]> {
    static MAPPED: OnceLock<Mutex<HashMap<PathBuf, &'static [u8]>>> = OnceLock::new();
    let map = MAPPED.get_or_init(Default::default);
    let mut map = map.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(b) = map.get(path) {
        return Some(b);
    }
    let file = std::fs::File::open(path).ok()?;
    // SAFETY: font files are read-only system files; as in fontdb and
    // every font stack, a file changed while mapped is not defended against.
    let mmap = unsafe { memmap2::Mmap::map(&file) }.ok()?;
    let mapped: &'static memmap2::Mmap = Box::leak(Box::new(mmap));
    let bytes: &'static [u8] = mapped;
    map.insert(path.to_path_buf(), bytes);
    Some(bytes)
}

/// What to tell the owner when no installed font draws `script` in `name`:
/// which name, which script, and the package that has a font.
pub fn missing_notice(name: &str, script: Script) -> String {
    crate::t!(
        FontMissing,
        name = super::bidi::strip_controls(name),
        script = script.name(),
        package = script.debian_package()
    )
}

/// Font warnings as one line: the only one, or the first and how many
/// more (the app's status line is never a wall of them).
pub fn summary_line(warnings: &[String]) -> Option<String> {
    match warnings {
        [] => None,
        [one] => Some(one.clone()),
        [first, rest @ ..] => Some(crate::t!(FontMissingMore, first = first, more = rest.len())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // These need the fonts CI installs (fonts-noto-cjk, fonts-noto-core).
    #[test]
    fn the_desktop_has_a_font_for_each_of_the_eight_scripts() {
        let f = system();
        for s in [
            Script::Han,
            Script::Kana,
            Script::Hangul,
            Script::Arabic,
            Script::Hebrew,
            Script::Greek,
            Script::Cyrillic,
            Script::Latin,
        ] {
            let file = f.font_for(s).unwrap_or_else(|| panic!("no font for {s:?}"));
            assert!(
                bytes(&file.path).is_some_and(|b| b.len() > 1000),
                "{file:?}"
            );
        }
        let cjk = f.font_for(Script::Han).expect("CJK");
        assert!(cjk.family.contains("CJK"), "{cjk:?}");
    }

    #[test]
    fn an_empty_folder_has_no_fonts_and_the_notice_names_the_package() {
        let dir = tempfile::tempdir().expect("temp dir");
        let f = FontFinder::in_dirs(&[dir.path()]);
        assert_eq!(f.font_for(Script::Hangul), None);
        assert_eq!(summary_line(&[]), None);
        let three = ["a".to_string(), "b".into(), "c".into()];
        assert_eq!(
            summary_line(&three).as_deref(),
            Some("a — and 2 more names like it")
        );
        let n = missing_notice("김민준\u{202E}", Script::Hangul);
        assert_eq!(
            n,
            "\"김민준\" needs a Korean font and none is installed, so it shows as boxes \
             (on Debian/Ubuntu: sudo apt install fonts-noto-cjk)"
        );
    }
}
