//! Shared helpers for the desktop tests.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::{PawnPlace, Seat, path::CENTRE_INDEX};
use dhayam_desktop::{Command, DhayamApp, SetupChoice};
use dhayam_store::{
    AnimationSpeed, ComputerPace, PlayerKind, Preferences, Settings, TableSettings, Walkthrough,
};
use dhayam_table::DiceSource;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

/// The app in a harness of `size`, on its setup screen, with instant animations.
pub fn harness(
    dice: impl DiceSource + 'static,
    choice: SetupChoice,
    size: [f32; 2],
) -> Harness<'static, DhayamApp> {
    let app = DhayamApp::with_dice(Box::new(dice), choice, instant());
    harness_for(app, size)
}

/// Settings for tests: nothing animates, computers act at once, and the win-chance bar
/// (estimated on a thread of its own, and tested in `win_chances.rs`) and the first-game
/// tips (tested in `walkthrough.rs`) are hidden.
pub fn instant() -> Settings {
    Settings {
        table: TableSettings {
            animation: AnimationSpeed::Instant,
            computer_pace: ComputerPace::Instant,
            ..TableSettings::default()
        },
        preferences: Preferences {
            show_win_chances: false,
            walkthrough: Walkthrough::off(),
            ..Preferences::default()
        },
    }
}

/// Changes the settings the way the menu does: the table's part by a command for the
/// table, the window's preferences by one for the window.
pub fn change_settings(app: &mut DhayamApp, change: impl FnOnce(&mut Settings)) {
    let mut settings = settings_of(app);
    change(&mut settings);
    let Settings { table, preferences } = settings;
    app.apply(Command::Table(dhayam_table::Command::ChangeSettings(table)));
    app.apply(Command::ChangePreferences(preferences));
}

/// The settings `app` would save now: its table's and its own preferences.
pub fn settings_of(app: &DhayamApp) -> Settings {
    Settings {
        table: app.table().settings().clone(),
        preferences: app.preferences().clone(),
    }
}

/// `app` in a harness of `size`.
pub fn harness_for(app: DhayamApp, size: [f32; 2]) -> Harness<'static, DhayamApp> {
    Harness::builder()
        .with_size(size)
        .with_max_steps(64)
        .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app)
}

/// Steps frames (sleeping a little while a computer thinks) until `done` holds; panics
/// after many frames.
pub fn pump_until(
    harness: &mut Harness<'static, DhayamApp>,
    what: &str,
    done: impl Fn(&DhayamApp) -> bool,
) {
    for _ in 0..20_000 {
        if done(harness.state()) {
            return;
        }
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("gave up waiting for {what}");
}

/// The key that picks pawn `pawn` (0-based) of the person to move: 1 to 6.
pub fn pawn_key(pawn: u8) -> egui::Key {
    const KEYS: [egui::Key; 6] = [
        egui::Key::Num1,
        egui::Key::Num2,
        egui::Key::Num3,
        egui::Key::Num4,
        egui::Key::Num5,
        egui::Key::Num6,
    ];
    KEYS[usize::from(pawn)]
}

/// An app for a picture: empty dice, every seat a person, decisions at once, in
/// `language` and `theme`.
pub fn app_for_picture(language: dhayam_store::Language, theme: egui::Theme) -> DhayamApp {
    let mut app = DhayamApp::with_dice(
        Box::new(dhayam_table::ScriptedDice::values([])),
        all_human(),
        instant(),
    )
    .thinking_inline();
    change_settings(&mut app, |s| {
        s.preferences.language = language;
        s.preferences.theme = match theme {
            egui::Theme::Light => dhayam_store::Theme::Light,
            egui::Theme::Dark => dhayam_store::Theme::Dark,
        };
    });
    app
}

/// `app` in a harness of `size` drawing real pixels (wgpu), in `theme`.
#[cfg(feature = "snapshots")]
pub fn picture_harness(
    app: DhayamApp,
    size: [f32; 2],
    theme: egui::Theme,
) -> Harness<'static, DhayamApp> {
    Harness::builder()
        .with_size(size)
        .with_theme(theme)
        .wgpu()
        .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app)
}

/// A setup choice with every seat human.
pub fn all_human() -> SetupChoice {
    let mut choice = SetupChoice::default();
    for seat in &mut choice.seats {
        seat.kind = PlayerKind::Human;
    }
    choice
}

/// The accessible name the board gives a pawn.
pub fn pawn_label(seat: Seat, number: u8, place: PawnPlace) -> String {
    let name = format!("{} pawn {}", seat.colour().name(), number + 1);
    match place {
        PawnPlace::Yard => format!("{name} in yard"),
        PawnPlace::Path(CENTRE_INDEX) => format!("{name} at the centre"),
        PawnPlace::Path(i) => format!("{name} on square {i}"),
    }
}

/// A two-player game (South against North) of at most `steps` throws and moves, each move
/// chosen at random from `seed`, started at `started` (seconds since 1970) with `players`
/// and kept in the history of `dir`.
pub fn archived_game(
    dir: &std::path::Path,
    seed: u64,
    steps: usize,
    players: [(&str, PlayerKind); 2],
    started: u64,
) -> dhayam_store::SavedGame {
    use dhayam_core::{Phase, RecordedGame, Setup};
    use rand::{RngExt as _, SeedableRng as _};
    let mut game = RecordedGame::new(&Setup::new([Seat::South, Seat::North])).unwrap();
    let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(seed);
    for _ in 0..steps {
        match game.game().phase() {
            Phase::AwaitingThrow(_) => {
                game.throw(dhayam_core::Throw::random(&mut rng)).unwrap();
            }
            Phase::AwaitingMove(_) => {
                let moves = game.game().legal_moves();
                let mv = moves[rng.random_range(0..moves.len())];
                game.play(mv).unwrap();
            }
            Phase::Finished => break,
        }
    }
    let [(south, south_kind), (north, north_kind)] = players;
    let players = vec![
        dhayam_store::SeatPlayer::new(Seat::South, south, south_kind),
        dhayam_store::SeatPlayer::new(Seat::North, north, north_kind),
    ];
    let saved = dhayam_store::SavedGame::with_start(game, players, true, started).unwrap();
    dhayam_store::Store::open(dir)
        .unwrap()
        .archive(&saved)
        .unwrap();
    saved
}

/// The app on the history of `dir`, reviewing (inline) the replay of its first game.
pub fn replay_first_game(dir: &std::path::Path) -> Harness<'static, DhayamApp> {
    let options = dhayam_desktop::AppOptions {
        data_dir: Some(dir.to_path_buf()),
        ..dhayam_desktop::AppOptions::default()
    };
    let app = DhayamApp::open(Box::new(dhayam_table::ScriptedDice::values([])), &options)
        .thinking_inline();
    let mut harness = harness_for(app, [1280.0, 800.0]);
    harness.run();
    harness.get_by_label("History").click();
    harness.run();
    harness.get_by_label("Replay game 1").click();
    harness.run();
    harness
}
