//! The 5x5 board with four cowries: chosen on the setup screen (in English and in Tamil),
//! drawn from the game's own board, thrown with the cowries in the tray, and played to the
//! end by computers with every frame drawn.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness_for, instant, pump_until};
use dhayam_ai::Level;
use dhayam_core::Variant;
use dhayam_desktop::{DhayamApp, PlayerCount, SetupChoice};
use dhayam_store::{Language, PlayerKind, Settings};
use dhayam_table::RandomDice;
use egui::accesskit::{Role, Toggled};
use egui_kittest::kittest::{NodeT as _, Queryable as _};

fn app(choice: SetupChoice, settings: Settings) -> DhayamApp {
    DhayamApp::with_dice(Box::new(RandomDice::seeded(7)), choice, settings).thinking_inline()
}

#[test]
fn the_setup_screen_chooses_the_5x5_board_with_its_four_pawns() {
    let choice = SetupChoice {
        pawns: 6,
        ..all_human()
    };
    let mut harness = harness_for(app(choice, instant()), [1280.0, 800.0]);
    harness.run();
    let dhayam =
        harness.get_by_role_and_label(Role::RadioButton, "Dhayam: the 7x7 board, two long dice");
    assert_eq!(dhayam.accesskit_node().toggled(), Some(Toggled::True));
    assert!(harness.query_by_label("The 7x7 board of Dhayam").is_some());
    let thayam = "Thayam: the 5x5 board, four cowries";
    harness
        .get_by_role_and_label(Role::RadioButton, thayam)
        .click();
    harness.run();
    let thayam = harness.get_by_role_and_label(Role::RadioButton, thayam);
    assert_eq!(thayam.accesskit_node().toggled(), Some(Toggled::True));
    assert!(
        harness
            .get_by_label("6 pawns")
            .accesskit_node()
            .is_disabled()
    );
    assert!(
        harness
            .query_by_label_contains("played with four pawns")
            .is_some()
    );
    // Its own rules are named as such, nothing enters (pawns start at home), and throw
    // first names the cowries' bonus values.
    assert!(harness.query_by_label("(custom)").is_none());
    assert!(harness.query_by_label("Thayam's own").is_some());
    assert!(harness.query_by_label("Entering").is_none());
    assert!(
        harness
            .query_by_label_contains("throw again on every 4 or 8")
            .is_some()
    );
    harness.get_by_label("Start game").click();
    harness.run();
    let game = harness.state().session().expect("the game starts").game();
    assert_eq!(game.variant(), Variant::Thayam);
    assert_eq!(game.pawns_per_player(), 4);
    assert_eq!(*game.rules(), Variant::Thayam.default_rules());
}

#[test]
fn the_tamil_setup_screen_names_the_cowrie_board() {
    let mut settings = instant();
    settings.preferences.language = Language::Tamil;
    let mut harness = harness_for(app(all_human(), settings), [1280.0, 800.0]);
    harness.run();
    let thayam = "தாயம்: 5x5 கட்டங்கள், நான்கு சோழிகள்";
    harness
        .get_by_role_and_label(Role::RadioButton, thayam)
        .click();
    harness.run();
    assert!(harness.query_by_label("சோழித் தாயத்தின் 5x5 பலகை").is_some());
    harness.key_press(egui::Key::Enter);
    harness.run();
    let game = harness.state().session().expect("the game starts").game();
    assert_eq!(game.board().size(), 5);
    assert!(
        harness
            .query_by_label("1-ஆம் சோழி இன்னும் உருட்டப்படவில்லை")
            .is_some()
    );
}

#[test]
fn a_5x5_game_is_drawn_from_its_board_and_thrown_with_cowries() {
    let mut choice = all_human();
    choice.count = PlayerCount::Four;
    choice.choose_variant(Variant::Thayam);
    let mut harness = harness_for(app(choice, instant()), [1280.0, 800.0]);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    // Twenty-five squares, each named once; the four cowries wait in the tray.
    assert_eq!(harness.query_all_by_role(Role::Cell).count(), 25);
    // The pawns start on their homes: no yard, so no empty yard band round the board.
    assert!(harness.query_by_label_contains(" yard: ").is_none());
    assert!(harness.query_by_label("Centre").is_some());
    for shell in 1..=4 {
        let label = format!("Cowrie {shell} not thrown yet");
        assert!(harness.query_by_label(&label).is_some(), "{label}");
    }
    harness.key_press(egui::Key::Space);
    pump_until(&mut harness, "the cowries to land", |app| {
        app.session().is_some_and(|s| s.last_throw().is_some())
    });
    harness.run();
    let (_, throw) = harness.state().session().unwrap().last_throw().unwrap();
    let shells = throw.shells().expect("a 5x5 game throws cowries");
    let up = shells.iter().filter(|&&up| up).count();
    assert_eq!(throw.value(), if up == 0 { 8 } else { up as u8 });
    for (k, &mouth_up) in shells.iter().enumerate() {
        let side = if mouth_up { "up" } else { "down" };
        let label = format!("Cowrie {} lies mouth {side}", k + 1);
        assert!(harness.query_by_label(&label).is_some(), "{label}");
    }
    assert!(harness.query_by_label("Die 1 not thrown yet").is_none());
}

#[test]
fn computers_play_a_5x5_game_to_the_end_with_every_frame_drawn() {
    let mut choice = SetupChoice {
        count: PlayerCount::Four,
        ..SetupChoice::default()
    };
    for seat in &mut choice.seats {
        seat.kind = PlayerKind::Computer(Level::Easy);
    }
    choice.choose_variant(Variant::Thayam);
    choice.rules.play_on = false;
    let mut harness = harness_for(app(choice, instant()), [900.0, 640.0]);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.step();
    assert!(harness.state().session().is_some(), "Enter starts the game");
    // Stacks of one seat's pawns, cuts and the centre are all drawn along the way.
    pump_until(&mut harness, "the first player home", |app| {
        app.session().is_some_and(|s| s.game().is_over())
    });
    let game = harness.state().session().unwrap().game();
    assert_eq!(game.variant(), Variant::Thayam);
    assert!(game.winner().is_some());
}

/// The rules window of a game on `variant` in `language`: its paragraphs' texts.
fn rules_of(variant: Variant, language: Language) -> egui_kittest::Harness<'static, DhayamApp> {
    let mut choice = all_human();
    choice.choose_variant(variant);
    let mut settings = instant();
    settings.preferences.language = language;
    let mut harness = harness_for(app(choice, settings), [1280.0, 800.0]);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(
        harness
            .state()
            .session()
            .expect("the game starts")
            .game()
            .variant(),
        variant
    );
    let rules = dhayam_desktop::Words::new(language).text("rules-title");
    harness.get_by_label(&rules).click();
    harness.run();
    assert!(harness.state().rules_shown());
    harness
}

#[test]
fn the_rules_of_a_5x5_game_tell_its_start_cuts_and_gate_in_english_and_tamil() {
    for language in [Language::English, Language::Tamil] {
        let words = dhayam_desktop::Words::new(language);
        let harness = rules_of(Variant::Thayam, language);
        for id in [
            "rules-aim-5x5",
            "rules-cowries",
            "rules-start-title",
            "rules-start-5x5",
            "rules-cutting-5x5",
            "rules-gate-5x5",
            "rules-house-5x5",
            "rules-paths-5x5",
        ] {
            let text = words.text(id);
            assert!(harness.query_by_label(&text).is_some(), "{id}: {text}");
        }
        // Nothing of the 7x7 board's yard, entering on a 1 or 5, or circling gate.
        for id in [
            "rules-aim",
            "rules-dice",
            "rules-entering",
            "rules-cutting",
            "rules-gate",
            "rules-house",
            "rules-paths",
        ] {
            let text = words.text(id);
            assert!(harness.query_by_label(&text).is_none(), "{id}: {text}");
        }
    }
    // The 7x7 board's rules are as they were, and its pawns wait in their yards.
    let harness = rules_of(Variant::Dhayam, Language::English);
    assert!(harness.query_by_label("Red yard: 4 pawns").is_some());
    let words = dhayam_desktop::Words::new(Language::English);
    for id in [
        "rules-entering",
        "rules-cutting",
        "rules-gate",
        "rules-paths",
    ] {
        assert!(harness.query_by_label(&words.text(id)).is_some(), "{id}");
    }
    assert!(
        harness
            .query_by_label(&words.text("rules-start-5x5"))
            .is_none()
    );
}
