//! The companion pages with names in eight scripts: every name isolated
//! (FSI … PDI, the text form of <bdi>) so that none, not even one holding
//! U+202E, reorders the page around it. (A long name wrapping in its cell
//! while the results keep their width is looked at in Chromium at 360 px:
//! tests/web-screenshots.sh.)

use crate::util::web_support;

use podsheet::io::load_any;
use podsheet::model::Event;
use std::path::Path;
use web_support::{board, get, serve};

const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

fn scripts() -> Event {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scripts-8.podsheet");
    load_any(&path).expect("fixture loads")
}

#[test]
fn every_name_is_isolated_on_every_page() {
    let mut event = scripts();
    event.players[1].name = "Bob\u{202E}kciN".into();
    let (server, _) = serve(board(vec![event.clone()]));
    let mut pages = vec![
        get(server.addr(), "/").body,
        get(server.addr(), "/standings").body,
    ];
    for p in &event.players {
        pages.push(get(server.addr(), &format!("/player/{}", p.number)).body);
    }
    for (i, page) in pages.iter().enumerate() {
        assert!(!page.contains('\u{202E}'), "page {i} holds the override");
    }
    for name in [
        "田中太郎",
        "BobkciN",
        "王小明",
        "محمد علي",
        "Дмитрий Иванов",
        "Ζωή Παππά",
        "שרה לוי",
        "José Núñez",
    ] {
        let isolated = format!("{FSI}{name}{PDI}");
        assert!(pages[0].contains(&isolated), "pairings: {name}");
        assert!(pages[1].contains(&isolated), "standings: {name}");
    }
    // A sentence on a player's page: the first name isolated too.
    let mohammed = &pages[2 + 3];
    assert!(mohammed.contains(&format!("{FSI}محمد{PDI}")), "{mohammed}");
}
