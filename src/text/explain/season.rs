//! A season's ties in sentences (docs/rules.md §7): for each two players
//! next to each other on the same season points, the step that orders
//! them, with both numbers; and each player whose points for an event the
//! playoff raised, with both numbers.

use crate::engine::season::{Season, SeasonStep};
use crate::text::i18n::{self, Lang};
use crate::tl;

/// One paragraph per pair of neighbours tied on season points, in table
/// order; empty when no one is tied.
pub fn season_ties(lang: Lang, s: &Season) -> Vec<String> {
    let mut out = Vec::new();
    for w in s.rows.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        let Some(step) = b.decided_by else { continue };
        if step == SeasonStep::Points {
            continue;
        }
        let mut p = tl!(lang; SeasonTied, ahead = &a.name, behind = &b.name, points = a.points);
        let why = match step {
            SeasonStep::MatchesWon | SeasonStep::Points => tl!(lang; SeasonByMatchesWon,
                ahead = &a.name, ahead_count = a.won, behind_count = b.won),
            SeasonStep::FewerLosses => tl!(lang; SeasonByFewerLosses,
                won = a.won, ahead = &a.name, ahead_count = a.lost, behind_count = b.lost),
            SeasonStep::Events => tl!(lang; SeasonByEvents,
                ahead = &a.name, ahead_count = a.events, behind_count = b.events),
            SeasonStep::FirstSeen if a.first_seen == b.first_seen => tl!(lang; SeasonByEntry,
                event = a.first_seen + 1, ahead = &a.name),
            SeasonStep::FirstSeen => tl!(lang; SeasonByFirstSeen,
                ahead = &a.name, ahead_event = a.first_seen + 1,
                behind = &b.name, behind_event = b.first_seen + 1),
        };
        // No space after a Chinese or Japanese 。.
        crate::text::breaks::push_sentence(lang, &mut p, &why);
        out.push(p);
    }
    out
}

/// One sentence per player whose points for an event the playoff raised
/// above what their matches and taking part earned, in event order.
pub fn season_placed(lang: Lang, s: &Season) -> Vec<String> {
    let titles = season_titles(lang, s);
    s.placed
        .iter()
        .map(|p| {
            let event = titles.get(p.event).map_or("", String::as_str);
            tl!(lang; SeasonPlaced, event = event, name = &p.name,
                points = p.points, earned = p.earned)
        })
        .collect()
}

/// Each event's column title as the reader reads it: its name and its day
/// in the language's form ("Friday draft 20 Nov 2026", "Friday draft
/// 2026/11/20"), made unique by the event's number where two are alike
/// (the engine keeps [`Season::titles`] with the days as files write them,
/// for `--format json|csv`).
pub fn season_titles(lang: Lang, s: &Season) -> Vec<String> {
    let plain: Vec<String> = s
        .columns
        .iter()
        .map(|c| match c.name.date.as_deref().map(str::trim) {
            Some(d) if !d.is_empty() => format!("{} {}", c.name.name, i18n::date(lang, d)),
            _ => c.name.name.clone(),
        })
        .collect();
    plain
        .iter()
        .enumerate()
        .map(|(k, t)| match plain.iter().filter(|o| *o == t).count() {
            1 => t.clone(),
            _ => format!("{t} ({})", k + 1),
        })
        .collect()
}

/// The season's points in a sentence, in its game's words: "Points per
/// night: 3 for a win, 1 for a draw …", "… for a tie …" where the game
/// calls a draw a tie (Pokémon).
pub fn season_points(lang: Lang, s: &Season) -> String {
    let p = s.points;
    if s.game.facts().tie {
        tl!(lang; WebSeasonPointsTie, win = p.win, draw = p.draw, loss = p.loss, attend = p.attend)
    } else {
        tl!(lang; WebSeasonPoints, win = p.win, draw = p.draw, loss = p.loss, attend = p.attend)
    }
}

/// The head of a season's match record column: "W-L-D", or "W-L-T" where
/// the game calls a draw a tie (Pokémon).
pub fn season_record_head(lang: Lang, s: &Season) -> String {
    if s.game.facts().tie {
        tl!(lang; CliSeasonRecordTie)
    } else {
        tl!(lang; CliSeasonRecord)
    }
}

/// A step of the season's order in words, as a table's "decided by"
/// column says it.
pub fn season_step(lang: Lang, step: SeasonStep) -> String {
    match step {
        SeasonStep::Points => tl!(lang; SeasonStepPoints),
        SeasonStep::MatchesWon => tl!(lang; SeasonStepMatchesWon),
        SeasonStep::FewerLosses => tl!(lang; SeasonStepFewerLosses),
        SeasonStep::Events => tl!(lang; SeasonStepEvents),
        SeasonStep::FirstSeen => tl!(lang; SeasonStepFirstSeen),
    }
}
