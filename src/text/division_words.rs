//! An age division named by a person: its id (`juniors`) or its name in
//! any language the catalogs speak ("Junioren", "ジュニアリーグ"), in any
//! case. What the New event form reads after a player's name ("Liam
//! Kowalski, juniors").

use crate::model::Division;
use crate::text::i18n::{Lang, tr_in};

/// The division `word` names, if it names one.
pub fn division_named(word: &str) -> Option<Division> {
    let word = word.trim();
    if word.is_empty() {
        return None;
    }
    if let Some(d) = Division::from_id(word) {
        return Some(d);
    }
    let folded = crate::text::fold::fold(word);
    Division::ALL.into_iter().find(|d| {
        Lang::ALL
            .iter()
            .any(|&lang| crate::text::fold::fold(&tr_in(lang, d.name_msg(), &[])) == folded)
    })
}

/// A line of a player list: the name, and the division after its last
/// comma when that names one ("Liam Kowalski, juniors"); else the whole
/// line as the name.
pub fn name_and_division(line: &str) -> (String, Option<Division>) {
    if let Some((name, last)) = line.rsplit_once([',', '、', '，'])
        && let Some(d) = division_named(last)
        && !name.trim().is_empty()
    {
        return (name.trim().to_string(), Some(d));
    }
    (line.trim().to_string(), None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_names_in_every_language() {
        assert_eq!(division_named("Juniors"), Some(Division::Juniors));
        assert_eq!(division_named(" masters "), Some(Division::Masters));
        assert_eq!(division_named("Senioren"), Some(Division::Seniors));
        assert_eq!(division_named("ジュニアリーグ"), Some(Division::Juniors));
        assert_eq!(division_named("Kowalski"), None);
        assert_eq!(
            name_and_division("Liam Kowalski, juniors"),
            ("Liam Kowalski".to_string(), Some(Division::Juniors))
        );
        // A comma that names no division is the name's own.
        assert_eq!(
            name_and_division("Kowalski, Liam"),
            ("Kowalski, Liam".to_string(), None)
        );
    }
}
