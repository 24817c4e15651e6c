//! The new-game screen's choice of board: Dhayam's 7x7 board with two long dice, or
//! Thayam's 5x5 board with four cowries, each shown by a small picture of its board.

use dhayam_core::{Seat, Variant};
use egui::{RichText, Sense, Stroke, Vec2};

use crate::SetupChoice;
use crate::palette::Palette;

/// The side of each board's picture, in points.
const PICTURE: f32 = 56.0;

/// The words that name `variant` on the setup screen.
fn name_id(variant: Variant) -> &'static str {
    match variant {
        Variant::Dhayam => "setup-board-dhayam",
        Variant::Thayam => "setup-board-thayam",
    }
}

/// The words that describe `variant`'s picture to a screen reader.
fn picture_id(variant: Variant) -> &'static str {
    match variant {
        Variant::Dhayam => "setup-board-dhayam-picture",
        Variant::Thayam => "setup-board-thayam-picture",
    }
}

/// Both boards side by side, each a button with its picture and name; choosing one takes
/// its house rules and, on the 5x5 board, its four pawns ([`SetupChoice::choose_variant`]).
pub fn board_choice_ui(ui: &mut egui::Ui, choice: &mut SetupChoice) {
    let words = crate::words(ui.ctx());
    ui.strong(words.text("setup-board"));
    // Half the row each, so a long name (Tamil) wraps between words in both buttons
    // rather than leaving the second a sliver to break its words in.
    let each = ((ui.available_width() - ui.spacing().item_spacing.x) / 2.0).max(PICTURE * 2.5);
    ui.horizontal_wrapped(|ui| {
        for variant in Variant::ALL {
            let selected = choice.variant == variant;
            let response = ui
                .scope(|ui| {
                    ui.set_max_width(each);
                    variant_button_ui(ui, variant, selected)
                })
                .inner;
            if response.clicked() {
                choice.choose_variant(variant);
            }
        }
    });
    if !choice.variant.is_dhayam() {
        // Which values earn another throw is a house rule of this board.
        let hint = if choice.rules.bonus_one {
            "setup-board-hint-one"
        } else {
            "setup-board-hint"
        };
        ui.add(egui::Label::new(RichText::new(words.text(hint)).weak()).wrap());
    }
}

/// One board's button: its picture beside its name, framed when chosen.
fn variant_button_ui(ui: &mut egui::Ui, variant: Variant, selected: bool) -> egui::Response {
    let words = crate::words(ui.ctx());
    let palette = Palette::of(ui);
    let visuals = ui.visuals().clone();
    let stroke = if selected {
        Stroke::new(2.0, visuals.selection.stroke.color)
    } else {
        Stroke::new(1.0, visuals.widgets.inactive.bg_stroke.color)
    };
    let fill = if selected {
        visuals.selection.bg_fill.gamma_multiply(0.35)
    } else {
        visuals.widgets.inactive.weak_bg_fill
    };
    let inner = egui::Frame::new()
        .stroke(stroke)
        .fill(fill)
        .corner_radius(6.0)
        .inner_margin(6.0)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                let (rect, picture) = ui.allocate_exact_size(Vec2::splat(PICTURE), Sense::hover());
                picture.widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::Image,
                        true,
                        words.text(picture_id(variant)),
                    )
                });
                crate::board::mini::paint_mini_board(
                    &ui.painter_at(rect),
                    rect,
                    (&palette, &words),
                    variant.board(),
                    &Seat::ALL,
                    Seat::South,
                );
                ui.add(egui::Label::new(words.text(name_id(variant))).wrap());
            });
        });
    // The whole frame is one button, named by its words and saying whether it is chosen.
    let id = ui.scope_id().with(("board_choice", variant.key()));
    let response = ui.interact(inner.response.rect, id, Sense::click());
    response.widget_info(|| {
        egui::WidgetInfo::selected(
            egui::Role::RadioButton,
            true,
            selected,
            words.text(name_id(variant)),
        )
    });
    response.on_hover_cursor(egui::CursorIcon::PointingHand)
}
