//! Computer levels in setup, bots thinking off the UI thread, and hints.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness, pawn_label, pump_until};
use dhayam_ai::Level;
use dhayam_core::{PawnPlace, Phase, Seat};
use dhayam_store::PlayerKind;
use dhayam_table::ScriptedDice;
use egui_kittest::kittest::{NodeT as _, Queryable as _};

#[test]
fn setup_chooses_a_level_for_each_computer_seat() {
    let mut harness = harness(ScriptedDice::values([]), all_human(), [1200.0, 900.0]);
    harness.run();
    harness.get_by_label("Yellow: Computer Hard").click();
    harness.run();
    harness.get_by_label("Red: Computer Easy").click();
    harness.run();
    let seats = harness.state_mut().choice_mut().seats.clone();
    assert_eq!(
        seats[Seat::North.index()].kind,
        PlayerKind::Computer(Level::Hard)
    );
    assert_eq!(
        seats[Seat::South.index()].kind,
        PlayerKind::Computer(Level::Easy)
    );
    harness.get_by_label("Red: Human").click();
    harness.run();
    harness.get_by_label("Start game").scroll_to_me();
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    let session = harness.state().session().unwrap();
    assert_eq!(
        session.player(Seat::North).unwrap().kind,
        PlayerKind::Computer(Level::Hard)
    );
    assert!(session.player(Seat::South).unwrap().kind.is_human());
}

#[test]
fn a_computer_seat_thinks_while_the_window_keeps_drawing() {
    let mut choice = all_human();
    choice.seats[Seat::North.index()].kind = PlayerKind::Computer(Level::Hard);
    // Red loses a 3; Yellow (Hard) throws a 1 and must choose which pawn enters.
    let mut harness = harness(ScriptedDice::values([3, 1, 3]), choice, [1000.0, 700.0]);
    harness.run();
    harness.get_by_label("Start game").scroll_to_me();
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    harness.get_by_label("Throw").click();
    pump_until(&mut harness, "Yellow to move", |app| {
        app.session().unwrap().game().phase() == Phase::AwaitingMove(Seat::North)
    });
    // The frame that set the bot thinking returned before its answer.
    pump_until(&mut harness, "the bot to start thinking", |app| {
        app.computer_thinking()
    });
    harness.step();
    harness.get_by_label_contains("thinking");
    pump_until(&mut harness, "the bot's move", |app| {
        app.session().unwrap().game().centre_count(Seat::North) == 0
            && app.session().unwrap().game().yard_count(Seat::North) < 4
    });
    let game = harness.state().session().unwrap().game().clone();
    assert_eq!(game.yard_count(Seat::North), 3, "Yellow entered one pawn");
    harness.step();
    let entered = game
        .pawns_of(Seat::North)
        .find(|(_, place)| *place == PawnPlace::Path(0))
        .unwrap();
    harness.get_by_label(&pawn_label(Seat::North, entered.0.number, entered.1));
}

#[test]
fn hint_marks_a_legal_move_on_the_board() {
    // A 1 enters a pawn by itself (the four in the yard are one choice); the 5 then moves
    // it or enters another: a choice to ask about.
    let mut harness = harness(ScriptedDice::values([1, 5]), all_human(), [1000.0, 700.0]);
    harness.run();
    harness.get_by_label("Start game").scroll_to_me();
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    harness.get_by_label("Throw").click();
    harness.run();
    harness.get_by_label("Throw").click();
    harness.run();
    assert_eq!(
        harness.state().session().unwrap().game().phase(),
        Phase::AwaitingMove(Seat::South)
    );
    harness.get_by_label("Hint").click();
    pump_until(&mut harness, "the hint", |app| app.hint().is_some());
    harness.step();
    let hint = harness.state().hint().unwrap();
    let game = harness.state().session().unwrap().game().clone();
    assert!(
        game.legal_moves().contains(&hint),
        "the hint is a legal move"
    );
    let (_, place) = game
        .pawns_of(Seat::South)
        .find(|(pawn, _)| pawn.number == hint.pawn)
        .unwrap();
    // It says why in game words: entering a pawn, or moving the one on the board on.
    let why = harness.get_by_label_contains("Why: it ");
    let node = why.accesskit_node();
    let why = node.label().or_else(|| node.value()).unwrap_or_default();
    if hint.from.is_none() {
        assert!(why.contains("enters a pawn"), "{why}");
    } else {
        assert!(!why.contains("enters a pawn"), "{why}");
    }
    let marked = format!("{}, the hint", pawn_label(Seat::South, hint.pawn, place));
    harness.get_by_label(&marked).click();
    harness.run();
    assert_eq!(
        harness
            .state()
            .session()
            .unwrap()
            .recorded()
            .record()
            .moves
            .last(),
        Some(&hint),
        "clicking the marked pawn plays the hint"
    );
    assert_eq!(harness.state().hint(), None, "the hint goes once played");
}
