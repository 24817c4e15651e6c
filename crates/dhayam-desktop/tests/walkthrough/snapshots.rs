//! Pictures of the first-game tips (the pawn's also in the docs) and of a board turned for
//! a guest at a table joined from another computer.

use dhayam_core::{PawnPlace, Seat};
use dhayam_desktop::{Command, DhayamApp, PlayerCount};
use dhayam_store::{Preferences, Settings, TableSettings, Tip, Walkthrough};
use dhayam_table::{Command as TableCommand, ScriptedDice};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

use crate::common::{self, all_human};

/// Two people with these throws and the tips not yet `seen`, drawn at `size` and `zoom`,
/// South throwing and playing its first move until `shown` (a tip's words) is on screen.
/// Forced moves wait for the person, as they would with a choice.
fn tip_game(
    size: [f32; 2],
    zoom: f32,
    (throws, seen): (&[u8], &[Tip]),
    shown: &str,
) -> Harness<'static, DhayamApp> {
    let settings = Settings {
        table: TableSettings {
            auto_play_forced: false,
            ..common::instant().table
        },
        preferences: Preferences {
            walkthrough: Walkthrough {
                on: true,
                seen: seen.to_vec(),
            },
            ..common::instant().preferences
        },
    };
    let mut choice = all_human();
    choice.count = PlayerCount::Two;
    let dice = ScriptedDice::values(throws.iter().copied());
    let app = DhayamApp::with_dice(Box::new(dice), choice, settings);
    let mut harness = Harness::builder()
        .with_size([size[0] / zoom, size[1] / zoom])
        .with_pixels_per_point(zoom)
        .with_theme(egui::Theme::Light)
        .wgpu()
        .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    for step in 0.. {
        if harness.query_by_label(shown).is_some() {
            break;
        }
        assert!(step < 50, "the tip never came: {shown}");
        let table = harness.state().table();
        let command = if table.person_to_throw() {
            TableCommand::Throw
        } else {
            TableCommand::Play(table.person_moves()[0])
        };
        harness.state_mut().apply(Command::Table(command));
        harness.run();
    }
    harness
}

const PAWN_TIP: &str = "Ringed pawns can move with this throw. Click one, like this pawn, to move it (or press its number). To be warned before a move that gives chances away, turn on the tutor in Settings.";

/// The pawn's tip after South's first 1: every pawn in the yard may enter.
fn pawn_tip(size: [f32; 2], zoom: f32) -> Harness<'static, DhayamApp> {
    tip_game(size, zoom, (&[1, 3], &[Tip::Dice]), PAWN_TIP)
}

#[test]
fn docs_picture_walkthrough() {
    let mut harness = pawn_tip([1280.0, 800.0], 1.0);
    harness.snapshot_options(
        "walkthrough",
        &egui_kittest::SnapshotOptions::new().output_path("../../docs/screenshots"),
    );
}

#[test]
fn walkthrough_at_640x480() {
    pawn_tip([640.0, 480.0], 1.0).snapshot("walkthrough_640x480");
}

/// A 2560x1440 window zooms to 1.8 (`screens::scale`).
#[test]
fn walkthrough_at_2560x1440() {
    pawn_tip([2560.0, 1440.0], 1.8).snapshot("walkthrough_2560x1440");
}

#[test]
fn the_dice_tip() {
    let mut harness = tip_game(
        [1280.0, 800.0],
        1.0,
        (&[3], &[]),
        "Your turn to throw the two long dice: click Throw, or press Space.",
    );
    harness.snapshot("walkthrough_dice");
}

#[test]
fn the_gate_tip() {
    // 1 enters, 6 walks to index 6, 12 to 18: before the gate; a 4 to move.
    let mut harness = tip_game(
        [1280.0, 800.0],
        1.0,
        (&[1, 6, 12, 4], &[Tip::Dice, Tip::Pawn]),
        "This arrow is your gate to the inner squares. Your pawns go through only after you have cut someone's pawn; until then they go round the outer ring again.",
    );
    let game = harness.state().session().unwrap().game();
    assert_eq!(game.pawn(Seat::South, 0), Some(PawnPlace::Path(18)));
    harness.snapshot("walkthrough_gate");
}
