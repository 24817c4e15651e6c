//! The setup form uses the window: at 1100x760 and 1280x800 (the sizes a player tried)
//! every seat's Hard is in view, not behind the scroll bar, and the last house rule stands
//! above the Start bar without scrolling, in English and in Tamil.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness_for, instant};
use dhayam_desktop::{DhayamApp, PlayerCount};
use dhayam_store::{Language, Preferences, Settings};
use dhayam_table::RandomDice;
use egui_kittest::kittest::Queryable as _;

fn setup(size: [f32; 2], language: Language) -> egui_kittest::Harness<'static, DhayamApp> {
    let mut choice = all_human();
    choice.count = PlayerCount::Four;
    let settings = Settings {
        preferences: Preferences {
            language,
            ..instant().preferences
        },
        ..instant()
    };
    let app = DhayamApp::with_dice(Box::new(RandomDice::seeded(1)), choice, settings);
    let mut harness = harness_for(app, size);
    harness.run();
    harness
}

#[test]
fn the_whole_form_fits_a_1100_by_760_window_and_larger() {
    for size in [[1100.0, 760.0], [1280.0, 800.0]] {
        let harness = setup(size, Language::English);
        for colour in ["Red", "Green", "Yellow", "Blue"] {
            let hard = harness
                .get_by_label(&format!("{colour}: Computer Hard"))
                .rect();
            // The scroll bar takes the window's last 10 points or so.
            assert!(
                hard.right() < size[0] - 12.0,
                "{size:?}: {colour}'s Hard clipped"
            );
        }
        let start = harness.get_by_label("Start game").rect();
        let stop = harness.get_by_label("Stop").rect();
        assert!(
            stop.bottom() < start.top(),
            "{size:?}: the last house rule is in view above Start ({stop:?}, {start:?})"
        );
    }
}

#[test]
fn the_tamil_form_keeps_inside_the_window() {
    let size = [1280.0, 800.0];
    let harness = setup(size, Language::Tamil);
    let start = harness.get_by_label("ஆட்டத்தைத் தொடங்கு").rect();
    for label in ["முதலில் உருட்டு", "நிறுத்து"] {
        let rect = harness.get_by_label(label).rect();
        assert!(
            rect.right() < size[0],
            "{label} inside the window: {rect:?}"
        );
        assert!(rect.bottom() < start.top(), "{label} above Start: {rect:?}");
    }
}

#[test]
fn a_narrow_window_keeps_one_column() {
    let harness = setup([800.0, 600.0], Language::English);
    let entering = harness.get_by_label("Entering").rect();
    let players = harness.get_by_label("Players").rect();
    assert!(
        entering.top() > players.bottom(),
        "the house rules come below the players"
    );
}
