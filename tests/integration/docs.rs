//! The documents say what the program does (docs/developing.md,
//! "Documented examples"):
//!
//! - docs/cli.md's synopsis (its first fenced block) names every
//!   subcommand and flag clap knows, and none it does not, with the same
//!   values where it lists them (`--kind sheet|pairings|…`);
//! - every ```` ```console ```` block of README.md and docs/*.md prints
//!   what it says: a `$ podsheet …` line is run (English, from the
//!   repository's folder) and the lines after it are its stdout.
//!
//! `PODSHEET_BLESS=1 cargo test --test integration docs` writes the
//! programs' real output into the examples instead of failing, for a
//! change of the CLI's output that is meant.

use clap::{Arg, ArgAction, CommandFactory};
use podsheet::cli::Args;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's folder: where the examples run and the paths they
/// name are found.
fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

// ---------------------------------------------------------------------
// (a) The synopsis and clap's command tree.
// ---------------------------------------------------------------------

/// A flag as the synopsis writes it (`--kind`, `-o`), with the values it
/// lists after it (`sheet|pairings|…`), if any.
#[derive(Debug)]
struct Written {
    flag: String,
    values: Option<BTreeSet<String>>,
}

/// The lines of the first fenced block of a Markdown text.
fn first_block(text: &str) -> Vec<&str> {
    text.lines()
        .skip_while(|l| !l.starts_with("```"))
        .skip(1)
        .take_while(|l| !l.starts_with("```"))
        .collect()
}

/// The flags the synopsis gives each subcommand, over all its lines (`""`
/// for the lines without one: the app, `--help`). A line is a usage and
/// nothing more: a lower-case word after `podsheet` is a subcommand, and
/// what each does is said in the text below the block.
fn written_flags(lines: &[&str]) -> Result<BTreeMap<String, Vec<Written>>, String> {
    let mut out: BTreeMap<String, Vec<Written>> = BTreeMap::new();
    for line in lines.iter().filter(|l| !l.trim().is_empty()) {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        if tokens.first() != Some(&"podsheet") {
            return Err(format!("a synopsis line that is not a command: {line:?}"));
        }
        let sub = tokens
            .get(1)
            .copied()
            .filter(|t| {
                t.chars().all(|c| c.is_ascii_lowercase() || c == '-') && !t.starts_with('-')
            })
            .unwrap_or("");
        let flags = out.entry(sub.to_string()).or_default();
        for (i, token) in tokens.iter().enumerate() {
            let bare = token.trim_matches(['[', ']']).trim_end_matches("...");
            let flag = if let Some(long) = bare.strip_prefix("--") {
                let name: String = long
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                format!("--{name}")
            } else if bare.len() == 2
                && bare.starts_with('-')
                && bare.chars().nth(1).is_some_and(|c| c.is_ascii_alphabetic())
            {
                bare.to_string()
            } else {
                continue;
            };
            // `[--kind a|b]`: the values follow, unless the bracket closed.
            let values = tokens
                .get(i + 1)
                .filter(|_| !token.ends_with(']'))
                .map(|v| v.trim_matches(['[', ']']))
                .filter(|v| v.contains('|') && !v.starts_with('-'))
                .map(|v| v.split('|').map(String::from).collect::<BTreeSet<_>>())
                .filter(|v| v.iter().all(|x| !x.is_empty()));
            flags.push(Written { flag, values });
        }
    }
    Ok(out)
}

/// `--long` and `-s`, as far as the argument has them.
fn names(arg: &Arg) -> Vec<String> {
    let mut out: Vec<String> = arg
        .get_long()
        .map(|l| format!("--{l}"))
        .into_iter()
        .collect();
    out.extend(arg.get_short().map(|s| format!("-{s}")));
    out
}

fn is_help(arg: &Arg) -> bool {
    matches!(
        arg.get_action(),
        ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong | ArgAction::Version
    )
}

/// Where the synopsis and clap disagree, one line each.
fn synopsis_problems(synopsis: &[&str]) -> Vec<String> {
    let mut cli = Args::command();
    cli.build();
    let written = match written_flags(synopsis) {
        Ok(w) => w,
        Err(e) => return vec![e],
    };
    let mut problems = Vec::new();
    let mut commands: BTreeMap<String, &clap::Command> = cli
        .get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
        .map(|s| (s.get_name().to_string(), s))
        .collect();
    for name in commands.keys().filter(|n| !written.contains_key(*n)) {
        problems.push(format!("`podsheet {name}` is missing from the synopsis"));
    }
    for name in written
        .keys()
        .filter(|n| !n.is_empty() && !commands.contains_key(*n))
    {
        problems.push(format!(
            "the synopsis has `podsheet {name}`, which clap does not know"
        ));
    }
    commands.insert(String::new(), &cli);
    // Global flags (--lang) are said once, in the text and on the app's
    // line: every subcommand takes them, none has to repeat them.
    let globals: Vec<&Arg> = cli.get_arguments().filter(|a| a.is_global_set()).collect();
    for g in &globals {
        let anywhere = written
            .values()
            .flatten()
            .any(|w| names(g).contains(&w.flag));
        if !anywhere {
            problems.push(format!(
                "the global {:?} appears nowhere in the synopsis",
                names(g)
            ));
        }
    }
    let none = Vec::new();
    for (name, command) in &commands {
        let shown = format!("podsheet {name}").trim_end().to_string();
        let here = written.get(name).unwrap_or(&none);
        // What clap has that the synopsis must show: every flag that is not
        // hidden or global (-h/--help on a subcommand goes without saying).
        for arg in command.get_arguments().filter(|a| {
            !a.is_positional()
                && !a.is_hide_set()
                && !a.is_global_set()
                && (name.is_empty() || !is_help(a))
        }) {
            if !here.iter().any(|w| names(arg).contains(&w.flag)) {
                problems.push(format!("`{shown}`: {} is missing", names(arg).join(" / ")));
            }
        }
        // What the synopsis shows must be clap's, with clap's values.
        for w in here {
            let Some(arg) = command
                .get_arguments()
                .find(|a| !a.is_positional() && names(a).contains(&w.flag))
            else {
                problems.push(format!("`{shown}`: {} is not a flag it has", w.flag));
                continue;
            };
            let possible: BTreeSet<String> = arg
                .get_possible_values()
                .iter()
                .filter(|v| !v.is_hide_set())
                .map(|v| v.get_name().to_string())
                .collect();
            if let Some(values) = &w.values
                && !possible.is_empty()
                && *values != possible
            {
                problems.push(format!(
                    "`{shown}`: {} lists {values:?}, clap takes {possible:?}",
                    w.flag
                ));
            }
        }
    }
    problems
}

/// docs/cli.md's synopsis is clap's command tree: the same subcommands,
/// and on each subcommand's lines the same flags with the same values.
#[test]
fn the_synopsis_is_the_command_line() {
    let text = read(&repo().join("docs/cli.md"));
    let synopsis = first_block(&text);
    let problems = synopsis_problems(&synopsis);
    assert!(
        problems.is_empty(),
        "docs/cli.md's synopsis and `podsheet --help` disagree:\n{}",
        problems.join("\n")
    );
    // The check can fail: a flag left out, one made up, a value missing.
    let whole = synopsis.join("\n");
    for (from, to) in [
        ("[--pod N]", ""),
        ("[--blank]", "[--blank] [--shiny]"),
        ("|still-playing", ""),
        ("podsheet season ", "podsheet seasons "),
    ] {
        let broken = whole.replacen(from, to, 1);
        assert_ne!(broken, whole, "the synopsis no longer holds {from:?}");
        let lines: Vec<&str> = broken.lines().collect();
        assert!(
            !synopsis_problems(&lines).is_empty(),
            "a synopsis with {from:?} made {to:?} passed"
        );
    }
}

// ---------------------------------------------------------------------
// (b) The documents' console examples.
// ---------------------------------------------------------------------

/// A `$ podsheet …` line of a console block and the output written under
/// it.
#[derive(Debug)]
struct Example {
    /// The command's line, counting from 0.
    line: usize,
    args: Vec<String>,
    /// The lines of its output in the file: `line + 1 .. end`.
    end: usize,
    expected: Vec<String>,
}

/// Splits a command line as a shell would for a plain command: words,
/// 'single' and "double" quotes, backslashes. Pipes, redirections,
/// variables, globs and comments are refused: an example is one command.
fn split(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('"'), '\\') => word.extend(chars.next()),
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, '\\') => {
                word.extend(chars.next());
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, '|' | '>' | '<' | ';' | '&' | '$' | '`' | '*' | '?' | '(' | ')') => {
                return Err(format!(
                    "{c:?} in {line:?}: an example is one plain command"
                ));
            }
            (None, '#') if !in_word => {
                return Err(format!(
                    "a comment in {line:?}: an example is one plain command"
                ));
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if quote.is_some() {
        return Err(format!("an unclosed quote in {line:?}"));
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

/// The examples of one Markdown file: its ```` ```console ```` blocks (the
/// fences at the start of a line).
fn examples(file: &Path, text: &str) -> Result<Vec<Example>, String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut in_block = false;
    let mut current: Option<Example> = None;
    for (i, line) in lines.iter().enumerate() {
        let at = || format!("{}:{}", file.display(), i + 1);
        if !in_block {
            in_block = line.trim_end() == "```console";
            continue;
        }
        let closes = line.trim_end() == "```";
        if closes || line.starts_with("$ ") {
            if let Some(mut e) = current.take() {
                e.end = i;
                out.push(e);
            }
            if closes {
                in_block = false;
                continue;
            }
            let Some(command) = line.strip_prefix("$ podsheet ") else {
                return Err(format!(
                    "{}: only `$ podsheet …` runs in a console block",
                    at()
                ));
            };
            let args = split(command).map_err(|e| format!("{}: {e}", at()))?;
            current = Some(Example {
                line: i,
                args,
                end: i + 1,
                expected: Vec::new(),
            });
        } else if let Some(e) = current.as_mut() {
            e.expected.push((*line).to_string());
        } else {
            return Err(format!(
                "{}: a console block starts with `$ podsheet …`",
                at()
            ));
        }
    }
    if in_block {
        return Err(format!("{}: a console block is not closed", file.display()));
    }
    Ok(out)
}

/// The lines as compared: trailing spaces and trailing empty lines off.
fn tidy<S: AsRef<str>>(lines: &[S]) -> Vec<String> {
    let mut out: Vec<String> = lines
        .iter()
        .map(|l| l.as_ref().trim_end().to_string())
        .collect();
    while out.last().is_some_and(String::is_empty) {
        out.pop();
    }
    out
}

/// How the output written differs from the output printed, if it does.
fn differs(expected: &[String], printed: &str) -> Option<String> {
    let (want, got) = (tidy(expected), tidy(&printed.lines().collect::<Vec<_>>()));
    if want == got {
        return None;
    }
    let k = want.iter().zip(&got).take_while(|(a, b)| a == b).count();
    let show = |l: &[String]| l.get(k).cloned().unwrap_or_else(|| "(nothing)".into());
    Some(format!(
        "output line {}:\n  written: {}\n  printed: {}\nthe whole output printed:\n{}",
        k + 1,
        show(&want),
        show(&got),
        got.join("\n")
    ))
}

/// Runs the example's command as a reader would, in English.
fn run(args: &[String]) -> Result<String, String> {
    let out = Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .args(args)
        .current_dir(repo())
        .env("LANGUAGE", "en")
        .env("LC_ALL", "C")
        .env("LANG", "C")
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!(
            "exits with {:?}: {}",
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| e.to_string())
}

/// README.md and every docs/*.md.
fn documents() -> Vec<PathBuf> {
    let mut docs: Vec<PathBuf> = std::fs::read_dir(repo().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    docs.sort();
    docs.insert(0, repo().join("README.md"));
    docs
}

/// Writes the printed outputs over the written ones, the file replaced
/// whole (the synopsis test may be reading it).
fn bless(file: &Path, text: &str, printed: &[(&Example, String)]) {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    for (e, out) in printed.iter().rev() {
        let new: Vec<String> = tidy(&out.lines().collect::<Vec<_>>());
        lines.splice(e.line + 1..e.end, new);
    }
    let mut new = lines.join("\n");
    if text.ends_with('\n') {
        new.push('\n');
    }
    if new != text {
        let tmp = file.with_extension("md.bless");
        std::fs::write(&tmp, new).unwrap();
        std::fs::rename(&tmp, file).unwrap();
    }
}

/// Every console example in README.md and docs/*.md prints what the
/// document says it prints.
#[test]
fn the_documented_examples_print_what_they_say() {
    let blessing = std::env::var_os("PODSHEET_BLESS").is_some_and(|v| v == "1");
    let mut problems = Vec::new();
    let mut count = BTreeMap::new();
    for file in documents() {
        let text = read(&file);
        // "docs/cli.md" on every system (Windows would show docs\cli.md).
        let shown = file
            .strip_prefix(repo())
            .unwrap_or(&file)
            .display()
            .to_string()
            .replace('\\', "/");
        let all = match examples(Path::new(&shown), &text) {
            Ok(all) => all,
            Err(e) => {
                problems.push(e);
                continue;
            }
        };
        count.insert(shown.clone(), all.len());
        let mut printed = Vec::new();
        for e in &all {
            let at = format!("{shown}:{}: podsheet {}", e.line + 1, e.args.join(" "));
            match run(&e.args) {
                Err(why) => problems.push(format!("{at}: {why}")),
                Ok(out) => {
                    if let Some(d) = differs(&e.expected, &out) {
                        if !blessing {
                            problems.push(format!("{at}: {d}"));
                        }
                        printed.push((e, out));
                    }
                }
            }
        }
        if blessing && !printed.is_empty() {
            bless(&file, &text, &printed);
        }
    }
    assert!(
        problems.is_empty(),
        "{}\n\n(PODSHEET_BLESS=1 cargo test --test integration docs writes the printed output \
         into the documents)",
        problems.join("\n\n")
    );
    // The check can fail: the examples are there to be checked, a line
    // written that is not printed is seen, and spaces at the ends are not
    // a difference.
    for doc in ["README.md", "docs/cli.md"] {
        assert!(
            count.get(doc).is_some_and(|&n| n > 0),
            "{doc} has no console example"
        );
    }
    let printed = "a  \nb\n\n";
    assert!(differs(&["a".into(), "b".into()], printed).is_none());
    assert!(differs(&["a".into(), "c".into()], printed).is_some());
    assert!(differs(&["a".into()], printed).is_some());
    assert!(split("pair 'a b.podsheet' | head").is_err());
    assert_eq!(
        split(r#"explain "x y" --player Zoë"#).unwrap(),
        ["explain", "x y", "--player", "Zoë"]
    );
}

/// The README is the store owner's manual: it stays under 500 lines (the
/// detail lives in docs/, each page linked from it), and every page of
/// docs/ is in docs/README.md's list.
#[test]
fn the_readme_stays_short_and_every_page_is_listed() {
    let readme = read(&repo().join("README.md"));
    let lines = readme.lines().count();
    assert!(
        lines < 500,
        "README.md has {lines} lines: move a section's detail to a page of docs/ and link it"
    );
    let index = read(&repo().join("docs/README.md"));
    for doc in documents().iter().skip(1) {
        let name = doc.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        if name != "README.md" {
            assert!(
                index.contains(&format!("]({name})")),
                "docs/README.md lacks {name}"
            );
        }
    }
}
