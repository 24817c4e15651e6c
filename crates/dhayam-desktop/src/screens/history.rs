//! The History screen: finished games listed, one replayed on the board step by step.

use chrono::TimeZone;
use dhayam_core::{Sides, Team};
use dhayam_store::{Action, GameSummary, HistoryEntry, PlayerKind, Replay, SavedGame};
use egui::RichText;

use crate::estimate::ReviewJob;
use crate::screens::dice::DiceCheck;
use crate::{Command, Words, words};

/// A game being replayed: its positions, where the viewer stands, and Hard's review.
pub struct ReplayView {
    /// The game, as saved.
    pub game: SavedGame,
    /// Every position of it.
    pub replay: Replay,
    /// How many steps are shown (0: the start).
    pub step: usize,
    /// The review of the game, once started; dropping it stops it.
    pub review: Option<ReviewJob>,
    /// Its dice panel, while open.
    pub dice: Option<DiceCheck>,
}

impl ReplayView {
    /// Unrolls `game` for replay. The error is a sentence in `words`' language.
    pub fn new(game: SavedGame, words: &Words) -> Result<ReplayView, String> {
        let replay = Replay::new(game.record()).map_err(|e| {
            let error = crate::i18n::errors::replay_error(words, &e);
            log::warn!("a history game does not replay: {e}");
            words.tr("history-cannot-replay", &[("error", error.into())])
        })?;
        Ok(ReplayView {
            game,
            replay,
            step: 0,
            review: None,
            dice: None,
        })
    }

    /// The position shown.
    pub fn position(&self) -> Option<&dhayam_core::Game> {
        self.replay.position(self.step)
    }

    /// Whether the last step shown is a throw the host made alone (not provably fair).
    pub fn shows_host_alone_throw(&self) -> bool {
        let Some(shown) = self.step.checked_sub(1) else {
            return false;
        };
        let steps = self.replay.steps();
        if !matches!(steps.get(shown).map(|s| s.action), Some(Action::Throw(..))) {
            return false;
        }
        let index = steps[..shown]
            .iter()
            .filter(|s| matches!(s.action, Action::Throw(..)))
            .count();
        crate::screens::dice::host_alone(&self.game, index)
    }

    /// The last throw at or before the step shown: the dice the replay shows (a move
    /// spends the value of a throw before it).
    pub fn last_throw(&self) -> Option<dhayam_core::Throw> {
        self.replay.steps()[..self.step.min(self.replay.len())]
            .iter()
            .rev()
            .find_map(|step| match step.action {
                Action::Throw(_, throw) => Some(throw),
                Action::Move(..) => None,
            })
    }

    /// What the board marks: the move of the last step shown (if it was a move) and, once
    /// the review is ready, the move Hard would have made there when it is another.
    pub fn marks(&self) -> Option<crate::board::StepMarks> {
        let k = self.step.checked_sub(1)?;
        let Action::Move(seat, played) = self.replay.step(k)?.action else {
            return None;
        };
        let better = self
            .review
            .as_ref()
            .and_then(ReviewJob::review)
            .and_then(|review| review.decision_at(k))
            .map(|d| d.best)
            .filter(|best| *best != played);
        Some(crate::board::StepMarks {
            seat,
            played,
            better,
            pawns: self.position()?.pawns_per_player(),
        })
    }

    /// What the last step shown did, in words.
    pub fn step_text(&self, words: &Words) -> String {
        let Some(step) = self.step.checked_sub(1).and_then(|k| self.replay.step(k)) else {
            return words.text("replay-start-of-game");
        };
        let Some(game) = self.replay.position(0) else {
            return words.text("replay-start-of-game");
        };
        let lines: Vec<String> = step
            .events
            .iter()
            .filter_map(|e| words::event_line(words, game, e))
            .collect();
        if lines.is_empty() {
            match step.action {
                Action::Throw(seat, throw) => words.tr(
                    "log-throws",
                    &[
                        ("seat", words::colour(words, seat).into()),
                        ("value", throw.value().into()),
                    ],
                ),
                Action::Move(seat, mv) => words.tr(
                    "replay-moves-pawn",
                    &[
                        ("seat", words::colour(words, seat).into()),
                        ("pawn", (mv.number() + 1).into()),
                    ],
                ),
            }
        } else {
            lines.join(". ")
        }
    }
}

/// Who played, in words ("Asha (Red), Yellow (Computer · Hard)"): the colour is named
/// unless it is the name, and a computer says so with its level.
fn players_text(words: &Words, players: &[dhayam_store::SeatPlayer]) -> String {
    let names: Vec<String> = players
        .iter()
        .map(|p| {
            let player = words::player_name(words, Some(&p.name), p.seat);
            match p.kind {
                PlayerKind::Computer(_) => words.tr(
                    "history-player-computer",
                    &[
                        ("player", player.into()),
                        ("kind", crate::kind_label(words, p.kind).into()),
                    ],
                ),
                PlayerKind::Human | PlayerKind::Remote => player,
            }
        })
        .collect();
    names.join(", ")
}

/// The date of a game, to the minute, in the player's own time zone.
fn date_text(secs: u64) -> String {
    minute_in(&chrono::Local, secs)
}

/// The day a game started, in the player's own time zone ("2026-12-03"), for file names.
pub fn local_day(secs: u64) -> String {
    day_in(&chrono::Local, secs)
}

/// `secs` (since 1970, UTC) as "2026-12-03 17:05" in `zone`.
fn minute_in<Tz: TimeZone>(zone: &Tz, secs: u64) -> String
where
    Tz::Offset: std::fmt::Display,
{
    local(zone, secs).map_or_else(String::new, |t| t.format("%Y-%m-%d %H:%M").to_string())
}

/// `secs` (since 1970, UTC) as "2026-12-03" in `zone`.
fn day_in<Tz: TimeZone>(zone: &Tz, secs: u64) -> String
where
    Tz::Offset: std::fmt::Display,
{
    local(zone, secs).map_or_else(String::new, |t| t.format("%Y-%m-%d").to_string())
}

/// `secs` in `zone`; `None` past the year 262,000 (no file of ours says so; an edited one
/// might).
fn local<Tz: TimeZone>(zone: &Tz, secs: u64) -> Option<chrono::DateTime<Tz>> {
    let secs = i64::try_from(secs).ok()?;
    zone.timestamp_opt(secs, 0).single()
}

/// Lists the finished games with Replay and Export buttons, and Import at the top.
pub fn history_ui(
    ui: &mut egui::Ui,
    entries: &[HistoryEntry],
    dialog_open: bool,
    commands: &mut Vec<Command>,
) {
    let words = crate::words(ui.ctx());
    let t = |id: &str| words.text(id);
    ui.horizontal(|ui| {
        ui.heading(RichText::new(t("history-title")).size(26.0).strong());
        ui.add_space(16.0);
        if ui
            .add_enabled(!dialog_open, egui::Button::new(t("history-import")))
            .on_hover_text(t("history-import-hover"))
            .clicked()
        {
            commands.push(Command::Import);
        }
        if dialog_open {
            ui.spinner();
            ui.weak(t("history-waiting-dialog"));
        }
    });
    ui.add_space(6.0);
    if entries.is_empty() {
        ui.label(t("history-empty"));
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
                    ui.strong(t("history-date"));
                    ui.strong(t("history-players"));
                    ui.strong(t("history-winner"));
                    ui.strong(t("history-length"));
                    ui.end_row();
                    for (i, entry) in entries.iter().enumerate() {
                        let summary = &entry.summary;
                        ui.horizontal(|ui| {
                            let replay = ui.button(t("history-replay"));
                            replay.widget_info(|| {
                                egui::WidgetInfo::labeled(
                                    egui::Role::Button,
                                    true,
                                    words.tr("history-replay-game", &[("game", (i + 1).into())]),
                                )
                            });
                            if replay.clicked() {
                                commands.push(Command::OpenReplay(i));
                            }
                            let export = ui.button(t("history-export"));
                            export.widget_info(|| {
                                egui::WidgetInfo::labeled(
                                    egui::Role::Button,
                                    true,
                                    words.tr("history-export-game", &[("game", (i + 1).into())]),
                                )
                            });
                            if export.clicked() {
                                commands.push(Command::Export(i));
                            }
                        });
                        ui.label(date_text(summary.started));
                        ui.label(players_text(&words, &summary.players));
                        ui.label(winner_text(&words, summary));
                        ui.label(words.tr(
                            "history-length-value",
                            &[
                                ("throws", summary.throws.into()),
                                ("moves", summary.moves.into()),
                            ],
                        ));
                        ui.end_row();
                    }
                });
        });
}

/// The replay's controls: step back and forth, to the start and the end.
pub fn replay_controls_ui(ui: &mut egui::Ui, view: &ReplayView, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let total = view.replay.len();
    ui.add_space(6.0);
    ui.heading(RichText::new(words.text("replay-title")).strong());
    ui.label(players_text(&words, view.game.players()));
    ui.label(date_text(view.game.started()));
    ui.horizontal_wrapped(|ui| {
        let dice = ui
            .button(words.text("dice-open"))
            .on_hover_text(words.text("dice-open-hover"));
        if dice.clicked() {
            commands.push(Command::Dice(crate::DiceCommand::Open));
        }
        // The position shown as one line, for `dhayam-cli analyse` or to share.
        if let Some(game) = view.position() {
            let copy = ui
                .button(words.text("replay-copy-position"))
                .on_hover_text(words.text("replay-copy-position-hover"));
            if copy.clicked() {
                ui.ctx().copy_text(game.position_line());
            }
            let analyse = ui
                .button(words.text("replay-analyse"))
                .on_hover_text(words.text("replay-analyse-hover"));
            if analyse.clicked() {
                commands.push(Command::AnalyseReplay);
            }
        }
    });
    ui.separator();
    ui.label(
        RichText::new(words.tr(
            "replay-step",
            &[("step", view.step.into()), ("total", total.into())],
        ))
        .strong(),
    );
    ui.label(view.step_text(&words));
    if let Some(throw) = view.last_throw() {
        // The dice as they lay at this step, smaller than at the table.
        let width = ui.available_width().min(200.0);
        ui.allocate_ui(egui::vec2(width, 0.0), |ui| {
            crate::board::dice::dice_ui(ui, throw.kind(), Some(throw), None, 0.0);
        });
    }
    if view.shows_host_alone_throw() {
        crate::screens::dice::panel::host_alone_ui(ui);
    }
    ui.add_space(6.0);
    let at_start = view.step == 0;
    let at_end = view.step >= total;
    ui.horizontal_wrapped(|ui| {
        let buttons = [
            ("« ", "replay-to-start", "", !at_start, 0),
            (
                "‹ ",
                "replay-back",
                "",
                !at_start,
                view.step.saturating_sub(1),
            ),
            (
                "",
                "replay-forward",
                " ›",
                !at_end,
                (view.step + 1).min(total),
            ),
            ("", "replay-to-end", " »", !at_end, total),
        ];
        for (before, id, after, enabled, to) in buttons {
            let name = words.text(id);
            let text = format!("{before}{name}{after}");
            let response = ui.add_enabled(enabled, egui::Button::new(text));
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &name));
            if response.clicked() {
                commands.push(Command::ReplayTo(to));
            }
        }
    });
    ui.weak(words.text("replay-keys"));
    ui.add_space(6.0);
    if ui.button(words.text("replay-back-to-list")).clicked() {
        commands.push(Command::CloseReplay);
    }
    ui.separator();
    crate::screens::talk::kept_talk_ui(ui, view.game.talk(), view.step);
    crate::screens::review::review_ui(ui, view, commands);
}

/// The History's Winner column: the winner's name, in a team game both partners' names
/// in the order of their seats ("Red & Yellow"), else nobody (a frozen board) or that the
/// game is unfinished.
fn winner_text(words: &Words, summary: &GameSummary) -> String {
    match (summary.winner, summary.finished) {
        (Some(winner), _) if matches!(summary.sides, Sides::Teams) => {
            let [first, second] = Team::of(winner)
                .seats()
                .map(|seat| summary.name(seat).unwrap_or_default().to_owned());
            words.tr(
                "history-winner-team",
                &[("first", first.into()), ("second", second.into())],
            )
        }
        (Some(_), _) => summary.winner_name().unwrap_or_default().to_owned(),
        (None, true) => words.text("history-winner-nobody"),
        (None, false) => words.text("history-unfinished"),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use chrono::FixedOffset;
    use dhayam_ai::Level;
    use dhayam_core::Seat;
    use dhayam_store::{Language, PlayerKind, SeatPlayer};

    use super::{day_in, minute_in, players_text};
    use crate::Words;

    /// 2026-05-28 20:26:40 UTC.
    const STARTED: u64 = 1_780_000_000;

    #[test]
    fn a_date_is_told_in_the_players_own_zone_to_the_minute() {
        let utc = FixedOffset::east_opt(0).unwrap();
        let chennai = FixedOffset::east_opt(5 * 3600 + 1800).unwrap();
        let toronto = FixedOffset::west_opt(4 * 3600).unwrap();
        assert_eq!(minute_in(&utc, STARTED), "2026-05-28 20:26");
        // Past midnight in Chennai: the next day.
        assert_eq!(minute_in(&chennai, STARTED), "2026-05-29 01:56");
        assert_eq!(day_in(&chennai, STARTED), "2026-05-29");
        assert_eq!(minute_in(&toronto, STARTED), "2026-05-28 16:26");
        // An edited file's year 292 billion is told as nothing, not a panic.
        assert_eq!(minute_in(&chennai, u64::MAX), "");
    }

    #[test]
    fn the_players_say_which_were_computers_and_at_what_level() {
        let players = [
            SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
            SeatPlayer::new(Seat::North, "Yellow", PlayerKind::Computer(Level::Hard)),
            SeatPlayer::new(Seat::East, "Bala", PlayerKind::Remote),
        ];
        let english = Words::new(Language::English);
        assert_eq!(
            players_text(&english, &players),
            "Asha (Red), Yellow (Computer · Hard), Bala (Green)"
        );
        let tamil = players_text(&Words::new(Language::Tamil), &players);
        assert!(tamil.contains("கணினி"), "{tamil}");
        assert!(!tamil.contains("Computer"), "{tamil}");
    }
}
