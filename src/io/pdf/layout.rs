//! A small drawing surface over printpdf: pages of a chosen paper size,
//! coordinates in points measured from the top-left corner of the printable
//! area, text that is measured, shrunk or wrapped to fit, and a record of
//! text the font cannot draw.

use super::font::{Face, Fonts, SystemFaces};
use super::paper::Paper;
use super::placed::{Drawn, Placed};
use printpdf::{
    Color, FontId, Greyscale, Line, LineDashPattern, LinePoint, Op, PaintMode, PdfDocument,
    PdfPage, Point, Pt, Rect, WindingOrder,
};
use std::collections::HashMap;

#[path = "layout_fit.rs"]
mod fit;
#[path = "layout_text.rs"]
mod text;

/// Margin on every side, in points: 14 mm, more than a home printer needs.
pub const MARGIN: f32 = 14.0 * 72.0 / 25.4;

/// How text is placed relative to its x coordinate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// x is the left edge.
    Left,
    /// x is the centre.
    Center,
    /// x is the right edge.
    Right,
}

/// Pages being drawn, with the fonts and the warnings so far.
pub struct Canvas {
    doc: PdfDocument,
    fonts: &'static Fonts,
    faces: HashMap<Face, FontId>,
    system: SystemFaces,
    names: Vec<String>,
    paper: Paper,
    pages: Vec<PdfPage>,
    ops: Vec<Op>,
    warnings: Vec<String>,
    placed: Vec<Placed>,
}

impl Canvas {
    /// A document with one empty page.
    pub fn new(title: &str, paper: Paper, fonts: &'static Fonts) -> Canvas {
        let mut doc = PdfDocument::new(title);
        // The day it was made and its title, in the file's properties
        // (printpdf's default is 1970).
        let now = printpdf::date::DateTime::now();
        let info = &mut doc.metadata.info;
        info.creation_date = now;
        info.modification_date = now;
        info.metadata_date = now;
        info.document_title = title.to_string();
        info.creator = "Podsheet".into();
        info.producer = format!("Podsheet {}", env!("CARGO_PKG_VERSION"));
        let mut faces = HashMap::new();
        faces.insert(Face::Bundled(false), doc.add_font(&fonts.regular));
        faces.insert(Face::Bundled(true), doc.add_font(&fonts.bold));
        Canvas {
            doc,
            fonts,
            faces,
            system: SystemFaces::default(),
            names: Vec::new(),
            paper,
            pages: Vec::new(),
            ops: Vec::new(),
            warnings: Vec::new(),
            placed: Vec::new(),
        }
    }

    /// Width of the printable area.
    pub fn width(&self) -> f32 {
        self.paper.size().0 - 2.0 * MARGIN
    }

    /// Height of the printable area.
    pub fn height(&self) -> f32 {
        self.paper.size().1 - 2.0 * MARGIN
    }

    /// Ends the current page and starts another.
    pub fn new_page(&mut self) {
        let (w, h) = self.paper.size();
        let rect = Rect::from_xywh(Pt(0.0), Pt(0.0), Pt(w), Pt(h));
        self.pages.push(PdfPage {
            media_box: rect.clone(),
            trim_box: rect.clone(),
            crop_box: rect,
            ops: std::mem::take(&mut self.ops),
        });
    }

    /// Pages so far, the current one included.
    pub fn page_count(&self) -> usize {
        self.pages.len() + 1
    }

    fn pdf(&self, x: f32, y: f32) -> Point {
        Point {
            x: Pt(MARGIN + x),
            y: Pt(self.paper.size().1 - MARGIN - y),
        }
    }

    /// White bold text centred on `x`, for dark tabs.
    pub fn text_white(&mut self, x: f32, y: f32, size: f32, text: &str) {
        self.ops.push(grey(1.0));
        self.text(x, y, size, true, Align::Center, text);
        self.ops.push(grey(0.0));
        if let Some(p) = self.placed.last_mut() {
            p.what = Drawn::WhiteText(text.to_string());
        }
    }

    /// A straight line: a vertical one is a rule no text may cross, a
    /// horizontal one may not strike a word through.
    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32) {
        if (x1 - x2).abs() < 0.01 {
            self.place([x1, y1.min(y2), x1, y1.max(y2)], Drawn::Rule);
        } else if (y1 - y2).abs() < 0.01 {
            self.place([x1.min(x2), y1, x1.max(x2), y1], Drawn::Line);
        }
        let (a, b) = (self.pdf(x1, y1), self.pdf(x2, y2));
        self.ops.extend([
            Op::SetOutlineThickness { pt: Pt(thickness) },
            Op::DrawLine {
                line: Line {
                    points: vec![
                        LinePoint {
                            p: a,
                            bezier: false,
                        },
                        LinePoint {
                            p: b,
                            bezier: false,
                        },
                    ],
                    is_closed: false,
                },
            },
        ]);
    }

    /// A dashed line, for cutting.
    pub fn dashed(&mut self, x1: f32, y1: f32, x2: f32, y2: f32) {
        self.ops.push(Op::SetLineDashPattern {
            dash: LineDashPattern::new(0.0, &[4.0, 3.0]),
        });
        self.line(x1, y1, x2, y2, 0.5);
        self.ops.push(Op::SetLineDashPattern {
            dash: LineDashPattern::solid(),
        });
    }

    /// The outline of a box whose top-left corner is (`x`, `y`).
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, thickness: f32) {
        self.place([x, y, x + w, y + h], Drawn::Frame);
        let outline = self.rectangle(x, y, w, h, PaintMode::Stroke);
        self.ops
            .extend([Op::SetOutlineThickness { pt: Pt(thickness) }, outline]);
    }

    /// A rectangle drawn with `mode`, top-left corner at (`x`, `y`).
    fn rectangle(&self, x: f32, y: f32, w: f32, h: f32, mode: PaintMode) -> Op {
        let p = self.pdf(x, y + h);
        Op::DrawRectangle {
            rectangle: Rect {
                x: p.x,
                y: p.y,
                width: Pt(w),
                height: Pt(h),
                mode: Some(mode),
                winding_order: Some(WindingOrder::NonZero),
            },
        }
    }

    /// A box filled with grey (`shade` 0 = black, 1 = white).
    pub fn fill(&mut self, x: f32, y: f32, w: f32, h: f32, shade: f32) {
        self.place([x, y, x + w, y + h], Drawn::Fill(shade));
        let area = self.rectangle(x, y, w, h, PaintMode::Fill);
        self.ops.extend([grey(shade), area, grey(0.0)]);
    }

    /// Records where something was drawn on the current page.
    fn place(&mut self, rect: [f32; 4], what: Drawn) {
        self.placed.push(Placed {
            page: self.pages.len(),
            rect,
            what,
        });
    }

    /// Finishes the document: its bytes, the warnings, and where
    /// everything landed.
    pub fn finish(mut self) -> (Vec<u8>, Vec<String>, Vec<Placed>) {
        self.new_page();
        let pages = std::mem::take(&mut self.pages);
        let bytes = self
            .doc
            .with_pages(pages)
            .save(&printpdf::PdfSaveOptions::default(), &mut Vec::new());
        (bytes, self.warnings, self.placed)
    }
}

/// Sets the fill (text) colour to a grey: 0 black, 1 white.
fn grey(shade: f32) -> Op {
    Op::SetFillColor {
        col: Color::Greyscale(Greyscale {
            percent: shade,
            icc_profile: None,
        }),
    }
}

/// Writes paragraphs down the page, starting new pages as needed.
pub struct Flow {
    /// The next baseline.
    pub y: f32,
    /// Font size.
    pub size: f32,
    /// Line height.
    pub leading: f32,
    /// Printed at the top of every page the flow starts.
    pub header: Option<String>,
}

impl Flow {
    /// A flow from `y` with text of `size` points.
    pub fn new(y: f32, size: f32) -> Flow {
        Flow {
            y,
            size,
            leading: size * 1.3,
            header: None,
        }
    }

    /// Makes room for `lines` more lines, starting a page if needed.
    pub fn room(&mut self, c: &mut Canvas, lines: usize) {
        if self.y + self.leading * lines as f32 > c.height() {
            c.new_page();
            self.y = self.size;
            if let Some(h) = &self.header {
                let w = c.width();
                c.text_fit(0.0, 10.0, w, 9.0, true, Align::Left, h);
                c.line(0.0, 14.0, w, 14.0, 0.6);
                self.y = 28.0;
            }
        }
    }

    /// One wrapped paragraph in bold, followed by `gap` points of space.
    pub fn bold_paragraph(&mut self, c: &mut Canvas, text: &str, gap: f32) {
        let lines = c.wrap(text, self.size, true, c.width());
        self.room(c, lines.len().clamp(1, 3));
        for (i, line) in lines.iter().enumerate() {
            if i > 0 {
                self.y += self.leading;
                self.room(c, 1);
            }
            c.text(0.0, self.y, self.size, true, Align::Left, line);
        }
        self.y += self.leading + gap;
    }

    /// One wrapped paragraph, optionally with a bold lead-in on the first
    /// line, followed by `gap` points of space.
    pub fn paragraph(&mut self, c: &mut Canvas, lead: &str, text: &str, gap: f32) {
        let lead_w = if lead.is_empty() {
            0.0
        } else {
            // "Seating: ", but "席：" with no space after its full-width colon.
            let gap = crate::text::breaks::after_lead(lead);
            c.measure(&format!("{lead}{gap}"), self.size, true)
        };
        let first_w = c.width() - lead_w;
        // The first line narrower (the lead-in sits before it), the rest
        // at full width.
        let lines = c.wrap_widths(text, self.size, false, first_w, c.width());
        self.room(c, lines.len().clamp(1, 3));
        if !lead.is_empty() {
            c.text(0.0, self.y, self.size, true, Align::Left, lead);
        }
        for (i, line) in lines.iter().enumerate() {
            if i > 0 {
                self.y += self.leading;
                self.room(c, 1);
            }
            let x = if i == 0 { lead_w } else { 0.0 };
            c.text(x, self.y, self.size, false, Align::Left, line);
        }
        self.y += self.leading + gap;
    }
}
