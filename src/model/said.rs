//! A sentence for people as data: which message of the catalogs
//! (assets/i18n) and its arguments. The engine says things this way and
//! never in a language; `text::i18n` puts a [`Said`] into words (its
//! `Display` is there), in whichever language a face speaks.

include!(concat!(env!("OUT_DIR"), "/msg_ids.rs"));

/// A message id with its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    /// Which message.
    pub msg: Msg,
    /// Its arguments by name.
    pub args: Vec<(&'static str, SaidArg)>,
}

/// An argument of a [`Said`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaidArg {
    /// Shown as it is (a name, a score).
    Text(String),
    /// A whole number; the message may choose its plural form by it.
    Count(i64),
    /// A part said by another message ("Round 2, match C (Derek vs
    /// Bernie)").
    Said(Box<Said>),
    /// Parts to list in the language's way ("A, B and C").
    List(Vec<Said>),
}

impl From<&String> for SaidArg {
    fn from(s: &String) -> Self {
        SaidArg::Text(s.clone())
    }
}
impl From<&&String> for SaidArg {
    fn from(s: &&String) -> Self {
        SaidArg::Text((*s).clone())
    }
}
impl From<&&str> for SaidArg {
    fn from(s: &&str) -> Self {
        SaidArg::Text((*s).to_string())
    }
}
impl From<&&Said> for SaidArg {
    fn from(s: &&Said) -> Self {
        SaidArg::Said(Box::new((*s).clone()))
    }
}
impl From<&Said> for SaidArg {
    fn from(s: &Said) -> Self {
        SaidArg::Said(Box::new(s.clone()))
    }
}
impl From<&Vec<Said>> for SaidArg {
    fn from(list: &Vec<Said>) -> Self {
        SaidArg::List(list.clone())
    }
}
impl From<&char> for SaidArg {
    fn from(c: &char) -> Self {
        SaidArg::Text(c.to_string())
    }
}
macro_rules! said_count {
    ($($t:ty),*) => {$(
        impl From<&$t> for SaidArg {
            #[allow(clippy::cast_possible_wrap, clippy::cast_lossless)]
            fn from(n: &$t) -> Self {
                SaidArg::Count(*n as i64)
            }
        }
        impl From<&&$t> for SaidArg {
            #[allow(clippy::cast_possible_wrap, clippy::cast_lossless)]
            fn from(n: &&$t) -> Self {
                SaidArg::Count(**n as i64)
            }
        }
    )*};
}
said_count!(u8, u16, u32, u64, usize, i32, i64);

/// A [`Said`]: `said!(RoundNotFinished, round = r, missing = n)`.
#[macro_export]
macro_rules! said {
    ($id:ident) => {
        $crate::model::Said { msg: $crate::model::Msg::$id, args: Vec::new() }
    };
    ($id:ident, $($k:ident = $v:expr),+ $(,)?) => {
        $crate::model::Said {
            msg: $crate::model::Msg::$id,
            args: vec![$((stringify!($k), $crate::model::SaidArg::from(&$v))),+],
        }
    };
}
