//! A screen reader hears the game: whose turn it is and each new line of the move log
//! (throws, moves, cuts, a lost value and why) are polite live regions, and only the
//! newest line is, so nothing is said twice.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness};
use dhayam_table::ScriptedDice;
use egui::accesskit::Live;
use egui_kittest::kittest::{NodeT as _, Queryable as _};

#[test]
fn whose_turn_and_each_new_line_of_the_log_are_announced() {
    let mut harness = harness(ScriptedDice::values([2, 1]), all_human(), [1280.0, 800.0]);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    let heading = harness.get_by_label("Red to throw");
    assert_eq!(heading.accesskit_node().live(), Live::Polite);
    let first = harness.get_by_label("New game. Red throws first");
    assert_eq!(first.accesskit_node().live(), Live::Polite, "the only line");

    // Red's 2 is lost: its line, with the reason, is the newest and the one announced.
    harness.key_press(egui::Key::Space);
    harness.run();
    let lost = "Red throws 2 but cannot use the 2; it is lost. Pawns in the yard need a 1 \
                to come in.";
    assert_eq!(
        harness.get_by_label(lost).accesskit_node().live(),
        Live::Polite
    );
    assert_ne!(
        harness
            .get_by_label("New game. Red throws first")
            .accesskit_node()
            .live(),
        Live::Polite,
        "an older line is not said again"
    );
    let heading = harness.get_by_label("Yellow to throw");
    assert_eq!(heading.accesskit_node().live(), Live::Polite);
}
