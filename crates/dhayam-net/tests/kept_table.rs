//! A hosted table's file written before the store kept it opens again through
//! `HostSave` and `Host::resume`; `read_unfinished` uses the backup of a damaged file and
//! says what went wrong when nothing can be used.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::fs;

use dhayam_core::Seat;
use dhayam_net::Host;
use dhayam_net::host::{HostSave, HostSaveError};

/// Written by `Host::save` ([`write_the_fixtures`]).
const UNDER_WAY: &[u8] =
    include_bytes!("../../dhayam-store/tests/fixtures/hosted-table-format2.ron");
/// A table of format 1, with a ledger of reveals: an earlier Dhayam's.
const EARLIER: &[u8] = include_bytes!("../../dhayam-store/tests/fixtures/hosted-table-format1.ron");

#[test]
fn a_table_kept_before_opens_again_where_it_was() {
    let save = HostSave::from_ron(UNDER_WAY).unwrap();
    assert_eq!(save.identity_bytes(), common::HOST_IDENTITY);
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

/// A table an earlier Dhayam kept (its dice of reveals, not chains) cannot go on with
/// signed chains: it is told, never taken for a new one.
#[test]
fn a_table_of_the_earlier_dice_is_told_and_not_opened() {
    let error = HostSave::from_ron(EARLIER).unwrap_err();
    assert!(matches!(error, HostSaveError::Syntax(_)), "{error}");
}

/// Writes the fixtures the store's tests and these read: a table of three (East and
/// North guests) under way, North removed and played by a computer, on port 4242; and
/// the same table at the end of its game. Run by hand when the format changes:
/// `cargo test -p dhayam-net --test kept_table -- --ignored`.
#[test]
#[ignore = "writes the fixtures of hosted tables"]
fn write_the_fixtures() {
    use dhayam_ai::Level;
    let setup = dhayam_core::Setup::new([Seat::South, Seat::East, Seat::North]);
    let seats = [Seat::East, Seat::North];
    let mut w = common::wired(
        &setup,
        &seats,
        &[vec![Seat::East], vec![Seat::North]],
        Level::Easy,
    );
    while Host::saved(&w.table).is_none_or(|s| s.record().throws.len() < 12) {
        w.turn();
    }
    let north = w.guests[1].peer.clone();
    let outcome = w.host.remove(&mut w.table, &north, Level::Easy, w.now);
    w.route(outcome);
    for _ in 0..20 {
        w.turn();
    }
    let dir = crate_dir().join("../dhayam-store/tests/fixtures");
    let save = w.host.save(&w.table, Some(4242));
    fs::write(dir.join("hosted-table-format2.ron"), save.to_ron().unwrap()).unwrap();
    w.play_out(500_000);
    let save = w.host.save(&w.table, Some(4242));
    fs::write(
        dir.join("hosted-table-finished-format2.ron"),
        save.to_ron().unwrap(),
    )
    .unwrap();
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

/// The crate folder `cargo test` names when it runs the test (a test program kept in a
/// shared target folder may have been built from another checkout), else the one it was
/// built in.
fn crate_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(
        || std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")),
        std::path::PathBuf::from,
    )
}
