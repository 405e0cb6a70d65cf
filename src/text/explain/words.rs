//! The words of explanations: step names, numbers in the language's form,
//! names made short, lists ("A, B and C").

use crate::engine::frac::Frac;
use crate::engine::ranking::{Decider, SkipReason};
use crate::model::{Event, Fact, Game, Msg, Preset, Step};
use crate::text::i18n::{self, Lang};
use crate::tl;

/// Names for sentences: a player's first word where no one else shares it,
/// else the full name.
pub fn short_names(event: &Event) -> Vec<String> {
    let first = |n: &str| n.split_whitespace().next().unwrap_or(n).to_string();
    let firsts: Vec<String> = event.players.iter().map(|p| first(&p.name)).collect();
    // How many players share each first name (ASCII case ignored): counted
    // once, so a 4096-player event is not 16 million comparisons.
    let mut counts: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for f in &firsts {
        *counts.entry(f.to_ascii_lowercase()).or_default() += 1;
    }
    event
        .players
        .iter()
        .zip(&firsts)
        .map(|(p, f)| {
            let shared = counts.get(&f.to_ascii_lowercase()).is_some_and(|&c| c > 1);
            if shared || f.is_empty() {
                p.name.clone()
            } else {
                f.clone()
            }
        })
        .collect()
}

/// The long name of a step, as used in sentences ("opponents' match-win
/// percentage"; "opponents' match points" where the preset shows the
/// sheet's own quantities).
pub fn step_name(lang: Lang, step: Step, house: bool) -> String {
    match (step, house) {
        (Step::Omw, true) => tl!(lang; StepOmp),
        (Step::Gw, true) => tl!(lang; StepGpg),
        _ => i18n::tr_in(lang, step.name_msg(), &[]),
    }
}

/// The short name of a step, for a column heading ("OMW%"; "OMP" and
/// "GP/G" where the preset shows the sheet's own quantities).
pub fn short_name(lang: Lang, step: Step, house: bool) -> String {
    match (step, house) {
        (Step::Omw, true) => tl!(lang; ShortOmp),
        (Step::Gw, true) => tl!(lang; ShortGpg),
        _ => i18n::tr_in(lang, step.short_msg(), &[]),
    }
}

pub(super) fn skip_sentence(lang: Lang, step: Step, reason: SkipReason, house: bool) -> String {
    match reason {
        SkipReason::RoundRobinComplete => tl!(lang; SkipRoundRobin,
            step = step_name(lang, step, house)),
    }
}

pub(super) fn decider_name(lang: Lang, d: Decider) -> String {
    match d {
        Decider::Roll => tl!(lang; DeciderRoll),
        Decider::EntryOrder | Decider::Step(_) => tl!(lang; DeciderEntryOrder),
    }
}

pub(super) fn points(lang: Lang, p: u64) -> String {
    tl!(lang; Points, count = p)
}

/// The heading of the standings' first column where it is not points:
/// "Wins" where the game ranks by match wins (Star Wars: Unlimited).
/// `None`: each face's own "Pts".
pub fn first_key_heading(lang: Lang, opts: &crate::model::RuleOptions) -> Option<String> {
    opts.scoring
        .in_percentages
        .is_some()
        .then(|| tl!(lang; ShortMatchWins))
}

/// What the standings rank by first, in words: "6 points", or "2 match
/// wins" where the game ranks by match wins (Star Wars: Unlimited, whose
/// points count only inside the percentages).
pub(super) fn first_key(lang: Lang, opts: &crate::model::RuleOptions, p: u64) -> String {
    if opts.scoring.in_percentages.is_some() {
        tl!(lang; MatchWins, count = p)
    } else {
        points(lang, p)
    }
}

/// A percentage with 2 decimals: "44.44%", "44,44 %".
pub fn pct(lang: Lang, f: &Frac) -> String {
    i18n::percent(lang, &f.mul_int(100).decimal(2))
}

/// A plain number: whole numbers bare, others to 2 decimals ("7.50",
/// "7,50").
pub fn num(lang: Lang, f: &Frac) -> String {
    let ascii = if f.is_integer() {
        f.decimal(0)
    } else {
        f.decimal(2)
    };
    i18n::number(lang, &ascii)
}

/// A number to 2 decimals ("7.00", "7,00").
pub fn dec2(lang: Lang, f: &Frac) -> String {
    i18n::number(lang, &f.decimal(2))
}

/// The first letter in capitals (where the script has them).
pub(super) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A rule preset in one line, for menus, help and the printed rules.
pub fn preset_description(lang: Lang, preset: &Preset) -> String {
    i18n::tr_in(lang, preset.description(), &[])
}

/// What a face says where a game's facts are not its publisher's (docs/rules.md
/// §8): "One Piece Card Game: the publisher's tiebreakers … could not be
/// read, so they are not built in; …", for those of `facts` the game's
/// table marks; `None` when all are built in.
pub fn not_built_in(lang: Lang, game: Game, facts: &[Fact]) -> Option<String> {
    let names: Vec<String> = facts
        .iter()
        .filter(|&&f| game.not_built_in(f))
        .map(|&f| {
            let msg = match f {
                Fact::Points => Msg::FactPoints,
                Fact::Bye => Msg::FactBye,
                Fact::Tiebreakers => Msg::FactTiebreakers,
                Fact::Floors => Msg::FactFloors,
                Fact::Shape => Msg::FactShape,
                Fact::Pairing => Msg::FactPairing,
                Fact::Playoff => Msg::FactPlayoff,
                Fact::LastStep => Msg::FactLastStep,
                Fact::RoundTime => Msg::FactRoundTime,
            };
            i18n::tr_in(lang, msg, &[])
        })
        .collect();
    (!names.is_empty()).then(|| {
        tl!(lang; NotBuiltIn,
            game = game_name(lang, game),
            facts = i18n::and_list(lang, &names))
    })
}

/// The facts a standings table rests on: a face showing standings says
/// which of these are the owner's choice ([`not_built_in`]).
pub const STANDINGS_FACTS: [Fact; 5] = [
    Fact::Points,
    Fact::Bye,
    Fact::Tiebreakers,
    Fact::LastStep,
    Fact::Floors,
];

/// What the owner chose where the game's sources disagree
/// ([`crate::model::GameFacts::choices`]), one sentence each.
pub fn choices(lang: Lang, game: Game) -> Vec<String> {
    game.facts()
        .choices
        .iter()
        .map(|&m| i18n::tr_in(lang, m, &[]))
        .collect()
}

/// Where a game's rules come from, for a face that cites them: "Sources:
/// help.melee.gg, Two-game matches; … (secondary)" (the titles as cited,
/// a third party's marked).
pub fn sources(lang: Lang, game: Game) -> String {
    let cites: Vec<String> = game
        .facts()
        .sources
        .iter()
        .map(|s| {
            if s.secondary {
                tl!(lang; SourceSecondary, cite = s.cite)
            } else {
                s.cite.to_string()
            }
        })
        .collect();
    tl!(lang; SourcesLine, sources = cites.join(&tl!(lang; SourcesSeparator)))
}

/// An event's name as a heading names it: with its game's name when the
/// game is not Magic ("League Challenge (Pokémon TCG)"), so a printout or
/// a phone page says which game's rules it follows.
pub fn titled(lang: Lang, event: &str, game: Game) -> String {
    if game == Game::Magic {
        event.to_string()
    } else {
        tl!(lang; EventOfGame, event = event, game = game_name(lang, game))
    }
}

/// The lines every face shows under a standings table of `game`: how its
/// match records read where the game calls a draw a tie (Pokémon's
/// won-lost-tied), and what its publisher's rules do not settle
/// ([`not_built_in`]).
pub fn standings_notes(lang: Lang, game: Game) -> Vec<String> {
    let mut notes = Vec::new();
    if game.facts().tie {
        notes.push(tl!(lang; StandingsTieKey));
    }
    notes.extend(not_built_in(lang, game, &STANDINGS_FACTS));
    notes.extend(choices(lang, game));
    notes
}

/// The line a standings face shows under its heading where players equal
/// on every tiebreaker are in entry order because the rules' roll has not
/// been made ([`crate::engine::ranking::Standings::entry_order_for_want_of_a_roll`]):
/// the preset's "a roll" never stands over an order nobody rolled.
pub fn roll_note(lang: Lang, st: &crate::engine::ranking::Standings) -> Option<String> {
    st.entry_order_for_want_of_a_roll()
        .then(|| tl!(lang; StandingsNoRollYet))
}

/// An event as a printout's or a phone page's heading names it: as the
/// room calls it ([`crate::text::room::event_name`]), with its game when
/// the game is not Magic ([`titled`]).
pub fn event_title(lang: Lang, event: &crate::model::Event) -> String {
    titled(
        lang,
        &crate::text::room::event_name(event),
        event.rules.game(),
    )
}

/// A game's name in a language ("Pokémon TCG").
pub fn game_name(lang: Lang, game: Game) -> String {
    i18n::tr_in(lang, game.facts().name, &[])
}

/// What decided a place in a standings table's "Decided by" column: the
/// step's short name as the table heads it, "points", "roll" or "entry
/// order" ("match wins" where the game ranks by them first); nothing for
/// the first place.
pub fn decided_by(
    lang: Lang,
    d: Option<crate::engine::ranking::Decider>,
    opts: &crate::model::RuleOptions,
) -> String {
    use crate::engine::ranking::Decider;
    match d {
        None => String::new(),
        Some(Decider::Step(Step::MatchPoints)) if opts.scoring.in_percentages.is_some() => {
            tl!(lang; DecidedWins)
        }
        Some(Decider::Step(Step::MatchPoints)) => tl!(lang; DecidedPoints),
        Some(Decider::Step(s)) => short_name(lang, s, opts.house_display),
        Some(Decider::Roll) => tl!(lang; DecidedRoll),
        Some(Decider::EntryOrder) => tl!(lang; DecidedEntry),
    }
}
