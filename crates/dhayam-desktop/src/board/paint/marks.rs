//! The replay's marks on the board: the way the pawn of the last move shown walked, and,
//! when Hard would have played another move there, the way Hard's pawn would have gone
//! (dashed), tagged with its level, each with its words for screen readers.

use dhayam_ai::Level;
use dhayam_core::{Board, Move, Seat};
use egui::{Pos2, Rect, Shape, Stroke, Vec2, vec2};

use super::{Pen, square_point, yard_point};
use crate::i18n::level_id;

/// What the board marks at a step of a replay: the move that led to the position shown
/// and, from the review, the move Hard would have made instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepMarks {
    /// Who moved.
    pub seat: Seat,
    /// The move played.
    pub played: Move,
    /// Hard's move in the same position, when it is another one.
    pub better: Option<Move>,
    /// Pawns per player (where a pawn stood in its yard).
    pub pawns: u8,
}

/// The squares `mv` of `player` walks on `board`, in board units: where the pawn stood (its
/// yard place, or its square), then every square up to where it lands, along the path of
/// the pawn's owner (the partner's, when a finished team player helps).
fn walk(board: &Board, player: Seat, mv: Move, pawns: u8) -> Vec<Pos2> {
    let pawn = mv.pawn_id(player);
    let seat = pawn.seat;
    let start = mv
        .from
        .and_then(|i| board.path_square(seat, i))
        .map_or_else(|| yard_point(board, seat, pawn.number, pawns), square_point);
    let first = mv.from.map_or(0, |i| i + 1);
    std::iter::once(start)
        .chain(
            (first..=mv.to)
                .filter_map(|i| board.path_square(seat, i))
                .map(square_point),
        )
        .collect()
}

/// Paints the ways under the pawns: the move played in its seat's colour with an arrow
/// head, Hard's dashed in the highlight colour.
pub(super) fn ways(pen: &Pen<'_>, marks: &StepMarks) {
    let unit = pen.frame.unit;
    let on_screen =
        |points: Vec<Pos2>| -> Vec<Pos2> { points.into_iter().map(|p| pen.frame.pos(p)).collect() };
    let played = on_screen(walk(pen.board, marks.seat, marks.played, marks.pawns));
    let colour = pen.palette.seat(marks.played.pawn_id(marks.seat).seat);
    let stroke = Stroke::new((unit * 0.09).max(2.0), colour.gamma_multiply(0.85));
    pen.painter.add(Shape::line(played.clone(), stroke));
    arrow_head(pen, &played, stroke);
    if let Some(better) = marks.better {
        let hard = on_screen(walk(pen.board, marks.seat, better, marks.pawns));
        let stroke = Stroke::new((unit * 0.07).max(2.0), pen.palette.highlight);
        let (dash, gap) = (unit * 0.18, unit * 0.12);
        pen.painter
            .extend(Shape::dashed_line(&hard, stroke, dash, gap));
        arrow_head(pen, &hard, stroke);
    }
}

/// Two strokes at the end of `way`, pointing along its last stretch.
fn arrow_head(pen: &Pen<'_>, way: &[Pos2], stroke: Stroke) {
    let [.., before, end] = way else {
        return;
    };
    let along = (*end - *before).normalized();
    if !along.is_finite() {
        return;
    }
    let size = pen.frame.unit * 0.28;
    let back = *end - along * size;
    let side = vec2(-along.y, along.x) * size * 0.6;
    pen.painter.line_segment([back + side, *end], stroke);
    pen.painter.line_segment([back - side, *end], stroke);
}

/// Tags where Hard's pawn would have landed with Hard's name, over the pawns, and gives
/// both landings their words (the move played, Hard's move) for screen readers.
pub(super) fn tags_ui(ui: &egui::Ui, pen: &Pen<'_>, marks: &StepMarks) {
    let words = pen.words;
    let landing = |mv: Move| -> Option<Rect> {
        let square = pen.board.path_square(mv.pawn_id(marks.seat).seat, mv.to)?;
        Some(pen.frame.rect(Rect::from_center_size(
            square_point(square),
            Vec2::splat(1.0),
        )))
    };
    let played = marks.played;
    if let Some(rect) = landing(played) {
        let text = words.tr(
            "replay-mark-played",
            &[
                ("pawn", (played.number() + 1).into()),
                ("value", played.value.into()),
            ],
        );
        let id = ui.scope_id().with("dhayam_replay_played");
        ui.interact(rect, id, egui::Sense::hover())
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &text));
    }
    let Some((better, rect)) = marks.better.and_then(|m| Some((m, landing(m)?))) else {
        return;
    };
    let unit = pen.frame.unit;
    pen.painter.rect_stroke(
        rect.shrink(unit * 0.04),
        unit * 0.08,
        Stroke::new((unit * 0.06).max(2.0), pen.palette.highlight),
        egui::StrokeKind::Inside,
    );
    let font = egui::FontId::proportional((unit * 0.26).clamp(10.0, 22.0));
    let back = pen.palette.highlight;
    let ink = text_on(back);
    let galley = pen
        .painter
        .layout_no_wrap(words.text(level_id(Level::Hard)), font, ink);
    // Astride the square's lower edge: the pawn standing there stays in sight.
    let at = rect.center_bottom() - vec2(galley.size().x / 2.0, galley.size().y * 0.5);
    let bg = Rect::from_min_size(at, galley.size()).expand(3.0);
    pen.painter.rect_filled(bg, 4.0, back);
    pen.painter.galley(at, galley, ink);
    let verb = if better.from.is_none() {
        "review-best-enter"
    } else {
        "review-best-move"
    };
    let best = words.tr(
        verb,
        &[
            ("pawn", (better.number() + 1).into()),
            ("value", better.value.into()),
        ],
    );
    let text = words.tr("replay-mark-best", &[("best", best.into())]);
    let id = ui.scope_id().with("dhayam_replay_best");
    ui.interact(rect, id, egui::Sense::hover())
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &text));
}

/// Black or white, whichever reads better on `back`.
fn text_on(back: egui::Color32) -> egui::Color32 {
    let [r, g, b, _] = back.to_array();
    let light = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
    if light > 150.0 {
        egui::Color32::from_gray(15)
    } else {
        egui::Color32::WHITE
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]

    use super::*;

    #[test]
    fn a_walk_starts_where_the_pawn_stood_and_ends_where_it_lands() {
        let entering = Move {
            value: 1,
            pawn: 2,
            from: None,
            to: 0,
        };
        let board = &Board::DHAYAM;
        let way = walk(board, Seat::East, entering, 4);
        assert_eq!(way.len(), 2, "the yard, then home");
        assert_eq!(way[0], yard_point(board, Seat::East, 2, 4));
        assert_eq!(way[1], square_point(Seat::East.path_square(0).unwrap()));

        let walking = Move {
            value: 5,
            pawn: 0,
            from: Some(6),
            to: 11,
        };
        let way = walk(board, Seat::North, walking, 4);
        assert_eq!(way.len(), 6, "where it stood and the five squares walked");
        let squares: Vec<Pos2> = (6..=11)
            .map(|i| square_point(Seat::North.path_square(i).unwrap()))
            .collect();
        assert_eq!(way, squares);
        // On the 5x5 board the walk follows that board's path.
        let small = &Board::THAYAM;
        let way = walk(small, Seat::North, walking, 4);
        let squares: Vec<Pos2> = (6..=11)
            .map(|i| square_point(small.path_square(Seat::North, i).unwrap()))
            .collect();
        assert_eq!(way, squares);
    }

    #[test]
    fn a_helper_s_walk_follows_the_partner_s_pawn() {
        // South has finished and moves North's pawn 2 (numbered from PARTNER_PAWN).
        let board = &Board::DHAYAM;
        let entering = Move {
            value: 1,
            pawn: dhayam_core::PARTNER_PAWN + 1,
            from: None,
            to: 0,
        };
        let way = walk(board, Seat::South, entering, 6);
        assert_eq!(way[0], yard_point(board, Seat::North, 1, 6));
        assert_eq!(way[1], square_point(Seat::North.path_square(0).unwrap()));
        let walking = Move {
            value: 3,
            pawn: dhayam_core::PARTNER_PAWN,
            from: Some(10),
            to: 13,
        };
        let squares: Vec<Pos2> = (10..=13)
            .map(|i| square_point(Seat::North.path_square(i).unwrap()))
            .collect();
        assert_eq!(walk(board, Seat::South, walking, 6), squares);
    }

    #[test]
    fn the_tag_s_words_are_dark_on_light_and_light_on_dark() {
        use egui::Color32;
        assert_eq!(
            text_on(Color32::from_rgb(250, 230, 150)),
            Color32::from_gray(15)
        );
        assert_eq!(text_on(Color32::from_rgb(20, 100, 200)), Color32::WHITE);
    }
}
