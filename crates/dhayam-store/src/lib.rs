//! Dhayam's files: the game in progress (autosaved atomically, resumable), finished games
//! (history, export and import), statistics, settings, and undo on game records.
//!
//! Everything lives in one data folder ([`Store`]), found from the application id
//! [`APP_ID`] or given with `--data-dir` / `DHAYAM_DATA_DIR` ([`resolve_data_dir`]).
//! Every file is versioned RON. Loading checks everything, replaying game records through
//! `dhayam-core`; a damaged, hand-edited, oversized or newer file gives a [`FileNotice`] in
//! words, is moved aside (never deleted), and the caller carries on.
//!
//! The data folder holds:
//!
//! | file | what | written |
//! | --- | --- | --- |
//! | `current.ron` | the game in progress ([`GAME_FORMAT`]) | after every throw and move |
//! | `current.ron.bak` | the save before that | renamed from `current.ron` by each save |
//! | `history/STAMP-HASH.ron` | one finished game, with a summary at its head | when a game ends |
//! | `history-index.ron` | a cache of the summaries, rebuilt when missing or stale | when listing |
//! | `settings.ron` | [`Settings`] ([`SETTINGS_FORMAT`]) | when settings change |
//! | `hosted-table.ron` | the table hosted for play across computers ([`HostedTable`], [`HOST_SAVE_FORMAT`]) | when that table changes ([`HostedFile::writer`]) |
//! | `joined-table.ron` | the table joined ([`JoinedTable`], [`JOINED_FORMAT`]) | when joining and leaving |
//! | `NAME.bak` | the save before, for those two | renamed from `NAME` by each save |
//! | `dhayam.lock` | locked by the app using the folder ([`Store::lock`]) | when the app starts |
//! | `NAME.corrupt-STAMP` | a file that could not be used, kept for inspection | when found |
//!
//! How an app uses it, all from one place:
//!
//! - start: [`Store::open_resolved`] with the `--data-dir` flag; [`Store::lock`], held
//!   while the app runs (a second app on the folder is refused); [`Store::load_settings`];
//!   [`Store::load_current`] gives the game to offer for "Resume" (show its notices);
//! - new game: [`SavedGame::new`] with the players; [`Store::discard_current`] if an
//!   unfinished game was declined;
//! - after every throw and move: [`Store::save_current`], or [`Autosaver::save`] to keep
//!   the few milliseconds of fsync off the UI thread;
//! - undo (Ctrl+Z): [`SavedGame::undo`] (honours the game's undo option), or
//!   [`SavedGame::undo_with`] to rebuild a move log from the same replay, then save;
//! - game over: [`Store::finish_current`] moves it to the history;
//! - History screen: [`Store::history`], [`Store::load_history`] and [`Replay`] to step
//!   through one,
//!   [`export_game`] and [`Store::import`] for the file dialogs; statistics from
//!   [`Store::statistics`];
//! - settings changed: [`Store::save_settings`];
//! - hosting a table across computers: [`Store::hosted_file`] ([`HostedFile::load`] for
//!   "Open your table again", [`HostedFile::writer`] to keep it after every change, off
//!   the UI thread); joining one: [`Store::joined_file`].
//!
//! ```
//! use dhayam_core::{RecordedGame, Seat, Setup, Throw};
//! use dhayam_ai::Level;
//! use dhayam_store::{PlayerKind, SavedGame, SeatPlayer, Store};
//!
//! let dir = tempfile::tempdir().unwrap();
//! let store = Store::open(dir.path()).unwrap();
//! let setup = Setup::new([Seat::South, Seat::North]);
//! let players = vec![
//!     SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
//!     SeatPlayer::new(Seat::North, "Computer", PlayerKind::Computer(Level::Hard)),
//! ];
//! let mut game = SavedGame::new(RecordedGame::new(&setup).unwrap(), players, true).unwrap();
//! game.game_mut().throw(Throw::with_value(1).unwrap()).unwrap();
//! store.save_current(&game).unwrap();
//!
//! let resumed = store.load_current();
//! assert!(resumed.notices.is_empty());
//! assert_eq!(resumed.value, Some(game));
//! ```

mod autosaver;
mod data_dir;
mod error;
mod file;
mod history_index;
mod history_summary;
mod hosted;
mod joined;
mod kept;
mod language;
mod lock;
mod notice;
mod player;
mod replay;
mod saved_game;
mod settings;
mod statistics;
mod store;
mod summary;
pub mod talk;
mod turn_clock;
mod undo;

pub use autosaver::Autosaver;
pub use data_dir::{
    APP_ID, APP_NAME, APP_ORGANISATION, APP_QUALIFIER, DATA_DIR_ENV, default_data_dir,
    resolve_data_dir,
};
/// Core's step types, re-exported (the one definition is in `dhayam-core`).
pub use dhayam_core::{Action, ReplayStep};
pub use error::StoreError;
pub use file::{MAX_FILE_BYTES, format_utc, read_whole, write_whole};
pub use hosted::{HOST_SAVE_FORMAT, HostedGuest, HostedTable};
pub use joined::{JOINED_FORMAT, JoinedTable};
pub use kept::{HOSTED_FILE, HostedFile, JOINED_FILE, JoinedFile};
pub use language::Language;
pub use lock::{DataLock, LOCK_FILE};
pub use notice::{FileNotice, Loaded};
pub use player::{
    MAX_LINE_CHARS, MAX_MARKS_PER_LETTER, MAX_NAME_CHARS, NameError, PlayerKind, PlayersError,
    SeatPlayer, check_name, clean_name, clean_network_line, clean_network_name,
};
pub use replay::Replay;
pub use saved_game::{GAME_FORMAT, SavedGame};
pub use settings::{
    AnimationSpeed, BoardLook, ComputerPace, Preferences, SETTINGS_FORMAT, Settings, Sound,
    TableReach, TableSettings, Theme, Tip, Walkthrough,
};
pub use statistics::{DiceHistogram, PlayedBy, PlayerKey, PlayerStats, Statistics};
pub use store::{
    BACKUP_FILE, CURRENT_FILE, HISTORY_DIR, HISTORY_INDEX_FILE, SETTINGS_FILE, Store, export_game,
    import_game,
};
pub use summary::{GameSummary, HistoryEntry};
pub use turn_clock::{CLOCK_LIMITS, CLOCK_OFFERED, ClockError, TurnClock};
pub use undo::{last_human_move, undo_last_human_move};
