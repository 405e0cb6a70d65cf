//! Right-to-left names inside left-to-right sentences.
//!
//! Every line is laid out left to right (the app's sentences are English)
//! with the Unicode Bidirectional Algorithm (`unicode-bidi`) deciding the
//! order of the runs. Each name is first *isolated* (FSI … PDI, its own
//! bidi controls removed), so a name can never reorder the text around it,
//! and a number after an Arabic name stays after it.
//!
//! Two faces draw differently, so there are two preparations:
//! - [`for_screen`]: egui shapes each run of one font with HarfBuzz's
//!   rules (`harfrust`), guessing its direction from its script, so an
//!   Arabic or Hebrew word reaches egui in logical order (egui reverses and
//!   joins it) and only the *order of the words and runs* is made visual.
//! - [`for_print`]: printpdf draws one glyph per character, neither
//!   reordering nor shaping, so Arabic letters are joined into their
//!   presentation forms (`ar-reshaper`) and the whole line is put in visual
//!   order.
//!
//! Both return text with every bidi control removed (fonts draw them as
//! boxes).

use super::script::script_of;
use unicode_bidi::{Level, ParagraphBidiInfo};
use unicode_normalization::char::is_combining_mark;

/// First strong isolate: the isolated text takes its own direction.
const FSI: char = '\u{2068}';
/// Pop directional isolate.
const PDI: char = '\u{2069}';

/// Whether `c` is a bidi control: marks (LRM, RLM, ALM), embeddings and
/// overrides (LRE … RLO, PDF) and isolates (LRI … PDI).
pub fn is_bidi_control(c: char) -> bool {
    matches!(
        c,
        '\u{200E}' | '\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// `text` without its bidi controls (what the CLI prints for a name).
pub fn strip_controls(text: &str) -> String {
    text.chars().filter(|&c| !is_bidi_control(c)).collect()
}

/// A name ready to go inside a sentence: its own bidi controls removed and
/// the rest wrapped in an isolate, so it takes its own direction and leaves
/// the sentence's alone.
pub fn isolate(name: &str) -> String {
    format!("{FSI}{}{PDI}", strip_controls(name))
}

/// [`isolate`] for a name that needs it: one with any character outside
/// ASCII (an ASCII name has no right-to-left letter or bidi control, and
/// stays byte for byte as it was). What the web pages print for a name.
pub fn isolate_if_needed(name: &str) -> String {
    if name.is_ascii() {
        name.to_string()
    } else {
        isolate(name)
    }
}

/// `text` with every occurrence of each of `names` isolated ([`isolate`]),
/// longest names first, for sentences built with names in them.
pub fn isolate_names<'a>(text: &str, names: impl IntoIterator<Item = &'a str>) -> String {
    let mut names: Vec<&str> = names.into_iter().filter(|n| !n.is_empty()).collect();
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    let mut out = String::with_capacity(text.len() + 8);
    let mut rest = text;
    'outer: while let Some(c) = rest.chars().next() {
        for name in &names {
            if rest.starts_with(name) {
                out.push_str(&isolate(name));
                rest = &rest[name.len()..];
                continue 'outer;
            }
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// The forms of `names` that sentences use and that need isolating: each
/// full name and its first word (explanations call players by first name),
/// keeping only those with a character outside ASCII (an ASCII name takes
/// the sentence's direction anyway).
pub fn name_forms<'a>(names: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for name in names {
        let first = name.split_whitespace().next().unwrap_or("");
        for form in [name, first] {
            if !form.is_ascii() && !out.iter().any(|o| o == form) {
                out.push(form.to_string());
            }
        }
    }
    out
}

/// `text` prepared for egui: each line's runs in visual order, right-to-left
/// words left in logical order for egui's shaper.
pub fn for_screen(text: &str) -> String {
    lines(text, false)
}

/// `text` prepared for the PDF: Arabic letters joined, each line wholly in
/// visual order.
pub fn for_print(text: &str) -> String {
    if text
        .chars()
        .any(|c| matches!(script_of(c), Some(s) if s.is_rtl()))
    {
        let shaped = ar_reshaper::reshape_line(text);
        lines(&shaped, true)
    } else {
        lines(text, true)
    }
}

fn lines(text: &str, whole: bool) -> String {
    // Nothing below Hebrew is right to left or a bidi control.
    if text.chars().all(|c| c < '\u{590}') {
        return text.to_string();
    }
    // Embeddings and overrides only ever come from a name that was not
    // isolated: drop them before they can reorder anything.
    let text: String = text
        .chars()
        .filter(|c| !matches!(c, '\u{202A}'..='\u{202E}'))
        .collect();
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.extend(visual(line, whole).chars().filter(|&c| !is_bidi_control(c)));
    }
    out
}

/// One line in visual order; `whole` reverses right-to-left runs down to
/// the character, otherwise only down to the word.
fn visual(line: &str, whole: bool) -> String {
    let info = ParagraphBidiInfo::new(line, Some(Level::ltr()));
    if !info.has_rtl() {
        return line.to_string();
    }
    let (levels, runs) = info.visual_runs(0..line.len());
    let mut out = String::with_capacity(line.len());
    for run in runs {
        let piece = &line[run.clone()];
        if levels[run.start].is_rtl() {
            reverse_run(piece, whole, &mut out);
        } else {
            out.push_str(piece);
        }
    }
    out
}

/// Appends a right-to-left run reversed: clusters (a character and its
/// combining marks) in reverse order, brackets mirrored; unless `whole`,
/// each right-to-left word stays in logical order.
fn reverse_run(run: &str, whole: bool, out: &mut String) {
    let mut clusters: Vec<String> = Vec::new();
    for c in run.chars() {
        match clusters.last_mut() {
            Some(last) if is_combining_mark(c) || is_bidi_control(c) => last.push(c),
            Some(last) if !whole && is_rtl_letter(c) && last.chars().any(is_rtl_letter) => {
                last.push(c);
            }
            _ => clusters.push(c.to_string()),
        }
    }
    for cluster in clusters.iter().rev() {
        out.extend(cluster.chars().map(mirror));
    }
}

fn is_rtl_letter(c: char) -> bool {
    matches!(script_of(c), Some(s) if s.is_rtl())
}

/// The mirror image of a bracket, drawn in a right-to-left run.
fn mirror(c: char) -> char {
    match c {
        '(' => ')',
        ')' => '(',
        '[' => ']',
        ']' => '[',
        '{' => '}',
        '}' => '{',
        '<' => '>',
        '>' => '<',
        '«' => '»',
        '»' => '«',
        c => c,
    }
}

#[cfg(test)]
#[path = "bidi_tests.rs"]
mod tests;
