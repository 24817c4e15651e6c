//! The pawns: in yards, on squares (several to a square), finished in the centre, and the
//! clicks that play a movable one.

use dhayam_core::{Move, PawnId};
use egui::{Rect, Sense, Stroke, Vec2, vec2};

use super::geometry::{centre_point, square_point, yard_point};
use super::labels::{pawn_label, preview_text};
use super::preview::preview_ui;
use super::{BoardView, Pen};
use crate::Command;
use crate::palette::paint_pawn;

/// Where pawns that matter to a tip are drawn.
pub(super) struct Drawn {
    /// The tip's pawn.
    pub(super) pointed: Option<Rect>,
    /// Every pawn that may move (they take clicks).
    pub(super) movable: Vec<Rect>,
}

/// Draws every pawn, rings the movable ones and turns a click on one into its move.
/// Returns where `pointed` (a tip's pawn) and the movable pawns are drawn.
pub(super) fn pawns_ui(
    ui: &egui::Ui,
    pen: &Pen<'_>,
    view: &BoardView<'_>,
    pointed: Option<PawnId>,
    commands: &mut Vec<Command>,
) -> Drawn {
    let mut drawn = Drawn {
        pointed: None,
        movable: Vec::new(),
    };
    let Pen {
        painter,
        board: _,
        frame,
        palette,
        words,
    } = *pen;
    let unit = frame.unit;
    let game = view.game;
    let board = pen.board;
    let finished = |place: dhayam_core::PawnPlace| place.index() == Some(board.centre_index());
    // Where each pawn stands, grouped by square so shared squares (and the 5x5 board's
    // stacks of one seat's pawns) show every pawn. Dense square indices are row * 7 + col
    // on every board.
    let mut on_square: Vec<Vec<PawnId>> = vec![Vec::new(); 49];
    for &seat in game.seats() {
        for (pawn, place) in game.pawns_of(seat) {
            if let Some(square) = place
                .index()
                .filter(|&i| i != board.centre_index())
                .and_then(|i| board.path_square(seat, i))
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
        let centre = frame.pos(centre_point(board, seat));
        let glow = view.motions.glow(seat, view.now);
        crate::board::hop::paint_glow(painter, centre, unit * 0.14, glow, palette.gold);
        paint_pawn(
            painter,
            palette,
            seat,
            centre,
            unit * 0.14,
            &count.to_string(),
        );
        for (pawn, place) in game.pawns_of(seat).filter(|(_, p)| finished(*p)) {
            let rect = Rect::from_center_size(centre, Vec2::splat(unit * 0.3));
            let id = ui
                .scope_id()
                .with(("finished", pawn.seat.index(), pawn.number));
            ui.interact(rect, id, Sense::hover()).widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::Image,
                    true,
                    pawn_label(words, board, pawn, place),
                )
            });
        }
    }

    let mut hovered: Option<(PawnId, Move)> = None;
    // A finished player of a team game moves its partner's pawns: each move names its
    // pawn by `pawn_id`, never by the player to move and `Move::pawn`.
    let focused_pawn = view.focused.map(|m| m.pawn_id(game.turn()));
    let mover = game.plays_for(game.turn());
    // The way of the hovered (or marked) pawn goes under the pawns, once it is known.
    let (way_slot, mut way_of) = (painter.add(egui::Shape::Noop), focused_pawn);
    // Pawns standing first, then pawns on the move, over them.
    let passes = [false, true].map(|moving| game.seats().iter().map(move |&s| (s, moving)));
    for (seat, moving) in passes.into_iter().flatten() {
        for (pawn, place) in game.pawns_of(seat) {
            if view.motions.position(pawn, view.now).is_some() != moving {
                continue;
            }
            if finished(place) && view.motions.position(pawn, view.now).is_none() {
                continue;
            }
            let (home_point, radius) = match place.index().and_then(|i| board.path_square(seat, i))
            {
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
                None => (
                    yard_point(board, seat, pawn.number, game.pawns_per_player()),
                    0.3,
                ),
            };
            let (ground, lift) = view
                .motions
                .lifted(pawn, view.now)
                .unwrap_or((home_point, 0.0));
            // A hop rises up the screen however the board is turned.
            let centre = frame.pos(ground) - vec2(0.0, lift * unit);
            let r = crate::board::hop::paint_shadow(painter, centre, radius * unit, lift, unit);
            let mv = view
                .movable
                .iter()
                .find(|m| m.pawn_id(game.turn()) == pawn)
                .copied();
            let rect = Rect::from_center_size(centre, Vec2::splat(r * 2.2));
            // A pawn of the person to move that cannot spend the value: a click says why.
            let stuck = view
                .to_spend
                .filter(|_| mv.is_none() && seat == mover)
                .and_then(|value| Some((value, game.why_stuck(seat, pawn.number, value)?)));
            if pointed == Some(pawn) {
                drawn.pointed = Some(rect);
            }
            if mv.is_some() {
                drawn.movable.push(rect);
            }
            let id = ui.scope_id().with(("pawn", pawn.seat.index(), pawn.number));
            let response = ui.interact(
                rect,
                id,
                if mv.is_some() || stuck.is_some() {
                    Sense::click()
                } else {
                    Sense::hover()
                },
            );
            response.widget_info(|| {
                egui::WidgetInfo::labeled(
                    if mv.is_some() || stuck.is_some() {
                        egui::Role::Button
                    } else {
                        egui::Role::Image
                    },
                    true,
                    if view.hint.is_some_and(|h| h.pawn_id(game.turn()) == pawn) {
                        words.tr(
                            "board-pawn-hint",
                            &[("pawn", pawn_label(words, board, pawn, place).into())],
                        )
                    } else {
                        pawn_label(words, board, pawn, place)
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
                painter,
                palette,
                seat,
                centre,
                r,
                &(pawn.number + 1).to_string(),
            );
            if response.hovered() && !finished(place) {
                way_of = Some(pawn);
            }
            if let Some((value, why)) = stuck {
                if response.clicked() {
                    commands.push(dhayam_table::Command::PickPawn(pawn.number).into());
                }
                if response.hovered() && view.focused.is_none() {
                    let number = ("pawn", (pawn.number + 1).into());
                    let head = words.tr("notice-stuck", &[number, ("value", value.into())]);
                    let why = crate::i18n::why::why_stuck(words, seat, pawn.number, why);
                    response.clone().on_hover_text(format!("{head}. {why}"));
                }
            }
            if let Some(mv) = mv {
                if response.clicked() {
                    commands.push(dhayam_table::Command::Play(mv).into());
                }
                // While a move is marked (Tab), its words are the board's: Enter plays it,
                // so a hovered pawn's tooltip must not name another move.
                if response.hovered() && view.focused.is_none() {
                    hovered = Some((pawn, mv));
                    let (text, _) = preview_text(words, game, pawn, mv);
                    response
                        .on_hover_cursor(egui::CursorIcon::PointingHand)
                        .on_hover_text(text);
                } else if response.hovered() {
                    response.on_hover_cursor(egui::CursorIcon::PointingHand);
                }
            }
        }
    }

    if let Some(pawn) = way_of.filter(|_| !game.is_over()) {
        let way =
            crate::board::way::way_shapes(painter, |p| frame.pos(p), unit, palette, game, pawn);
        painter.set(way_slot, egui::Shape::Vec(way));
    }

    // Preview the Tab-marked (or else the hovered) move: its destination and any cut.
    // The hovered pawn tells its move in a tooltip; the Tab-marked one on the board.
    if let Some((pawn, mv)) = hovered {
        preview_ui(ui, painter, frame, palette, game, pawn, mv, false);
    } else if let Some((mv, pawn)) = view.focused.zip(focused_pawn) {
        preview_ui(ui, painter, frame, palette, game, pawn, mv, true);
    }
    drawn
}
