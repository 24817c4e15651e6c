//! A problem with one file, as the app shows it: what was wrong and where the file went.

use std::fmt;
use std::path::PathBuf;

use crate::StoreError;

/// A file that could not be used. Bad files are moved aside, never deleted, and the caller
/// carries on without them.
#[derive(Debug)]
pub struct FileNotice {
    /// The file.
    pub path: PathBuf,
    /// What was wrong.
    pub error: StoreError,
    /// Where the file was moved, if it was bad (not for a disk error).
    pub moved_to: Option<PathBuf>,
}

impl fmt::Display for FileNotice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.error)?;
        if let Some(to) = &self.moved_to {
            write!(f, ". It was kept as {}", to.display())?;
        }
        Ok(())
    }
}

impl std::error::Error for FileNotice {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// A value read from disk, with the problems met on the way (files moved aside, backups
/// used). The value is always usable: missing or bad files give defaults or nothing.
#[derive(Debug)]
pub struct Loaded<T> {
    /// What was read.
    pub value: T,
    /// What went wrong, for the app to show. Empty when all was well.
    pub notices: Vec<FileNotice>,
}
