//! The store's own language (issue 19): every language has every message
//! with the same arguments, every message is used, numbers, lists and
//! times take each language's form, and the CLI's --lang.

use crate::util::cli::podsheet;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use podsheet::text::i18n::{self, Lang, Msg};
use std::collections::{BTreeMap, BTreeSet};

/// Every variable a pattern names, selectors and nested placeables too.
fn variables(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_vars(expression, out);
        }
    }
}

fn inline_vars(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}

fn expression_vars(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_vars(i, out),
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
    }
}

/// A language folder's messages: id → its variables. Panics, naming the
/// file, on a syntax error.
fn messages(folder: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (file, text) in i18n::sources(folder) {
        let res = fluent_syntax::parser::parse(*text).unwrap_or_else(|(_, errors)| {
            panic!("assets/i18n/{folder}/{file} does not parse: {errors:?}")
        });
        for entry in res.body {
            match entry {
                Entry::Message(m) => {
                    let mut vars = BTreeSet::new();
                    if let Some(v) = &m.value {
                        variables(v, &mut vars);
                    }
                    let id = m.id.name.to_string();
                    assert!(
                        out.insert(id.clone(), vars).is_none(),
                        "assets/i18n/{folder}/{file}: {id} is defined twice"
                    );
                }
                Entry::Junk { content } => {
                    panic!("assets/i18n/{folder}/{file}: cannot read {content:?}")
                }
                _ => {}
            }
        }
    }
    out
}

/// Every offered language has every English message, with the same
/// arguments; a language in preparation has no message English lacks and
/// none with other arguments (what it lacks is said in English).
#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let english = messages("en");
    assert_eq!(english.len(), Msg::ALL.len());
    let mut problems = Vec::new();
    for lang in Lang::ALL.iter().skip(1) {
        let folder = lang.folder();
        let theirs = messages(folder);
        for (id, vars) in &english {
            match theirs.get(id) {
                None if lang.is_offered() => problems.push(format!("{folder}: {id} is missing")),
                None => {}
                Some(v) if v != vars => problems.push(format!(
                    "{folder}: {id} has arguments {v:?}, English has {vars:?}"
                )),
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{folder}: {id} is not an English message"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The Rust source of the crate, file by file.
fn sources(dir: &std::path::Path, out: &mut String) {
    for e in std::fs::read_dir(dir).expect("read src") {
        let p = e.expect("entry").path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push_str(&std::fs::read_to_string(&p).expect("read a source file"));
        }
    }
}

/// The message names the code asks for: `Msg::Name`, `t!(Name` and
/// `tl!(lang; Name`.
fn used_names(src: &str) -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut used = BTreeSet::new();
    for (i, _) in src.match_indices("Msg::") {
        used.insert(ident(&src[i + 5..]));
    }
    for (i, _) in src.match_indices("said!(") {
        used.insert(ident(&src[i + 6..]));
    }
    for (i, _) in src.match_indices("t!(") {
        used.insert(ident(&src[i + 3..]));
    }
    for (i, _) in src.match_indices("tl!(") {
        if let Some(semi) = src[i..].find(';') {
            used.insert(ident(&src[i + semi + 1..]));
        }
    }
    used
}

#[test]
fn every_message_is_used_and_the_check_can_fail() {
    let mut src = String::new();
    sources(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut src,
    );
    let used = used_names(&src);
    let unused: Vec<&str> = Msg::ALL
        .iter()
        .map(|m| m.name())
        .filter(|n| !used.contains(*n))
        .collect();
    assert!(
        unused.is_empty(),
        "messages defined but never used: {unused:?}"
    );
    // The scan sees each way of asking, and misses a name not asked for.
    let seen = used_names("t!(TieOpen, x = 1) tl!(lang; RankingIs) Msg::Percent");
    assert!(
        ["TieOpen", "RankingIs", "Percent"]
            .iter()
            .all(|n| seen.contains(*n))
    );
    assert!(!seen.contains("PairTied"));
}

#[test]
fn numbers_lists_and_times_take_each_languages_form() {
    assert_eq!(i18n::number(Lang::En, "1234.50"), "1,234.50");
    assert_eq!(i18n::number(Lang::De, "7.00"), "7,00");
    assert_eq!(i18n::number(Lang::PtBr, "7.00"), "7,00");
    assert_eq!(i18n::number(Lang::Ja, "7.00"), "7.00");
    assert_eq!(i18n::percent(Lang::En, "33.33"), "33.33%");
    assert_eq!(i18n::percent(Lang::De, "33.33"), "33,33\u{a0}%");
    assert_eq!(i18n::percent(Lang::Fr, "33.33"), "33,33\u{202f}%");
    let abc: Vec<String> = ["A", "B", "C"].map(String::from).to_vec();
    assert_eq!(i18n::and_list(Lang::En, &abc), "A, B and C");
    assert_eq!(i18n::and_list(Lang::Ja, &abc), "A、B、C");
    assert_eq!(i18n::and_list(Lang::Es, &abc), "A, B y C");
    assert_eq!(i18n::and_list(Lang::De, &abc), "A, B und C");
    // Korean joins with commas (CLDR's 및 reads like a form); two Japanese
    // items with と.
    assert_eq!(i18n::and_list(Lang::Ko, &abc), "A, B, C");
    assert_eq!(i18n::and_list(Lang::Ja, &abc[..2]), "AとB");
    assert_eq!(i18n::time(Lang::En, 21, 36), "21:36");
    assert_eq!(i18n::time(Lang::De, 21, 36), "21:36");
    assert!(i18n::time(Lang::Ko, 21, 36).contains("오후"));
}

#[test]
fn plurals_follow_each_languages_rules() {
    let pts = |lang, n: u64| i18n::tr_in(lang, Msg::Points, &[("count", n.into())]);
    assert_eq!(pts(Lang::En, 1), "1 point");
    assert_eq!(pts(Lang::En, 0), "0 points");
    assert_eq!(pts(Lang::En, 9), "9 points");
    // French and Brazilian Portuguese say 0 in the singular, German in
    // the plural.
    assert_eq!(pts(Lang::Fr, 0), pts(Lang::Fr, 1).replace('1', "0"));
    assert_eq!(pts(Lang::PtBr, 0), pts(Lang::PtBr, 1).replace('1', "0"));
    assert_ne!(pts(Lang::De, 0), pts(Lang::De, 1).replace('1', "0"));
}

#[test]
fn tags_from_flags_desktops_and_browsers() {
    assert_eq!(Lang::parse("ja"), Some(Lang::Ja));
    assert_eq!(Lang::parse("de_DE.UTF-8"), Some(Lang::De));
    assert_eq!(Lang::parse("zh-TW"), Some(Lang::ZhHant));
    assert_eq!(Lang::parse("zh-Hans-CN"), Some(Lang::ZhHans));
    assert_eq!(Lang::parse("pt"), Some(Lang::PtBr));
    assert_eq!(Lang::parse("en-XA"), Some(Lang::Pseudo));
    // A script subtag decides before a region.
    assert_eq!(Lang::parse("zh-Hans-TW"), Some(Lang::ZhHans));
    assert_eq!(Lang::parse("zh-Hant-CN"), Some(Lang::ZhHant));
    assert_eq!(Lang::parse("zh_HK"), Some(Lang::ZhHant));
    assert_eq!(Lang::parse("C"), None);
    assert_eq!(Lang::parse("xx"), None);
    assert_eq!(
        Lang::from_accept_language("nl-BE, fr;q=0.8, en;q=0.9"),
        Some(Lang::En)
    );
    // A phone gets the language it weighs highest of those offered.
    let korean = Lang::from_accept_language("ko-KR,ko;q=0.9,en-US;q=0.8");
    assert_eq!(
        korean,
        Some(if Lang::Ko.is_offered() {
            Lang::Ko
        } else {
            Lang::En
        })
    );
    assert_eq!(Lang::from_accept_language("nl, sv"), None);
    for l in Lang::ALL {
        assert_eq!(Lang::parse(l.tag()), Some(l));
    }
    assert_eq!(Lang::offered().next(), Some(Lang::En));
}

/// The trap a new language once fell into: each language, the
/// pseudo-locale included, has a bundle of its own, read from its own
/// folder, whatever order they are first asked for in.
#[test]
fn every_language_speaks_from_its_own_catalogs() {
    let all: Vec<Lang> = Lang::ALL.into_iter().chain([Lang::Pseudo]).collect();
    assert_eq!(all.len(), Lang::COUNT);
    let mut indexes: Vec<usize> = all.iter().map(|l| l.index()).collect();
    indexes.sort_unstable();
    assert_eq!(indexes, (0..Lang::COUNT).collect::<Vec<_>>());
    let mut tags: Vec<&str> = all.iter().map(|l| l.tag()).collect();
    tags.sort_unstable();
    tags.dedup();
    assert_eq!(tags.len(), Lang::COUNT, "two languages share a tag");
    // Asked for from last to first, then first to last: each answers in
    // its own words.
    for order in [all.iter().rev().copied().collect::<Vec<_>>(), all.clone()] {
        for l in order {
            assert!(
                !i18n::sources(l.folder()).is_empty(),
                "{}: no catalogs in assets/i18n/{}",
                l.tag(),
                l.folder()
            );
            let said = i18n::tr_in(l, Msg::WebLanguage, &[]);
            let mine = own_value(l.folder(), "web-language");
            if l == Lang::Pseudo {
                assert_ne!(said, mine, "en-XA must be accented");
                assert!(said.chars().count() > mine.chars().count());
            } else {
                assert_eq!(said, mine, "{} answered from another catalog", l.tag());
            }
        }
    }
}

/// A message's plain text in a folder's catalogs.
fn own_value(folder: &str, id: &str) -> String {
    for (_, text) in i18n::sources(folder) {
        let res = fluent_syntax::parser::parse(*text).expect("parses");
        for entry in res.body {
            if let Entry::Message(m) = entry
                && m.id.name == id
                && let Some(v) = m.value
            {
                return v
                    .elements
                    .iter()
                    .map(|e| match e {
                        fluent_syntax::ast::PatternElement::TextElement { value } => *value,
                        _ => "",
                    })
                    .collect();
            }
        }
    }
    panic!("{folder}: no {id}")
}

#[test]
fn the_pseudo_locale_is_accented_and_about_forty_percent_longer() {
    let english = messages("en");
    let (mut en, mut xa) = (0usize, 0usize);
    for m in Msg::ALL {
        let args: Vec<(&str, i18n::Arg)> = english[m.id()]
            .iter()
            .map(|v| (v.as_str(), i18n::Arg::Count(1)))
            .collect();
        let e = i18n::tr_in(Lang::En, *m, &args);
        let x = i18n::tr_in(Lang::Pseudo, *m, &args);
        en += e.chars().count();
        xa += x.chars().count();
    }
    let growth = xa as f64 / en as f64;
    assert!(
        (1.3..1.6).contains(&growth),
        "pseudo is {growth:.2}× English"
    );
    let tied = i18n::tr_in(
        Lang::Pseudo,
        Msg::TieOpen,
        &[("players", "Ann and Bo".into()), ("points", "6".into())],
    );
    // The text is accented; the arguments (names, numbers) are not.
    assert!(tied.starts_with("Ann and Bo "), "{tied}");
    assert!(tied.chars().any(i18n::pseudo::is_pseudo_letter), "{tied}");
}

#[test]
fn cli_lang_localises_sentences_never_json() {
    let de = podsheet(&["explain", "assets/demo-8.podsheet", "--lang", "de"]);
    assert!(
        de.status.success(),
        "{}",
        String::from_utf8_lossy(&de.stderr)
    );
    let en = podsheet(&["explain", "assets/demo-8.podsheet", "--lang", "en"]);
    let (de, en) = (
        String::from_utf8_lossy(&de.stdout).to_string(),
        String::from_utf8_lossy(&en.stdout).to_string(),
    );
    assert_ne!(de, en);
    // German decimals: "7,00", never "7.00".
    assert!(de.contains("= 7,00") && !de.contains("7.00"), "{de}");
    let json = |lang: &str| {
        podsheet(&[
            "standings",
            "assets/demo-8.podsheet",
            "--format",
            "json",
            "--lang",
            lang,
        ])
        .stdout
    };
    assert_eq!(json("ja"), json("en"));
    let bad = podsheet(&["explain", "assets/demo-8.podsheet", "--lang", "xx"]);
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("xx") && err.contains("pt-BR") && err.contains("zh-Hant"),
        "{err}"
    );
}

/// Every number of an English explanation paragraph (decimal commas read
/// as points), with how often it appears.
fn numbers(text: &str) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() {
            let mut n = String::new();
            while i < chars.len()
                && (chars[i].is_ascii_digit()
                    || ((chars[i] == '.' || chars[i] == ',')
                        && chars.get(i + 1).is_some_and(char::is_ascii_digit)
                        && chars.get(i + 2).is_some_and(char::is_ascii_digit)))
            {
                n.push(if chars[i] == ',' { '.' } else { chars[i] });
                i += 1;
            }
            *out.entry(n).or_default() += 1;
        } else {
            i += 1;
        }
    }
    out
}

/// The numbers of an explanation are the same in every language: each
/// paragraph of the demo pod (house rules and MTR), of the 7-player
/// round robin and of the other games' worked examples (docs/rules.md §8:
/// Pokémon's head to head, Flesh and Blood's CTB, PML and OCTB) says, in
/// every language, every number the English says.
#[test]
fn every_language_says_the_same_numbers() {
    let cases: [&[&str]; 6] = [
        &["explain", "assets/demo-8.podsheet"],
        &["explain", "assets/demo-8.podsheet", "--rules", "mtr"],
        &["explain", "tests/fixtures/pod7.podsheet"],
        &["explain", "tests/fixtures/pokemon-7.podsheet"],
        &["explain", "tests/fixtures/fab-8.podsheet"],
        &["explain", "tests/fixtures/yugioh-6.podsheet"],
    ];
    let paragraphs = |args: &[&str], lang: &str| -> Vec<String> {
        let mut all = args.to_vec();
        all.extend(["--lang", lang]);
        let out = podsheet(&all);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(String::from)
            .collect()
    };
    // The check reads a German decimal as the English one, and sees a
    // number that is not there.
    assert_eq!(numbers("21 / 3 = 7,00")["7.00"], 1);
    assert!(!numbers("21 / 3 = 7.01").contains_key("7.00"));
    let mut problems = Vec::new();
    for args in cases {
        let english = paragraphs(args, "en");
        for lang in Lang::ALL.iter().skip(1) {
            let theirs = paragraphs(args, lang.tag());
            assert_eq!(theirs.len(), english.len(), "{}: {args:?}", lang.tag());
            for (en, tr) in english.iter().zip(&theirs) {
                let have = numbers(tr);
                for (n, count) in numbers(en) {
                    if have.get(&n).copied().unwrap_or(0) < count {
                        problems.push(format!("{}: {n} missing in «{tr}» (EN «{en}»)", lang.tag()));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// tools/i18n_todo.py starts each message of a new language as the
/// English under a `# TODO(translate)` line; an offered language holds
/// none.
#[test]
fn no_offered_language_holds_an_untranslated_stub() {
    for lang in Lang::offered() {
        for (file, text) in i18n::sources(lang.folder()) {
            assert!(
                !text.contains("TODO(translate)"),
                "assets/i18n/{}/{file} still holds TODO(translate) lines",
                lang.folder()
            );
        }
    }
}

/// Where a `# TODO(read)` mark is wrong: not directly above a message (a
/// comment line between is allowed), or in English, the source.
fn misplaced_read_marks(folder: &str, file: &str, text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if line.trim() != "# TODO(read)" {
            continue;
        }
        if folder == "en" {
            out.push(format!("{folder}/{file}:{}: English is the source", i + 1));
            continue;
        }
        let next = lines[i + 1..].iter().find(|l| !l.starts_with('#'));
        let is_message = next.is_some_and(|l| {
            l.split_once(" =").is_some_and(|(id, _)| {
                !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            })
        });
        if !is_message {
            out.push(format!(
                "{folder}/{file}:{}: no message under the mark",
                i + 1
            ));
        }
    }
    out
}

/// A translation not yet read by the language's second reader (a new
/// game's name or step, issue 40) stands under `# TODO(read)`: an offered
/// language may hold such marks (unlike TODO(translate)), each right above
/// the message it marks, and `tools/i18n_todo.py LANG --unread` lists them.
#[test]
fn a_message_awaiting_its_second_reader_is_marked_above_it() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for (file, text) in i18n::sources(lang.folder()) {
            problems.extend(misplaced_read_marks(lang.folder(), file, text));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The check can fail: a mark at the end, and one in English.
    assert!(!misplaced_read_marks("de", "x.ftl", "a = b\n# TODO(read)\n").is_empty());
    assert!(!misplaced_read_marks("en", "x.ftl", "# TODO(read)\na = b\n").is_empty());
    assert!(misplaced_read_marks("de", "x.ftl", "# TODO(read)\n# note\na-b = c\n").is_empty());
}
