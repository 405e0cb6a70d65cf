//! The player list: every name entered once, remembered on this computer
//! in a plain text file (one name per line, UTF-8) in the user's data
//! folder, so the owner does not type the regulars again each week.
//! Nothing about a player leaves the machine. The caller names the folder
//! (the app passes its data folder; tests a temp dir).

use super::{InputError, event_file, read_text};
use std::path::{Path, PathBuf};

/// The file's name inside the data folder.
pub const FILE: &str = "players.txt";

/// Most names kept (oldest forgotten first would need dates; the list is
/// simply refused past this, as a hostile file would be).
pub const MAX_NAMES: usize = 100_000;

/// The remembered names, in the order first entered, each once (names
/// that differ only in case are one player).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayerList {
    names: Vec<String>,
    /// Each name's [`same_key`], so that remembering a whole night's names
    /// on every save costs a look-up a name, not a pass over the list.
    keys: std::collections::HashSet<String>,
}

/// What makes two names the same entry: case and Unicode normalization
/// (a decomposed "José" is the composed one, a full-width "ＴＡＮＡＫＡ"
/// is "Tanaka"); accents still tell names apart ("Zoe" is not "Zoë").
fn same_key(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    name.nfkc().flat_map(char::to_lowercase).collect()
}

/// The list's file inside `dir`.
pub fn path_in(dir: &Path) -> PathBuf {
    dir.join(FILE)
}

/// A name folded for matching: case, accents, full-width forms and
/// Unicode normalization folded away ("zoe" finds "Zoë", "ｔａｎａｋａ"
/// finds "Tanaka"); see [`crate::text::fold()`].
pub use crate::text::fold;

impl PlayerList {
    /// Reads the list; a missing file is an empty list.
    pub fn load(path: &Path) -> Result<PlayerList, InputError> {
        if !path.exists() {
            return Ok(PlayerList::default());
        }
        let text = read_text(path)?;
        let mut list = PlayerList::default();
        for line in text.lines() {
            list.add(line);
            if list.names.len() > MAX_NAMES {
                return Err(InputError::file(
                    &path.display().to_string(),
                    crate::said!(PlayersListTooLong, max = MAX_NAMES),
                ));
            }
        }
        Ok(list)
    }

    /// Writes the list atomically (temp file and rename, a backup kept).
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let mut text = self.names.join("\n");
        text.push('\n');
        event_file::write_atomically(path, text.as_bytes())
    }

    /// The names, in the order first entered.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Remembers `name` (trimmed) unless it is blank, has control
    /// characters, or is already there in any case or normalization form
    /// (a decomposed "José" is the composed one). Returns whether it was
    /// added.
    pub fn add(&mut self, name: &str) -> bool {
        let name = name.trim_start_matches('\u{feff}').trim();
        if name.is_empty() || name.chars().any(char::is_control) {
            return false;
        }
        if !self.keys.insert(same_key(name)) {
            return false;
        }
        self.names.push(name.to_string());
        true
    }

    /// Remembers every name of `names` ([`PlayerList::add`]); returns how
    /// many were new.
    pub fn add_all<'a>(&mut self, names: impl IntoIterator<Item = &'a str>) -> usize {
        names.into_iter().filter(|n| self.add(n)).count()
    }

    /// Up to `max` remembered names matching what the owner typed: every
    /// typed word starts a word of the name, ignoring case and accents.
    /// Names starting with the typed text come first.
    pub fn suggest(&self, typed: &str, max: usize) -> Vec<&str> {
        let typed = fold(typed.trim());
        if typed.is_empty() {
            return Vec::new();
        }
        let words: Vec<&str> = typed.split_whitespace().collect();
        let mut hits: Vec<(bool, &str)> = self
            .names
            .iter()
            .filter_map(|n| {
                let folded = fold(n);
                let name_words: Vec<&str> = folded.split_whitespace().collect();
                let all = words
                    .iter()
                    .all(|w| name_words.iter().any(|nw| nw.starts_with(w)));
                all.then(|| (!folded.starts_with(&typed), n.as_str()))
            })
            .collect();
        hits.sort_by_key(|&(later, _)| later);
        hits.into_iter().take(max).map(|(_, n)| n).collect()
    }

    /// Merges a misspelt name into the right one: `wrong` is forgotten and
    /// `right` kept (added if it was not there). Returns whether `wrong`
    /// was in the list.
    pub fn merge(&mut self, wrong: &str, right: &str) -> bool {
        let before = self.names.len();
        self.names.retain(|n| n != wrong);
        let removed = self.names.len() < before;
        if removed {
            self.keys.remove(&same_key(wrong));
        }
        self.add(right);
        removed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folded_names_match_without_accents() {
        assert_eq!(fold("Zoë Łukasz"), "zoe lukasz");
        assert_eq!(fold("JOSÉ"), "jose");
    }

    #[test]
    fn suggestions_give_the_accents_back() {
        let mut l = PlayerList::default();
        for n in ["Zoë Martin", "José Álvarez", "Martina Zorn", "Bo"] {
            assert!(l.add(n));
        }
        assert!(!l.add("zoë martin"), "once, in any case");
        assert_eq!(l.suggest("zoe", 5), ["Zoë Martin"]);
        assert_eq!(l.suggest("zo", 5), ["Zoë Martin", "Martina Zorn"]);
        assert_eq!(l.suggest("alv", 5), ["José Álvarez"]);
        assert_eq!(l.suggest("mar zo", 5), ["Zoë Martin", "Martina Zorn"]);
        assert!(l.suggest("  ", 5).is_empty());
    }

    #[test]
    fn full_width_and_decomposed_names_find_their_twins() {
        let mut l = PlayerList::default();
        for n in ["Tanaka Hiro", "José Núñez", "田中太郎", "김민준"] {
            assert!(l.add(n));
        }
        assert_eq!(l.suggest("ｔａｎａｋａ", 5), ["Tanaka Hiro"]);
        assert_eq!(l.suggest("Nu\u{301}n\u{303}ez", 5), ["José Núñez"]);
        assert_eq!(l.suggest("田中", 5), ["田中太郎"]);
        assert_eq!(l.suggest("김", 5), ["김민준"]);
        assert!(
            !l.add("Jose\u{301} Nu\u{301}n\u{303}ez"),
            "a decomposed twin is the same name"
        );
        assert!(
            !l.add("ＴＡＮＡＫＡ ＨＩＲＯ"),
            "a full-width twin is the same name"
        );
    }

    #[test]
    fn the_list_round_trips_through_its_file_and_merges() {
        let dir = tempfile::tempdir().unwrap();
        let path = path_in(&dir.path().join("data"));
        assert_eq!(PlayerList::load(&path).unwrap(), PlayerList::default());
        let mut l = PlayerList::default();
        l.add("Zoë Martin");
        l.add("Zoe Martn");
        l.add("Łukasz");
        l.save(&path).unwrap();
        let mut back = PlayerList::load(&path).unwrap();
        assert_eq!(back, l);
        assert!(back.merge("Zoe Martn", "Zoë Martin"));
        assert_eq!(back.names(), ["Zoë Martin", "Łukasz"]);
        assert!(back.add("zoe martn"), "a merged-away name can come back");
        assert_eq!(back.add_all(["Łukasz", "ZOË MARTIN", "Ana", "ana"]), 1);
        assert_eq!(back.names(), ["Zoë Martin", "Łukasz", "zoe martn", "Ana"]);
    }
}
