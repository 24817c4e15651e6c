//! The window still draws, without a panic, when it is tiny.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness};
use dhayam_desktop::PlayerCount;
use dhayam_table::RandomDice;

#[test]
fn a_200_by_150_window_draws_setup_and_board() {
    let mut choice = all_human();
    choice.count = PlayerCount::Four;
    let mut harness = harness(RandomDice::seeded(3), choice, [200.0, 150.0]);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert!(harness.state().session().is_some(), "Enter starts the game");
    for _ in 0..40 {
        harness.key_press(egui::Key::Space);
        harness.key_press(egui::Key::Tab);
        harness.key_press(egui::Key::Enter);
        harness.run();
    }
    let session = harness.state().session().unwrap();
    assert!(
        !session.recorded().record().throws.is_empty(),
        "play went on"
    );
}
