//! Saving off the UI thread: a save with fsync takes milliseconds, a frame has sixteen.

use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

use crate::{SavedGame, Store, StoreError};

/// What the app and the writer thread share.
#[derive(Default)]
struct Shared {
    /// The newest game not yet written (older ones are skipped: only the last matters).
    pending: Option<SavedGame>,
    /// Whether the writer is writing now.
    busy: bool,
    /// The last write that failed, for the app to show.
    error: Option<StoreError>,
    /// Games written so far.
    written: u64,
    /// Set when the autosaver is dropped.
    stop: bool,
}

/// Writes the game in progress to `current.ron` on a thread of its own, newest game only.
///
/// Hand it the game after every throw and move with [`Autosaver::save`], which never
/// blocks. Call [`Autosaver::flush`] before [`Store::finish_current`] or
/// [`Store::discard_current`], so that no older save lands after them. Dropping it writes
/// what is pending.
pub struct Autosaver {
    shared: Arc<(Mutex<Shared>, Condvar)>,
    thread: Option<JoinHandle<()>>,
}

fn lock(mutex: &Mutex<Shared>) -> MutexGuard<'_, Shared> {
    // A panic on the writer thread leaves plain data behind: carry on with it.
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Autosaver {
    /// Starts the writer thread for `store`.
    pub fn new(store: Store) -> Result<Autosaver, StoreError> {
        let shared = Arc::new((Mutex::new(Shared::default()), Condvar::new()));
        let theirs = Arc::clone(&shared);
        let dir = store.dir().to_path_buf();
        let thread = std::thread::Builder::new()
            .name("dhayam-autosave".to_owned())
            .spawn(move || write_loop(&store, &theirs))
            .map_err(|e| StoreError::io("start saving in", dir, e))?;
        Ok(Autosaver {
            shared,
            thread: Some(thread),
        })
    }

    /// Queues `game` to be written; a game queued earlier and not yet written is dropped.
    pub fn save(&self, game: SavedGame) {
        let (mutex, wake) = &*self.shared;
        lock(mutex).pending = Some(game);
        wake.notify_all();
    }

    /// Waits until everything queued is on disk, and returns the last error, if any.
    pub fn flush(&self) -> Result<(), StoreError> {
        let (mutex, wake) = &*self.shared;
        let mut shared = lock(mutex);
        while shared.pending.is_some() || shared.busy {
            shared = wake.wait(shared).unwrap_or_else(PoisonError::into_inner);
        }
        shared.error.take().map_or(Ok(()), Err)
    }

    /// The last write that failed since the last call, for the app to show.
    pub fn take_error(&self) -> Option<StoreError> {
        lock(&self.shared.0).error.take()
    }

    /// How many games were written so far.
    pub fn written(&self) -> u64 {
        lock(&self.shared.0).written
    }
}

impl Drop for Autosaver {
    fn drop(&mut self) {
        let (mutex, wake) = &*self.shared;
        lock(mutex).stop = true;
        wake.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The writer: waits for a game, writes it, repeats; writes what is pending before stopping.
fn write_loop(store: &Store, shared: &(Mutex<Shared>, Condvar)) {
    let (mutex, wake) = shared;
    loop {
        let game = {
            let mut state = lock(mutex);
            while state.pending.is_none() && !state.stop {
                state = wake.wait(state).unwrap_or_else(PoisonError::into_inner);
            }
            let Some(game) = state.pending.take() else {
                return;
            };
            state.busy = true;
            game
        };
        let result = store.save_current(&game);
        let mut state = lock(mutex);
        state.busy = false;
        match result {
            Ok(()) => state.written += 1,
            Err(error) => state.error = Some(error),
        }
        wake.notify_all();
    }
}
