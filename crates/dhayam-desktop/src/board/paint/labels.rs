//! The accessible names of pawns and squares, and a move's preview in words.

use dhayam_core::{Board, Game, Move, PawnId, PawnPlace, Seat, Square};
use fluent_bundle::FluentValue;

use crate::Words;
use crate::i18n::words;

/// The accessible name of a pawn on `board` ("Red pawn 2 on square 14").
pub(super) fn pawn_label(words: &Words, board: &Board, pawn: PawnId, place: PawnPlace) -> String {
    let seat = ("seat", words::colour(words, pawn.seat).into());
    let number = ("pawn", (pawn.number + 1).into());
    match place {
        PawnPlace::Yard => words.tr("board-pawn-in-yard", &[seat, number]),
        PawnPlace::Path(i) if i == board.centre_index() => {
            words.tr("board-pawn-at-centre", &[seat, number])
        }
        PawnPlace::Path(i) => words.tr(
            "board-pawn-on-square",
            &[seat, number, ("square", i.into())],
        ),
    }
}

/// The accessible name of a square of the game's board ("Row 6, column 3, Red's home").
pub(super) fn square_label(words: &Words, game: &Game, square: Square) -> String {
    let board = game.board();
    let mut parts = vec![if square == board.centre() {
        words.text("board-centre")
    } else {
        words.tr(
            "board-square",
            &[
                ("row", square.row().into()),
                ("column", square.col().into()),
            ],
        )
    }];
    if let Some(seat) = Seat::ALL.into_iter().find(|&s| board.home(s) == square) {
        parts.push(words.tr(
            "board-home-cross",
            &[("seat", words::colour(words, seat).into())],
        ));
    } else if board.is_cross(square) {
        parts.push(words.text("board-cross"));
    }
    if let Some(seat) = Seat::ALL
        .into_iter()
        .find(|&s| board.arrow_square(s) == square && game.is_seated(s))
    {
        parts.push(words.tr(
            "board-arrow",
            &[("seat", words::colour(words, seat).into())],
        ));
    }
    parts.join(", ")
}

/// What a move would do, in words, and the pawn it would cut, as the rules say
/// ([`Game::cut_by`]).
pub(super) fn preview_text(
    words: &Words,
    game: &Game,
    pawn: PawnId,
    mv: Move,
) -> (String, Option<PawnId>) {
    let cut = game.cut_by(mv);
    let number = ("pawn", FluentValue::from(pawn.number + 1));
    let text = match mv.from {
        None => words.tr("board-preview-enters", &[number]),
        Some(_) if mv.to == game.board().centre_index() => {
            words.tr("board-preview-centre", &[number])
        }
        Some(_) => words.tr("board-preview-to", &[number, ("square", mv.to.into())]),
    };
    let text = match cut {
        Some(victim) => words.tr(
            "board-preview-cuts",
            &[
                ("move", text.into()),
                ("seat", words::colour(words, victim.seat).into()),
                ("pawn", (victim.number + 1).into()),
            ],
        ),
        None => text,
    };
    (text, cut)
}
