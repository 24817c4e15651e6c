//! Real flows through the window, by accessible label, with scripted dice.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness, pawn_label};
use dhayam_core::{PawnPlace, Phase, Seat};
use dhayam_desktop::PlayerCount;
use dhayam_table::{RandomDice, ScriptedDice};
use egui_kittest::kittest::Queryable as _;

fn log_texts(harness: &egui_kittest::Harness<'_, dhayam_desktop::DhayamApp>) -> Vec<String> {
    harness
        .state()
        .session()
        .map(|s| {
            let words = dhayam_desktop::Words::english();
            s.log()
                .iter()
                .map(|l| dhayam_desktop::log_line(&words, s.game(), l))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn two_players_enter_move_cut_bonus_and_lose_a_value() {
    let dice = ScriptedDice::values([1, 3, 1, 12, 3, 2]);
    let mut harness = harness(dice, all_human(), [1200.0, 800.0]);
    harness.run();

    // Set up a two-player game, South against North.
    harness.get_by_label("2 players").click();
    harness.run();
    harness
        .get_by_label("South and North (Red, Yellow)")
        .click();
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    assert!(harness.state().session().is_some(), "the game started");
    harness.get_by_label("Red to throw");

    // Red throws a 1: the dice show it; any of the four pawns in the yard may enter, which
    // is one choice, so pawn 1 enters by itself and the notice says so; once the 1 is
    // spent the rules give another throw (Event::ThrowAgain), which the panel says.
    harness.get_by_label("Throw").click();
    harness.run();
    harness.get_by_label("Die 1 shows blank");
    harness.get_by_label("Die 2 shows 1");
    harness.get_by_label("Red pawn 1 on square 0");
    harness.get_by_label("Red's only move, played by itself");
    harness.get_by_label("Throw again!");
    assert_eq!(
        harness.state().session().unwrap().game().phase(),
        Phase::AwaitingThrow(Seat::South),
        "a 1 is a bonus value: Red throws again"
    );

    // Red throws 3: the only legal move plays itself, and the turn passes to Yellow.
    harness.get_by_label("Throw").click();
    harness.run();
    harness.get_by_label("Red pawn 1 on square 3");
    harness.get_by_label("Yellow to throw");
    assert!(
        log_texts(&harness).contains(&"Red throws 3 and moves pawn 1 from square 0 to 3".into()),
        "{:?}",
        log_texts(&harness)
    );

    // Yellow enters with a 1, runs 12 to the far corner, then 3 lands on Red and cuts it.
    harness.get_by_label("Throw").click();
    harness.run();
    harness.get_by_label("Yellow pawn 1 on square 0");
    harness.get_by_label("Throw").click();
    harness.run();
    harness.get_by_label("Yellow pawn 1 on square 12");
    harness.get_by_label("Throw").click();
    harness.run();
    harness.get_by_label("Yellow pawn 1 on square 15");
    harness.get_by_label("Red pawn 1 in yard");
    let game = harness.state().session().unwrap().game();
    assert!(game.has_cut(Seat::North), "Yellow's gate is open");
    assert_eq!(game.phase(), Phase::AwaitingThrow(Seat::South));
    assert!(
        log_texts(&harness)
            .iter()
            .any(|l| l.starts_with("Yellow cuts Red")),
        "{:?}",
        log_texts(&harness)
    );

    // Red throws 2 with every pawn in the yard: the value is lost, the notice and the log
    // say why, and play passes.
    harness.get_by_label("Throw").click();
    harness.run();
    harness.get_by_label("No move: Red loses the 2");
    harness.get_by_label("Pawns in the yard need a 1 or a 5 to come in.");
    harness.get_by_label("Yellow to throw");
    assert_eq!(
        log_texts(&harness).last().map(String::as_str),
        Some(
            "Red throws 2 but cannot use the 2; it is lost. Pawns in the yard need a 1 or a 5 \
             to come in."
        )
    );
}

#[test]
fn keys_throw_cycle_and_pick_pawns() {
    let dice = ScriptedDice::values([1, 1, 5, 2]);
    let mut choice = all_human();
    choice.count = PlayerCount::Four;
    let mut harness = harness(dice, choice, [1200.0, 800.0]);
    harness.run();
    harness.key_press(egui::Key::Enter); // starts the game from the setup screen
    harness.run();
    assert_eq!(
        harness.state().session().unwrap().game().seats().len(),
        4,
        "four players"
    );

    // A 1 with every pawn in the yard: one choice, so pawn 1 enters by itself.
    harness.key_press(egui::Key::Space);
    harness.run();
    harness.get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(0)));

    // Another 1: pawn 1 steps on, or a pawn enters (the three in the yard are one
    // choice, so Tab marks two moves in turn). Tab once, Enter: pawn 1 steps on.
    harness.key_press(egui::Key::Space);
    harness.run();
    harness.key_press(egui::Key::Tab);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    harness.get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Path(1)));

    // A 5: Tab twice marks the entry; Enter plays it.
    harness.key_press(egui::Key::Space);
    harness.run();
    harness.key_press(egui::Key::Tab);
    harness.run();
    harness.key_press(egui::Key::Tab);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    harness.get_by_label(&pawn_label(Seat::South, 1, PawnPlace::Path(0)));

    // A 2: the pawns in the yard cannot use it, and key 4 says why; Esc, then key 2
    // moves pawn 2.
    harness.key_press(egui::Key::Space);
    harness.run();
    harness.key_press(egui::Key::Num4);
    harness.run();
    harness.get_by_label("Pawn 4 cannot move 2");
    harness.get_by_label("Pawns in the yard need a 1 or a 5 to come in.");
    harness.key_press(egui::Key::Escape);
    harness.run();
    harness.key_press(egui::Key::Num2);
    harness.run();
    harness.get_by_label(&pawn_label(Seat::South, 1, PawnPlace::Path(2)));
    harness.get_by_label("Green to throw");

    // Ctrl+N goes back to the setup screen.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    harness.run();
    harness.get_by_label("Start game");
}

#[test]
fn a_whole_game_reaches_game_over_and_plays_again() {
    let mut harness = harness(RandomDice::seeded(11), all_human(), [1200.0, 800.0]);
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    let mut actions = 0;
    while !harness.state().session().unwrap().game().is_over() {
        actions += 1;
        assert!(actions < 5000, "the game should end");
        if let Phase::AwaitingThrow(_) = harness.state().session().unwrap().game().phase() {
            harness.key_press(egui::Key::Space);
        } else {
            harness.key_press(egui::Key::Tab);
            harness.key_press(egui::Key::Enter);
        }
        harness.run();
    }
    let game = harness.state().session().unwrap().game();
    let king = game.winner().expect("someone is King");
    assert_eq!(game.centre_count(king), game.pawns_per_player());
    harness.get_by_label(&format!("1. {}: King", king.colour().name()));
    harness.get_by_label("Play again").click();
    harness.run();
    let game = harness.state().session().unwrap().game();
    assert!(!game.is_over() && game.seats().len() == 2, "a fresh game");
    assert_eq!(game.yard_count(Seat::South), game.pawns_per_player());
}

#[test]
fn computer_seats_play_by_themselves() {
    let mut choice = all_human();
    choice.count = PlayerCount::Four;
    for seat in &mut choice.seats {
        seat.kind = dhayam_store::PlayerKind::Computer(dhayam_ai::Level::Easy);
    }
    let mut harness = harness(RandomDice::seeded(5), choice, [1000.0, 600.0]);
    harness.run();
    harness.get_by_label("Start game").scroll_to_me();
    harness.run();
    harness.get_by_label("Start game").click();
    // The bots think on their own threads: pump frames until the game is over.
    for _ in 0..200_000 {
        harness.step();
        if harness.state().session().unwrap().game().is_over() {
            break;
        }
        if harness.state().computer_thinking() {
            std::thread::sleep(std::time::Duration::from_micros(200));
        }
    }
    let session = harness.state().session().unwrap();
    assert!(session.game().is_over(), "four computers finish a game");
    assert_eq!(
        &session.recorded().record().replay().unwrap(),
        session.game(),
        "the game replays from its record"
    );
}

#[test]
fn rules_window_opens_and_closes() {
    let mut harness = harness(RandomDice::seeded(1), all_human(), [1000.0, 700.0]);
    harness.run();
    harness.get_by_label("Rules").click();
    harness.run();
    assert!(harness.state().rules_shown());
    harness.get_by_label("The gate");
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert!(!harness.state().rules_shown());
}

#[test]
fn throw_first_pools_values_and_spends_them() {
    let dice = ScriptedDice::values([1, 5, 3]);
    let mut harness = harness(dice, all_human(), [1200.0, 800.0]);
    harness.run();
    harness.get_by_label("Traditional").click();
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();

    // A 1 and a 5 go into the pool and Red throws again; a 3 ends the throwing. Only the
    // 1 can be played first (it enters the first pawn: any of the four, one choice), so
    // it plays itself; then the 5 and the 3 are Red's to choose.
    for _ in 0..3 {
        harness.get_by_label("Throw").click();
        harness.run();
    }
    harness.get_by_label("Red pawn 1 on square 0");
    harness.get_by_label("Red to move");
    harness.get_by_label("Use 5");
    harness.get_by_label("Use 3").click();
    harness.run();
    harness.get_by_label("Use 5").click();
    harness.run();

    // The 5 enters pawn 2, then the 3 moves either pawn from the home cross (one choice)
    // and plays itself.
    harness.get_by_label("Red pawn 2 in yard").click();
    harness.run();
    harness.get_by_label("Red pawn 1 on square 3");
    harness.get_by_label("Yellow to throw");
    let game = harness.state().session().unwrap().game();
    assert_eq!(game.pool().count(), 0, "the pool is spent");
}

#[test]
fn hovering_a_pawn_previews_its_move_and_the_cut() {
    let dice = ScriptedDice::values([1, 3, 1, 12, 3]);
    let mut harness = harness(dice, all_human(), [1200.0, 800.0]);
    common::change_settings(harness.state_mut(), |s| s.table.auto_play_forced = false);
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    for pawn in [
        "Red pawn 1 in yard",
        "Red pawn 1 on square 0",
        "Yellow pawn 1 in yard",
        "Yellow pawn 1 on square 0",
    ] {
        harness.get_by_label("Throw").click();
        harness.run();
        harness.get_by_label(pawn).click();
        harness.run();
    }
    harness.get_by_label("Throw").click();
    harness.run();
    harness.get_by_label("Yellow pawn 1 on square 12").hover();
    harness.run();
    harness.get_by_label("Pawn 1 to square 15, cuts Red pawn 1");
    harness.get_by_label("Yellow pawn 1 on square 12").click();
    harness.run();
    harness.get_by_label("Red pawn 1 in yard");
}
