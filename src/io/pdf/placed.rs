//! Where each piece of a printout landed, and the checks a proofreader
//! makes by eye: no two words on top of each other, no word across a
//! box's edge or a column's rule, nothing off the printable area.
//!
//! The canvas records every text it draws (the box its glyphs take, from
//! the same widths it places them by) and every frame and rule; the
//! layout tests run [`problems`] over every printout in every language.

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
    /// A box's outline: text that starts inside it must end inside it.
    Frame,
    /// A vertical rule (a table's column line): no text may cross it.
    Rule,
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

fn text_of(p: &Placed) -> Option<&str> {
    match &p.what {
        Drawn::Text(t) => Some(t),
        _ => None,
    }
}

fn overlap(a: [f32; 4], b: [f32; 4]) -> bool {
    a[0] < b[2] - SLACK && b[0] < a[2] - SLACK && a[1] < b[3] - SLACK && b[1] < a[3] - SLACK
}

/// Everything a proofreader would mark on a printout whose printable area
/// is `width` × `height` points: each problem names the page and the text.
pub fn problems(placed: &[Placed], width: f32, height: f32) -> Vec<String> {
    let mut out = Vec::new();
    let texts: Vec<&Placed> = placed.iter().filter(|p| text_of(p).is_some()).collect();
    for (i, a) in texts.iter().enumerate() {
        let ta = text_of(a).unwrap_or_default();
        let [l, t, r, b] = a.rect;
        if l < -SLACK || r > width + SLACK || t < -SLACK || b > height + SLACK {
            out.push(format!(
                "page {}: \"{ta}\" leaves the printable area",
                a.page + 1
            ));
        }
        for other in &texts[i + 1..] {
            if other.page == a.page && overlap(a.rect, other.rect) {
                let tb = text_of(other).unwrap_or_default();
                out.push(format!("page {}: \"{ta}\" overlaps \"{tb}\"", a.page + 1));
            }
        }
        for f in placed.iter().filter(|f| f.page == a.page) {
            let [fl, ft, fr, fb] = f.rect;
            match f.what {
                // Starts inside the frame (the middle of its left end), so
                // it must end inside it.
                Drawn::Frame
                    if l > fl
                        && l < fr
                        && (t + b) / 2.0 > ft
                        && (t + b) / 2.0 < fb
                        && (r > fr + SLACK || t < ft - SLACK || b > fb + SLACK) =>
                {
                    out.push(format!("page {}: \"{ta}\" leaves its box", a.page + 1));
                }
                Drawn::Rule
                    if fl > l + SLACK && fl < r - SLACK && ft < b - SLACK && fb > t + SLACK =>
                {
                    out.push(format!("page {}: \"{ta}\" crosses a rule", a.page + 1));
                }
                _ => {}
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(t: &str, rect: [f32; 4]) -> Placed {
        Placed {
            page: 0,
            rect,
            what: Drawn::Text(t.into()),
        }
    }

    #[test]
    fn marks_words_on_words_across_edges_and_rules() {
        let frame = Placed {
            page: 0,
            rect: [0.0, 0.0, 50.0, 20.0],
            what: Drawn::Frame,
        };
        let rule = Placed {
            page: 0,
            rect: [80.0, 0.0, 80.0, 20.0],
            what: Drawn::Rule,
        };
        let fine = [
            frame.clone(),
            rule.clone(),
            text("a", [2.0, 2.0, 20.0, 8.0]),
            text("b", [22.0, 2.0, 48.0, 8.0]),
            text("c", [60.0, 2.0, 79.0, 8.0]),
        ];
        assert!(problems(&fine, 200.0, 100.0).is_empty());
        let bad = [
            frame,
            rule,
            text("a", [2.0, 2.0, 30.0, 8.0]),
            text("b", [22.0, 2.0, 55.0, 8.0]),
            text("c", [70.0, 12.0, 90.0, 18.0]),
            text("d", [190.0, 40.0, 210.0, 48.0]),
        ];
        let found = problems(&bad, 200.0, 100.0);
        assert_eq!(
            found,
            [
                "page 1: \"a\" overlaps \"b\"",
                "page 1: \"b\" leaves its box",
                "page 1: \"c\" crosses a rule",
                "page 1: \"d\" leaves the printable area",
            ]
        );
    }
}
