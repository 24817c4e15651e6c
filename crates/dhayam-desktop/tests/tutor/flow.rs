//! Shared by the tutor's tests and its picture: a game played by Hard's choices, by keys,
//! up to a person's click that gives chances away.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use dhayam_ai::{SearchBot, SearchBudget};
use dhayam_core::{Move, Seat};
use dhayam_desktop::{Command, DhayamApp};
use dhayam_table::{Command as TableCommand, TutorReply};
use egui_kittest::Harness;

/// The app under test.
pub type App = Harness<'static, DhayamApp>;

/// The move a click on its pawn plays now: the first of the pawn's moves with the value
/// to spend.
pub fn click_move(app: &DhayamApp, pawn: u8) -> Option<Move> {
    app.table()
        .person_moves()
        .iter()
        .find(|m| m.pawn == pawn)
        .copied()
}

/// The board's name for the pawn that `mv` moves.
pub fn pawn_of(app: &DhayamApp, mv: Move) -> String {
    let game = app.table().session().unwrap().game();
    let seat = game.turn();
    crate::common::pawn_label(seat, mv.pawn, game.pawn(seat, mv.pawn).unwrap())
}

/// Throws and plays Hard's choices (by the pawns' keys; a question, should one come, is
/// answered with Take Hard's) until a person is to move with a click that gives away 15
/// points or more: that move, the best one, and who moves.
pub fn to_a_blunder(harness: &mut App) -> (Move, Move, Seat) {
    for _ in 0..400 {
        harness.run();
        looked(harness);
        if harness.state().table().tutor_question().is_some() {
            let take = TableCommand::Tutor(TutorReply::TakeHards);
            harness.state_mut().apply(Command::Table(take));
            continue;
        }
        let app = harness.state();
        let table = app.table();
        if table.person_to_throw() {
            harness.key_press(egui::Key::Space);
            continue;
        }
        if !table.person_to_move() {
            harness.step();
            continue;
        }
        let game = table.session().unwrap().game().clone();
        let rated = SearchBot::new(9, SearchBudget::default()).rate_moves(&game);
        let chance = |mv: Move| rated.iter().find(|(m, _)| *m == mv).map(|r| r.1);
        let clicks: Vec<(Move, f64)> = (0..game.pawns_per_player())
            .filter_map(|pawn| click_move(app, pawn))
            .filter_map(|mv| Some((mv, chance(mv)?)))
            .collect();
        let by = |a: &&(Move, f64), b: &&(Move, f64)| a.1.total_cmp(&b.1);
        let best = *clicks.iter().max_by(by).unwrap();
        let worst = *clicks.iter().min_by(by).unwrap();
        if best.1 - worst.1 >= 0.15 {
            return (worst.0, best.0, game.turn());
        }
        harness.key_press(crate::common::pawn_key(best.0.pawn));
    }
    panic!("no blunder within 400 steps");
}

/// Waits for the tutor's look at a move (on a thread of its own, as in the app) to be in.
pub fn looked(harness: &mut App) {
    crate::common::pump_until(harness, "the tutor's look", |app| {
        app.table().tutor_question().is_some() || !app.table().tutor_busy()
    });
    harness.run();
}

pub fn moves(harness: &App) -> Vec<Move> {
    let session = harness.state().table().session().unwrap();
    session.saved().record().moves.clone()
}
