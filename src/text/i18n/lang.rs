//! The languages Podsheet speaks, their BCP 47 tags, the desktop's own,
//! and the language each thread speaks in.

use std::cell::Cell;

/// A language of the catalogs (`assets/i18n/LANG`).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Lang {
    /// English, the source language.
    #[default]
    En,
    /// Japanese.
    Ja,
    /// Korean.
    Ko,
    /// Chinese, simplified script.
    ZhHans,
    /// Chinese, traditional script.
    ZhHant,
    /// German.
    De,
    /// French.
    Fr,
    /// Spanish.
    Es,
    /// Italian.
    It,
    /// Brazilian Portuguese.
    PtBr,
    /// The pseudo-locale `en-XA`: English with accents, about 40% longer,
    /// to show every string that skips the catalogs and every box too
    /// small for a longer language.
    Pseudo,
}

impl Lang {
    /// The languages whose catalogs are complete: what the menus, the
    /// pages' switch and the desktop's or a browser's language choose from.
    /// The catalog tests check each has every message. A language added to
    /// [`Lang::ALL`] before its catalogs are complete stays out of this list
    /// ("in preparation"): `--lang` and a page's `?lang=` still reach it,
    /// each missing message in English. Today all ten are complete.
    pub const OFFERED: &'static [Lang] = &Lang::ALL;

    /// The ten languages Podsheet has catalogs for (complete or in
    /// preparation), in menu order.
    pub const ALL: [Lang; 10] = [
        Lang::En,
        Lang::Ja,
        Lang::Ko,
        Lang::ZhHans,
        Lang::ZhHant,
        Lang::De,
        Lang::Fr,
        Lang::Es,
        Lang::It,
        Lang::PtBr,
    ];

    /// Its BCP 47 tag, which is also its folder in assets/i18n.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
            Lang::Ko => "ko",
            Lang::ZhHans => "zh-Hans",
            Lang::ZhHant => "zh-Hant",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::It => "it",
            Lang::PtBr => "pt-BR",
            Lang::Pseudo => "en-XA",
        }
    }

    /// Its name in itself, as a language switch shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ja => "日本語",
            Lang::Ko => "한국어",
            Lang::ZhHans => "简体中文",
            Lang::ZhHant => "繁體中文",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::It => "Italiano",
            Lang::PtBr => "Português (Brasil)",
            Lang::Pseudo => "Pseudo (en-XA)",
        }
    }

    /// The catalog folder it reads (the pseudo-locale reads English).
    pub fn folder(self) -> &'static str {
        match self {
            Lang::Pseudo => "en",
            l => l.tag(),
        }
    }

    /// The locale whose CLDR data formats its numbers, lists and times.
    /// English takes en-GB's: "A, B and C", and "21:36".
    pub(super) fn icu_tag(self) -> &'static str {
        match self {
            Lang::En | Lang::Pseudo => "en-GB",
            Lang::ZhHans => "zh",
            Lang::PtBr => "pt",
            l => l.tag(),
        }
    }

    /// Reads a BCP 47 tag or a POSIX locale name ("ja", "ja-JP",
    /// "de_DE.UTF-8", "zh-TW", "pt"): `None` for a language not offered.
    pub fn parse(tag: &str) -> Option<Lang> {
        let tag = tag.split(['.', '@']).next().unwrap_or("").trim();
        let parts: Vec<String> = tag.split(['-', '_']).map(str::to_ascii_lowercase).collect();
        let rest = |s: &str| parts.iter().skip(1).any(|p| p == s);
        Some(match parts.first()?.as_str() {
            "en" if rest("xa") => Lang::Pseudo,
            "en" => Lang::En,
            "ja" => Lang::Ja,
            "ko" => Lang::Ko,
            "zh" if rest("hant") || rest("tw") || rest("hk") || rest("mo") => Lang::ZhHant,
            "zh" => Lang::ZhHans,
            "de" => Lang::De,
            "fr" => Lang::Fr,
            "es" => Lang::Es,
            "it" => Lang::It,
            "pt" => Lang::PtBr,
            _ => return None,
        })
    }

    /// The desktop's language (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`
    /// on Unix; the user's UI languages on Windows and macOS): the first
    /// one offered, else English.
    pub fn from_desktop() -> Lang {
        sys_locale::get_locales()
            .find_map(|l| Lang::parse(&l).filter(|l| l.is_offered()))
            .unwrap_or(Lang::En)
    }

    /// The best of a browser's `Accept-Language` header ("fr-CH,
    /// fr;q=0.9, en;q=0.8"): the offered language with the highest weight,
    /// `None` when none is offered.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(f32, Lang)> = None;
        for item in header.split(',') {
            let mut bits = item.split(';');
            let tag = bits.next().unwrap_or("").trim();
            let q = bits
                .find_map(|b| b.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if let Some(lang) = Lang::parse(tag).filter(|l| l.is_offered())
                && q > 0.0
                && best.is_none_or(|(bq, _)| q > bq)
            {
                best = Some((q, lang));
            }
        }
        best.map(|(_, l)| l)
    }

    /// "en, ja, ko, …": the tags `--lang` takes, for messages about a bad
    /// tag.
    pub fn offered_list() -> String {
        Lang::ALL.map(Lang::tag).join(", ")
    }

    /// Whether its catalogs are complete ([`Lang::OFFERED`]).
    pub fn is_offered(self) -> bool {
        Lang::OFFERED.contains(&self)
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language this thread speaks in (English until set).
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// Sets the language this thread speaks in.
pub fn set_current(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// Runs `f` with this thread speaking `lang`, then restores the previous.
pub fn with_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let before = current();
    set_current(lang);
    let out = f();
    set_current(before);
    out
}
