//! Once the turn has passed, the side panel's dice and big value wait for the next
//! player's throw instead of showing the last player's under "Yellow to throw"; a throw
//! that lost its value stays in view while the notice tells of it and why; a move that
//! played itself says so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness, pawn_label};
use dhayam_core::{PawnPlace, Seat};
use dhayam_table::ScriptedDice;
use dhayam_table::pace::{NOTICE_SECONDS, WHY_NOTICE_SECONDS};
use egui_kittest::kittest::Queryable as _;

#[test]
fn the_dice_wait_for_the_next_player_once_the_turn_has_passed() {
    let mut harness = harness(
        ScriptedDice::values([1, 3, 2]),
        all_human(),
        [1200.0, 800.0],
    );
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    harness.get_by_label("Die 1 not thrown yet");

    // Red's 1 enters a pawn (any of the four in the yard: one choice, so it plays
    // itself, and says so) and Red throws again: Red's own throw shows.
    harness.get_by_label("Throw").click();
    harness.run();
    harness.get_by_label("Die 2 shows 1");
    harness.get_by_label("Red's only move, played by itself");
    harness.get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(0)));
    harness.get_by_label("Die 2 shows 1");

    // Red's 3 plays itself, which the notice says, and the turn passes: nothing thrown
    // yet for Yellow.
    harness.get_by_label("Throw").click();
    harness.run();
    harness.get_by_label("Red's only move, played by itself");
    harness.get_by_label("Yellow to throw");
    // The harness's clock moves a quarter of a second a frame: the 3 shows while the
    // notice tells of it, then the dice wait for Yellow.
    for _ in 0..(NOTICE_SECONDS * 4.0) as usize + 4 {
        harness.step();
    }
    harness.get_by_label("Die 1 not thrown yet");
    harness.get_by_label("Die 2 not thrown yet");
    assert!(
        harness.query_by_label("3").is_none(),
        "no big value of Red's"
    );

    // Yellow's 2 is lost: the dice show it while the notice says so, then wait for Red.
    harness.get_by_label("Throw").click();
    harness.run();
    harness.get_by_label("No move: Yellow loses the 2");
    harness.get_by_label("Pawns in the yard need a 1 to come in.");
    harness.get_by_label("Red to throw");
    assert!(harness.query_by_label("Die 1 not thrown yet").is_none());
    let frames = (WHY_NOTICE_SECONDS * 4.0) as usize + 4;
    for _ in 0..frames {
        harness.step();
    }
    assert!(
        harness
            .query_by_label("No move: Yellow loses the 2")
            .is_none()
    );
    harness.get_by_label("Die 1 not thrown yet");
}
