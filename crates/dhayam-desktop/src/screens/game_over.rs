//! The end of a game: the ranking with crowns, each player's numbers, and what next.

use egui::{RichText, Sense, vec2};

use crate::board::celebration::{GOLD, paint_crown};
use crate::palette::Palette;
use dhayam_core::Team;
use dhayam_table::{Command as TableCommand, Session};

use crate::network::{Again, Part};
use crate::{Command, words};

/// What the game-over window says at a table across computers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableOver {
    /// Whether this computer hosts the table, plays at it or watches it.
    pub part: Part,
    /// Where this computer's players stand on another game.
    pub again: Again,
}

/// The crowns of the first three places: gold for the King, then silver and bronze.
fn crown_colour(place: usize) -> Option<egui::Color32> {
    match place {
        1 => Some(GOLD),
        2 => Some(egui::Color32::from_rgb(170, 176, 186)),
        3 => Some(egui::Color32::from_rgb(176, 112, 60)),
        _ => None,
    }
}

/// Shows the ranking and each player's numbers (cuts made, pawns lost, throws lost, as the
/// session counted them) in a window over the board, and what next: Play again (at a
/// table across computers, `across`, another game at the same table, once everyone says
/// so), or New game.
pub fn game_over_ui(
    ui: &mut egui::Ui,
    session: &Session,
    across: Option<TableOver>,
    commands: &mut Vec<Command>,
) {
    let game = session.game();
    let words = crate::words(ui.ctx());
    egui::Window::new(words.text("game-over-title"))
        .id(egui::Id::unique("dhayam_game_over"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ui.ctx(), |ui| {
            let palette = Palette::of(ui);
            let king = game.winner();
            egui::Grid::new("dhayam_game_over_numbers")
                .spacing(vec2(14.0, 6.0))
                .show(ui, |ui| {
                    ui.label("");
                    ui.label("");
                    for id in [
                        "game-over-cuts-made",
                        "game-over-pawns-lost",
                        "game-over-throws-lost",
                    ] {
                        ui.label(RichText::new(words.text(id)).small().strong());
                    }
                    ui.end_row();
                    if let Some(teams) = game.team_ranking() {
                        teams_rows_ui(ui, session, teams);
                        return;
                    }
                    for (i, &seat) in game.ranking().iter().enumerate() {
                        let size = if i == 0 { 22.0 } else { 16.0 };
                        let (rect, _) =
                            ui.allocate_exact_size(vec2(size * 1.4, size), Sense::hover());
                        if let Some(colour) = crown_colour(i + 1).filter(|_| king.is_some()) {
                            paint_crown(ui.painter(), rect, colour, palette.seat(seat));
                        }
                        let who = words::player_name(
                            &words,
                            session.player(seat).map(|p| p.name.as_str()),
                            seat,
                        );
                        let place = ("place", (i + 1).into());
                        let text = if king == Some(seat) {
                            words.tr("game-over-king", &[place, ("who", who.into())])
                        } else {
                            let ordinal = words::ordinal(&words, i as u8 + 1);
                            words.tr(
                                "game-over-place",
                                &[place, ("who", who.into()), ("ordinal", ordinal.into())],
                            )
                        };
                        ui.label(
                            RichText::new(text)
                                .size(size)
                                .strong()
                                .color(palette.seat_ink(seat)),
                        );
                        let numbers = session.numbers(seat);
                        for n in [numbers.cuts_made, numbers.pawns_lost, numbers.throws_lost] {
                            ui.label(RichText::new(n.to_string()).size(size * 0.9));
                        }
                        ui.end_row();
                    }
                });
            ui.add_space(8.0);
            if let Some(over) = across {
                again_ui(ui, over, commands);
                return;
            }
            ui.horizontal(|ui| {
                if ui.button(words.text("game-over-play-again")).clicked() {
                    commands.push(TableCommand::PlayAgain.into());
                }
                if ui.button(words.text("game-over-new-game")).clicked() {
                    commands.push(Command::NewGame);
                }
            });
        });
}

/// The rows of a team game's ending: the winning team, crowned, with its two players and
/// their numbers, then the other team second (RULES-TEAMS.md section 5: a team game ranks
/// two teams, not four places).
fn teams_rows_ui(ui: &mut egui::Ui, session: &Session, teams: [Team; 2]) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let name =
        |seat| words::player_name(&words, session.player(seat).map(|p| p.name.as_str()), seat);
    for (i, team) in teams.into_iter().enumerate() {
        let size = if i == 0 { 22.0 } else { 16.0 };
        let (rect, _) = ui.allocate_exact_size(vec2(size * 1.4, size), Sense::hover());
        let [first, second] = team.seats();
        if let Some(colour) = crown_colour(i + 1) {
            paint_crown(ui.painter(), rect, colour, palette.seat(first));
        }
        let text = words.tr(
            if i == 0 {
                "game-over-team-first"
            } else {
                "game-over-team-second"
            },
            &[
                ("team", words::team_name(&words, team).into()),
                ("first", name(first).into()),
                ("second", name(second).into()),
            ],
        );
        ui.label(RichText::new(text).size(size).strong());
        ui.end_row();
        for seat in [first, second] {
            ui.label("");
            ui.label(
                RichText::new(name(seat))
                    .size(16.0)
                    .color(palette.seat_ink(seat)),
            );
            let numbers = session.numbers(seat);
            for n in [numbers.cuts_made, numbers.pawns_lost, numbers.throws_lost] {
                ui.label(RichText::new(n.to_string()).size(14.4));
            }
            ui.end_row();
        }
    }
}

/// What next at a table across computers: the host opens another game at the same table
/// (the same players, the next player throws first); a guest says yes to it, before or
/// after the host opened it; a watcher waits for it. New game leaves the table.
fn again_ui(ui: &mut egui::Ui, over: TableOver, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let said = match (over.part, over.again) {
        (Part::Watcher, _) => Some("game-over-watching"),
        (Part::Guest, Again::Offered) => Some("game-over-again-offered"),
        (Part::Guest, Again::Ready) => Some("game-over-again-ready"),
        (Part::Host, _) | (Part::Guest, Again::Undecided) => None,
    };
    if let Some(id) = said {
        ui.add(egui::Label::new(words.text(id)).wrap());
    }
    ui.horizontal(|ui| {
        let may = !over.part.watches() && (over.part.hosts() || over.again != Again::Ready);
        if may {
            let text = RichText::new(words.text("game-over-play-again")).strong();
            if ui
                .button(text)
                .on_hover_text(words.text("game-over-again-hint"))
                .clicked()
            {
                commands.push(Command::PlayAgainAtTable);
            }
        }
        if ui.button(words.text("game-over-new-game")).clicked() {
            commands.push(Command::NewGame);
        }
    });
}
