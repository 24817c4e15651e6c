//! A hosted table's file written before the store kept it opens again through
//! `HostSave` and `Host::resume`; `read_unfinished` uses the backup of a damaged file and
//! says what went wrong when nothing can be used.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::fs;

use dhayam_core::Seat;
use dhayam_net::Host;
use dhayam_net::host::{HostSave, HostSaveError};

/// Written by `Host::save` before hosted tables were kept by the store.
const UNDER_WAY: &[u8] =
    include_bytes!("../../dhayam-store/tests/fixtures/hosted-table-format1.ron");

#[test]
fn a_table_kept_before_opens_again_where_it_was() {
    let save = HostSave::from_ron(UNDER_WAY).unwrap();
    assert_eq!(save.identity_bytes(), [5; 32]);
    assert_eq!(save.port, Some(4242));
    assert_eq!(save.to_ron().unwrap().as_bytes(), UNDER_WAY);
    let kept = save.table().game().unwrap().unwrap();
    let mut table = dhayam_table::Table::hosting(common::quick());
    let (host, _) = Host::resume(save, &mut table, 0.0).unwrap();
    let session = table.session().expect("the game is on the table again");
    assert_eq!(session.saved().record(), kept.record());
    assert_eq!(host.stood_in(), [Seat::North], "the removed guest's seat");
    // Saved again from the host: the same file.
    let again = host.save(&table, Some(4242));
    assert_eq!(again.to_ron().unwrap().as_bytes(), UNDER_WAY);
}

#[test]
fn read_unfinished_uses_the_backup_and_says_why_when_nothing_can_be_used() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("autosave.ron");
    let save = HostSave::from_ron(UNDER_WAY).unwrap();
    save.write(&path).unwrap();
    save.write(&path).unwrap();
    fs::write(&path, "(format: 1, ident").unwrap();
    let back = HostSave::read_unfinished(&path)
        .unwrap()
        .expect("the backup");
    assert!(back == save, "the save before the damaged one");

    fs::write(&path, "not a save").unwrap();
    fs::write(dir.path().join("autosave.ron.bak"), "").unwrap();
    let error = HostSave::read_unfinished(&path).unwrap_err();
    assert!(matches!(error, HostSaveError::Syntax(_)), "{error}");
    // The damaged files were moved aside: the next start begins a new table.
    assert_eq!(HostSave::read_unfinished(&path).unwrap(), None);
    let aside = fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains(".corrupt-")
        })
        .count();
    assert_eq!(
        aside, 3,
        "the first damaged file and both of these, none deleted"
    );
}
