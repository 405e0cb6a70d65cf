//! The whole draft night in one PDF: for every pod its sheet (blank before
//! the draft, else filled; standings for a Swiss pod once it has results),
//! an event's bracket and final placing once it is cut, then the latest
//! round's pairings and result slips. Each printout starts on a new page.

use super::{
    Paper, PdfError, PdfOutput, bracket, font, layout, printouts, sheet, sheet_template,
    still_playing,
};
use crate::engine::Snapshot;
use crate::model::{Event, Structure};

/// Renders every pod of a night on `paper`; `blank` prints the sheets with
/// names only. With the address of the players' pages (`podsheet serve`,
/// the app's Share), each pod's pairings and slips carry its own page's
/// address and QR code (`ADDRESS/pod/K/` when there are several pods).
pub fn render_night(
    pods: &[Event],
    title: &str,
    blank: bool,
    paper: Paper,
    address: Option<&str>,
) -> Result<PdfOutput, PdfError> {
    let fonts = font::fonts().ok_or(PdfError::Font)?;
    let mut canvas = layout::Canvas::new(title, paper, fonts);
    canvas.set_names(
        pods.iter()
            .flat_map(|e| e.players.iter().map(|p| p.name.as_str())),
    );
    let mut first = true;
    let mut page = |c: &mut layout::Canvas| {
        if !std::mem::take(&mut first) {
            c.new_page();
        }
    };
    for (k, event) in pods.iter().enumerate() {
        let snap = Snapshot::of(event);
        let address = address.map(|a| pod_address(a, k, pods.len()));
        let address = address.as_deref();
        if matches!(event.structure, Structure::Pod { .. }) {
            let template = sheet_template(event)?;
            page(&mut canvas);
            sheet::draw(&mut canvas, event, template, &snap, blank);
        } else if !blank && !event.rounds.is_empty() {
            page(&mut canvas);
            printouts::standings_by_division(&mut canvas, event, &snap);
        }
        // An event cut to a top 8 prints whole: its bracket and, once the
        // final is in, its final placing.
        if !blank && event.cut.is_some() {
            page(&mut canvas);
            bracket::draw(&mut canvas, event, &snap.standings.order);
        }
        if event.rounds.is_empty() {
            continue;
        }
        page(&mut canvas);
        printouts::round(&mut canvas, event, address)?;
    }
    Ok(PdfOutput::from_canvas(canvas))
}

/// The tables still playing in the whole room when time is called: every
/// pod of the night with a round, pod by pod, in one printout titled
/// `title` (the night's name). [`PdfError::NoRounds`] when no pod has one.
pub fn render_still_playing_night(
    pods: &[Event],
    title: &str,
    paper: Paper,
) -> Result<PdfOutput, PdfError> {
    let fonts = font::fonts().ok_or(PdfError::Font)?;
    let title = crate::t!(PdfTitleStillPlaying, event = title);
    let mut canvas = layout::Canvas::new(&title, paper, fonts);
    canvas.set_names(
        pods.iter()
            .flat_map(|e| e.players.iter().map(|p| p.name.as_str())),
    );
    still_playing::draw_room(&mut canvas, pods)?;
    Ok(PdfOutput::from_canvas(canvas))
}

/// The players' page of pod `k` (0-based) of `count` under `address`
/// (`URL/pod/K/`; the address itself for a lone pod):
/// [`crate::io::night_file::pod_path`].
pub fn pod_address(address: &str, k: usize, count: usize) -> String {
    if count > 1 {
        let path = crate::io::night_file::pod_path(k, count);
        format!("{}{path}/", address.trim_end_matches('/'))
    } else {
        address.to_string()
    }
}
