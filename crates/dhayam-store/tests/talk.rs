//! What was said at a table across computers, kept with the finished game: written to the
//! history and read back, each line where it was said; a game without talk is written
//! byte for byte as before (format 3), one with talk as format 4, which an older Dhayam
//! refuses rather than drop; and a file's talk is checked like the rest of it.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{play_out, saved, setup};
use dhayam_core::{Seat, TurnStructure};
use dhayam_store::talk::{KeptLine, Line, MAX_KEPT_LINES, Phrase, Said};
use dhayam_store::{SavedGame, Store};

fn line(step: u32, name: &str, seat: Option<Seat>, line: Line) -> KeptLine {
    KeptLine {
        step,
        said: Said {
            name: name.to_owned(),
            seats: seat.into_iter().collect(),
            line,
            watcher: seat.is_none(),
        },
    }
}

fn talk() -> Vec<KeptLine> {
    vec![
        line(0, "Asha", Some(Seat::South), Line::Phrase(Phrase::Hello)),
        line(12, "Meena", None, Line::Text("நல்ல ஆட்டம்!".to_owned())),
        line(
            140,
            "Bala",
            Some(Seat::North),
            Line::Phrase(Phrase::GoodGame),
        ),
    ]
}

#[test]
fn the_talk_goes_to_the_history_with_its_game_and_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let game = saved(play_out(
        &setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow),
        3,
    ));
    let plain = game.to_ron().unwrap();
    assert!(plain.contains("format: 3,"), "no talk: the bytes of before");
    assert!(!plain.contains("talk"));
    let with_talk = game.clone().with_talk(talk());
    let text = with_talk.to_ron().unwrap();
    assert!(text.contains("format: 4,"));
    let back = SavedGame::from_ron(text.as_bytes()).unwrap();
    assert_eq!(back.talk(), talk().as_slice());
    assert_eq!(back.record(), game.record(), "the game itself is the same");
    let entry = store.archive(&with_talk).unwrap();
    assert_eq!(
        store.load_history(&entry.path).unwrap().talk(),
        talk().as_slice()
    );
    // Written again with more of its talk: the same file, the newer talk.
    let mut more = talk();
    more.push(line(
        141,
        "Asha",
        Some(Seat::South),
        Line::Phrase(Phrase::Thanks),
    ));
    let again = store
        .archive(&game.clone().with_talk(more.clone()))
        .unwrap();
    assert_eq!(again.path, entry.path);
    assert_eq!(store.load_history(&entry.path).unwrap().talk().len(), 4);
    assert_eq!(store.history().value.len(), 1);
}

#[test]
fn a_long_talk_is_kept_only_so_far_and_a_hand_edited_line_is_checked() {
    let game = saved(play_out(
        &setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow),
        4,
    ));
    let long: Vec<KeptLine> = (0..MAX_KEPT_LINES as u32 + 50)
        .map(|i| {
            line(
                i,
                "Asha",
                Some(Seat::South),
                Line::Text(format!("line {i}")),
            )
        })
        .collect();
    assert_eq!(game.clone().with_talk(long).talk().len(), MAX_KEPT_LINES);
    let text = game.with_talk(talk()).to_ron().unwrap();
    let edited = text.replace("Phrase(Hello)", "Phrase(Shout)");
    assert!(edited != text, "the phrase is in the file by its name");
    assert!(
        SavedGame::from_ron(edited.as_bytes()).is_err(),
        "no such phrase"
    );
}
