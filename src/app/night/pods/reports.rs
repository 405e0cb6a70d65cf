//! The night's side of the phones: every open match given its report
//! codes (one per match in the whole room), and the players' reports kept
//! in the pod whose match they name. Neither is an undo step: codes are
//! the matches' own, and a report is the players', not an edit.

use super::NightState;

impl NightState {
    /// Gives every match to be played in every pod its report code, one
    /// code per match in the room (a code two pods share, from files made
    /// apart, is given again in the later pod): when pods are dealt, before
    /// slips are printed and when the phones may report (a file from an
    /// older Podsheet has none). Not an undo step: the codes are the
    /// matches' own from now on, and the file keeps them.
    pub fn ensure_codes(&mut self) {
        use crate::engine::reports;
        let mut next = || reports::code_from(crate::app::dice::seed());
        let events = self.pods.iter_mut().map(|p| &mut p.doc.event);
        let changed = reports::code_room(events, &mut next);
        for (pod, changed) in self.pods.iter_mut().zip(changed) {
            if changed {
                pod.doc.refresh();
            }
        }
    }

    /// Keeps reports that came in from the phones, each in the pod whose
    /// open match its code names (one for a match re-paired or given a
    /// result since is done). Not an undo step: a report is the players',
    /// not an edit, and undoing an edit never drops one
    /// (`merge_reports`). Returns the matches the two players have just
    /// agreed on, by pod, code and result (never one flagged as a
    /// problem).
    pub fn keep_reports(
        &mut self,
        new: Vec<crate::model::PhoneReport>,
    ) -> Vec<(usize, String, crate::model::GameScore)> {
        use crate::engine::reports;
        let before: Vec<Vec<(String, crate::model::GameScore)>> = self
            .pods
            .iter()
            .map(|p| reports::agreed(&p.doc.event, &p.doc.snapshot.problems))
            .collect();
        let mut touched = vec![false; self.pods.len()];
        for r in new {
            for (i, pod) in self.pods.iter_mut().enumerate() {
                let Some(f) = reports::find(&pod.doc.event, &r.code) else {
                    continue;
                };
                let open = pod.doc.event.rounds[f.round as usize - 1].matches[f.index]
                    .result()
                    .is_none();
                if open {
                    pod.doc.event.reports.push(r);
                    touched[i] = true;
                }
                break;
            }
        }
        let mut agreed = Vec::new();
        for (i, pod) in self.pods.iter_mut().enumerate() {
            if !touched[i] {
                continue;
            }
            pod.doc.refresh();
            let now = reports::agreed(&pod.doc.event, &pod.doc.snapshot.problems);
            let same_match = |a: &str, b: &str| {
                let (x, y) = (
                    reports::find(&pod.doc.event, a),
                    reports::find(&pod.doc.event, b),
                );
                x.zip(y)
                    .is_some_and(|(x, y)| (x.round, x.index) == (y.round, y.index))
            };
            for (code, result) in now {
                if !before[i].iter().any(|(c, _)| same_match(c, &code)) {
                    agreed.push((i, code, result));
                }
            }
        }
        agreed
    }

    /// Each pod's reports from the players' phones, as the desk has them
    /// now (kept in the events, so the recovery file and the saved file
    /// hold them). Not an undo step: a phone's report is not an edit.
    pub fn set_reports(&mut self, reports: Vec<Vec<crate::model::PhoneReport>>) {
        for (pod, rs) in self.pods.iter_mut().zip(reports) {
            if pod.doc.event.reports != rs {
                pod.doc.event.reports = rs;
                pod.doc.refresh();
            }
        }
    }
}
