//! The phones follow a Swiss day (issue 28): a stale round's pairings say
//! they may change, a re-paired round says when it changed and which
//! tables, a dropped player is marked, and after the final the champion's
//! page says 1st, with the way through the bracket.

use crate::util::day::{NOW, cut_day, pairing_changing_box, play, set, swiss};
use crate::util::web_support::{board, get, serve};
use podsheet::engine::life::{act, life};
use podsheet::model::GameScore;

#[test]
fn a_stale_round_may_change_and_a_re_paired_one_says_so() {
    let mut e = swiss(20, 5);
    play(&mut e, 1, &|i| i % 3 == 0);
    let k = pairing_changing_box(&e);
    let s = e.rounds[0].matches[k].score.unwrap();
    set(&mut e, 1, k, Some(s.flipped()));
    let (server, _) = serve(board(vec![e.clone()]));
    let page = get(server.addr(), "/");
    assert!(
        page.body.contains("These pairings may change"),
        "{}",
        page.body
    );
    let tables = act::repair(&mut e, 2, NOW).unwrap();
    let (server, _) = serve(board(vec![e.clone()]));
    let page = get(server.addr(), "/");
    assert!(!page.body.contains("These pairings may change"));
    let changed = format!(
        "{} and {} are new",
        tables[tables.len() - 2],
        tables[tables.len() - 1]
    );
    assert!(page.body.contains("Pairings changed at"), "{}", page.body);
    assert!(page.body.contains(&changed), "{changed}: {}", page.body);
}

#[test]
fn a_dropped_player_is_marked_and_the_champion_is_first() {
    let mut e = cut_day();
    e.players[19].dropped_after = Some(5);
    // The higher seed wins every playoff match.
    for r in 6..=8 {
        let n = e.rounds[r - 1].matches.len();
        for i in 0..n {
            set(&mut e, r as u32, i, Some(GameScore::new(2, 0, 0)));
        }
    }
    assert_eq!(e.rounds.len(), 8, "the final was played");
    assert!(life(&e, None).is_clear());
    let champion = e.rounds[7].matches[0].a;
    let number = e.players[champion.0].number;
    let (server, _) = serve(board(vec![e.clone()]));
    let page = get(server.addr(), &format!("/player/{number}"));
    assert!(page.body.contains("1st of 20"), "{}", page.body);
    assert!(page.body.contains("Why 1st?"));
    assert!(page.body.contains("Final: won against"), "{}", page.body);
    assert!(page.body.contains("after the Swiss rounds"));
    let standings = get(server.addr(), "/standings");
    assert!(
        standings.body.contains("(dropped after round 5)"),
        "{}",
        standings.body
    );
}
