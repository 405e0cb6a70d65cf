//! Text on the canvas: names isolated, right-to-left runs in visual order
//! with Arabic joined (crate::text), each run in the face that has its
//! glyphs, and one warning per name no installed font draws.

use super::{Align, Canvas};
use crate::io::pdf::font::{Face, HanForm, Style};
use crate::text;
use printpdf::{FontId, Op, PdfFontHandle, Pt, TextItem};

impl Canvas {
    /// The players' names: each is isolated wherever it is drawn, so none
    /// reorders the sentence around it, and a name no font can draw is
    /// reported once by name.
    pub fn set_names<'a>(&mut self, names: impl IntoIterator<Item = &'a str>) {
        self.names = text::name_forms(names);
    }

    /// `text` ready to draw: names isolated, Arabic joined, visual order.
    fn prepare(&self, text: &str) -> String {
        if text.is_ascii() {
            return text.to_string();
        }
        text::for_print(&text::isolate_names(
            text,
            self.names.iter().map(String::as_str),
        ))
    }

    /// Notes text no installed font can draw: one line per name (or per
    /// text that holds no name), saying which script and which package.
    pub fn check(&mut self, text: &str) {
        if text.is_ascii() {
            return;
        }
        let missing = self.fonts.missing(&self.system, &self.prepare(text));
        if missing.is_empty() {
            return;
        }
        let who = self
            .names
            .iter()
            .find(|n| text.contains(n.as_str()) && n.chars().any(|c| missing.contains(&c)))
            .map_or(text, String::as_str);
        let w = match missing.iter().find_map(|&c| text::script::script_of(c)) {
            Some(script) => text::fonts::missing_notice(who, script),
            None => crate::t!(
                FontNoGlyphs,
                name = text::strip_controls(who),
                letters = missing.iter().collect::<String>()
            ),
        };
        if !self.warnings.contains(&w) {
            self.warnings.push(w);
        }
    }

    /// `shown` cut where its names are: the page's language sets the form
    /// of its Chinese characters, and a name with kana or Hangul keeps its
    /// own (田中さくら in Japanese forms on a Chinese page, 金民俊 김민준 in
    /// Korean ones), so one line can hold both.
    fn segments(&self, shown: &str, bold: bool) -> Vec<(Style, String)> {
        let base = Style::of(bold);
        let lang = crate::text::i18n::current();
        let mut marks: Vec<(usize, usize, HanForm)> = Vec::new();
        for n in &self.names {
            let form = HanForm::for_text(lang, n);
            if form != base.form && !n.is_empty() {
                marks.extend(
                    shown
                        .match_indices(n.as_str())
                        .map(|(i, m)| (i, i + m.len(), form)),
                );
            }
        }
        if marks.is_empty() {
            return vec![(base, shown.to_string())];
        }
        marks.sort_by_key(|m| (m.0, std::cmp::Reverse(m.1)));
        let mut out = Vec::new();
        let mut at = 0;
        for (start, end, form) in marks {
            if start < at {
                continue; // inside a longer name already cut out
            }
            if start > at {
                out.push((base, shown[at..start].to_string()));
            }
            out.push((Style { bold, form }, shown[start..end].to_string()));
            at = end;
        }
        if at < shown.len() {
            out.push((base, shown[at..].to_string()));
        }
        out
    }

    /// The width of `text` in points.
    pub fn measure(&self, text: &str, size: f32, bold: bool) -> f32 {
        let shown = self.prepare(text);
        self.segments(&shown, bold)
            .iter()
            .map(|(style, part)| self.fonts.width(&self.system, *style, part, size))
            .sum()
    }

    /// The PDF font for a face, added to the document on first use.
    fn font_id(&mut self, face: Face) -> Option<FontId> {
        if let Some(id) = self.faces.get(&face) {
            return Some(id.clone());
        }
        let parsed = self.system.get(match face {
            Face::System(i) => i,
            Face::Bundled(_) => return None,
        })?;
        let id = self.doc.add_font(&parsed);
        self.faces.insert(face, id.clone());
        Some(id)
    }

    /// Draws `text` with its baseline at `y`.
    pub fn text(&mut self, x: f32, y: f32, size: f32, bold: bool, align: Align, text: &str) {
        if text.is_empty() {
            return;
        }
        self.check(text);
        let shown = self.prepare(text);
        let w = self.measure(text, size, bold);
        let left = match align {
            Align::Left => x,
            Align::Center => x - w / 2.0,
            Align::Right => x - w,
        };
        let rect = super::super::placed::text_rect(left, y, w, size);
        self.place(rect, super::Drawn::Text(text.to_string()));
        let pos = self.pdf(left, y);
        self.ops
            .extend([Op::StartTextSection, Op::SetTextCursor { pos }]);
        // One run per face; each continues where the last one ended.
        let runs: Vec<(Face, String)> = self
            .segments(&shown, bold)
            .into_iter()
            .flat_map(|(style, part)| self.fonts.runs(&self.system, style, &part))
            .collect();
        for (face, run) in runs {
            let Some(font) = self
                .font_id(face)
                .or_else(|| self.font_id(Face::Bundled(bold)))
            else {
                continue;
            };
            self.ops.extend([
                Op::SetFont {
                    font: PdfFontHandle::External(font),
                    size: Pt(size),
                },
                Op::ShowText {
                    items: vec![TextItem::Text(run)],
                },
            ]);
        }
        self.ops.push(Op::EndTextSection);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::pdf::paper::Paper;
    use crate::text::i18n::{Lang, with_lang};

    // On a Japanese line, a Korean name keeps the Korean form, and the
    // rest (卓, 対, a kanji name) takes the page's (needs no font files:
    // it only cuts the text).
    #[test]
    fn a_name_keeps_its_own_form_in_a_line_of_another_language() {
        let fonts = crate::io::pdf::font::fonts().expect("bundled fonts");
        let mut c = Canvas::new("t", Paper::A4, fonts);
        c.set_names(["田中太郎", "김민준", "佐藤さくら"]);
        let segs = with_lang(Lang::Ja, || {
            c.segments(&c.prepare("卓3：田中太郎 対 김민준"), false)
        });
        let forms: Vec<HanForm> = segs.iter().map(|s| s.0.form).collect();
        assert_eq!(forms, [HanForm::Japanese, HanForm::Korean], "{segs:?}");
        assert!(segs[1].1.contains("김민준"));
        // On a Chinese page, a Japanese name with kana keeps Japanese forms.
        let segs = with_lang(Lang::ZhHans, || {
            c.segments(&c.prepare("第1桌：佐藤さくら 对 田中太郎"), false)
        });
        let forms: Vec<HanForm> = segs.iter().map(|s| s.0.form).collect();
        assert_eq!(
            forms,
            [HanForm::Simplified, HanForm::Japanese, HanForm::Simplified],
            "{segs:?}"
        );
    }

    #[test]
    fn wrapping_to_a_few_lines_keeps_the_texts_own_spacing() {
        let fonts = crate::io::pdf::font::fonts().expect("bundled fonts");
        let c = Canvas::new("t", Paper::A4, fonts);
        let en = c.wrap_at_most(
            "Scott and Mariano are tied on six points",
            8.0,
            false,
            40.0,
            2,
        );
        assert_eq!(en.len(), 2);
        assert_eq!(en.join(" "), "Scott and Mariano are tied on six points");
        let ja = c.wrap_at_most("田中太郎さんと王小明さんは同点です", 8.0, false, 30.0, 2);
        assert_eq!(ja.len(), 2);
        assert!(!ja[1].contains(' '), "no space enters Japanese: {ja:?}");
        assert_eq!(ja.concat(), "田中太郎さんと王小明さんは同点です");
    }
}
