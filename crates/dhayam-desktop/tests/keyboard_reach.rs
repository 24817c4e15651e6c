//! During a game the keys play (Space throws, Tab marks moves), yet the menu bar and the
//! tips are reachable by keyboard alone: F6 (or F10) gives the keys to the buttons, starting
//! with New game; Tab goes on to History and the rest; Enter presses one; Esc gives the keys
//! back to the board.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness_for, instant};
use dhayam_desktop::{DhayamApp, Screen};
use dhayam_store::{Preferences, Settings, Walkthrough};
use dhayam_table::ScriptedDice;
use egui::Key;
use egui_kittest::kittest::Queryable as _;

type Harness = egui_kittest::Harness<'static, dhayam_desktop::DhayamApp>;

/// A two-player game at this computer, Red to throw.
fn game() -> Harness {
    game_with(instant())
}

fn game_with(settings: Settings) -> Harness {
    let app = DhayamApp::with_dice(
        Box::new(ScriptedDice::values([3, 3, 3])),
        all_human(),
        settings,
    );
    let mut harness = harness_for(app, [1200.0, 800.0]);
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    harness.get_by_label("Red to throw");
    harness
}

fn focused(harness: &Harness, label: &str) -> bool {
    harness.get_by_label(label).is_focused()
}

fn throws(harness: &Harness) -> usize {
    let session = harness.state().session().expect("a game at the table");
    session.recorded().record().throws.len()
}

#[test]
fn f6_reaches_the_menu_and_tab_goes_on_to_history() {
    let mut harness = game();
    harness.key_press(Key::F6);
    harness.run();
    assert!(focused(&harness, "New game"), "F6 gives New game the focus");

    harness.key_press(Key::Tab);
    harness.run();
    assert!(focused(&harness, "History"), "Tab goes to the next button");
    assert!(!focused(&harness, "New game"));

    // Enter presses the focused button.
    harness.key_press(Key::Enter);
    harness.run();
    assert_eq!(harness.state().screen(), Screen::History);
    assert_eq!(
        throws(&harness),
        0,
        "no throw while the buttons had the keys"
    );
}

#[test]
fn esc_gives_the_keys_back_to_the_board() {
    let mut harness = game();
    harness.key_press(Key::F10);
    harness.run();
    assert!(focused(&harness, "New game"), "F10 as F6");
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(throws(&harness), 0, "Space belongs to the buttons now");

    harness.key_press(Key::Escape);
    harness.run();
    assert!(!focused(&harness, "New game"), "Esc leaves the buttons");
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(throws(&harness), 1, "Space throws again");
}

#[test]
fn skip_tips_is_reached_with_tab() {
    // A first game: its tips show.
    let mut harness = game_with(Settings {
        preferences: Preferences {
            walkthrough: Walkthrough::default(),
            ..instant().preferences
        },
        ..instant()
    });
    let Some(_) = harness.query_by_label("Skip tips") else {
        panic!("a first game shows its tips and the way to skip them");
    };
    harness.key_press(Key::F6);
    harness.run();
    let mut reached = false;
    for _ in 0..40 {
        harness.key_press(Key::Tab);
        harness.run();
        if focused(&harness, "Skip tips") {
            reached = true;
            break;
        }
    }
    assert!(reached, "Tab reaches Skip tips from the menu");
    harness.key_press(Key::Enter);
    harness.run();
    assert!(
        harness.query_by_label("Skip tips").is_none(),
        "the tips are gone"
    );
    assert!(
        !harness.state().preferences().walkthrough.on,
        "and stay off"
    );
}
