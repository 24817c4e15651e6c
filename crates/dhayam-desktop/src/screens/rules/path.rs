//! Each seat's path on a small board: once round the outer ring from its home, through
//! its gate into the inner squares, and on to the centre, on the board of the game (7x7 or
//! 5x5). Every square, cross and the gate come from that [`Board`].

use dhayam_core::{Board, Seat, Square};
use egui::{Color32, Pos2, Rect, Sense, Stroke, Vec2, pos2, vec2};

use crate::board::paint::square_point;
use crate::i18n::words;
use crate::palette::{Palette, lerp};

/// The four seats' paths on `board` side by side, each with its colour's name under it.
pub fn paths_ui(ui: &mut egui::Ui, board: &Board) {
    let spacing = ui.spacing().item_spacing.x;
    let side = ((ui.available_width() - 3.0 * spacing) / 4.0).clamp(70.0, 180.0);
    ui.horizontal_top(|ui| {
        for seat in Seat::ALL {
            ui.vertical(|ui| {
                ui.set_width(side);
                path_board_ui(ui, board, seat, side);
                let words = crate::words(ui.ctx());
                ui.vertical_centered(|ui| ui.label(words::colour(&words, seat)));
            });
        }
    });
}

/// One seat's path on `board`, drawn `side` points wide.
fn path_board_ui(ui: &mut egui::Ui, board: &Board, seat: Seat, side: f32) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Image,
            true,
            words.tr(
                "rules-path-board",
                &[("seat", words::colour(&words, seat).into())],
            ),
        )
    });
    if !ui.is_rect_visible(rect) {
        return;
    }
    let painter = ui.painter_at(rect);
    let cell = side / f32::from(board.size());
    // Board units (the board fills 1..size + 1) to this picture.
    let at = |p: Pos2| rect.min + (p - pos2(1.0, 1.0)) * cell;
    let square_rect = |s: Square| Rect::from_center_size(at(square_point(s)), Vec2::splat(cell));
    let colour = palette.seat(seat);
    let line = Stroke::new(1.0, lerp(palette.square, palette.line, 0.6));
    let centre = board.centre();
    for square in board.squares() {
        let fill = if square == centre {
            palette.centre
        } else if square == board.home(seat) {
            palette.home(seat)
        } else {
            palette.square
        };
        let r = square_rect(square);
        painter.rect(r, 0.0, fill, line, egui::StrokeKind::Middle);
        if board.is_cross(square) {
            let inset = r.shrink(cell * 0.2);
            let cross = Stroke::new(1.0, lerp(fill, palette.line, 0.6));
            painter.line_segment([inset.left_top(), inset.right_bottom()], cross);
            painter.line_segment([inset.right_top(), inset.left_bottom()], cross);
        }
    }
    let point = |s: Square| at(square_point(s));
    let width = (cell * 0.12).max(1.5);
    if super::ring_goes_on(board) {
        // Before the first cut the ring goes on: from the arrow back to the home, faintly.
        let faint = Stroke::new(width * 0.6, lerp(palette.square, colour, 0.45));
        painter.extend(egui::Shape::dashed_line(
            &[point(board.arrow_square(seat)), point(board.home(seat))],
            faint,
            cell * 0.15,
            cell * 0.12,
        ));
    }
    // The path itself, home to centre, with the gate (arrow square to inner cross) bold.
    let squares: Vec<Square> = board.path(seat).collect();
    let (ring, inner) = squares.split_at(usize::from(board.first_inner()).min(squares.len()));
    let ring: Vec<Pos2> = ring.iter().map(|&s| point(s)).collect();
    let inner: Vec<Pos2> = inner.iter().map(|&s| point(s)).collect();
    let stroke = Stroke::new(width, colour);
    painter.add(egui::Shape::line(ring, stroke));
    painter.add(egui::Shape::line(inner, stroke));
    arrow(
        &painter,
        point(board.arrow_square(seat)),
        point(board.first_inner_square(seat)),
        Stroke::new(width * 1.8, colour),
    );
    let outline = Stroke::new(1.0, lerp(colour, Color32::BLACK, 0.5));
    painter.circle(point(board.home(seat)), cell * 0.28, colour, outline);
    painter.circle_stroke(point(centre), cell * 0.32, Stroke::new(width, palette.gold));
}

/// A line from `a` to `b` with an arrowhead at `b`.
fn arrow(painter: &egui::Painter, a: Pos2, b: Pos2, stroke: Stroke) {
    let d = (b - a).normalized();
    let n = vec2(-d.y, d.x);
    let head = stroke.width * 2.2;
    let tip = b - d * head * 0.4;
    painter.line_segment([a, tip - d * head * 0.5], stroke);
    painter.add(egui::Shape::convex_polygon(
        vec![
            tip + d * head * 0.6,
            tip - d * head + n * head,
            tip - d * head - n * head,
        ],
        stroke.color,
        Stroke::NONE,
    ));
}
