//! Text fitted to its room: shrunk before it is cut, wrapped over lines
//! where a cell has the height (the breaks and kinsoku of
//! [`crate::text::breaks`]), and each cut recorded for the layout test.

use super::{Align, Canvas};
use crate::io::pdf::placed::{Drawn, smallest_size, text_rect};
use crate::text::breaks;

/// How a text sets in a cell: its lines and the size they all fit at.
#[derive(Debug, Clone, PartialEq)]
pub struct Fitted {
    /// The lines, top to bottom.
    pub lines: Vec<String>,
    /// The size every line is drawn at, in points.
    pub size: f32,
    /// The size asked for, which a line too long at `size` is shrunk or
    /// cut from.
    pub asked: f32,
}

impl Canvas {
    /// Draws `text` within `max_w`: shrunk as far as it needs, down to
    /// [`smallest_size`], and only then cut short with an ellipsis (the
    /// cut is recorded for the layout test). Returns the width it took.
    #[allow(clippy::too_many_arguments)]
    pub fn text_fit(
        &mut self,
        x: f32,
        y: f32,
        max_w: f32,
        size: f32,
        bold: bool,
        align: Align,
        text: &str,
    ) -> f32 {
        let w = self.measure(text, size, bold);
        if w <= max_w {
            self.text(x, y, size, bold, align, text);
            return w;
        }
        // Widths grow in step with the size: at this size it takes
        // `max_w` exactly (no measuring again, which a rounding in the
        // last digit would fail, cutting a word that fits).
        let fitting = size * max_w / w;
        if fitting >= smallest_size(size) {
            self.text(x, y, fitting, bold, align, text);
            return max_w;
        }
        let smaller = smallest_size(size);
        self.check(text);
        let mut cut: String = text.to_string();
        while !cut.is_empty() && self.measure(&format!("{cut}…"), smaller, bold) > max_w {
            cut.pop();
        }
        let shown = format!("{}…", cut.trim_end());
        self.text(x, y, smaller, bold, align, &shown);
        let left = match align {
            Align::Left => x,
            Align::Center => x - max_w / 2.0,
            Align::Right => x - max_w,
        };
        self.place(
            text_rect(left, y, max_w, size),
            Drawn::Cut {
                whole: text.to_string(),
                size,
                width: w,
            },
        );
        self.measure(&shown, smaller, bold)
    }

    /// How `text` sets in a cell `max_w` wide with room for `most` lines:
    /// on one line when it fits there at nine tenths of `size` or more,
    /// else over as many lines as let it be largest; shrunk to fit, not
    /// below [`smallest_size`] (a longer last line is cut when drawn).
    pub fn fit_lines(&self, text: &str, size: f32, bold: bool, max_w: f32, most: usize) -> Fitted {
        let set = |n: usize| {
            let lines = self.wrap_at_most(text, size, bold, max_w, n);
            let widest = lines
                .iter()
                .map(|l| self.measure(l, size, bold))
                .fold(0.0f32, f32::max);
            let at = if widest > max_w {
                (size * max_w / widest).max(smallest_size(size))
            } else {
                size
            };
            Fitted {
                lines,
                size: at,
                asked: size,
            }
        };
        let one = set(1);
        if one.size >= size * 0.9 || most <= 1 {
            return one;
        }
        let mut best = one;
        for n in 2..=most {
            let more = set(n);
            if more.size > best.size + 0.01 {
                best = more;
            }
        }
        best
    }

    /// Draws a printout's bold heading `text` from baseline `y` within
    /// `max_w`: on one line when it fits there at nine tenths of `size`,
    /// else over two lines rather than cut short (a long language's title,
    /// "classificação após 3 rodadas"). Returns how much lower than one
    /// line it ends, for what follows it.
    pub fn heading(&mut self, x: f32, y: f32, max_w: f32, size: f32, text: &str) -> f32 {
        let fitted = self.fit_lines(text, size, true, max_w, 2);
        let leading = fitted.size * 1.2;
        self.text_lines(x, y, max_w, leading, true, Align::Left, &fitted);
        leading * fitted.lines.len().saturating_sub(1) as f32
    }

    /// Draws a [`Fitted`] text with its first baseline at `y` and lines
    /// `leading` apart; a line that fits at no size is cut.
    #[allow(clippy::too_many_arguments)]
    pub fn text_lines(
        &mut self,
        x: f32,
        y: f32,
        max_w: f32,
        leading: f32,
        bold: bool,
        align: Align,
        fitted: &Fitted,
    ) {
        for (i, line) in fitted.lines.iter().enumerate() {
            let base = y + leading * i as f32;
            if self.measure(line, fitted.size, bold) <= max_w {
                self.text(x, base, fitted.size, bold, align, line);
            } else {
                self.text_fit(x, base, max_w, fitted.asked, bold, align, line);
            }
        }
    }

    /// Splits `text` into lines no wider than `max_w`.
    pub fn wrap(&self, text: &str, size: f32, bold: bool, max_w: f32) -> Vec<String> {
        self.wrap_widths(text, size, bold, max_w, max_w)
    }

    /// [`Canvas::wrap`] with the first line `first_w` wide and the others
    /// `max_w`. Lines break at spaces, and between any two characters of
    /// Chinese or Japanese, which use no spaces (kinsoku: no line starts
    /// with closing punctuation or ends with an opening bracket).
    pub fn wrap_widths(
        &self,
        text: &str,
        size: f32,
        bold: bool,
        first_w: f32,
        max_w: f32,
    ) -> Vec<String> {
        breaks::wrap(text, (first_w, max_w), usize::MAX, |t| {
            self.measure(t, size, bold)
        })
    }

    /// [`Canvas::wrap`] into `most` lines at most: the last one holds the
    /// rest, spaced as the text is (no space enters Chinese or Japanese),
    /// for the caller to shrink or cut.
    pub fn wrap_at_most(
        &self,
        text: &str,
        size: f32,
        bold: bool,
        max_w: f32,
        most: usize,
    ) -> Vec<String> {
        breaks::wrap(text, (max_w, max_w), most, |t| self.measure(t, size, bold))
    }
}
