//! The tutor at the board, as a person meets it: turned on in the Settings menu, a click on
//! a pawn whose move gives chances away brings the question, and each answer does what it
//! says; with the tutor off the same click just plays.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "tutor/flow.rs"]
mod flow;

use dhayam_core::{Move, Seat};
use dhayam_table::RandomDice;
use egui_kittest::kittest::Queryable as _;
use flow::{App, looked, moves, pawn_of, to_a_blunder};

/// The app at 1280x800 with seeded dice, every seat a person, the tutor turned on (or
/// left off) in the Settings menu, the game started.
fn started(seed: u64, tutor: bool) -> App {
    let mut harness = common::harness(
        RandomDice::seeded(seed),
        common::all_human(),
        [1280.0, 800.0],
    );
    harness.run();
    assert!(!harness.state().table().settings().tutor, "off by default");
    if tutor {
        harness.get_by_label("Settings").click();
        harness.run();
        harness
            .get_by_label("Tutor: ask before a move that gives chances away")
            .click();
        harness.run();
        assert!(harness.state().table().settings().tutor);
        harness.key_press(egui::Key::Escape);
        harness.run();
    }
    harness.get_by_label("Start game").click();
    harness.run();
    harness
}

/// Clicks the blunder's pawn: the question comes up, and nothing is played yet.
fn blunder_asked(seed: u64) -> (App, Move, Seat) {
    let mut harness = started(seed, true);
    let (worst, _, seat) = to_a_blunder(&mut harness);
    let before = moves(&harness);
    let label = pawn_of(harness.state(), worst);
    harness.get_by_label(&label).click();
    harness.run();
    looked(&mut harness);
    harness.get_by_label_contains("Hard would");
    harness.get_by_label_contains("points of win chance");
    assert_eq!(moves(&harness), before, "the move waits for the answer");
    (harness, worst, seat)
}

#[test]
fn play_mine_plays_the_move_clicked() {
    let (mut harness, worst, seat) = blunder_asked(11);
    let question = harness.state().table().tutor_question().unwrap().clone();
    assert_eq!(question.seat, seat);
    harness.get_by_label("Play mine").click();
    harness.run();
    assert!(
        harness.query_by_label("Play mine").is_none(),
        "the question is gone"
    );
    assert_eq!(moves(&harness).last(), Some(&worst));
    assert!(harness.state().table().settings().tutor);
}

/// Brings the question of seed `seed`'s blunder, answers it by `answer`, and checks that
/// Hard's move, not the blunder, was played.
fn answered_with_hards_move(seed: u64, answer: impl FnOnce(&mut App)) {
    let (mut harness, worst, _) = blunder_asked(seed);
    let question = harness.state().table().tutor_question().unwrap();
    let better = question.advice.better;
    answer(&mut harness);
    harness.run();
    assert_eq!(moves(&harness).last(), Some(&better));
    assert_ne!(better, worst);
}

#[test]
fn take_hards_plays_hards_move() {
    answered_with_hards_move(12, |harness| harness.get_by_label("Take Hard's").click());
}

#[test]
fn enter_takes_hards_move() {
    answered_with_hards_move(14, |harness| harness.key_press(egui::Key::Enter));
}

#[test]
fn stop_asking_plays_the_move_and_turns_the_tutor_off() {
    let (mut harness, worst, _) = blunder_asked(13);
    harness.get_by_label("Stop asking").click();
    harness.run();
    assert_eq!(moves(&harness).last(), Some(&worst));
    assert!(!harness.state().table().settings().tutor);
    let saved = common::settings_of(harness.state());
    assert!(!saved.table.tutor);
}

#[test]
fn with_the_tutor_off_the_same_click_just_plays() {
    let mut harness = started(11, false);
    let (worst, _, _) = to_a_blunder(&mut harness);
    let label = pawn_of(harness.state(), worst);
    harness.get_by_label(&label).click();
    harness.run();
    assert!(!harness.state().table().tutor_busy(), "nothing to wait for");
    assert!(harness.query_by_label("Play mine").is_none());
    assert_eq!(moves(&harness).last(), Some(&worst));
}
