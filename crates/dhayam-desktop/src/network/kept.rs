//! What play across computers keeps in the data folder: this computer's network key (so a
//! returning guest or a restarted host is recognised), the table it hosts (to open it
//! again after a crash) and the table it joined (to go back to the same seat).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock, PoisonError, Weak};

use dhayam_core::fair::Digest;
use dhayam_net::host::HostSave;
use dhayam_store::{Autosaver, HostedFile, HostedTable, JoinedFile, Loaded, StoreError};

/// The hosted table's file (with its backup, `NAME.bak`).
pub use dhayam_store::HOSTED_FILE;
/// The joined table, as the store keeps it.
pub use dhayam_store::JoinedTable;

/// The network key's file: 64 hexadecimal digits.
pub const KEY_FILE: &str = "network-key";

/// The newest-only thread that writes a hosted table's file.
type HostedWriter = Autosaver<HostedTable>;

/// The data folder's files for play across computers (`None`: nothing is kept, as when
/// the app runs without a data folder).
///
/// The hosted table is written by the store's newest-only writer thread, started at the
/// first [`Kept::keep_hosted`] and shared by every `Kept` of the same folder: so a keep
/// never blocks the window, and one file never has two writers (an older table could
/// land after a newer one). It writes what waits when the last `Kept` holding it goes,
/// and [`Kept::flush`] waits for it (the window does as it closes).
#[derive(Clone, Debug, Default)]
pub struct Kept {
    dir: Option<PathBuf>,
    writer: Writer,
}

/// This `Kept`'s hold on its folder's writer, once it kept a hosted table.
#[derive(Clone, Default)]
struct Writer(Arc<OnceLock<Option<Arc<HostedWriter>>>>);

impl std::fmt::Debug for Writer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let started = self.0.get().is_some_and(Option::is_some);
        f.debug_tuple("Writer").field(&started).finish()
    }
}

/// The writer of each hosted table's file in this process, while a `Kept` holds it.
static WRITERS: Mutex<BTreeMap<PathBuf, Weak<HostedWriter>>> = Mutex::new(BTreeMap::new());

/// The writer of `path` if one runs; with `start`, one is started if none does (`None`
/// only when its thread could not be started: logged, and the caller writes itself).
fn writer_of(path: &Path, start: bool) -> Option<Arc<HostedWriter>> {
    let mut writers = WRITERS.lock().unwrap_or_else(PoisonError::into_inner);
    writers.retain(|_, writer| writer.strong_count() > 0);
    if let Some(writer) = writers.get(path).and_then(Weak::upgrade) {
        return Some(writer);
    }
    if !start {
        return None;
    }
    match HostedFile::new(path).writer() {
        Ok(writer) => {
            let writer = Arc::new(writer);
            writers.insert(path.to_path_buf(), Arc::downgrade(&writer));
            Some(writer)
        }
        Err(error) => {
            log::warn!("the hosted table is kept on the window's thread: {error}");
            None
        }
    }
}

impl Kept {
    /// Files in `dir`, or none.
    pub fn new(dir: Option<&Path>) -> Kept {
        Kept {
            dir: dir.map(Path::to_path_buf),
            writer: Writer::default(),
        }
    }

    /// The data folder, if there is one.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    fn path(&self, name: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(name))
    }

    /// This computer's network key: the kept one, or a new one (kept from now on).
    pub fn identity(&self) -> [u8; 32] {
        let path = self.path(KEY_FILE);
        let kept = path
            .as_deref()
            .and_then(|p| dhayam_store::read_whole(p).ok().flatten())
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .and_then(|text| Digest::from_hex(text.trim()));
        if let Some(key) = kept {
            return key.0;
        }
        let key = dhayam_net::link::new_identity();
        if let Some(path) = path
            && let Err(error) = dhayam_store::write_whole(&path, Digest(key).to_hex().as_bytes())
        {
            log::warn!("the network key could not be kept: {error}");
        }
        key
    }

    /// The hosted table kept, if it is unfinished: the file, or its backup when the file
    /// is damaged (a damaged file is moved aside and logged; [`Kept::load_hosted`] gives
    /// the notices to show). A table still being written is waited for first.
    pub fn hosted(&self) -> Option<HostSave> {
        let loaded = self.load_hosted();
        for notice in &loaded.notices {
            log::warn!("{notice}");
        }
        loaded.value
    }

    /// The hosted table kept, if it is unfinished, with what was wrong with its files
    /// (each damaged file moved aside, never deleted; both damaged: nothing, two notices).
    pub fn load_hosted(&self) -> Loaded<Option<HostSave>> {
        let Some(path) = self.path(HOSTED_FILE) else {
            return Loaded {
                value: None,
                notices: Vec::new(),
            };
        };
        if let Err(error) = self.flush() {
            log::warn!("the hosted table could not be kept: {error}");
        }
        let loaded = HostedFile::new(path).load();
        Loaded {
            value: loaded.value.map(HostSave::from),
            notices: loaded.notices,
        }
    }

    /// Keeps the hosted table (after every change): queued to the writer thread, never
    /// waiting for the disk. A table queued before and not yet written is skipped.
    pub fn keep_hosted(&self, save: &HostSave) {
        let Some(path) = self.path(HOSTED_FILE) else {
            return;
        };
        let writer = self.writer.0.get_or_init(|| writer_of(&path, true));
        match writer {
            Some(writer) => {
                if let Some(error) = writer.take_error() {
                    log::warn!("the hosted table could not be kept: {error}");
                }
                writer.save(save.table().clone());
            }
            None => {
                if let Err(error) = HostedFile::new(path).save(save.table()) {
                    log::warn!("the hosted table could not be kept: {error}");
                }
            }
        }
    }

    /// Whether every hosted table queued so far is on disk (or its write failed, which
    /// is logged): never waits.
    pub fn hosted_settled(&self) -> bool {
        self.writer
            .0
            .get()
            .is_none_or(|writer| writer.as_ref().is_none_or(|w| w.settled()))
    }

    /// Waits until the hosted table queued is on disk (as the window closes), and gives
    /// the last write's error, if any. Returns at once when nothing is being kept.
    pub fn flush(&self) -> Result<(), StoreError> {
        let Some(path) = self.path(HOSTED_FILE) else {
            return Ok(());
        };
        let writer = match self.writer.0.get() {
            Some(writer) => writer.clone(),
            None => writer_of(&path, false),
        };
        writer.map_or(Ok(()), |writer| writer.flush())
    }

    /// The table joined last, if kept: the file, or its backup when the file is damaged
    /// (a damaged file is moved aside and logged).
    pub fn joined(&self) -> Option<JoinedTable> {
        let loaded = JoinedFile::in_dir(self.dir.as_deref()?).load();
        for notice in &loaded.notices {
            log::warn!("{notice}");
        }
        loaded.value
    }

    /// Keeps the table joined (atomically, the one before as the backup).
    pub fn keep_joined(&self, joined: &JoinedTable) {
        let Some(dir) = self.dir.as_deref() else {
            return;
        };
        if let Err(error) = JoinedFile::in_dir(dir).save(joined) {
            log::warn!("the joined table could not be kept: {error}");
        }
    }

    /// Notes that the player chose to leave the table joined (kept, to go back to).
    pub fn mark_left(&self) {
        if let Some(joined) = self.joined() {
            self.keep_joined(&JoinedTable {
                left: true,
                ..joined
            });
        }
    }

    /// Forgets the table joined (the guest left it before its game, or its game ended):
    /// its file and the file's backup.
    pub fn forget_joined(&self) {
        if let Some(dir) = self.dir.as_deref()
            && let Err(error) = JoinedFile::in_dir(dir).forget()
        {
            log::warn!("the joined table could not be forgotten: {error}");
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    /// A hosted table under way, as written before the store kept hosted tables.
    const UNDER_WAY: &[u8] =
        include_bytes!("../../../dhayam-store/tests/fixtures/hosted-table-format2.ron");

    fn at_port(port: u16) -> HostSave {
        let table = HostSave::from_ron(UNDER_WAY).unwrap().table().clone();
        HostSave::from(HostedTable {
            port: Some(port),
            ..table
        })
    }

    #[test]
    fn the_hosted_table_is_kept_by_one_writer_and_read_back_newest() {
        let dir = tempfile::tempdir().unwrap();
        let kept = Kept::new(Some(dir.path()));
        for port in 1..=50 {
            kept.keep_hosted(&at_port(port));
        }
        // Another `Kept` of the same folder (as the window makes one to look) waits for
        // what is queued and reads the newest.
        let other = Kept::new(Some(dir.path()));
        assert_eq!(other.hosted().map(|s| s.port), Some(Some(50)));
        let shared = kept.writer.0.get().cloned().flatten().unwrap();
        let again = writer_of(&dir.path().join(HOSTED_FILE), false).unwrap();
        assert!(Arc::ptr_eq(&shared, &again), "one writer for the file");
        assert!(shared.written() >= 1 && shared.written() <= 50);
        // The last `Kept` gone: the writer writes what waits and ends.
        kept.keep_hosted(&at_port(51));
        drop((kept, shared, again));
        assert!(writer_of(&dir.path().join(HOSTED_FILE), false).is_none());
        assert_eq!(other.hosted().map(|s| s.port), Some(Some(51)));
        other.flush().unwrap();
    }

    #[test]
    fn a_damaged_hosted_file_gives_the_backup_and_a_notice() {
        let dir = tempfile::tempdir().unwrap();
        let kept = Kept::new(Some(dir.path()));
        kept.keep_hosted(&at_port(1));
        kept.flush().unwrap();
        kept.keep_hosted(&at_port(2));
        kept.flush().unwrap();
        std::fs::write(dir.path().join(HOSTED_FILE), "(format: 1, port").unwrap();
        let loaded = kept.load_hosted();
        assert_eq!(loaded.value.map(|s| s.port), Some(Some(1)));
        assert_eq!(loaded.notices.len(), 1);
        assert!(loaded.notices[0].moved_to.is_some());
    }

    #[test]
    fn without_a_data_folder_nothing_is_kept() {
        let kept = Kept::default();
        kept.keep_hosted(&at_port(1));
        assert!(kept.hosted().is_none());
        kept.flush().unwrap();
        kept.keep_joined(&JoinedTable::new("dhayam1abc", "Kavi"));
        assert!(kept.joined().is_none());
    }

    #[test]
    fn the_joined_table_is_marked_left_and_forgotten_with_its_backup() {
        let dir = tempfile::tempdir().unwrap();
        let kept = Kept::new(Some(dir.path()));
        let joined = JoinedTable::new("dhayam1abc", "Kavi");
        kept.keep_joined(&joined);
        kept.mark_left();
        assert_eq!(
            kept.joined(),
            Some(JoinedTable {
                left: true,
                ..joined
            })
        );
        kept.forget_joined();
        assert!(kept.joined().is_none(), "not back from the backup");
    }
}
