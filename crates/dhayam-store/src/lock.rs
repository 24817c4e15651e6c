//! One app at a time per data folder.

use std::fs::{File, TryLockError};
use std::path::{Path, PathBuf};

use crate::{Store, StoreError};

/// The lock file in the data folder. Its content does not matter; the operating system's
/// lock on it does.
pub const LOCK_FILE: &str = "dhayam.lock";

/// The data folder taken by this process, from [`Store::lock`] until it is dropped.
///
/// Two apps on one folder would each autosave their own game over `current.ron`, and one
/// game would be lost; the second app is refused the lock instead. The operating system
/// releases the lock when the process ends, however it ends, so a crash never leaves the
/// folder locked.
#[derive(Debug)]
pub struct DataLock {
    /// The open lock file, or `None` where the file system cannot lock files (see
    /// [`Store::lock`]).
    file: Option<File>,
    path: PathBuf,
}

impl DataLock {
    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the folder is really locked: `false` on a file system that cannot lock
    /// files, where Dhayam carries on unprotected rather than not saving at all.
    pub fn is_held(&self) -> bool {
        self.file.is_some()
    }
}

impl Store {
    /// Takes the data folder for this process, or says that another app has it
    /// ([`StoreError::InUse`]). Hold the returned lock while saving; drop it to let go.
    ///
    /// A second lock on the same folder is refused even within one process. On a file
    /// system that cannot lock files at all, the lock is granted without protection
    /// ([`DataLock::is_held`] is `false`).
    pub fn lock(&self) -> Result<DataLock, StoreError> {
        let path = self.dir().join(LOCK_FILE);
        let file = File::options()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(|e| StoreError::io("open", &path, e))?;
        match file.try_lock() {
            Ok(()) => Ok(DataLock {
                file: Some(file),
                path,
            }),
            Err(TryLockError::WouldBlock) => Err(StoreError::InUse {
                dir: self.dir().to_path_buf(),
            }),
            Err(TryLockError::Error(_)) => Ok(DataLock { file: None, path }),
        }
    }
}
