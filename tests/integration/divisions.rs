//! Pokémon's age divisions through the command line, the printouts and
//! the phones (issue 40, items 3 and 4), on a League Cup of 20 (4
//! juniors, 5 seniors, 11 masters, a senior and a master who dropped):
//! each division that cuts has its own bracket seeded from its own
//! standings, the masters' top 8 being the masters' first eight by
//! `standings` (the oracle: the division's own table, not a combined
//! ranking), and two players of different divisions are ranked apart.

use crate::util::cli::podsheet;
use crate::util::common::load;
use crate::util::web_support::{board, get, serve};
use podsheet::model::{Division, Event, GameScore, Round};
use std::path::Path;

const CUP: &str = "tests/fixtures/pokemon-cup-20.podsheet";

fn json(args: &[&str]) -> serde_json::Value {
    let out = podsheet(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The names of `division`'s rows of `standings --format json`, in order.
fn division_order(file: &str, division: &str) -> Vec<String> {
    let v = json(&["standings", file, "--format", "json"]);
    v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["division"] == division)
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect()
}

/// The cup cut by division (juniors and seniors to a top 2, the masters
/// to a top 8) with its first playoff round paired, saved in `dir`.
fn cut_cup(dir: &Path) -> (Event, String) {
    let mut e = load(CUP);
    let tops = [
        (Division::Masters, 8),
        (Division::Juniors, 2),
        (Division::Seniors, 2),
    ];
    e.cut = Some(podsheet::engine::playoff::cut_divisions_now(&e, &tops).unwrap());
    next_round(&mut e);
    let path = dir.join("cup.podsheet");
    podsheet::io::event_file::save(&e, &path).unwrap();
    (e, path.to_str().unwrap().to_string())
}

fn next_round(e: &mut Event) {
    let p = podsheet::engine::pairing::next_round(e).unwrap();
    e.rounds.push(Round::of(p.matches));
}

/// The higher seed wins every box of the latest round, then the next
/// round is paired (if any).
fn favourites_win(e: &mut Event) {
    for m in &mut e.rounds.last_mut().unwrap().matches {
        m.score = Some(GameScore::new(1, 0, 0));
    }
}

#[test]
fn a_file_in_divisions_asks_which_division_to_cut() {
    let out = podsheet(&["playoff", CUP, "--top", "8"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("each division has its own playoff"), "{err}");
    // The masters' top 8 is the masters' first eight, none of another
    // division among them.
    let masters = division_order(CUP, "masters");
    let v = json(&[
        "playoff",
        CUP,
        "--top",
        "8",
        "--division",
        "masters",
        "--format",
        "json",
    ]);
    assert_eq!(v["division"], "masters");
    let seeds: Vec<&str> = v["seeds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(seeds, masters[..8]);
    // By hand from the table: Ji-woo 15 points, Daniel and Wei 12 (OWP
    // 68.00 against 53.00), …, Diego 8th on OWP over Grace and Priya.
    assert_eq!(seeds[0], "Ji-woo Park");
    assert_eq!(seeds[7], "Diego Fernández");
    assert_eq!(v["next"][0]["b"], "Diego Fernández");
    // The juniors' top 2 is theirs: Yuki and Lena, 9 points each.
    let v = json(&[
        "playoff",
        CUP,
        "--top",
        "2",
        "--division",
        "juniors",
        "--format",
        "json",
    ]);
    assert_eq!(v["next"][0]["a"], "Yuki Sato");
    assert_eq!(v["next"][0]["b"], "Lena Vogel");
}

#[test]
fn a_cut_by_division_on_every_face() {
    let dir = tempfile::tempdir().unwrap();
    let (mut e, file) = cut_cup(dir.path());
    // The file keeps each division's bracket, and opens again as cut.
    let again = podsheet::io::load_any(Path::new(&file)).unwrap();
    assert_eq!(again.cut, e.cut);
    let table = podsheet(&["playoff", &file]);
    let text = String::from_utf8_lossy(&table.stdout);
    assert!(table.status.success(), "{text}");
    for heading in ["Juniors\nTop 2", "Seniors\nTop 2", "Masters\nTop 8"] {
        assert!(text.contains(heading), "{heading:?} in {text}");
    }
    let v = json(&["playoff", &file, "--format", "json"]);
    let divisions: Vec<&str> = v["divisions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["division"].as_str().unwrap())
        .collect();
    assert_eq!(divisions, ["juniors", "seniors", "masters"]);
    // A top that is not the division's own is refused.
    let out = podsheet(&["playoff", &file, "--division", "seniors", "--top", "8"]);
    assert_eq!(out.status.code(), Some(2));
    // Named, never numbered (D3): the first playoff round by each
    // bracket's stage in it, each slip and phone page by its own table's.
    let slips = podsheet::io::pdf::render(
        &e,
        podsheet::io::pdf::PdfKind::Slips,
        podsheet::io::pdf::Paper::Letter,
    )
    .unwrap();
    let words = crate::util::pdf_support::all_text(&slips);
    assert!(words.contains("Final (Juniors) · Table 1"), "{words}");
    assert!(
        words.contains("Quarterfinals (Masters) · Table 3"),
        "{words}"
    );
    assert!(!words.contains("Top cut"), "{words}");
    let (server, _) = serve(board(vec![e.clone()]));
    let pairings = get(server.addr(), "/").body;
    assert!(
        pairings.contains("Final (Juniors), Final (Seniors) and Quarterfinals (Masters)"),
        "{pairings}"
    );
    let yuki = e.player(e.find_player("Yuki").unwrap()).number;
    let mine = get(server.addr(), &format!("/player/{yuki}")).body;
    assert!(mine.contains("<td>Final (Juniors)</td>"), "{mine}");
    drop(server);
    // The playoff to its end: the juniors' and seniors' finals in the
    // first playoff round, the masters' in the third.
    favourites_win(&mut e);
    next_round(&mut e);
    assert_eq!(
        e.rounds.last().unwrap().matches.len(),
        2,
        "the masters' semifinals"
    );
    favourites_win(&mut e);
    next_round(&mut e);
    favourites_win(&mut e);
    podsheet::io::event_file::save(&e, Path::new(&file)).unwrap();
    let out = podsheet(&["standings", &file]);
    let text = String::from_utf8_lossy(&out.stdout);
    // Each division's placing among its own players.
    let masters = text.find("Masters\nFinal placing").expect(&text);
    assert!(text[masters..].contains("  1  Ji-woo Park"), "{text}");
    assert!(text[masters..].contains("  9  Grace Kim"), "{text}");
    let juniors = text.find("Juniors\nFinal placing").expect(&text);
    assert!(text[juniors..].contains("  1  Yuki Sato"));
    assert!(text[juniors..].contains("  3  Mateo Ruiz"));
    // The printed bracket: a page for each division, under its name.
    let pdf = podsheet::io::pdf::render(
        &e,
        podsheet::io::pdf::PdfKind::Playoff,
        podsheet::io::pdf::Paper::Letter,
    )
    .unwrap();
    let words = crate::util::pdf_support::all_text(&pdf);
    for heading in [
        "Juniors: Playoff: top 2",
        "Seniors: Playoff: top 2",
        "Masters: Playoff: top 8",
    ] {
        assert!(words.contains(heading), "{heading} in {words}");
    }
    // The phones: each bracket on the standings page, and a master's own
    // page with their bracket's seed among the masters.
    let (server, _) = serve(board(vec![e.clone()]));
    let page = get(server.addr(), "/standings").body;
    assert!(page.contains("Masters: Playoff: top 8"), "{page}");
    assert!(page.contains("Juniors: Playoff: top 2"));
    let diego = e.player(e.find_player("Diego").unwrap()).number;
    let mine = get(server.addr(), &format!("/player/{diego}")).body;
    assert!(mine.contains("Seed 8 of the top 8"), "{mine}");
}

#[test]
fn two_players_of_different_divisions_are_ranked_apart() {
    let out = podsheet(&["explain", CUP, "--player", "Ava", "--player", "Yuki"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.trim(),
        "Ava and Yuki play in different age divisions, and each division is ranked apart: \
         neither is ahead of the other. Ava is in place 1 of the Seniors; Yuki in place 1 of \
         the Juniors."
    );
    // Two of one division are compared as ever.
    let out = podsheet(&["explain", CUP, "--player", "Daniel", "--player", "Wei"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("Daniel and Wei are tied on 12 points."),
        "{text}"
    );
}

#[test]
fn a_results_csv_with_divisions_is_pokemon() {
    let v = json(&[
        "standings",
        "tests/fixtures/tdf/league-cup.csv",
        "--format",
        "json",
    ]);
    assert_eq!(v["rules"], "pokemon");
}

/// A player's own phone page names the age division their place is in
/// ("2nd of 4 Juniors", not "2nd of 4" beside a cup of twenty).
#[test]
fn a_players_phone_page_names_their_division() {
    let e = podsheet::io::event_file::load(std::path::Path::new(CUP)).unwrap();
    let (server, _) = serve(board(vec![e.clone()]));
    let junior = e
        .players
        .iter()
        .find(|p| p.division == Some(podsheet::model::Division::Juniors))
        .expect("a junior");
    let page = get(server.addr(), &format!("/player/{}?lang=en", junior.number)).body;
    assert!(page.contains(" Juniors</span>"), "{page}");
}
