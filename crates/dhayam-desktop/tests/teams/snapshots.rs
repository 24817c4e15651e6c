//! A picture of team play for `docs/screenshots` at 1280x800: a four-player team game
//! under way in the light theme, each player's line naming the team.

use dhayam_core::{Seat, Sides};
use dhayam_desktop::{Command, PlayerCount};
use dhayam_table::Command as TableCommand;

use super::common;
use super::motion::{play_until, save, started_with};

#[test]
fn team_game_light() {
    let mut choice = common::all_human();
    choice.count = PlayerCount::Four;
    choice.sides = Sides::Teams;
    let mut harness = started_with(17, choice, egui::Theme::Light);
    // On until partners share a square and a person has a choice of moves.
    let mv = play_until(
        &mut harness,
        3000,
        |m| *m.iter().max_by_key(|m| m.to).unwrap_or(&m[0]),
        |app, legal| {
            let game = app.table().session()?.game();
            (legal.len() >= 2 && partners_share_a_square(game)).then_some(legal[0])
        },
    );
    assert!(harness.state().session().unwrap().game().is_team_game());
    harness
        .state_mut()
        .apply(Command::Table(TableCommand::Play(mv)));
    harness.run();
    save(&mut harness, "teams");
}

/// Whether two partners' pawns stand on one square of the board (the centre aside).
fn partners_share_a_square(game: &dhayam_core::Game) -> bool {
    let squares = |seat| {
        (0..game.pawns_per_player())
            .filter_map(move |n| game.pawn_square(seat, n))
            .filter(|square| *square != game.board().centre())
    };
    [(Seat::South, Seat::North), (Seat::East, Seat::West)]
        .into_iter()
        .any(|(a, b)| squares(a).any(|square| squares(b).any(|other| other == square)))
}
