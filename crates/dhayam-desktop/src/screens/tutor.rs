//! The tutor's question over the board: Hard would play another move, and why. Play
//! yours anyway? Hard's move is marked on the board meanwhile.

use dhayam_table::{Command as TableCommand, TutorQuestion, TutorReply};
use egui::RichText;

use crate::Command;
use crate::i18n::reasons::{move_words, reasons_words};
use crate::palette::Palette;
use crate::screens::win_bar::percent;

/// Shows `question` in a window in the bottom right corner (over the log, leaving the board
/// and Hard's marked move in sight), in the mover's colour, with Play mine, Take Hard's and
/// Stop asking.
pub fn tutor_ui(ui: &mut egui::Ui, question: &TutorQuestion, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let advice = &question.advice;
    let width = (ui.ctx().content_rect().width() - 48.0).clamp(200.0, 420.0);
    egui::Window::new(words.text("tutor-title"))
        .id(egui::Id::unique("dhayam_tutor"))
        .collapsible(false)
        .resizable(false)
        .max_width(width)
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-12.0, -12.0))
        .show(ui.ctx(), |ui| {
            let palette = Palette::of(ui);
            let asked = words.tr(
                "tutor-question",
                &[
                    ("best", move_words(&words, advice.better).into()),
                    ("why", reasons_words(&words, &advice.why).into()),
                ],
            );
            let ink = palette.seat_ink(question.seat);
            ui.add(egui::Label::new(RichText::new(asked).strong().color(ink)).wrap());
            let best_chance = advice.chance_better;
            let given = words.tr(
                "tutor-given",
                &[
                    ("given", format!("{:.0}", 100.0 * advice.given_away).into()),
                    (
                        "chance",
                        percent((best_chance - advice.given_away) as f32).into(),
                    ),
                    ("best-chance", percent(best_chance as f32).into()),
                ],
            );
            ui.add(egui::Label::new(given).wrap());
            ui.add_space(6.0);
            ui.horizontal_wrapped(|ui| {
                let reply = |reply| TableCommand::Tutor(reply).into();
                if ui.button(words.text("tutor-play-mine")).clicked() {
                    commands.push(reply(TutorReply::PlayMine));
                }
                let take = ui.button(RichText::new(words.text("tutor-take-hards")).strong());
                if take.clicked() {
                    commands.push(reply(TutorReply::TakeHards));
                }
                // Enter (or Space) takes Hard's move; Tab reaches the others.
                if !ui.ctx().memory(|m| m.focused().is_some()) {
                    take.request_focus();
                }
                let stop = ui
                    .button(words.text("tutor-stop"))
                    .on_hover_text(words.text("tutor-stop-hover"));
                if stop.clicked() {
                    commands.push(reply(TutorReply::StopAsking));
                }
            });
        });
}
