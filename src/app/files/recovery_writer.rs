//! Recovery data written on a thread of its own: serialising a large event
//! and writing it to disk took 5-6 ms at 512 players × 9 rounds, on the UI
//! thread, after every edit. Jobs are keyed by the file they write; a job
//! still waiting is replaced by a newer one for the same file (each job
//! sets the whole file, so only the newest matters), and [`Background::flush`]
//! waits until every job handed in has run.

use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// One write or removal of a recovery file.
pub(crate) type Job = Box<dyn FnOnce() + Send>;

/// The queue the UI thread hands jobs to and the writer thread runs.
pub(crate) struct Background {
    shared: Arc<Shared>,
    thread: Option<std::thread::JoinHandle<()>>,
}

#[derive(Default)]
struct Shared {
    state: Mutex<State>,
    /// Signalled when a job arrives, one finishes, or the writer must stop.
    changed: Condvar,
}

#[derive(Default)]
struct State {
    /// Jobs waiting, oldest first, at most one per file.
    waiting: Vec<(PathBuf, Job)>,
    /// A job is running now.
    running: bool,
    /// The owner is gone: run what waits, then end.
    stop: bool,
}

impl std::fmt::Debug for Background {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Background")
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A job that panicked leaves the queue itself consistent.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn wait<'a>(&self, guard: MutexGuard<'a, State>) -> MutexGuard<'a, State> {
        self.changed.wait(guard).unwrap_or_else(|e| e.into_inner())
    }
}

impl Background {
    /// Starts the writer thread; `None` if the system will not start one
    /// (then recovery data is written on the caller's thread, as before).
    pub(crate) fn start() -> Option<Background> {
        let shared = Arc::new(Shared::default());
        let worker = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("podsheet-recovery".into())
            .spawn(move || run(&worker))
            .ok()?;
        Some(Background {
            shared,
            thread: Some(thread),
        })
    }

    /// Hands in a job for `file`, replacing one for it still waiting.
    pub(crate) fn submit(&self, file: PathBuf, job: Job) {
        let mut state = self.shared.lock();
        state.waiting.retain(|(f, _)| *f != file);
        state.waiting.push((file, job));
        self.shared.changed.notify_all();
    }

    /// Waits until every job handed in so far has run.
    pub(crate) fn flush(&self) {
        let mut state = self.shared.lock();
        while !state.waiting.is_empty() || state.running {
            state = self.shared.wait(state);
        }
    }
}

impl Drop for Background {
    fn drop(&mut self) {
        self.shared.lock().stop = true;
        self.shared.changed.notify_all();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// The writer thread: runs jobs in order until told to stop with none left.
fn run(shared: &Shared) {
    loop {
        let mut state = shared.lock();
        while state.waiting.is_empty() && !state.stop {
            state = shared.wait(state);
        }
        if state.waiting.is_empty() {
            return;
        }
        let (_, job) = state.waiting.remove(0);
        state.running = true;
        drop(state);
        job();
        shared.lock().running = false;
        shared.changed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn jobs_run_in_order_newest_per_file_and_flush_waits_for_them() {
        let bg = Background::start().unwrap();
        let log = Arc::new(Mutex::new(Vec::new()));
        let gate = Arc::new((Mutex::new(false), Condvar::new()));
        // A slow first job holds the writer while more arrive.
        {
            let gate = Arc::clone(&gate);
            bg.submit(
                "a".into(),
                Box::new(move || {
                    let (open, cv) = &*gate;
                    let mut open = open.lock().unwrap();
                    while !*open {
                        open = cv.wait(open).unwrap();
                    }
                }),
            );
        }
        for (file, n) in [("b", 1), ("c", 2), ("b", 3)] {
            let log = Arc::clone(&log);
            bg.submit(file.into(), Box::new(move || log.lock().unwrap().push(n)));
        }
        *gate.0.lock().unwrap() = true;
        gate.1.notify_all();
        bg.flush();
        // "b" 1 was replaced by "b" 3 while waiting; "c" kept its place.
        assert_eq!(*log.lock().unwrap(), vec![2, 3]);
    }

    #[test]
    fn dropping_it_runs_what_waits() {
        let ran = Arc::new(AtomicUsize::new(0));
        {
            let bg = Background::start().unwrap();
            for i in 0..5 {
                let ran = Arc::clone(&ran);
                bg.submit(
                    format!("f{i}").into(),
                    Box::new(move || {
                        ran.fetch_add(1, Ordering::SeqCst);
                    }),
                );
            }
        }
        assert_eq!(ran.load(Ordering::SeqCst), 5);
    }
}
