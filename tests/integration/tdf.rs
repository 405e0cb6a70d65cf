//! A Pokémon TOM export (.tdf) read as an event: ranked by the Pokémon
//! rules in the file's own order, division by division; the same event
//! as a results CSV ranks alike; a bad file is refused with its line.

use crate::util::cli::podsheet;
use podsheet::io::tdf;
use podsheet::model::{Division, Preset};
use serde_json::Value;

const CUP: &str = "tests/fixtures/tdf/league-cup.tdf";
const CUP_CSV: &str = "tests/fixtures/tdf/league-cup.csv";

fn json(args: &[&str]) -> Value {
    let out = podsheet(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// `(division, name)` of every row, in order.
fn rows(v: &Value) -> Vec<(String, String)> {
    v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let d = r["division"].as_str().unwrap_or("").to_string();
            (d, r["name"].as_str().unwrap().to_string())
        })
        .collect()
}

/// The league challenge of the fixture, worked out by hand from the
/// handbook (§5.3: a win 3 points, a tie 1; own win % over the rounds
/// played, byes left out, a tie half a win, a forced loss a lost round,
/// 25 % at least, 75 % at most for one who left early; OWP the mean of
/// the opponents'):
///
/// | player | rounds | record | own win % |
/// |---|---|---|---|
/// | Ash | W Brock, W Misty, L Gary | 2-1 | 2/3 = 66.67 |
/// | Brock | L Ash, W Lily, W Zoé | 2-1 | 66.67 |
/// | Misty | T Gary, L Ash, W Lily | 1-1-1 | 1.5/3 = 50 |
/// | Gary | T Misty, W Erika, W Ash | 2-0-1 | 2.5/3 = 83.33 |
/// | Erika | W Tom, L Gary, bye | 2-1 | 1/2 = 50 (the bye left out) |
/// | Tom (junior, dropped after 2) | L Erika, L Zoé | 0-2 | 0, so 25 |
/// | Lily (junior) | bye, L Brock, L Misty | 1-2 | 0/2, so 25 |
/// | Zoé (late) | forced loss, W Tom, L Brock | 1-2 | 1/3 = 33.33 |
///
/// OWP: Ash (66.67 + 50 + 83.33) / 3 = 66.67; Erika (25 + 83.33) / 2 =
/// 54.17; Brock (66.67 + 25 + 33.33) / 3 = 41.67; Lily (66.67 + 50) / 2 =
/// 58.33; Tom (50 + 33.33) / 2 = 41.67.
///
/// Masters: Gary 7 points; Ash, Erika, Brock 6, by OWP 66.67 > 54.17 >
/// 41.67; Misty 4; Zoé 3. Juniors: Lily 3, Tom 0. The file's own
/// standings say the same, and so must Podsheet.
#[test]
fn the_export_ranks_in_the_files_own_order_division_by_division() {
    let v = json(&["standings", CUP, "--format", "json"]);
    assert_eq!(v["rules"], "pokemon");
    assert_eq!(v["rounds_played"], 3);
    let want = [
        ("juniors", "Lily Bloom"),
        ("juniors", "Tom Pichu"),
        ("masters", "Gary Oak"),
        ("masters", "Ash Ketchum"),
        ("masters", "Erika Tamao"),
        ("masters", "Brock Harrison"),
        ("masters", "Misty Waterflower"),
        ("masters", "Zoé Late"),
    ];
    let want: Vec<(String, String)> = want
        .iter()
        .map(|(d, n)| (d.to_string(), n.to_string()))
        .collect();
    assert_eq!(rows(&v), want);
    let rank: Vec<u64> = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["rank"].as_u64().unwrap())
        .collect();
    assert_eq!(
        rank,
        [1, 2, 1, 2, 3, 4, 5, 6],
        "ranks count within a division"
    );
    // Where Podsheet agrees with the file, no row says otherwise.
    assert!(
        v["standings"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r.get("file_place").is_none())
    );
    // The numbers of the hand computation.
    let row = |name: &str| {
        v["standings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name)
            .unwrap()
            .clone()
    };
    let owp = |name: &str| row(name)["tiebreakers"]["owp"].as_f64().unwrap();
    assert!((owp("Ash Ketchum") - 2.0 / 3.0).abs() < 1e-12);
    assert!((owp("Erika Tamao") - 0.541_666_666_666_666_6).abs() < 1e-12);
    assert!((owp("Brock Harrison") - 125.0 / 300.0).abs() < 1e-12);
    assert_eq!(
        row("Zoé Late")["matches"]["lost"],
        2,
        "the forced loss is a loss"
    );
    assert_eq!(row("Erika Tamao")["matches"]["byes"], 1);
    assert_eq!(row("Gary Oak")["matches"]["drawn"], 1);
}

/// What the reader makes of the players: the divisions of the file's
/// standings, the drop, the late entry and its forced loss, the rules.
#[test]
fn players_keep_their_division_drop_and_late_entry() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(CUP);
    let e = tdf::load(&path).unwrap();
    assert_eq!(e.rules, Preset::Pokemon);
    assert_eq!(e.name, "Saturday League Challenge");
    assert_eq!(e.date.as_deref(), Some("2025-10-18"));
    let p = |n: &str| e.players.iter().find(|p| p.name.starts_with(n)).unwrap();
    assert_eq!(p("Tom").division, Some(Division::Juniors));
    assert_eq!(p("Tom").dropped_after, Some(2));
    assert_eq!(p("Ash").division, Some(Division::Masters));
    assert_eq!(p("Zoé").joined_round, Some(2));
    assert_eq!(p("Zoé").forced_losses, [1]);
    assert_eq!(e.rounds.len(), 3);
    assert_eq!(e.file_places.len(), 8);
}

/// The same event as a results CSV (`division`, `LOSS`, `late`) under
/// `--rules pokemon` gives the same JSON, byte for byte.
#[test]
fn the_export_and_its_csv_give_the_same_json() {
    let a = podsheet(&["standings", CUP, "--format", "json"]);
    let b = podsheet(&[
        "standings",
        CUP_CSV,
        "--rules",
        "pokemon",
        "--format",
        "json",
    ]);
    assert!(a.status.success() && b.status.success());
    assert_eq!(
        String::from_utf8_lossy(&a.stdout),
        String::from_utf8_lossy(&b.stdout)
    );
    // And the CSV's division column is there for scripts.
    let csv = podsheet(&["standings", CUP, "--format", "csv"]);
    let text = String::from_utf8_lossy(&csv.stdout);
    assert!(text.starts_with("rank,division,name,"), "{text}");
    assert!(text.contains("\n1,juniors,Lily Bloom,"), "{text}");
}

/// A file whose own standings disagree with the rules says so, player by
/// player, in the table and in the JSON (`file_place`).
#[test]
fn a_place_the_file_gives_otherwise_is_said() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(CUP).unwrap();
    // The file claims Erika 2nd and Ash 3rd; by the rules Ash is 2nd.
    let swapped = text
        .replace(r#"id="2000001" place="2""#, r#"id="2000001" place="X""#)
        .replace(r#"id="2000005" place="3""#, r#"id="2000005" place="2""#)
        .replace(r#"id="2000001" place="X""#, r#"id="2000001" place="3""#);
    let path = dir.path().join("claims.tdf");
    std::fs::write(&path, swapped).unwrap();
    let p = path.to_str().unwrap();
    let out = podsheet(&["standings", p]);
    let table = String::from_utf8_lossy(&out.stdout);
    // None of TOM's own readings swaps them: Podsheet says it cannot
    // tell why, and never that one order is "the rules".
    assert!(
        table.contains(
            "Ash: place 3 in TOM's own standings, 2 in Podsheet's. Podsheet cannot tell which \
             of TOM's own ways of ranking placed Ash there."
        ),
        "{table}"
    );
    assert!(table.contains("Erika: place 2 in TOM's own standings, 3 in Podsheet's."));
    assert!(!table.contains("by the rules"));
    let v = json(&["standings", p, "--format", "json"]);
    let ash = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "Ash Ketchum");
    assert_eq!(ash.unwrap()["file_place"], 3);
    assert_eq!(
        ash.unwrap()["file_place_why"],
        serde_json::json!(["unknown"])
    );
    assert_eq!(ash.unwrap()["rank"], 2);
}

/// `explain` and `pair` read the export too; `explain` explains within
/// the player's division.
#[test]
fn explain_and_pair_read_the_export() {
    let out = podsheet(&["explain", CUP, "--player", "Erika"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    // The tie of the masters' division only (Lily, a junior, also has
    // points to share with nobody there).
    assert!(
        text.starts_with("Ash, Erika and Brock are tied on 6 points."),
        "{text}"
    );
    let out = podsheet(&["pair", CUP, "--format", "json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn refused(path: &str, lang: Option<&str>) -> String {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("out.pdf");
    let mut args = vec!["pdf", path, "-o", pdf.to_str().unwrap()];
    if let Some(l) = lang {
        args.extend(["--lang", l]);
    }
    let out = podsheet(&args);
    assert_eq!(out.status.code(), Some(2));
    assert!(!pdf.exists(), "nothing is written");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A file cut off mid-XML, a file of another root element and a match of
/// an outcome TOM does not write are refused: the path, the line, the
/// reason, exit 2, nothing written; in the language asked for.
#[test]
fn a_bad_export_is_refused_with_its_line() {
    let e = refused("tests/fixtures/tdf/not-xml.tdf", None);
    assert!(
        e.contains("not-xml.tdf line 10:") && e.contains("XML"),
        "{e}"
    );
    let e = refused("tests/fixtures/tdf/unknown-root.tdf", None);
    assert!(
        e.contains("unknown-root.tdf line 2:") && e.contains("<event>"),
        "{e}"
    );
    let e = refused("tests/fixtures/tdf/unknown-root.tdf", Some("de"));
    assert!(e.contains("ist keine TOM-Datei"), "{e}");
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(CUP).unwrap();
    let bad = text.replacen(r#"<match outcome="3">"#, r#"<match outcome="7">"#, 1);
    let line = bad
        .lines()
        .position(|l| l.contains(r#"outcome="7""#))
        .unwrap()
        + 1;
    let path = dir.path().join("bad.tdf");
    std::fs::write(&path, bad).unwrap();
    let e = refused(path.to_str().unwrap(), None);
    assert!(
        e.contains(&format!("bad.tdf line {line}: <match> has outcome=\"7\"")),
        "{e}"
    );
    // A player the file never lists.
    let ghost = text.replacen(
        r#"<player2 userid="2000002"/>"#,
        r#"<player2 userid="9999999"/>"#,
        1,
    );
    let path = dir.path().join("ghost.tdf");
    std::fs::write(&path, ghost).unwrap();
    let e = refused(path.to_str().unwrap(), None);
    assert!(
        e.contains("names player 9999999, who is not in <players>"),
        "{e}"
    );
}

/// The app opens a TOM export dropped on its window, and keeps no path
/// to it: File → Save asks for a .podsheet, the .tdf stays as TOM wrote it.
#[test]
fn the_app_opens_an_export_and_never_saves_over_it() {
    use egui_kittest::kittest::Queryable as _;
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(CUP);
    let before = std::fs::read(&path).unwrap();
    let mut h = crate::util::app_support::harness(crate::util::app_support::demo());
    h.state_mut().open_path(&path);
    h.run();
    assert_eq!(h.state().doc().event, tdf::load(&path).unwrap());
    assert_eq!(
        h.state().doc().path,
        None,
        "Save asks where, never the .tdf"
    );
    assert!(h.query_by_label_contains("Gary Oak").is_some());
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

/// The standings printout ranks each age division apart, on its own page
/// named by the division, in the order `standings` gives.
#[test]
fn the_standings_printout_has_a_page_per_division() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("cup.pdf");
    let made = podsheet(&[
        "pdf",
        CUP,
        "-o",
        out.to_str().unwrap(),
        "--kind",
        "standings",
    ]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let mut doc = lopdf::Document::load(&out).unwrap();
    crate::util::pdf_support::accept_cmap_keys(&mut doc);
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    assert_eq!(pages.len(), 2, "juniors and masters");
    let page = |n: u32| {
        let text = doc.extract_text(&[n]).unwrap();
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let (juniors, masters) = (page(pages[0]), page(pages[1]));
    assert!(juniors.contains("— Juniors"), "{juniors}");
    assert!(juniors.contains("1 Lily Bloom"), "{juniors}");
    assert!(!juniors.contains("Gary Oak"), "{juniors}");
    assert!(masters.contains("— Masters"), "{masters}");
    assert!(masters.contains("1 Gary Oak"), "{masters}");
    assert!(!masters.contains("Lily Bloom"), "{masters}");
}

/// The phones' standings page ranks each age division apart, under its
/// name, as the printout and `standings` do.
#[test]
fn the_phone_standings_rank_each_division_apart() {
    use crate::util::web_support::{board, get, serve};
    let event = tdf::load(std::path::Path::new(CUP)).unwrap();
    let (server, _) = serve(board(vec![event]));
    let body = get(server.addr(), "/standings").body;
    let juniors = body.find("<h3>Juniors</h3>").expect("a juniors table");
    let masters = body.find("<h3>Masters</h3>").expect("a masters table");
    assert!(juniors < masters, "{body}");
    let (j, m) = (&body[juniors..masters], &body[masters..]);
    assert!(j.contains("Lily Bloom") && !j.contains("Gary Oak"), "{j}");
    assert!(m.contains("Gary Oak") && !m.contains("Lily Bloom"), "{m}");
    // Her own page places her among the juniors, and explains it there.
    let event = tdf::load(std::path::Path::new(CUP)).unwrap();
    let juniors = event
        .players
        .iter()
        .filter(|p| p.division == Some(podsheet::model::Division::Juniors));
    let count = juniors.count();
    let lily = event
        .players
        .iter()
        .find(|p| p.name == "Lily Bloom")
        .unwrap();
    let page = get(server.addr(), &format!("/player/{}", lily.number)).body;
    assert!(page.contains(&format!(" of {count}")), "{page}");
    assert!(
        !page.contains(&format!(" of {}", event.players.len())),
        "{page}"
    );
    assert!(!page.contains("Gary Oak"), "{page}");
}

/// The app's standings panel shows each age division under its name.
#[test]
fn the_app_shows_a_table_per_division() {
    use egui_kittest::kittest::Queryable as _;
    let h = crate::util::app_support::harness(tdf::load(std::path::Path::new(CUP)).unwrap());
    // A heading each, beside the grid's Division column (a cell a player).
    assert_eq!(
        h.query_all_by_label("Juniors").count(),
        2 + 1,
        "a juniors heading"
    );
    assert_eq!(
        h.query_all_by_label("Masters").count(),
        6 + 1,
        "a masters heading"
    );
}
