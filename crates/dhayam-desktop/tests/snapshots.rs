//! Headless image snapshots of the start board, 2 and 4 players, light and dark.
//! Run with `cargo test -p dhayam-desktop --features snapshots` (needs a wgpu adapter;
//! mesa's lavapipe will do). Update with `UPDATE_SNAPSHOTS=1`.
#![cfg(feature = "snapshots")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "across/snapshots.rs"]
mod across;
#[path = "analysis/snapshots.rs"]
mod analysis;
#[path = "clock/snapshots.rs"]
mod clock;
mod common;
#[path = "loopback/mod.rs"]
mod loopback;
#[path = "motion/snapshots.rs"]
mod motion;
#[path = "practice/snapshots.rs"]
mod practice;
#[path = "teams/snapshots.rs"]
mod teams;
#[path = "thayam/snapshots.rs"]
mod thayam;
#[path = "turned/snapshots.rs"]
mod turned;
#[path = "tutor/snapshots.rs"]
mod tutor;
#[path = "walkthrough/snapshots.rs"]
mod walkthrough;

use common::all_human;
use dhayam_desktop::{DhayamApp, PlayerCount};
use dhayam_store::{BoardLook, Language, Preferences, Settings};
use dhayam_table::{RandomDice, ScriptedDice};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

fn start_board(count: PlayerCount, theme: egui::Theme, name: &str) {
    let mut choice = all_human();
    choice.count = count;
    let app = DhayamApp::with_dice(Box::new(RandomDice::seeded(1)), choice, common::instant());
    let mut harness = Harness::builder()
        .with_size([1000.0, 700.0])
        .with_theme(theme)
        .wgpu()
        .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert!(harness.state().session().is_some());
    harness.snapshot(name);
}

#[test]
fn start_board_two_players_light() {
    start_board(PlayerCount::Two, egui::Theme::Light, "start_2p_light");
}

#[test]
fn start_board_two_players_dark() {
    start_board(PlayerCount::Two, egui::Theme::Dark, "start_2p_dark");
}

#[test]
fn start_board_four_players_light() {
    start_board(PlayerCount::Four, egui::Theme::Light, "start_4p_light");
}

#[test]
fn start_board_four_players_dark() {
    start_board(PlayerCount::Four, egui::Theme::Dark, "start_4p_dark");
}

/// Tamil words with vowel signs on both sides of a consonant (கொ, கோ), a dead consonant
/// (க்), conjuncts (க்ஷ, ஸ்ரீ) and the game's own words, drawn by the bundled font.
fn tamil_sample(pixels_per_point: f32, name: &str) {
    let mut harness = Harness::builder()
        .with_size([420.0, 150.0])
        .with_pixels_per_point(pixels_per_point)
        .wgpu()
        .build_ui(|ui| {
            dhayam_desktop::install_fonts(ui.ctx());
            ui.heading("தாயம் Dhayam");
            ui.label("காய், கட்டம், வெட்டு, ராஜா, தாயக்கட்டை");
            ui.label("கொ கோ கௌ கை க் க்ஷ ஸ்ரீ ஞ்ச ந்த ட்ட");
            ui.monospace("தாயம் 1 2 3 12");
        });
    harness.run();
    harness.snapshot(name);
}

#[test]
fn tamil_text_at_1x() {
    tamil_sample(1.0, "tamil_text_1x");
}

#[test]
fn tamil_text_at_2x() {
    tamil_sample(2.0, "tamil_text_2x");
}

/// A two-player game in Tamil after Red's தாயம், with a pawn entered and the log in Tamil.
fn tamil_game(size: [f32; 2]) -> Harness<'static, DhayamApp> {
    let settings = Settings {
        preferences: Preferences {
            language: Language::Tamil,
            ..common::instant().preferences
        },
        ..common::instant()
    };
    let app = DhayamApp::with_dice(
        Box::new(ScriptedDice::values([1, 3])),
        all_human(),
        settings,
    );
    let mut harness = Harness::builder()
        .with_size(size)
        .with_theme(egui::Theme::Light)
        .with_max_steps(16)
        .wgpu()
        .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app);
    harness.run();
    // The start button may be below a short window's fold: Enter starts too.
    harness.get_by_label("ஆட்டத்தைத் தொடங்கு");
    harness.key_press(egui::Key::Enter);
    harness.run();
    // A 1: one of the four pawns in the yard enters, one choice, played by itself.
    harness.get_by_label("உருட்டு").click();
    harness.run();
    harness.get_by_label("சிவப்பு 1-ஆம் காய், கட்டம் 0-இல்");
    harness.get_by_label("உருட்டு").click();
    harness.run();
    harness.get_by_label("சிவப்பு 1-ஆம் காய், கட்டம் 3-இல்");
    harness
}

#[test]
fn board_in_tamil() {
    let mut harness = tamil_game([1000.0, 700.0]);
    harness.snapshot("board_tamil");
}

#[test]
fn rules_window_in_tamil() {
    let mut harness = tamil_game([1000.0, 900.0]);
    harness.get_by_label("விதிகள்").click();
    harness.run();
    assert!(harness.state().rules_shown());
    harness.snapshot("rules_tamil");
}

/// A four-player game under way with a hint shown, drawn at `size` in `language` and `theme`
/// as `docs/screenshots/NAME.png`. Compared like the other snapshots, so a stale picture in
/// the docs fails; after a deliberate change of the look, `UPDATE_SNAPSHOTS=1` redraws it.
fn docs_picture(size: [f32; 2], language: Language, theme: egui::Theme, name: &str) {
    docs_picture_with(size, 1.0, theme, name, |s| s.language = language);
}

/// [`docs_picture`] with `look` changing the preferences, at `pixels_per_point`.
fn docs_picture_with(
    size: [f32; 2],
    pixels_per_point: f32,
    theme: egui::Theme,
    name: &str,
    look: impl FnOnce(&mut Preferences),
) {
    use dhayam_desktop::Command;
    use dhayam_table::Command as TableCommand;
    let mut choice = all_human();
    choice.count = PlayerCount::Four;
    let mut settings = common::instant();
    look(&mut settings.preferences);
    let app =
        DhayamApp::with_dice(Box::new(RandomDice::seeded(7)), choice, settings).thinking_inline();
    let mut harness = Harness::builder()
        .with_size(size)
        .with_pixels_per_point(pixels_per_point)
        .with_theme(theme)
        .wgpu()
        .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    // Thirty moves in (each the first the rules list), stopping where a person chooses.
    let mut moves = 0;
    loop {
        let table = harness.state().table();
        let choosing = table.person_moves().len() >= 2;
        if moves >= 30 && choosing {
            break;
        }
        let command = if table.person_to_throw() {
            TableCommand::Throw
        } else {
            moves += 1;
            TableCommand::Play(table.person_moves()[0])
        };
        harness.state_mut().apply(Command::Table(command));
        harness.run();
    }
    harness
        .state_mut()
        .apply(Command::Table(TableCommand::Hint));
    harness.run();
    assert!(harness.state().hint().is_some());
    harness.snapshot_options(
        name,
        &egui_kittest::SnapshotOptions::new().output_path("../../docs/screenshots"),
    );
}

#[test]
fn docs_picture_1280x800() {
    docs_picture(
        [1280.0, 800.0],
        Language::English,
        egui::Theme::Light,
        "board",
    );
}

#[test]
fn docs_picture_640x480() {
    docs_picture(
        [640.0, 480.0],
        Language::English,
        egui::Theme::Light,
        "board-640x480",
    );
}

/// A 2560x1440 window zooms to 1.8 (`screens::scale`): it shows what a 1422x800 window
/// shows, 1.8 times as big, as a screen of that many pixels per point does.
#[test]
fn docs_picture_2560x1440() {
    let zoom = 1.8;
    docs_picture_with(
        [2560.0 / zoom, 1440.0 / zoom],
        zoom,
        egui::Theme::Light,
        "board-2560x1440",
        |_| {},
    );
}

fn theme_picture(look: BoardLook, theme: egui::Theme, name: &str) {
    docs_picture_with([1280.0, 800.0], 1.0, theme, name, |s| s.board_look = look);
}

#[test]
fn theme_plain_light() {
    theme_picture(BoardLook::Plain, egui::Theme::Light, "theme-plain-light");
}

#[test]
fn theme_plain_dark() {
    theme_picture(BoardLook::Plain, egui::Theme::Dark, "theme-plain-dark");
}

#[test]
fn theme_wood_light() {
    theme_picture(BoardLook::Wood, egui::Theme::Light, "theme-wood-light");
}

#[test]
fn theme_wood_dark() {
    theme_picture(BoardLook::Wood, egui::Theme::Dark, "theme-wood-dark");
}

#[test]
fn theme_chalk_light() {
    theme_picture(BoardLook::Chalk, egui::Theme::Light, "theme-chalk-light");
}

#[test]
fn theme_chalk_dark() {
    theme_picture(BoardLook::Chalk, egui::Theme::Dark, "theme-chalk-dark");
}

#[test]
fn colour_blind_seats() {
    docs_picture_with(
        [1280.0, 800.0],
        1.0,
        egui::Theme::Light,
        "colour-blind",
        |s| s.colour_blind = true,
    );
}

#[test]
fn rules_window_picture() {
    let app = DhayamApp::with_dice(
        Box::new(RandomDice::seeded(1)),
        all_human(),
        common::instant(),
    );
    let mut harness = Harness::builder()
        .with_size([1000.0, 900.0])
        .with_theme(egui::Theme::Light)
        .wgpu()
        .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app);
    harness.run();
    harness.get_by_label("Rules").click();
    harness.run();
    harness.snapshot_options(
        "rules",
        &egui_kittest::SnapshotOptions::new().output_path("../../docs/screenshots"),
    );
}

#[test]
fn docs_picture_in_tamil() {
    docs_picture(
        [1280.0, 800.0],
        Language::Tamil,
        egui::Theme::Dark,
        "board-tamil",
    );
}

/// `docs/screenshots/win-chances.png`: a four-player game under way with the win-chance bar.
#[test]
fn docs_picture_win_chances() {
    win_chances_picture([1280.0, 800.0], "win-chances");
}

/// `docs/screenshots/review.png`: the History replay viewer at a big mistake, with Hard's
/// review, its words on the dice and the play, and the win-chance graph with the dice's
/// lines of a finished two-player game (Medium against Easy).
/// Its date is in the local time zone: the picture is UTC's (`TZ=UTC`, as `.ci/run` runs).
#[test]
fn docs_picture_review() {
    review_picture(
        [1280.0, 800.0],
        Language::English,
        egui::Theme::Light,
        "review",
    );
}

/// `docs/screenshots/review-tamil.png`: the same in Tamil, dark.
#[test]
fn docs_picture_review_in_tamil() {
    review_picture(
        [1280.0, 800.0],
        Language::Tamil,
        egui::Theme::Dark,
        "review-tamil",
    );
}

/// A four-player game sixty moves in, where a person is to throw, with the bar, at `size`.
fn win_chances_picture(size: [f32; 2], name: &str) {
    use dhayam_desktop::Command;
    use dhayam_table::Command as TableCommand;
    let mut choice = all_human();
    choice.count = PlayerCount::Four;
    let settings = Settings {
        preferences: Preferences {
            show_win_chances: true,
            ..common::instant().preferences
        },
        ..common::instant()
    };
    let app =
        DhayamApp::with_dice(Box::new(RandomDice::seeded(7)), choice, settings).thinking_inline();
    let mut harness = Harness::builder()
        .with_size(size)
        .with_theme(egui::Theme::Light)
        .wgpu()
        .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    // Each move the first the rules list.
    let mut moves = 0;
    while moves < 60 || !harness.state().table().person_to_throw() {
        let table = harness.state().table();
        let command = if table.person_to_throw() {
            TableCommand::Throw
        } else {
            moves += 1;
            TableCommand::Play(table.person_moves()[0])
        };
        harness.state_mut().apply(Command::Table(command));
        harness.run();
    }
    harness.get_by_label_contains("Chances of winning: Red ");
    harness.snapshot_options(
        name,
        &egui_kittest::SnapshotOptions::new().output_path("../../docs/screenshots"),
    );
}

/// The replay viewer at the third big mistake of a seeded game, at `size`.
fn review_picture(size: [f32; 2], language: Language, theme: egui::Theme, name: &str) {
    use dhayam_ai::Level;
    use dhayam_core::{Phase, RecordedGame, Seat, Setup, Throw};
    use dhayam_store::{PlayerKind, SavedGame, SeatPlayer, Store, Theme};
    use rand::SeedableRng as _;

    let dir = tempfile::tempdir().unwrap();
    let mut game = RecordedGame::new(&Setup::new([Seat::South, Seat::North])).unwrap();
    let mut dice = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(14);
    let mut bots = [Level::Medium.bot(14), Level::Easy.bot(14)];
    loop {
        match game.game().phase() {
            Phase::AwaitingThrow(_) => {
                game.throw(Throw::random(&mut dice)).unwrap();
            }
            Phase::AwaitingMove(seat) => {
                let bot = &mut bots[usize::from(seat != Seat::South)];
                game.play(bot.choose(game.game()).unwrap()).unwrap();
            }
            Phase::Finished => break,
        }
    }
    let players = vec![
        SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
        SeatPlayer::new(Seat::North, "Bala", PlayerKind::Human),
    ];
    let saved = SavedGame::with_start(game, players, true, 1_780_000_000).unwrap();
    Store::open(dir.path()).unwrap().archive(&saved).unwrap();
    let options = dhayam_desktop::AppOptions {
        data_dir: Some(dir.path().to_path_buf()),
        ..dhayam_desktop::AppOptions::default()
    };
    let mut app = DhayamApp::open(Box::new(ScriptedDice::values([])), &options).thinking_inline();
    common::change_settings(&mut app, |s| {
        s.preferences.theme = match theme {
            egui::Theme::Light => Theme::Light,
            egui::Theme::Dark => Theme::Dark,
        };
        s.preferences.language = language;
    });
    // The buttons' and the review's words in the picture's language.
    let [history, replay, next, mistake, lost] = match language {
        Language::Tamil => [
            "வரலாறு",
            "1-ஆம் ஆட்டத்தை மீண்டும் பார்",
            "அடுத்த தவறு",
            "பெரிய தவறு: ",
            "தோற்ற",
        ],
        Language::English => [
            "History",
            "Replay game 1",
            "Next mistake",
            "Big mistake: ",
            " lost",
        ],
    };
    let mut harness = Harness::builder()
        .with_size(size)
        .with_theme(theme)
        .wgpu()
        .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app);
    harness.run();
    harness.get_by_label(history).click();
    harness.run();
    harness.get_by_label(replay).click();
    harness.run();
    for _ in 0..3 {
        harness.get_by_label(next).click();
        harness.run();
    }
    harness.get_by_label_contains(mistake);
    // The game is over: the review says whether the dice or the play decided it.
    harness.get_by_label_contains(lost);
    // The pointer rests in a corner of the table, where it hides no words.
    harness.hover_at(egui::pos2(20.0, size[1] - 20.0));
    harness.run();
    harness.snapshot_options(
        name,
        &egui_kittest::SnapshotOptions::new().output_path("../../docs/screenshots"),
    );
}
