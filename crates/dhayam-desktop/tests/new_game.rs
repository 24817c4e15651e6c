//! New game in the middle of a game at this computer puts it aside, never throws it away
//! unasked: the setup screen offers the way back (and Esc takes it), and starting a new
//! game asks first.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness};
use dhayam_table::ScriptedDice;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;

type Harness = egui_kittest::Harness<'static, dhayam_desktop::DhayamApp>;

/// How many throws the game at the table holds (which game it is).
fn throws(harness: &Harness) -> usize {
    let session = harness.state().session().expect("a game at the table");
    session.recorded().record().throws.len()
}

/// A two-player game at this computer in which Red has thrown once (a 3, lost).
fn game_under_way() -> Harness {
    let mut harness = harness(ScriptedDice::values([3, 3]), all_human(), [1200.0, 800.0]);
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    harness.get_by_label("Throw").click();
    harness.run();
    harness.get_by_label("Yellow to throw");
    assert_eq!(throws(&harness), 1);
    harness
}

#[test]
fn ctrl_n_puts_the_game_aside_and_esc_brings_it_back() {
    let mut harness = game_under_way();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    harness.run();
    harness.get_by_label("Start game");
    harness.get_by_label(
        "Your game in progress is put aside: nothing is lost until you start a new one.",
    );
    assert!(
        harness.query_by_label("Throw").is_none(),
        "the board is not shown"
    );

    harness.key_press(Key::Escape);
    harness.run();
    harness.get_by_label("Yellow to throw");
    assert!(harness.query_by_label("Start game").is_none());
    assert_eq!(throws(&harness), 1, "the same game");
}

#[test]
fn the_menu_new_game_offers_back_to_the_game() {
    let mut harness = game_under_way();
    harness.get_by_label("New game").click();
    harness.run();
    harness.get_by_label("Start game");
    harness.get_by_label("Back to the game").click();
    harness.run();
    harness.get_by_label("Yellow to throw");
    assert_eq!(throws(&harness), 1, "the same game");
}

#[test]
fn starting_a_new_game_over_one_put_aside_asks_first() {
    let mut harness = game_under_way();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    harness.run();

    // Enter (the setup screen's Start) asks; a stray Enter then keeps the game.
    harness.key_press(Key::Enter);
    harness.run();
    harness.get_by_label("End the game in progress?");
    harness.key_press(Key::Enter);
    harness.run();
    assert!(
        harness
            .query_by_label("End the game in progress?")
            .is_none()
    );
    harness.get_by_label("Start game");
    assert_eq!(throws(&harness), 1, "still put aside");

    // Asked again and answered Keep the game, then Esc: back to the game.
    harness.get_by_label("Start game").click();
    harness.run();
    harness.get_by_label("Keep the game").click();
    harness.run();
    harness.key_press(Key::Escape);
    harness.run();
    harness.get_by_label("Yellow to throw");
    assert_eq!(throws(&harness), 1, "the same game");

    // Asked and answered Start the new game: a fresh game, nothing to go back to.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    harness.get_by_label("Start the new game").click();
    harness.run();
    harness.get_by_label("Red to throw");
    assert_eq!(throws(&harness), 0, "a new game");
    assert!(harness.query_by_label("Back to the game").is_none());
}

#[test]
fn a_game_put_aside_waits_and_the_keys_do_not_play_it() {
    let mut harness = game_under_way();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    harness.run();
    for key in [Key::Space, Key::Tab, Key::Num1] {
        harness.key_press(key);
        harness.run();
    }
    assert_eq!(
        throws(&harness),
        1,
        "nothing thrown behind the setup screen"
    );
}
