//! The night's side of the app's commands: which pod is shown, night-wide
//! edits, a new night dealt from the sign-up form, the recovery offer
//! answered, and the player list.

use crate::app::PodsheetApp;
use crate::app::document::doc::Doc;
use crate::app::now_text;
use crate::engine::night;
use crate::model::{Event, Night};
use std::path::PathBuf;

impl PodsheetApp {
    /// The player list learns every player of `events` (it keeps each name
    /// once, and writes its file only when one is new).
    pub fn remember_players<'a>(&mut self, events: impl IntoIterator<Item = &'a Event>) {
        let names: Vec<&str> = events
            .into_iter()
            .flat_map(|e| e.players.iter().map(|p| p.name.as_str()))
            .collect();
        self.night
            .players_in(self.recovery.dir.clone())
            .remember(names);
    }

    /// Shows pod `p` (0-based), entering what was typed in the pod on
    /// screen first. Not an edit: no undo step of its own.
    pub fn show_pod(&mut self, p: usize) {
        if p == self.night.active() || p >= self.night.len() {
            return;
        }
        self.commit_drafts();
        self.night.show(p);
    }

    /// A night-wide edit (players moved, a pod added or removed): one undo
    /// step; why it cannot be done goes to the status line.
    pub fn night_edit(
        &mut self,
        edit: impl FnOnce(&mut Night) -> Result<Option<usize>, crate::model::Said>,
    ) -> bool {
        self.commit_drafts();
        match self.night.night_edit(edit) {
            Ok(changed) => changed,
            Err(why) => {
                self.doc_mut().notes = vec![why.to_string()];
                false
            }
        }
    }

    /// Replaces the document with `night` (unsaved, or saved at `path`),
    /// showing pod 1; the history starts empty.
    pub fn open_night(&mut self, night: Night, path: Option<PathBuf>) {
        self.night.open(night, path);
    }

    /// Replaces the document with a new, unsaved event.
    pub fn replace_event(&mut self, event: Event) {
        self.night.replace_with(Doc::new(event, None, false));
    }

    /// The player list, read from the data folder the first time.
    pub fn players(&mut self) -> &mut crate::app::night::players_ui::Players {
        self.night.players_in(self.recovery.dir.clone())
    }

    /// Deals the sign-up form's names into a new night; a problem keeps the
    /// form open and says why.
    pub(crate) fn create_night(&mut self) {
        let Some(form) = self.night.signup.take() else {
            return;
        };
        let names = night::names_from_list(&form.names).unwrap_or_default();
        self.players().remember(names.iter().map(String::as_str));
        let dealt = night::from_names(form.name.trim(), &names, form.size, form.seed, &now_text())
            .map(|mut n| {
                // Tonight's date on the night and every pod, as `podsheet
                // pods` writes it: the season tells the nights apart.
                let today = crate::text::clock::today();
                n.date = Some(today.clone());
                for pod in &mut n.pods {
                    pod.date = Some(today.clone());
                }
                n
            });
        match dealt {
            // Beside what is open: one undo step, the first new pod shown.
            Ok(n) if form.beside => {
                let pods = n.pods;
                let shown = self.night.night_edit(move |night| {
                    let first = night.pods.len();
                    for pod in pods {
                        night::add_event(night, pod);
                    }
                    Ok(Some(first))
                });
                if let Err(why) = shown {
                    self.doc_mut().notes = vec![why.to_string()];
                }
            }
            Ok(n) => self.open_night(n, None),
            Err(e) => {
                self.doc_mut().notes = vec![e.to_string()];
                self.night.signup = Some(form);
            }
        }
    }

    /// The night recovery offer's answer: restore it, or throw it away.
    pub(crate) fn answer_night_offer(&mut self, restore: bool) {
        let Some(offer) = self.night.offer.take() else {
            return;
        };
        if restore {
            let path = offer.path.clone();
            self.open_night(offer.night, path.clone());
            self.ask_to_resume_sharing();
            // Restored, not saved: every pod differs from the file.
            self.night.mark_unsaved(path);
        } else {
            crate::app::night::recovery::clear(&self.recovery);
        }
    }
}
