//! Saving off the UI thread: a save with fsync takes milliseconds, a frame has sixteen.
//!
//! One writer for every kind of file kept after each change: the game in progress
//! (`Autosaver`, for [`SavedGame`]) and a hosted table (`Autosaver<HostedTable>`, see
//! [`crate::HostedFile::writer`]).

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

use crate::{SavedGame, Store, StoreError};

/// What the app and the writer thread share.
struct Shared<T> {
    /// The newest value not yet written (older ones are skipped: only the last matters).
    pending: Option<T>,
    /// Whether the writer is writing now.
    busy: bool,
    /// The last write that failed, for the app to show.
    error: Option<StoreError>,
    /// Games written so far.
    written: u64,
    /// Set when the autosaver is dropped.
    stop: bool,
    /// Set when the writer thread has ended, however it ended: nothing queued is written
    /// after that, so nobody may wait for it.
    gone: bool,
}

impl<T> Default for Shared<T> {
    fn default() -> Self {
        Shared {
            pending: None,
            busy: false,
            error: None,
            written: 0,
            stop: false,
            gone: false,
        }
    }
}

/// The pair the app and the writer thread share.
type SharedPair<T> = (Mutex<Shared<T>>, Condvar);

/// Writes a file on a thread of its own, newest value only: by default the game in
/// progress to `current.ron` ([`Autosaver::new`]); any other value with
/// [`Autosaver::with_writer`] (a hosted table: [`crate::HostedFile::writer`]).
///
/// Hand it the game after every throw and move with [`Autosaver::save`], which never
/// blocks. Call [`Autosaver::flush`] before [`Store::finish_current`] or
/// [`Store::discard_current`], so that no older save lands after them. Dropping it writes
/// what is pending.
///
/// A write that panics is caught and reported like a failed write
/// ([`StoreError::WriterPanicked`], from [`Autosaver::flush`] or
/// [`Autosaver::take_error`]); the writer goes on with the next game. Should the writer
/// thread end anyway, `flush` returns at once with an error instead of waiting.
pub struct Autosaver<T = SavedGame> {
    shared: Arc<SharedPair<T>>,
    thread: Option<JoinHandle<()>>,
}

fn lock<T>(mutex: &Mutex<Shared<T>>) -> MutexGuard<'_, Shared<T>> {
    // Only plain assignments happen under the lock, and a write's panic is caught outside
    // it, so a poisoned lock still holds consistent data: carry on with it.
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The panic message, when the payload is text.
fn panic_message(payload: &(dyn Any + Send)) -> Option<String> {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
}

impl Autosaver {
    /// Starts the writer thread for `store`, writing with [`Store::save_current`].
    pub fn new(store: Store) -> Result<Autosaver, StoreError> {
        Autosaver::with_writer(move |game| store.save_current(game))
    }
}

impl<T: Send + 'static> Autosaver<T> {
    /// Starts a writer thread that writes each value with `write` instead of a store: for
    /// tests (a writer that fails or panics on cue) and for other files (a hosted table).
    /// What is said of [`Autosaver::new`] holds, with `write` in place of the store's save.
    pub fn with_writer(
        write: impl FnMut(&T) -> Result<(), StoreError> + Send + 'static,
    ) -> Result<Autosaver<T>, StoreError> {
        let shared = Arc::new((Mutex::new(Shared::default()), Condvar::new()));
        let theirs = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("dhayam-autosave".to_owned())
            .spawn(move || {
                // Marks the writer gone when the thread ends, even by a panic.
                let _gone = Gone(&theirs);
                write_loop(write, &theirs);
            })
            .map_err(StoreError::Thread)?;
        Ok(Autosaver {
            shared,
            thread: Some(thread),
        })
    }

    /// Queues `game` to be written; a value queued earlier and not yet written is dropped.
    pub fn save(&self, game: T) {
        let (mutex, wake) = &*self.shared;
        lock(mutex).pending = Some(game);
        wake.notify_all();
    }

    /// Waits until everything queued is on disk, and returns the last error, if any. Never
    /// waits for a writer thread that has ended: then a game still queued is an error.
    pub fn flush(&self) -> Result<(), StoreError> {
        let (mutex, wake) = &*self.shared;
        let mut shared = lock(mutex);
        while (shared.pending.is_some() || shared.busy) && !shared.gone {
            shared = wake.wait(shared).unwrap_or_else(PoisonError::into_inner);
        }
        if let Some(error) = shared.error.take() {
            return Err(error);
        }
        if shared.gone && shared.pending.is_some() {
            // Not reachable while the thread catches its writes' panics: it ends only
            // when the autosaver is dropped. Still an error, never a wait.
            return Err(StoreError::WriterPanicked { message: None });
        }
        Ok(())
    }

    /// Whether everything queued so far has been written (or its write failed: see
    /// [`Autosaver::take_error`]), so that nothing queued is still on its way to the disk.
    /// Never blocks: a caller that must not act before its value is on disk asks again.
    pub fn settled(&self) -> bool {
        let shared = lock(&self.shared.0);
        (shared.pending.is_none() && !shared.busy) || shared.gone
    }

    /// The last write that failed since the last call, for the app to show.
    pub fn take_error(&self) -> Option<StoreError> {
        lock(&self.shared.0).error.take()
    }

    /// How many values were written so far.
    pub fn written(&self) -> u64 {
        lock(&self.shared.0).written
    }
}

impl<T> Drop for Autosaver<T> {
    fn drop(&mut self) {
        let (mutex, wake) = &*self.shared;
        lock(mutex).stop = true;
        wake.notify_all();
        if let Some(thread) = self.thread.take() {
            // The thread's own panics are caught and recorded; there is nothing to add.
            let _ = thread.join();
        }
    }
}

/// Marks the writer gone when dropped: at the end of the writer thread, by return or by
/// unwinding. Clears `busy` so that nobody waits for a write that will not finish.
struct Gone<'a, T>(&'a SharedPair<T>);

impl<T> Drop for Gone<'_, T> {
    fn drop(&mut self) {
        let (mutex, wake) = self.0;
        let mut state = lock(mutex);
        state.busy = false;
        state.gone = true;
        if std::thread::panicking() && state.error.is_none() {
            state.error = Some(StoreError::WriterPanicked { message: None });
        }
        wake.notify_all();
    }
}

/// The writer: waits for a game, writes it, repeats; writes what is pending before stopping.
/// A panic in `write` is caught and recorded as that write's error.
fn write_loop<T>(mut write: impl FnMut(&T) -> Result<(), StoreError>, shared: &SharedPair<T>) {
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
        // The game is only read. The store's write rebuilds a whole file each time, so a
        // panic in one write leaves nothing that the next write relies on.
        let result = catch_unwind(AssertUnwindSafe(|| write(&game))).unwrap_or_else(|payload| {
            Err(StoreError::WriterPanicked {
                message: panic_message(payload.as_ref()),
            })
        });
        let mut state = lock(mutex);
        state.busy = false;
        match result {
            Ok(()) => state.written += 1,
            Err(error) => state.error = Some(error),
        }
        wake.notify_all();
    }
}
