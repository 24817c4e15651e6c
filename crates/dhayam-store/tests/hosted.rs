//! The hosted table's file: one written before the store kept it loads and is written
//! again byte for byte; a damaged file falls back to its backup and is told; both damaged
//! is a typed error with nothing overwritten; a newer file is refused in words; a finished
//! table is not offered; the writer thread writes only the newest table and never waits.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::fs;
use std::path::Path;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};

use dhayam_core::fair::Digest;
use dhayam_store::{
    Autosaver, HOST_SAVE_FORMAT, HOSTED_FILE, HostedFile, HostedTable, Store, StoreError,
};

/// A hosted table under way, as `dhayam-net`'s `Host::save` wrote it before hosted tables
/// were kept by the store: three seats, two guests, one of them removed (banned) and its
/// seat played by a computer.
const UNDER_WAY: &[u8] = include_bytes!("fixtures/hosted-table-format2.ron");
/// The same table at the end of its game.
const FINISHED: &[u8] = include_bytes!("fixtures/hosted-table-finished-format2.ron");

fn under_way() -> HostedTable {
    HostedTable::from_ron(UNDER_WAY).unwrap()
}

/// Another moment of the same table (the port differs, so the two can be told apart).
fn other_moment() -> HostedTable {
    HostedTable {
        port: Some(5151),
        ..under_way()
    }
}

/// Checks that `found` is `expected`, telling them apart by port and identity (a table's
/// whole text is too long for a failure message).
#[track_caller]
fn assert_table(found: Option<&HostedTable>, expected: &HostedTable) {
    assert!(
        found == Some(expected),
        "found {:?}, expected {:?}",
        found.map(|t| (t.port, t.identity.to_hex())),
        (expected.port, expected.identity.to_hex())
    );
}

/// The files in `dir` whose names start with `prefix`, sorted.
fn files_starting(dir: &Path, prefix: &str) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(prefix))
        .collect();
    names.sort();
    names
}

#[test]
fn a_file_written_before_loads_and_is_written_again_byte_for_byte() {
    let table = under_way();
    assert_eq!(table.format, HOST_SAVE_FORMAT);
    assert_eq!(table.identity_bytes(), [5; 32]);
    assert_eq!(table.port, Some(4242));
    assert_eq!(table.guests.len(), 2);
    assert_eq!(table.banned.len(), 1, "the removed guest stays removed");
    assert_eq!(table.stood_in.len(), 1, "and a computer plays its seat");
    let game = table.game().unwrap().unwrap();
    assert!(!game.record().throws.is_empty());
    assert!(!table.is_finished());
    assert_eq!(table.to_ron().unwrap().as_bytes(), UNDER_WAY);

    // Through the data folder: the file as it was left there.
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    fs::write(dir.path().join(HOSTED_FILE), UNDER_WAY).unwrap();
    let loaded = store.hosted_file().load();
    assert!(loaded.notices.is_empty(), "{:?}", loaded.notices);
    assert_table(loaded.value.as_ref(), &table);

    // Saved again: the same bytes, the file before kept as the backup.
    let file = store.hosted_file();
    file.save(&other_moment()).unwrap();
    assert_eq!(fs::read(file.backup_path()).unwrap(), UNDER_WAY);
    assert_table(file.load().value.as_ref(), &other_moment());
}

#[test]
fn a_damaged_file_falls_back_to_its_backup_with_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    let file = HostedFile::in_dir(dir.path());
    file.save(&under_way()).unwrap();
    file.save(&other_moment()).unwrap();
    // A write cut short: half the file.
    let text = fs::read(file.path()).unwrap();
    let cut = &text[..text.len() / 2];
    fs::write(file.path(), cut).unwrap();

    let loaded = file.load();
    // The save before the damaged one.
    assert_table(loaded.value.as_ref(), &under_way());
    assert_eq!(loaded.notices.len(), 1);
    let notice = &loaded.notices[0];
    assert_eq!(notice.path, file.path());
    assert!(
        matches!(notice.error, StoreError::Syntax(_)),
        "{:?}",
        notice.error
    );
    let moved = notice.moved_to.as_ref().expect("moved aside");
    assert_eq!(
        fs::read(moved).unwrap(),
        cut,
        "kept as it was, never deleted"
    );
    assert!(notice.to_string().contains("kept as"), "{notice}");
    assert!(!file.path().exists());
}

#[test]
fn both_damaged_is_a_typed_error_and_nothing_is_overwritten_until_the_next_good_save() {
    let dir = tempfile::tempdir().unwrap();
    let file = HostedFile::in_dir(dir.path());
    fs::write(file.path(), b"").unwrap();
    // A hand edit that breaks the game inside: the file parses, the game does not replay.
    let text = String::from_utf8(UNDER_WAY.to_vec()).unwrap();
    let edited = text.replacen("to: 4)", "to: 40)", 1);
    assert_ne!(edited, text);
    fs::write(file.backup_path(), &edited).unwrap();

    let loaded = file.load();
    assert!(loaded.value.is_none());
    let errors: Vec<&StoreError> = loaded.notices.iter().map(|n| &n.error).collect();
    assert!(
        matches!(errors[..], [StoreError::Empty, StoreError::Record(_)]),
        "{errors:?}"
    );
    for (notice, bytes) in loaded.notices.iter().zip([&b""[..], edited.as_bytes()]) {
        assert_eq!(fs::read(notice.moved_to.as_ref().unwrap()).unwrap(), bytes);
    }
    // Nothing was written in their place, and looking again finds nothing to tell.
    assert!(!file.path().exists() && !file.backup_path().exists());
    let again = file.load();
    assert!(again.value.is_none() && again.notices.is_empty());
    assert_eq!(files_starting(dir.path(), "hosted-table.ron").len(), 2);

    // The next good save is the table; the damaged copies are still there.
    file.save(&under_way()).unwrap();
    assert_table(file.load().value.as_ref(), &under_way());
    let names = files_starting(dir.path(), "hosted-table.ron");
    assert_eq!(names.iter().filter(|n| n.contains(".corrupt-")).count(), 2);
}

#[test]
fn a_newer_file_is_refused_with_a_clear_message() {
    let text = String::from_utf8(UNDER_WAY.to_vec()).unwrap();
    let newer = text
        .replacen(
            &format!("format: {HOST_SAVE_FORMAT},"),
            &format!("format: {},\n    spectators: [],", HOST_SAVE_FORMAT + 1),
            1,
        )
        .into_bytes();
    let error = HostedTable::from_ron(&newer).unwrap_err();
    assert!(
        matches!(
            error,
            StoreError::NewerVersion { found, supported }
                if found == HOST_SAVE_FORMAT + 1 && supported == HOST_SAVE_FORMAT
        ),
        "{error:?}"
    );
    assert!(error.to_string().contains("update Dhayam"), "{error}");

    // In the data folder: told, moved aside, the backup opened instead.
    let dir = tempfile::tempdir().unwrap();
    let file = HostedFile::in_dir(dir.path());
    file.save(&under_way()).unwrap();
    file.save(&other_moment()).unwrap();
    fs::write(file.path(), &newer).unwrap();
    let loaded = file.load();
    assert_table(loaded.value.as_ref(), &under_way());
    assert!(matches!(
        loaded.notices[0].error,
        StoreError::NewerVersion { .. }
    ));
}

#[test]
fn a_finished_table_is_not_offered_and_neither_is_its_backup() {
    let finished = HostedTable::from_ron(FINISHED).unwrap();
    assert!(finished.is_finished());
    assert_eq!(finished.to_ron().unwrap().as_bytes(), FINISHED);
    let dir = tempfile::tempdir().unwrap();
    let file = HostedFile::in_dir(dir.path());
    file.save(&under_way()).unwrap();
    file.save(&finished).unwrap();
    let loaded = file.load();
    assert!(loaded.value.is_none(), "nothing to open again");
    assert!(loaded.notices.is_empty(), "{:?}", loaded.notices);
    assert!(file.path().exists(), "the finished table is left as it is");
}

#[test]
fn bad_bytes_are_an_error_never_a_panic() {
    let text = String::from_utf8(UNDER_WAY.to_vec()).unwrap();
    for end in (0..text.len()).step_by(97) {
        let Some(cut) = text.get(..end) else {
            continue;
        };
        assert!(
            HostedTable::from_ron(cut.as_bytes()).is_err(),
            "cut at {end}"
        );
    }
    assert!(matches!(
        HostedTable::from_ron(&[0xff, 0xfe, 0x00]),
        Err(StoreError::NotText)
    ));
}

/// A writer that counts its writes and blocks in the first one until the test lets it go.
struct SlowWriter {
    entered: mpsc::Receiver<()>,
    release: mpsc::Sender<()>,
    written: Arc<Mutex<Vec<Option<u16>>>>,
    saver: Autosaver<HostedTable>,
}

fn slow_writer() -> SlowWriter {
    let (entered_tx, entered) = mpsc::channel();
    let (release, release_rx) = mpsc::channel::<()>();
    let written = Arc::new(Mutex::new(Vec::new()));
    let log = Arc::clone(&written);
    let saver = Autosaver::with_writer(move |table: &HostedTable| {
        let first = log.lock().unwrap().is_empty();
        if first {
            entered_tx.send(()).unwrap();
            release_rx.recv().unwrap();
        }
        log.lock().unwrap().push(table.port);
        Ok(())
    })
    .unwrap();
    SlowWriter {
        entered,
        release,
        written,
        saver,
    }
}

#[test]
fn the_writer_writes_only_the_newest_table_and_never_waits_for_the_disk() {
    let w = slow_writer();
    let base = under_way();
    let at = |port: u16| HostedTable {
        port: Some(port),
        ..base.clone()
    };
    w.saver.save(at(0));
    // The writer is inside its first write, held there.
    w.entered.recv().unwrap();
    // A hundred changes while the disk is busy: each queue returns without waiting for it
    // (were one to wait, the test would never get past this loop).
    for port in 1..=100 {
        w.saver.save(at(port));
    }
    assert_eq!(w.saver.written(), 0, "the first write is still held");
    w.release.send(()).unwrap();
    w.saver.flush().unwrap();
    assert_eq!(
        *w.written.lock().unwrap(),
        [Some(0), Some(100)],
        "the first, then only the newest"
    );
    assert_eq!(w.saver.written(), 2);
}

#[test]
fn the_file_writer_keeps_the_newest_table_and_its_backup() {
    let dir = tempfile::tempdir().unwrap();
    let file = HostedFile::new(dir.path().join("autosave.ron"));
    assert_eq!(
        file.backup_path(),
        dir.path().join("autosave.ron.bak").as_path()
    );
    let writer = file.writer().unwrap();
    let tables: Vec<HostedTable> = (1..=20)
        .map(|n| HostedTable {
            identity: Digest([n; 32]),
            ..under_way()
        })
        .collect();
    for table in &tables {
        writer.save(table.clone());
    }
    writer.flush().unwrap();
    assert_table(file.load().value.as_ref(), tables.last().unwrap());
    // Dropping the writer writes what is queued.
    writer.save(under_way());
    drop(writer);
    assert_table(file.load().value.as_ref(), &under_way());
}

#[test]
fn the_file_is_never_missing_while_it_is_saved_over_and_over() {
    // Another program (a restarted host, a player copying the file) may look at any moment:
    // the file must be there, whole, the one before or the one after. Saving once renamed
    // the file to its backup and then the new one to the file: a host killed in between
    // left no file under its name.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("autosave.ron");
    let file = HostedFile::new(&path);
    let tables = [under_way(), other_moment()];
    file.save(&tables[0]).unwrap();
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let looker = {
        let (done, path) = (Arc::clone(&done), path.clone());
        std::thread::spawn(move || {
            let (mut looks, mut missing, mut torn) = (0u32, 0u32, 0u32);
            while !done.load(std::sync::atomic::Ordering::Relaxed) {
                looks += 1;
                match fs::read(&path) {
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => missing += 1,
                    Err(e) => panic!("{e}"),
                    Ok(bytes) => torn += u32::from(HostedTable::from_ron(&bytes).is_err()),
                }
            }
            (looks, missing, torn)
        })
    };
    for n in 0..2_000 {
        file.save(&tables[n % 2]).unwrap();
    }
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    let (looks, missing, torn) = looker.join().unwrap();
    assert!(looks > 100, "the reader looked only {looks} times");
    assert_eq!((missing, torn), (0, 0), "in {looks} looks");
    // And the backup is the save before the last.
    let backup = fs::read(file.backup_path()).unwrap();
    assert_table(HostedTable::from_ron(&backup).ok().as_ref(), &tables[0]);
    assert_table(file.load().value.as_ref(), &tables[1]);
    assert!(files_starting(dir.path(), ".dhayam-tmp-").is_empty());
}
