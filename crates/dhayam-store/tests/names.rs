//! The one rule for player names: typed errors, and `clean_name` makes any text pass.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{play, players, setup};
use dhayam_core::{Seat, TurnStructure};
use dhayam_store::{
    MAX_NAME_CHARS, NameError, PlayersError, SavedGame, StoreError, check_name, clean_name,
};
use proptest::prelude::*;

#[test]
fn names_are_refused_with_typed_reasons() {
    assert_eq!(check_name("Asha"), Ok(()));
    assert_eq!(check_name(" \u{3000} "), Err(NameError::Empty));
    assert_eq!(
        check_name(&"x".repeat(MAX_NAME_CHARS + 1)),
        Err(NameError::TooLong {
            limit: MAX_NAME_CHARS
        })
    );
    assert_eq!(check_name(&"த".repeat(MAX_NAME_CHARS)), Ok(()));
    assert_eq!(check_name("A\u{7}sha"), Err(NameError::ControlCharacter));
    assert_eq!(
        NameError::TooLong { limit: 40 }.to_string(),
        "the name is longer than 40 characters"
    );
}

#[test]
fn players_errors_say_which_seat() {
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let game = play(&setup, 1, 5);
    let good = players(&game, &[Seat::South]);
    let refuse =
        |players: Vec<dhayam_store::SeatPlayer>| match SavedGame::new(game.clone(), players, true)
            .unwrap_err()
        {
            StoreError::Players(error) => error,
            other => panic!("{other:?}"),
        };
    let mut twice = good.clone();
    twice.push(twice[0].clone());
    assert_eq!(refuse(twice), PlayersError::Twice(Seat::South));
    let mut extra = good.clone();
    extra.push(dhayam_store::SeatPlayer::human(Seat::East));
    assert_eq!(refuse(extra), PlayersError::NotPlaying(Seat::East));
    let mut long = good.clone();
    long[1].name = "n".repeat(41);
    let error = refuse(long);
    assert_eq!(
        error,
        PlayersError::Name(Seat::North, NameError::TooLong { limit: 40 })
    );
    assert_eq!(
        error.to_string(),
        "North's player: the name is longer than 40 characters"
    );
    let mut missing = good;
    missing.pop();
    assert_eq!(refuse(missing), PlayersError::Missing(Seat::North));
}

#[test]
fn clean_name_trims_drops_controls_and_cuts() {
    assert_eq!(clean_name("  Asha  "), "Asha");
    assert_eq!(clean_name("As\u{0}h\na"), "Asha");
    assert_eq!(clean_name("\u{1b}[1mBold\u{1b}[0m"), "[1mBold[0m");
    let long = format!("{}  tail", "a".repeat(MAX_NAME_CHARS - 2));
    assert_eq!(clean_name(&long), "a".repeat(MAX_NAME_CHARS - 2));
    assert_eq!(clean_name("\t\r\n "), "");
    assert_eq!(clean_name("வணக்கம்"), "வணக்கம்");
}

proptest! {
    #[test]
    fn clean_name_always_passes_unless_empty(typed in ".{0,80}", raw in any::<Vec<char>>()) {
        for text in [typed, raw.into_iter().collect::<String>()] {
            let name = clean_name(&text);
            if !name.is_empty() {
                prop_assert_eq!(check_name(&name), Ok(()), "{:?} from {:?}", name, text);
            }
            prop_assert_eq!(clean_name(&name), name.clone(), "cleaning twice changes nothing");
            // A name that passes the check and has no spaces around it is kept as is.
            if check_name(&text).is_ok() && text.trim() == text {
                prop_assert_eq!(&name, &text);
            }
        }
    }
}
