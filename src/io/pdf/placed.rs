//! Where each piece of a printout landed, and the checks a proofreader
//! makes by eye: no two words on top of each other, no word across a
//! box's edge or a column's rule, nothing off the printable area, no word
//! cut short with an ellipsis where shrinking it would have fit, and no
//! line starting with closing punctuation (）or 。).
//!
//! The canvas records every text it draws (the box its glyphs take, from
//! the same widths it places them by), every frame, rule and filled area;
//! the layout tests run [`problems`] over every printout in every language.

use crate::text::breaks;

/// A piece of a printout, in points from the top-left corner of the
/// printable area of its page.
#[derive(Debug, Clone, PartialEq)]
pub struct Placed {
    /// The page, from 0.
    pub page: usize,
    /// Left, top, right, bottom.
    pub rect: [f32; 4],
    /// What it is.
    pub what: Drawn,
}

/// What was drawn.
#[derive(Debug, Clone, PartialEq)]
pub enum Drawn {
    /// Text, as given (before bidi reordering).
    Text(String),
    /// White text, for a dark tab: it must lie on a dark area.
    WhiteText(String),
    /// A box's outline: a text that reaches into it must lie wholly in it.
    Frame,
    /// A vertical rule (a table's column line): no text may cross it.
    Rule,
    /// A horizontal line: no text may be struck through by it (a line to
    /// write on, under a word's baseline, is fine).
    Line,
    /// An area filled with grey (0 black, 1 white): no dark text on a dark
    /// area (a QR code's modules, a tab).
    Fill(f32),
    /// A text cut short with an ellipsis because it did not fit the room
    /// given (the rect's width) even shrunk to [`smallest_size`]: the
    /// whole text, the size it was asked at and its width at that size.
    Cut {
        /// The whole text, before it was cut.
        whole: String,
        /// The size asked for, in points.
        size: f32,
        /// The whole text's width at that size, in points.
        width: f32,
    },
}

/// The smallest a text of `size` points may be shrunk to fit its room
/// before it is cut short: seven tenths of its size. Widths grow in step
/// with the size, so a text fits shrunk when its width at `size` times
/// this over `size` is within its room.
pub fn smallest_size(size: f32) -> f32 {
    size * 0.7
}

/// How far above its baseline a line of text's glyphs reach, and below,
/// as parts of the font size (capitals and descenders; accents above
/// capitals are allowed to touch the line above).
const ASCENT: f32 = 0.74;
const DESCENT: f32 = 0.2;

/// The box that text of `size` points, `width` wide, from `left` on a
/// baseline at `y` takes.
pub(super) fn text_rect(left: f32, y: f32, width: f32, size: f32) -> [f32; 4] {
    [left, y - ASCENT * size, left + width, y + DESCENT * size]
}

/// Overlaps shorter than this, in points, are not overlaps: the
/// rounding of two widths.
const SLACK: f32 = 0.4;

fn text_of(p: &Placed) -> Option<(&str, bool)> {
    match &p.what {
        Drawn::Text(t) => Some((t, false)),
        Drawn::WhiteText(t) => Some((t, true)),
        _ => None,
    }
}

fn overlap(a: [f32; 4], b: [f32; 4]) -> bool {
    a[0] < b[2] - SLACK && b[0] < a[2] - SLACK && a[1] < b[3] - SLACK && b[1] < a[3] - SLACK
}

fn inside(inner: [f32; 4], outer: [f32; 4]) -> bool {
    inner[0] >= outer[0] - SLACK
        && inner[1] >= outer[1] - SLACK
        && inner[2] <= outer[2] + SLACK
        && inner[3] <= outer[3] + SLACK
}

/// Where a text's baseline is, from its box.
fn baseline(r: [f32; 4]) -> f32 {
    r[3] - (r[3] - r[1]) * DESCENT / (ASCENT + DESCENT)
}

/// What is wrong between a text and one other thing on its page.
fn against(text: [f32; 4], white: bool, other: &Placed) -> Option<&'static str> {
    let [l, t, r, b] = text;
    let [ol, ot, or, ob] = other.rect;
    match other.what {
        Drawn::Frame if overlap(text, other.rect) && !inside(text, other.rect) => {
            Some("leaves its box")
        }
        Drawn::Rule if ol > l + SLACK && ol < r - SLACK && ot < b - SLACK && ob > t + SLACK => {
            Some("crosses a rule")
        }
        Drawn::Line
            if ot > t + SLACK
                && ot < baseline(text) - SLACK
                && ol < r - SLACK
                && or > l + SLACK =>
        {
            Some("is struck through by a line")
        }
        Drawn::Fill(shade) if shade < 0.5 && !white && overlap(text, other.rect) => {
            Some("lies on a dark area")
        }
        _ => None,
    }
}

/// Everything a proofreader would mark on a printout whose printable area
/// is `width` × `height` points: each problem names the page and the text.
pub fn problems(placed: &[Placed], width: f32, height: f32) -> Vec<String> {
    let mut out = Vec::new();
    let texts: Vec<&Placed> = placed.iter().filter(|p| text_of(p).is_some()).collect();
    for (i, a) in texts.iter().enumerate() {
        let (ta, white) = text_of(a).unwrap_or_default();
        let page = a.page + 1;
        let [l, t, r, b] = a.rect;
        if l < -SLACK || r > width + SLACK || t < -SLACK || b > height + SLACK {
            out.push(format!("page {page}: \"{ta}\" leaves the printable area"));
        }
        for other in &texts[i + 1..] {
            if other.page == a.page && overlap(a.rect, other.rect) {
                let (tb, _) = text_of(other).unwrap_or_default();
                out.push(format!("page {page}: \"{ta}\" overlaps \"{tb}\""));
            }
        }
        let on_page = placed.iter().filter(|f| f.page == a.page);
        for why in on_page.clone().filter_map(|f| against(a.rect, white, f)) {
            out.push(format!("page {page}: \"{ta}\" {why}"));
        }
        // Kinsoku: no line of Chinese or Japanese starts with closing
        // punctuation ("）。" left alone at a line's start).
        if ta
            .chars()
            .next()
            .is_some_and(|c| !c.is_ascii() && breaks::no_line_start(c))
        {
            out.push(format!(
                "page {page}: \"{ta}\" starts a line with closing punctuation"
            ));
        }
        // White text is only seen on a dark area.
        let dark = |f: &&Placed| matches!(f.what, Drawn::Fill(s) if s < 0.5);
        if white && !on_page.clone().filter(dark).any(|f| inside(a.rect, f.rect)) {
            out.push(format!("page {page}: \"{ta}\" is white off its dark tab"));
        }
    }
    for p in placed {
        if let Drawn::Cut { whole, size, width } = &p.what {
            let room = p.rect[2] - p.rect[0];
            if width * smallest_size(*size) / size <= room {
                out.push(format!(
                    "page {}: \"{whole}\" is cut short though it fits shrunk",
                    p.page + 1
                ));
            }
        }
    }
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(rect: [f32; 4], what: Drawn) -> Placed {
        Placed {
            page: 0,
            rect,
            what,
        }
    }

    fn text(t: &str, rect: [f32; 4]) -> Placed {
        at(rect, Drawn::Text(t.into()))
    }

    #[test]
    fn clean_work_passes() {
        let fine = [
            at([0.0, 0.0, 50.0, 20.0], Drawn::Frame),
            at([80.0, 0.0, 80.0, 20.0], Drawn::Rule),
            // A line to write on, under the baseline.
            at([2.0, 9.5, 48.0, 9.5], Drawn::Line),
            at([100.0, 0.0, 112.0, 12.0], Drawn::Fill(0.2)),
            at([0.0, 30.0, 200.0, 45.0], Drawn::Fill(0.9)),
            text("a", [2.0, 2.0, 20.0, 10.0]),
            text("b", [22.0, 2.0, 48.0, 10.0]),
            text("c", [60.0, 2.0, 79.0, 10.0]),
            at([102.0, 2.0, 110.0, 10.0], Drawn::WhiteText("A".into())),
            text("on light grey", [10.0, 32.0, 90.0, 40.0]),
        ];
        assert_eq!(problems(&fine, 200.0, 100.0), Vec::<String>::new());
    }

    #[test]
    fn marks_every_kind_of_fault() {
        let frame = at([50.0, 30.0, 100.0, 50.0], Drawn::Frame);
        let cases: [(Placed, Placed, &str); 9] = [
            // Words on words.
            (
                text("x", [0.0, 0.0, 20.0, 8.0]),
                text("y", [10.0, 0.0, 30.0, 8.0]),
                "overlaps",
            ),
            // Into a box from the left, centred text wider than its box,
            // from its very edge, dipping in from above.
            (
                frame.clone(),
                text("t", [10.0, 35.0, 80.0, 42.0]),
                "leaves its box",
            ),
            (
                frame.clone(),
                text("t", [10.0, 35.0, 120.0, 42.0]),
                "leaves its box",
            ),
            (
                frame.clone(),
                text("t", [50.0, 35.0, 150.0, 42.0]),
                "leaves its box",
            ),
            (frame, text("t", [60.0, 22.0, 90.0, 34.0]), "leaves its box"),
            (
                at([40.0, 0.0, 40.0, 20.0], Drawn::Rule),
                text("t", [30.0, 2.0, 60.0, 10.0]),
                "crosses a rule",
            ),
            (
                at([0.0, 6.0, 90.0, 6.0], Drawn::Line),
                text("t", [10.0, 2.0, 60.0, 10.0]),
                "struck through",
            ),
            (
                at([0.0, 0.0, 30.0, 30.0], Drawn::Fill(0.0)),
                text("t", [10.0, 2.0, 60.0, 10.0]),
                "dark area",
            ),
            (
                at([0.0, 0.0, 12.0, 12.0], Drawn::Fill(0.2)),
                at([2.0, 2.0, 30.0, 10.0], Drawn::WhiteText("AB".into())),
                "white off its dark tab",
            ),
        ];
        for (a, b, want) in cases {
            let found = problems(&[a.clone(), b.clone()], 200.0, 100.0);
            assert!(
                found.iter().any(|f| f.contains(want)),
                "{want}: {found:?} for {a:?} and {b:?}"
            );
        }
        let cut = |width: f32| {
            at(
                [0.0, 0.0, 30.0, 8.0],
                Drawn::Cut {
                    whole: "Rodada".into(),
                    size: 7.5,
                    width,
                },
            )
        };
        // 40 points at 7.5 fits 30 at 5.6 points, above the smallest size.
        let found = problems(&[cut(40.0)], 200.0, 100.0);
        assert_eq!(
            found,
            ["page 1: \"Rodada\" is cut short though it fits shrunk"]
        );
        // 50 points would need 4.5 points, below it: cutting is right.
        assert_eq!(problems(&[cut(50.0)], 200.0, 100.0), Vec::<String>::new());
        // Kinsoku: a line may not start with "）。", though "（" may.
        assert_eq!(
            problems(&[text("）。Derek", [0.0, 0.0, 30.0, 8.0])], 200.0, 100.0),
            ["page 1: \"）。Derek\" starts a line with closing punctuation"]
        );
        assert_eq!(
            problems(&[text("（ID）。", [0.0, 0.0, 30.0, 8.0])], 200.0, 100.0),
            Vec::<String>::new()
        );
        let off = problems(&[text("d", [190.0, 40.0, 210.0, 48.0])], 200.0, 100.0);
        assert_eq!(off, ["page 1: \"d\" leaves the printable area"]);
    }
}
