//! The 5x5 board's own house rules on the setup screen (RULES-5x5.md section 9): offered
//! on that board only, each one chosen by a click, and the game played under them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness_for, instant};
use dhayam_core::{GateRule, HouseRules, InnerSquares, PawnPlace, Seat, Start, ThreeBonuses};
use dhayam_desktop::{DhayamApp, SetupChoice};
use dhayam_store::{Language, Settings};
use dhayam_table::RandomDice;
use egui::accesskit::{Role, Toggled};
use egui_kittest::kittest::{NodeT as _, Queryable as _};

fn app(choice: SetupChoice, settings: Settings) -> DhayamApp {
    DhayamApp::with_dice(Box::new(RandomDice::seeded(7)), choice, settings).thinking_inline()
}

const THAYAM: &str = "Thayam: the 5x5 board, four cowries";
const DHAYAM: &str = "Dhayam: the 7x7 board, two long dice";

/// The labels of the 5x5 board's own choices, in English.
const OWN_CHOICES: [&str; 5] = [
    "In the yard",
    "1, 4 and 8",
    "No gate",
    "Never share a square",
    "The turn is void",
];

#[test]
fn the_5x5_boards_own_rules_are_chosen_by_clicks_and_played() {
    let mut harness = harness_for(app(all_human(), instant()), [1280.0, 800.0]);
    harness.run();
    // The 7x7 board has none of them.
    for label in OWN_CHOICES {
        assert!(harness.query_by_label(label).is_none(), "{label} on 7x7");
    }
    harness
        .get_by_role_and_label(Role::RadioButton, THAYAM)
        .click();
    harness.run();
    for label in [
        "On the home square",
        "4 and 8",
        "May share a square",
        "Nothing special",
    ] {
        let default = harness.get_by_role_and_label(Role::RadioButton, label);
        assert_eq!(
            default.accesskit_node().toggled(),
            Some(Toggled::True),
            "{label}"
        );
    }
    assert!(
        harness
            .query_by_label_contains("A 4 or an 8 earns another throw")
            .is_some()
    );
    for label in OWN_CHOICES {
        harness
            .get_by_role_and_label(Role::RadioButton, label)
            .click();
        harness.run();
    }
    assert!(harness.query_by_label("(custom)").is_some());
    assert!(
        harness
            .query_by_label_contains("throw again on every 1, 4 or 8")
            .is_some()
    );
    // The board's own words under its picture say so too.
    assert!(
        harness
            .query_by_label_contains("A 1, a 4 or an 8 earns another throw")
            .is_some()
    );
    assert!(
        harness
            .query_by_label_contains("A 4 or an 8 earns another throw")
            .is_none()
    );
    harness.get_by_label("Start game").click();
    harness.run();
    let game = harness.state().session().expect("the game starts").game();
    let rules = *game.rules();
    assert_eq!(
        rules,
        HouseRules {
            start: Start::Yard,
            bonus_one: true,
            gate: GateRule::Open,
            inner: InnerSquares::Apart,
            three_bonuses: ThreeBonuses::Void,
            ..dhayam_core::Variant::Thayam.default_rules()
        }
    );
    // Every pawn starts in the yard, and a 1 earns another throw.
    for seat in game.seats() {
        assert!(
            game.pawns_of(*seat)
                .all(|(_, place)| place == PawnPlace::Yard)
        );
    }
    assert!(game.is_bonus(1));
    assert!(game.is_gate_open(Seat::South));
}

#[test]
fn going_back_to_the_7x7_board_leaves_none_of_them_behind() {
    let mut harness = harness_for(app(all_human(), instant()), [1280.0, 800.0]);
    harness.run();
    harness
        .get_by_role_and_label(Role::RadioButton, THAYAM)
        .click();
    harness.run();
    harness
        .get_by_role_and_label(Role::RadioButton, "In the yard")
        .click();
    harness.run();
    harness
        .get_by_role_and_label(Role::RadioButton, DHAYAM)
        .click();
    harness.run();
    for label in OWN_CHOICES {
        assert!(harness.query_by_label(label).is_none(), "{label} on 7x7");
    }
    harness.get_by_label("Start game").click();
    harness.run();
    let game = harness
        .state()
        .session()
        .expect("the 7x7 game starts")
        .game();
    assert_eq!(*game.rules(), HouseRules::CLASSIC);
}

#[test]
fn the_tamil_setup_screen_names_them() {
    let mut settings = instant();
    settings.preferences.language = Language::Tamil;
    let mut harness = harness_for(app(all_human(), settings), [1280.0, 800.0]);
    harness.run();
    harness
        .get_by_role_and_label(Role::RadioButton, "தாயம்: 5x5 கட்டங்கள், நான்கு சோழிகள்")
        .click();
    harness.run();
    for label in ["கூட்டில்", "1, 4, 8", "வாயில் இல்லை", "அந்த முறை செல்லாது"]
    {
        assert!(
            harness.query_by_label(label).is_some(),
            "{label} on the Tamil screen"
        );
    }
}
