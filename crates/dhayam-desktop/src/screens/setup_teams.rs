//! The new-game screen's team play (RULES-TEAMS.md): two against two with four players,
//! and the two house rules only a team game has.

use dhayam_core::{Finished, HouseRules, Sides, TeamGate};

use crate::SetupChoice;

/// Each for themselves, or two teams (South and North against East and West); shown
/// only when all four seats are taken.
pub(super) fn sides_ui(ui: &mut egui::Ui, choice: &mut SetupChoice) {
    let words = crate::words(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        ui.strong(words.text("setup-sides"));
        ui.radio_value(
            &mut choice.sides,
            Sides::Alone,
            words.text("setup-sides-alone"),
        );
        ui.radio_value(
            &mut choice.sides,
            Sides::Teams,
            words.text("setup-sides-teams"),
        );
    });
    if choice.sides.is_teams() {
        super::setup_rules::hint_ui(ui, words.text("setup-sides-hint"));
    }
}

/// The team rules' rows of the house rules' grid: whose cut opens the gate, and what a
/// finished player does.
pub(super) fn team_rules_rows(ui: &mut egui::Ui, rules: &mut HouseRules) {
    let words = crate::words(ui.ctx());
    let t = |id: &str| words.text(id);
    ui.label(t("setup-team-gate"));
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(
                &mut rules.team_gate,
                TeamGate::Team,
                t("setup-team-gate-team"),
            );
            ui.radio_value(
                &mut rules.team_gate,
                TeamGate::Own,
                t("setup-team-gate-own"),
            );
        });
        super::setup_rules::hint_ui(ui, t("setup-team-gate-hint"));
    });
    ui.end_row();

    ui.label(t("setup-finished"));
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(
                &mut rules.finished,
                Finished::Helps,
                t("setup-finished-helps"),
            );
            ui.radio_value(
                &mut rules.finished,
                Finished::SitsOut,
                t("setup-finished-sits-out"),
            );
        });
        super::setup_rules::hint_ui(ui, t("setup-finished-hint"));
    });
    ui.end_row();
}
