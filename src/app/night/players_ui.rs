//! The player list in the app: names offered as the owner types (with the
//! right accents), remembered from every event (a night dealt, a Swiss or
//! round robin created, a late entry, a name typed, a file opened or
//! saved), and a misspelt name merged into the right one. The list is a
//! plain file in the app's data folder; without a data folder (tests) it
//! lives in memory only.

use crate::io::players_list::{self, PlayerList};
use crate::t;
use egui::Ui;
use std::path::PathBuf;

/// The list and where it is kept.
#[derive(Debug, Clone, Default)]
pub struct Players {
    /// The remembered names.
    pub list: PlayerList,
    /// The file (`None`: not kept on disk).
    pub file: Option<PathBuf>,
    /// What the owner is typing in the search field.
    pub search: String,
    /// The merge form: the misspelt name and the right one.
    pub merge: (String, String),
    /// The last problem reading or writing the file.
    pub error: Option<String>,
}

impl Players {
    /// The list in `dir` (the app's data folder), read now.
    pub fn in_dir(dir: Option<PathBuf>) -> Self {
        let file = dir.map(|d| players_list::path_in(&d));
        let (list, error) = match file.as_deref().map(PlayerList::load) {
            Some(Ok(l)) => (l, None),
            Some(Err(e)) => (PlayerList::default(), Some(e.to_string())),
            None => (PlayerList::default(), None),
        };
        Players {
            list,
            file,
            error,
            ..Players::default()
        }
    }

    /// Remembers `names` and writes the file if any was new.
    pub fn remember<'a>(&mut self, names: impl IntoIterator<Item = &'a str>) {
        if self.list.add_all(names) > 0 {
            self.write();
        }
    }

    fn write(&mut self) {
        if let Some(f) = &self.file {
            self.error = self.list.save(f).err().map(|e| {
                t!(
                    PlayersCouldNotWriteThePlayer,
                    value = f.display(),
                    e = crate::io::os_reason(&e)
                )
            });
        }
    }
}

/// A search field over the player list; returns the name picked.
pub fn pick_player_ui(ui: &mut Ui, players: &mut Players) -> Option<String> {
    let mut picked = None;
    ui.horizontal(|ui| {
        let l = ui.label(t!(PlayersFindARegular));
        ui.text_edit_singleline(&mut players.search)
            .labelled_by(l.id);
    });
    let hits: Vec<String> = players
        .list
        .suggest(&players.search, 8)
        .into_iter()
        .map(String::from)
        .collect();
    if !hits.is_empty() {
        ui.horizontal_wrapped(|ui| {
            for n in hits {
                if ui.small_button(format!("+ {n}")).clicked() {
                    picked = Some(n);
                }
            }
        });
    }
    if picked.is_some() {
        players.search.clear();
    }
    picked
}

/// Adds `name` as a line of a list of names typed one a line, unless a
/// line already holds it (in any case).
pub fn add_to_names(names: &mut String, name: &str) {
    let key = name.trim().to_lowercase();
    if names.lines().any(|l| l.trim().to_lowercase() == key) {
        return;
    }
    if !names.is_empty() && !names.ends_with('\n') {
        names.push('\n');
    }
    names.push_str(name.trim());
    names.push('\n');
}

/// The merge form: a misspelt name folded into the right one.
pub fn merge_ui(ui: &mut Ui, players: &mut Players) {
    egui::CollapsingHeader::new(t!(
        PlayersPlayerListNames,
        value = players.list.names().len()
    ))
    .default_open(false)
    .show(ui, |ui| {
        ui.label(t!(PlayersNamesAreKeptOnThis));
        ui.horizontal(|ui| {
            let l = ui.label(t!(PlayersMisspelt));
            ui.text_edit_singleline(&mut players.merge.0)
                .labelled_by(l.id);
            let l = ui.label("into");
            ui.text_edit_singleline(&mut players.merge.1)
                .labelled_by(l.id);
            if ui.button(t!(PlayersMerge)).clicked() {
                let (wrong, right) = std::mem::take(&mut players.merge);
                if players.list.merge(wrong.trim(), right.trim()) {
                    players.write();
                } else {
                    players.error = Some(t!(PlayersIsNotInThePlayer, trim = wrong.trim()));
                }
            }
        });
        if let Some(e) = &players.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
    });
}
