//! The lobby's seats: a small board with the homes of the table's seats in their colours,
//! and beside each home a card with its colour, who plays it (name, computer level, or
//! open), whether they are connected, and what the host (or a watcher) may do about it.

use dhayam_core::{Board, Seat};
use dhayam_net::{Holder, Lobby, SeatView};
use egui::{Rect, RichText, Sense, Stroke, Vec2, vec2};

use crate::Command;
use crate::board::mini::paint_mini_board;
use crate::i18n::Words;
use crate::i18n::words::colour;
use crate::network::Part;
use crate::palette::Palette;

/// Who looks at the seats, and from where.
#[derive(Clone, Copy, Debug)]
pub struct SeatsLook<'a> {
    /// Whether this computer hosts the table, plays at it or watches it.
    pub part: Part,
    /// The seats played at this computer ("you").
    pub ours: &'a [Seat],
    /// The seat whose home is drawn at the bottom (a guest's own, as its board is turned).
    pub bottom: Seat,
}

/// The width of a seat's card.
const CARD_WIDTH: f32 = 220.0;
/// The height of a seat's card.
const CARD_HEIGHT: f32 = 86.0;
/// The room between the board and the cards.
const GAP: f32 = 8.0;

/// The board with each seat's card by its home: North's above, South's below, West's and
/// East's on either side (turned with `look.bottom` at the bottom); in a narrow window
/// the board above and the cards in a column under it.
pub fn seats_ui(
    ui: &mut egui::Ui,
    lobby: &Lobby,
    look: SeatsLook<'_>,
    commands: &mut Vec<Command>,
) {
    let words = crate::words(ui.ctx());
    let seated: Vec<Seat> = lobby.seats.iter().map(|v| v.seat).collect();
    // The table's own board once its setup is known (a host's game may be on either).
    let drawn = lobby
        .setup
        .as_ref()
        .map_or(&Board::DHAYAM, |s| s.variant.board());
    let width = ui.available_width();
    let wide = width >= 2.0 * CARD_WIDTH + 3.0 * GAP + 120.0;
    let board = if wide {
        (width - 2.0 * (CARD_WIDTH + GAP)).clamp(120.0, 2.0 * CARD_HEIGHT + 40.0)
    } else {
        width.clamp(100.0, 160.0)
    };
    if !wide {
        ui.vertical_centered(|ui| {
            board_picture_ui(ui, (&words, drawn), &seated, look.bottom, board);
        });
        for view in &lobby.seats {
            card_ui(ui, view, look, commands);
            ui.add_space(GAP / 2.0);
        }
        return;
    }
    let size = vec2(
        2.0 * (CARD_WIDTH + GAP) + board,
        2.0 * (CARD_HEIGHT + GAP) + board,
    );
    // The whole row, with the board and its cards in the middle of it.
    let (row, _) = ui.allocate_exact_size(vec2(width.max(size.x), size.y), Sense::hover());
    let centre = Rect::from_center_size(row.center(), Vec2::splat(board));
    let painter = ui.painter_at(centre);
    paint_mini_board(
        &painter,
        centre,
        (&Palette::of(ui), &words),
        drawn,
        &seated,
        look.bottom,
    );
    for view in &lobby.seats {
        let card = card_rect(centre, side_of(view.seat, look.bottom));
        let mut child = ui.new_child(egui::UiBuilder::new().max_rect(card));
        card_ui(&mut child, view, look, commands);
    }
}

/// Where a seat's home is on the screen, the board turned with `bottom` at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Bottom,
    Right,
    Top,
    Left,
}

fn side_of(seat: Seat, bottom: Seat) -> Side {
    match (seat.index() + 4 - bottom.index()) % 4 {
        0 => Side::Bottom,
        1 => Side::Right,
        2 => Side::Top,
        _ => Side::Left,
    }
}

/// The card's place beside `board` on `side`.
fn card_rect(board: Rect, side: Side) -> Rect {
    let size = vec2(CARD_WIDTH, CARD_HEIGHT);
    let c = board.center();
    let half = board.width() / 2.0;
    let centre = match side {
        Side::Bottom => c + vec2(0.0, half + GAP + CARD_HEIGHT / 2.0),
        Side::Top => c - vec2(0.0, half + GAP + CARD_HEIGHT / 2.0),
        Side::Right => c + vec2(half + GAP + CARD_WIDTH / 2.0, 0.0),
        Side::Left => c - vec2(half + GAP + CARD_WIDTH / 2.0, 0.0),
    };
    Rect::from_center_size(centre, size)
}

fn board_picture_ui(
    ui: &mut egui::Ui,
    (words, drawn): (&Words, &Board),
    seated: &[Seat],
    bottom: Seat,
    side: f32,
) {
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    let painter = ui.painter_at(rect);
    paint_mini_board(
        &painter,
        rect,
        (&Palette::of(ui), words),
        drawn,
        seated,
        bottom,
    );
}

/// One seat's card: its colour, who plays it and how they are connected, and the buttons
/// about it.
fn card_ui(ui: &mut egui::Ui, view: &SeatView, look: SeatsLook<'_>, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let palette = Palette::of(ui);
    let colour_of_seat = palette.seat(view.seat);
    let ours = look.ours.contains(&view.seat);
    egui::Frame::group(ui.style())
        .stroke(Stroke::new(2.0, colour_of_seat))
        .fill(ui.visuals().faint_bg_color)
        .inner_margin(8)
        .show(ui, |ui| {
            ui.set_width(CARD_WIDTH.min(ui.available_width()) - 20.0);
            ui.horizontal(|ui| {
                // The colour's name on the colour itself: readable on every look.
                egui::Frame::new()
                    .fill(colour_of_seat)
                    .corner_radius(4)
                    .inner_margin(egui::Margin::symmetric(6, 1))
                    .show(ui, |ui| {
                        ui.label(
                            RichText::new(colour(&words, view.seat))
                                .strong()
                                .color(palette.on_seat(view.seat)),
                        );
                    });
                let name = match view.holder {
                    Holder::Open => String::new(),
                    _ if ours => words.tr("strip-you", &[("name", view.name.as_str().into())]),
                    _ => view.name.clone(),
                };
                ui.add(egui::Label::new(RichText::new(name).strong()).truncate());
            });
            ui.add(egui::Label::new(RichText::new(status(&words, view.holder)).weak()).wrap());
            ui.horizontal_wrapped(|ui| buttons_ui(ui, view, look, commands));
        });
}

/// Who plays the seat and how, in a few words.
fn status(words: &Words, holder: Holder) -> String {
    match holder {
        Holder::Host => words.text("lobby-card-host"),
        Holder::Computer(level) => words.tr(
            "lobby-card-computer",
            &[("level", words.text(crate::i18n::level_id(level)).into())],
        ),
        Holder::Open => words.text("lobby-open-seat"),
        Holder::Guest { connected: true } => words.text("lobby-card-connected"),
        Holder::Guest { connected: false } => words.text("lobby-card-gone"),
        Holder::StandIn | Holder::Away => words.text("lobby-card-stand-in"),
        Holder::Deciding => words.text("lobby-card-deciding"),
    }
}

/// What may be done about the seat from here: the host removes a guest, lets a computer
/// take an open seat or opens a computer's; a watcher takes an open seat.
fn buttons_ui(
    ui: &mut egui::Ui,
    view: &SeatView,
    look: SeatsLook<'_>,
    commands: &mut Vec<Command>,
) {
    let words = crate::words(ui.ctx());
    match view.holder {
        Holder::Guest { .. } | Holder::Deciding if look.part.hosts() => {
            super::remove_button_ui(ui, view, commands);
        }
        Holder::Open if look.part.hosts() => {
            let button = ui
                .small_button(words.text("lobby-seat-computer"))
                .on_hover_text(words.text("lobby-seat-computer-hint"));
            if button.clicked() {
                commands.push(Command::SeatComputer(view.seat));
            }
        }
        Holder::Computer(_) if look.part.hosts() => {
            let button = ui
                .small_button(words.text("lobby-seat-open"))
                .on_hover_text(words.text("lobby-seat-open-hint"));
            if button.clicked() {
                commands.push(Command::OpenSeat(view.seat));
            }
        }
        Holder::Open if look.part.watches() => {
            let button = ui.small_button(words.text("lobby-take-seat"));
            if button.clicked() {
                commands.push(Command::TakeSeat(Some(view.seat)));
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_card_sits_by_its_home_on_the_turned_board() {
        assert_eq!(side_of(Seat::South, Seat::South), Side::Bottom);
        assert_eq!(side_of(Seat::East, Seat::South), Side::Right);
        assert_eq!(side_of(Seat::North, Seat::South), Side::Top);
        assert_eq!(side_of(Seat::West, Seat::South), Side::Left);
        assert_eq!(side_of(Seat::East, Seat::East), Side::Bottom);
        assert_eq!(side_of(Seat::South, Seat::East), Side::Left);
        let board = Rect::from_center_size(egui::pos2(500.0, 400.0), Vec2::splat(200.0));
        for side in [Side::Bottom, Side::Right, Side::Top, Side::Left] {
            assert!(!card_rect(board, side).intersects(board), "{side:?}");
        }
    }
}
