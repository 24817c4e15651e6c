//! "Leave the table?": asked when New game is chosen while a game across computers is
//! under way, so a guest (or the host) does not walk away from friends by one key. And
//! "End the game in progress?": asked when a game starts while one here was put aside.

use egui::RichText;

use crate::Command;

/// The question over the board: what leaving means for this side, Leave or Stay. A click
/// beside it (or Esc) is Stay.
pub fn leave_table_window(ctx: &egui::Context, hosting: bool, commands: &mut Vec<Command>) {
    let words = crate::words(ctx);
    let width = (ctx.content_rect().width() - 48.0).clamp(200.0, 460.0);
    let explain = if hosting {
        "leave-host-explain"
    } else {
        "leave-guest-explain"
    };
    let mut answered = false;
    let modal = egui::Modal::new(egui::Id::unique("dhayam_leave_table")).show(ctx, |ui| {
        ui.set_max_width(width);
        ui.heading(RichText::new(words.text("leave-title")).strong());
        ui.add_space(6.0);
        ui.add(egui::Label::new(words.text(explain)).wrap());
        ui.add_space(10.0);
        ui.horizontal_wrapped(|ui| {
            let stay = ui.button(RichText::new(words.text("leave-stay")).strong());
            if stay.clicked() {
                answered = true;
                commands.push(Command::StayAtTable);
            }
            if ui.button(words.text("leave-leave")).clicked() {
                answered = true;
                commands.push(Command::LeaveTable);
            }
            // Stay is the answer a stray Enter gives.
            if !ui.ctx().memory(|m| m.focused().is_some()) {
                stay.request_focus();
            }
        });
    });
    if modal.should_close() && !answered {
        commands.push(Command::StayAtTable);
    }
}

/// "End the game in progress?" over the setup screen: Keep (the answer a stray Enter, Esc
/// or a click beside it gives) or Start the new game.
pub fn end_game_window(ctx: &egui::Context, commands: &mut Vec<Command>) {
    let words = crate::words(ctx);
    let width = (ctx.content_rect().width() - 48.0).clamp(200.0, 460.0);
    let mut answered = false;
    let modal = egui::Modal::new(egui::Id::unique("dhayam_end_game")).show(ctx, |ui| {
        ui.set_max_width(width);
        ui.heading(RichText::new(words.text("end-title")).strong());
        ui.add_space(6.0);
        ui.add(egui::Label::new(words.text("end-explain")).wrap());
        ui.add_space(10.0);
        ui.horizontal_wrapped(|ui| {
            let keep = ui.button(RichText::new(words.text("end-keep")).strong());
            if keep.clicked() {
                answered = true;
                commands.push(Command::KeepGame);
            }
            if ui.button(words.text("end-start")).clicked() {
                answered = true;
                commands.push(Command::EndGameAndStart);
            }
            if !ui.ctx().memory(|m| m.focused().is_some()) {
                keep.request_focus();
            }
        });
    });
    if modal.should_close() && !answered {
        commands.push(Command::KeepGame);
    }
}
