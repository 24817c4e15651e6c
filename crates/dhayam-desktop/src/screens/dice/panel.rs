//! The dice panel: a window over the game or the replay with each player's throws
//! against the exact odds, who contributed to how many throws, and the check of every
//! throw.

use egui::{RichText, vec2};

use super::{Checked, DiceCheck, Proof, Share};
use crate::command::DiceCommand;
use crate::i18n::words;
use crate::palette::Palette;
use crate::screens::odds::{chi_square_ui, odds_ui};
use crate::{Command, Words};

/// The dice panel's window, while it is open; closing it asks for
/// [`DiceCommand::Close`].
pub fn dice_window(ctx: &egui::Context, check: &DiceCheck, commands: &mut Vec<Command>) {
    let words = crate::words(ctx);
    let mut open = true;
    // Below the menu bar, and within a small window.
    let screen = ctx.content_rect();
    let size = [
        (screen.width() * 0.42)
            .clamp(500.0, 820.0)
            .min(screen.width() - 48.0)
            .max(160.0),
        (screen.height() * 0.6)
            .max(560.0)
            .min(screen.height() - 80.0)
            .max(160.0),
    ];
    egui::Window::new(words.text("dice-title"))
        // Known by an id of its own, so it keeps its place when the language changes;
        // another game's opens at the top.
        .id(egui::Id::unique("dhayam_dice_panel").with(check.started))
        .default_pos([24.0, 56.0])
        .default_size(size)
        .max_height(size[1])
        .open(&mut open)
        .vscroll(true)
        .show(ctx, |ui| dice_panel_ui(ui, check, commands));
    if !open {
        commands.push(Command::Dice(DiceCommand::Close));
    }
}

/// What the panel shows: the check, who contributed, and each player's throws.
pub fn dice_panel_ui(ui: &mut egui::Ui, check: &DiceCheck, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    ui.label(RichText::new(words.tr("dice-throws", &[("throws", check.throws.into())])).strong());
    match &check.proof {
        Proof::None => {
            wrapped(ui, RichText::new(words.text("dice-one-computer")).weak());
        }
        Proof::Chains { alone } => {
            wrapped(ui, words.text("dice-chains-explained"));
            if !alone.is_empty() {
                let text = words.tr("dice-alone-count", &[("count", alone.len().into())]);
                let colour = ui.visuals().warn_fg_color;
                wrapped(ui, RichText::new(text).strong().color(colour));
                let list: Vec<String> = alone.iter().map(|t| (t + 1).to_string()).collect();
                wrapped(
                    ui,
                    words.tr("dice-alone-which", &[("throws", list.join(", ").into())]),
                );
            }
        }
        Proof::Reveals => {
            wrapped(ui, RichText::new(words.text("dice-before-signed")).strong());
        }
    }
    if check.proof != Proof::None {
        ui.add_space(6.0);
        check_ui(ui, check, commands);
        ui.add_space(8.0);
        shares_ui(ui, &check.shares, &check.proof);
    }
    ui.add_space(8.0);
    ui.separator();
    wrapped(ui, RichText::new(words.text("stats-dice-explained")).weak());
    let palette = Palette::of(ui);
    for seat in &check.seats {
        ui.add_space(8.0);
        let name = words::player_name(&words, seat.name.as_deref(), seat.seat);
        let title = words.tr(
            "dice-seat-throws",
            &[("name", name.into()), ("throws", seat.dice.total().into())],
        );
        ui.label(
            RichText::new(title)
                .strong()
                .color(palette.seat_ink(seat.seat)),
        );
        if seat.dice.total() > 0 {
            odds_ui(ui, &seat.dice, ("dhayam_dice_odds", seat.seat.index()));
            chi_square_ui(ui, &seat.dice);
        }
    }
}

/// The button that checks every throw, and what the check found.
fn check_ui(ui: &mut egui::Ui, check: &DiceCheck, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let button = egui::Button::new(RichText::new(words.text("dice-verify")).strong())
        .min_size(vec2(160.0, 28.0));
    if ui
        .add(button)
        .on_hover_text(words.text("dice-verify-hover"))
        .clicked()
    {
        commands.push(Command::Dice(DiceCommand::Verify));
    }
    match &check.checked {
        None => {}
        Some(Checked::Verified { throws, shared }) => {
            let mut text = words.tr("dice-verified", &[("throws", (*throws).into())]);
            if let Some(shared) = shared {
                text.push(' ');
                text.push_str(&words.tr("dice-verified-shared", &[("shared", (*shared).into())]));
            }
            let colour = verified_green(ui);
            wrapped(ui, RichText::new(text).strong().color(colour));
        }
        Some(Checked::Failed(error)) => {
            let why = crate::i18n::dice::verify_error(&words, error, &check.names());
            let text = words.tr("dice-failed", &[("why", why.into())]);
            let colour = ui.visuals().error_fg_color;
            wrapped(ui, RichText::new(text).strong().color(colour));
        }
    }
}

/// Each contributor: its name and key, and how many throws it took part in or missed.
fn shares_ui(ui: &mut egui::Ui, shares: &[Share], proof: &Proof) {
    let words = crate::words(ui.ctx());
    ui.strong(words.text("dice-contributors"));
    let chains = matches!(proof, Proof::Chains { .. });
    let titles: &[&str] = if chains {
        &[
            "dice-name",
            "dice-key",
            "dice-took-part",
            "dice-away",
            "dice-handed-over",
            "dice-removed",
        ]
    } else {
        &["dice-name", "dice-took-part"]
    };
    egui::ScrollArea::horizontal()
        .id_salt("dhayam_dice_shares")
        .show(ui, |ui| {
            egui::Grid::new("dhayam_dice_shares_grid")
                .num_columns(titles.len())
                .striped(true)
                .spacing([10.0, 4.0])
                .show(ui, |ui| {
                    for title in titles {
                        ui.strong(words.text(title));
                    }
                    ui.end_row();
                    for (i, share) in shares.iter().enumerate() {
                        share_row_ui(ui, &words, share, i == 0, chains);
                        ui.end_row();
                    }
                });
        });
}

/// One contributor's row.
fn share_row_ui(ui: &mut egui::Ui, words: &Words, share: &Share, host: bool, chains: bool) {
    let name = if host {
        words.tr("dice-host-name", &[("name", share.name.as_str().into())])
    } else {
        share.name.clone()
    };
    ui.label(name);
    if chains {
        ui.monospace(share.key.as_deref().unwrap_or(""));
    }
    ui.label(share.took_part.to_string());
    if chains {
        for count in [share.away, share.handed_over, share.removed] {
            ui.label(count.to_string());
        }
    }
}

/// The mark of a throw the host made alone: not provably fair.
pub fn host_alone_ui(ui: &mut egui::Ui) {
    let words = crate::words(ui.ctx());
    let colour = ui.visuals().warn_fg_color;
    let mark = RichText::new(words.text("dice-host-alone"))
        .strong()
        .color(colour);
    ui.add(egui::Label::new(mark).wrap())
        .on_hover_text(words.text("dice-host-alone-hover"));
}

/// A label that wraps in a narrow window.
fn wrapped(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>) {
    ui.add(egui::Label::new(text).wrap());
}

/// The colour of a check that found nothing wrong, readable on light and dark.
fn verified_green(ui: &egui::Ui) -> egui::Color32 {
    if ui.visuals().dark_mode {
        egui::Color32::from_rgb(110, 200, 120)
    } else {
        egui::Color32::from_rgb(30, 120, 50)
    }
}
