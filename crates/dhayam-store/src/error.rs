//! Why a file could not be read or written, in words a player can act on.

use std::fmt;
use std::io;
use std::path::PathBuf;

use dhayam_core::ReplayError;

use crate::PlayersError;

/// Why loading or saving failed. Every variant displays as a sentence for the app to show.
#[derive(Debug)]
pub enum StoreError {
    /// The platform gave no home folder to put the data folder in.
    NoHomeFolder,
    /// Reading or writing a file failed.
    Io {
        /// What was being done ("read", "write", "move aside").
        action: &'static str,
        /// The file or folder.
        path: PathBuf,
        /// The operating system's reason.
        source: io::Error,
    },
    /// The file is larger than any file Dhayam writes; it was not read.
    TooLarge {
        /// Its size in bytes.
        size: u64,
        /// The largest size accepted.
        limit: u64,
    },
    /// The file is empty (a write cut short by a crash, or a fresh file).
    Empty,
    /// The file is not text (not UTF-8).
    NotText,
    /// The file is not in Dhayam's format: the RON parser's message, with line and column.
    Syntax(String),
    /// The file was written by a newer Dhayam.
    NewerVersion {
        /// The format version in the file.
        found: u32,
        /// The newest version this build reads.
        supported: u32,
    },
    /// The file carries a format version this build never wrote.
    UnknownVersion(u32),
    /// The game record does not replay under the rules.
    Record(ReplayError),
    /// The players listed do not fit the game.
    Players(PlayersError),
    /// The data could not be written as RON (a bug: Dhayam's own data always can).
    Encode(String),
    /// Another app (another Dhayam window, or another process) holds the data folder's lock.
    InUse {
        /// The data folder.
        dir: PathBuf,
    },
    /// The thread that saves the game could not be started.
    Thread(io::Error),
    /// Saving the game panicked (a bug): the game was not saved.
    WriterPanicked {
        /// The panic's message, when it had one, for a bug report.
        message: Option<String>,
    },
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::NoHomeFolder => f.write_str(
                "no home folder was found for Dhayam's data; pass --data-dir DIR or set DHAYAM_DATA_DIR",
            ),
            StoreError::Io {
                action,
                path,
                source,
            } => write!(f, "could not {action} {}: {source}", path.display()),
            StoreError::TooLarge { size, limit } => write!(
                f,
                "the file is {size} bytes, more than the {limit} bytes any Dhayam file can have"
            ),
            StoreError::Empty => f.write_str("the file is empty"),
            StoreError::NotText => f.write_str("the file is not text; it is not a Dhayam file"),
            StoreError::Syntax(message) => {
                write!(f, "the file is damaged or not a Dhayam file ({message})")
            }
            StoreError::NewerVersion { found, supported } => write!(
                f,
                "the file was written by a newer Dhayam (format {found}; this version reads up to {supported}); update Dhayam to open it"
            ),
            StoreError::UnknownVersion(found) => {
                write!(f, "the file has format version {found}, which Dhayam never wrote")
            }
            StoreError::Record(error) => write!(f, "the game in the file is not valid: {error}"),
            StoreError::Encode(message) => write!(f, "the data could not be written: {message}"),
            StoreError::Players(error) => {
                write!(f, "the players in the file do not fit the game: {error}")
            }
            StoreError::InUse { dir } => write!(
                f,
                "another Dhayam is already using the data folder {}; close it, or start this one with --data-dir DIR",
                dir.display()
            ),
            StoreError::Thread(source) => {
                write!(f, "could not start the thread that saves the game: {source}")
            }
            StoreError::WriterPanicked { message: None } => {
                f.write_str("saving the game failed unexpectedly (a bug in Dhayam)")
            }
            StoreError::WriterPanicked {
                message: Some(message),
            } => write!(
                f,
                "saving the game failed unexpectedly (a bug in Dhayam: {message})"
            ),
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Io { source, .. } | StoreError::Thread(source) => Some(source),
            StoreError::Record(error) => Some(error),
            StoreError::Players(error) => Some(error),
            _ => None,
        }
    }
}

impl StoreError {
    /// An I/O error while doing `action` on `path`.
    pub(crate) fn io(action: &'static str, path: impl Into<PathBuf>, source: io::Error) -> Self {
        StoreError::Io {
            action,
            path: path.into(),
            source,
        }
    }

    /// Whether the error says the file's content is bad (as opposed to the disk failing):
    /// such a file is moved aside so it is never read again.
    pub fn is_bad_content(&self) -> bool {
        !matches!(
            self,
            StoreError::Io { .. }
                | StoreError::NoHomeFolder
                | StoreError::Encode(_)
                | StoreError::InUse { .. }
                | StoreError::Thread(_)
                | StoreError::WriterPanicked { .. }
        )
    }
}
