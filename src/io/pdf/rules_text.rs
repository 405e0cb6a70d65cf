//! The rules block printed at the foot of a pod sheet, in our own words
//! and the printout's language: seating, pairings, time limits, match
//! length, draws and tiebreakers. The tiebreakers are the event's own
//! preset, step by step.

use crate::model::{Event, Fallback, Step, Template};
use crate::t;
use crate::text::explain::step_name;
use crate::text::i18n;

/// The paragraphs, each a bold lead-in and its text.
pub(super) fn paragraphs(event: &Event, template: Template) -> Vec<(String, String)> {
    let minutes = template.minutes();
    let mut out = vec![(t!(RulesSeating), t!(RulesSeatingText))];
    out.push((
        t!(RulesPairings),
        match template {
            Template::RoundRobin7 => t!(RulesPairingsRoundRobin7),
            Template::SingleElimination8 => t!(RulesPairingsSingleElimination),
            Template::RoundRobin6Double => t!(RulesPairingsRoundRobinDouble),
            Template::Swiss9 => t!(RulesPairingsSwiss9),
            Template::Swiss8 | Template::Swiss10 => t!(RulesPairingsSwiss),
        },
    ));
    out.push((
        t!(RulesTimeLimits),
        t!(RulesTimeLimitsText, minutes = minutes),
    ));
    out.push(match template.best_of() {
        crate::model::BestOf::One => (t!(RulesBestOfOne), t!(RulesBestOfOneText)),
        _ => (t!(RulesBestOfThree), t!(RulesBestOfThreeText)),
    });
    out.push((
        t!(RulesDraws),
        match template {
            Template::RoundRobin7 | Template::RoundRobin6Double => t!(RulesDrawsRoundRobin),
            Template::SingleElimination8 => t!(RulesDrawsSingleElimination),
            Template::Swiss9 => t!(RulesDrawsSwiss9),
            _ => t!(RulesDrawsSwiss),
        },
    ));
    out.push((t!(RulesTiebreakers), tiebreakers(event)));
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
            t!(
                RulesStepNumbered,
                number = i + 2,
                step = step_name(i18n::current(), s, opts.house_display)
            )
        })
        .collect();
    let fallback = match opts.fallback {
        Fallback::Roll => t!(RulesFallbackRoll),
        _ => t!(RulesFallbackEntry),
    };
    let steps = steps.join(&t!(PhraseSeparator));
    // The rules in words, never their id (`pod-swiss`).
    let description = crate::text::explain::preset_description(i18n::current(), &event.rules);
    if opts.skip_when_complete {
        t!(
            RulesTiebreakersTextSkip,
            description = description,
            steps = steps,
            fallback = fallback
        )
    } else {
        t!(
            RulesTiebreakersText,
            description = description,
            steps = steps,
            fallback = fallback
        )
    }
}
