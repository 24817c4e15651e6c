//! The Practice screen: a puzzle's position on the board (the throw made), the task and
//! the score beside it; a click on a pawn answers, and the answer is judged with Hard's
//! reason.

use dhayam_core::Move;
use egui::RichText;

use crate::board::animation::Motions;
use crate::board::{BoardView, StepMarks, board_ui};
use crate::i18n::reasons::{move_words, reasons_words};
use crate::i18n::words;
use crate::palette::Palette;
use crate::practice::Practice;
use crate::{Command, Words};

/// Draws the Practice screen; a move clicked on the board becomes
/// [`Command::AnswerPuzzle`].
pub fn practice_ui(ui: &mut egui::Ui, practice: &Practice, now: f64, commands: &mut Vec<Command>) {
    super::right_panel_ui(ui, "dhayam_practice", (0.3, 200.0, 520.0), |ui| {
        side_ui(ui, practice, commands);
    });
    let Some(puzzle) = practice.puzzle() else {
        egui::CentralPanel::default().show(ui, |_| {});
        return;
    };
    let movable: Vec<Move> = if practice.answer.is_none() {
        puzzle.game.legal_move_slice().to_vec()
    } else {
        Vec::new()
    };
    let marks = practice.answer.map(|answer| StepMarks {
        seat: puzzle.seat,
        played: answer,
        better: (!puzzle.is_answer(answer)).then_some(puzzle.best),
        pawns: puzzle.game.pawns_per_player(),
    });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.fill(Palette::of(ui).table))
        .show(ui, |ui| {
            let mut clicked = Vec::new();
            board_ui(
                ui,
                &BoardView {
                    movable: &movable,
                    to_spend: puzzle.game.pool().next(),
                    marks,
                    ..BoardView::shown(&puzzle.game, &Motions::default(), now)
                },
                &mut clicked,
            );
            // Only a move played on the board answers; nothing else on it does anything.
            for command in clicked {
                if let Command::Table(dhayam_table::Command::Play(mv)) = command {
                    commands.push(Command::AnswerPuzzle(mv));
                }
            }
        });
}

/// The task, the score, and the verdict on the answer given.
fn side_ui(ui: &mut egui::Ui, practice: &Practice, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    ui.add_space(6.0);
    ui.heading(RichText::new(words.text("practice-title")).strong());
    let search = practice.search;
    if !search.done {
        ui.horizontal_wrapped(|ui| {
            ui.spinner();
            ui.label(words.tr("practice-looking", &[("games", search.looked.into())]));
        });
    }
    let Some(puzzle) = practice.puzzle() else {
        if search.done {
            ui.add(egui::Label::new(words.text("practice-none")).wrap());
        }
        return;
    };
    let score = practice.score;
    ui.label(words.tr(
        "practice-score",
        &[
            ("solved", score.solved.into()),
            ("tried", score.tried.into()),
            ("streak", score.streak.into()),
            ("best", score.best_streak.into()),
        ],
    ));
    ui.separator();
    ui.label(words.tr(
        "practice-which",
        &[
            ("number", (practice.at + 1).into()),
            ("count", practice.puzzles.len().into()),
        ],
    ));
    let palette = Palette::of(ui);
    let ink = palette.seat_ink(puzzle.seat);
    let values: Vec<String> = puzzle.game.pool().map(|v| v.to_string()).collect();
    let task = words.tr(
        "practice-task",
        &[
            ("seat", words::colour(&words, puzzle.seat).into()),
            ("values", values.join(", ").into()),
        ],
    );
    ui.add(egui::Label::new(RichText::new(task).strong().color(ink)).wrap());
    if let Some(answer) = practice.answer {
        ui.add_space(6.0);
        ui.add(egui::Label::new(verdict(&words, practice, answer)).wrap());
    }
    ui.add_space(6.0);
    let next = if practice.answer.is_some() {
        "practice-next"
    } else {
        "practice-skip"
    };
    if ui.button(words.text(next)).clicked() {
        commands.push(Command::NextPuzzle);
    }
}

/// What Hard says of `answer` to the puzzle shown: right, or its own move and why.
fn verdict(words: &Words, practice: &Practice, answer: Move) -> String {
    let Some(puzzle) = practice.puzzle() else {
        return String::new();
    };
    let best = ("best", move_words(words, puzzle.best).into());
    if puzzle.is_answer(answer) {
        let why = dhayam_ai::reasons(&puzzle.game, puzzle.best);
        let why = ("why", reasons_words(words, &why).into());
        return words.tr("practice-right", &[best, why]);
    }
    let why = dhayam_ai::why_better(&puzzle.game, puzzle.best, answer);
    let why = ("why", reasons_words(words, &why).into());
    let given = (
        "given",
        format!("{:.0}", 100.0 * puzzle.given_away()).into(),
    );
    let played = if answer == puzzle.played {
        "practice-wrong-as-played"
    } else {
        "practice-wrong"
    };
    words.tr(played, &[best, why, given])
}
