//! Headless image snapshots of the start board, 2 and 4 players, light and dark.
//! Run with `cargo test -p dhayam-desktop --features snapshots` (needs a wgpu adapter;
//! mesa's lavapipe will do). Update with `UPDATE_SNAPSHOTS=1`.
#![cfg(feature = "snapshots")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::all_human;
use dhayam_desktop::{DhayamApp, PlayerCount, RandomDice, Settings};
use egui_kittest::Harness;

fn start_board(count: PlayerCount, theme: egui::Theme, name: &str) {
    let mut choice = all_human();
    choice.count = count;
    let app = DhayamApp::with_dice(Box::new(RandomDice::seeded(1)), choice, Settings::instant());
    let mut harness = Harness::builder()
        .with_size([1000.0, 700.0])
        .with_theme(theme)
        .wgpu()
        .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert!(harness.state().session().is_some());
    harness.snapshot(name);
}

#[test]
fn start_board_two_players_light() {
    start_board(PlayerCount::Two, egui::Theme::Light, "start_2p_light");
}

#[test]
fn start_board_two_players_dark() {
    start_board(PlayerCount::Two, egui::Theme::Dark, "start_2p_dark");
}

#[test]
fn start_board_four_players_light() {
    start_board(PlayerCount::Four, egui::Theme::Light, "start_4p_light");
}

#[test]
fn start_board_four_players_dark() {
    start_board(PlayerCount::Four, egui::Theme::Dark, "start_4p_dark");
}

/// Tamil words with vowel signs on both sides of a consonant (கொ, கோ), a dead consonant
/// (க்), conjuncts (க்ஷ, ஸ்ரீ) and the game's own words, drawn by the bundled font.
fn tamil_sample(pixels_per_point: f32, name: &str) {
    let mut harness = Harness::builder()
        .with_size([420.0, 150.0])
        .with_pixels_per_point(pixels_per_point)
        .wgpu()
        .build_ui(|ui| {
            dhayam_desktop::install_fonts(ui.ctx());
            ui.heading("தாயம் Dhayam");
            ui.label("காய், கட்டம், வெட்டு, ராஜா, தாயக்கட்டை");
            ui.label("கொ கோ கௌ கை க் க்ஷ ஸ்ரீ ஞ்ச ந்த ட்ட");
            ui.monospace("தாயம் 1 2 3 12");
        });
    harness.run();
    harness.snapshot(name);
}

#[test]
fn tamil_text_at_1x() {
    tamil_sample(1.0, "tamil_text_1x");
}

#[test]
fn tamil_text_at_2x() {
    tamil_sample(2.0, "tamil_text_2x");
}
