//! The app's side of `dhayam-store`: the data folder and the autosaver writing to it.

use dhayam_store::{Autosaver, DataLock, HistoryEntry, Loaded, Notice, SavedGame, Store};

use crate::{AppOptions, Words};

/// The data folder in use, the thread that saves the game in progress, and the folder's
/// lock, which keeps a second app from saving over this one's game.
pub struct Storage {
    store: Store,
    autosaver: Autosaver,
    /// Dropped last, after the autosaver has written what was pending.
    _lock: DataLock,
}

impl Storage {
    /// Opens and locks the data folder `options` name (or the default one). The error is a
    /// sentence in `words`' language for the app to show, for instance when another Dhayam
    /// already uses the folder; the app then plays on without saving.
    pub fn open(options: &AppOptions, words: &Words) -> Result<Storage, String> {
        let cannot = |e: &dyn std::fmt::Display| {
            words.tr(
                "error-cannot-save-games",
                &[("error", e.to_string().into())],
            )
        };
        let store = Store::open_resolved(options.data_dir.clone()).map_err(|e| cannot(&e))?;
        let lock = store.lock().map_err(|e| cannot(&e))?;
        let autosaver = Autosaver::new(store.clone()).map_err(|e| cannot(&e))?;
        Ok(Storage {
            store,
            autosaver,
            _lock: lock,
        })
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Saves the game in progress off the UI thread; a finished game goes to the history.
    /// Returns a sentence in `words`' language when something went wrong.
    pub fn save(&self, game: &SavedGame, words: &Words) -> Option<String> {
        if !game.is_finished() {
            self.autosaver.save(game.clone());
            return None;
        }
        let flushed = self.autosaver.flush();
        let finished = self.store.finish_current(game);
        match (flushed, finished) {
            (_, Err(e)) => Some(words.tr(
                "error-finished-not-kept",
                &[("error", e.to_string().into())],
            )),
            (Err(e), Ok(_)) => {
                Some(words.tr("error-game-not-saved", &[("error", e.to_string().into())]))
            }
            (Ok(()), Ok(_)) => None,
        }
    }

    /// Sets the saved unfinished game aside when a new game is started instead.
    pub fn discard_current(&self, words: &Words) -> Option<String> {
        let flushed = self.autosaver.flush();
        let discarded = self.store.discard_current();
        flushed
            .and(discarded)
            .err()
            .map(|e| words.tr("error-not-set-aside", &[("error", e.to_string().into())]))
    }

    /// A save that failed since the last call, in words.
    pub fn take_error(&self, words: &Words) -> Option<String> {
        self.autosaver
            .take_error()
            .map(|e| words.tr("error-game-not-saved", &[("error", e.to_string().into())]))
    }

    /// The history, newest first.
    pub fn history(&self) -> Loaded<Vec<HistoryEntry>> {
        self.store.history()
    }
}

/// A problem with a file, as the app tells it: what was wrong and where the file went.
pub fn notice_text(words: &Words, notice: &Notice) -> String {
    let path = ("path", notice.path.display().to_string().into());
    let error = ("error", notice.error.to_string().into());
    match &notice.moved_to {
        Some(to) => words.tr(
            "error-file-unusable-moved",
            &[path, error, ("moved", to.display().to_string().into())],
        ),
        None => words.tr("error-file-unusable", &[path, error]),
    }
}
