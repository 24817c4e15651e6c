//! The first-game walkthrough in the window: each tip comes once, OK and Esc dismiss it,
//! it never stops play, Skip tips turns it off and the data folder keeps that, and the menu
//! turns it on again with every tip back.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness_for, pawn_label};
use dhayam_core::{PawnPlace, Seat};
use dhayam_desktop::{AppOptions, DhayamApp, PlayerCount};
use dhayam_store::{Preferences, Settings, Store, Tip, Walkthrough};
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

const DICE_TIP: &str = "Your turn to throw the two long dice: click Throw, or press Space.";
const PAWN_TIP: &str = "Ringed pawns can move with this throw. Click one, like this pawn, to move it (or press its number). To be warned before a move that gives chances away, turn on the tutor in Settings.";

/// Two people, South and North, with the walkthrough on and these throws, on the board.
fn game(throws: &[u8]) -> Harness<'static, DhayamApp> {
    let settings = Settings {
        preferences: Preferences {
            walkthrough: Walkthrough::default(),
            ..common::instant().preferences
        },
        ..common::instant()
    };
    let mut choice = all_human();
    choice.count = PlayerCount::Two;
    let dice = ScriptedDice::values(throws.iter().copied());
    let app = DhayamApp::with_dice(Box::new(dice), choice, settings);
    let mut harness = harness_for(app, [1100.0, 760.0]);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert!(harness.state().session().is_some());
    harness
}

fn shown(harness: &Harness<'static, DhayamApp>, text: &str) -> bool {
    harness.query_by_label(text).is_some()
}

fn seen(harness: &Harness<'static, DhayamApp>) -> Vec<Tip> {
    harness.state().preferences().walkthrough.seen.clone()
}

#[test]
fn the_dice_tip_comes_once_and_ok_dismisses_it_for_good() {
    // South: 3 (nothing to enter, the turn passes); North: 2 (the same); South: 3 again.
    let mut harness = game(&[3, 2, 3]);
    assert!(shown(&harness, DICE_TIP));
    assert!(shown(&harness, "Skip tips"));
    harness.get_by_label("OK").click();
    harness.run();
    assert!(!shown(&harness, DICE_TIP));
    assert_eq!(seen(&harness), vec![Tip::Dice]);
    for turn in 0..3 {
        assert!(harness.state().table().person_to_throw(), "turn {turn}");
        assert!(
            !shown(&harness, DICE_TIP),
            "the dice tip came back at turn {turn}"
        );
        harness.get_by_label("Throw").click();
        harness.run();
    }
    assert!(harness.state().preferences().walkthrough.on);
}

#[test]
fn a_tip_never_stops_play_and_goes_once_its_action_is_done() {
    // South throws a 1 (a pawn enters by itself: the four in the yard are one choice),
    // then a 5 (pawn 1 moves on, or another enters: a choice).
    let mut harness = game(&[1, 5]);
    assert!(shown(&harness, DICE_TIP));
    // Throwing past the dice tip is its action: it goes and counts as seen.
    harness.get_by_label("Throw").click();
    harness.run();
    assert!(!shown(&harness, DICE_TIP));
    assert!(!shown(&harness, PAWN_TIP), "nothing to choose: no pawn tip");
    harness.get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(0)));
    harness.get_by_label("Throw").click();
    harness.run();
    assert!(
        shown(&harness, PAWN_TIP),
        "a pawn that may move is pointed at"
    );
    assert_eq!(seen(&harness), vec![Tip::Dice]);
    // The board still takes clicks under the tip.
    harness
        .get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(0)))
        .click();
    harness.run();
    let game = harness.state().session().unwrap().game();
    assert_eq!(game.pawn(Seat::South, 0), Some(PawnPlace::Path(5)));
    assert!(!shown(&harness, PAWN_TIP));
    assert_eq!(seen(&harness), vec![Tip::Dice, Tip::Pawn]);
}

#[test]
fn escape_dismisses_the_tip() {
    let mut harness = game(&[3, 2]);
    assert!(shown(&harness, DICE_TIP));
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert!(!shown(&harness, DICE_TIP));
    assert_eq!(seen(&harness), vec![Tip::Dice]);
    assert!(
        harness.state().table().person_to_throw(),
        "nothing else changed"
    );
}

#[test]
fn skip_tips_turns_the_walkthrough_off_and_the_data_folder_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let options = AppOptions {
        data_dir: Some(dir.path().to_path_buf()),
        ..AppOptions::default()
    };
    let mut app = DhayamApp::open(Box::new(ScriptedDice::values([1, 3])), &options);
    assert!(app.preferences().walkthrough.on, "on for a new data folder");
    common::change_settings(&mut app, |s| {
        s.table.animation = dhayam_store::AnimationSpeed::Instant;
    });
    *app.choice_mut() = all_human();
    let mut harness = harness_for(app, [1100.0, 760.0]);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    harness.get_by_label("Skip tips").click();
    harness.run();
    assert!(!harness.state().preferences().walkthrough.on);
    assert!(!shown(&harness, DICE_TIP));
    let saved = Store::open(dir.path()).unwrap().load_settings().value;
    assert!(!saved.preferences.walkthrough.on, "saved off");
    harness.get_by_label("Throw").click();
    harness.run();
    assert!(!shown(&harness, PAWN_TIP), "no tips once skipped");
}

#[test]
fn the_menu_turns_the_tips_on_again_with_every_tip_back() {
    let mut harness = game(&[3, 2]);
    harness.get_by_label("OK").click();
    harness.run();
    assert!(!shown(&harness, DICE_TIP));
    harness.get_by_label("Settings").click();
    harness.run();
    harness.get_by_label("Show first-game tips").click();
    harness.run();
    assert!(!harness.state().preferences().walkthrough.on);
    if harness.query_by_label("Show first-game tips").is_none() {
        harness.get_by_label("Settings").click();
        harness.run();
    }
    harness.get_by_label("Show first-game tips").click();
    harness.run();
    let walkthrough = &harness.state().preferences().walkthrough;
    assert!(
        walkthrough.on && walkthrough.seen.is_empty(),
        "{walkthrough:?}"
    );
    assert!(shown(&harness, DICE_TIP), "the dice tip is back");
}
