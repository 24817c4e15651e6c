//! Which screen shows is one state (`DhayamApp::shown`), and each way in and out of it
//! goes where the table in `app/shown.rs` says.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness};
use dhayam_desktop::Shown;
use dhayam_table::ScriptedDice;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;

type Harness = egui_kittest::Harness<'static, dhayam_desktop::DhayamApp>;

fn click(harness: &mut Harness, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

#[test]
fn setup_playing_history_and_back_again() {
    let mut harness = harness(
        ScriptedDice::values([3, 3, 3]),
        all_human(),
        [1200.0, 800.0],
    );
    harness.run();
    assert_eq!(harness.state().shown(), Shown::Setup, "the first start");

    click(&mut harness, "Join a table…");
    assert_eq!(harness.state().shown(), Shown::Join);
    click(&mut harness, "Cancel");
    assert_eq!(harness.state().shown(), Shown::Setup);

    click(&mut harness, "Start game");
    assert_eq!(harness.state().shown(), Shown::Playing);

    click(&mut harness, "History");
    assert_eq!(harness.state().shown(), Shown::History);
    click(&mut harness, "Back to the game");
    assert_eq!(harness.state().shown(), Shown::Playing);

    click(&mut harness, "Statistics");
    assert_eq!(harness.state().shown(), Shown::Statistics);
    click(&mut harness, "Back to the game");
    assert_eq!(harness.state().shown(), Shown::Playing);

    harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    harness.run();
    assert_eq!(
        harness.state().shown(),
        Shown::Setup,
        "New game puts the game aside"
    );
    harness.key_press(Key::Escape);
    harness.run();
    assert_eq!(
        harness.state().shown(),
        Shown::Playing,
        "and Esc brings it back"
    );
}
