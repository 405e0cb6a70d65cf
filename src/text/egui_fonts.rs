//! The app's side of words and glyphs: the desktop's fonts as egui
//! fallbacks, and the one function every name drawn goes through.
//!
//! egui (0.37) asks a font provider for a font only when a character is
//! missing from every installed one, so a night of Latin names never loads
//! a system font, and a Korean name loads one Korean face, mapped from its
//! file (only the glyphs drawn are read). egui shapes each run of one
//! font (Arabic letters join) but lays runs out left to right, so names
//! and sentences are put into visual order here ([`super::bidi`]).

use super::bidi::{for_screen, isolate_names, name_forms, strip_controls};
use super::fonts::{self, FontFinder, HanForm};
use super::script::{Script, scripts_in};
use egui::{
    FallbackRequest, FontData, FontFamily, FontInsert, FontPriority, FontProvider, InsertFontFamily,
};
use std::sync::Arc;

/// Finds fonts for egui among a [`FontFinder`]'s faces.
struct Provider(&'static FontFinder, HanForm);

impl FontProvider for Provider {
    fn font_for(&self, request: &FallbackRequest<'_>) -> Option<FontInsert> {
        let c = request.cluster.chars().next()?;
        // Letters of any script, and the signs egui's own font lacks (the
        // arrow of "Event → Cut by division…"); never a control.
        if c.is_control() || c.is_whitespace() {
            return None;
        }
        // CJK in the form of the app's language; kana and Hangul in their own.
        let file = if fonts::is_cjk(c) {
            let form = match super::script::script_of(c) {
                Some(Script::Kana) => HanForm::Japanese,
                Some(Script::Hangul) => HanForm::Korean,
                _ => self.1,
            };
            self.0.cjk_font(form, false)?
        } else {
            self.0.font_for_char(c)?
        };
        let mut data = FontData::from_static(fonts::bytes(&file.path)?);
        data.index = file.index;
        let families = [FontFamily::Proportional, FontFamily::Monospace]
            .into_iter()
            .map(|family| InsertFontFamily {
                family,
                priority: FontPriority::Lowest,
            })
            .collect();
        Some(FontInsert::new(
            &format!("{} #{}", file.family, file.index),
            data,
            families,
        ))
    }
}

/// What the app has been told about fonts so far (kept in egui's memory).
#[derive(Clone, Default)]
struct State {
    installed: bool,
    form: Option<HanForm>,
    finder: Option<&'static FontFinder>,
    checked: Vec<String>,
    notices: Vec<String>,
}

fn state_id() -> egui::Id {
    egui::Id::unique("podsheet-text-fonts")
}

/// Adds the desktop's fonts behind the app's own, as egui needs them.
/// Called every frame: it does something the first time in a context, and
/// when the language changes the form of Chinese characters (今 in a
/// Chinese app takes the Chinese face, not the Japanese one).
pub fn install(ctx: &egui::Context) {
    let form = HanForm::for_text(super::i18n::current(), "");
    let (installed, finder, had) = ctx.data(|d| {
        let s = d.get_temp::<State>(state_id()).unwrap_or_default();
        (s.installed, s.finder, s.form)
    });
    if !installed || had != Some(form) {
        install_with(ctx, finder.unwrap_or_else(fonts::system));
    }
}

/// [`install`] with the fonts of `finder` only (tests: a machine without
/// a script's font).
pub fn install_with(ctx: &egui::Context, finder: &'static FontFinder) {
    let form = HanForm::for_text(super::i18n::current(), "");
    ctx.set_font_providers(vec![Arc::new(Provider(finder, form))]);
    ctx.data_mut(|d| {
        let s = d.get_temp_mut_or_default::<State>(state_id());
        s.finder = Some(finder);
        s.form = Some(form);
        s.installed = true;
    });
}

/// Starts looking through the desktop's fonts on a background thread when
/// one of `names` will need them, so the first frame finds the work done
/// (called as the app opens its file, while the window is still being
/// made). A night of Latin names never looks.
pub fn warm_up<'a>(names: impl IntoIterator<Item = &'a str>) {
    let needed = names
        .into_iter()
        .any(|n| scripts_in(n).into_iter().any(|s| !bundled(s)));
    if needed {
        let _ = std::thread::Builder::new()
            .name("podsheet-fonts".into())
            .spawn(|| {
                for s in Script::ALL.into_iter().filter(|&s| !bundled(s)) {
                    let _ = fonts::system().font_for(s);
                }
            });
    }
}

/// The scripts egui's own font (Ubuntu Light) draws.
fn bundled(script: Script) -> bool {
    matches!(script, Script::Latin | Script::Greek | Script::Cyrillic)
}

/// The one way a player's name is drawn: its bidi controls removed and,
/// for a right-to-left name, its words in visual order. A sentence made of
/// names prepared here needs no further preparation.
pub fn name(name: &str) -> String {
    for_screen(&strip_controls(name))
}

/// A sentence with names in it (an explanation, a status line) ready to
/// draw: each of `names` (full names; their first words too) isolated so
/// that none reorders the sentence, then the whole in visual order.
pub fn sentence<'a>(text: &str, names: impl IntoIterator<Item = &'a str>) -> String {
    if text.is_ascii() {
        return text.to_string();
    }
    let forms = name_forms(names);
    for_screen(&isolate_names(text, forms.iter().map(String::as_str)))
}

/// Notes, once per name, each of `names` whose script no installed font
/// draws, for [`notice_line`].
pub fn check_names<'a>(ctx: &egui::Context, names: impl IntoIterator<Item = &'a str>) {
    for n in names {
        check(ctx, n);
    }
}

fn check(ctx: &egui::Context, name: &str) {
    if name.is_ascii() {
        return;
    }
    let (finder, seen) = ctx.data(|d| {
        let s = d.get_temp::<State>(state_id()).unwrap_or_default();
        (s.finder, s.checked.iter().any(|c| c == name))
    });
    if seen {
        return;
    }
    let finder = finder.unwrap_or_else(fonts::system);
    let missing: Vec<String> = scripts_in(name)
        .into_iter()
        .filter(|&s| !bundled(s) && finder.font_for(s).is_none())
        .map(|s| fonts::missing_notice(name, s))
        .collect();
    ctx.data_mut(|d| {
        let s = d.get_temp_mut_or_default::<State>(state_id());
        s.checked.push(name.to_string());
        s.notices.extend(missing);
    });
}

/// The notices so far: one per name and script no installed font draws.
pub fn notices(ctx: &egui::Context) -> Vec<String> {
    ctx.data(|d| d.get_temp::<State>(state_id()).unwrap_or_default().notices)
}

/// All the notices as one line, or `None` when there are none.
pub fn notice_line(ctx: &egui::Context) -> Option<String> {
    fonts::summary_line(&notices(ctx))
}

/// Forgets the notices (the owner dismissed them); the same names are not
/// reported again.
pub fn dismiss_notices(ctx: &egui::Context) {
    ctx.data_mut(|d| {
        d.get_temp_mut_or_default::<State>(state_id())
            .notices
            .clear();
    });
}
