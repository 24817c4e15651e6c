//! The play screen: the side panel beside the board, and the game-over window.

use dhayam_core::Seat;
use dhayam_table::{Session, Table};

use crate::board::celebration::celebration_ui;
use crate::board::{BoardView, ClockRing, PlayView, board_ui, clock_ring_ui, yard_on_screen};
use crate::screens::game_over::{TableOver, game_over_ui};
use crate::screens::side;
use crate::screens::talk::{TalkLayout, bubbles_ui, talk_ui};
use crate::screens::win_bar::WinBar;
use crate::walkthrough::Showing;
use crate::{Command, palette::Palette};

/// What the play screen shows besides the table's game.
pub struct Around<'a> {
    /// The dice, pawns and notices under way.
    pub view: &'a PlayView,
    /// Each player's chance of winning, as far as shown.
    pub chances: WinBar<'a>,
    /// The first-game tip to show, if any.
    pub tip: Option<Showing>,
    /// The seat whose home is at the bottom of the board.
    pub bottom: Seat,
    /// The talk at a table across computers (`None` at one computer).
    pub talk: Option<&'a crate::network::Talk>,
    /// The turn clock's ring, while a turn is timed at a table across computers.
    pub clock: Option<ClockRing>,
    /// At a table across computers, what the game-over window says of another game.
    pub over: Option<TableOver>,
}

/// The side panel's height from which the talk shows its lines (below it, its newest).
const TALL_SIDE: f32 = 820.0;

/// Draws the game at `table`, with the win chances when they are shown, and the talk at
/// a table across computers.
pub fn play_ui(
    ui: &mut egui::Ui,
    table: &Table,
    session: &Session,
    around: &Around<'_>,
    now: f64,
    commands: &mut Vec<Command>,
) {
    let Around {
        view,
        chances,
        tip,
        bottom,
        talk,
        clock,
        over,
    } = *around;
    let width = (ui.available_width() * 0.28).clamp(190.0, 520.0);
    egui::Panel::right("dhayam_side")
        .exact_size(width)
        .show(ui, |ui| {
            if let Some(talk) = talk {
                // Under a tall panel the talk shows its lines; under a short one only the
                // newest, and the board shows each as a bubble by its speaker's seat.
                let layout = if ui.available_height() >= TALL_SIDE {
                    TalkLayout::Full
                } else {
                    TalkLayout::Compact
                };
                egui::Panel::bottom("dhayam_talk")
                    .resizable(false)
                    .show(ui, |ui| talk_ui(ui, talk, layout, commands));
            }
            // What does not fit above the talk (a small window) is cut off, never drawn
            // over it.
            let room = ui.available_rect_before_wrap();
            ui.set_clip_rect(ui.clip_rect().intersect(room));
            side::side_ui(
                ui,
                &side::SideView {
                    table,
                    session,
                    view,
                    chances,
                    now,
                    tip,
                },
                commands,
            );
        });
    let movable = table.person_moves();
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.fill(Palette::of(ui).table))
        .show(ui, |ui| {
            let avail = ui.available_rect_before_wrap();
            let board = session.game().board();
            board_ui(
                ui,
                &BoardView {
                    game: session.game(),
                    motions: &view.motions,
                    now,
                    movable: &movable,
                    to_spend: table.value_to_spend(),
                    focused: table.marked(),
                    hint: table.hint(),
                    tip,
                    bottom,
                    marks: None,
                    placing: false,
                },
                commands,
            );
            if let Some(talk) = talk {
                let yard = |seat| yard_on_screen(avail, board, bottom, seat);
                bubbles_ui(ui, talk, now, avail, yard);
            }
            if let Some(ring) = clock {
                let yard = yard_on_screen(avail, board, bottom, ring.seat);
                clock_ring_ui(ui, yard, &ring, now);
            }
            if let Some(crowning) = &view.crowning
                && now >= crowning.start
            {
                let area = ui.max_rect();
                // A crown sits on each crowned seat's own yard, wherever the board turned
                // it.
                let yard = |seat| yard_on_screen(avail, board, bottom, seat);
                celebration_ui(ui, crowning, (area, yard), now);
            }
        });
    if let Some(question) = table.tutor_question() {
        crate::screens::tutor::tutor_ui(ui, question, commands);
    }
    if session.game().is_over() && !view.motions.any_running(now) {
        game_over_ui(ui, session, over, commands);
    }
}
