//! A cache of history summaries, so that listing the history reads one small file instead
//! of every game. It is derived data: when it is missing, damaged or stale it is rebuilt
//! from the game files, which stay the only source of truth.

use std::collections::HashMap;
use std::fs::Metadata;
use std::path::Path;
use std::time::UNIX_EPOCH;

use serde::{Deserialize, Serialize};

use crate::GameSummary;
use crate::file::{Versioned, parse_versioned, read_limited, to_ron, write_atomic};

/// The newest format version of the index. Version 2 counts a 5x5 game's cowries apart
/// from the long dice; an index of another version is rebuilt from the game files.
const INDEX_FORMAT: u32 = 2;

/// What identifies one version of a history file: its size and modification time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct FileStamp {
    len: u64,
    modified_secs: u64,
    modified_nanos: u32,
}

impl FileStamp {
    /// The stamp of a file from its metadata (`None` where the platform has no times).
    pub(crate) fn of(meta: &Metadata) -> Option<FileStamp> {
        let modified = meta.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
        Some(FileStamp {
            len: meta.len(),
            modified_secs: modified.as_secs(),
            modified_nanos: modified.subsec_nanos(),
        })
    }
}

/// One cached summary.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct IndexEntry {
    file: String,
    stamp: FileStamp,
    summary: GameSummary,
}

/// The index file.
#[derive(Serialize, Deserialize)]
struct IndexFile {
    format: u32,
    entries: Vec<IndexEntry>,
}

impl Versioned for IndexFile {
    fn format(&self) -> u32 {
        self.format
    }
}

/// Summaries by history file name.
#[derive(Default)]
pub(crate) struct HistoryIndex {
    entries: HashMap<String, (FileStamp, GameSummary)>,
    changed: bool,
}

impl HistoryIndex {
    /// Reads the index at `path`; empty if it is missing or unusable.
    pub(crate) fn load(path: &Path) -> HistoryIndex {
        let file: Option<IndexFile> = read_limited(path)
            .ok()
            .flatten()
            .and_then(|bytes| parse_versioned(&bytes, INDEX_FORMAT).ok())
            .filter(|file: &IndexFile| file.format == INDEX_FORMAT);
        let entries = file.map_or_else(HashMap::new, |f| {
            f.entries
                .into_iter()
                .map(|e| (e.file, (e.stamp, e.summary)))
                .collect()
        });
        HistoryIndex {
            entries,
            changed: false,
        }
    }

    /// The cached summary of `file`, if it was cached for this very version of it.
    pub(crate) fn get(&self, file: &str, stamp: Option<FileStamp>) -> Option<&GameSummary> {
        let (cached, summary) = self.entries.get(file)?;
        (Some(*cached) == stamp).then_some(summary)
    }

    /// Caches the summary of `file` (not cached when the file has no stamp).
    pub(crate) fn insert(&mut self, file: String, stamp: Option<FileStamp>, summary: GameSummary) {
        if let Some(stamp) = stamp {
            self.entries.insert(file, (stamp, summary));
            self.changed = true;
        }
    }

    /// Forgets files that are no longer there.
    pub(crate) fn retain(&mut self, present: impl Fn(&str) -> bool) {
        let before = self.entries.len();
        self.entries.retain(|file, _| present(file));
        self.changed |= self.entries.len() != before;
    }

    /// Writes the index back if it changed. Failing to write a cache is not an error.
    pub(crate) fn save_if_changed(&self, path: &Path) {
        if !self.changed {
            return;
        }
        let mut entries: Vec<IndexEntry> = self
            .entries
            .iter()
            .map(|(file, (stamp, summary))| IndexEntry {
                file: file.clone(),
                stamp: *stamp,
                summary: summary.clone(),
            })
            .collect();
        entries.sort_by(|a, b| a.file.cmp(&b.file));
        let text = to_ron(&IndexFile {
            format: INDEX_FORMAT,
            entries,
        });
        if let Ok(text) = text {
            let _ = write_atomic(path, text.as_bytes(), None);
        }
    }
}
