//! The look: the setup screen's Start button in view, board looks and colour-blind seats
//! chosen in the settings menu and remembered, and the rules window's path pictures.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness};
use dhayam_desktop::PlayerCount;
use dhayam_store::BoardLook;
use dhayam_table::RandomDice;
use egui_kittest::kittest::Queryable as _;

/// The window's size when Dhayam first opens (`main.rs`).
const DEFAULT_SIZE: [f32; 2] = [1100.0, 760.0];

fn start_in_view(size: [f32; 2]) {
    let mut choice = all_human();
    choice.count = PlayerCount::Four;
    let mut harness = harness(RandomDice::seeded(1), choice, size);
    harness.run();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
    let start = harness.get_by_label("Start game").rect();
    assert!(
        screen.contains_rect(start),
        "Start at {start:?} is outside the {size:?} window"
    );
    harness.get_by_label("Start game").click();
    harness.run();
    assert!(
        harness.state().session().is_some(),
        "the visible button starts"
    );
}

#[test]
fn start_button_is_in_view_at_the_default_size_with_four_players() {
    start_in_view(DEFAULT_SIZE);
}

#[test]
fn start_button_is_in_view_at_640_by_480() {
    start_in_view([640.0, 480.0]);
}

#[test]
fn board_looks_and_colour_blind_seats_are_chosen_in_the_settings_menu() {
    let mut harness = harness(RandomDice::seeded(2), all_human(), [1280.0, 800.0]);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(harness.state().preferences().board_look, BoardLook::Plain);
    for (name, look) in [
        ("Wood", BoardLook::Wood),
        ("Chalk on the floor", BoardLook::Chalk),
        ("Plain", BoardLook::Plain),
    ] {
        harness.get_by_label("Settings").click();
        harness.run();
        harness.get_by_label(name).click();
        harness.run();
        assert_eq!(
            harness.state().preferences().board_look,
            look,
            "after {name}"
        );
        // The board still draws every pawn, with its name.
        harness.get_by_label("Red pawn 1 in yard");
        harness.key_press(egui::Key::Escape);
        harness.run();
    }
    assert!(!harness.state().preferences().colour_blind);
    harness.get_by_label("Settings").click();
    harness.run();
    harness
        .get_by_label("Colour-blind-safe seat colours")
        .click();
    harness.run();
    assert!(harness.state().preferences().colour_blind);
}

#[test]
fn the_rules_window_draws_each_seats_path() {
    let mut harness = harness(RandomDice::seeded(3), all_human(), [1000.0, 900.0]);
    harness.run();
    harness.get_by_label("Rules").click();
    harness.run();
    for colour in ["Red", "Green", "Yellow", "Blue"] {
        harness.get_by_label(&format!("{colour}'s path from its home to the centre"));
    }
}
