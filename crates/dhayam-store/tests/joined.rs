//! The joined table's file: one kept before the store kept it loads; a damaged file falls
//! back to its backup; forgetting removes the backup too; a newer file is refused.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::fs;

use dhayam_core::fair::Digest;
use dhayam_store::{JOINED_FILE, JOINED_FORMAT, JoinedFile, JoinedTable, StoreError};
use serde::Serialize;

/// The joined table as the desktop wrote it before the store kept it: `ron::to_string` of
/// this struct (the same fields in the same order).
#[derive(Serialize)]
struct Before {
    code: String,
    name: String,
    secret: Digest,
    left: bool,
}

fn kavi() -> JoinedTable {
    JoinedTable {
        code: "dhayam1abc".to_owned(),
        name: "Kavi".to_owned(),
        secret: Digest([7; 32]),
        left: true,
    }
}

#[test]
fn a_file_kept_before_loads_with_and_without_left() {
    let before = Before {
        code: "dhayam1abc".to_owned(),
        name: "Kavi".to_owned(),
        secret: Digest([7; 32]),
        left: true,
    };
    let text = ron::to_string(&before).unwrap();
    assert_eq!(JoinedTable::from_ron(text.as_bytes()).unwrap(), kavi());
    // Older still: no `left` (it reads as not left).
    let older = text.replace(",left:true", "");
    assert_ne!(older, text);
    let joined = JoinedTable::from_ron(older.as_bytes()).unwrap();
    assert!(!joined.left);

    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(JOINED_FILE), &text).unwrap();
    let loaded = JoinedFile::in_dir(dir.path()).load();
    assert!(loaded.notices.is_empty());
    assert_eq!(loaded.value, Some(kavi()));
}

#[test]
fn a_new_table_has_a_fresh_secret_and_round_trips() {
    let a = JoinedTable::new("  dhayam1abc \n", "Kavi");
    let b = JoinedTable::new("dhayam1abc", "Kavi");
    assert_eq!(a.code, "dhayam1abc");
    assert!(!a.left);
    assert_ne!(a.secret, b.secret, "each table joined has its own secret");
    let text = a.to_ron().unwrap();
    assert!(text.contains(&format!("format: {JOINED_FORMAT}")), "{text}");
    assert_eq!(JoinedTable::from_ron(text.as_bytes()).unwrap(), a);
}

#[test]
fn a_damaged_file_falls_back_to_its_backup_and_forgetting_removes_both() {
    let dir = tempfile::tempdir().unwrap();
    let file = JoinedFile::in_dir(dir.path());
    let first = JoinedTable {
        left: false,
        ..kavi()
    };
    file.save(&first).unwrap();
    file.save(&kavi()).unwrap();
    fs::write(file.path(), "(code: \"dhay").unwrap();
    let loaded = file.load();
    assert_eq!(loaded.value, Some(first.clone()));
    assert_eq!(loaded.notices.len(), 1);
    assert!(loaded.notices[0].moved_to.is_some());

    file.save(&kavi()).unwrap();
    assert!(file.backup_path().exists());
    file.forget().unwrap();
    assert!(!file.path().exists() && !file.backup_path().exists());
    let after = file.load();
    assert!(after.value.is_none() && after.notices.is_empty());
    // Forgetting twice is fine.
    file.forget().unwrap();
}

#[test]
fn a_newer_file_is_refused() {
    let text = kavi().to_ron().unwrap().replacen(
        &format!("format: {JOINED_FORMAT}"),
        &format!("format: {}", JOINED_FORMAT + 1),
        1,
    );
    let error = JoinedTable::from_ron(text.as_bytes()).unwrap_err();
    assert!(
        matches!(error, StoreError::NewerVersion { found, .. } if found == JOINED_FORMAT + 1),
        "{error:?}"
    );
}
