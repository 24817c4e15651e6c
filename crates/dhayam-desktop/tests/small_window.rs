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

#[test]
fn at_640_by_480_in_tamil_every_menu_item_is_in_the_window() {
    use dhayam_desktop::Command;
    use egui_kittest::kittest::Queryable as _;
    let mut app = common::app_for_picture(dhayam_store::Language::Tamil, egui::Theme::Light);
    app.apply(Command::StartGame);
    app.apply(Command::ShowHistory);
    let mut harness = common::harness_for(app, [640.0, 480.0]);
    harness.run();
    // The longest bar: a game in progress behind History offers Back to the game, last.
    for label in ["புதிய ஆட்டம்", "கற்க", "ஒலியடக்கு", "ஆட்டத்துக்குத் திரும்பு"]
    {
        let node = harness.get_by_label(label);
        let rect = node.rect();
        assert!(
            rect.right() <= 640.0 && rect.bottom() <= 480.0,
            "{label} lies outside the window: {rect:?}"
        );
    }
    harness.get_by_label("ஆட்டத்துக்குத் திரும்பு").click();
    harness.run();
    assert_eq!(harness.state().shown(), dhayam_desktop::Shown::Playing);
}

#[test]
fn at_640_by_480_in_tamil_every_player_of_four_is_in_the_window() {
    use egui_kittest::kittest::Queryable as _;
    let mut choice = all_human();
    choice.count = PlayerCount::Four;
    let mut app = dhayam_desktop::DhayamApp::with_dice(
        Box::new(RandomDice::seeded(5)),
        choice,
        common::instant(),
    );
    common::change_settings(&mut app, |s| {
        s.preferences.language = dhayam_store::Language::Tamil;
    });
    let mut harness = common::harness_for(app, [640.0, 480.0]);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(harness.state().session().unwrap().game().seats().len(), 4);
    // The turn's heading ("சிவப்பு உருட்ட வேண்டும்") keeps to one line, so the last
    // player's line, Blue's, stays in the window too.
    for name in ["சிவப்பு", "பச்சை", "மஞ்சள்", "நீலம்"]
    {
        let lines: Vec<_> = harness.query_all_by_label_contains(name).collect();
        assert!(!lines.is_empty(), "{name} is not shown");
        let lowest = lines
            .iter()
            .map(|node| node.rect().bottom())
            .fold(f32::MIN, f32::max);
        assert!(
            lowest <= 480.0,
            "{name}'s line lies below the window: {lowest}"
        );
    }
}
