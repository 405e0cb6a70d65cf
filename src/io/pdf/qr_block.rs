//! The companion pages' address on paper: its QR code and the address in
//! words, on the pairings (a block under the list) and on each result
//! slip (small, beside the drawn-games box).

use super::layout::{Align, Canvas};
use crate::io::qr::Qr;

/// Side of the QR code on the pairings, in points (about 32 mm: scans
/// from arm's length on a table).
pub(super) const SIZE: f32 = 90.0;

/// Draws `qr` with its top-left corner (quiet zone included) at (x, y),
/// `size` wide.
fn code(c: &mut Canvas, x: f32, y: f32, size: f32, qr: &Qr) {
    let m = size / (qr.width() + 8) as f32;
    for (cx, cy, len) in qr.runs() {
        let rx = x + (cx + 4) as f32 * m;
        let ry = y + (cy + 4) as f32 * m;
        // A hair wider than the module so neighbouring runs leave no seam.
        c.fill(rx, ry, len as f32 * m + 0.05, m + 0.05, 0.0);
    }
}

/// The block under the pairings: the code, and beside it what it is.
pub(super) fn draw(c: &mut Canvas, x: f32, y: f32, url: &str) {
    let Some(qr) = Qr::new(url) else { return };
    code(c, x, y, SIZE, &qr);
    let tx = x + SIZE + 8.0;
    let w = c.width() - tx;
    c.text_fit(
        tx,
        y + 30.0,
        w,
        12.0,
        true,
        Align::Left,
        &crate::t!(PdfQrHeading),
    );
    c.text_fit(tx, y + 50.0, w, 14.0, true, Align::Left, url);
    c.text_fit(
        tx,
        y + 68.0,
        w,
        9.0,
        false,
        Align::Left,
        &crate::t!(PdfQrNote),
    );
}

/// The small code on a result slip, `size` high at most, in a slip
/// `width` wide from `x`.
pub(super) fn small(c: &mut Canvas, x: f32, y: f32, (width, size): (f32, f32), url: &str) {
    small_with(c, x, y, (width, size), url, &crate::t!(PdfQrSmall));
}

/// [`small`] saying `what` beside the code: wrapped onto two lines, then
/// shrunk, in what room the slip has beside it (a long language's
/// sentence never runs into the next slip).
pub(super) fn small_with(
    c: &mut Canvas,
    x: f32,
    y: f32,
    (width, size): (f32, f32),
    url: &str,
    what: &str,
) {
    let Some(qr) = Qr::new(url) else { return };
    let size = size.clamp(0.0, 56.0);
    if size < 36.0 {
        return; // too small to scan: leave it off rather than print a blot
    }
    code(c, x, y, size, &qr);
    let (tx, room) = (x + size + 4.0, width - size - 4.0);
    // Two lines at most; the second holds the rest, shrunk or cut to fit.
    let lines = c.wrap_at_most(what, 7.0, false, room, 2);
    let first = y + size / 2.0 - 4.5 * (lines.len() as f32 - 1.0);
    for (k, line) in lines.iter().enumerate() {
        c.text_fit(
            tx,
            first + 9.0 * k as f32,
            room,
            7.0,
            false,
            Align::Left,
            line,
        );
    }
    let url_y = first + 9.0 * lines.len() as f32;
    c.text_fit(tx, url_y, room, 7.0, true, Align::Left, url);
}

/// One player's half of a result slip, `width` × `height` from (x, y):
/// the QR code of their report page on the left, and beside it `what`
/// (with their code) and, where there is room, the page's address.
pub(super) fn half(
    c: &mut Canvas,
    x: f32,
    y: f32,
    (width, height): (f32, f32),
    page: &str,
    what: &str,
) {
    let Some(qr) = Qr::new(page) else { return };
    let size = height.clamp(0.0, 56.0);
    let (tx, room) = if size >= 34.0 {
        code(c, x, y, size, &qr);
        (x + size + 3.0, width - size - 3.0)
    } else {
        // Too small to scan: the code in words is enough.
        (x, width)
    };
    let most = ((height / 8.0) as usize).clamp(1, 5);
    let lines = c.wrap_at_most(what, 6.5, false, room, most.saturating_sub(1).max(1));
    let mut ly = y + 9.0;
    for line in &lines {
        c.text_fit(tx, ly, room, 6.5, false, Align::Left, line);
        ly += 8.0;
    }
    // The address too, where it fits whole (the QR code holds it anyway).
    if ly <= y + height && c.measure(page, 6.0, false) * 0.7 <= room {
        c.text_fit(tx, ly, room, 6.0, false, Align::Left, page);
    }
}
