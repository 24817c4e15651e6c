//! The accessible names of pawns and squares, and a move's preview in words.

use dhayam_core::path::CENTRE_INDEX;
use dhayam_core::{Game, Move, PawnId, PawnPlace, Seat, Square};
use fluent_bundle::FluentValue;

use crate::Words;
use crate::i18n::words;

/// The accessible name of a pawn ("Red pawn 2 on square 14").
pub(super) fn pawn_label(words: &Words, pawn: PawnId, place: PawnPlace) -> String {
    let seat = ("seat", words::colour(words, pawn.seat).into());
    let number = ("pawn", (pawn.number + 1).into());
    match place {
        PawnPlace::Yard => words.tr("board-pawn-in-yard", &[seat, number]),
        PawnPlace::Path(CENTRE_INDEX) => words.tr("board-pawn-at-centre", &[seat, number]),
        PawnPlace::Path(i) => words.tr(
            "board-pawn-on-square",
            &[seat, number, ("square", i.into())],
        ),
    }
}

pub(super) fn square_label(words: &Words, game: &Game, square: Square) -> String {
    let mut parts = vec![if square.is_centre() {
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
    if let Some(seat) = Seat::ALL.into_iter().find(|s| s.home() == square) {
        parts.push(words.tr(
            "board-home-cross",
            &[("seat", words::colour(words, seat).into())],
        ));
    } else if square.is_cross() {
        parts.push(words.text("board-cross"));
    }
    if let Some(seat) = Seat::ALL
        .into_iter()
        .find(|s| s.arrow_square() == square && game.is_seated(*s))
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
        Some(_) if mv.to == CENTRE_INDEX => words.tr("board-preview-centre", &[number]),
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
