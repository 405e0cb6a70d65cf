//! How one player's value for a step was made, in a sentence ("Derek's
//! opponents have 6, 6 and 9 = 21 / 3 = 7.00").

use super::Explainer;
use super::words::{dec2, first_key, num, pct, points};
use crate::engine::frac::Frac;
use crate::engine::record::Record;
use crate::engine::tiebreak::{Detail, Term};
use crate::model::{PlayerId, Step};
use crate::text::i18n;
use crate::tl;

impl Explainer<'_> {
    /// One player's value for a step and how it was made.
    pub(super) fn phrase(&self, step: Step, p: PlayerId, d: &Detail, value: &Frac) -> String {
        let lang = self.lang;
        let who = self.name(p);
        match d {
            Detail::Points {
                points: p,
                won,
                drawn,
                byes,
            } if self.st.options.game.facts().tie => tl!(lang; PhrasePointsTie,
                who = who,
                points = points(lang, *p),
                won = *won,
                drawn = *drawn,
                byes = *byes),
            Detail::Points {
                points: p,
                won,
                drawn,
                byes,
            } => tl!(lang; PhrasePoints,
                who = who,
                points = first_key(lang, &self.st.options, *p),
                won = *won,
                drawn = *drawn,
                byes = *byes),
            Detail::Own {
                points,
                count,
                raw,
                value,
            } => {
                if self.house() {
                    let ppg = if *count == 0 {
                        Frac::zero()
                    } else {
                        Frac::new(*points as i128, *count as i128)
                    };
                    tl!(lang; PhrasePointsPerGame,
                        who = who, points = *points, games = *count, value = dec2(lang, &ppg))
                } else if raw != value {
                    tl!(lang; PhraseGamePointsFloored,
                        who = who, points = *points, possible = count * 3,
                        value = pct(lang, value), raw = pct(lang, raw))
                } else {
                    tl!(lang; PhraseGamePoints,
                        who = who, points = *points, possible = count * 3, value = pct(lang, value))
                }
            }
            Detail::Average { terms, total } => {
                let sentence = self.average(step, who, terms, total, value);
                self.with_bye_note(p, who, sentence)
            }
            Detail::Sum { terms, total } => {
                // WRR adds the beaten players' own win resistance.
                let resistance = step != Step::WinResistance;
                let mut items: Vec<String> = terms
                    .iter()
                    .map(|t| {
                        let o = self.name(t.opponent);
                        let (raw, used) = (num(lang, &t.raw), num(lang, &t.used));
                        match (t.third, resistance) {
                            (true, true) => {
                                tl!(lang; DrewResistance, opponent = o, value = raw, used = used)
                            }
                            (true, false) => {
                                tl!(lang; Drew, opponent = o, value = raw, used = used)
                            }
                            (false, true) => tl!(lang; BeatenResistance, opponent = o, value = raw),
                            (false, false) => tl!(lang; Beaten, opponent = o, value = raw),
                        }
                    })
                    .collect();
                let byes = self.st.records[p.0].byes;
                for _ in 0..byes {
                    items.push(tl!(lang; BeatenBye));
                }
                if items.is_empty() {
                    return tl!(lang; BeatNoOne, who = who);
                }
                tl!(lang; Beat, who = who, items = i18n::and_list(lang, &items), total = num(lang, total))
            }
            Detail::Ctb(c) => {
                let totals: Vec<String> = c
                    .totals
                    .iter()
                    .map(|t| i18n::number(lang, &t.to_string()))
                    .collect();
                tl!(lang; PhraseCtb,
                    who = who,
                    totals = totals.join(&tl!(lang; NoteSeparator)),
                    running = dec2(lang, &c.running),
                    best = dec2(lang, &c.best),
                    value = self.value(step, value))
            }
            Detail::Share { counted, played } => tl!(lang; PhrasePml,
                who = who,
                lost = *counted,
                played = *played,
                value = pct(lang, value)),
            // Said of the tied set as a whole (`Explainer::over_set`).
            Detail::OverSet => String::new(),
            Detail::Games { won, from_byes } => {
                if *from_byes == 0 {
                    tl!(lang; PhraseGameWins, who = who, won = *won)
                } else {
                    tl!(lang; PhraseGameWinsByes, who = who, won = *won, byes = *from_byes)
                }
            }
            Detail::Ompp(o) => {
                if o.terms.is_empty() {
                    return tl!(lang; PhraseNoOpponents, who = who, value = self.value(step, value));
                }
                let items: Vec<String> = o
                    .terms
                    .iter()
                    .map(|t| {
                        tl!(lang; OmppItem,
                            opponent = self.name(t.opponent),
                            points = t.points,
                            possible = t.possible)
                    })
                    .collect();
                tl!(lang; PhraseOmpp,
                    who = who,
                    items = i18n::and_list(lang, &items),
                    points = o.points,
                    count = o.terms.len(),
                    possible = o.possible,
                    value = self.value(step, value))
            }
            Detail::GameTwo(g) => {
                let mut notes = Vec::new();
                if g.byes > 0 {
                    notes.push(tl!(lang; NoteGameTwoByes, count = g.byes));
                }
                if g.unknown > 0 {
                    notes.push(tl!(lang; NoteGameTwoUnknown, count = g.unknown));
                }
                let phrase = tl!(lang; PhraseGameTwo, who = who, won = g.won, total = g.total());
                if notes.is_empty() {
                    phrase
                } else {
                    tl!(lang; PhraseWithNotes,
                        phrase = phrase,
                        notes = notes.join(&tl!(lang; NoteSeparator)))
                }
            }
            Detail::Pools { earned, pools } => {
                let rounds: Vec<String> = earned
                    .iter()
                    .zip(pools)
                    .map(|(e, pool)| tl!(lang; PoolRound, earned = i18n::number(lang, &e.to_string()), pool = num(lang, pool)))
                    .collect();
                tl!(lang; PhrasePools,
                    who = who,
                    rounds = rounds.join(&tl!(lang; NoteSeparator)),
                    value = num(lang, value))
            }
        }
    }

    /// Adds "; Zoë's bye in round 1 has no opponent to count": why an
    /// average over opponents has fewer terms than rounds played.
    fn with_bye_note(&self, p: PlayerId, who: &str, phrase: String) -> String {
        let lang = self.lang;
        let rounds = &self.byes[p.0];
        if rounds.is_empty() {
            return phrase;
        }
        let list: Vec<String> = rounds.iter().map(u32::to_string).collect();
        tl!(lang; WithByeNote,
            phrase = phrase,
            who = who,
            count = rounds.len(),
            rounds = i18n::and_list(lang, &list))
    }

    pub(super) fn average(
        &self,
        step: Step,
        who: &str,
        terms: &[Term],
        total: &Frac,
        value: &Frac,
    ) -> String {
        let lang = self.lang;
        let shown = |v: &Frac| self.value(step, v);
        if terms.is_empty() {
            return tl!(lang; PhraseNoOpponents, who = who, value = shown(value));
        }
        let n = terms.len();
        if self.house() && step == Step::Omw {
            let scale = 3 * i128::from(self.st.rounds_played.max(1));
            let items: Vec<String> = terms
                .iter()
                .map(|t| {
                    let r = &self.st.records[t.opponent.0];
                    let pts = num(lang, &t.used.mul_int(scale));
                    if t.used != t.raw {
                        // The floor, worded one way: a record counts as
                        // the points of the minimum.
                        tl!(lang; OpponentPointsFloored, points = pts, record = r.match_line())
                    } else {
                        pts
                    }
                })
                .collect();
            return tl!(lang; PhraseOpponentPoints,
                who = who,
                items = i18n::and_list(lang, &items),
                sum = num(lang, &total.mul_int(scale)),
                count = n,
                value = dec2(lang, &value.mul_int(scale)));
        }
        let items: Vec<String> = terms
            .iter()
            .map(|t| {
                let o = self.name(t.opponent);
                let r = &self.st.records[t.opponent.0];
                let mut notes = Vec::new();
                match step {
                    Step::Ogw => notes.push(r.game_line()),
                    Step::Omw | Step::Ow => notes.push(r.match_line()),
                    Step::Owp => notes.push(played_line(r)),
                    _ => {}
                }
                if step == Step::Owp && r.byes > 0 {
                    notes.push(tl!(lang; NoteByeLeftOut));
                }
                if t.used > t.raw {
                    notes.push(
                        tl!(lang; NoteRaised, raw = pct(lang, &t.raw), used = pct(lang, &t.used)),
                    );
                } else if t.used < t.raw {
                    notes.push(
                        tl!(lang; NoteCappedDrop, raw = pct(lang, &t.raw), used = pct(lang, &t.used)),
                    );
                }
                if notes.is_empty() {
                    tl!(lang; OpponentValue, opponent = o, value = shown(&t.used))
                } else {
                    tl!(lang; OpponentValueNotes,
                        opponent = o,
                        value = shown(&t.used),
                        notes = notes.join(&tl!(lang; NoteSeparator)))
                }
            })
            .collect();
        tl!(lang; PhraseOpponents,
            who = who,
            items = i18n::and_list(lang, &items),
            sum = shown(total),
            count = n,
            value = shown(value))
    }
}

/// A record over the matches played, byes left out: wins-losses[-ties]
/// (Pokémon's own win percentage counts these).
fn played_line(r: &Record) -> String {
    if r.drawn > 0 {
        format!("{}-{}-{}", r.won, r.lost, r.drawn)
    } else {
        format!("{}-{}", r.won, r.lost)
    }
}
