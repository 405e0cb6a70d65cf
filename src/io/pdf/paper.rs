//! The paper sizes a PDF is laid out on.

/// Paper size. Margins are 14 mm on every side either way.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Paper {
    /// US Letter, 8.5 × 11 in (612 × 792 pt).
    #[default]
    Letter,
    /// ISO A4, 210 × 297 mm (595 × 842 pt).
    A4,
}

impl Paper {
    /// Width and height in points.
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::Letter => (612.0, 792.0),
            Paper::A4 => (210.0 * 72.0 / 25.4, 297.0 * 72.0 / 25.4),
        }
    }
}
