//! The move Tab marks is the one the board names, even with the mouse resting on another
//! pawn: Enter plays the move whose words are shown, never another.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness, pawn_label};
use dhayam_core::{PawnPlace, Seat};
use dhayam_table::ScriptedDice;
use egui::Key;
use egui_kittest::kittest::Queryable as _;

#[test]
fn the_words_on_the_board_name_the_marked_move_while_another_pawn_is_hovered() {
    // A 1 enters pawn 1 by itself (the four in the yard are one choice); a 5 then moves
    // it on or enters pawn 2: two moves.
    let mut harness = harness(ScriptedDice::values([1, 5]), all_human(), [1200.0, 800.0]);
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    harness.key_press(Key::Space);
    harness.run();
    harness.key_press(Key::Space);
    harness.run();

    // The mouse rests on pawn 1, long enough for its tooltip.
    harness
        .get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(0)))
        .hover();
    for _ in 0..8 {
        harness.step();
    }
    harness.get_by_label("Pawn 1 to square 5");

    // Tab twice marks pawn 2: the board names it, and nothing names pawn 1's move.
    for _ in 0..2 {
        harness.key_press(Key::Tab);
        harness.run();
    }
    for _ in 0..8 {
        harness.step();
    }
    harness.get_by_label("Pawn 2 enters");
    assert!(harness.query_by_label("Pawn 1 to square 5").is_none());

    // Enter plays the move named.
    harness.key_press(Key::Enter);
    harness.run();
    harness.get_by_label(&pawn_label(Seat::South, 1, PawnPlace::Path(0)));
    harness.get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(0)));
}
