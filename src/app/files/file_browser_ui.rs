//! Podsheet's own file dialog, inside the window, for desktops that cannot
//! show the system's (see `file_picker`): a folder, its sub-folders and the
//! files of the right kind, a name field, and clear errors. It never
//! overwrites a file without asking.

use crate::app::command::{Command, CommandSender};
use crate::app::files::places;
use crate::app::files::purpose::{Purpose, Wanted};
use crate::app::panels::fields::PROBLEM;
use crate::t;
use egui::text::{CCursor, CCursorRange};
use egui::{Id, Key, Modal, RichText, ScrollArea, TextEdit};
use std::path::{Path, PathBuf};

/// The dialog's state while it is open.
pub struct Browser {
    wanted: Wanted,
    dir: PathBuf,
    /// The folder field as typed.
    dir_text: String,
    entries: Vec<Entry>,
    /// The file name field.
    pub name: String,
    error: Option<String>,
    /// Why the system's dialog is not used (shown the first time).
    why: Option<String>,
    /// An existing file the user asked to write over; a second click
    /// replaces it.
    replace: Option<PathBuf>,
    /// Put the cursor in the name field (with the name before the
    /// extension selected) on the first frame: type a name, press Enter.
    focus_name: bool,
}

struct Entry {
    name: String,
    is_dir: bool,
}

impl Browser {
    /// A dialog in `suggested`'s folder with its file name filled in (a
    /// folder that does not exist falls back to the default folder).
    pub fn new(wanted: Wanted, suggested: &Path, why: Option<String>) -> Self {
        let dir = suggested
            .parent()
            .filter(|d| d.is_dir())
            .map(Path::to_path_buf)
            .unwrap_or_else(places::default_folder);
        let name = if wanted.saves {
            suggested
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default()
        } else {
            String::new()
        };
        let mut b = Browser {
            wanted,
            dir: PathBuf::new(),
            dir_text: String::new(),
            entries: Vec::new(),
            name,
            error: None,
            why,
            replace: None,
            focus_name: true,
        };
        b.go(dir);
        b
    }

    /// Shows `dir`; an unreadable folder keeps the current one and says why.
    fn go(&mut self, dir: PathBuf) {
        match list(&dir, self.wanted.extensions) {
            Ok(entries) => {
                self.dir_text = dir.display().to_string();
                self.dir = dir;
                self.entries = entries;
                self.error = None;
            }
            Err(e) => {
                self.dir_text = self.dir.display().to_string();
                self.error = Some(t!(
                    FileBrowserCannotOpenTheFolderE,
                    value = dir.display(),
                    e = crate::io::os_reason(&e)
                ));
            }
        }
        self.replace = None;
    }

    /// The file the name field points at, or why there is none.
    fn target(&self) -> Result<PathBuf, String> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(if self.wanted.saves {
                t!(FileBrowserTypeANameForThe)
            } else {
                t!(FileBrowserChooseAFileFromThe)
            });
        }
        let mut path = self.dir.join(name);
        let extensions = self.wanted.extensions;
        if self.wanted.saves {
            let has_ext = path
                .extension()
                .is_some_and(|e| extensions.iter().any(|x| e.eq_ignore_ascii_case(x)));
            if !has_ext {
                let mut s = path.into_os_string();
                s.push(format!(".{}", extensions[0]));
                path = PathBuf::from(s);
            }
            match path.parent() {
                Some(p) if p.is_dir() => {}
                _ => {
                    return Err(t!(
                        FileBrowserThereIsNoFolder,
                        value = display_parent(&path)
                    ));
                }
            }
            if path.is_dir() {
                return Err(t!(FileBrowserIsAFolder, value = path.display()));
            }
        } else if !path.is_file() {
            return Err(t!(FileBrowserThereIsNoFileName, name = name));
        }
        Ok(path)
    }

    /// The accept button: the chosen path once it is fine.
    fn accept(&mut self) -> Option<PathBuf> {
        match self.target() {
            Ok(path) => {
                if self.wanted.saves && path.exists() && self.replace.as_ref() != Some(&path) {
                    self.replace = Some(path);
                    self.error = None;
                    return None;
                }
                Some(path)
            }
            Err(e) => {
                self.error = Some(e);
                None
            }
        }
    }
}

fn display_parent(path: &Path) -> String {
    path.parent()
        .map_or_else(String::new, |p| p.display().to_string())
}

/// A folder's sub-folders and the files with one of `extensions`, folders
/// first, each sorted by name; hidden entries left out.
fn list(dir: &Path, extensions: &[&str]) -> std::io::Result<Vec<Entry>> {
    let mut entries = Vec::new();
    for e in std::fs::read_dir(dir)? {
        let Ok(e) = e else { continue };
        let name = e.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        // Follows links, so a linked folder is a folder.
        let is_dir = e.path().is_dir();
        let wanted = Path::new(&name)
            .extension()
            .is_some_and(|x| extensions.iter().any(|w| x.eq_ignore_ascii_case(w)));
        if is_dir || wanted {
            entries.push(Entry { name, is_dir });
        }
    }
    // Folders first, then names in the language's order.
    let lang = crate::text::i18n::current();
    entries.sort_by(|a, b| {
        (!a.is_dir)
            .cmp(&!b.is_dir)
            .then_with(|| crate::text::collate::names(lang, &a.name, &b.name))
    });
    Ok(entries)
}

/// Draws the dialog; once a file is chosen or the dialog cancelled, sends
/// [`Command::FileChosen`] for `purpose`.
pub fn file_browser_ui(
    ctx: &egui::Context,
    b: &mut Browser,
    purpose: Purpose,
    out: &CommandSender,
) {
    let mut done = None;
    let mut go_to = None;
    let mut chosen: Option<(String, bool)> = None;
    let modal = Modal::new(Id::unique("podsheet-file-browser")).show(ctx, |ui| {
        ui.set_width(560.0);
        ui.heading(b.wanted.title.as_str());
        if let Some(why) = &b.why {
            ui.label(RichText::new(why).italics());
        }
        ui.horizontal(|ui| {
            let l = ui.label(t!(FileBrowserFolder));
            let r = ui
                .add(TextEdit::singleline(&mut b.dir_text).desired_width(330.0))
                .labelled_by(l.id);
            if r.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                go_to = Some(PathBuf::from(b.dir_text.trim()));
            }
            if ui.button(t!(FileBrowserUp)).clicked()
                && let Some(p) = b.dir.parent()
            {
                go_to = Some(p.to_path_buf());
            }
            if let Some(home) = dirs::home_dir()
                && ui.button(t!(FileBrowserHome)).clicked()
            {
                go_to = Some(home);
            }
            if let Some(docs) = places::documents()
                && ui.button(t!(FileBrowserDocuments)).clicked()
            {
                go_to = Some(docs);
            }
        });
        ui.separator();
        let row = ui.spacing().interact_size.y;
        ScrollArea::vertical()
            .max_height(280.0)
            .auto_shrink([false, true])
            .show_rows(ui, row, b.entries.len(), |ui, rows| {
                for e in &b.entries[rows] {
                    if e.is_dir {
                        if ui.selectable_label(false, format!("{}/", e.name)).clicked() {
                            go_to = Some(b.dir.join(&e.name));
                        }
                    } else {
                        let r = ui.selectable_label(b.name == e.name, &e.name);
                        if r.clicked() || r.double_clicked() {
                            chosen = Some((e.name.clone(), r.double_clicked()));
                        }
                    }
                }
            });
        if let Some((name, at_once)) = chosen.take() {
            b.name = name;
            b.replace = None;
            if at_once {
                done = b.accept().map(Some);
            }
        }
        if b.entries.is_empty() {
            ui.label(RichText::new(t!(FileBrowserNoFoldersOrMatchingFiles)).weak());
        }
        ui.separator();
        ui.horizontal(|ui| {
            let l = ui.label(t!(FileBrowserFileName));
            let mut out = TextEdit::singleline(&mut b.name)
                .desired_width(420.0)
                .show(ui);
            let r = egui::Response::clone(&out.response).labelled_by(l.id);
            if std::mem::take(&mut b.focus_name) {
                r.request_focus();
                let stem = Path::new(&b.name)
                    .file_stem()
                    .map_or(0, |s| s.to_string_lossy().chars().count());
                out.state
                    .cursor
                    .set_char_range(Some(CCursorRange::two(CCursor::new(0), CCursor::new(stem))));
                out.state.store(ui.ctx(), r.id);
            }
            if r.changed() {
                b.replace = None;
            }
            if r.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                done = b.accept().map(Some);
            }
        });
        if let Some(p) = &b.replace {
            ui.label(t!(
                FileBrowserAlreadyExistsReplaceIt,
                value = p
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
            ));
        }
        if let Some(e) = &b.error {
            ui.label(RichText::new(e).color(PROBLEM));
        }
        ui.horizontal(|ui| {
            let accept = match (b.wanted.saves, b.replace.is_some()) {
                (true, true) => t!(FileBrowserReplace),
                (true, false) => t!(FileBrowserSave),
                (false, _) => t!(FileBrowserOpen),
            };
            if ui.button(accept).clicked() {
                done = b.accept().map(Some);
            }
            if ui.button(t!(FileBrowserCancel)).clicked() {
                done = Some(None);
            }
        });
    });
    if let Some(dir) = go_to {
        b.go(dir);
    }
    if done.is_none() && modal.should_close() {
        done = Some(None);
    }
    if let Some(picked) = done {
        out.send(Command::FileChosen(purpose, picked));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAVE: Wanted = Wanted {
        title: String::new(),
        extensions: &["podsheet"],
        saves: true,
    };
    const OPEN: Wanted = Wanted {
        title: String::new(),
        extensions: &["podsheet", "json", "csv"],
        saves: false,
    };

    #[test]
    fn saving_adds_the_extension_and_asks_before_replacing() {
        let dir = tempfile::tempdir().unwrap();
        let suggested = dir.path().join("Friday 2026-11-20.podsheet");
        let mut b = Browser::new(SAVE, &suggested, None);
        assert_eq!(b.dir, dir.path());
        assert_eq!(b.name, "Friday 2026-11-20.podsheet");
        b.name = "late night".into();
        let path = b.accept().expect("a new file is fine");
        assert_eq!(path, dir.path().join("late night.podsheet"));
        std::fs::write(&path, "x").unwrap();
        assert_eq!(b.accept(), None, "asks first");
        assert_eq!(b.replace.as_deref(), Some(path.as_path()));
        assert_eq!(b.accept(), Some(path), "the second click replaces");
    }

    #[test]
    fn bad_names_say_what_is_wrong() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("sub.podsheet")).unwrap();
        let mut b = Browser::new(SAVE, &dir.path().join("x.podsheet"), None);
        for (name, want) in [
            ("", "Type a name"),
            ("nowhere/x", "There is no folder"),
            ("sub.podsheet", "is a folder"),
        ] {
            b.name = name.into();
            assert_eq!(b.accept(), None, "{name}");
            let err = b.error.clone().unwrap_or_default();
            assert!(err.contains(want), "{name}: {err}");
        }
        let mut open = Browser::new(OPEN, &dir.path().join("x"), None);
        assert_eq!(open.name, "", "Open starts with no name");
        open.name = "missing.podsheet".into();
        assert_eq!(open.accept(), None);
        assert!(open.error.as_deref().unwrap_or("").contains("no file"));
    }

    #[test]
    fn lists_folders_first_then_files_of_the_kind() {
        let dir = tempfile::tempdir().unwrap();
        for f in ["b.podsheet", "A.csv", "notes.txt", ".hidden.podsheet"] {
            std::fs::write(dir.path().join(f), "").unwrap();
        }
        std::fs::create_dir(dir.path().join("zeta")).unwrap();
        let b = Browser::new(OPEN, &dir.path().join("x"), None);
        let names: Vec<&str> = b.entries.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["zeta", "A.csv", "b.podsheet"]);
    }
}
