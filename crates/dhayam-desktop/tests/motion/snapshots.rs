//! Pictures of motion for `docs/screenshots` at 1280x800: the dice mid-roll, a pawn
//! mid-hop with its way shown, a cut pawn in flight and the King's celebration. Time is
//! driven frame by frame (1/60 s each), so every run draws the same picture.

use dhayam_core::Move;
use dhayam_core::path::CENTRE_INDEX;
use dhayam_desktop::{Command, DhayamApp, PlayerCount};
use dhayam_store::{AnimationSpeed, Settings, TableSettings};
use dhayam_table::Command as TableCommand;
use dhayam_table::RandomDice;
use egui_kittest::Harness;

use super::common;

const FRAME: f32 = 1.0 / 60.0;

/// A seeded game at 1280x800, set up and started with nothing animating.
fn started(seed: u64, count: PlayerCount) -> Harness<'static, DhayamApp> {
    let mut choice = common::all_human();
    choice.count = count;
    started_with(seed, choice, egui::Theme::Light)
}

/// A seeded game of `choice` at 1280x800 in `theme`, started with nothing animating.
pub(crate) fn started_with(
    seed: u64,
    choice: dhayam_desktop::SetupChoice,
    theme: egui::Theme,
) -> Harness<'static, DhayamApp> {
    // Every move is chosen here: none plays itself.
    let settings = Settings {
        table: TableSettings {
            auto_play_forced: false,
            ..common::instant().table
        },
        ..common::instant()
    };
    let app = DhayamApp::with_dice(Box::new(RandomDice::seeded(seed)), choice, settings);
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_theme(theme)
        .with_step_dt(FRAME)
        .wgpu()
        .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    harness
}

/// Plays on at once (throwing, and choosing with `choose`) until `stop` picks a move among
/// a person's moves; returns it, unplayed. The game must reach one within `steps`.
pub(crate) fn play_until(
    harness: &mut Harness<'static, DhayamApp>,
    steps: usize,
    choose: impl Fn(&[Move]) -> Move,
    stop: impl Fn(&DhayamApp, &[Move]) -> Option<Move>,
) -> Move {
    for _ in 0..steps {
        let app = harness.state();
        let table = app.table();
        let command = if table.person_to_throw() {
            TableCommand::Throw
        } else {
            let moves = table.person_moves();
            if let Some(mv) = stop(app, &moves) {
                return mv;
            }
            TableCommand::Play(choose(&moves))
        };
        harness.state_mut().apply(Command::Table(command));
    }
    panic!("no such move within {steps} steps");
}

/// From now on, things move at the normal speed.
pub(crate) fn normal_speed(harness: &mut Harness<'static, DhayamApp>) {
    common::change_settings(harness.state_mut(), |s: &mut Settings| {
        s.table.animation = AnimationSpeed::Normal;
    });
}

/// Steps frames for `seconds` of time.
pub(crate) fn frames(harness: &mut Harness<'static, DhayamApp>, seconds: f32) {
    for _ in 0..(seconds / FRAME).round() as usize {
        harness.step();
    }
}

pub(crate) fn save(harness: &mut Harness<'static, DhayamApp>, name: &str) {
    harness.snapshot_options(
        name,
        &egui_kittest::SnapshotOptions::new().output_path("../../docs/screenshots"),
    );
}

#[test]
fn dice_mid_roll() {
    let mut harness = started(7, PlayerCount::Four);
    play_until(
        &mut harness,
        400,
        |m| m[0],
        |app, moves| {
            (app.table().session()?.log().len() > 20 && moves.len() >= 2).then_some(moves[0])
        },
    );
    let mv = harness.state().table().person_moves()[0];
    harness
        .state_mut()
        .apply(Command::Table(TableCommand::Play(mv)));
    normal_speed(&mut harness);
    // Whoever is next throws, if a person; the seeded game has one there.
    assert!(harness.state().table().person_to_throw());
    harness
        .state_mut()
        .apply(Command::Table(TableCommand::Throw));
    frames(&mut harness, 0.15);
    assert!(
        harness
            .state()
            .table()
            .rolling(harness.ctx.input(|i| i.time))
    );
    save(&mut harness, "dice-roll");
}

#[test]
fn a_pawn_mid_hop_with_its_way() {
    let mut harness = started(7, PlayerCount::Four);
    let mv = play_until(
        &mut harness,
        600,
        |m| m[0],
        |app, moves| {
            let game = app.table().session()?.game();
            let far = moves
                .iter()
                .find(|m| m.value >= 4 && m.from.is_some() && game.cut_by(**m).is_none())?;
            (moves.len() >= 2).then_some(*far)
        },
    );
    normal_speed(&mut harness);
    harness
        .state_mut()
        .apply(Command::Table(TableCommand::Play(mv)));
    // Into the second square's hop, at the top of its arc.
    frames(&mut harness, 0.12 * 1.5);
    save(&mut harness, "hop");
}

#[test]
fn a_cut_pawn_in_flight() {
    let mut harness = started(3, PlayerCount::Four);
    let mv = play_until(
        &mut harness,
        3000,
        |m| m[m.len() - 1],
        |app, moves| {
            let game = app.table().session()?.game();
            moves.iter().find(|m| game.cut_by(**m).is_some()).copied()
        },
    );
    normal_speed(&mut harness);
    harness
        .state_mut()
        .apply(Command::Table(TableCommand::Play(mv)));
    // The cutter walks its squares, then the cut pawn flies home in four steps' time.
    frames(&mut harness, 0.12 * f32::from(mv.value) + 0.12 * 1.6);
    save(&mut harness, "cut");
}

#[test]
fn the_kings_celebration() {
    let mut harness = started(5, PlayerCount::Two);
    let last = |m: &[Move]| *m.iter().max_by_key(|m| m.to).unwrap_or(&m[0]);
    let mv = play_until(&mut harness, 20_000, last, |app, moves| {
        let game = app.table().session()?.game();
        let seat = game.turn();
        let crowning = game.centre_count(seat) + 1 == game.pawns_per_player();
        moves
            .iter()
            .find(|m| crowning && m.to == CENTRE_INDEX)
            .copied()
    });
    normal_speed(&mut harness);
    harness
        .state_mut()
        .apply(Command::Table(TableCommand::Play(mv)));
    let walk = 0.12 * f32::from(mv.value);
    frames(&mut harness, walk + 1.6);
    let session = harness.state().session().unwrap();
    assert!(session.game().winner().is_some());
    save(&mut harness, "king");
}

#[test]
fn a_hovered_pawn_shows_its_way() {
    use egui_kittest::kittest::Queryable as _;
    let mut harness = started(7, PlayerCount::Four);
    let mv = play_until(
        &mut harness,
        600,
        |m| m[0],
        |app, moves| {
            let game = app.table().session()?.game();
            let far = moves
                .iter()
                .find(|m| m.value >= 4 && m.from.is_some() && game.cut_by(**m).is_none())?;
            (moves.len() >= 2).then_some(*far)
        },
    );
    harness.run();
    let game = harness.state().session().unwrap().game();
    let seat = game.turn();
    let place = game.pawn(seat, mv.pawn).unwrap();
    let label = common::pawn_label(seat, mv.pawn, place);
    harness.get_by_label(&label).hover();
    harness.run();
    save(&mut harness, "way");
}
