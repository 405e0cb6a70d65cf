//! The rules block printed at the foot of a pod sheet, in our own words:
//! seating, pairings, time limits, match length, draws and tiebreakers.
//! The tiebreakers are the event's own preset, step by step.

use crate::model::{Event, Fallback, Step, Template};
use crate::text::explain::step_name;

/// The paragraphs, each a bold lead-in and its text.
pub(super) fn paragraphs(event: &Event, template: Template) -> Vec<(&'static str, String)> {
    let minutes = template.minutes();
    let mut out = vec![(
        "Seating:",
        "Seat players at random before the draft; the draft order is not a seeding. \
         Each player's number on this sheet is the one the boxes below refer to."
            .to_string(),
    )];
    out.push((
        "Pairings:",
        match template {
            Template::RoundRobin7 => "Everyone plays everyone else once, one line of boxes per \
                round. Each round one player has a bye, which counts as a match win."
                .to_string(),
            Template::SingleElimination8 => "Round 1 pairs the players by number as shown. \
                Winners go on to the box named under each line; a player who loses is out."
                .to_string(),
            Template::RoundRobin6Double => "Everyone plays everyone else twice, one line of \
                boxes per round; rounds 6 to 10 repeat rounds 1 to 5."
                .to_string(),
            Template::Swiss9 => "Round 1 pairs the players by number as shown, and player 9 \
                has the bye. After that, follow the brackets: each line says which box's winner \
                or loser plays there, and one box each round is a bye (a match win). No one \
                meets anyone twice or gets two byes. A draw is the only exception (see Draws)."
                .to_string(),
            Template::Swiss8 | Template::Swiss10 => "Round 1 pairs the players by number as \
                shown. After that, follow the brackets: each line says which box's winner or \
                loser plays there. A draw is the only exception (see Draws)."
                .to_string(),
        },
    ));
    out.push((
        "Time limits:",
        format!(
            "{minutes} minutes per round. If a match is not over when time is called, the \
             players take five more turns in total; a game still unfinished then is a draw."
        ),
    ));
    out.push(match template.best_of() {
        crate::model::BestOf::One => (
            "Best-of-one:",
            "Each match is a single game. Write W, L or D for each player.".to_string(),
        ),
        _ => (
            "Best-of-three:",
            "The first player to win two games wins the match. If time runs out first, the \
             player with more game wins takes the match; equal game wins make it a draw. \
             Count a game only if it was started: out of time in game three is 1-1-1, but if \
             game three never began the score is 1-1."
                .to_string(),
        ),
    });
    out.push((
        "Draws:",
        match template {
            Template::RoundRobin7 | Template::RoundRobin6Double => {
                "A drawn match is worth 1 point to each player, a win 3, a loss 0. \
                 Intentional draws are not allowed."
                    .to_string()
            }
            Template::SingleElimination8 => "After a drawn match, a coin flip decides which \
                  player goes on to the next box; the app records the flip. Intentional draws \
                  are not allowed."
                .to_string(),
            Template::Swiss9 => "After a drawn match, a coin flip decides which player goes \
                  on as the winner of that box and which as the loser; the app records the flip. \
                  After a second drawn match the rest of the event is paired by records. \
                  Intentional draws are not allowed."
                .to_string(),
            _ => "After a drawn match, a coin flip decides which player goes on as the \
                  winner of that box and which as the loser; the app records the flip. If two \
                  players who drew in round 1 have the same record after round 2, they swap \
                  brackets. Intentional draws are not allowed."
                .to_string(),
        },
    ));
    out.push(("Tiebreakers:", tiebreakers(event)));
    out
}

/// The preset's steps as a numbered sentence.
fn tiebreakers(event: &Event) -> String {
    let opts = event.rules.options();
    let steps: Vec<String> = opts
        .steps
        .iter()
        .filter(|&&s| s != Step::MatchPoints)
        .enumerate()
        .map(|(i, &s)| {
            format!(
                "{}. {}",
                i + 2,
                step_name(crate::text::i18n::current(), s, opts.house_display)
            )
        })
        .collect();
    let last = match opts.fallback {
        Fallback::Roll => "a random roll, made once and kept with the event",
        _ => "the order players were entered in",
    };
    let skip = if opts.skip_when_complete {
        " Steps that compare opponents are left out once everyone has played everyone."
    } else {
        ""
    };
    format!(
        "Rules \"{}\" ({}). 1. Match points: 3 for a win (a bye counts as a win), 1 for a \
         draw, 0 for a loss. {}. Players equal on every step are ordered by {last}.{skip} \
        ",
        event.rules.id(),
        event.rules.describe(),
        steps.join("; "),
    )
}
