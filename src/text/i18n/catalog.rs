//! The Fluent catalogs, one bundle per language, built once on first use.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::lang::Lang;

pub use crate::model::Msg;

include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));

/// An argument of a message: text already formatted for the language (a
/// name, a list, "44,44 %"), or a count the message may choose its plural
/// form by.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Shown as it is.
    Text(String),
    /// A whole number; plural selectors follow CLDR's rules for it.
    Count(i64),
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Text(s.clone())
    }
}
impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}
impl From<std::path::Display<'_>> for Arg {
    fn from(d: std::path::Display<'_>) -> Self {
        Arg::Text(d.to_string())
    }
}
impl From<&std::io::Error> for Arg {
    fn from(e: &std::io::Error) -> Self {
        Arg::Text(e.to_string())
    }
}
impl From<std::io::Error> for Arg {
    fn from(e: std::io::Error) -> Self {
        Arg::Text(e.to_string())
    }
}
impl From<&std::path::Display<'_>> for Arg {
    fn from(d: &std::path::Display<'_>) -> Self {
        Arg::Text(d.to_string())
    }
}
impl From<&&String> for Arg {
    fn from(s: &&String) -> Self {
        Arg::Text((*s).clone())
    }
}
impl From<&char> for Arg {
    fn from(c: &char) -> Self {
        Arg::Text(c.to_string())
    }
}
impl From<char> for Arg {
    fn from(c: char) -> Self {
        Arg::Text(c.to_string())
    }
}
impl From<&&str> for Arg {
    fn from(s: &&str) -> Self {
        Arg::Text((*s).to_string())
    }
}
macro_rules! count_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            #[allow(clippy::cast_possible_wrap, clippy::cast_lossless)]
            fn from(n: $t) -> Self {
                Arg::Count(n as i64)
            }
        }
        impl From<&$t> for Arg {
            #[allow(clippy::cast_possible_wrap, clippy::cast_lossless)]
            fn from(n: &$t) -> Self {
                Arg::Count(*n as i64)
            }
        }
    )*};
}
count_from!(u8, u16, u32, u64, usize, i32, i64);

type Bundle = FluentBundle<FluentResource>;

/// Builds one language's bundle from its embedded catalogs. A catalog that
/// does not parse is reported on stderr and its good messages still load
/// (the catalog tests fail on any such error).
fn build(lang: Lang) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang
        .folder()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Names are isolated where they are put in (text::bidi), so Fluent's
    // own FSI/PDI marks are not wanted around every argument.
    bundle.set_use_isolating(false);
    // NUMBER(), for ordinals ("1st", "2nd") by CLDR's rules.
    if let Err(e) = bundle.add_builtins() {
        eprintln!("podsheet: catalog functions: {e}");
    }
    if lang == Lang::Pseudo {
        bundle.set_transform(Some(super::pseudo::transform));
    }
    for (file, text) in sources(lang.folder()) {
        let res = match FluentResource::try_new((*text).to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                eprintln!("podsheet: catalog {}/{file}: {errors:?}", lang.folder());
                r
            }
        };
        if let Err(errors) = bundle.add_resource(res) {
            eprintln!("podsheet: catalog {}/{file}: {errors:?}", lang.folder());
        }
    }
    bundle
}

/// The embedded catalog files of a language folder.
pub fn sources(folder: &str) -> &'static [(&'static str, &'static str)] {
    CATALOGS
        .iter()
        .find(|(f, _)| *f == folder)
        .map_or(&[], |(_, files)| files)
}

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; Lang::COUNT] = [const { OnceLock::new() }; Lang::COUNT];
    BUNDLES[lang.index()].get_or_init(|| build(lang))
}

/// Whether a language's catalogs define a message (the English catalogs
/// define them all: their ids are [`Msg`]).
pub fn has_message(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// A message in a language, with its arguments. A message the language
/// lacks falls back to English (the catalog tests keep every language
/// complete).
pub fn tr_in(lang: Lang, msg: Msg, args: &[(&str, Arg)]) -> String {
    let id = msg.id();
    let bundle = if bundle(lang).has_message(id) {
        bundle(lang)
    } else {
        bundle(Lang::En)
    };
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return id.to_string();
    };
    let mut fargs = FluentArgs::new();
    for (k, v) in args {
        match v {
            Arg::Text(s) => fargs.set(*k, FluentValue::from(s.as_str())),
            Arg::Count(n) => fargs.set(*k, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let out = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
    debug_assert!(errors.is_empty(), "message {id}: {errors:?}");
    out.into_owned()
}
