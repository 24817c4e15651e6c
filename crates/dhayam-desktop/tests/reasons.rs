//! Every lost throw and every refused click says why: a click (or the pawn's key) on a
//! pawn that cannot move tells the reason, a lost value tells it too, and pawns that all
//! make the same move (four in the yard and a 1) are one choice that plays itself.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness, pawn_label};
use dhayam_core::{PawnPlace, Seat};
use dhayam_store::Language;
use dhayam_table::ScriptedDice;
use egui_kittest::kittest::Queryable as _;

#[test]
fn a_click_or_a_key_on_a_pawn_that_cannot_move_says_why() {
    // Red: 1 (a pawn enters by itself: the four in the yard are one choice), 3 (the only
    // move); Yellow loses a 2; Red: 1 (enter or move: a choice), 2 (the yard cannot use
    // it, the two on the board can).
    let mut harness = harness(
        ScriptedDice::values([1, 3, 2, 1, 2]),
        all_human(),
        [1280.0, 800.0],
    );
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    for _ in 0..3 {
        harness.get_by_label("Throw").click();
        harness.run();
    }
    harness.get_by_label("No move: Yellow loses the 2");
    harness.get_by_label("Pawns in the yard need a 1 to come in.");
    harness.get_by_label("Throw").click();
    harness.run();
    let yard = |n| pawn_label(Seat::South, n, PawnPlace::Yard);
    harness.get_by_label(&yard(1)).click();
    harness.run();
    harness.get_by_label(&pawn_label(Seat::South, 1, PawnPlace::Path(0)));
    harness.get_by_label("Throw").click();
    harness.run();
    assert!(
        harness.query_by_label("Pawn 3 cannot move 2").is_none(),
        "nothing said before the click"
    );
    harness.get_by_label(&yard(2)).click();
    harness.run();
    harness.get_by_label("Pawn 3 cannot move 2");
    harness.get_by_label("Pawns in the yard need a 1 or a 5 to come in.");
    assert!(
        harness
            .state()
            .session()
            .unwrap()
            .game()
            .pawn(Seat::South, 2)
            == Some(PawnPlace::Yard),
        "nothing moved"
    );
    // The pawn's key says the same for pawn 4.
    harness.key_press(egui::Key::Num4);
    harness.run();
    harness.get_by_label("Pawn 4 cannot move 2");
    // The two on the board still move.
    harness.key_press(egui::Key::Num2);
    harness.run();
    harness.get_by_label(&pawn_label(Seat::South, 1, PawnPlace::Path(2)));
}

#[test]
fn the_reasons_are_in_tamil_too() {
    let mut choice = all_human();
    choice.count = dhayam_desktop::PlayerCount::Two;
    let mut harness = harness(ScriptedDice::values([2]), choice, [1280.0, 800.0]);
    common::change_settings(harness.state_mut(), |s| {
        s.preferences.language = Language::Tamil;
    });
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    harness.key_press(egui::Key::Space);
    harness.run();
    harness.get_by_label("கூட்டிலுள்ள காய்கள் இறங்க 1 (தாயம்) வேண்டும்.");
}
