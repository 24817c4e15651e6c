//! The end of a game on screen: the game-over panel ranks the players, crowns the King and
//! shows each player's numbers as the session counted them; Play again starts afresh.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use dhayam_core::Seat;
use dhayam_desktop::Command;
use dhayam_table::{Command as TableCommand, RandomDice};
use egui_kittest::kittest::Queryable as _;

type Harness = egui_kittest::Harness<'static, dhayam_desktop::DhayamApp>;

/// Plays the whole game at once, each person taking the move that goes furthest.
fn play_to_the_end(harness: &mut Harness) {
    for _ in 0..20_000 {
        let table = harness.state().table();
        if table.session().unwrap().game().is_over() {
            break;
        }
        let command = if table.person_to_throw() {
            TableCommand::Throw
        } else {
            let moves = table.person_moves();
            TableCommand::Play(*moves.iter().max_by_key(|m| m.to).unwrap())
        };
        harness.state_mut().apply(Command::Table(command));
    }
    harness.run();
}

#[test]
fn the_crown_sits_on_the_kings_own_yard() {
    let mut choice = common::all_human();
    choice.count = dhayam_desktop::PlayerCount::Four;
    let mut harness = common::harness(RandomDice::seeded(6), choice, [1280.0, 800.0]);
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    play_to_the_end(&mut harness);
    let game = harness.state().session().unwrap().game();
    let king = game.winner().unwrap();
    let seats = game.seats().to_vec();
    let colour = |seat: Seat| seat.colour().name();
    let crown = harness
        .get_by_label(&format!("The King's crown, {}", colour(king)))
        .rect();
    let yard = |seat: Seat| {
        harness
            .get_by_label_contains(&format!("{} yard:", colour(seat)))
            .rect()
    };
    assert!(
        yard(king).contains(crown.center()),
        "the crown {crown:?} sits on {king:?}'s yard {:?}",
        yard(king)
    );
    let nearest = seats
        .iter()
        .min_by(|a, b| {
            let (da, db) = (yard(**a).center(), yard(**b).center());
            da.distance(crown.center())
                .total_cmp(&db.distance(crown.center()))
        })
        .copied();
    assert_eq!(nearest, Some(king));
    assert_ne!(king, Seat::North, "a King away from the top of the board");
}

#[test]
fn the_game_over_panel_shows_the_ranking_and_everyone_s_numbers() {
    let mut harness = common::harness(RandomDice::seeded(5), common::all_human(), [1280.0, 800.0]);
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    assert!(
        harness.query_by_label("Cuts made").is_none(),
        "no panel while playing"
    );
    play_to_the_end(&mut harness);
    let session = harness.state().session().unwrap();
    let game = session.game();
    assert!(game.is_over());
    let king = game.winner().unwrap();
    let colour = |seat: Seat| seat.colour().name();
    assert_eq!(
        harness.query_all_by_label("Game over").count(),
        2,
        "the side panel and the panel's title"
    );
    harness.get_by_label(&format!("1. {}: King", colour(king)));
    for label in ["Cuts made", "Pawns lost", "Throws lost"] {
        harness.get_by_label(label);
    }
    let mut expected: Vec<String> = Vec::new();
    for &seat in game.ranking() {
        let n = session.numbers(seat);
        expected.extend([n.cuts_made, n.pawns_lost, n.throws_lost].map(|v| v.to_string()));
    }
    let king_numbers = session.numbers(king);
    assert!(
        king_numbers.throws_lost > 0,
        "a whole game loses some values: {king_numbers:?}"
    );
    for text in &expected {
        assert!(
            harness.query_all_by_label(text).next().is_some(),
            "{text} shown"
        );
    }
    harness.get_by_label("Play again").click();
    harness.run();
    let session = harness.state().session().unwrap();
    assert_eq!(session.step(), 0, "a fresh game");
    assert!(harness.query_by_label("Cuts made").is_none());
}

/// How long until the window wants its next frame, after the last one.
fn repaint_delay(harness: &egui_kittest::Harness<'_, dhayam_desktop::DhayamApp>) -> f64 {
    harness.output().viewport_output[&egui::ViewportId::ROOT]
        .repaint_delay
        .as_secs_f64()
}

#[test]
fn the_kings_confetti_repaints_while_it_falls_and_then_nothing_does() {
    use dhayam_core::path::CENTRE_INDEX;
    use dhayam_store::AnimationSpeed;
    let settings = dhayam_store::Settings {
        table: dhayam_store::TableSettings {
            auto_play_forced: false,
            ..common::instant().table
        },
        ..common::instant()
    };
    let app = dhayam_desktop::DhayamApp::with_dice(
        Box::new(RandomDice::seeded(5)),
        common::all_human(),
        settings,
    );
    let mut harness = egui_kittest::Harness::builder()
        .with_size([1280.0, 800.0])
        .with_step_dt(0.05)
        .build_ui_state(|ui, app: &mut dhayam_desktop::DhayamApp| app.show(ui), app);
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    // Everything at once until a person's move would make a King; that one at normal speed.
    let crowning = loop {
        let table = harness.state().table();
        let game = table.session().unwrap().game();
        assert!(!game.is_over(), "the King's move was found");
        let command = if table.person_to_throw() {
            TableCommand::Throw
        } else {
            let moves = table.person_moves();
            let last = game.centre_count(game.turn()) + 1 == game.pawns_per_player();
            if let Some(mv) = moves.iter().find(|m| last && m.to == CENTRE_INDEX) {
                break *mv;
            }
            TableCommand::Play(*moves.iter().max_by_key(|m| m.to).unwrap())
        };
        harness.state_mut().apply(Command::Table(command));
    };
    harness.run();
    common::change_settings(harness.state_mut(), |s| {
        s.table.animation = AnimationSpeed::Normal;
    });
    harness
        .state_mut()
        .apply(Command::Table(TableCommand::Play(crowning)));
    // The pawn walks, then the confetti falls for five seconds: two seconds in, it moves.
    for _ in 0..40 {
        harness.step();
    }
    assert!(harness.state().session().unwrap().game().is_over());
    assert!(repaint_delay(&harness) < 0.001, "confetti is falling");
    // Once it has fallen, the window sleeps.
    for _ in 0..120 {
        harness.step();
    }
    assert!(
        repaint_delay(&harness) > 60.0,
        "nothing moves, nothing repaints: {}",
        repaint_delay(&harness)
    );
    harness.get_by_label("Play again");
}
