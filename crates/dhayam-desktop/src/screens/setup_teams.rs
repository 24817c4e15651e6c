//! The new-game screen's team play (RULES-TEAMS.md): two against two with four players,
//! and the two house rules only a team game has.

use dhayam_core::{Finished, HouseRules, Sides, TeamGate};

use super::setup_rules::choice_row_ui;
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
    let gates = [
        (TeamGate::Team, "setup-team-gate-team"),
        (TeamGate::Own, "setup-team-gate-own"),
    ];
    choice_row_ui(
        ui,
        "setup-team-gate",
        &mut rules.team_gate,
        &gates,
        "setup-team-gate-hint",
    );
    let finished = [
        (Finished::Helps, "setup-finished-helps"),
        (Finished::SitsOut, "setup-finished-sits-out"),
    ];
    choice_row_ui(
        ui,
        "setup-finished",
        &mut rules.finished,
        &finished,
        "setup-finished-hint",
    );
}
