//! Words and glyphs, in one room (architecture §11): everything about
//! text for people that every face (app, PDF, web pages, CLI) shares.
//!
//! - [`script`]: which writing system a name is in, and the font package
//!   that draws it.
//! - [`bidi`]: right-to-left names inside left-to-right sentences: the
//!   Unicode Bidirectional Algorithm, each name isolated so that nothing
//!   in it (U+202E and the rest) reorders the text around it, Arabic letters
//!   joined for the PDF.
//! - [`breaks`]: where lines may break (kinsoku included) and how
//!   sentences join, in every language.
//! - [`width`]: terminal columns (a CJK character takes two, a combining
//!   mark none).
//! - [`mod@fold`]: names folded for matching: case, accents, full-width forms
//!   and Unicode normalization.
//! - `fonts` (with PDF support): the desktop's own fonts for the scripts the
//!   bundled fonts lack; `egui_fonts` (the app) adds them to egui.
//!
//! - [`clock`]: stored times as the reader reads them, in this
//!   computer's time zone and the reader's language.
//! - [`i18n`]: the store's own language: the message catalogs, and
//!   numbers, lists and times in each language's form.
//! - [`explain`]: explanations of ties, said in a language from the
//!   engine's data.
//! - [`life`]: a round's life in words: what made a round or the cut
//!   stale, what the owner can do, and what was chosen.
//! - [`reports`]: the players' reports in words: what is odd about a
//!   match's reports, and where each came from.
//! - [`division_words`]: an age division named by a person, in any
//!   language ("Liam Kowalski, juniors").
//! - [`room`]: what each event of the room is called, one name on every
//!   face ("Friday draft — Pod 2" in the reader's language).

pub mod bidi;
pub mod breaks;
pub mod clock;
pub mod collate;
pub mod division_words;
#[cfg(feature = "gui")]
pub mod egui_fonts;
pub mod explain;
pub mod fold;
#[cfg(feature = "pdf")]
pub mod fonts;
pub mod i18n;
pub mod life;
pub mod reports;
pub mod room;
pub mod round_end;
pub mod script;
pub mod sheet;
pub mod width;

pub use bidi::{
    for_print, for_screen, isolate, isolate_if_needed, isolate_names, name_forms, strip_controls,
};
pub use fold::fold;
pub use width::{display_width, pad_end, pad_start};
