//! View → Share on the store's network, through the real app: the server
//! starts on the loopback, the top bar and the display window show the
//! address, each edit reaches the phones' pages, and Stop ends it.

use crate::util::app_support;
use crate::util::pdf_support;
use crate::util::web_support;

use app_support::{cleared_demo, harness, shared_addr, start_sharing, type_in};
use egui_kittest::kittest::Queryable as _;
use std::net::TcpStream;
use web_support::get;

#[test]
fn sharing_serves_every_edit_until_stopped() {
    let (event, _) = cleared_demo();
    let mut h = harness(event);
    assert!(!h.state().share.is_on(), "off by default");
    start_sharing(&mut h);
    let addr = shared_addr(&h);
    assert!(addr.ip().is_loopback() && addr.port() != 0);
    let url = h.state().share.address().unwrap().0.to_string();
    let indicator = format!("Sharing at {url}");
    assert!(h.query_by_label(&indicator).is_some(), "top-bar indicator");

    let page = get(addr, "/player/1");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("Scott Brosius") && !page.body.contains("lost 0-2"));

    // An edit in the app reaches the page at once.
    type_in(&mut h, "Round 1 A: Scott vs Mariano score", "0-2");
    assert!(get(addr, "/player/1").body.contains("lost 0-2"));

    // The display window shows the address for the room.
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Open the display window").click();
    h.run();
    assert!(h.query_by_label("On your phone").is_some());
    assert!(h.query_all_by_label(&url).count() >= 1);

    h.get_by_label("Stop sharing").click();
    h.run();
    assert!(!h.state().share.is_on());
    assert!(TcpStream::connect(addr).is_err(), "stopped");
    assert!(h.query_by_label(&indicator).is_none());
}

#[test]
fn a_night_printed_while_sharing_carries_each_pods_page() {
    let names: Vec<String> = (1..=16).map(|i| format!("Drafter {i}")).collect();
    let night = podsheet::engine::night::from_names("Friday", &names, 8, 1, "2026-11-20T18:00:00Z")
        .unwrap();
    let (event, _) = cleared_demo();
    let mut h = harness(event);
    h.state_mut().open_night(night, None);
    h.state_mut().open_pdf = false;
    h.run();
    start_sharing(&mut h);
    let url = h.state().share.address().unwrap().0.to_string();
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("night.pdf");
    h.state_mut().export_pdf(&pdf, podsheet::io::pdf::Paper::A4);
    let text: String = pdf_support::read_bytes(&std::fs::read(&pdf).unwrap())
        .into_iter()
        .map(|(t, _)| t)
        .collect();
    for k in 1..=2 {
        let page = format!("{}/pod/{k}/", url.trim_end_matches('/'));
        assert!(text.contains(&page), "{page} printed");
    }
    // File → Print this round, on pod 2's tab: its own page only.
    h.state_mut().show_pod(1);
    let round = dir.path().join("round.pdf");
    h.state_mut()
        .print_round(&round, podsheet::io::pdf::Paper::Letter, None);
    assert!(
        h.state().dialogs.error.is_none(),
        "{:?}",
        h.state().dialogs.error
    );
    let text: String = pdf_support::read_bytes(&std::fs::read(&round).unwrap())
        .into_iter()
        .map(|(t, _)| t)
        .collect();
    assert!(
        text.contains("/pod/2/") && !text.contains("/pod/1/"),
        "{text}"
    );
    assert!(text.contains("Round 1 pairings"), "{text}");
    h.get_by_label("Stop sharing").click();
    h.run();
}
