//! The engine's sentences ([`crate::model::Said`]: a message id and its
//! arguments) in words.

use super::catalog::{Arg, tr_in};
use super::format::and_list;
use super::lang::{Lang, current};

/// Says `said` in `lang`: its message, each argument in turn (a part said
/// by another message is said in the same language).
pub fn say_in(lang: Lang, said: &crate::model::Said) -> String {
    use crate::model::SaidArg;
    let args: Vec<(&str, Arg)> = said
        .args
        .iter()
        .map(|(k, v)| {
            let v = match v {
                SaidArg::Text(t) => Arg::Text(t.clone()),
                SaidArg::Count(n) => Arg::Count(*n),
                SaidArg::Said(inner) => Arg::Text(say_in(lang, inner)),
                SaidArg::List(items) => {
                    let items: Vec<String> = items.iter().map(|i| say_in(lang, i)).collect();
                    Arg::Text(and_list(lang, &items))
                }
            };
            (*k, v)
        })
        .collect();
    tr_in(lang, said.msg, &args)
}

/// A [`crate::model::Said`] in the thread's language ([`super::current`]):
/// the engine's sentences read as text wherever a face shows them.
impl std::fmt::Display for crate::model::Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&say_in(current(), self))
    }
}

/// A [`crate::model::Said`] as a message argument, said in the thread's
/// language.
impl From<&crate::model::Said> for Arg {
    fn from(s: &crate::model::Said) -> Self {
        Arg::Text(say_in(current(), s))
    }
}
impl From<&&crate::model::Said> for Arg {
    fn from(s: &&crate::model::Said) -> Self {
        Arg::Text(say_in(current(), s))
    }
}
