//! Shared helpers for the desktop tests.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::{PawnPlace, Seat, path::CENTRE_INDEX};
use dhayam_desktop::{Command, DhayamApp, SetupChoice};
use dhayam_store::{AnimationSpeed, ComputerPace, PlayerKind, Settings, Walkthrough};
use dhayam_table::DiceSource;
use egui_kittest::Harness;

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
        animation: AnimationSpeed::Instant,
        computer_pace: ComputerPace::Instant,
        show_win_chances: false,
        walkthrough: Walkthrough::off(),
        ..Settings::default()
    }
}

/// Changes the settings the way the menu does: one settings command for the table.
pub fn change_settings(app: &mut DhayamApp, change: impl FnOnce(&mut Settings)) {
    let mut settings = app.settings().clone();
    change(&mut settings);
    app.apply(Command::Table(dhayam_table::Command::ChangeSettings(
        settings,
    )));
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
