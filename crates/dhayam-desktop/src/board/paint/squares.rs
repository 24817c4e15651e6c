//! The yards, the squares with their crosses, the centre, and each seat's arrow.

use dhayam_core::{Board, Game, Seat};
use egui::{Rect, Sense, Stroke, vec2};

use super::Pen;
use super::geometry::{square_point, yard_rect};
use super::labels::square_label;
use crate::Command;
use crate::analysis_board::BoardEdit;
use crate::i18n::words;
use crate::palette::{Palette, lerp};

/// The yard of every seated player, named with how many pawns wait there: on a board whose
/// pawns start in yards every seat's, else (the 5x5 board) only a yard a pawn is in, so
/// no empty band is drawn round a board that has none. With `placing`, every yard is
/// drawn, and a click on one sends the pawn chosen there.
pub(super) fn yards_ui(
    ui: &egui::Ui,
    pen: &Pen<'_>,
    game: &Game,
    placing: bool,
    commands: &mut Vec<Command>,
) {
    let Pen {
        painter,
        board: _,
        frame,
        palette,
        words,
    } = *pen;
    let unit = frame.unit;
    let every_yard = placing || game.starts_in_yards();
    for &seat in game.seats() {
        let count = game.yard_count(seat);
        if !every_yard && count == 0 {
            continue;
        }
        let rect = frame.rect(yard_rect(pen.board, seat));
        painter.rect(
            rect,
            unit * 0.2,
            lerp(palette.table, palette.seat(seat), 0.22),
            Stroke::new(1.0, lerp(palette.table, palette.seat(seat), 0.6)),
            egui::StrokeKind::Inside,
        );
        let id = ui.scope_id().with(("yard", seat.index()));
        let response = ui.interact(rect, id, sense(placing));
        if response.clicked() {
            commands.push(Command::Analysis(BoardEdit::ToYard));
        }
        response.widget_info(|| {
            egui::WidgetInfo::labeled(
                egui::Role::Group,
                true,
                words.tr(
                    "board-yard",
                    &[
                        ("seat", words::colour(words, seat).into()),
                        ("count", count.into()),
                    ],
                ),
            )
        });
    }
}

/// The board's squares (49 or 25): homes in their seat's colour, crosses, and the centre.
/// With `placing`, a click on a square places the pawn chosen there.
pub(super) fn squares_ui(
    ui: &egui::Ui,
    pen: &Pen<'_>,
    game: &Game,
    placing: bool,
    commands: &mut Vec<Command>,
) {
    let Pen {
        painter,
        board: _,
        frame,
        palette,
        words,
    } = *pen;
    let unit = frame.unit;
    let line = Stroke::new((unit * 0.03).max(1.0), palette.line);
    let board: &Board = pen.board;
    for square in board.squares() {
        let rect = frame.square(square);
        let home = Seat::ALL.into_iter().find(|&s| board.home(s) == square);
        let is_centre = square == board.centre();
        let fill = if is_centre {
            palette.centre
        } else if let Some(seat) = home {
            palette.home(seat)
        } else {
            palette.square
        };
        painter.rect(rect, 0.0, fill, line, egui::StrokeKind::Middle);
        if is_centre {
            paint_centre(painter, palette, rect, unit);
        } else if board.is_cross(square) {
            let inset = rect.shrink(unit * 0.1);
            let cross = Stroke::new((unit * 0.045).max(1.0), lerp(fill, palette.line, 0.75));
            painter.line_segment([inset.left_top(), inset.right_bottom()], cross);
            painter.line_segment([inset.right_top(), inset.left_bottom()], cross);
        }
        let id = ui.scope_id().with(("square", square.index()));
        let response = ui.interact(rect, id, sense(placing));
        if response.clicked() {
            commands.push(Command::Analysis(BoardEdit::Place(square)));
        }
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Cell, true, square_label(words, game, square))
        });
    }
}

/// What a square or a yard senses: clicks while placing pawns, else the pointer only.
fn sense(placing: bool) -> Sense {
    if placing {
        Sense::click()
    } else {
        Sense::hover()
    }
}

/// Arrows: on the square behind each home, pointing into the seat's inner cross.
pub(super) fn arrows(pen: &Pen<'_>, game: &Game) {
    let Pen {
        painter,
        board: _,
        frame,
        palette,
        ..
    } = *pen;
    let unit = frame.unit;
    for seat in Seat::ALL {
        let from = square_point(pen.board.arrow_square(seat));
        let to = square_point(pen.board.first_inner_square(seat));
        let dir = (to - from).normalized();
        let a = frame.pos(from - dir * 0.3);
        let b = frame.pos(from + dir * 0.32);
        let colour = if game.is_seated(seat) {
            palette.seat(seat)
        } else {
            lerp(palette.square, palette.line, 0.35)
        };
        let stroke = Stroke::new((unit * 0.08).max(1.5), colour);
        painter.line_segment([a, b], stroke);
        let d = (b - a).normalized();
        let n = vec2(-d.y, d.x);
        let head = unit * 0.16;
        painter.add(egui::Shape::convex_polygon(
            vec![
                b + d * head * 0.6,
                b - d * head + n * head,
                b - d * head - n * head,
            ],
            colour,
            Stroke::NONE,
        ));
    }
}

/// The goal: a gold cross inside a gold ring on dark wood, so it reads as the centre and
/// never as a seat's home.
fn paint_centre(painter: &egui::Painter, palette: &Palette, rect: Rect, unit: f32) {
    let gold = Stroke::new((unit * 0.045).max(1.0), palette.gold);
    let inset = rect.shrink(unit * 0.1);
    painter.line_segment([inset.left_top(), inset.right_bottom()], gold);
    painter.line_segment([inset.right_top(), inset.left_bottom()], gold);
    painter.circle_stroke(
        rect.center(),
        unit * 0.4,
        Stroke::new((unit * 0.06).max(1.5), palette.gold),
    );
    painter.rect_stroke(
        rect.shrink(unit * 0.04),
        0.0,
        Stroke::new((unit * 0.025).max(1.0), palette.gold),
        egui::StrokeKind::Inside,
    );
}
