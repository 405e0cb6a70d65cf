//! An address as a QR code (the `qrcode` crate), as modules any face can
//! draw: squares in the display window and on printed pairings and slips,
//! SVG for a page. Used for the companion server's address (`crate::web`).

use qrcode::{EcLevel, QrCode};

/// A QR code: a square of dark and light modules, without the quiet zone
/// (draw it with a light margin of four modules).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Qr {
    width: usize,
    dark: Vec<bool>,
}

impl Qr {
    /// The code for `text` (medium error correction: survives a smudge on
    /// paper), or `None` if the text is too long for a QR code.
    pub fn new(text: &str) -> Option<Qr> {
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
        Some(Qr {
            width: code.width(),
            dark: code
                .to_colors()
                .into_iter()
                .map(|c| c == qrcode::Color::Dark)
                .collect(),
        })
    }

    /// Modules per side.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Whether the module at column `x`, row `y` is dark.
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.dark[y * self.width + x]
    }

    /// The dark modules as runs along each row: (x, y, length), so a
    /// drawing makes one rectangle per run instead of per module.
    pub fn runs(&self) -> Vec<(usize, usize, usize)> {
        let mut out = Vec::new();
        for y in 0..self.width {
            let mut x = 0;
            while x < self.width {
                if self.is_dark(x, y) {
                    let start = x;
                    while x < self.width && self.is_dark(x, y) {
                        x += 1;
                    }
                    out.push((start, y, x - start));
                } else {
                    x += 1;
                }
            }
        }
        out
    }
}

/// An SVG image of the code for `text`, with its quiet zone, at least
/// `min_px` wide.
pub fn svg(text: &str, min_px: u32) -> Option<String> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    Some(
        code.render::<qrcode::render::svg::Color>()
            .min_dimensions(min_px, min_px)
            .quiet_zone(true)
            .build(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_makes_a_square_code_with_finder_patterns() {
        let qr = Qr::new("http://192.168.1.20:8080/").expect("fits");
        assert_eq!(qr.width(), 25, "version 2 at level M");
        // The finder pattern's corners are dark, the ring inside light.
        assert!(qr.is_dark(0, 0) && qr.is_dark(6, 6) && qr.is_dark(24, 0));
        assert!(!qr.is_dark(1, 1) && !qr.is_dark(7, 7));
        let dark_in_runs: usize = qr.runs().iter().map(|r| r.2).sum();
        let dark: usize = (0..25)
            .flat_map(|y| (0..25).map(move |x| (x, y)))
            .filter(|&(x, y)| qr.is_dark(x, y))
            .count();
        assert_eq!(dark_in_runs, dark);
        let s = svg("http://192.168.1.20:8080/", 200).expect("fits");
        assert!(s.contains("<svg") && s.contains("<path"));
    }

    #[test]
    fn text_too_long_for_a_code_is_refused() {
        assert!(Qr::new(&"x".repeat(5000)).is_none());
    }
}
