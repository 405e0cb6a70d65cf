//! The desktop app (eframe/egui): the pod sheet on screen, live on every
//! edit. Everything the user asks for is a [`Command`], handled in one
//! place once per frame; an edit of the event is a
//! [`document::edit::Edit`], applied in one place with its undo step. The
//! panels only draw what each pod's [`view::PodView`] derived from its
//! [`crate::engine::Snapshot`] once per change.

// `app/app.rs` is the layout docs/architecture.md names: the eframe::App itself.
#[allow(clippy::module_inception)]
mod app;
pub mod command;
mod command_handling;
pub mod command_stream;
mod dice;
pub mod document;
pub mod files;
mod frame;
mod frame_timer;
pub mod night;
pub mod panels;
mod reports;
pub mod share;
pub mod view;

pub use app::PodsheetApp;
pub use command::{Command, CommandSender};
pub use files::file_picker::Backend;
pub use panels::grid_ui::grid_field_name;
pub use panels::match_box_ui::{box_caption, box_field_name};
pub use view::{Pick, Selection};

use std::path::PathBuf;

/// The demo pod shipped in the binary, opened on a first start.
pub const DEMO: &str = include_str!("../../assets/demo-8.podsheet");

/// The window icon (128×128 PNG drawn by packaging/make-icons.py). Not
/// 256×256: X11 drops a `_NET_WM_ICON` that large (one request too long).
const ICON_PNG: &[u8] = include_bytes!("../../assets/icons/podsheet-128.png");

/// Now, as stored in rolls (RFC 3339, UTC, seconds).
pub(crate) fn now_text() -> String {
    humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string()
}

/// Opens the app window: `file` if given, else the last file, else the
/// demo pod; in `lang` if given. Returns when the window closes.
pub fn run(file: Option<PathBuf>, lang: Option<crate::text::i18n::Lang>) -> Result<(), String> {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Podsheet")
        .with_inner_size([1400.0, 900.0])
        .with_min_inner_size([700.0, 450.0])
        .with_drag_and_drop(true);
    // The app icon (assets/icons); a bad PNG only loses the window icon.
    if let Ok(icon) = eframe::icon_data::from_png_bytes(ICON_PNG) {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    files::open_documents::listen();
    files::crash::install_hook();
    eframe::run_native(
        "Podsheet",
        options,
        Box::new(move |cc| Ok(Box::new(PodsheetApp::start(cc, file, lang)))),
    )
    .map_err(|e| format!("cannot open the window: {e}"))
}

#[cfg(test)]
mod icon_tests {
    #[test]
    fn window_icon_decodes_to_128_square() {
        let icon = eframe::icon_data::from_png_bytes(super::ICON_PNG).map_err(|e| e.to_string());
        let icon = icon.unwrap_or_else(|e| panic!("icon PNG does not decode: {e}"));
        assert_eq!((icon.width, icon.height), (128, 128));
        assert_eq!(icon.rgba.len(), 128 * 128 * 4);
    }
}
