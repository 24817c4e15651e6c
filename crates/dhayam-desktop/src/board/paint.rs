//! The board: squares, crosses, arrows, yards, pawns and the centre, each a widget with an
//! accessible name.
//!
//! Positions are in board units: the drawing is 9 units square, the 7x7 board fills units
//! 1..8 and the yards lie in the one-unit band around it.

use dhayam_core::path::CENTRE_INDEX;
use dhayam_core::{Game, Move, PawnId, PawnPlace, Seat, Square};
use egui::{Color32, Pos2, Rect, Sense, Stroke, Vec2, pos2, vec2};

use crate::board::animation::Motions;
use crate::board::way::preview_text;
use crate::i18n::words;
use crate::palette::{Palette, lerp, paint_pawn};
use crate::{Command, Words};

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
    /// The move marked with Tab.
    pub focused: Option<Move>,
    /// The move Hard suggested, if asked: its pawn's name says so.
    pub hint: Option<Move>,
}

/// The centre of `square` in board units.
pub fn square_point(square: Square) -> Pos2 {
    pos2(f32::from(square.col()) + 1.5, f32::from(square.row()) + 1.5)
}

/// Where pawn `number` of `seat` waits in its yard, in board units.
pub fn yard_point(seat: Seat, number: u8, pawns: u8) -> Pos2 {
    let offset = (f32::from(number) - (f32::from(pawns) - 1.0) / 2.0) * 0.8;
    match seat {
        Seat::South => pos2(4.5 + offset, 8.5),
        Seat::East => pos2(8.5, 4.5 - offset),
        Seat::North => pos2(4.5 - offset, 0.5),
        Seat::West => pos2(0.5, 4.5 + offset),
    }
}

/// The yard band of `seat`, in board units.
fn yard_rect(seat: Seat) -> Rect {
    match seat {
        Seat::South => Rect::from_min_max(pos2(1.6, 8.08), pos2(7.4, 8.92)),
        Seat::East => Rect::from_min_max(pos2(8.08, 1.6), pos2(8.92, 7.4)),
        Seat::North => Rect::from_min_max(pos2(1.6, 0.08), pos2(7.4, 0.92)),
        Seat::West => Rect::from_min_max(pos2(0.08, 1.6), pos2(0.92, 7.4)),
    }
}

/// Where a finished pawn of `seat` sits inside the centre square, in board units.
fn centre_point(seat: Seat) -> Pos2 {
    let c = square_point(dhayam_core::square::CENTRE);
    c + match seat {
        Seat::South => vec2(0.0, 0.27),
        Seat::East => vec2(0.27, 0.0),
        Seat::North => vec2(0.0, -0.27),
        Seat::West => vec2(-0.27, 0.0),
    }
}

/// Maps board units to the screen.
struct Frame {
    origin: Pos2,
    unit: f32,
}

impl Frame {
    fn pos(&self, p: Pos2) -> Pos2 {
        self.origin + p.to_vec2() * self.unit
    }

    fn rect(&self, r: Rect) -> Rect {
        Rect::from_min_max(self.pos(r.min), self.pos(r.max))
    }

    fn square(&self, square: Square) -> Rect {
        self.rect(Rect::from_center_size(
            square_point(square),
            Vec2::splat(1.0),
        ))
    }
}

/// The accessible name of a pawn ("Red pawn 2 on square 14").
pub fn pawn_label(words: &Words, pawn: PawnId, place: PawnPlace) -> String {
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

fn square_label(words: &Words, game: &Game, square: Square) -> String {
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

/// Draws the board and its pawns; clicks on movable pawns become plays for the table.
pub fn board_ui(ui: &mut egui::Ui, view: &BoardView<'_>, commands: &mut Vec<Command>) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let avail = ui.available_rect_before_wrap();
    let side = (avail.width().min(avail.height()) - 8.0).max(9.0);
    let area = Rect::from_center_size(avail.center(), Vec2::splat(side));
    let frame = Frame {
        origin: area.min,
        unit: side / 9.0,
    };
    let unit = frame.unit;
    let painter = ui.painter_at(avail);
    let game = view.game;

    // The board's frame, with a soft shadow.
    let board = frame.rect(Rect::from_min_max(pos2(1.0, 1.0), pos2(8.0, 8.0)));
    painter.rect_filled(
        board
            .expand(unit * 0.12)
            .translate(vec2(unit * 0.06, unit * 0.1)),
        unit * 0.15,
        Color32::from_black_alpha(60),
    );
    painter.rect_filled(board.expand(unit * 0.12), unit * 0.15, palette.line);

    // Yards.
    for &seat in game.seats() {
        let rect = frame.rect(yard_rect(seat));
        painter.rect(
            rect,
            unit * 0.2,
            lerp(palette.table, palette.seat(seat), 0.22),
            Stroke::new(1.0, lerp(palette.table, palette.seat(seat), 0.6)),
            egui::StrokeKind::Inside,
        );
        let id = ui.scope_id().with(("yard", seat.index()));
        let response = ui.interact(rect, id, Sense::hover());
        let count = game.yard_count(seat);
        response.widget_info(|| {
            egui::WidgetInfo::labeled(
                egui::Role::Group,
                true,
                words.tr(
                    "board-yard",
                    &[
                        ("seat", words::colour(&words, seat).into()),
                        ("count", count.into()),
                    ],
                ),
            )
        });
    }

    // Squares.
    let line = Stroke::new((unit * 0.03).max(1.0), palette.line);
    for square in Square::all() {
        let rect = frame.square(square);
        let home = Seat::ALL.into_iter().find(|s| s.home() == square);
        let fill = if square.is_centre() {
            palette.centre
        } else if let Some(seat) = home {
            palette.home(seat)
        } else {
            palette.square
        };
        painter.rect(rect, 0.0, fill, line, egui::StrokeKind::Middle);
        if square.is_centre() {
            paint_centre(&painter, &palette, rect, unit);
        } else if square.is_shared() {
            let inset = rect.shrink(unit * 0.1);
            let cross = Stroke::new((unit * 0.045).max(1.0), lerp(fill, palette.line, 0.75));
            painter.line_segment([inset.left_top(), inset.right_bottom()], cross);
            painter.line_segment([inset.right_top(), inset.left_bottom()], cross);
        }
        let id = ui.scope_id().with(("square", square.index()));
        let response = ui.interact(rect, id, Sense::hover());
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Cell, true, square_label(&words, game, square))
        });
    }

    // Arrows: on the square behind each home, pointing into the seat's inner cross.
    for seat in Seat::ALL {
        let from = square_point(seat.arrow_square());
        let to = square_point(seat.inner_cross());
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

    // Where each pawn stands, grouped by square so shared squares show every pawn.
    let mut on_square: Vec<Vec<PawnId>> = vec![Vec::new(); 49];
    for &seat in game.seats() {
        for (pawn, place) in game.pawns_of(seat) {
            if let Some(square) = place
                .index()
                .filter(|&i| i != CENTRE_INDEX)
                .and_then(|i| seat.path_square(i))
            {
                on_square[square.index()].push(pawn);
            }
        }
    }

    // Finished pawns: one token per seat in the centre with a count.
    for &seat in game.seats() {
        let count = game.centre_count(seat);
        if count == 0 {
            continue;
        }
        let centre = frame.pos(centre_point(seat));
        let glow = view.motions.glow(seat, view.now);
        super::hop::paint_glow(&painter, centre, unit * 0.14, glow, palette.gold);
        paint_pawn(
            &painter,
            &palette,
            seat,
            centre,
            unit * 0.14,
            &count.to_string(),
        );
        for (pawn, place) in game.pawns_of(seat).filter(|(_, p)| p.is_finished()) {
            let rect = Rect::from_center_size(centre, Vec2::splat(unit * 0.3));
            let id = ui
                .scope_id()
                .with(("finished", pawn.seat.index(), pawn.number));
            ui.interact(rect, id, Sense::hover()).widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Image, true, pawn_label(&words, pawn, place))
            });
        }
    }

    let mut hovered: Option<(PawnId, Move)> = None;
    let focused_pawn = view.focused.map(|m| PawnId {
        seat: game.turn(),
        number: m.pawn,
    });
    // The way of the hovered (or marked) pawn goes under the pawns, once it is known.
    let (way_slot, mut way_of) = (painter.add(egui::Shape::Noop), focused_pawn);
    // Pawns standing first, then pawns on the move, over them.
    let passes = [false, true].map(|moving| game.seats().iter().map(move |&s| (s, moving)));
    for (seat, moving) in passes.into_iter().flatten() {
        for (pawn, place) in game.pawns_of(seat) {
            if view.motions.position(pawn, view.now).is_some() != moving {
                continue;
            }
            if place.is_finished() && view.motions.position(pawn, view.now).is_none() {
                continue;
            }
            let (home_point, radius) = match place.index().and_then(|i| seat.path_square(i)) {
                Some(square) => {
                    let here = &on_square[square.index()];
                    let count = here.len().max(1);
                    let slot_index = here.iter().position(|p| *p == pawn).unwrap_or(0);
                    let cols = (count as f32).sqrt().ceil() as usize;
                    let rows = count.div_ceil(cols);
                    let slot = 0.9 / cols.max(rows) as f32;
                    let (row, col) = (slot_index / cols, slot_index % cols);
                    let point = square_point(square)
                        + vec2(
                            (col as f32 - (cols as f32 - 1.0) / 2.0) * slot,
                            (row as f32 - (rows as f32 - 1.0) / 2.0) * slot,
                        );
                    (point, (slot * 0.4).min(0.32))
                }
                None => (yard_point(seat, pawn.number, game.pawns_per_player()), 0.3),
            };
            let (point, lift) = view
                .motions
                .lifted(pawn, view.now)
                .unwrap_or((home_point, 0.0));
            let centre = frame.pos(point);
            let r = super::hop::paint_shadow(&painter, centre, radius * unit, lift, unit);
            let mv = view
                .movable
                .iter()
                .find(|m| m.pawn == pawn.number && seat == game.turn())
                .copied();
            let rect = Rect::from_center_size(centre, Vec2::splat(r * 2.2));
            let id = ui.scope_id().with(("pawn", pawn.seat.index(), pawn.number));
            let response = ui.interact(
                rect,
                id,
                if mv.is_some() {
                    Sense::click()
                } else {
                    Sense::hover()
                },
            );
            response.widget_info(|| {
                egui::WidgetInfo::labeled(
                    if mv.is_some() {
                        egui::Role::Button
                    } else {
                        egui::Role::Image
                    },
                    true,
                    if view
                        .hint
                        .is_some_and(|h| h.pawn == pawn.number && seat == game.turn())
                    {
                        words.tr(
                            "board-pawn-hint",
                            &[("pawn", pawn_label(&words, pawn, place).into())],
                        )
                    } else {
                        pawn_label(&words, pawn, place)
                    },
                )
            });
            if mv.is_some() {
                let ring = if focused_pawn == Some(pawn) {
                    0.16
                } else {
                    0.09
                };
                painter.circle_stroke(
                    centre,
                    r * 1.25 + unit * 0.02,
                    Stroke::new((unit * ring).max(2.0), palette.highlight),
                );
            }
            paint_pawn(
                &painter,
                &palette,
                seat,
                centre,
                r,
                &(pawn.number + 1).to_string(),
            );
            if response.hovered() && !place.is_finished() {
                way_of = Some(pawn);
            }
            if let Some(mv) = mv {
                if response.hovered() {
                    hovered = Some((pawn, mv));
                }
                if response.clicked() {
                    commands.push(dhayam_table::Command::Play(mv).into());
                }
                if response.hovered() {
                    let (text, _) = preview_text(&words, game, pawn, mv);
                    response
                        .on_hover_cursor(egui::CursorIcon::PointingHand)
                        .on_hover_text(text);
                }
            }
        }
    }

    if let Some(pawn) = way_of.filter(|_| !game.is_over()) {
        let way = super::way::way_shapes(&painter, |p| frame.pos(p), unit, &palette, game, pawn);
        painter.set(way_slot, egui::Shape::Vec(way));
    }

    // Preview the hovered (or Tab-marked) move: its destination and any cut.
    // The hovered pawn tells its move in a tooltip; the Tab-marked one on the board.
    if let Some((pawn, mv)) = hovered {
        preview_ui(ui, &painter, &frame, &palette, game, pawn, mv, false);
    } else if let Some((mv, pawn)) = view.focused.zip(focused_pawn) {
        preview_ui(ui, &painter, &frame, &palette, game, pawn, mv, true);
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

#[expect(
    clippy::too_many_arguments,
    reason = "one drawing pass over shared inputs"
)]
fn preview_ui(
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
    let Some(dest) = pawn.seat.path_square(mv.to) else {
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
    let galley = painter.layout_no_wrap(text, font, palette.ink);
    let mut at = rect.center_top() - vec2(galley.size().x / 2.0, galley.size().y + unit * 0.1);
    let clip = ui.clip_rect();
    let min_x = clip.left() + 2.0;
    at.x = at.x.min(clip.right() - galley.size().x - 2.0).max(min_x);
    at.y = at.y.max(clip.top() + 2.0);
    let bg = Rect::from_min_size(at, galley.size()).expand(4.0);
    painter.rect_filled(bg, 4.0, lerp(palette.square, palette.table, 0.2));
    painter.galley(at, galley, palette.ink);
}
