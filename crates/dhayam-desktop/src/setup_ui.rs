//! The new-game screen: seating, players, pawns and house rules.

use dhayam_core::{EntryRule, GateRule, Preset, Seat, TurnOrder, TurnStructure};
use egui::{Color32, RichText, Sense, Stroke, Vec2, pos2, vec2};

use crate::palette::{Palette, lerp, paint_pawn};
use crate::{Command, ComputerLevel, PlayerCount, PlayerKind, SetupChoice, TwoSeating};

/// Draws the setup screen; "Start game" becomes [`Command::StartGame`].
pub fn setup_ui(
    ui: &mut egui::Ui,
    choice: &mut SetupChoice,
    error: Option<&str>,
    commands: &mut Vec<Command>,
) {
    egui::ScrollArea::vertical().show(ui, |ui| {
        let width = ui.available_width().min(720.0);
        let margin = ((ui.available_width() - width) / 2.0).max(0.0);
        ui.horizontal_top(|ui| {
            ui.add_space(margin);
            ui.vertical(|ui| {
                ui.set_max_width(width);
                setup_column_ui(ui, choice, error, commands);
            });
        });
    });
}

fn setup_column_ui(
    ui: &mut egui::Ui,
    choice: &mut SetupChoice,
    error: Option<&str>,
    commands: &mut Vec<Command>,
) {
    {
        ui.add_space(12.0);
        ui.heading(RichText::new("New game").size(30.0).strong());
        ui.add_space(8.0);
        ui.horizontal_top(|ui| {
            seating_picture_ui(ui, choice);
            ui.add_space(12.0);
            ui.vertical(|ui| seating_ui(ui, choice));
        });
        ui.add_space(8.0);
        players_ui(ui, choice);
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            ui.strong("Pawns per player");
            for n in dhayam_core::MIN_PAWNS..=dhayam_core::MAX_PAWNS {
                ui.selectable_value(&mut choice.pawns, n, format!("{n} pawns"));
            }
        });
        ui.add_space(8.0);
        rules_ui(ui, choice);
        ui.add_space(12.0);
        if let Some(error) = error {
            ui.colored_label(Color32::from_rgb(200, 40, 40), error);
        }
        let start = ui.add(
            egui::Button::new(RichText::new("Start game").size(20.0).strong())
                .min_size(vec2(180.0, 40.0)),
        );
        if start.on_hover_text("Enter").clicked() {
            commands.push(Command::StartGame);
        }
        ui.add_space(12.0);
    }
}

fn seating_ui(ui: &mut egui::Ui, choice: &mut SetupChoice) {
    ui.strong("Seating");
    ui.horizontal(|ui| {
        for count in PlayerCount::ALL {
            ui.selectable_value(&mut choice.count, count, count.label());
        }
    });
    match choice.count {
        PlayerCount::Two => {
            ui.label("Two players always sit opposite each other:");
            for pair in TwoSeating::ALL {
                ui.radio_value(&mut choice.two, pair, pair.label());
            }
        }
        PlayerCount::Three => {
            ui.label("Which seat stays empty?");
            ui.horizontal_wrapped(|ui| {
                for seat in Seat::ALL {
                    ui.radio_value(
                        &mut choice.three_empty,
                        seat,
                        format!("{} ({})", seat.name(), seat.colour().name()),
                    );
                }
            });
        }
        PlayerCount::Four => {
            ui.label("Every seat is taken.");
        }
    }
}

/// A small board with the chosen seats' homes in colour.
fn seating_picture_ui(ui: &mut egui::Ui, choice: &SetupChoice) {
    let palette = Palette::of(ui);
    let size = 140.0;
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
    let seated = choice.seated();
    response.widget_info(|| {
        let names: Vec<&str> = seated.iter().map(|s| s.colour().name()).collect();
        egui::WidgetInfo::labeled(
            egui::Role::Image,
            true,
            format!("Seating: {}", names.join(", ")),
        )
    });
    let painter = ui.painter_at(rect);
    let cell = size / 7.0;
    painter.rect_filled(rect, 4.0, palette.line);
    for square in dhayam_core::Square::all() {
        let min = rect.min + vec2(f32::from(square.col()), f32::from(square.row())) * cell;
        let r = egui::Rect::from_min_size(min, Vec2::splat(cell)).shrink(0.5);
        let home = Seat::ALL.into_iter().find(|s| s.home() == square);
        let fill = match home {
            Some(seat) if seated.contains(&seat) => palette.seat(seat),
            Some(_) => lerp(palette.square, palette.line, 0.3),
            None if square.is_centre() => palette.centre,
            None => palette.square,
        };
        painter.rect_filled(r, 0.0, fill);
        if square.is_shared() && home.is_none() {
            let colour = if square.is_centre() {
                palette.gold
            } else {
                palette.line
            };
            let s = Stroke::new(1.0, colour);
            painter.line_segment([r.left_top(), r.right_bottom()], s);
            painter.line_segment([r.right_top(), r.left_bottom()], s);
        }
    }
    for &seat in &seated {
        let home = seat.home();
        let c = rect.min + vec2(f32::from(home.col()) + 0.5, f32::from(home.row()) + 0.5) * cell;
        paint_pawn(
            &painter,
            &palette,
            seat,
            pos2(c.x, c.y),
            cell * 0.36,
            &seat.colour().letter().to_string(),
        );
    }
}

fn players_ui(ui: &mut egui::Ui, choice: &mut SetupChoice) {
    ui.strong("Players");
    let palette = Palette::of(ui);
    let seated = choice.seated();
    egui::Grid::new("setup_players")
        .num_columns(3)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            for seat in seated {
                ui.label(
                    RichText::new(format!(
                        "{} {} ({})",
                        seat.colour().letter(),
                        seat.colour().name(),
                        seat.name()
                    ))
                    .strong()
                    .color(palette.seat(seat)),
                );
                let row = &mut choice.seats[seat.index()];
                let edit = egui::TextEdit::singleline(&mut row.name)
                    .char_limit(24)
                    .desired_width(140.0)
                    .min_size(vec2(140.0, 0.0))
                    .hint_text(seat.colour().name());
                ui.add(edit).widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::TextInput,
                        true,
                        format!("{} name", seat.colour().name()),
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
    let colour = seat.colour().name();
    let human = ui.selectable_value(kind, PlayerKind::Human, "Human");
    human.widget_info(|| {
        egui::WidgetInfo::selected(
            egui::Role::Button,
            true,
            *kind == PlayerKind::Human,
            format!("{colour}: Human"),
        )
    });
    ui.weak("Computer:");
    for level in ComputerLevel::ALL {
        let name = crate::computer::level_name(level);
        let chosen = PlayerKind::Computer(level);
        let response = ui
            .selectable_value(kind, chosen, name)
            .on_hover_text(level_hint(level));
        response.widget_info(|| {
            egui::WidgetInfo::selected(
                egui::Role::Button,
                true,
                *kind == chosen,
                format!("{colour}: Computer {name}"),
            )
        });
    }
}

/// A line on how a level plays.
const fn level_hint(level: ComputerLevel) -> &'static str {
    match level {
        ComputerLevel::Easy => "Plays a random legal move",
        ComputerLevel::Medium => "Cuts, enters, reaches crosses and flees danger",
        ComputerLevel::Hard => "Looks ahead over the throws to come",
    }
}

fn rules_ui(ui: &mut egui::Ui, choice: &mut SetupChoice) {
    ui.horizontal(|ui| {
        ui.strong("Rule set");
        for preset in Preset::ALL {
            let selected = choice.preset() == Some(preset);
            if ui.selectable_label(selected, preset.name()).clicked() {
                choice.rules = preset.rules();
            }
        }
        if choice.preset().is_none() {
            ui.weak("(custom)");
        }
    });
    let SetupChoice { rules, undo, .. } = choice;
    egui::Grid::new("house_rules")
        .num_columns(2)
        .spacing([16.0, 4.0])
        .striped(true)
        .show(ui, |ui| {
            ui.label("Entering");
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(&mut rules.entry, EntryRule::OneThenFive, "1, then 1 or 5");
                    ui.radio_value(&mut rules.entry, EntryRule::OneOnly, "1 only");
                });
                ui.weak("The first pawn always needs a 1; later pawns may also enter on a 5.");
            });
            ui.end_row();

            ui.label("Turns");
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(
                        &mut rules.turn,
                        TurnStructure::PerThrow,
                        "Move after every throw",
                    );
                    ui.radio_value(&mut rules.turn, TurnStructure::ThrowFirst, "Throw first");
                });
                ui.weak("Throw first: keep throwing on 1, 5, 6, 12, then spend the values.");
            });
            ui.end_row();

            ui.label("Cut bonus");
            ui.vertical(|ui| {
                ui.checkbox(&mut rules.cut_bonus, "Extra throw after a cut");
                ui.weak("A move that cuts earns one more throw.");
            });
            ui.end_row();

            ui.label("Gate");
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(&mut rules.gate, GateRule::Circle, "Keep circling");
                    ui.radio_value(&mut rules.gate, GateRule::Wait, "Wait at the gate");
                });
                ui.weak("What a pawn does at its arrow before its player has cut.");
            });
            ui.end_row();

            ui.label("Turn order");
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(
                        &mut rules.order,
                        TurnOrder::CounterClockwise,
                        "Counter-clockwise",
                    );
                    ui.radio_value(&mut rules.order, TurnOrder::Clockwise, "Clockwise");
                });
                ui.weak("The direction play passes around the table.");
            });
            ui.end_row();

            ui.label("Undo");
            ui.vertical(|ui| {
                ui.checkbox(undo, "Allow taking back moves");
                ui.weak("Ctrl+Z takes back a person's last move; off for strict games.");
            });
            ui.end_row();

            ui.label("First winner");
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(&mut rules.play_on, true, "Play on for places");
                    ui.radio_value(&mut rules.play_on, false, "Stop");
                });
                ui.weak("After the King is crowned, play on or end the game.");
            });
            ui.end_row();
        });
}
