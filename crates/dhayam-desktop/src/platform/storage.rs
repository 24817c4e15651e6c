//! The app's side of `dhayam-store`: the data folder, the autosaver writing to it, and each
//! failure told once, in the player's language, and written once to the log.

use dhayam_store::{
    Autosaver, DataLock, FileNotice, HistoryEntry, Loaded, SavedGame, Settings, Store, StoreError,
};

use std::sync::{Arc, Mutex, PoisonError};

use crate::i18n::errors::store_error;
use crate::{AppOptions, Words};

/// The data folder in use, the thread that saves the game in progress, and the folder's
/// lock, which keeps a second app from saving over this one's game.
pub struct Storage {
    store: Store,
    autosaver: Autosaver,
    /// The game whose talk was written to the history last (its start), and how many
    /// lines of it.
    talk_kept: Arc<Mutex<(u64, usize)>>,
    /// Dropped last, after the autosaver has written what was pending.
    _lock: DataLock,
}

/// `error` as the sentence `id` in `words`' language, written to the log once, here.
pub fn told(words: &Words, id: &str, error: &StoreError) -> String {
    log::error!("{id}: {error}");
    words.tr(id, &[("error", store_error(words, error).into())])
}

impl Storage {
    /// Opens and locks the data folder `options` name (or the default one). The error (for
    /// instance another Dhayam already using the folder) is told with
    /// `told(words, "error-cannot-save-games", ..)`; the app then plays on without saving.
    pub fn open(options: &AppOptions) -> Result<Storage, StoreError> {
        let store = Store::open_resolved(options.data_dir.clone())?;
        let lock = store.lock()?;
        let autosaver = Autosaver::new(store.clone())?;
        Ok(Storage {
            store,
            autosaver,
            talk_kept: Arc::default(),
            _lock: lock,
        })
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Saves the game in progress off the UI thread.
    pub fn save(&self, game: SavedGame) {
        self.autosaver.save(game);
    }

    /// Writes a finished game of a table across computers to the history again, with
    /// more of what was said at the table for it, on a thread of its own (a write that
    /// comes late never replaces one with more of the talk).
    pub fn keep_talk(&self, game: SavedGame) {
        let store = self.store.clone();
        let newest = Arc::clone(&self.talk_kept);
        let spawned = std::thread::Builder::new()
            .name("dhayam-talk".to_owned())
            .spawn(move || {
                let mut newest = newest.lock().unwrap_or_else(PoisonError::into_inner);
                let key = (game.started(), game.talk().len());
                if newest.0 == key.0 && newest.1 >= key.1 {
                    return;
                }
                match store.archive(&game) {
                    Ok(_) => *newest = key,
                    Err(error) => log::warn!("the talk was not kept with its game: {error}"),
                }
            });
        if let Err(error) = spawned {
            log::warn!("the talk was not kept with its game: {error}");
        }
    }

    /// Moves a finished game to the history, after the saves before it. Returns a sentence
    /// in `words`' language when something went wrong.
    pub fn finish(&self, game: &SavedGame, words: &Words) -> Option<String> {
        let flushed = self.autosaver.flush();
        let finished = self.store.finish_current(game);
        match (flushed, finished) {
            (_, Err(e)) => Some(told(words, "error-finished-not-kept", &e)),
            (Err(e), Ok(_)) => Some(told(words, "error-game-not-saved", &e)),
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
            .map(|e| told(words, "error-not-set-aside", &e))
    }

    /// Writes the settings; a sentence in `words`' language if that failed.
    pub fn save_settings(&self, settings: &Settings, words: &Words) -> Option<String> {
        self.store
            .save_settings(settings)
            .err()
            .map(|e| told(words, "error-settings-not-saved", &e))
    }

    /// A save that failed since the last call, in words.
    pub fn take_error(&self, words: &Words) -> Option<String> {
        self.autosaver
            .take_error()
            .map(|e| told(words, "error-game-not-saved", &e))
    }

    /// Waits until the game in progress is on disk (before the window closes).
    pub fn flush(&self, words: &Words) -> Option<String> {
        self.autosaver
            .flush()
            .err()
            .map(|e| told(words, "error-game-not-saved", &e))
    }

    /// The history, newest first.
    pub fn history(&self) -> Loaded<Vec<HistoryEntry>> {
        self.store.history()
    }
}

/// A problem with a file, as the app tells it (and logs, once): what was wrong and where
/// the file went.
pub fn notice_text(words: &Words, notice: &FileNotice) -> String {
    log::warn!(
        "{} could not be used: {}{}",
        notice.path.display(),
        notice.error,
        notice
            .moved_to
            .as_ref()
            .map(|to| format!("; moved to {}", to.display()))
            .unwrap_or_default()
    );
    let path = ("path", notice.path.display().to_string().into());
    let error = ("error", store_error(words, &notice.error).into());
    match &notice.moved_to {
        Some(to) => words.tr(
            "error-file-unusable-moved",
            &[path, error, ("moved", to.display().to_string().into())],
        ),
        None => words.tr("error-file-unusable", &[path, error]),
    }
}
