//! Files kept whole with a backup, as `current.ron` is: the hosted and the joined table.

use std::ffi::OsString;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::file::{read_limited, write_atomic};
use crate::store::set_aside;
use crate::{Autosaver, FileNotice, HostedTable, JoinedTable, Loaded, StoreError};

/// The hosted table's file in the data folder.
pub const HOSTED_FILE: &str = "hosted-table.ron";
/// The joined table's file in the data folder.
pub const JOINED_FILE: &str = "joined-table.ron";

/// The first of `paths` (a file, then its backup) that `read` finds and accepts, with the
/// path it came from. A file that `read` refuses is reported in `notices` and moved aside
/// if its content is bad; one that does not exist is passed over in silence.
pub(crate) fn read_first_good<'a, T>(
    paths: [&'a Path; 2],
    read: impl Fn(&Path) -> Result<Option<T>, StoreError>,
    notices: &mut Vec<FileNotice>,
) -> Option<(&'a Path, T)> {
    for path in paths {
        match read(path) {
            Ok(None) => {}
            Ok(Some(value)) => return Some((path, value)),
            Err(error) => notices.push(set_aside(path.to_path_buf(), error)),
        }
    }
    None
}

/// A file and its backup (`NAME.bak`): each save replaces the file atomically and keeps
/// the one before as the backup; a load reads the file, or the backup when the file is
/// missing or bad, and moves a bad one aside (`NAME.corrupt-STAMP`, never deleted).
#[derive(Clone, Debug, PartialEq, Eq)]
struct KeptFile {
    path: PathBuf,
    backup: PathBuf,
}

impl KeptFile {
    fn new(path: PathBuf) -> KeptFile {
        let mut name = OsString::from(path.file_name().unwrap_or_default());
        name.push(".bak");
        KeptFile {
            backup: path.with_file_name(name),
            path,
        }
    }

    fn save(&self, text: &str) -> Result<(), StoreError> {
        write_atomic(&self.path, text.as_bytes(), Some(&self.backup))
    }

    /// The first of the file and its backup that `parse` accepts.
    fn load<T>(&self, parse: impl Fn(&[u8]) -> Result<T, StoreError>) -> Loaded<Option<T>> {
        let mut notices = Vec::new();
        let value = read_first_good(
            [self.path.as_path(), self.backup.as_path()],
            |path| read_limited(path)?.map(|bytes| parse(&bytes)).transpose(),
            &mut notices,
        );
        Loaded {
            value: value.map(|(_, value)| value),
            notices,
        }
    }

    /// Removes the file and its backup (missing ones are fine).
    fn remove(&self) -> Result<(), StoreError> {
        for path in [&self.path, &self.backup] {
            match fs::remove_file(path) {
                Ok(()) => {}
                Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                Err(e) => return Err(StoreError::io("remove", path, e)),
            }
        }
        Ok(())
    }
}

/// Where a hosted table is kept: `hosted-table.ron` in the data folder
/// ([`HostedFile::in_dir`], [`crate::Store::hosted_file`]), or any file (the command
/// line's `--autosave`), with its backup beside it.
///
/// ```
/// use dhayam_store::HostedFile;
///
/// let dir = tempfile::tempdir().unwrap();
/// let file = HostedFile::in_dir(dir.path());
/// let resumed = file.load();
/// assert!(resumed.value.is_none() && resumed.notices.is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostedFile(KeptFile);

impl HostedFile {
    /// The hosted table kept in `path` (its backup is `path` with `.bak` added).
    pub fn new(path: impl Into<PathBuf>) -> HostedFile {
        HostedFile(KeptFile::new(path.into()))
    }

    /// The hosted table kept in the data folder `dir` ([`HOSTED_FILE`]).
    pub fn in_dir(dir: &Path) -> HostedFile {
        HostedFile::new(dir.join(HOSTED_FILE))
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.0.path
    }

    /// The save before the last one.
    pub fn backup_path(&self) -> &Path {
        &self.0.backup
    }

    /// Keeps `table` atomically, the previous save becoming the backup. It blocks for the
    /// fsync: off the UI thread, use [`HostedFile::writer`].
    pub fn save(&self, table: &HostedTable) -> Result<(), StoreError> {
        self.0.save(&table.to_ron()?)
    }

    /// The unfinished table kept, to offer opening it again.
    ///
    /// Reads the file, or the backup when it is missing or bad; a bad file is moved aside
    /// and reported in the notices (both bad: nothing to open, two notices, and nothing is
    /// written until the next save). A finished table is not offered, and neither is the
    /// backup behind it (an older moment of the same game).
    pub fn load(&self) -> Loaded<Option<HostedTable>> {
        let loaded = self.0.load(HostedTable::from_ron);
        Loaded {
            value: loaded.value.filter(|table| !table.is_finished()),
            notices: loaded.notices,
        }
    }

    /// A newest-only writer thread for this file: [`Autosaver::save`] queues a table and
    /// never blocks; a table queued before and not yet written is skipped.
    pub fn writer(&self) -> Result<Autosaver<HostedTable>, StoreError> {
        let file = self.clone();
        Autosaver::with_writer(move |table| file.save(table))
    }
}

/// Where the table this computer joined is kept: `joined-table.ron` in the data folder,
/// with its backup beside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinedFile(KeptFile);

impl JoinedFile {
    /// The joined table kept in the data folder `dir` ([`JOINED_FILE`]).
    pub fn in_dir(dir: &Path) -> JoinedFile {
        JoinedFile(KeptFile::new(dir.join(JOINED_FILE)))
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.0.path
    }

    /// The save before the last one.
    pub fn backup_path(&self) -> &Path {
        &self.0.backup
    }

    /// Keeps `joined` atomically, the previous save becoming the backup.
    pub fn save(&self, joined: &JoinedTable) -> Result<(), StoreError> {
        self.0.save(&joined.to_ron()?)
    }

    /// The table kept: the file, or the backup when it is missing or bad (bad files are
    /// moved aside and reported).
    pub fn load(&self) -> Loaded<Option<JoinedTable>> {
        self.0.load(JoinedTable::from_ron)
    }

    /// Forgets the table joined: the file and its backup are removed (the backup too, or
    /// a forgotten table would come back from it).
    pub fn forget(&self) -> Result<(), StoreError> {
        self.0.remove()
    }
}
