//! What the owner set for sharing, remembered with each night: the
//! address and port, reports and auto-accept, decks shown, and the address
//! the night's printouts carry. Kept in the data folder
//! (`sharing.json`, one entry per event file, `""` for a night never
//! saved), written when it changes, so that a restart or a recovered
//! night shares again as it did — and says so when it cannot, since every
//! slip already printed points at that address.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::net::IpAddr;
use std::path::{Path, PathBuf};

const FILE: &str = "sharing.json";

/// The most nights remembered (the oldest go first).
const MAX_NIGHTS: usize = 64;

/// One night's sharing settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShareSettings {
    /// Sharing was on.
    pub on: bool,
    /// The address shared on.
    pub address: Option<IpAddr>,
    /// The port.
    pub port: u16,
    /// Players report results from their phones.
    pub reports: bool,
    /// Results both players agreed on are accepted at once.
    pub auto_accept: bool,
    /// Decks and first picks shown on the pages.
    pub show_decks: bool,
    /// The address the night's printouts carry, once printed while
    /// sharing.
    pub printed: Option<String>,
}

/// Every night's sharing settings, by the night's file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Remembered {
    /// By file (its path as shown; `""`: a night never saved), with the
    /// order they were last set in (newest last) to keep the list short.
    nights: BTreeMap<String, (u64, ShareSettings)>,
    /// Counts settings stored (their order).
    #[serde(default)]
    count: u64,
    /// Each night's pods' round clocks, by the same key (a restart picks
    /// them up where they were).
    #[serde(default)]
    clocks: BTreeMap<String, Vec<crate::app::view::SavedClock>>,
}

impl Remembered {
    /// The settings remembered in `dir` (none when the file is missing or
    /// unreadable: sharing then starts off, as on a first start).
    pub fn load(dir: Option<&Path>) -> Remembered {
        dir.map(|d| d.join(FILE))
            .and_then(|f| std::fs::read_to_string(f).ok())
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default()
    }

    /// The key of the night saved at `path` (`None`: never saved).
    pub fn key(path: Option<&Path>) -> String {
        path.map(|p| p.display().to_string()).unwrap_or_default()
    }

    /// The settings of the night saved at `path`.
    pub fn of(&self, path: Option<&Path>) -> Option<&ShareSettings> {
        self.nights.get(&Remembered::key(path)).map(|(_, s)| s)
    }

    /// Remembers `settings` for the night at `path`; returns whether
    /// anything changed.
    pub fn set(&mut self, path: Option<&Path>, settings: ShareSettings) -> bool {
        let key = Remembered::key(path);
        if self.nights.get(&key).map(|(_, s)| s) == Some(&settings) {
            return false;
        }
        self.count += 1;
        self.nights.insert(key, (self.count, settings));
        while self.nights.len() > MAX_NIGHTS {
            let oldest = self
                .nights
                .iter()
                .min_by_key(|(_, (n, _))| *n)
                .map(|(k, _)| k.clone());
            match oldest {
                Some(k) => self.nights.remove(&k),
                None => break,
            };
        }
        true
    }

    /// The round clocks of the night saved at `path`, pod by pod.
    pub fn clocks_of(&self, path: Option<&Path>) -> Option<&[crate::app::view::SavedClock]> {
        self.clocks.get(&Remembered::key(path)).map(Vec::as_slice)
    }

    /// Remembers the night's clocks; returns whether anything changed.
    /// Only nights with settings remembered keep clocks (the list stays
    /// as short as theirs).
    pub fn set_clocks(
        &mut self,
        path: Option<&Path>,
        clocks: Vec<crate::app::view::SavedClock>,
    ) -> bool {
        let key = Remembered::key(path);
        if self.clocks.get(&key) == Some(&clocks) {
            return false;
        }
        self.clocks.insert(key, clocks);
        let nights = &self.nights;
        self.clocks.retain(|k, _| nights.contains_key(k));
        true
    }

    /// Writes the settings to `dir` atomically (a failure is said on
    /// stderr only: sharing goes on, it is just not remembered).
    pub fn save(&self, dir: Option<&Path>) {
        let Some(dir) = dir else { return };
        let file: PathBuf = dir.join(FILE);
        let _ = std::fs::create_dir_all(dir);
        match serde_json::to_string_pretty(self) {
            Ok(text) => {
                if let Err(e) = crate::io::event_file::write_atomically(&file, text.as_bytes()) {
                    eprintln!("podsheet: could not remember the sharing settings: {e}");
                }
            }
            Err(e) => eprintln!("podsheet: could not remember the sharing settings: {e}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn on(port: u16) -> ShareSettings {
        ShareSettings {
            on: true,
            address: Some(IpAddr::from([192, 168, 1, 20])),
            port,
            reports: true,
            auto_accept: true,
            show_decks: false,
            printed: Some(format!("http://192.168.1.20:{port}/")),
        }
    }

    #[test]
    fn settings_are_remembered_by_file_and_read_back() {
        let dir = std::env::temp_dir().join(format!("podsheet-share-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut r = Remembered::load(Some(&dir));
        assert!(r.of(None).is_none());
        let friday = Path::new("/store/friday.podsheet");
        assert!(r.set(Some(friday), on(8081)));
        assert!(!r.set(Some(friday), on(8081)), "unchanged");
        assert!(r.set(None, on(9000)));
        r.save(Some(&dir));
        let back = Remembered::load(Some(&dir));
        assert_eq!(back.of(Some(friday)), Some(&on(8081)));
        assert_eq!(back.of(None).map(|s| s.port), Some(9000));
        // The list stays short: the oldest night goes first.
        let mut many = back.clone();
        for i in 0..(MAX_NIGHTS + 3) {
            many.set(Some(Path::new(&format!("/n{i}"))), on(8080));
        }
        assert_eq!(many.nights.len(), MAX_NIGHTS);
        assert!(many.of(Some(friday)).is_none());
        let _ = std::fs::remove_dir_all(dir);
    }
}
