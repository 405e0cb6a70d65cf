//! The companion pages on the loopback, for the demo event: pairings in
//! find-your-name order, standings in rank order with the preset's
//! tiebreakers, each player's page with the engine's own explanation, a
//! pod chooser for several events, and names shown as text.

use crate::util::web_support;

use podsheet::engine::Snapshot;
use podsheet::model::{Event, PlayerId};
use podsheet::text::explain::Explainer;
use web_support::{board, demo, escaped, get, serve};

/// Where each needle appears in the haystack; panics on a missing one.
fn positions(hay: &str, needles: &[String]) -> Vec<usize> {
    needles
        .iter()
        .map(|n| {
            hay.find(n.as_str())
                .unwrap_or_else(|| panic!("{n:?} not in page"))
        })
        .collect()
}

#[test]
fn pairings_list_every_player_alphabetically_with_table_and_opponent() {
    let event = demo();
    let (server, _) = serve(board(vec![event.clone()]));
    let page = get(server.addr(), "/");
    assert_eq!(page.status, 200);
    assert!(page.head.contains("content-type: text/html; charset=utf-8"));
    let last = event.rounds.len();
    assert!(page.body.contains(&format!("Round {last} pairings")));
    let mut names: Vec<String> = event.players.iter().map(|p| p.name.clone()).collect();
    names.sort_by_key(|n| n.to_lowercase());
    let links: Vec<String> = names
        .iter()
        .map(|n| {
            let number = event.players.iter().find(|p| &p.name == n).unwrap().number;
            format!("<a href=\"/player/{number}\">{}</a>", escaped(n))
        })
        .collect();
    let at = positions(&page.body, &links);
    assert!(at.windows(2).all(|w| w[0] < w[1]), "alphabetical: {at:?}");
    // Each match's result shows from both sides.
    let m = &event.rounds[last - 1].matches[0];
    let s = m.result().expect("the demo's last round is played");
    let flipped = s.flipped();
    assert!(page.body.contains(&s.to_string()) && page.body.contains(&flipped.to_string()));
    // Decks are not shown unless the owner says so.
    assert!(!page.body.contains(&escaped(&event.players[0].deck)));
}

#[test]
fn standings_follow_the_engines_order_with_the_presets_tiebreakers() {
    let event = demo();
    let snap = Snapshot::of(&event);
    let (server, _) = serve(board(vec![event.clone()]));
    let page = get(server.addr(), "/standings");
    assert_eq!(page.status, 200);
    let rows: Vec<String> = snap
        .standings
        .order
        .iter()
        .map(|&p| format!(">{}</a>", escaped(&event.player(p).name)))
        .collect();
    let at = positions(&page.body, &rows);
    assert!(at.windows(2).all(|w| w[0] < w[1]), "ranked order: {at:?}");
    for step in snap.standings.tiebreak_columns() {
        assert!(
            page.body.contains(&format!(
                ">{}</th>",
                podsheet::text::explain::column_name(
                    podsheet::text::i18n::Lang::En,
                    &snap.standings,
                    step
                )
            )),
            "{step:?}"
        );
    }
    // The rules by what they are, not by their id.
    let described =
        podsheet::text::explain::preset_description(podsheet::text::i18n::Lang::En, &event.rules);
    assert!(page.body.contains(&escaped(&described)), "{described}");
    assert!(!page.body.contains(event.rules.id()));
}

#[test]
fn a_players_page_explains_their_place_with_the_engines_sentences() {
    let event = demo();
    let snap = Snapshot::of(&event);
    let st = &snap.standings;
    let ex = Explainer::new(&event, st);
    let (server, _) = serve(board(vec![event.clone()]));
    // A player in a tie group with someone ranked above and below.
    let g = st.groups().next().expect("the demo has a tie");
    let p: PlayerId = g.players[1];
    let rank = st.rank_of(p).unwrap();
    let page = get(
        server.addr(),
        &format!("/player/{}", event.player(p).number),
    );
    assert_eq!(page.status, 200);
    assert!(
        page.body
            .contains(&format!("<h1>{}</h1>", escaped(&event.player(p).name)))
    );
    for para in ex.group(g) {
        assert!(page.body.contains(&escaped(&para)), "missing: {para}");
    }
    let above = st.order[rank - 2];
    assert!(page.body.contains(&escaped(&ex.pair(above, p))));
    if let Some(&below) = st.order.get(rank) {
        assert!(page.body.contains(&escaped(&ex.pair(below, p))));
    }
    // Every match of theirs is listed with its result from their side.
    let played = event
        .rounds
        .iter()
        .flat_map(|r| &r.matches)
        .filter(|m| m.involves(p));
    for m in played {
        let s = m.result().unwrap();
        let mine = if m.a == p { s } else { s.flipped() };
        assert!(page.body.contains(&mine.to_string()));
    }
}

#[test]
fn decks_and_first_picks_show_only_when_the_owner_ticks_it() {
    let mut event = demo();
    event.players[0].first_pick = "Lightning Bolt".into();
    let mut b = board(vec![event.clone()]);
    let (server, shared) = serve(b.clone());
    let path = format!("/player/{}", event.players[0].number);
    let hidden = get(server.addr(), &path).body;
    assert!(
        !hidden.contains("Lightning Bolt") && !hidden.contains(&escaped(&event.players[0].deck))
    );
    b.show_decks = true;
    shared.publish(b);
    let shown = get(server.addr(), &path).body;
    assert!(shown.contains("First pick: Lightning Bolt"));
    assert!(shown.contains(&escaped(&event.players[0].deck)));
}

#[test]
fn names_with_markup_are_shown_as_text() {
    let mut event = demo();
    let evil = "<script>alert(\"pwn\")</script> & 'Co'";
    event.players[0].name = evil.into();
    event.name = "<b>Friday</b> & co".into();
    let (server, _) = serve(board(vec![event.clone()]));
    for path in ["/", "/standings", "/player/1", "/player/2"] {
        let page = get(server.addr(), path);
        assert_eq!(page.status, 200, "{path}");
        assert!(!page.body.contains("<script>alert"), "{path} runs the name");
        assert!(!page.body.contains("<b>Friday"), "{path}");
        assert!(
            page.body.contains("&lt;b&gt;Friday&lt;/b&gt; &amp; co"),
            "{path}"
        );
    }
    let p1 = get(server.addr(), "/player/1").body;
    assert!(p1.contains("&lt;script&gt;alert(&quot;pwn&quot;)&lt;/script&gt; &amp; 'Co'"));
}

#[test]
fn several_events_get_a_pod_chooser_and_their_own_pages() {
    let first = demo();
    let mut second = demo();
    second.name = "Pod 2 of the night".into();
    second.players[0].name = "Zed Only-In-Pod-Two".into();
    let (server, _) = serve(board(vec![first.clone(), second.clone()]));
    let home = get(server.addr(), "/");
    assert!(home.body.contains("href=\"/pod/1/\"") && home.body.contains("href=\"/pod/2/\""));
    assert!(home.body.contains("Pod 2 of the night"));
    let pod2 = get(server.addr(), "/pod/2/");
    assert_eq!(pod2.status, 200);
    assert!(pod2.body.contains("Zed Only-In-Pod-Two"));
    assert!(pod2.body.contains("href=\"/pod/2/player/1\""));
    assert!(
        get(server.addr(), "/pod/2/standings")
            .body
            .contains("Zed Only-In-Pod-Two")
    );
    assert!(!get(server.addr(), "/pod/1/standings").body.contains("Zed"));
    assert_eq!(get(server.addr(), "/pod/3/").status, 404);
    assert_eq!(get(server.addr(), "/pod/0/").status, 404);
}

#[test]
fn an_event_without_rounds_says_so_and_each_edit_bumps_the_version() {
    let mut empty: Event = demo();
    empty.rounds.clear();
    let (server, shared) = serve(board(vec![empty]));
    let page = get(server.addr(), "/");
    assert!(page.body.contains("No pairings yet"));
    let v1 = get(server.addr(), "/v").body;
    shared.publish(board(vec![demo()]));
    let v2 = get(server.addr(), "/v").body;
    assert_ne!(v1, v2);
    let page = get(server.addr(), "/");
    assert!(
        page.body
            .contains(&format!("data-version=\"{}\"", v2.trim()))
    );
    assert!(page.body.contains("Round 3 pairings"));
}

/// A Korean phone's page says it is Korean, and Korean breaks lines only
/// between words: a browser never splits "동점입니다".
#[test]
fn korean_pages_break_lines_between_words() {
    let (server, _shared) = serve(board(vec![demo()]));
    let page = get(server.addr(), "/standings?lang=ko");
    assert_eq!(page.status, 200);
    assert!(
        page.body.contains("<html lang=\"ko\""),
        "{}",
        &page.body[..200]
    );
    let css = get(server.addr(), "/podsheet.css");
    assert_eq!(css.status, 200);
    assert!(css.body.contains(":lang(ko) { word-break: keep-all; }"));
}

/// The pairings page lists names in the order readers of the page's
/// language look for them: pinyin in Chinese (李 lǐ, 王 wáng, 张 zhāng),
/// where code points would give 张, 李, 王.
#[test]
fn pairings_follow_the_pages_language_order() {
    let mut e = crate::util::day::swiss(4, 3);
    for (p, name) in e.players.iter_mut().zip(["张伟", "李伟", "王伟", "赵伟"]) {
        p.name = name.to_string();
    }
    // A Japanese reading orders Japanese lists only: あ would put 王伟
    // first, and in Chinese he stays after 李伟.
    e.players[2].reading = Some("あ".into());
    let (server, _shared) = serve(board(vec![e]));
    // Each row starts with its player's link (players 1-4 as named).
    let link = |n: u32, name: &str| format!("<a href=\"/player/{n}\">\u{2068}{name}\u{2069}</a>");
    let rows = |lang: &str, order: &[(u32, &str)]| {
        let page = get(server.addr(), &format!("/?lang={lang}")).body;
        let links: Vec<String> = order.iter().map(|&(n, name)| link(n, name)).collect();
        let at = positions(&page, &links);
        at.windows(2).all(|w| w[0] < w[1])
    };
    assert!(rows(
        "zh-Hans",
        &[(2, "李伟"), (3, "王伟"), (1, "张伟"), (4, "赵伟")]
    ));
    assert!(rows(
        "en",
        &[(1, "张伟"), (2, "李伟"), (3, "王伟"), (4, "赵伟")]
    ));
    // In Japanese the reading あ puts 王伟 before everyone.
    for (n, name) in [(1, "张伟"), (2, "李伟"), (4, "赵伟")] {
        assert!(rows("ja", &[(3, "王伟"), (n, name)]), "{name}");
    }
}

/// Under the standings, every language says the % columns' numbers are
/// percentages without their sign, never that they are "×100".
#[test]
fn the_standings_note_on_percentages_says_what_the_numbers_are() {
    let mut e = crate::util::day::swiss(8, 3);
    crate::util::day::play(&mut e, 1, &|i| i % 2 == 0);
    let (server, _shared) = serve(board(vec![e]));
    for lang in podsheet::text::i18n::Lang::ALL {
        let page = get(server.addr(), &format!("/standings?lang={}", lang.tag())).body;
        let note =
            podsheet::text::i18n::tr_in(lang, podsheet::text::i18n::Msg::WebPercentColumns, &[]);
        assert!(page.contains(&escaped(&note)), "{lang:?}: {page}");
        for times in ["×100", "100"] {
            assert!(!note.contains(times), "{lang:?}: {note}");
        }
        assert!(
            note.contains('%') || note.contains('％'),
            "{lang:?}: {note}"
        );
    }
}
