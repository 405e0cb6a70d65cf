//! The shape of the crate, checked: no two files of `src/` import each
//! other in a loop, and no module imports one of the layers it feeds
//! (lib.rs: model → engine → text → io → web → cli and app).
//!
//! A file depends on another when one of its `use` lines or paths
//! (`crate::…`, `super::…`, `self::…`, or a child module's name) leads
//! there. A `pub use` re-export is followed to the file that defines the
//! item, and the file that re-exports it counts too: `pairing/outcome.rs`
//! using `super::swiss::MAX_PLAYERS` (defined in `swiss/cost.rs`) while
//! `swiss/mod.rs` uses `outcome` is a loop. Test modules (from
//! `#[cfg(test)]` on) are left out.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;

/// A module path: `["engine", "pairing"]` for `src/engine/pairing/mod.rs`.
type Module = Vec<String>;

/// Every module file of `src/` and its text (comments and tests removed).
fn modules() -> BTreeMap<Module, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = BTreeMap::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel = path.strip_prefix(&root).unwrap().with_extension("");
            let mut module: Module = rel
                .iter()
                .map(|s| s.to_string_lossy().into_owned())
                .collect();
            if matches!(
                module.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                module.pop();
            }
            if module.is_empty() && path.ends_with("main.rs") {
                continue; // the binary, not a module of the library
            }
            out.insert(module, code_of(&std::fs::read_to_string(&path).unwrap()));
        }
    }
    out
}

/// The text without `//` comments and without inline modules (`mod x {
/// … }`: tests, and platform code whose `super` is the file itself).
fn code_of(text: &str) -> String {
    let code: String = text
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let mut out = String::new();
    let mut rest = code.as_str();
    while let Some(i) = find_word(rest, "mod") {
        let after = &rest[i + 3..];
        let name_end = after
            .trim_start()
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .map(|k| k + after.len() - after.trim_start().len());
        let opens = name_end.is_some_and(|k| after[k..].trim_start().starts_with('{'));
        if !opens {
            out.push_str(&rest[..i + 3]);
            rest = after;
            continue;
        }
        out.push_str(&rest[..i]);
        let open = i + 3 + after.find('{').unwrap_or(0);
        let mut depth = 0;
        let mut end = rest.len();
        for (k, c) in rest[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + k + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// The statements starting with `keyword ` (up to their `;`), braces of
/// one level expanded: `use a::{b, c};` gives `a::b` and `a::c`.
fn statements(code: &str, keyword: &str) -> Vec<(bool, String)> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = find_word(rest, keyword) {
        let before = rest[..i].trim_end();
        let public = before.ends_with("pub") || before.ends_with(')') && before.contains("pub(");
        let after = &rest[i + keyword.len()..];
        let Some(end) = after.find(';') else { break };
        let body = tidy(&after[..end]);
        rest = &after[end..];
        match (body.find('{'), body.ends_with('}')) {
            (Some(open), true) => {
                let prefix = body[..open].trim_end_matches("::");
                for item in split_top(&body[open + 1..body.len() - 1]) {
                    out.push((public, format!("{prefix}::{item}")));
                }
            }
            _ => out.push((public, body)),
        }
    }
    out
}

/// One space between words, none around punctuation: `a::{b, c as d}`
/// becomes `a::{b,c as d}`.
fn tidy(s: &str) -> String {
    let words: Vec<&str> = s.split_whitespace().collect();
    let mut out = String::new();
    for w in words {
        let glue = out.ends_with([':', '{', ',']) || w.starts_with([':', '{', '}', ',']);
        if !out.is_empty() && !glue {
            out.push(' ');
        }
        out.push_str(w);
    }
    out
}

/// `a, b::{c, d}, e` split at its top-level commas.
fn split_top(s: &str) -> Vec<String> {
    let (mut out, mut depth, mut cur) = (Vec::new(), 0, String::new());
    for c in s.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    out.push(cur);
    out.into_iter().filter(|s| !s.is_empty()).collect()
}

/// The code with every `use …;` statement taken out (they are read by
/// [`statements`]; a re-export is no dependency of its own).
fn without_uses(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(i) = find_word(rest, "use") {
        out.push_str(&rest[..i]);
        match rest[i..].find(';') {
            Some(end) => rest = &rest[i + end + 1..],
            None => rest = "",
        }
    }
    out.push_str(rest);
    out
}

/// Where `word` starts as a whole word in `s`.
fn find_word(s: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = s[from..].find(word) {
        let at = from + i;
        let before = s[..at].chars().next_back();
        let after = s[at + word.len()..].chars().next();
        let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        if !ident(before) && !ident(after) && after.is_some_and(char::is_whitespace) {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

/// Every path in `code` that starts with one of `heads` (`crate`, `super`,
/// `self`, or a child module's name).
fn inline_paths(code: &str, heads: &BTreeSet<String>) -> Vec<String> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut i = 0;
    while i < bytes.len() {
        if !ident(bytes[i]) || (i > 0 && (ident(bytes[i - 1]) || bytes[i - 1] == b':')) {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < bytes.len() && (ident(bytes[j]) || code[j..].starts_with("::")) {
            j += if bytes[j] == b':' { 2 } else { 1 };
        }
        let path = code[i..j].trim_end_matches("::");
        let head = path.split("::").next().unwrap_or("");
        if path.contains("::") && heads.contains(head) {
            out.push(path.to_string());
        }
        i = j.max(i + 1);
    }
    out
}

/// The crate's file-to-file dependencies.
fn dependencies(mods: &BTreeMap<Module, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    // Re-exports: (module, name) → the path it stands for.
    let mut reexports: HashMap<(Module, String), Vec<String>> = HashMap::new();
    for (m, code) in mods {
        for (public, path) in statements(code, "use") {
            if !public {
                continue;
            }
            let (path, name) = match path.split_once(" as ") {
                Some((p, n)) => (p.to_string(), n.to_string()),
                None => {
                    let name = path.rsplit("::").next().unwrap_or("").to_string();
                    (path.clone(), name)
                }
            };
            reexports.insert((m.clone(), name), split(&path));
        }
    }
    // The file a path leads to, and the files whose re-exports it went
    // through on the way.
    let resolve = |from: &Module, path: &[String]| -> Option<(Module, Vec<Module>)> {
        let mut from = from.clone();
        let mut path = path.to_vec();
        let mut via = Vec::new();
        for _ in 0..8 {
            let (mut cur, rest) = start(&from, &path);
            let mut followed = None;
            for (k, seg) in rest.iter().enumerate() {
                let mut next = cur.clone();
                next.push(seg.clone());
                if mods.contains_key(&next) {
                    cur = next;
                } else if let Some(target) = reexports.get(&(cur.clone(), seg.clone())) {
                    followed = Some((cur.clone(), target.clone(), k));
                    break;
                } else {
                    break;
                }
            }
            match followed {
                Some((at, target, _)) => {
                    via.push(at.clone());
                    from = at;
                    path = target;
                }
                None => return mods.contains_key(&cur).then_some((cur, via)),
            }
        }
        None
    };
    let mut deps: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (m, code) in mods {
        let children: BTreeSet<String> = statements(code, "mod")
            .into_iter()
            .map(|(_, name)| name)
            .filter(|name| name.chars().all(|c| c.is_alphanumeric() || c == '_'))
            .collect();
        let mut heads: BTreeSet<String> = ["crate", "super", "self"].map(String::from).into();
        heads.extend(children);
        let mut paths: Vec<String> = statements(code, "use")
            .into_iter()
            .filter(|(public, _)| !public)
            .map(|(_, p)| p.split(" as ").next().unwrap_or("").to_string())
            .collect();
        paths.extend(inline_paths(&without_uses(code), &heads));
        for p in paths {
            let segs = split(&p);
            let Some(first) = segs.first() else { continue };
            if !heads.contains(first) {
                continue;
            }
            let segs = if ["crate", "super", "self"].contains(&first.as_str()) {
                segs
            } else {
                std::iter::once("self".to_string()).chain(segs).collect()
            };
            if let Some((target, via)) = resolve(m, &segs) {
                for t in via.into_iter().chain([target]) {
                    if t != *m {
                        deps.entry(m.clone()).or_default().insert(t);
                    }
                }
            }
        }
    }
    deps
}

fn split(path: &str) -> Vec<String> {
    path.split("::")
        .filter(|s| !s.is_empty() && *s != "*")
        .map(String::from)
        .collect()
}

/// Where a path starts: `crate` at the root, `super` one up, else here.
fn start(from: &Module, path: &[String]) -> (Module, Vec<String>) {
    match path.first().map(String::as_str) {
        Some("crate") => (Vec::new(), path[1..].to_vec()),
        Some("self") => (from.clone(), path[1..].to_vec()),
        Some("super") => {
            let mut cur = from.clone();
            let mut k = 0;
            while path.get(k).is_some_and(|s| s == "super") {
                cur.pop();
                k += 1;
            }
            (cur, path[k..].to_vec())
        }
        _ => (from.clone(), path.to_vec()),
    }
}

/// Every loop of two or more files (strongly connected components).
fn loops(deps: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    // Kosaraju: order by finish time, then walk the reversed graph.
    let nodes: BTreeSet<Module> = deps
        .iter()
        .flat_map(|(a, bs)| std::iter::once(a.clone()).chain(bs.iter().cloned()))
        .collect();
    let mut seen = BTreeSet::new();
    let mut order = Vec::new();
    for n in &nodes {
        let mut stack = vec![(n.clone(), false)];
        while let Some((v, done)) = stack.pop() {
            if done {
                order.push(v);
                continue;
            }
            if !seen.insert(v.clone()) {
                continue;
            }
            stack.push((v.clone(), true));
            for w in deps.get(&v).into_iter().flatten() {
                if !seen.contains(w) {
                    stack.push((w.clone(), false));
                }
            }
        }
    }
    let mut reversed: BTreeMap<&Module, Vec<&Module>> = BTreeMap::new();
    for (a, bs) in deps {
        for b in bs {
            reversed.entry(b).or_default().push(a);
        }
    }
    let mut assigned = BTreeSet::new();
    let mut out = Vec::new();
    for v in order.iter().rev() {
        if assigned.contains(v) {
            continue;
        }
        let mut comp = Vec::new();
        let mut stack = vec![v];
        assigned.insert(v.clone());
        while let Some(x) = stack.pop() {
            comp.push(x.clone());
            for &w in reversed.get(x).into_iter().flatten() {
                if assigned.insert(w.clone()) {
                    stack.push(w);
                }
            }
        }
        if comp.len() > 1 {
            comp.sort();
            out.push(comp);
        }
    }
    out
}

fn show(m: &Module) -> String {
    if m.is_empty() {
        "lib".into()
    } else {
        m.join("/")
    }
}

#[test]
fn no_two_files_import_each_other_in_a_loop() {
    let deps = dependencies(&modules());
    let found = loops(&deps);
    let text: Vec<String> = found
        .iter()
        .map(|comp| {
            let edges: Vec<String> = comp
                .iter()
                .flat_map(|a| {
                    deps[a]
                        .iter()
                        .filter(|b| comp.contains(b))
                        .map(move |b| format!("{} -> {}", show(a), show(b)))
                })
                .collect();
            edges.join(", ")
        })
        .collect();
    assert!(found.is_empty(), "files in a loop:\n{}", text.join("\n"));
}

#[test]
fn no_layer_imports_one_it_feeds() {
    let layers = ["model", "engine", "text", "io", "web", "cli", "app"];
    let rank = |m: &Module| {
        layers
            .iter()
            .position(|l| m.first().is_some_and(|f| f == l))
    };
    let deps = dependencies(&modules());
    let mut wrong = Vec::new();
    for (a, bs) in &deps {
        for b in bs {
            if let (Some(ra), Some(rb)) = (rank(a), rank(b))
                // cli and app are two faces side by side: neither imports
                // the other.
                && (rb > ra || (ra >= 5 && rb >= 5 && ra != rb))
            {
                wrong.push(format!("{} -> {}", show(a), show(b)));
            }
        }
    }
    assert!(wrong.is_empty(), "imports against the flow: {wrong:?}");
}

/// The check itself can fail: a made-up pair of files that use each other
/// is a loop, and a chain is not.
#[test]
fn the_loop_check_sees_a_loop() {
    let mut mods = BTreeMap::new();
    let m = |s: &str| -> Module { s.split('/').map(String::from).collect() };
    mods.insert(m("a"), "mod x;\nmod y;\npub use x::Thing;\n".to_string());
    mods.insert(
        m("a/x"),
        "use super::y::helper;\npub struct Thing;\n".into(),
    );
    mods.insert(
        m("a/y"),
        "use crate::a::Thing;\npub fn helper() {}\n".into(),
    );
    mods.insert(m("b"), "use crate::a::x::Thing;\n".into());
    let deps = dependencies(&mods);
    assert_eq!(loops(&deps), vec![vec![m("a/x"), m("a/y")]]);
    assert!(deps[&m("b")].contains(&m("a/x")));
}

/// A loop through a re-export is a loop: a file using a folder's
/// re-export while the folder's own file uses it.
#[test]
fn the_loop_check_sees_a_loop_through_a_reexport() {
    let m = |s: &str| -> Module { s.split('/').map(String::from).collect() };
    let mut mods = BTreeMap::new();
    mods.insert(m("p"), "mod outcome;\nmod swiss;\n".to_string());
    mods.insert(m("p/outcome"), "use super::swiss::MAX;\n".to_string());
    mods.insert(
        m("p/swiss"),
        "mod cost;\npub use cost::MAX;\nuse super::outcome::Pairing;\n".to_string(),
    );
    mods.insert(m("p/swiss/cost"), "pub const MAX: usize = 1;\n".to_string());
    let deps = dependencies(&mods);
    assert!(deps[&m("p/outcome")].contains(&m("p/swiss/cost")));
    assert_eq!(loops(&deps), vec![vec![m("p/outcome"), m("p/swiss")]]);
}
