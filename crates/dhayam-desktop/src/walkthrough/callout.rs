//! A tip's callout: a small box beside what it points at, with an arrow to it and a ring
//! round it, and two buttons, OK (this tip is done) and Skip tips (the walkthrough off).
//! It never covers what it points at and blocks nothing else: the board and the side panel
//! take clicks around it as ever.

use dhayam_core::{Game, GateRule};
use dhayam_store::Tip;
use egui::{Align2, Color32, Id, Order, Pos2, Rect, Shape, Stroke, Vec2, vec2};

use crate::{Command, Words};

/// The side of its target a callout stands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Left of the target.
    Left,
    /// Right of the target.
    Right,
    /// Above the target.
    Above,
    /// Below the target.
    Below,
}

/// Where a callout of `size` stands beside `target`, `gap` away, inside `screen`, covering
/// none of `avoid` (what takes clicks there, such as pawns that may move): on the first
/// side with room for all of it, the sides tried from the one with the most screen beyond
/// the target, each centred on it and then slid along it. Without room anywhere, the side
/// with the most, pushed inside the screen.
pub fn place(target: Rect, size: Vec2, (screen, avoid): (Rect, &[Rect]), gap: f32) -> (Rect, Side) {
    let beside = |side: Side| {
        let (pivot, at) = match side {
            Side::Left => (Align2::RIGHT_CENTER, target.left_center() - vec2(gap, 0.0)),
            Side::Right => (Align2::LEFT_CENTER, target.right_center() + vec2(gap, 0.0)),
            Side::Above => (Align2::CENTER_BOTTOM, target.center_top() - vec2(0.0, gap)),
            Side::Below => (Align2::CENTER_TOP, target.center_bottom() + vec2(0.0, gap)),
        };
        let rect = pivot.anchor_size(at, size);
        // Slide along the target's side to stay on the screen, never over the target.
        let along = match side {
            Side::Left | Side::Right => vec2(
                0.0,
                shift_inside(rect.top(), rect.bottom(), screen.top(), screen.bottom()),
            ),
            Side::Above | Side::Below => vec2(
                shift_inside(rect.left(), rect.right(), screen.left(), screen.right()),
                0.0,
            ),
        };
        rect.translate(along)
    };
    let beyond = |side: Side| match side {
        Side::Left => target.left() - screen.left(),
        Side::Right => screen.right() - target.right(),
        Side::Above => target.top() - screen.top(),
        Side::Below => screen.bottom() - target.bottom(),
    };
    let mut sides = [Side::Left, Side::Right, Side::Above, Side::Below];
    sides.sort_by(|a, b| beyond(*b).total_cmp(&beyond(*a)));
    let room = |rect: Rect| rect.intersect(screen).area() / rect.area().max(1.0);
    let free = |rect: &Rect| {
        room(*rect) > 0.999
            && !rect.intersects(target)
            && !avoid.iter().any(|a| rect.intersects(*a))
    };
    let slides = [0.0, 0.5, -0.5, 1.0, -1.0];
    let fits = sides
        .into_iter()
        .flat_map(|side| slides.into_iter().map(move |slide| (slide, side)))
        .map(|(slide, side)| {
            let along = match side {
                Side::Left | Side::Right => vec2(0.0, size.y * slide),
                Side::Above | Side::Below => vec2(size.x * slide, 0.0),
            };
            (beside(side).translate(along), side)
        })
        .find(|(rect, _)| free(rect));
    fits.unwrap_or_else(|| {
        let (rect, side) = sides
            .into_iter()
            .map(|side| (beside(side), side))
            .max_by(|a, b| room(a.0).total_cmp(&room(b.0)))
            .unwrap_or((beside(Side::Below), Side::Below));
        let inside = vec2(
            shift_inside(rect.left(), rect.right(), screen.left(), screen.right()),
            shift_inside(rect.top(), rect.bottom(), screen.top(), screen.bottom()),
        );
        (rect.translate(inside), side)
    })
}

/// How far to move a span `lo..hi` to bring it inside `min..max` (its start wins when it
/// is longer).
fn shift_inside(lo: f32, hi: f32, min: f32, max: f32) -> f32 {
    if hi > max {
        (max - hi).max(min - lo)
    } else if lo < min {
        min - lo
    } else {
        0.0
    }
}

/// The words of `tip` for the person to act in `game`: the throw's name the game's dice
/// or cowries, the gate's depend on whether they have cut, and on what a pawn does before
/// a shut gate.
pub fn tip_text(words: &Words, tip: Tip, game: &Game) -> String {
    let id = match tip {
        Tip::Dice if game.variant().is_dhayam() => "tip-dice",
        Tip::Dice => "tip-cowries",
        Tip::Pawn => "tip-pawn",
        Tip::Gate if game.has_cut(game.turn()) => "tip-gate-open",
        Tip::Gate if game.rules().gate == GateRule::Wait => "tip-gate-wait",
        Tip::Gate => "tip-gate-shut",
    };
    words.text(id)
}

/// Draws the callout of `tip` beside `target` (screen points), in `game`, with the arrow
/// and ring, covering none of `avoid` where it can; OK and Skip tips become commands.
pub fn callout_ui(
    ui: &egui::Ui,
    (tip, game): (Tip, &Game),
    target: Rect,
    avoid: &[Rect],
    commands: &mut Vec<Command>,
) {
    let ctx = ui.ctx();
    let words = crate::words(ctx);
    let id = Id::unique("dhayam_tip");
    let font = ui.style().text_styles[&egui::TextStyle::Body].size;
    let width = (font * 19.0).min(ctx.content_rect().width() * 0.6);
    let gap = font * 3.5;
    // Last frame's size (a first guess before the callout was ever drawn).
    let size = ctx
        .memory(|m| m.area_rect(id))
        .map_or(vec2(width + 16.0, font * 9.0), |r| r.size());
    let screen = ctx.content_rect().shrink(4.0);
    let (rect, _) = place(target, size, (screen, avoid), gap);
    let colour = ui.visuals().warn_fg_color;
    let text = tip_text(&words, tip, game);
    egui::Area::new(id)
        .order(Order::Foreground)
        .fixed_pos(rect.min)
        .fade_in(false)
        .accessible_name(words.text("tip-title"))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .stroke(Stroke::new(2.0, colour))
                .show(ui, |ui| {
                    ui.set_max_width(width);
                    ui.strong(words.text("tip-title"));
                    ui.label(text);
                    ui.horizontal(|ui| {
                        if ui.button(words.text("tip-ok")).clicked() {
                            commands.push(Command::DismissTip(tip));
                        }
                        if ui.button(words.text("tip-skip")).clicked() {
                            commands.push(Command::SkipTips);
                        }
                    });
                });
        });
    let drawn = ctx.memory(|m| m.area_rect(id)).unwrap_or(rect);
    let painter = ctx.layer_painter(egui::LayerId::new(Order::Foreground, id.with("arrow")));
    paint_pointer(&painter, drawn, target.intersect(screen), colour, font);
}

/// A ring round `target` (round about a pawn or a square, rounded about a button) and an
/// arrow to it from the callout at `from`.
fn paint_pointer(painter: &egui::Painter, from: Rect, target: Rect, colour: Color32, font: f32) {
    let width = (font * 0.2).max(2.0);
    let ring = target.expand(width * 1.5);
    let stroke = Stroke::new(width, colour);
    if (ring.width() - ring.height()).abs() < ring.height() * 0.3 {
        painter.circle_stroke(ring.center(), ring.size().max_elem() * 0.55, stroke);
    } else {
        painter.rect_stroke(ring, font * 0.4, stroke, egui::StrokeKind::Inside);
    }
    let start = from.clamp(ring.center());
    let end: Pos2 = ring.expand(width).clamp(start);
    if start.distance(end) < font {
        return;
    }
    let d = (end - start).normalized();
    let n = vec2(-d.y, d.x);
    let head = font * 0.6;
    painter.line_segment([start, end - d * head * 0.8], Stroke::new(width, colour));
    painter.add(Shape::convex_polygon(
        vec![
            end,
            end - d * head + n * head * 0.55,
            end - d * head - n * head * 0.55,
        ],
        colour,
        Stroke::NONE,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    fn screen() -> Rect {
        Rect::from_min_size(Pos2::ZERO, vec2(640.0, 480.0))
    }

    #[test]
    fn a_callout_stands_beside_its_target_inside_the_screen_without_covering_it() {
        let size = vec2(200.0, 90.0);
        let targets = [
            // The Throw button in the side panel, on the right.
            Rect::from_min_size(pos2(460.0, 200.0), vec2(170.0, 40.0)),
            // A pawn at the board's left edge, near the top.
            Rect::from_center_size(pos2(30.0, 12.0), vec2(24.0, 24.0)),
            // A pawn in the middle.
            Rect::from_center_size(pos2(320.0, 240.0), vec2(24.0, 24.0)),
        ];
        for target in targets {
            let (rect, side) = place(target, size, (screen(), &[]), 10.0);
            assert!(screen().contains_rect(rect), "{target:?}: {rect:?}");
            assert!(!rect.intersects(target), "{target:?} covered by {rect:?}");
            assert!((rect.size() - size).length() < 1e-3);
            let toward = rect.center() - target.center();
            let expected = match side {
                Side::Left => toward.x < 0.0,
                Side::Right => toward.x > 0.0,
                Side::Above => toward.y < 0.0,
                Side::Below => toward.y > 0.0,
            };
            assert!(expected, "{side:?} for {target:?}: {rect:?}");
        }
    }

    #[test]
    fn a_callout_goes_toward_the_middle_of_the_screen() {
        let size = vec2(100.0, 50.0);
        let right = Rect::from_center_size(pos2(600.0, 240.0), vec2(20.0, 20.0));
        assert_eq!(place(right, size, (screen(), &[]), 8.0).1, Side::Left);
        let left = Rect::from_center_size(pos2(40.0, 240.0), vec2(20.0, 20.0));
        assert_eq!(place(left, size, (screen(), &[]), 8.0).1, Side::Right);
    }

    #[test]
    fn a_callout_leaves_the_other_movable_pawns_free() {
        // Four pawns in a row in the bottom yard; the first is pointed at.
        let pawns: Vec<Rect> = (0..4)
            .map(|k| Rect::from_center_size(pos2(250.0 + 40.0 * k as f32, 450.0), vec2(30.0, 30.0)))
            .collect();
        let (rect, _) = place(pawns[0], vec2(200.0, 90.0), (screen(), &pawns[1..]), 10.0);
        assert!(screen().contains_rect(rect));
        assert!(pawns.iter().all(|p| !rect.intersects(*p)), "{rect:?}");
    }

    #[test]
    fn without_room_beside_a_wide_target_it_goes_above_or_below() {
        let wide = Rect::from_min_size(pos2(10.0, 300.0), vec2(620.0, 40.0));
        let (rect, side) = place(wide, vec2(200.0, 90.0), (screen(), &[]), 10.0);
        assert!(matches!(side, Side::Above | Side::Below), "{side:?}");
        assert!(screen().contains_rect(rect) && !rect.intersects(wide));
    }
}
