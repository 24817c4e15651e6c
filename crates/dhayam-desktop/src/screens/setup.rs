//! The new-game screen: seating, players, pawns and house rules.

use dhayam_core::Seat;
use egui::{Color32, RichText, Sense, Vec2, vec2};

use crate::palette::Palette;
use crate::words::{colour, colour_letter, seat_name};
use dhayam_ai::Level;
use dhayam_store::{PlayerKind, Preferences};

use super::setup_rules::{hint_ui, rules_ui};
use crate::{Command, PlayerCount, SetupChoice, TwoSeating};

/// Draws the setup screen; "Start game" becomes [`Command::StartGame`]. The Start button
/// sits in a bar along the bottom, always in view; the choices above it scroll when the
/// window is short.
pub fn setup_ui(
    ui: &mut egui::Ui,
    choice: &mut SetupChoice,
    preferences: &Preferences,
    error: Option<&str>,
    back: BackTo,
    commands: &mut Vec<Command>,
) {
    egui::Panel::bottom("dhayam_setup_start")
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 8)))
        .show(ui, |ui| start_bar_ui(ui, error, commands));
    if back.hosted || back.joined || back.game {
        // Friends wait at that table, or the game put aside does: the way back comes
        // first, above the choices.
        egui::Panel::top("dhayam_setup_back")
            .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 8)))
            .show(ui, |ui| super::across::back_to_table_ui(ui, back, commands));
    }
    // The scroll bar at the window's edge, never over the last choice of a row.
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let form = Form::for_width(ui.available_width());
            ui.horizontal_top(|ui| {
                ui.add_space(form.margin);
                ui.vertical(|ui| {
                    ui.set_width(form.width);
                    table_column_ui(ui, choice, preferences, commands);
                    if !form.two_columns {
                        ui.add_space(8.0);
                        rules_ui(ui, choice);
                        ui.add_space(12.0);
                    }
                });
                if form.two_columns {
                    ui.add_space(COLUMN_GAP);
                    ui.vertical(|ui| {
                        ui.set_width(RULES_WIDTH);
                        // Level with the choice of board, below the title.
                        ui.add_space(SEATING_TOP);
                        rules_ui(ui, choice);
                        ui.add_space(12.0);
                    });
                }
            });
        });
}

/// The widest the form's first (or only) column grows.
const COLUMN_WIDTH: f32 = 720.0;
/// The first column's width beside the house rules.
const TABLE_WIDTH: f32 = 570.0;
/// The least the first column takes beside the house rules: a player's row is about 560
/// points wide (Tamil's wrap).
const TABLE_MIN_WIDTH: f32 = 560.0;
/// The house rules' column beside the table's when the window is wide.
const RULES_WIDTH: f32 = 460.0;
/// The gap between the two columns.
const COLUMN_GAP: f32 = 28.0;

/// Where the form stands in a window `width` wide: from 1100 points or so the house rules
/// stand beside the seats and players, so the form fits without scrolling; below, one
/// column. The Start bar lines up with the form's left edge.
#[derive(Clone, Copy, Debug)]
struct Form {
    /// Space left of the form.
    margin: f32,
    /// The first column's width.
    width: f32,
    /// Whether the house rules have a column of their own.
    two_columns: bool,
}

impl Form {
    fn for_width(available: f32) -> Form {
        if available >= TABLE_MIN_WIDTH + COLUMN_GAP + RULES_WIDTH {
            let width = TABLE_WIDTH.min(available - COLUMN_GAP - RULES_WIDTH);
            Form {
                margin: ((available - width - COLUMN_GAP - RULES_WIDTH) / 2.0).max(0.0),
                width,
                two_columns: true,
            }
        } else {
            let width = available.min(COLUMN_WIDTH);
            Form {
                margin: ((available - width) / 2.0).max(0.0),
                width,
                two_columns: false,
            }
        }
    }
}

/// Games the setup screen offers to go back to: tables across computers (kept in the
/// data folder after the app quit or crashed) and the game put aside by New game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BackTo {
    /// A hosted table, unfinished.
    pub hosted: bool,
    /// A joined table.
    pub joined: bool,
    /// The game in progress at this computer, put aside by New game.
    pub game: bool,
}

/// The bottom bar: why the last start was refused, the Start button and Join a table.
fn start_bar_ui(ui: &mut egui::Ui, error: Option<&str>, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let form = Form::for_width(ui.available_width());
    ui.horizontal(|ui| {
        ui.add_space(form.margin);
        ui.vertical(|ui| {
            ui.set_max_width(form.width);
            if let Some(error) = error {
                ui.colored_label(Color32::from_rgb(200, 40, 40), error);
            }
            ui.horizontal(|ui| {
                let start = ui.add(
                    egui::Button::new(RichText::new(words.text("setup-start")).size(20.0).strong())
                        .min_size(vec2(180.0, 40.0)),
                );
                if start.on_hover_text(words.text("setup-start-key")).clicked() {
                    commands.push(Command::StartGame);
                }
                ui.add_space(12.0);
                if ui.button(words.text("setup-join")).clicked() {
                    commands.push(Command::ShowJoin);
                }
            });
        });
    });
}

/// How far below the column's top the seating starts (under the title).
const SEATING_TOP: f32 = 12.0 + 30.0 + 12.0 + 8.0;

/// The title, the seating, the players, how far a hosted table reaches and the pawns.
fn table_column_ui(
    ui: &mut egui::Ui,
    choice: &mut SetupChoice,
    preferences: &Preferences,
    commands: &mut Vec<Command>,
) {
    let words = crate::words(ui.ctx());
    ui.add_space(12.0);
    ui.heading(RichText::new(words.text("setup-title")).size(30.0).strong());
    ui.add_space(8.0);
    super::setup_board::board_choice_ui(ui, choice);
    ui.add_space(8.0);
    ui.horizontal_top(|ui| {
        seating_picture_ui(ui, choice);
        ui.add_space(12.0);
        ui.vertical(|ui| seating_ui(ui, choice));
    });
    ui.add_space(8.0);
    players_ui(ui, choice);
    let hosting = choice
        .seated()
        .into_iter()
        .any(|seat| choice.seats[seat.index()].kind == PlayerKind::Remote);
    if hosting {
        // A friend on another computer: how far the table reaches is chosen here.
        ui.add_space(8.0);
        super::reach::reach_ui(ui, preferences, commands);
    }
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        ui.strong(words.text("setup-pawns"));
        // The 5x5 board's rules allow four pawns only.
        let small = !choice.variant.is_dhayam();
        for n in dhayam_core::MIN_PAWNS..=dhayam_core::MAX_PAWNS {
            let label = words.tr("setup-pawns-count", &[("count", n.into())]);
            let allowed = !small || n == crate::screens::setup_choice::SMALL_BOARD_PAWNS;
            ui.add_enabled_ui(allowed, |ui| {
                ui.selectable_value(&mut choice.pawns, n, label);
            });
        }
        if small {
            hint_ui(ui, words.text("setup-pawns-small-board"));
        }
    });
    ui.add_space(12.0);
}

fn seating_ui(ui: &mut egui::Ui, choice: &mut SetupChoice) {
    let words = crate::words(ui.ctx());
    ui.strong(words.text("setup-seating"));
    ui.horizontal(|ui| {
        for count in PlayerCount::ALL {
            let label = words.tr("setup-players-count", &[("count", count.count().into())]);
            ui.selectable_value(&mut choice.count, count, label);
        }
    });
    match choice.count {
        PlayerCount::Two => {
            ui.label(words.text("setup-two-opposite"));
            for pair in TwoSeating::ALL {
                let [a, b] = pair.seats();
                let label = words.tr(
                    "setup-two-pair",
                    &[
                        ("seat", seat_name(&words, a).into()),
                        ("other", seat_name(&words, b).into()),
                        ("colour", colour(&words, a).into()),
                        ("othercolour", colour(&words, b).into()),
                    ],
                );
                ui.radio_value(&mut choice.two, pair, label);
            }
        }
        PlayerCount::Three => {
            ui.label(words.text("setup-three-empty"));
            ui.horizontal_wrapped(|ui| {
                for seat in Seat::ALL {
                    let label = words.tr(
                        "setup-seat-with-colour",
                        &[
                            ("seat", seat_name(&words, seat).into()),
                            ("colour", colour(&words, seat).into()),
                        ],
                    );
                    ui.radio_value(&mut choice.three_empty, seat, label);
                }
            });
        }
        PlayerCount::Four => {
            ui.label(words.text("setup-four-full"));
            super::setup_teams::sides_ui(ui, choice);
        }
    }
}

/// A small board with the chosen seats' homes in colour.
fn seating_picture_ui(ui: &mut egui::Ui, choice: &SetupChoice) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let size = 140.0;
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
    let seated = choice.seated();
    response.widget_info(|| {
        let names: Vec<String> = seated.iter().map(|s| colour(&words, *s)).collect();
        egui::WidgetInfo::labeled(
            egui::Role::Image,
            true,
            words.tr(
                "setup-seating-picture",
                &[("colours", names.join(", ").into())],
            ),
        )
    });
    let painter = ui.painter_at(rect);
    crate::board::mini::paint_mini_board(
        &painter,
        rect,
        (&palette, &words),
        choice.variant.board(),
        &seated,
        Seat::South,
    );
}

fn players_ui(ui: &mut egui::Ui, choice: &mut SetupChoice) {
    let words = crate::words(ui.ctx());
    ui.strong(words.text("setup-players"));
    let palette = Palette::of(ui);
    let seated = choice.seated();
    egui::Grid::new("setup_players")
        .num_columns(3)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            for seat in seated {
                ui.label(
                    RichText::new(words.tr(
                        "setup-player-row",
                        &[
                            ("letter", colour_letter(&words, seat).into()),
                            ("colour", colour(&words, seat).into()),
                            ("seat", seat_name(&words, seat).into()),
                        ],
                    ))
                    .strong()
                    .color(palette.seat_ink(seat)),
                );
                let row = &mut choice.seats[seat.index()];
                let edit = egui::TextEdit::singleline(&mut row.name)
                    .char_limit(dhayam_store::MAX_NAME_CHARS)
                    .desired_width(140.0)
                    .min_size(vec2(140.0, 0.0))
                    .hint_text(colour(&words, seat));
                ui.add(edit).widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::TextInput,
                        true,
                        words.tr(
                            "setup-name-field",
                            &[("colour", colour(&words, seat).into())],
                        ),
                    )
                });
                ui.horizontal_wrapped(|ui| kind_ui(ui, seat, &mut row.kind));
                ui.end_row();
            }
        });
}

/// Human, or the computer at Easy, Medium or Hard. Each choice's accessible name tells its
/// seat ("Yellow: Computer Hard").
fn kind_ui(ui: &mut egui::Ui, seat: Seat, kind: &mut PlayerKind) {
    let words = crate::words(ui.ctx());
    let colour = colour(&words, seat);
    let human = ui.selectable_value(kind, PlayerKind::Human, words.text("kind-human"));
    human.widget_info(|| {
        egui::WidgetInfo::selected(
            egui::Role::Button,
            true,
            *kind == PlayerKind::Human,
            words.tr("setup-human-choice", &[("colour", colour.as_str().into())]),
        )
    });
    ui.weak(words.text("setup-computer"));
    for level in Level::ALL {
        let name = words.text(crate::i18n::level_id(level));
        let chosen = PlayerKind::Computer(level);
        let response = ui
            .selectable_value(kind, chosen, name.as_str())
            .on_hover_text(words.text(level_hint_id(level)));
        response.widget_info(|| {
            egui::WidgetInfo::selected(
                egui::Role::Button,
                true,
                *kind == chosen,
                words.tr(
                    "setup-computer-choice",
                    &[
                        ("colour", colour.as_str().into()),
                        ("level", name.as_str().into()),
                    ],
                ),
            )
        });
    }
    let remote = ui
        .selectable_value(kind, PlayerKind::Remote, words.text("setup-remote"))
        .on_hover_text(words.text("setup-remote-hint"));
    remote.widget_info(|| {
        egui::WidgetInfo::selected(
            egui::Role::Button,
            true,
            *kind == PlayerKind::Remote,
            words.tr("setup-remote-choice", &[("colour", colour.as_str().into())]),
        )
    });
}

/// The message id of a line on how a level plays.
const fn level_hint_id(level: Level) -> &'static str {
    match level {
        Level::Easy => "level-easy-hint",
        Level::Medium => "level-medium-hint",
        Level::Hard => "level-hard-hint",
    }
}
