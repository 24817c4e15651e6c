//! The side panel's players: each one's name in their colour (» before the one to act),
//! their pawns in the yard, on the board and at the centre, and whether they may go
//! inside; in a team game, their team.

use dhayam_core::{Seat, Team};
use dhayam_table::Session;
use egui::RichText;

use crate::palette::Palette;
use crate::words;

/// Every player, in turn order; in a compact panel each on one line. A compact team game
/// lists the partners together, the two teams apart, and names a player's team when the
/// pointer rests on the name: a team's name beside it would leave the counts no room
/// (640x480), and a line of its own would push the last player out of the window.
pub(super) fn players_ui(ui: &mut egui::Ui, session: &Session, compact: bool) {
    let game = session.game();
    let Some(&first) = game.seats().first() else {
        return;
    };
    if !(compact && game.is_team_game()) {
        for &seat in game.seats() {
            player_ui(ui, session, seat, compact);
        }
        return;
    }
    let first = Team::of(first);
    for seat in first.seats() {
        player_ui(ui, session, seat, compact);
    }
    ui.separator();
    for seat in first.other().seats() {
        player_ui(ui, session, seat, compact);
    }
}

/// One player: the name (with the team; when `compact`, the team only on hover), and the
/// counts below it, or beside it when `compact` (cut short if need be).
fn player_ui(ui: &mut egui::Ui, session: &Session, seat: Seat, compact: bool) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let game = session.game();
    let yard = game.yard_count(seat);
    let home = game.centre_count(seat);
    let board = game.pawns_per_player() - yard - home;
    let name = words::player_name(&words, session.player(seat).map(|p| p.name.as_str()), seat);
    let marker = if game.turn() == seat && !game.is_over() {
        "» "
    } else {
        ""
    };
    let counts = words.tr(
        // In a team game a partner's cut may open the gate too.
        if game.is_gate_open(seat) {
            "side-counts-gate-open"
        } else {
            "side-counts-gate-closed"
        },
        &[
            ("yard", yard.into()),
            ("board", board.into()),
            ("centre", home.into()),
        ],
    );
    let with_team = game.partner(seat).map(|_| {
        words.tr(
            "side-player-team",
            &[
                ("name", name.clone().into()),
                ("team", words::team_name(&words, Team::of(seat)).into()),
            ],
        )
    });
    let shown = match &with_team {
        Some(with_team) if !compact => with_team,
        _ => &name,
    };
    let name = RichText::new(format!("{marker}{shown}"))
        .strong()
        .color(palette.seat_ink(seat));
    let counts = RichText::new(counts).small();
    if compact {
        ui.horizontal(|ui| {
            let said = ui.label(name);
            if let Some(with_team) = with_team {
                said.on_hover_text(with_team);
            }
            ui.add(egui::Label::new(counts).truncate());
        });
    } else {
        ui.label(name);
        ui.label(counts);
    }
}
