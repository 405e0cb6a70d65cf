//! A night's front page finds every drafter: name order, pod, table and
//! opponent this round, a link to their page; `?q=` narrows it without
//! JavaScript, accents and case ignored. A page that needs a pod asks
//! which instead of showing pod 1.

use crate::util::web_support;

use podsheet::model::Event;
use web_support::{board, demo, get, serve};

fn night() -> Vec<Event> {
    let mut pods = vec![demo(), demo(), demo()];
    for (k, pod) in pods.iter_mut().enumerate() {
        pod.name = format!("Pod {} tonight", k + 1);
        for p in &mut pod.players {
            p.name = format!("{} {}", p.name, ["North", "East", "South"][k]);
        }
    }
    pods[1].players[0].name = "Zoë Ådahl".into();
    pods
}

#[test]
fn the_front_page_lists_every_drafter_with_pod_table_and_opponent() {
    let pods = night();
    let (server, _) = serve(board(pods.clone()));
    let page = get(server.addr(), "/");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("Find your name"));
    // Every drafter of every pod, each linked to their own page.
    for (k, pod) in pods.iter().enumerate() {
        for p in &pod.players {
            assert!(page.body.contains(&p.name), "{} listed", p.name);
            let link = format!("href=\"/pod/{}/player/{}\"", k + 1, p.number);
            assert!(page.body.contains(&link), "{link}");
        }
    }
    // In name order, whatever the pod.
    let at = |n: &str| page.body.find(&format!(">{n}</a>")).unwrap_or(usize::MAX);
    assert!(at("Andy Pettitte East") < at("Andy Pettitte North"));
    assert!(at("Andy Pettitte South") < at("Bernie Williams East"));
    // Zoë's row: pod 2, her table and opponent in the latest round.
    let zoe = &page.body[page.body.find("href=\"/pod/2/player/1\"").unwrap()..];
    let row = &zoe[..zoe.find("</tr>").unwrap()];
    let ev = &pods[1];
    let (_, round) = ev.latest_round().unwrap();
    let (i, m) = round
        .matches
        .iter()
        .enumerate()
        .find(|(_, m)| m.a.0 == 0 || m.b.map(|b| b.0) == Some(0))
        .unwrap();
    let opp = if m.a.0 == 0 { m.b.unwrap() } else { m.a };
    // The pod as its tab names it (an event on its own by its name).
    let pod = format!(
        "<td class=\"pod\">{}</td>",
        podsheet::text::room::short_name(ev)
    );
    assert!(row.contains(&pod), "pod 2: {row}");
    assert!(row.contains(&ev.player(opp).name), "{row}");
    let table = m
        .label
        .clone()
        .map_or((i + 1).to_string(), |l| format!("{} ({l})", i + 1));
    assert!(row.contains(&table), "table {table}: {row}");
}

#[test]
fn the_search_narrows_the_list_without_javascript() {
    let (server, _) = serve(board(night()));
    // Typed without the accents, in capitals, escaped as a form sends it.
    let page = get(server.addr(), "/?q=ZOE+ADAHL");
    assert!(page.body.contains("Zoë Ådahl"));
    assert!(
        !page.body.contains("Roger Clemens North"),
        "others left out"
    );
    assert!(
        page.body.contains("value=\"ZOE ADAHL\""),
        "the field keeps the search"
    );
    let none = get(server.addr(), "/?q=%E7%94%B0%E4%B8%AD");
    assert!(
        none.body.contains("Nobody tonight matches"),
        "{}",
        none.body
    );
}

#[test]
fn a_page_without_a_pod_asks_which_never_pod_one() {
    let (server, _) = serve(board(night()));
    for path in ["/standings", "/player/1"] {
        let page = get(server.addr(), path);
        assert_eq!(page.status, 200, "{path}");
        assert!(page.body.contains("Tonight has 3 pods"), "{path}");
        assert!(
            !page.body.contains("Standings after"),
            "{path}: not pod 1's standings"
        );
    }
    assert_eq!(get(server.addr(), "/nothing").status, 404);
    assert_eq!(get(server.addr(), "/player/x").status, 404);
    // One event: the pages are the event's, as before.
    let (one, _) = serve(board(vec![demo()]));
    assert!(
        get(one.addr(), "/standings")
            .body
            .contains("Standings after")
    );
}

/// A name's reading finds it too: a player looks for 田中 by typing たなか.
#[test]
fn the_search_finds_a_name_by_its_reading() {
    let mut pods = night();
    pods[2].players[1].name = "田中 太郎".into();
    pods[2].players[1].reading = Some("たなか たろう".into());
    let (server, _) = serve(board(pods));
    // たなか, escaped as a form sends it.
    let page = get(server.addr(), "/?q=%E3%81%9F%E3%81%AA%E3%81%8B");
    assert!(page.body.contains("田中 太郎"), "{}", page.body);
    assert!(
        !page.body.contains("Roger Clemens North"),
        "others left out"
    );
}
