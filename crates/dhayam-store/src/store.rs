//! The data folder: the game in progress, the history, and the settings.

use std::collections::HashSet;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use dhayam_core::{GameRecord, Seat};

use crate::file::{
    clean_stale_temps, file_stamp, move_aside, now_unix, parse_versioned, read_limited,
    write_atomic,
};
use crate::history_index::{FileStamp, HistoryIndex};
use crate::history_summary::read_summary;
use crate::kept::read_first_good;
use crate::settings::SettingsFile;
use crate::{
    DATA_DIR_ENV, FileNotice, GameSummary, HistoryEntry, HostedFile, JoinedFile, Loaded,
    SETTINGS_FORMAT, SavedGame, SeatPlayer, Settings, Statistics, StoreError, resolve_data_dir,
};

/// The game in progress.
pub const CURRENT_FILE: &str = "current.ron";
/// The previous save of the game in progress.
pub const BACKUP_FILE: &str = "current.ron.bak";
/// The settings.
pub const SETTINGS_FILE: &str = "settings.ron";
/// The folder of finished games, one file each.
pub const HISTORY_DIR: &str = "history";
/// A cache of the history's summaries, rebuilt from the game files whenever needed.
pub const HISTORY_INDEX_FILE: &str = "history-index.ron";

/// Dhayam's data folder. Every method either succeeds or says why; files with bad content
/// are moved aside (renamed `NAME.corrupt-STAMP`) and reported, never deleted.
///
/// ```no_run
/// use dhayam_store::Store;
///
/// let store = Store::open_resolved(None)?; // --data-dir, else DHAYAM_DATA_DIR, else default
/// let resumed = store.load_current();
/// for notice in &resumed.notices {
///     eprintln!("{notice}");
/// }
/// if let Some(game) = resumed.value {
///     // offer "Resume" or "New game"
///     # let _ = game;
/// }
/// # Ok::<(), dhayam_store::StoreError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Store {
    dir: PathBuf,
}

impl Store {
    /// Opens (creating if needed) the data folder `dir`.
    pub fn open(dir: impl Into<PathBuf>) -> Result<Store, StoreError> {
        let dir = dir.into();
        let history = dir.join(HISTORY_DIR);
        fs::create_dir_all(&history).map_err(|e| StoreError::io("create", &history, e))?;
        clean_stale_temps(&dir);
        clean_stale_temps(&history);
        Ok(Store { dir })
    }

    /// Opens the data folder chosen by `--data-dir` (`flag`), else the environment variable
    /// [`DATA_DIR_ENV`], else the platform's folder for the application id.
    pub fn open_resolved(flag: Option<PathBuf>) -> Result<Store, StoreError> {
        Store::open(resolve_data_dir(flag, std::env::var_os(DATA_DIR_ENV))?)
    }

    /// The data folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file of the game in progress.
    pub fn current_path(&self) -> PathBuf {
        self.dir.join(CURRENT_FILE)
    }

    /// The previous save of the game in progress.
    pub fn backup_path(&self) -> PathBuf {
        self.dir.join(BACKUP_FILE)
    }

    /// The folder of finished games.
    pub fn history_dir(&self) -> PathBuf {
        self.dir.join(HISTORY_DIR)
    }

    /// The settings file.
    pub fn settings_path(&self) -> PathBuf {
        self.dir.join(SETTINGS_FILE)
    }

    /// Saves the game in progress atomically, keeping the previous save as the backup.
    /// Call it after every throw and every move.
    pub fn save_current(&self, game: &SavedGame) -> Result<(), StoreError> {
        write_atomic(
            &self.current_path(),
            game.to_ron()?.as_bytes(),
            Some(&self.backup_path()),
        )
    }

    /// The unfinished game to offer for resuming, if any.
    ///
    /// Reads `current.ron`, or the backup when it is missing or bad. Bad files are moved
    /// aside and reported in the notices. A finished game found there is put in the
    /// history (see [`Store::finish_current`]) and not offered.
    pub fn load_current(&self) -> Loaded<Option<SavedGame>> {
        let mut notices = Vec::new();
        let (current, backup) = (self.current_path(), self.backup_path());
        let found = read_first_good(
            [current.as_path(), backup.as_path()],
            |path| {
                read_limited(path)?
                    .map(|b| SavedGame::from_ron(&b))
                    .transpose()
            },
            &mut notices,
        );
        let value = match found {
            Some((path, game)) if game.is_finished() => {
                if let Err(error) = self.finish_current(&game) {
                    notices.push(FileNotice {
                        path: path.to_path_buf(),
                        error,
                        moved_to: None,
                    });
                }
                None
            }
            found => found.map(|(_, game)| game),
        };
        Loaded { value, notices }
    }

    /// The hosted table's file in this folder (see [`HostedFile`]).
    pub fn hosted_file(&self) -> HostedFile {
        HostedFile::in_dir(&self.dir)
    }

    /// The joined table's file in this folder (see [`JoinedFile`]).
    pub fn joined_file(&self) -> JoinedFile {
        JoinedFile::in_dir(&self.dir)
    }

    /// Sets the game in progress aside when the player starts a new game instead: the
    /// file becomes the backup (the older backup is replaced).
    pub fn discard_current(&self) -> Result<(), StoreError> {
        match fs::rename(self.current_path(), self.backup_path()) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(StoreError::io("set aside", self.current_path(), e)),
        }
    }

    /// Puts a game that has ended into the history, then removes `current.ron` and its
    /// backup if they hold this game (it is safe in the history now); a different or
    /// unreadable game there is left alone. Doing it twice keeps one copy.
    pub fn finish_current(&self, game: &SavedGame) -> Result<HistoryEntry, StoreError> {
        let entry = self.archive(game)?;
        for path in [self.current_path(), self.backup_path()] {
            let Ok(Some(bytes)) = read_limited(&path) else {
                continue;
            };
            let same_game = SavedGame::from_ron(&bytes).is_ok_and(|saved| {
                let (a, b) = (saved.record(), game.record());
                saved.started() == game.started()
                    && a.setup == b.setup
                    && b.throws.starts_with(&a.throws)
                    && b.moves.starts_with(&a.moves)
            });
            if same_game {
                match fs::remove_file(&path) {
                    Ok(()) => {}
                    Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                    Err(e) => return Err(StoreError::io("remove", path, e)),
                }
            }
        }
        Ok(entry)
    }

    /// Writes `game` into the history (finished or not) and returns its entry. The file
    /// name comes from the start time and the record, so archiving twice keeps one file.
    pub fn archive(&self, game: &SavedGame) -> Result<HistoryEntry, StoreError> {
        let summary = GameSummary::of(game, now_unix());
        let path = self.history_dir().join(format!(
            "{}-{:016x}.ron",
            file_stamp(game.started()),
            record_hash(game.record())
        ));
        write_atomic(&path, game.file_text(Some(&summary))?.as_bytes(), None)?;
        Ok(HistoryEntry { path, summary })
    }

    /// Every game in the history, newest first, from the summaries at the head of the files
    /// (no replay), cached in [`HISTORY_INDEX_FILE`] by file size and modification time.
    /// Bad files are moved aside and reported.
    pub fn history(&self) -> Loaded<Vec<HistoryEntry>> {
        let dir = self.history_dir();
        let mut notices = Vec::new();
        let mut entries = Vec::new();
        let listing = match fs::read_dir(&dir) {
            Ok(listing) => listing,
            Err(e) => {
                notices.push(FileNotice {
                    path: dir.clone(),
                    error: StoreError::io("list", &dir, e),
                    moved_to: None,
                });
                return Loaded {
                    value: entries,
                    notices,
                };
            }
        };
        let index_path = self.dir.join(HISTORY_INDEX_FILE);
        let mut index = HistoryIndex::load(&index_path);
        let mut names = HashSet::new();
        for item in listing {
            // An entry that cannot be read is reported, not skipped in silence.
            let item = match item {
                Ok(item) => item,
                Err(e) => {
                    notices.push(FileNotice {
                        path: dir.clone(),
                        error: StoreError::io("list", &dir, e),
                        moved_to: None,
                    });
                    continue;
                }
            };
            let path = item.path();
            let meta = match item.metadata() {
                Ok(meta) => meta,
                Err(e) => {
                    notices.push(FileNotice {
                        error: StoreError::io("read", &path, e),
                        path,
                        moved_to: None,
                    });
                    continue;
                }
            };
            if path.extension().is_none_or(|ext| ext != "ron") || !meta.is_file() {
                continue;
            }
            let name = item.file_name().to_string_lossy().into_owned();
            let stamp = FileStamp::of(&meta);
            // The cache is only used when it makes sense; otherwise the file is read again.
            if let Some(summary) = index.get(&name, stamp).filter(|s| s.is_consistent()) {
                entries.push(HistoryEntry {
                    path,
                    summary: summary.clone(),
                });
                names.insert(name);
                continue;
            }
            match read_summary(&path) {
                Ok(summary) => {
                    index.insert(name.clone(), stamp, summary.clone());
                    entries.push(HistoryEntry { path, summary });
                    names.insert(name);
                }
                Err(error) => notices.push(set_aside(path, error)),
            }
        }
        index.retain(|name| names.contains(name));
        index.save_if_changed(&index_path);
        entries.sort_by(|a, b| {
            (b.summary.ended, b.summary.started, &b.path).cmp(&(
                a.summary.ended,
                a.summary.started,
                &a.path,
            ))
        });
        Loaded {
            value: entries,
            notices,
        }
    }

    /// Loads one history game for replay, checking all of it. A bad file in the history
    /// folder is moved aside; a file elsewhere is left as it is.
    pub fn load_history(&self, path: &Path) -> Result<SavedGame, FileNotice> {
        if path.parent() != Some(self.history_dir().as_path()) {
            return import_game(path).map_err(|error| FileNotice {
                path: path.to_path_buf(),
                error,
                moved_to: None,
            });
        }
        match read_game(path) {
            Ok(Some(game)) => Ok(game),
            Ok(None) => Err(FileNotice {
                path: path.to_path_buf(),
                error: StoreError::io("read", path, io::ErrorKind::NotFound.into()),
                moved_to: None,
            }),
            Err(notice) => Err(notice),
        }
    }

    /// Imports a game file (an export, a history file, a save, or a bare record as
    /// `dhayam-cli simulate --record` writes) into the history, after checking all of it.
    /// The imported file itself is left as it is.
    pub fn import(&self, path: &Path) -> Result<HistoryEntry, StoreError> {
        let game = import_game(path)?;
        self.archive(&game)
    }

    /// Statistics over every game in the history.
    pub fn statistics(&self) -> Loaded<Statistics> {
        let history = self.history();
        Loaded {
            value: Statistics::of(history.value.iter().map(|e| &e.summary)),
            notices: history.notices,
        }
    }

    /// The settings: defaults when the file is missing; a bad or newer file is moved aside
    /// (and reported) and defaults are used. Unusable values are replaced by defaults.
    pub fn load_settings(&self) -> Loaded<Settings> {
        let path = self.settings_path();
        let mut notices = Vec::new();
        let parsed = read_limited(&path).and_then(|bytes| {
            bytes
                .map(|b| parse_versioned::<SettingsFile>(&b, SETTINGS_FORMAT))
                .transpose()
        });
        let mut settings = match parsed {
            Ok(Some(file)) => Settings::from(file),
            Ok(None) => Settings::default(),
            Err(error) => {
                notices.push(set_aside(path, error));
                Settings::default()
            }
        };
        settings.repair();
        Loaded {
            value: settings,
            notices,
        }
    }

    /// Saves the settings atomically.
    pub fn save_settings(&self, settings: &Settings) -> Result<(), StoreError> {
        let file = SettingsFile::from(settings.clone());
        write_atomic(
            &self.settings_path(),
            crate::file::to_ron(&file)?.as_bytes(),
            None,
        )
    }
}

/// Writes `game` to `path` (any folder) as an export: the game file with its summary.
pub fn export_game(game: &SavedGame, path: &Path) -> Result<(), StoreError> {
    let summary = GameSummary::of(game, now_unix());
    write_atomic(path, game.file_text(Some(&summary))?.as_bytes(), None)
}

/// Reads and checks a game file from anywhere: an export, a history file, a save, or a bare
/// record (whose players are then people named after their seats). Nothing is moved.
pub fn import_game(path: &Path) -> Result<SavedGame, StoreError> {
    let bytes = read_limited(path)?
        .ok_or_else(|| StoreError::io("read", path, io::ErrorKind::NotFound.into()))?;
    match SavedGame::from_ron(&bytes) {
        Err(StoreError::Syntax(message)) => {
            let Ok(record) = ron::from_str::<GameRecord>(
                std::str::from_utf8(&bytes).map_err(|_| StoreError::NotText)?,
            ) else {
                return Err(StoreError::Syntax(message));
            };
            let players = record
                .setup
                .validate()
                .map_err(|e| StoreError::Record(dhayam_core::ReplayError::Setup(e)))?
                .seats
                .iter()
                .map(|&seat: &Seat| SeatPlayer::human(seat))
                .collect();
            SavedGame::from_record(record, players, true, now_unix())
        }
        other => other,
    }
}

/// Reads and checks a game file; `Ok(None)` when it does not exist. A file with bad content
/// is moved aside.
fn read_game(path: &Path) -> Result<Option<SavedGame>, FileNotice> {
    let result =
        read_limited(path).and_then(|bytes| bytes.map(|b| SavedGame::from_ron(&b)).transpose());
    result.map_err(|error| set_aside(path.to_path_buf(), error))
}

/// Reports a file that could not be used, moving it aside if its content is bad.
pub(crate) fn set_aside(path: PathBuf, error: StoreError) -> FileNotice {
    if !error.is_bad_content() {
        return FileNotice {
            path,
            error,
            moved_to: None,
        };
    }
    match move_aside(&path) {
        Ok(to) => FileNotice {
            path,
            error,
            moved_to: Some(to),
        },
        // Could not move it: report the first problem; the file stays where it is.
        Err(_) => FileNotice {
            path,
            error,
            moved_to: None,
        },
    }
}

/// A stable 64-bit FNV-1a hash of a record's throws and moves, naming its history file.
fn record_hash(record: &GameRecord) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |byte: u8| {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    };
    for seat in &record.setup.seats {
        eat(seat.index() as u8);
    }
    eat(record.setup.pawns);
    for throw in &record.throws {
        // The dice's faces as ever (0 to 15); four cowries as 16 to 31, one bit a shell,
        // so two 5x5 games that differ only in their throws name different files.
        match throw.shells() {
            None => {
                let [a, b] = throw.faces();
                eat(a << 2 | b);
            }
            Some(up) => eat(16 | up.iter().rev().fold(0, |bits, &u| bits << 1 | u8::from(u))),
        }
    }
    for mv in &record.moves {
        eat(mv.value);
        eat(mv.pawn);
        eat(mv.from.map_or(u8::MAX, |f| f));
        eat(mv.to);
    }
    hash
}
