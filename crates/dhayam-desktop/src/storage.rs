//! The app's side of `dhayam-store`: the data folder and the autosaver writing to it.

use dhayam_store::{Autosaver, HistoryEntry, Loaded, Notice, SavedGame, Store};

use crate::AppOptions;

/// The data folder in use and the thread that saves the game in progress.
pub struct Storage {
    store: Store,
    autosaver: Autosaver,
}

impl Storage {
    /// Opens the data folder `options` name (or the default one). The error is a sentence
    /// for the app to show; the app then plays on without saving.
    pub fn open(options: &AppOptions) -> Result<Storage, String> {
        let store = Store::open_resolved(options.data_dir.clone())
            .map_err(|e| format!("Games cannot be saved: {e}."))?;
        let autosaver =
            Autosaver::new(store.clone()).map_err(|e| format!("Games cannot be saved: {e}."))?;
        Ok(Storage { store, autosaver })
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Saves the game in progress off the UI thread; a finished game goes to the history.
    /// Returns a sentence when something went wrong.
    pub fn save(&self, game: &SavedGame) -> Option<String> {
        if !game.is_finished() {
            self.autosaver.save(game.clone());
            return None;
        }
        let flushed = self.autosaver.flush();
        let finished = self.store.finish_current(game);
        match (flushed, finished) {
            (_, Err(e)) => Some(format!("The finished game could not be kept: {e}.")),
            (Err(e), Ok(_)) => Some(format!("The game could not be saved: {e}.")),
            (Ok(()), Ok(_)) => None,
        }
    }

    /// Sets the saved unfinished game aside when a new game is started instead.
    pub fn discard_current(&self) -> Option<String> {
        let flushed = self.autosaver.flush();
        let discarded = self.store.discard_current();
        flushed
            .and(discarded)
            .err()
            .map(|e| format!("The unfinished game could not be set aside: {e}."))
    }

    /// A save that failed since the last call, in words.
    pub fn take_error(&self) -> Option<String> {
        self.autosaver
            .take_error()
            .map(|e| format!("The game could not be saved: {e}."))
    }

    /// The history, newest first.
    pub fn history(&self) -> Loaded<Vec<HistoryEntry>> {
        self.store.history()
    }
}

/// A problem with a file, as the app tells it: what was wrong and where the file went.
pub fn notice_text(notice: &Notice) -> String {
    let moved = notice
        .moved_to
        .as_ref()
        .map(|to| format!(" It was moved to {}.", to.display()))
        .unwrap_or_default();
    format!(
        "{} could not be used: {}.{moved}",
        notice.path.display(),
        notice.error
    )
}
