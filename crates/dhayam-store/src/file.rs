//! The low-level file work: bounded reads, versioned RON, atomic writes, moving bad files aside.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::StoreError;

/// The largest file Dhayam reads (8 MiB). A long game's save is well under 100 KiB.
pub const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// The name prefix of temporary files, which are cleaned up when stale.
const TEMP_PREFIX: &str = ".dhayam-tmp-";

/// How old a temporary file must be before it counts as left over from a crash.
const STALE_TEMP: Duration = Duration::from_mins(10);

/// Seconds since the Unix epoch, now (0 if the clock is before 1970).
pub(crate) fn now_unix() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `secs` (since the Unix epoch) as an RFC 3339 UTC time, "2026-11-29T15:40:05Z".
pub fn format_utc(secs: u64) -> String {
    humantime::format_rfc3339_seconds(UNIX_EPOCH + Duration::from_secs(secs)).to_string()
}

/// `secs` as a compact UTC time for file names, "20261129T154005Z".
pub(crate) fn file_stamp(secs: u64) -> String {
    format_utc(secs).replace(['-', ':'], "")
}

/// Reads a whole file of at most [`MAX_FILE_BYTES`], refusing larger ones before parsing.
/// `Ok(None)` when the file does not exist.
pub(crate) fn read_limited(path: &Path) -> Result<Option<Vec<u8>>, StoreError> {
    let file = match File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(StoreError::io("read", path, e)),
    };
    let size = file
        .metadata()
        .map_err(|e| StoreError::io("read", path, e))?
        .len();
    if size > MAX_FILE_BYTES {
        return Err(StoreError::TooLarge {
            size,
            limit: MAX_FILE_BYTES,
        });
    }
    // The file may grow while it is read: never take more than the limit.
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| StoreError::io("read", path, e))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(StoreError::TooLarge {
            size: bytes.len() as u64,
            limit: MAX_FILE_BYTES,
        });
    }
    Ok(Some(bytes))
}

/// Just the version of a versioned file; every other field is skipped.
#[derive(serde::Deserialize)]
#[serde(rename = "DhayamFile")]
struct VersionProbe {
    format: u32,
}

/// A file type with a format version.
pub(crate) trait Versioned {
    /// The format version read from the file.
    fn format(&self) -> u32;
}

/// Parses versioned RON and checks the `format` field, in one pass when the file is good.
/// When it does not parse, the version alone is read, so that a newer file says so instead
/// of failing on fields this build does not know.
pub(crate) fn parse_versioned<T: DeserializeOwned + Versioned>(
    bytes: &[u8],
    supported: u32,
) -> Result<T, StoreError> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(StoreError::TooLarge {
            size: bytes.len() as u64,
            limit: MAX_FILE_BYTES,
        });
    }
    let text = std::str::from_utf8(bytes).map_err(|_| StoreError::NotText)?;
    if text.trim().is_empty() {
        return Err(StoreError::Empty);
    }
    let format = match ron::from_str::<T>(text) {
        Ok(value) => match value.format() {
            0 => return Err(StoreError::UnknownVersion(0)),
            format if format <= supported => return Ok(value),
            format => format,
        },
        Err(error) => match ron::from_str::<VersionProbe>(text) {
            Ok(probe) if probe.format > supported => probe.format,
            Ok(probe) if probe.format == 0 => return Err(StoreError::UnknownVersion(0)),
            _ => return Err(syntax(&error)),
        },
    };
    Err(StoreError::NewerVersion {
        found: format,
        supported,
    })
}

fn syntax(error: &ron::error::SpannedError) -> StoreError {
    StoreError::Syntax(error.to_string())
}

/// Replaces `path` with `bytes` whole or not at all (see the atomic write below): for files
/// other crates keep in the data folder, such as a hosted table's autosave.
pub fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    write_atomic(path, bytes, None)
}

/// Reads a whole file of at most [`MAX_FILE_BYTES`]; `Ok(None)` when it does not exist.
pub fn read_whole(path: &Path) -> Result<Option<Vec<u8>>, StoreError> {
    read_limited(path)
}

/// Writes `value` as RON text: readable, with long lists kept on few lines.
pub(crate) fn to_ron<T: Serialize>(value: &T) -> Result<String, StoreError> {
    let config = ron::ser::PrettyConfig::new()
        .depth_limit(3)
        .separate_tuple_members(false);
    ron::ser::to_string_pretty(value, config).map_err(|e| StoreError::Encode(e.to_string()))
}

/// Replaces `path` with `bytes` atomically: a temporary file in the same folder is written,
/// flushed and synced, the old file (if `backup` is given) becomes `backup`, and the
/// temporary file is renamed over `path`; then the folder is synced where the platform
/// allows. At every moment `path` (once written) and `backup` (once kept) each hold a
/// complete file: `path` is never missing, even to a program killed between the steps.
pub(crate) fn write_atomic(
    path: &Path,
    bytes: &[u8],
    backup: Option<&Path>,
) -> Result<(), StoreError> {
    let dir = parent(path);
    let mut temp = tempfile::Builder::new()
        .prefix(TEMP_PREFIX)
        .tempfile_in(dir)
        .map_err(|e| StoreError::io("write", dir, e))?;
    temp.write_all(bytes)
        .and_then(|()| temp.as_file().sync_all())
        .map_err(|e| StoreError::io("write", temp.path(), e))?;
    if let Some(backup) = backup {
        keep_backup(path, backup)?;
    }
    temp.persist(path)
        .map_err(|e| StoreError::io("write", path, e.error))?;
    sync_dir(dir);
    Ok(())
}

/// Makes `backup` the file now at `path` (nothing when there is none) while `path` stays
/// where it is: a synced copy, made under a temporary name and renamed over `backup`.
/// (Renaming `path` to `backup` left a moment with no `path`: a host killed then left its
/// autosave under the backup's name only. A hard link left `backup` and `path` one file
/// until the next save when the program was killed in between: damage to one was damage to
/// both, and the backup no backup.)
fn keep_backup(path: &Path, backup: &Path) -> Result<(), StoreError> {
    let copy = tempfile::Builder::new()
        .prefix(TEMP_PREFIX)
        .make_in(parent(backup), |name| {
            fs::copy(path, name).and_then(|_| File::open(name)?.sync_all())
        });
    match copy {
        Ok(copy) => copy
            .persist(backup)
            .map_err(|e| StoreError::io("keep a backup of", path, e.error)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(StoreError::io("keep a backup of", path, e)),
    }
}

/// The folder holding `path` (the current folder for a bare name).
fn parent(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// Makes renames in `dir` durable. Best effort: some file systems refuse to sync a folder,
/// and Windows cannot open one as a file.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(handle) = File::open(dir) {
        let _ = handle.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// Moves a bad file out of the way, to `NAME.corrupt-STAMP` (with `-2`, `-3`… if taken),
/// and returns where it went. The file is never deleted.
pub(crate) fn move_aside(path: &Path) -> Result<PathBuf, StoreError> {
    // Only files are moved aside; a path with no file name ("/", "..") is refused rather
    // than turned into a hidden ".corrupt-…" file next to it.
    let name = path
        .file_name()
        .ok_or_else(|| StoreError::io("move aside", path, io::ErrorKind::InvalidInput.into()))?
        .to_string_lossy()
        .into_owned();
    let base = format!("{name}.corrupt-{}", file_stamp(now_unix()));
    let mut target = path.with_file_name(&base);
    let mut n = 2;
    while target.exists() {
        target = path.with_file_name(format!("{base}-{n}"));
        n += 1;
    }
    fs::rename(path, &target).map_err(|e| StoreError::io("move aside", path, e))?;
    sync_dir(parent(path));
    Ok(target)
}

/// Removes temporary files left in `dir` by a crash long enough ago that no writer still
/// uses them.
pub(crate) fn clean_stale_temps(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let stale = entry.file_name().to_string_lossy().starts_with(TEMP_PREFIX)
            && entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age > STALE_TEMP);
        if stale {
            let _ = fs::remove_file(entry.path());
        }
    }
}
