//! The data folder's lock: one app at a time, released when dropped. (The kill test checks
//! it across processes and after a crash.)

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_store::{LOCK_FILE, Store, StoreError};

#[test]
fn a_second_lock_on_a_folder_is_refused_until_the_first_is_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let first = store.lock().unwrap();
    assert!(first.is_held(), "this file system can lock files");
    assert_eq!(first.path(), dir.path().join(LOCK_FILE));

    let again = Store::open(dir.path()).unwrap().lock();
    let Err(StoreError::InUse { dir: in_use }) = &again else {
        panic!("a second lock was granted: {again:?}");
    };
    assert_eq!(in_use, dir.path());
    let message = again.unwrap_err().to_string();
    assert!(
        message.contains(&dir.path().display().to_string()) && message.contains("--data-dir"),
        "says which folder and what to do: {message}"
    );

    drop(first);
    let after = store.lock().unwrap();
    assert!(after.is_held());
}

#[test]
fn locks_on_different_folders_do_not_meet() {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let lock_a = Store::open(a.path()).unwrap().lock().unwrap();
    let lock_b = Store::open(b.path()).unwrap().lock().unwrap();
    assert!(lock_a.is_held() && lock_b.is_held());
}

#[test]
fn a_locked_folder_still_saves_and_loads_for_its_holder() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let _lock = store.lock().unwrap();
    let settings = dhayam_store::Settings::default();
    store.save_settings(&settings).unwrap();
    assert_eq!(store.load_settings().value, settings);
    // The lock file is not mistaken for anything else in the folder.
    assert!(store.history().notices.is_empty());
    assert!(store.load_current().notices.is_empty());
}
