//! Drawing only what is on screen. A 512-player Swiss has 512 grid rows,
//! 512 standings rows and thousands of match boxes; laying every one out
//! each frame costs tens of milliseconds, while a window shows a few dozen.
//!
//! Each row (or box) remembers its height from the last time it was drawn.
//! One whose remembered place lies outside the visible part of its scroll
//! area (plus [`MARGIN`]) only reserves that space; the rest are drawn and
//! measured again. So scroll extents stay exact, rows may have any height,
//! and a row never drawn yet is drawn (the first frame draws everything
//! once). Works inside any scroll area, nested ones included, because it
//! reads the clip rectangle rather than owning the scrolling.
//!
//! Why the grid and the boxes do not use `egui_extras::TableBuilder` (the
//! standings do): its body draws exactly the rows in view, all of one
//! height or heights given up front. The grid's rows hold text fields
//! whose height follows their notes, and Tab or Enter moves the focus to
//! the next field, which must exist even when it is just off screen: here
//! [`MARGIN`] keeps those rows drawn. The boxes wrap in columns, which is
//! no table at all.

use egui::{Id, Ui, vec2};

/// Pixels beyond the visible part still drawn: a field Tab or Enter moves
/// to just off screen exists, takes the focus and scrolls into view.
pub const MARGIN: f32 = 240.0;

/// The rows of an `egui::Grid`, called inside its `show` closure after the
/// header row: `row(ui, i)` draws row `i`'s cells (this ends the rows).
/// Grid rows keep their indexes (one grid row per row, drawn or not), so
/// stripes and the grid's remembered row heights stay with their rows.
pub fn grid_rows_ui(
    ui: &mut Ui,
    id: Id,
    count: usize,
    spacing_y: f32,
    mut row: impl FnMut(&mut Ui, usize),
) {
    let mut heights: Vec<f32> = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    heights.resize(count, 0.0);
    let visible = ui.clip_rect().expand2(vec2(0.0, MARGIN));
    for (i, h) in heights.iter_mut().enumerate() {
        let top = ui.cursor().top();
        if *h > 0.0 && (top + *h < visible.top() || top > visible.bottom()) {
            // The grid adds its spacing after the row itself.
            ui.allocate_space(vec2(0.0, (*h - spacing_y).max(0.0)));
        } else {
            row(ui, i);
        }
        ui.end_row();
        *h = ui.cursor().top() - top;
    }
    ui.data_mut(|d| d.insert_temp(id, heights));
}

/// A vertical list of `count` items: `item(ui, i)` draws item `i`. Runs of
/// items off screen become one reserved space, except item `wanted` (the
/// box the cursor moves to, drawn so it can take focus and scroll itself
/// into view).
pub fn list_ui(
    ui: &mut Ui,
    id: Id,
    count: usize,
    wanted: Option<usize>,
    mut item: impl FnMut(&mut Ui, usize),
) {
    let mut heights: Vec<f32> = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    heights.resize(count, 0.0);
    let visible = ui.clip_rect().expand2(vec2(0.0, MARGIN));
    let spacing = ui.spacing().item_spacing.y;
    // Height of the items skipped since the last one drawn, spacing included.
    let mut skipped = 0.0f32;
    let mut top = ui.cursor().top();
    for (i, h) in heights.iter_mut().enumerate() {
        let off_screen = top + *h < visible.top() || top > visible.bottom();
        if *h > 0.0 && off_screen && wanted != Some(i) {
            skipped += *h + spacing;
            top += *h + spacing;
            continue;
        }
        if skipped > 0.0 {
            ui.allocate_space(vec2(0.0, skipped - spacing));
            skipped = 0.0;
        }
        *h = ui.scope(|ui| item(ui, i)).response.rect.height();
        top = ui.cursor().top();
    }
    if skipped > 0.0 {
        ui.allocate_space(vec2(0.0, skipped - spacing));
    }
    ui.data_mut(|d| d.insert_temp(id, heights));
}
