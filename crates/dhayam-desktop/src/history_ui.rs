//! The History screen: finished games listed, one replayed on the board step by step.

use dhayam_store::{Action, HistoryEntry, Replay, SavedGame, format_utc};
use egui::RichText;

use crate::{Command, words};

/// A game being replayed: its positions and where the viewer stands.
pub struct ReplayView {
    /// The game, as saved.
    pub game: SavedGame,
    /// Every position of it.
    pub replay: Replay,
    /// How many steps are shown (0: the start).
    pub step: usize,
}

impl ReplayView {
    /// Unrolls `game` for replay. The error is a sentence.
    pub fn new(game: SavedGame) -> Result<ReplayView, String> {
        let replay = Replay::new(game.record())
            .map_err(|e| format!("This game cannot be replayed: {e}."))?;
        Ok(ReplayView {
            game,
            replay,
            step: 0,
        })
    }

    /// The position shown.
    pub fn position(&self) -> Option<&dhayam_core::Game> {
        self.replay.position(self.step)
    }

    /// What the last step shown did, in words.
    pub fn step_text(&self) -> String {
        let Some(step) = self.step.checked_sub(1).and_then(|k| self.replay.step(k)) else {
            return "The start of the game".to_owned();
        };
        let lines: Vec<String> = step.events.iter().filter_map(words::event_line).collect();
        if lines.is_empty() {
            match step.action {
                Action::Throw(seat, throw) => {
                    format!("{} throws {}", words::colour(seat), throw.value())
                }
                Action::Move(seat, mv) => {
                    format!("{} moves pawn {}", words::colour(seat), mv.pawn + 1)
                }
            }
        } else {
            lines.join(". ")
        }
    }
}

/// Who played, in words ("Asha (Red), Yellow"): the colour is named unless it is the name.
fn players_text(players: &[dhayam_store::SeatPlayer]) -> String {
    let names: Vec<String> = players
        .iter()
        .map(|p| {
            let colour = p.seat.colour().name();
            if p.name == colour {
                p.name.clone()
            } else {
                format!("{} ({colour})", p.name)
            }
        })
        .collect();
    names.join(", ")
}

/// The date of a game, to the minute, in UTC.
fn date_text(secs: u64) -> String {
    let stamp = format_utc(secs);
    let minute: String = stamp.chars().take(16).collect();
    format!("{} UTC", minute.replace('T', " "))
}

/// Lists the finished games with Replay and Export buttons, and Import at the top.
pub fn history_ui(
    ui: &mut egui::Ui,
    entries: &[HistoryEntry],
    dialog_open: bool,
    commands: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        ui.heading(RichText::new("History").size(26.0).strong());
        ui.add_space(16.0);
        if ui
            .add_enabled(!dialog_open, egui::Button::new("Import…"))
            .on_hover_text("Add a game file to the history")
            .clicked()
        {
            commands.push(Command::Import);
        }
        if dialog_open {
            ui.spinner();
            ui.weak("Waiting for the file dialog…");
        }
    });
    ui.add_space(6.0);
    if entries.is_empty() {
        ui.label("No finished games yet. Games played to the end are kept here.");
        return;
    }
    egui::ScrollArea::both()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("history")
                .num_columns(5)
                .striped(true)
                .spacing([14.0, 6.0])
                .show(ui, |ui| {
                    ui.label("");
                    ui.strong("Date");
                    ui.strong("Players");
                    ui.strong("Winner");
                    ui.strong("Length");
                    ui.end_row();
                    for (i, entry) in entries.iter().enumerate() {
                        let summary = &entry.summary;
                        ui.horizontal(|ui| {
                            let replay = ui.button("Replay");
                            replay.widget_info(|| {
                                egui::WidgetInfo::labeled(
                                    egui::Role::Button,
                                    true,
                                    format!("Replay game {}", i + 1),
                                )
                            });
                            if replay.clicked() {
                                commands.push(Command::OpenReplay(i));
                            }
                            let export = ui.button("Export…");
                            export.widget_info(|| {
                                egui::WidgetInfo::labeled(
                                    egui::Role::Button,
                                    true,
                                    format!("Export game {}", i + 1),
                                )
                            });
                            if export.clicked() {
                                commands.push(Command::Export(i));
                            }
                        });
                        ui.label(date_text(summary.started));
                        ui.label(players_text(&summary.players));
                        ui.label(match (summary.winner_name(), summary.finished) {
                            (Some(name), _) => name.to_owned(),
                            (None, true) => "nobody".to_owned(),
                            (None, false) => "unfinished".to_owned(),
                        });
                        ui.label(format!(
                            "{} throws, {} moves",
                            summary.throws, summary.moves
                        ));
                        ui.end_row();
                    }
                });
        });
}

/// The replay's controls: step back and forth, to the start and the end.
pub fn replay_controls_ui(ui: &mut egui::Ui, view: &ReplayView, commands: &mut Vec<Command>) {
    let total = view.replay.len();
    ui.add_space(6.0);
    ui.heading(RichText::new("Replay").strong());
    ui.label(players_text(view.game.players()));
    ui.label(date_text(view.game.started()));
    ui.separator();
    ui.label(RichText::new(format!("Step {} of {total}", view.step)).strong());
    ui.label(view.step_text());
    ui.add_space(6.0);
    let at_start = view.step == 0;
    let at_end = view.step >= total;
    ui.horizontal_wrapped(|ui| {
        let buttons = [
            ("« Start", "Start", !at_start, 0),
            ("‹ Back", "Back", !at_start, view.step.saturating_sub(1)),
            ("Forward ›", "Forward", !at_end, (view.step + 1).min(total)),
            ("End »", "End", !at_end, total),
        ];
        for (text, name, enabled, to) in buttons {
            let response = ui.add_enabled(enabled, egui::Button::new(text));
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, name));
            if response.clicked() {
                commands.push(Command::ReplayTo(to));
            }
        }
    });
    ui.weak("Left and right arrow keys step too.");
    ui.add_space(6.0);
    if ui.button("Back to the list").clicked() {
        commands.push(Command::CloseReplay);
    }
}
