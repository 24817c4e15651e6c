//! Pictures of the 5x5 board for `docs/screenshots` at 1280x800: a four-player game of
//! Thayam under way in the light and the dark theme, and its four cowries mid-throw.

use dhayam_core::Variant;
use dhayam_desktop::{Command, DhayamApp, PlayerCount};
use dhayam_table::Command as TableCommand;
use egui_kittest::Harness;

use super::common;
use super::motion::{frames, normal_speed, play_until, save, started_with};

/// A four-player game of Thayam from `seed`, played on at once until a person has a
/// choice of moves after `moves` moves or more.
fn under_way(seed: u64, theme: egui::Theme, moves: usize) -> Harness<'static, DhayamApp> {
    let mut choice = common::all_human();
    choice.count = PlayerCount::Four;
    choice.choose_variant(Variant::Thayam);
    let mut harness = started_with(seed, choice, theme);
    let mv = play_until(
        &mut harness,
        600,
        |m| m[0],
        |app, legal| {
            let log = app.table().session()?.log().len();
            (log > moves && legal.len() >= 2).then_some(legal[0])
        },
    );
    assert_eq!(harness.state().session().unwrap().game().board().size(), 5);
    harness
        .state_mut()
        .apply(Command::Table(TableCommand::Play(mv)));
    harness.run();
    harness
}

#[test]
fn thayam_board_light() {
    let mut harness = under_way(11, egui::Theme::Light, 40);
    save(&mut harness, "board-5x5-light");
}

#[test]
fn thayam_board_dark() {
    let mut harness = under_way(11, egui::Theme::Dark, 40);
    save(&mut harness, "board-5x5-dark");
}

#[test]
fn cowries_mid_throw() {
    let mut harness = under_way(11, egui::Theme::Light, 20);
    normal_speed(&mut harness);
    if !harness.state().table().person_to_throw() {
        let mv = harness.state().table().person_moves()[0];
        harness
            .state_mut()
            .apply(Command::Table(TableCommand::Play(mv)));
        frames(&mut harness, 3.0);
    }
    assert!(harness.state().table().person_to_throw());
    harness
        .state_mut()
        .apply(Command::Table(TableCommand::Throw));
    frames(&mut harness, 0.2);
    let now = harness.ctx.input(|i| i.time);
    assert!(harness.state().table().rolling(now));
    save(&mut harness, "cowries-throw");
}
