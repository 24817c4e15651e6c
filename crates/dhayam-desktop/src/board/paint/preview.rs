//! The preview of a move: its destination ringed, a cross over a pawn it would cut, and
//! for the Tab-marked move, its words on the board.

use dhayam_core::{Game, Move, PawnId};
use egui::{Color32, Rect, Stroke, vec2};

use super::geometry::Frame;
use super::labels::preview_text;
use crate::palette::{Palette, lerp};

#[expect(
    clippy::too_many_arguments,
    reason = "one drawing pass over shared inputs"
)]
pub(super) fn preview_ui(
    ui: &egui::Ui,
    painter: &egui::Painter,
    frame: &Frame,
    palette: &Palette,
    game: &Game,
    pawn: PawnId,
    mv: Move,
    with_text: bool,
) {
    let unit = frame.unit;
    let Some(dest) = game.board().path_square(pawn.seat, mv.to) else {
        return;
    };
    let rect = frame.square(dest).shrink(unit * 0.04);
    painter.rect_stroke(
        rect,
        unit * 0.08,
        Stroke::new((unit * 0.07).max(2.0), palette.highlight),
        egui::StrokeKind::Inside,
    );
    let words = crate::words(ui.ctx());
    let (text, cut) = preview_text(&words, game, pawn, mv);
    if cut.is_some() {
        let c = rect.center();
        let s = unit * 0.3;
        let stroke = Stroke::new((unit * 0.08).max(2.0), Color32::from_rgb(200, 30, 30));
        painter.line_segment([c - vec2(s, s), c + vec2(s, s)], stroke);
        painter.line_segment([c - vec2(s, -s), c + vec2(s, -s)], stroke);
    }
    if !with_text {
        return;
    }
    let font = egui::FontId::proportional((unit * 0.28).clamp(11.0, 22.0));
    let galley = painter.layout_no_wrap(text.clone(), font, palette.ink);
    let mut at = rect.center_top() - vec2(galley.size().x / 2.0, galley.size().y + unit * 0.1);
    let clip = ui.clip_rect();
    let min_x = clip.left() + 2.0;
    at.x = at.x.min(clip.right() - galley.size().x - 2.0).max(min_x);
    at.y = at.y.max(clip.top() + 2.0);
    let bg = Rect::from_min_size(at, galley.size()).expand(4.0);
    painter.rect_filled(bg, 4.0, lerp(palette.square, palette.table, 0.2));
    painter.galley(at, galley, palette.ink);
    // Said as it is shown: the move Enter plays.
    let id = ui.scope_id().with("dhayam_marked_move");
    ui.interact(bg, id, egui::Sense::hover())
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
}
