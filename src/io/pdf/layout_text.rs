//! Text on the canvas: names isolated, right-to-left runs in visual order
//! with Arabic joined (crate::text), each run in the face that has its
//! glyphs, and one warning per name no installed font draws.

use super::{Align, Canvas};
use crate::io::pdf::font::{Face, Style};
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

    /// The width of `text` in points.
    pub fn measure(&self, text: &str, size: f32, bold: bool) -> f32 {
        let shown = self.prepare(text);
        self.fonts
            .width(&self.system, Style::of(bold, &shown), &shown, size)
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
        let style = Style::of(bold, &shown);
        let w = self.fonts.width(&self.system, style, &shown, size);
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
        for (face, run) in self.fonts.runs(&self.system, style, &shown) {
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
