//! Autosave and resume, undo, history replays and damaged saves, each in a temporary data
//! folder (never the player's own).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::path::Path;

use common::{all_human, harness_for, pawn_label, pump_until};
use dhayam_core::{Game, PawnPlace, Phase, RecordedGame, Seat, Setup, Throw};
use dhayam_desktop::{AppOptions, DhayamApp, DialogPurpose};
use dhayam_store::{PlayerKind, SavedGame, SeatPlayer, Store};
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use rand::SeedableRng as _;

/// The app on the data folder `dir` with scripted dice and instant animations.
fn app_in(dir: &Path, dice: ScriptedDice) -> Harness<'static, DhayamApp> {
    let options = AppOptions {
        data_dir: Some(dir.to_path_buf()),
        ..AppOptions::default()
    };
    let mut app = DhayamApp::open(Box::new(dice), &options);
    common::change_settings(&mut app, |s| {
        s.table.animation = dhayam_store::AnimationSpeed::Instant;
        s.table.computer_pace = dhayam_store::ComputerPace::Instant;
    });
    *app.choice_mut() = all_human();
    harness_for(app, [1100.0, 760.0])
}

fn start(harness: &mut Harness<'static, DhayamApp>) {
    harness.run();
    harness.get_by_label("Start game").scroll_to_me();
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
}

/// Clicks Throw and lets the frame run.
fn throw(harness: &mut Harness<'static, DhayamApp>) {
    harness.get_by_label("Throw").click();
    harness.run();
}

/// Clicks the pawn with this accessible name and lets the frame run.
fn click_pawn(harness: &mut Harness<'static, DhayamApp>, seat: Seat, number: u8, place: PawnPlace) {
    harness
        .get_by_label(&pawn_label(seat, number, place))
        .click();
    harness.run();
}

#[test]
fn resume_is_offered_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let played = {
        let mut harness = app_in(dir.path(), ScriptedDice::values([1, 3]));
        start(&mut harness);
        throw(&mut harness);
        // Any of the four pawns may enter with the 1: one choice, played by itself.
        harness.get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(0)));
        throw(&mut harness);
        harness.state().session().unwrap().saved().clone()
        // The app is dropped here, as when the window closes.
    };
    assert_eq!(played.record().moves.len(), 2, "entered, then moved 3");

    let mut harness = app_in(dir.path(), ScriptedDice::values([]));
    harness.run();
    assert!(harness.state().resume_offered());
    harness.get_by_label("An unfinished game");
    harness.get_by_label("Resume").click();
    harness.run();
    let session = harness.state().session().unwrap();
    assert_eq!(session.game(), played.game().game(), "the same position");
    assert_eq!(session.saved().players(), played.players());
    harness.get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(3)));
    harness.get_by_label("Yellow to throw");
}

#[test]
fn declining_the_offer_keeps_the_old_game_as_the_backup() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = app_in(dir.path(), ScriptedDice::values([3]));
        start(&mut harness);
        throw(&mut harness);
    }
    let mut harness = app_in(dir.path(), ScriptedDice::values([]));
    harness.run();
    harness.get_all_by_label("New game").next().unwrap().click();
    harness.run();
    assert!(!harness.state().resume_offered());
    harness.get_by_label("Start game");
    let store = Store::open(dir.path()).unwrap();
    assert!(!store.current_path().exists());
    assert!(store.backup_path().exists(), "set aside, not deleted");
}

#[test]
fn undo_takes_back_the_move_and_restores_the_same_throw() {
    let dir = tempfile::tempdir().unwrap();
    let dice = ScriptedDice::values([1, 1]);
    let mut harness = app_in(dir.path(), dice);
    start(&mut harness);
    throw(&mut harness);
    click_pawn(&mut harness, Seat::South, 1, PawnPlace::Yard);
    let game = harness.state().session().unwrap().game().clone();
    assert_eq!(
        game.phase(),
        Phase::AwaitingThrow(Seat::South),
        "a 1 earns another throw"
    );

    harness.get_by_label("Undo").click();
    harness.run();
    let session = harness.state().session().unwrap();
    assert_eq!(session.game().phase(), Phase::AwaitingMove(Seat::South));
    assert_eq!(
        session.last_throw().map(|(_, t)| t.value()),
        Some(1),
        "the same throw"
    );
    assert_eq!(session.recorded().record().throws.len(), 1, "no new throw");
    harness.get_by_label(&pawn_label(Seat::South, 1, PawnPlace::Yard));

    // Play a different pawn with the same 1, then undo with Ctrl+Z.
    click_pawn(&mut harness, Seat::South, 2, PawnPlace::Yard);
    harness.get_by_label(&pawn_label(Seat::South, 2, PawnPlace::Path(0)));
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    let session = harness.state().session().unwrap();
    assert_eq!(session.game().phase(), Phase::AwaitingMove(Seat::South));
    assert_eq!(session.game().yard_count(Seat::South), 4);
    // The save on disk is the undone game too.
    drop(harness);
    let resumed = Store::open(dir.path())
        .unwrap()
        .load_current()
        .value
        .unwrap();
    assert_eq!(
        resumed.game().game().phase(),
        Phase::AwaitingMove(Seat::South)
    );
}

#[test]
fn undo_also_takes_back_the_computer_moves_after_it_and_can_be_turned_off() {
    let dir = tempfile::tempdir().unwrap();
    // Red enters with a 1, then moves 3; Yellow (a computer) loses a 3; Red to throw.
    let mut harness = app_in(dir.path(), ScriptedDice::values([1, 3, 3]));
    harness.state_mut().choice_mut().seats[Seat::North.index()].kind =
        PlayerKind::Computer(dhayam_ai::Level::Easy);
    start(&mut harness);
    throw(&mut harness);
    // Any of the four pawns may enter with the 1: one choice, played by itself.
    harness.get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(0)));
    harness.get_by_label("Throw").click();
    pump_until(&mut harness, "Red to throw again", |app| {
        app.session().unwrap().game().phase() == Phase::AwaitingThrow(Seat::South)
            && app.session().unwrap().recorded().record().throws.len() == 3
    });
    harness.get_by_label("Undo").click();
    harness.run();
    let session = harness.state().session().unwrap();
    assert_eq!(session.game().phase(), Phase::AwaitingMove(Seat::South));
    assert_eq!(
        session.recorded().record().throws.len(),
        2,
        "Yellow's throw is gone too"
    );
    assert_eq!(session.last_throw().map(|(_, t)| t.value()), Some(3));
    harness.get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(0)));
    drop(harness);

    // A strict game: undo is off.
    let mut harness = app_in(dir.path(), ScriptedDice::values([1]));
    harness.run();
    harness.get_all_by_label("New game").next().unwrap().click();
    harness.run();
    harness.state_mut().choice_mut().undo = false;
    start(&mut harness);
    throw(&mut harness);
    // Any of the four pawns may enter with the 1: one choice, played by itself.
    harness.get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(0)));
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    let session = harness.state().session().unwrap();
    assert_eq!(
        session.recorded().record().moves.len(),
        1,
        "nothing taken back"
    );
    assert!(!session.can_undo());
}

/// A finished two-player game, played with the first legal move on seeded dice.
fn finished_game() -> SavedGame {
    let setup = Setup::new([Seat::South, Seat::North]);
    let mut game = RecordedGame::new(&setup).unwrap();
    let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(11);
    while !game.game().is_over() {
        match game.game().phase() {
            Phase::AwaitingThrow(_) => {
                game.throw(Throw::random(&mut rng)).unwrap();
            }
            Phase::AwaitingMove(_) => {
                let mv = game.game().legal_moves()[0];
                game.play(mv).unwrap();
            }
            Phase::Finished => {}
        }
    }
    let players = vec![
        SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
        SeatPlayer::new(Seat::North, "Bala", PlayerKind::Human),
    ];
    SavedGame::with_start(game, players, true, 1_780_000_000).unwrap()
}

/// The board shows every pawn of `game` where it stands.
fn board_shows(harness: &Harness<'static, DhayamApp>, game: &Game) {
    for &seat in game.seats() {
        for (pawn, place) in game.pawns_of(seat) {
            harness.get_by_label(&pawn_label(seat, pawn.number, place));
        }
    }
}

#[test]
fn a_replay_steps_forward_and_back() {
    let dir = tempfile::tempdir().unwrap();
    let saved = finished_game();
    Store::open(dir.path()).unwrap().archive(&saved).unwrap();
    let replay = dhayam_store::Replay::new(saved.record()).unwrap();
    let total = replay.len();

    let mut harness = app_in(dir.path(), ScriptedDice::values([]));
    harness.run();
    harness.get_by_label("History").click();
    harness.run();
    harness.get_by_label_contains("Asha (Red), Bala (Yellow)");
    harness.get_by_label("Replay game 1").click();
    harness.run();
    harness.get_by_label(&format!("Step 0 of {total}"));
    for _ in 0..3 {
        harness.get_by_label("Forward").click();
        harness.run();
    }
    harness.get_by_label(&format!("Step 3 of {total}"));
    board_shows(&harness, replay.position(3).unwrap());
    harness.get_by_label("Back").click();
    harness.run();
    assert_eq!(harness.state().replay_step(), Some(2));
    board_shows(&harness, replay.position(2).unwrap());
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    assert_eq!(harness.state().replay_step(), Some(3));
    harness.get_by_label("End").click();
    harness.run();
    harness.get_by_label(&format!("Step {total} of {total}"));
    board_shows(&harness, replay.position(total).unwrap());
    harness.get_by_label("Start").click();
    harness.run();
    board_shows(&harness, replay.position(0).unwrap());

    harness.get_by_label("Statistics").click();
    harness.run();
    harness.get_by_label("Asha");
    harness.get_by_label_contains("Value 2: seen");
}

#[test]
fn a_corrupt_save_is_reported_and_a_fresh_game_can_start() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("current.ron"), b"(format: 1, game: trunc").unwrap();
    let mut harness = app_in(dir.path(), ScriptedDice::values([1]));
    harness.run();
    assert!(!harness.state().resume_offered());
    let message = harness.state().messages().join("\n");
    assert!(message.contains("current.ron"), "{message}");
    assert!(message.contains("moved to"), "{message}");
    harness.get_by_label_contains("could not be used");
    let kept: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("corrupt"))
        .collect();
    assert_eq!(kept.len(), 1, "the bad file was kept aside");
    harness.get_by_label("OK").click();
    harness.run();
    assert!(harness.state().messages().is_empty());
    start(&mut harness);
    throw(&mut harness);
    drop(harness); // Writes what the autosaver holds.
    assert!(
        dir.path().join("current.ron").exists(),
        "the new game is saved"
    );
}

#[test]
fn a_second_window_on_the_same_folder_saves_nothing_and_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = app_in(dir.path(), ScriptedDice::values([1]));
    start(&mut first);
    throw(&mut first);
    // Any of the four pawns may enter with the 1: one choice, played by itself.
    first.get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(0)));
    let first_game = first.state().session().unwrap().game().clone();

    // A second app on the folder while the first runs: told why, and it plays on.
    let mut second = app_in(dir.path(), ScriptedDice::values([3, 3]));
    second.run();
    assert!(!second.state().resume_offered(), "not the first app's game");
    let message = second.state().messages().join("\n");
    assert!(
        message.contains("another Dhayam is already using the data folder"),
        "{message}"
    );
    second.get_by_label_contains("Games cannot be saved");
    second.get_by_label("OK").click();
    second.run();
    start(&mut second);
    throw(&mut second);
    let second_session = second.state().session().unwrap();
    assert_eq!(
        second_session.recorded().record().throws.len(),
        1,
        "the second app plays"
    );
    drop(second);

    // The first app's game is the one on disk, and it resumes after a restart.
    drop(first);
    let saved = Store::open(dir.path())
        .unwrap()
        .load_current()
        .value
        .unwrap();
    assert_eq!(saved.game().game(), &first_game);
    let mut again = app_in(dir.path(), ScriptedDice::values([]));
    again.run();
    assert!(again.state().resume_offered(), "the folder is free again");
    assert!(again.state().messages().is_empty());
}

#[test]
fn export_and_import_check_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    Store::open(dir.path())
        .unwrap()
        .archive(&finished_game())
        .unwrap();
    let mut harness = app_in(dir.path(), ScriptedDice::values([]));
    harness.run();
    harness.get_by_label("History").click();
    harness.run();
    let entry = harness.state().history()[0].path.clone();

    // Export, as the dialog's answer would.
    let exported = elsewhere.path().join("game.ron");
    harness
        .state_mut()
        .file_chosen(DialogPurpose::Export(entry), &exported);
    assert!(
        harness.state().messages()[0].contains("exported to"),
        "{:?}",
        harness.state().messages()
    );
    let game = dhayam_store::import_game(&exported).unwrap();
    assert_eq!(game.record(), finished_game().record());

    // A damaged file is refused, told, and nothing changes.
    let damaged = elsewhere.path().join("damaged.ron");
    let text = std::fs::read_to_string(&exported).unwrap();
    std::fs::write(&damaged, &text[..text.len() / 2]).unwrap();
    harness
        .state_mut()
        .file_chosen(DialogPurpose::Import, &damaged);
    harness.run();
    let said = harness.state().messages().join("\n");
    assert!(said.contains("could not be imported"), "{said}");
    assert_eq!(harness.state().history().len(), 1);
    assert!(damaged.exists(), "an import never moves the player's file");

    // A good file from elsewhere joins the history (a different game than the one there).
    let mut other = finished_game().record().clone();
    let mut game = RecordedGame::new(&other.setup).unwrap();
    game.throw(Throw::with_value(3).unwrap()).unwrap();
    other = game.record().clone();
    let bare = elsewhere.path().join("record.ron");
    std::fs::write(&bare, ron::to_string(&other).unwrap()).unwrap();
    harness
        .state_mut()
        .file_chosen(DialogPurpose::Import, &bare);
    harness.run();
    assert_eq!(
        harness.state().history().len(),
        2,
        "{:?}",
        harness.state().messages()
    );
    harness.get_by_label("Replay game 2");
}

#[test]
fn setup_names_and_settings_come_back_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = app_in(dir.path(), ScriptedDice::values([]));
        harness.run();
        harness.get_by_label("3 players").click();
        harness.run();
        harness.get_by_label("Yellow: Computer Hard").click();
        harness.run();
        harness.state_mut().choice_mut().seats[Seat::South.index()].name = "Asha".into();
        common::change_settings(harness.state_mut(), |s| {
            s.preferences.theme = dhayam_store::Theme::Dark;
        });
        start(&mut harness);
    }
    let stored = Store::open(dir.path()).unwrap().load_settings();
    assert!(stored.notices.is_empty());
    assert_eq!(stored.value.preferences.theme, dhayam_store::Theme::Dark);
    // Opened as a fresh app opens (`app_in` would replace the choice).
    let app = DhayamApp::open(
        Box::new(ScriptedDice::values([])),
        &AppOptions {
            data_dir: Some(dir.path().to_path_buf()),
            ..AppOptions::default()
        },
    );
    let mut harness = harness_for(app, [1100.0, 760.0]);
    harness.run();
    harness.get_by_label("Start game");
    let choice = harness.state_mut().choice_mut().clone();
    assert_eq!(choice.count, dhayam_desktop::PlayerCount::Three);
    assert_eq!(choice.seats[Seat::South.index()].name, "Asha");
    assert_eq!(
        choice.seats[Seat::North.index()].kind,
        PlayerKind::Computer(dhayam_ai::Level::Hard)
    );
    assert_eq!(
        harness.state().preferences().theme,
        dhayam_store::Theme::Dark
    );
    assert_eq!(
        harness.ctx.options(|o| o.theme_preference),
        egui::ThemePreference::Dark
    );
}

#[test]
fn a_save_from_a_newer_dhayam_is_kept_aside_and_told() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let text = finished_game().to_ron().unwrap();
    // The file's format, whichever it is written as, made a newer one's.
    let at = text.find("format: ").unwrap() + "format: ".len();
    let end = at + text[at..].find(',').unwrap();
    let text = format!("{}99{}", &text[..at], &text[end..]);
    std::fs::write(store.current_path(), text).unwrap();
    let mut harness = app_in(dir.path(), ScriptedDice::values([]));
    harness.run();
    assert!(!harness.state().resume_offered());
    harness.get_by_label_contains("newer Dhayam");
    let said = harness.state().messages().join("\n");
    assert!(said.contains("moved to"), "{said}");
    assert!(
        !store.current_path().exists(),
        "moved aside, never overwritten"
    );
    harness.get_by_label("Start game");
}

#[test]
fn the_start_after_a_crash_says_where_its_report_is() {
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("crash-20261201T000000Z.txt");
    std::fs::write(&report, "Dhayam crashed.").unwrap();
    let options = AppOptions {
        data_dir: Some(dir.path().to_path_buf()),
        crash_report: Some(report.clone()),
        ..dhayam_desktop::AppOptions::default()
    };
    let app = DhayamApp::open(Box::new(ScriptedDice::values([])), &options);
    let mut harness = harness_for(app, [1100.0, 760.0]);
    harness.run();
    harness.get_by_label_contains(&report.display().to_string());
    harness.get_by_label("Open the folder");
    harness.get_by_label("OK").click();
    harness.run();
    assert!(harness.query_by_label("Open the folder").is_none());
    assert!(harness.state().messages().is_empty());
}
