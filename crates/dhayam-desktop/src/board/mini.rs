//! A small picture of the board: its squares, crosses and centre, and the homes of the
//! seats at the table in their colours (the setup screen's seating, the lobby's seats).

use dhayam_core::{Board, Seat, Square};
use egui::{Painter, Rect, Stroke, Vec2, pos2, vec2};

use crate::i18n::Words;
use crate::palette::{Palette, lerp, paint_pawn};
use crate::words::colour_letter;

/// Where `square` is drawn on `board` turned so that `bottom`'s home is at the bottom
/// (South's is there unturned): its column and row on the screen.
pub fn turned(board: &Board, square: Square, bottom: Seat) -> (u8, u8) {
    let last = board.size() - 1;
    let (mut col, mut row) = (square.col(), square.row());
    // Each quarter turn clockwise on the screen brings the next seat's home (East's,
    // on the right) to the bottom: (col, row) becomes (last - row, col).
    for _ in 0..bottom.index() {
        (col, row) = (last - row, col);
    }
    (col, row)
}

/// Paints `board` in the square `rect`, with the homes of `seated` in their colours
/// (each with a pawn) and `bottom`'s home at the bottom.
pub fn paint_mini_board(
    painter: &Painter,
    rect: Rect,
    (palette, words): (&Palette, &Words),
    board: &Board,
    seated: &[Seat],
    bottom: Seat,
) {
    let cell = rect.width() / f32::from(board.size());
    painter.rect_filled(rect, 4.0, palette.line);
    let at = |square: Square| {
        let (col, row) = turned(board, square, bottom);
        Rect::from_min_size(
            rect.min + vec2(f32::from(col), f32::from(row)) * cell,
            Vec2::splat(cell),
        )
    };
    for square in board.squares() {
        let r = at(square).shrink(0.5);
        let home = Seat::ALL.into_iter().find(|&s| board.home(s) == square);
        let is_centre = square == board.centre();
        let fill = match home {
            Some(seat) if seated.contains(&seat) => palette.seat(seat),
            Some(_) => lerp(palette.square, palette.line, 0.3),
            None if is_centre => palette.centre,
            None => palette.square,
        };
        painter.rect_filled(r, 0.0, fill);
        if (is_centre || board.is_cross(square)) && home.is_none() {
            let colour = if is_centre {
                palette.gold
            } else {
                palette.line
            };
            let s = Stroke::new(1.0, colour);
            painter.line_segment([r.left_top(), r.right_bottom()], s);
            painter.line_segment([r.right_top(), r.left_bottom()], s);
        }
    }
    for &seat in seated {
        let c = at(board.home(seat)).center();
        paint_pawn(
            painter,
            palette,
            seat,
            pos2(c.x, c.y),
            cell * 0.36,
            &colour_letter(words, seat),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bottom_seats_home_is_drawn_at_the_bottom() {
        let board = &Board::DHAYAM;
        for seat in Seat::ALL {
            assert_eq!(turned(board, seat.home(), seat), (3, 6), "{seat:?}");
        }
        assert_eq!(
            turned(board, Seat::East.home(), Seat::South),
            (6, 3),
            "East on the right"
        );
        assert_eq!(
            turned(board, Seat::North.home(), Seat::East),
            (6, 3),
            "the next on the right"
        );
        assert_eq!(
            turned(board, Square::all().next().unwrap(), Seat::North),
            (6, 6)
        );
    }

    #[test]
    fn on_the_5x5_board_every_square_stays_on_it_however_it_turns() {
        let board = &Board::THAYAM;
        for bottom in Seat::ALL {
            assert_eq!(turned(board, board.home(bottom), bottom), (2, 4));
            let mut cells: Vec<_> = board.squares().map(|s| turned(board, s, bottom)).collect();
            cells.sort_unstable();
            cells.dedup();
            assert_eq!(cells.len(), 25, "{bottom:?}");
            assert!(cells.iter().all(|&(c, r)| c < 5 && r < 5), "{bottom:?}");
        }
    }
}
