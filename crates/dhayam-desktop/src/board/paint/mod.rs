//! The board: squares, crosses, arrows, yards, pawns and the centre, each a widget with an
//! accessible name.
//!
//! Positions are in board units: the drawing is the game's board (7x7 or 5x5) with the
//! yards in a one-unit band around it, every part read from the game's `Board`. The parts: `geometry` (where
//! things are), `squares` (yards, squares, crosses, the centre and the arrows), `pawns`
//! (pawns and clicks on them), `preview` (what a move would do), `marks` (a replay's move
//! played and Hard's) and `labels` (accessible names).

use dhayam_core::{Board, Game, Move, Seat};
use dhayam_store::Tip;
use egui::{Rect, Vec2};

use crate::board::animation::Motions;
use crate::board::look;
use crate::palette::Palette;
use crate::walkthrough::{Showing, callout::callout_ui};
use crate::{Command, Words};

mod geometry;
mod labels;
mod marks;
mod pawns;
mod preview;
mod squares;

pub use geometry::{square_point, yard_point};
pub use marks::StepMarks;

use geometry::Frame;

/// Everything the board shows.
pub struct BoardView<'a> {
    /// The game.
    pub game: &'a Game,
    /// Pawns on the move.
    pub motions: &'a Motions,
    /// The time now.
    pub now: f64,
    /// The moves the human to act may make (empty otherwise).
    pub movable: &'a [Move],
    /// The value the human to move spends next: a click on one of their pawns that cannot
    /// spend it is told why. `None` when no human is to move.
    pub to_spend: Option<u8>,
    /// The move marked with Tab.
    pub focused: Option<Move>,
    /// The move Hard suggested, if asked: its pawn's name says so.
    pub hint: Option<Move>,
    /// The first-game tip to show, if any (a pawn's and the gate's are drawn here).
    pub tip: Option<Showing>,
    /// The seat whose home is drawn at the bottom: the board turns for a guest at a
    /// table across computers, and stays with South at the bottom around one computer.
    pub bottom: Seat,
    /// In a replay, the move that led to the position shown and Hard's move there.
    pub marks: Option<StepMarks>,
    /// The analysis board: a click on a square or a yard places the pawn chosen there.
    pub placing: bool,
}

impl<'a> BoardView<'a> {
    /// `game` only shown, South at the bottom: nothing to move, no hint, tip or marks (a
    /// replay, a puzzle, the analysis board fill in what they add).
    pub fn shown(game: &'a Game, motions: &'a Motions, now: f64) -> BoardView<'a> {
        BoardView {
            game,
            motions,
            now,
            movable: &[],
            to_spend: None,
            focused: None,
            hint: None,
            tip: None,
            bottom: Seat::South,
            marks: None,
            placing: false,
        }
    }
}

/// What every part of one drawing pass shares.
struct Pen<'a> {
    painter: &'a egui::Painter,
    /// The game's board.
    board: &'static Board,
    frame: &'a Frame,
    palette: &'a Palette,
    words: &'a Words,
}

/// `board` drawn in `avail` (the largest square in it), `bottom`'s home at the bottom.
fn frame_in(avail: Rect, bottom: Seat, board: &Board) -> Frame {
    let side = (avail.width().min(avail.height()) - 8.0).max(9.0);
    let area = Rect::from_center_size(avail.center(), Vec2::splat(side));
    Frame::new(area, bottom, board)
}

/// Where `seat`'s yard, beside its home, is on the screen when `board` is drawn in
/// `avail` with `bottom`'s home at the bottom (the board turns, and its yards with it).
pub fn yard_on_screen(avail: Rect, board: &Board, bottom: Seat, seat: Seat) -> Rect {
    frame_in(avail, bottom, board).rect(geometry::yard_rect(board, seat))
}

/// Draws the board and its pawns; clicks on movable pawns become plays for the table.
pub fn board_ui(ui: &mut egui::Ui, view: &BoardView<'_>, commands: &mut Vec<Command>) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let avail = ui.available_rect_before_wrap();
    let game = view.game;
    let frame = frame_in(avail, view.bottom, game.board());
    let unit = frame.unit;
    let painter = ui.painter_at(avail);

    // The board's rim, then the squares and the look's texture over them.
    let board = frame.rect(geometry::board_rect(game.board()));
    look::board_frame(&painter, &palette, board, unit);
    let pen = Pen {
        painter: &painter,
        board: game.board(),
        frame: &frame,
        palette: &palette,
        words: &words,
    };
    squares::yards_ui(ui, &pen, game, view.placing, commands);
    squares::squares_ui(ui, &pen, game, view.placing, commands);
    look::board_texture(&painter, &palette, board, unit);
    squares::arrows(&pen, game);
    if let Some(marks) = &view.marks {
        marks::ways(&pen, marks);
    }
    let pointed = view.tip.and_then(|t| t.pawn);
    let drawn = pawns::pawns_ui(ui, &pen, view, pointed, commands);
    if let Some(marks) = &view.marks {
        marks::tags_ui(ui, &pen, marks);
    }
    // The tip's callout, over the board, pointing at its pawn or at the gate, and leaving
    // the pawns that may move free to click.
    if let Some(tip) = view.tip {
        let target = match tip.tip {
            Tip::Pawn => drawn.pointed,
            Tip::Gate => tip.pawn.map(|p| {
                frame
                    .square(pen.board.arrow_square(p.seat))
                    .shrink(unit * 0.06)
            }),
            Tip::Dice => None,
        };
        // Nor over where the pawn pointed at would land.
        let mut avoid = drawn.movable;
        if let Some(pawn) = tip.pawn {
            let landing = view
                .movable
                .iter()
                .filter(|m| m.pawn_id(game.turn()) == pawn)
                .filter_map(|m| pen.board.path_square(pawn.seat, m.to));
            avoid.extend(landing.map(|square| frame.square(square)));
        }
        if let Some(target) = target {
            callout_ui(ui, (tip.tip, game), target, &avoid, commands);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_yard_of_the_seat_at_the_bottom_is_drawn_at_the_bottom() {
        let avail = Rect::from_min_size(egui::pos2(10.0, 20.0), Vec2::new(900.0, 700.0));
        for bottom in Seat::ALL {
            let board = &Board::DHAYAM;
            let yard = yard_on_screen(avail, board, bottom, bottom);
            assert!(
                yard.center().y > avail.center().y + 250.0,
                "{bottom:?}: {yard:?}"
            );
            assert!((yard.center().x - avail.center().x).abs() < 1.0);
            for seat in Seat::ALL.into_iter().filter(|s| *s != bottom) {
                let other = yard_on_screen(avail, board, bottom, seat);
                assert!(other.center().y < yard.center().y - 100.0, "{seat:?}");
            }
        }
    }
}
