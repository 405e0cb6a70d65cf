//! Every face speaks the game's results (issue 40, part 6): a double loss
//! is one on the phones, never "drew DL", and its mark is the reader's
//! language's; a Pokémon tie is "tied", never "drew"; a game without
//! draws (One Piece, Yu-Gi-Oh!) offers win, loss and double loss on its
//! report page and its slips, no draw, and `d` typed there points to `dl`.

use crate::util::app_support::{harness, type_in};
use crate::util::day::hook;
use crate::util::pdf_support::{all_text, event};
use crate::util::web_support::{board, get, serve};
use egui_kittest::kittest::Queryable as _;
use podsheet::io::pdf::{Paper, PdfKind, render_with_address};
use podsheet::model::{BestOf, Event, GameScore, Player, Preset, Structure};
use podsheet::text::i18n::Lang;
use podsheet::web::{Desk, Limits, Server, Shared};

const YUGIOH: &str = "tests/fixtures/yugioh-6.podsheet";
const POKEMON: &str = "tests/fixtures/pokemon-7.podsheet";

fn fixture(path: &str) -> Event {
    event(&format!("{}/{path}", env!("CARGO_MANIFEST_DIR")))
}

/// The phone page's text without its tags (results sit in cells).
fn text_of(html: &str) -> String {
    let mut out = String::new();
    let mut tag = false;
    for c in html.chars() {
        match c {
            '<' => tag = true,
            '>' => {
                tag = false;
                out.push(' ');
            }
            c if !tag => out.push(c),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_double_loss_is_one_on_the_phones_in_every_language() {
    let (server, _) = serve(board(vec![fixture(YUGIOH)]));
    // Tea (number 5) and Bakura lost round 1 both.
    let en = text_of(&get(server.addr(), "/player/5?lang=en").body);
    assert!(en.contains("Bakura double loss"), "{en}");
    assert!(!en.contains("drew") && !en.contains("DL"), "{en}");
    for lang in Lang::offered().filter(|&l| l != Lang::En) {
        let page = get(server.addr(), &format!("/player/5?lang={}", lang.tag()));
        let body = text_of(&page.body);
        assert!(!body.contains("DL"), "{}: {body}", lang.tag());
        let drew = podsheet::text::i18n::tr_in(
            lang,
            podsheet::text::i18n::Msg::WebDrew,
            &[("score", "".into())],
        );
        assert!(!body.contains(drew.trim()), "{}: {body}", lang.tag());
    }
}

#[test]
fn a_pokemon_tie_is_tied_on_the_phones() {
    let (server, _) = serve(board(vec![fixture(POKEMON)]));
    // Misty (number 3) tied Dawn in round 1.
    let body = text_of(&get(server.addr(), "/player/3?lang=en").body);
    assert!(body.contains("Dawn tied 0-0-1"), "{body}");
    assert!(!body.contains("drew"), "{body}");
    let fr = text_of(&get(server.addr(), "/player/3?lang=fr").body);
    assert!(
        fr.contains("égalité 0-0-1") && !fr.contains("nul 0-0-1"),
        "{fr}"
    );
}

/// A One Piece Swiss of six, round 1 paired, every match with its codes.
fn one_piece() -> Event {
    let mut e = Event::new(
        "Store Battle",
        Structure::Swiss {
            rounds: Some(3),
            first_round: Default::default(),
        },
        BestOf::One,
        Preset::OnePiece,
    );
    for (i, name) in ["Luffy", "Zoro", "Nami", "Usopp", "Sanji", "Robin"]
        .into_iter()
        .enumerate()
    {
        e.players.push(Player::named(name, i as u32 + 1));
    }
    hook(&mut e);
    let mut taken = Vec::new();
    let mut k = 0u64;
    let mut next = || {
        k += 1;
        podsheet::engine::reports::code_from(k * 7_919_993)
    };
    podsheet::engine::reports::assign_codes(&mut e, &mut taken, &mut next);
    e
}

#[test]
fn a_one_piece_report_page_offers_a_double_loss_and_no_draw() {
    let e = one_piece();
    let (server, _shared, _desk) = super::web_reports::serve_with_desk(&e);
    let code = e.rounds[0].matches[0].codes.clone().expect("codes")[0].clone();
    let page = get(server.addr(), &format!("/r/{code}?lang=en")).body;
    assert!(
        page.contains(r#"value="dl""#),
        "a double-loss button: {page}"
    );
    assert!(page.contains("double loss"), "{page}");
    for value in [r#"value="0-0-1""#, r#"value="1-1""#] {
        assert!(!page.contains(value), "no draw button {value}: {page}");
    }
    assert!(page.contains(r#"value="1-0""#) && page.contains(r#"value="0-1""#));
    assert!(page.contains("or dl for a double loss"), "{page}");
    // Magic's best of three keeps its draws and has no double loss.
    let magic = crate::util::day::coded_swiss(8);
    let mut b = board(vec![magic.clone()]);
    b.reports = true;
    let shared = Shared::new(b);
    let server = Server::serve(
        "127.0.0.1:0".parse().unwrap(),
        shared.clone(),
        Limits::default(),
        Some(Desk::new(shared)),
    )
    .unwrap();
    let code = magic.rounds[1].matches[0].codes.clone().expect("codes")[0].clone();
    let page = get(server.addr(), &format!("/r/{code}?lang=en")).body;
    assert!(page.contains(r#"value="1-1-1""#) && !page.contains(r#"value="dl""#));
}

#[test]
fn slips_offer_what_the_game_has() {
    let text = |e: &Event| {
        let out = render_with_address(e, PdfKind::Slips, Paper::Letter, None).expect("slips");
        all_text(&out)
    };
    podsheet::text::i18n::set_current(Lang::En);
    for e in [one_piece(), fixture(YUGIOH)] {
        let t = text(&e);
        assert!(t.contains("double loss"), "{t}");
        assert!(!t.contains("drawn games"), "{t}");
    }
    let t = text(&fixture(POKEMON));
    assert!(
        t.contains("tied games") && !t.contains("double loss"),
        "{t}"
    );
    let magic = crate::util::web_support::demo();
    let t = text(&magic);
    assert!(
        t.contains("drawn games") && !t.contains("double loss"),
        "{t}"
    );
}

#[test]
fn d_typed_in_yugioh_points_to_dl() {
    let mut e = fixture(YUGIOH);
    e.rounds[2].matches[0].score = None;
    let mut h = harness(e);
    type_in(&mut h, "Yugi round 3", "d");
    assert!(
        h.query_by_label_contains("has no drawn matches; a match nobody won is a double loss")
            .is_some(),
        "the dl hint is shown"
    );
    assert!(
        h.query_by_label_contains("does not say which draw")
            .is_none()
    );
    assert_eq!(h.state().doc().event.rounds[2].matches[0].score, None);
    type_in(&mut h, "Yugi round 3", "dl");
    assert_eq!(
        h.state().doc().event.rounds[2].matches[0].score,
        Some(GameScore::DOUBLE_LOSS)
    );
    assert!(
        h.query_all_by_label_contains("double loss")
            .next()
            .is_some()
    );
}

/// Konami's one number (docs/rules.md §8): printed by the CLI, and shown
/// by the app, the standings printout and the phones alike.
#[test]
fn konamis_number_is_on_every_standings_face() {
    let e = fixture(YUGIOH);
    // Yugi: 6 points, OMW% 55.56, OOMW% 48.15.
    let number = "06555481";
    let h = harness(e.clone());
    assert!(h.query_by_label(number).is_some(), "the app shows it");
    assert!(h.query_all_by_label("Tiebreaker").next().is_some());
    podsheet::text::i18n::set_current(Lang::En);
    let out = podsheet::io::pdf::render(&e, PdfKind::Standings, Paper::Letter).expect("pdf");
    let pdf = all_text(&out);
    assert!(pdf.contains(number) && pdf.contains("as Konami's software prints it"));
    let (server, _) = serve(board(vec![e]));
    let phone = get(server.addr(), "/standings?lang=en").body;
    assert!(phone.contains(number), "{phone}");
    // A Magic event has none.
    let (server, _) = serve(board(vec![crate::util::web_support::demo()]));
    assert!(
        !get(server.addr(), "/standings?lang=en")
            .body
            .contains("Tiebreaker")
    );
}

/// A tied Pokémon playoff match is refused as a tie, never a "draw".
#[test]
fn a_pokemon_playoff_tie_is_refused_as_a_tie() {
    let dir = tempfile::tempdir().unwrap();
    let mut e = fixture(POKEMON);
    e.rounds.truncate(3);
    // Brock and Gary, first and second after three rounds, tie the final.
    let mut fin = e.rounds[0].clone();
    fin.matches.truncate(1);
    fin.matches[0].a = podsheet::model::PlayerId(1);
    fin.matches[0].b = Some(podsheet::model::PlayerId(4));
    fin.matches[0].score = Some(GameScore::new(0, 0, 1));
    e.rounds.push(fin);
    let path = dir.path().join("cup.podsheet");
    podsheet::io::event_file::save(&e, &path).unwrap();
    let out = crate::util::cli::podsheet(&[
        "playoff",
        path.to_str().unwrap(),
        "--top",
        "2",
        "--swiss-rounds",
        "3",
        "--lang",
        "en",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("round 4: Brock vs Gary 0-0-1 is a tie; a playoff match needs a winner"),
        "{err}"
    );
    assert!(!err.contains("draw"), "{err}");
}

/// The round clock runs the game's round (its table's time for its match
/// length), and a TOM file's own `<roundtime>` before that.
#[test]
fn the_round_clock_runs_the_games_time_and_toms_own() {
    let h = harness(one_piece());
    assert!(h.query_by_label("35:00").is_some(), "One Piece: 35 minutes");
    assert!(h.query_by_label("20:00").is_none());
    let tom = podsheet::io::load_any(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/tdf/league-cup.tdf"
    )))
    .expect("the TOM file loads");
    assert_eq!(tom.round_minutes, Some(30), "its <roundtime>");
    let h = harness(tom);
    assert!(h.query_by_label("30:00").is_some(), "TOM's 30 minutes");
    let mut yugioh = fixture(YUGIOH);
    yugioh.structure = Structure::Swiss {
        rounds: Some(4),
        first_round: Default::default(),
    };
    assert_eq!(podsheet::engine::pod_plan::round_minutes(&yugioh), 50);
}

/// Players equal on every tiebreaker stand in entry order while the roll
/// the rules call for is not made: every standings face says so, never
/// leaving "a roll" over that order alone.
#[test]
fn entry_order_is_said_where_no_roll_was_made() {
    const NOTE: &str = "No tie-break roll has been made yet";
    let file = "tests/fixtures/lorcana-two-game-6.podsheet";
    let out = crate::util::cli::podsheet(&["standings", file, "--lang", "en"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(NOTE) && text.contains("entry order"),
        "{text}"
    );
    let e = fixture(file);
    let (server, _) = serve(board(vec![e.clone()]));
    assert!(get(server.addr(), "/standings?lang=en").body.contains(NOTE));
    podsheet::text::i18n::set_current(Lang::En);
    let out = podsheet::io::pdf::render(&e, PdfKind::Standings, Paper::Letter).expect("pdf");
    assert!(crate::util::pdf_support::collapse(&all_text(&out)).contains(NOTE));
    let h = harness(e);
    assert!(h.query_by_label_contains(NOTE).is_some());
    // No tie left to the last resort: no note.
    let out = crate::util::cli::podsheet(&["standings", "tests/fixtures/yugioh-6.podsheet"]);
    assert!(!String::from_utf8_lossy(&out.stdout).contains(NOTE));
}

/// One point is a point in every language that has a singular ("(1
/// points)" was printed under a Flesh and Blood event's pairings).
#[test]
fn one_point_is_a_point() {
    use podsheet::text::i18n::{Arg, Msg, tr_in};
    let args = [
        ("high", Arg::from("Ann")),
        ("high_points", Arg::Count(1)),
        ("low", Arg::from("Bo")),
        ("low_points", Arg::Count(0)),
        ("why", Arg::from("…")),
    ];
    let en = tr_in(Lang::En, Msg::FloatDown, &args);
    assert!(
        en.contains("Ann (1 point) floats down to Bo (0 points)"),
        "{en}"
    );
    for (lang, one) in [
        (Lang::De, "(1 Punkt)"),
        (Lang::Es, "(1 punto)"),
        (Lang::It, "(1 punto)"),
        (Lang::PtBr, "(1 ponto)"),
    ] {
        let said = tr_in(lang, Msg::FloatDown, &args);
        assert!(said.contains(one), "{}: {said}", lang.tag());
    }
    let odd = tr_in(Lang::En, Msg::FloatOdd, &[("points", Arg::Count(1))]);
    assert!(odd.ends_with("on 1 point"), "{odd}");
}
