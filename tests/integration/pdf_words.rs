//! Printouts read from outside, in the store's language: `podsheet pdf`
//! with `--lang`, each PDF read back as text. Labels are whole (shrunk,
//! not cut), lists by name keep the language's order, and the rules are
//! named in words.

use crate::util::cli::podsheet;
use crate::util::pdf_support::read_bytes;
use podsheet::text::i18n::{Lang, Msg, tr_in};

/// `podsheet pdf ARGS… --lang LANG -o …`: the text of every page, joined.
fn printed(lang: &str, args: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("out.pdf");
    let mut all = vec!["pdf", "--lang", lang];
    all.extend_from_slice(args);
    all.extend(["-o", out.to_str().expect("utf-8 path")]);
    let run = podsheet(&all);
    assert!(
        run.status.success(),
        "{all:?}: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    let bytes = std::fs::read(&out).expect("written");
    read_bytes(&bytes)
        .into_iter()
        .map(|(text, _)| text)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The Brazilian pod sheet labels each round "Rodada", whole: the word
/// is shrunk to its column, never cut to "Roda…".
#[test]
fn a_brazilian_pod_sheet_holds_rodada_whole() {
    let text = printed("pt-BR", &["tests/fixtures/pod10.podsheet"]);
    assert_eq!(text.matches("Rodada").count(), 3, "{text}");
    assert!(!text.contains("Roda…"), "{text}");
}

/// The blank 10-player sheet on Letter, the default paper: each of the 15
/// boxes says "games won:" for both sides, whole, in English and French.
#[test]
fn a_blank_ten_player_sheet_on_letter_cuts_no_label() {
    for (lang, label) in [("en", "games won:"), ("fr", "victoires :")] {
        let text = printed(lang, &["--template", "swiss-10"]);
        assert_eq!(text.matches(label).count(), 30, "{lang}: {text}");
        assert!(!text.contains('…'), "{lang}: a label cut short: {text}");
    }
}

/// A Japanese reading typed for one name orders Japanese lists only: the
/// Chinese pairings stay in pinyin order (李 lǐ, 王 wáng, 张 zhāng, 赵
/// zhào), though 王伟's reading あ would put him first.
#[test]
fn a_chinese_pairings_list_keeps_pinyin_order_whatever_the_reading() {
    let mut e = crate::util::day::swiss(4, 3);
    for (p, name) in e.players.iter_mut().zip(["张伟", "李伟", "王伟", "赵伟"]) {
        p.name = name.to_string();
    }
    e.players[2].reading = Some("あ".into());
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("pinyin.podsheet");
    podsheet::io::event_file::save(&e, &file).expect("saved");
    let path = file.to_str().expect("utf-8 path");
    // The rows after the heading: table, player, opponent.
    let players = |lang: Lang, text: &str| -> Vec<String> {
        let head = tr_in(lang, Msg::PdfOpponent, &[]);
        let (_, rows) = text.split_once(head.as_str()).expect("the heading");
        // Each name is followed by its record in brackets: the names are
        // the words just before an opening bracket, in the player column
        // first (every other one: the opponent's follows on its row).
        let words: Vec<&str> = rows.split_whitespace().collect();
        let named: Vec<String> = words
            .windows(2)
            .filter(|w| w[1].starts_with('(') || w[1].starts_with('（'))
            .map(|w| w[0].to_string())
            .collect();
        named.chunks(2).map(|row| row[0].clone()).collect()
    };
    let zh = printed("zh-Hans", &[path, "--kind", "pairings"]);
    assert_eq!(
        players(Lang::ZhHans, &zh),
        ["李伟", "王伟", "张伟", "赵伟"],
        "pinyin order: {zh}"
    );
    // In Japanese the reading あ puts 王伟 first.
    let ja = printed("ja", &[path, "--kind", "pairings"]);
    assert_eq!(players(Lang::Ja, &ja)[0], "王伟", "{ja}");
}

/// The printed rules say what the rules are, never their id: every
/// language's pod sheet and blank sheet.
#[test]
fn printed_rules_are_named_in_words_not_by_id() {
    for lang in ["en", "de", "ja", "zh-Hant"] {
        for args in [
            &["tests/fixtures/pod10.podsheet"][..],
            &["tests/fixtures/pod7.podsheet"][..],
            &["--template", "swiss-8"][..],
        ] {
            let text = printed(lang, args);
            for id in ["pod-swiss", "pod-rr"] {
                assert!(!text.contains(id), "{lang} {args:?} prints {id}: {text}");
            }
        }
    }
}

/// A disqualified player's place on the pod sheet is said in the sheet's
/// language (失格 in Japanese), not in English letters.
#[test]
fn a_disqualified_players_place_is_said_in_the_sheets_language() {
    let mut e = crate::util::pdf_support::event("tests/fixtures/pod10.podsheet");
    e.players[0].disqualified = true;
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("dq.podsheet");
    podsheet::io::event_file::save(&e, &file).expect("saved");
    let path = file.to_str().expect("utf-8 path");
    for (lang, word) in [(Lang::Ja, "失格"), (Lang::Ko, "실격"), (Lang::En, "DQ")] {
        let text = printed(lang.tag(), &[path, "--kind", "sheet"]);
        assert_eq!(tr_in(lang, Msg::PdfDq, &[]), word);
        assert!(text.contains(word), "{lang:?}: {text}");
        if lang != Lang::En {
            assert!(!text.contains("DQ"), "{lang:?}: {text}");
        }
    }
}
