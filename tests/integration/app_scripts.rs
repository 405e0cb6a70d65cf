//! Names in eight scripts through the real app: the desktop's fonts added
//! as egui needs them (fonts-noto-cjk and fonts-noto-core, which CI
//! installs), right-to-left names in visual order, a name's bidi controls
//! reordering nothing, and a missing font said once, in one line that can
//! be dismissed.

use crate::util::app_support;

use app_support::harness;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use podsheet::app::PodsheetApp;
use podsheet::io::load_any;
use podsheet::model::Event;
use podsheet::text::egui_fonts;
use podsheet::text::fonts::FontFinder;
use std::path::Path;

fn scripts() -> Event {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scripts-8.podsheet");
    load_any(&path).expect("fixture loads")
}

#[test]
fn every_script_gets_a_font_and_no_notice() {
    // kittest panics on a glyph no font has: the whole app is drawn
    // without a single box.
    let mut h = harness(scripts());
    h.run();
    let all = "田中太郎김민준王小明محمدעליДмитрийΖωήשרהJosé";
    let covered = h
        .ctx
        .fonts_mut(|f| f.has_glyphs(&egui::FontId::proportional(14.0), all));
    assert!(covered, "a script has no font");
    assert_eq!(egui_fonts::notice_line(&h.ctx), None);
    // The standings list each name; the Arabic and Hebrew ones with their
    // words in visual order.
    for shown in [
        "田中太郎",
        "김민준",
        "王小明",
        "علي محمد",
        "Дмитрий Иванов",
        "Ζωή Παππά",
        "לוי שרה",
        "José Núñez",
    ] {
        assert!(h.query_by_label(shown).is_some(), "{shown} not drawn");
    }
    // Explain, for the Arabic name: a number after the first name stays
    // after it (without isolation the algorithm would move it before).
    h.get_by_label("علي محمد").click();
    h.run();
    h.get_by_label_contains("محمد 12 points in 8 games");
}

#[test]
fn right_to_left_names_and_bidi_controls_in_the_display_window() {
    let mut event = scripts();
    event.players[1].name = "Bob\u{202E}kciN".into();
    let mut h = harness(event);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Open the display window").click();
    h.run();
    // "5. محمد علي  3 pts  1-2" drawn with the name's words swapped; the
    // rank and points stay where an English reader looks for them.
    h.get_by_label("5. علي محمد  3 pts  1-2");
    h.get_by_label("4. לוי שרה  6 pts  2-1");
    h.get_by_label("6. BobkciN  3 pts  1-2");
}

#[test]
fn a_missing_font_is_said_once_in_one_line_that_can_be_dismissed() {
    let empty = tempfile::tempdir().expect("temp dir");
    let finder: &'static FontFinder = Box::leak(Box::new(FontFinder::in_dirs(&[empty.path()])));
    let event = scripts();
    let mut h: Harness<'static, PodsheetApp> = Harness::builder()
        .with_size([1900.0, 1400.0])
        // This machine "has no fonts": the names are drawn as boxes.
        .allow_missing_glyphs()
        .build_eframe(move |cc| {
            egui_fonts::install_with(&cc.egui_ctx, finder);
            PodsheetApp::new_for_test(event)
        });
    h.run();
    let line = egui_fonts::notice_line(&h.ctx).expect("a notice");
    assert_eq!(
        line,
        "\"田中太郎\" needs a Chinese (Han) font and none is installed, so it shows as boxes \
         (on Debian/Ubuntu: sudo apt install fonts-noto-cjk) — and 4 more names like it"
    );
    h.get_by_label(&line);
    h.get_by_label("Dismiss").click();
    h.run();
    assert!(h.query_by_label(&line).is_none());
    assert_eq!(egui_fonts::notice_line(&h.ctx), None, "said once");
}

/// A two-word Hebrew name reads right in its grid field, as in every other
/// face; once the owner edits it, the field holds the name as typed.
#[test]
fn a_right_to_left_name_reads_right_in_the_grid_until_it_is_edited() {
    let mut h = harness(scripts());
    h.run();
    let label = "Name of player 7";
    assert_eq!(h.get_by_label(label).value().as_deref(), Some("לוי שרה"));
    h.get_by_label(label).focus();
    h.run();
    h.run();
    assert_eq!(h.get_by_label(label).value().as_deref(), Some("שרה לוי"));
    // Leaving it unchanged changes nothing.
    h.key_press(egui::Key::Tab);
    h.run();
    assert_eq!(h.get_by_label(label).value().as_deref(), Some("לוי שרה"));
}
