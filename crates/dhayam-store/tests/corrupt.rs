//! Damaged input: random bytes, truncations, mutations, oversized and newer files. Each
//! gives an error in words, never a panic, and a bad file is moved aside, never deleted.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::fs;

use common::sample_save_text;
use dhayam_store::{GAME_FORMAT, MAX_FILE_BYTES, SavedGame, Store, StoreError};
use proptest::prelude::*;

/// Checks what loading `bytes` gave: an error that says something, or a game that is
/// valid (a mutation can make another valid game, e.g. by changing a name).
fn check(bytes: &[u8]) -> Result<SavedGame, StoreError> {
    let result = SavedGame::from_ron(bytes);
    match &result {
        Ok(game) => {
            assert!(game.record().clone().replay().is_ok());
        }
        Err(error) => assert!(!error.to_string().is_empty()),
    }
    result
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_bytes_give_an_error(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
        prop_assert!(check(&bytes).is_err());
    }

    #[test]
    fn random_text_gives_an_error(text in "[(), :a-z0-9\\[\\]\"\n]{0,400}") {
        prop_assert!(check(text.as_bytes()).is_err());
    }

    #[test]
    fn truncated_saves_give_an_error(cut in 0.0f64..1.0) {
        let text = sample_save_text();
        let keep = (text.trim_end().len() as f64 * cut) as usize;
        prop_assert!(check(&text.as_bytes()[..keep]).is_err());
    }

    #[test]
    fn mutated_saves_never_panic(
        edits in proptest::collection::vec((any::<proptest::sample::Index>(), any::<u8>(), 0u8..3), 1..6)
    ) {
        let mut bytes = sample_save_text().into_bytes();
        for (at, byte, kind) in edits {
            let i = at.index(bytes.len());
            match kind {
                0 => bytes[i] = byte,
                1 => { bytes.remove(i); }
                _ => bytes.insert(i, byte),
            }
        }
        let _ = check(&bytes);
    }

    #[test]
    fn mutated_numbers_are_checked_by_the_rules(at in any::<proptest::sample::Index>(), digit in b'0'..=b'9') {
        // Change one digit: often still valid RON, so the rules must catch any cheat.
        let mut bytes = sample_save_text().into_bytes();
        let digits: Vec<usize> = (0..bytes.len()).filter(|&i| bytes[i].is_ascii_digit()).collect();
        let i = digits[at.index(digits.len())];
        bytes[i] = digit;
        if let Ok(game) = check(&bytes) {
            // Whatever loaded is exactly what replaying its record gives.
            let replayed = game.record().clone().replay().unwrap();
            prop_assert_eq!(game.game().game(), &replayed);
        }
    }
}

#[test]
fn the_sample_save_itself_loads() {
    assert!(check(sample_save_text().as_bytes()).is_ok());
}

#[test]
fn oversized_files_are_refused_before_parsing() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let big = vec![b' '; MAX_FILE_BYTES as usize + 1];
    fs::write(store.current_path(), &big).unwrap();
    let loaded = store.load_current();
    assert_eq!(loaded.value, None);
    assert_eq!(loaded.notices.len(), 1);
    assert!(matches!(
        loaded.notices[0].error,
        StoreError::TooLarge { .. }
    ));
    let moved = loaded.notices[0].moved_to.as_ref().unwrap();
    assert_eq!(fs::metadata(moved).unwrap().len(), big.len() as u64);
    assert!(matches!(
        SavedGame::from_ron(&big),
        Err(StoreError::TooLarge { .. })
    ));
}

/// `text` (a game file) with its format line made `format`.
fn with_format(text: &str, format: &str) -> String {
    let at = text.find("format: ").unwrap();
    let end = at + text[at..].find(',').unwrap() + 1;
    format!("{}{format}{}", &text[..at], &text[end..])
}

#[test]
fn newer_versions_are_refused_with_a_message() {
    let newer = with_format(
        &sample_save_text(),
        &format!(
            "format: {},\n    new_field: (whatever: [1, 2]),",
            GAME_FORMAT + 1
        ),
    );
    let error = SavedGame::from_ron(newer.as_bytes()).unwrap_err();
    assert!(
        matches!(error, StoreError::NewerVersion { found, .. } if found == GAME_FORMAT + 1),
        "{error:?}"
    );
    assert!(error.to_string().contains("newer Dhayam"), "{error}");
    let zero = with_format(&sample_save_text(), "format: 0,");
    assert!(matches!(
        SavedGame::from_ron(zero.as_bytes()),
        Err(StoreError::UnknownVersion(0))
    ));
}

#[test]
fn a_bad_save_is_moved_aside_and_never_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    for (i, content) in [
        &b""[..],
        b"\xff\xfe not text",
        b"(format: 1, game: (started: 1, players: [], undo: true))",
        b"(format: 99)",
    ]
    .into_iter()
    .enumerate()
    {
        fs::write(store.current_path(), content).unwrap();
        let loaded = store.load_current();
        assert_eq!(loaded.value, None, "case {i}");
        assert_eq!(loaded.notices.len(), 1, "case {i}");
        let notice = &loaded.notices[0];
        let moved = notice.moved_to.as_ref().unwrap();
        assert_eq!(fs::read(moved).unwrap(), content, "case {i}");
        assert!(!store.current_path().exists());
        assert!(notice.to_string().contains("kept as"), "{notice}");
    }
    // Four files moved aside the same second, none overwritten.
    let aside = fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with("current.ron.corrupt-")
        })
        .count();
    assert_eq!(aside, 4);
}

#[test]
fn an_illegal_record_is_refused_by_the_rules() {
    let text = sample_save_text();
    // The first throw, a 12 (throw again), becomes a 2 (the turn passes): the rest of the
    // record no longer fits the game.
    let start = text.find("throws: [(").unwrap() + "throws: [".len();
    let end = start + text[start..].find(')').unwrap() + 1;
    let edited = format!("{}(1, 1){}", &text[..start], &text[end..]);
    let error = SavedGame::from_ron(edited.as_bytes()).unwrap_err();
    assert!(matches!(error, StoreError::Record(_)), "{error}");
    assert!(error.to_string().contains("not valid"), "{error}");
}
