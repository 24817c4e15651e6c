//! Showing the way: the rest of a hovered or marked pawn's path to the centre, the square
//! it would reach with each value, both as the rules say ([`Game::way_to_centre`],
//! [`Game::reach`]), and what a move would do in words.

use dhayam_core::{Game, PawnId};
use egui::{Color32, FontId, Pos2, Rect, Shape, Stroke, Vec2, vec2};

use super::paint::{square_point, yard_point};
use crate::palette::Palette;

/// The shapes that show `pawn`'s way on a board of `unit` points per board unit, placed on
/// the screen by `to_screen` (board units to points).
pub fn way_shapes(
    painter: &egui::Painter,
    to_screen: impl Fn(Pos2) -> Pos2,
    unit: f32,
    palette: &Palette,
    game: &Game,
    pawn: PawnId,
) -> Vec<Shape> {
    let colour = palette.seat(pawn.seat);
    let faint =
        |alpha: u8| Color32::from_rgba_unmultiplied(colour.r(), colour.g(), colour.b(), alpha);
    let from = game.pawn_square(pawn.seat, pawn.number).map_or_else(
        || {
            yard_point(
                game.board(),
                pawn.seat,
                pawn.number,
                game.pawns_per_player(),
            )
        },
        square_point,
    );
    // The squares ahead are numbered as the move log counts them: along the pawn's own
    // path from its home (0), so "from square 6 to 10" can be found on the board.
    let first = match game.pawn(pawn.seat, pawn.number) {
        Some(dhayam_core::PawnPlace::Path(index)) => usize::from(index) + 1,
        _ => 0,
    };
    let way: Vec<Pos2> = std::iter::once(from)
        .chain(game.way_to_centre(pawn).into_iter().map(square_point))
        .map(&to_screen)
        .collect();
    let mut shapes = Vec::new();
    if way.len() < 2 {
        return shapes;
    }
    shapes.push(Shape::line(
        way.clone(),
        Stroke::new((unit * 0.035).max(1.0), faint(110)),
    ));
    let font = FontId::proportional((unit * 0.22).clamp(9.0, 28.0));
    let small = FontId::proportional((unit * 0.2).clamp(8.0, 24.0));
    let last = way.len() - 2;
    for (k, &at) in way[1..].iter().enumerate() {
        if k == last {
            // The centre: no number, the centre is named.
            shapes.push(Shape::circle_filled(at, (unit * 0.06).max(2.0), faint(170)));
            continue;
        }
        let galley = painter.layout_no_wrap((first + k).to_string(), small.clone(), faint(230));
        shapes.push(Shape::circle_filled(
            at,
            (galley.size().x.max(galley.size().y) * 0.62).max(unit * 0.06),
            faint(60),
        ));
        shapes.push(Shape::galley(at - galley.size() / 2.0, galley, faint(230)));
    }
    for reach in game.reach(pawn) {
        let square =
            Rect::from_center_size(to_screen(square_point(reach.square)), Vec2::splat(unit));
        shapes.push(Shape::rect_stroke(
            square.shrink(unit * 0.06),
            unit * 0.1,
            Stroke::new((unit * 0.05).max(1.5), faint(200)),
            egui::StrokeKind::Inside,
        ));
        let badge = square.left_top() + vec2(unit * 0.2, unit * 0.2);
        shapes.push(Shape::circle_filled(badge, unit * 0.16, colour));
        let galley = painter.layout_no_wrap(
            reach.value.to_string(),
            font.clone(),
            palette.on_seat(pawn.seat),
        );
        let at = badge - galley.size() / 2.0;
        shapes.push(Shape::galley(at, galley, palette.on_seat(pawn.seat)));
    }
    shapes
}
