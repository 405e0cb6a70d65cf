//! The languages Podsheet speaks, their BCP 47 tags, the desktop's own,
//! and the language each thread speaks in.
//!
//! One table, [`languages!`] below, is the single source: the enum, its
//! tags, names in themselves, CLDR locales, which are offered, how a tag
//! is read and how many catalog bundles there are all come from it. A new
//! language is one line there plus its folder in `assets/i18n`; the
//! catalog tests then list every message it still lacks.

use std::cell::Cell;

/// Writes [`Lang`] and its lookups from one table: `Variant = "tag",
/// "name in itself", icu "CLDR locale", offered|preparing, also ["subtag",
/// …]`. A tag's other subtags in `also` choose this language over an
/// earlier one with the same primary subtag (zh-TW → zh-Hant).
macro_rules! languages {
    ($(
        $(#[$doc:meta])*
        $variant:ident = $tag:literal, $native:literal, icu $icu:literal,
        $state:ident, also [$($also:literal),*];
    )*) => {
        /// A language of the catalogs (`assets/i18n/LANG`), or the
        /// pseudo-locale.
        #[derive(
            Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
        )]
        pub enum Lang {
            /// English, the source language.
            #[default]
            En,
            $($(#[$doc])* $variant,)*
            /// The pseudo-locale `en-XA`: English with accents, about 40%
            /// longer, to show every string that skips the catalogs and
            /// every box too small for a longer language.
            Pseudo,
        }

        impl Lang {
            /// The languages Podsheet has catalogs for (complete or in
            /// preparation), in menu order.
            pub const ALL: [Lang; 1 + [$(stringify!($variant)),*].len()] =
                [Lang::En, $(Lang::$variant),*];

            /// How many languages there are, the pseudo-locale included:
            /// one catalog bundle each, indexed by [`Lang::index`].
            pub const COUNT: usize = Lang::ALL.len() + 1;

            /// Its place among [`Lang::COUNT`]: the order of the table,
            /// the pseudo-locale last.
            pub const fn index(self) -> usize {
                self as usize
            }

            /// Its BCP 47 tag, which is also its folder in assets/i18n.
            pub fn tag(self) -> &'static str {
                match self {
                    Lang::En => "en",
                    $(Lang::$variant => $tag,)*
                    Lang::Pseudo => "en-XA",
                }
            }

            /// Its name in itself, as a language switch shows it.
            pub fn native_name(self) -> &'static str {
                match self {
                    Lang::En => "English",
                    $(Lang::$variant => $native,)*
                    Lang::Pseudo => "Pseudo (en-XA)",
                }
            }

            /// The locale whose CLDR data formats its numbers, lists and
            /// times. English takes en-GB's: "A, B and C", and "21:36".
            pub(super) fn icu_tag(self) -> &'static str {
                match self {
                    Lang::En | Lang::Pseudo => "en-GB",
                    $(Lang::$variant => $icu,)*
                }
            }

            /// Whether its catalogs are complete: what the menus, the
            /// pages' switch and the desktop's or a browser's language
            /// choose from. A language in preparation (`preparing` in the
            /// table) is still reached by `--lang` and `?lang=`, each
            /// missing message in English; the catalog tests check every
            /// offered language has every message.
            pub fn is_offered(self) -> bool {
                match self {
                    Lang::En => true,
                    $(Lang::$variant => languages!(@offered $state),)*
                    Lang::Pseudo => false,
                }
            }

            /// Subtags after the primary one that choose this language
            /// over another with the same primary subtag.
            fn also(self) -> &'static [&'static str] {
                match self {
                    $(Lang::$variant => &[$($also),*],)*
                    Lang::En | Lang::Pseudo => &[],
                }
            }
        }
    };
    (@offered offered) => { true };
    (@offered preparing) => { false };
}

languages! {
    /// Japanese.
    Ja = "ja", "日本語", icu "ja", offered, also [];
    /// Korean.
    Ko = "ko", "한국어", icu "ko", offered, also [];
    /// Chinese, simplified script.
    ZhHans = "zh-Hans", "简体中文", icu "zh", offered, also ["hans"];
    /// Chinese, traditional script (Taiwan, Hong Kong, Macau).
    ZhHant = "zh-Hant", "繁體中文", icu "zh-Hant", offered, also ["hant", "tw", "hk", "mo"];
    /// German.
    De = "de", "Deutsch", icu "de", offered, also [];
    /// French.
    Fr = "fr", "Français", icu "fr", offered, also [];
    /// Spanish.
    Es = "es", "Español", icu "es", offered, also [];
    /// Italian.
    It = "it", "Italiano", icu "it", offered, also [];
    /// Brazilian Portuguese.
    PtBr = "pt-BR", "Português (Brasil)", icu "pt", offered, also [];
}

impl Lang {
    /// The offered languages ([`Lang::is_offered`]), in menu order.
    pub fn offered() -> impl Iterator<Item = Lang> {
        Lang::ALL.into_iter().filter(|l| l.is_offered())
    }

    /// The catalog folder it reads (the pseudo-locale reads English).
    pub fn folder(self) -> &'static str {
        match self {
            Lang::Pseudo => "en",
            l => l.tag(),
        }
    }

    /// Reads a BCP 47 tag or a POSIX locale name ("ja", "ja-JP",
    /// "de_DE.UTF-8", "zh-TW", "pt"): `None` for a language Podsheet has
    /// no catalogs for.
    pub fn parse(tag: &str) -> Option<Lang> {
        let tag = tag.split(['.', '@']).next().unwrap_or("").trim();
        let parts: Vec<String> = tag.split(['-', '_']).map(str::to_ascii_lowercase).collect();
        let primary = parts.first()?;
        if primary == "en" && parts[1..].iter().any(|p| p == "xa") {
            return Some(Lang::Pseudo);
        }
        let same: Vec<Lang> = Lang::ALL
            .into_iter()
            .filter(|l| {
                l.tag()
                    .split('-')
                    .next()
                    .is_some_and(|p| p.eq_ignore_ascii_case(primary))
            })
            .collect();
        // A script subtag (four letters: zh-Hans-TW) decides before a
        // region (zh-TW).
        let chosen_by = |script: bool| {
            same.iter().copied().find(|l| {
                parts[1..]
                    .iter()
                    .filter(|p| (p.len() == 4) == script)
                    .any(|p| l.also().contains(&p.as_str()))
            })
        };
        chosen_by(true)
            .or_else(|| chosen_by(false))
            .or_else(|| same.first().copied())
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
