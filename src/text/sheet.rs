//! The lettered boxes of a paper sheet in words: where each side comes
//! from ("winner A", "loser C", "player 1") until its player is known, in
//! the thread's language. The engine's [`SheetBox`] holds only data.

use crate::engine::pairing::SheetBox;
use crate::engine::pairing::templates::Source;
use crate::model::{Event, PlayerId};
use crate::t;

/// A side's source in words ("winner A"); empty for a bye.
pub fn source_text(s: Source) -> String {
    match s {
        Source::Number(n) => t!(SourcePlayer, number = n),
        Source::Winner(c) => t!(SourceWinner, letter = c.to_string()),
        Source::Loser(c) => t!(SourceLoser, letter = c.to_string()),
        Source::Bye => String::new(),
    }
}

/// A sheet box's sides in words.
pub trait BoxWords {
    /// Side `k`'s routing in words ("winner A").
    fn source_text(&self, k: usize) -> String;
    /// What side `k` shows until its player is known: its routing
    /// ("winner A"), or what it waits on ("winner B: waiting on the coin
    /// flip in B"); empty for a bye.
    fn placeholder(&self, k: usize) -> String;
    /// What side `k` shows: "1 Scott" on a numbered line, the name of a
    /// player routed there once known, else the placeholder. `names` are
    /// the names to show, by player id.
    fn side_text(&self, event: &Event, names: &[String], k: usize) -> String;
}

impl BoxWords for SheetBox {
    fn source_text(&self, k: usize) -> String {
        source_text(self.from[k])
    }

    fn placeholder(&self, k: usize) -> String {
        match (self.from[k], self.waiting_on_flip[k]) {
            (Source::Bye, _) => String::new(),
            (_, Some(c)) => t!(
                SourceWaitingFlip,
                source = self.source_text(k),
                letter = c.to_string()
            ),
            _ => self.source_text(k),
        }
    }

    fn side_text(&self, event: &Event, names: &[String], k: usize) -> String {
        let name = |p: PlayerId| names.get(p.0).cloned().unwrap_or_default();
        match (self.players[k], self.from[k]) {
            (Some(p), Source::Number(_)) => format!("{} {}", event.player(p).number, name(p)),
            (Some(p), _) => name(p),
            (None, _) => self.placeholder(k),
        }
    }
}

/// A paper sheet's name ("8-player Swiss"), for menus and messages.
pub fn template_name(t: crate::model::Template) -> String {
    use crate::model::Template;
    match t {
        Template::RoundRobin7 => t!(TemplateRoundRobin7),
        Template::Swiss8 => t!(TemplateSwiss8),
        Template::Swiss10 => t!(TemplateSwiss10),
        Template::SingleElimination8 => t!(TemplateSingleElimination8),
        Template::RoundRobin6Double => t!(TemplateRoundRobin6Double),
        Template::Swiss9 => t!(TemplateSwiss9),
    }
}

/// A paper sheet's heading line ("8 players: Best-of-three, Swiss (three
/// rounds). 50-minute time limits.").
pub fn template_heading(t: crate::model::Template) -> String {
    use crate::model::Template;
    match t {
        Template::RoundRobin7 => t!(HeadingRoundRobin7),
        Template::Swiss8 => t!(HeadingSwiss8),
        Template::Swiss10 => t!(HeadingSwiss10),
        Template::SingleElimination8 => t!(HeadingSingleElimination8),
        Template::RoundRobin6Double => t!(HeadingRoundRobin6Double),
        Template::Swiss9 => t!(HeadingSwiss9),
    }
}

/// The table match `index` of a round (`matches`) is played at, as the
/// players look for it: in a night, the event's own run of tables
/// ([`Event::first_table`]). A numbered match (a Swiss table) keeps its
/// number; a sheet's lettered box has a table of its own, the table of a
/// box feeding it ([`crate::engine::pairing::tables`]); any other match
/// is its place among the round's matches (byes take no table). Only the
/// number: messages put it in their own words ("Table 5", "第5桌");
/// [`box_of`] gives the box's letter.
pub fn table_of(event: &Event, matches: &[crate::model::Match], index: usize) -> String {
    let first = event.first_table.unwrap_or(1).max(1) as usize;
    let Some(m) = matches.get(index) else {
        return String::new();
    };
    if let Some(t) = crate::engine::pairing::tables::number(event, matches, index) {
        return t.to_string();
    }
    let place = matches[..index].iter().filter(|x| x.b.is_some()).count();
    match m.label.as_deref().map(str::parse::<usize>) {
        Some(Ok(n)) if n > 0 => (first - 1 + n).to_string(),
        _ => (first + place).to_string(),
    }
}

/// The letter of the sheet's box a match is played in ("A"), for a
/// pod sheet's matches; `None` for a numbered table.
pub fn box_of(matches: &[crate::model::Match], index: usize) -> Option<&str> {
    let label = matches.get(index)?.label.as_deref()?;
    label.parse::<usize>().is_err().then_some(label)
}

/// A table column's entry: the table, and a sheet's box after it
/// ("5 (A)"), the same in every language.
pub fn table_and_box(event: &Event, matches: &[crate::model::Match], index: usize) -> String {
    let table = table_of(event, matches, index);
    match box_of(matches, index) {
        Some(l) => format!("{table} ({l})"),
        None => table,
    }
}

/// Where a match is played, as the room knows it: "Round 2, table 5" (a
/// sheet's box after it: "Round 2, table 5 (box A)"; a playoff round by its
/// name: "Semifinals, table 2").
pub fn where_in_room(event: &Event, round: u32, index: usize) -> String {
    let Some(r) = event.rounds.get(round as usize - 1) else {
        return String::new();
    };
    let name = crate::engine::playoff::name_of_table(event, round, index).to_string();
    let table = table_of(event, &r.matches, index);
    match box_of(&r.matches, index) {
        Some(letter) => t!(SheetWhereBox, round = name, table = table, letter = letter),
        None => t!(SheetWhere, round = name, table = table),
    }
}
