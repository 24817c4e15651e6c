//! The new-game screen's house rules: the rule set and each rule with its explanation,
//! the team rules with four players in teams.

use dhayam_core::{
    EntryRule, GateRule, HouseRules, InnerSquares, Preset, Start, ThreeBonuses, TurnOrder,
    TurnStructure,
};
use egui::RichText;

use crate::SetupChoice;

/// The message id of a preset's name.
const fn preset_id(preset: Preset) -> &'static str {
    match preset {
        Preset::Classic => "preset-classic",
        Preset::Traditional => "preset-traditional",
    }
}

pub(super) fn rules_ui(ui: &mut egui::Ui, choice: &mut SetupChoice) {
    let words = crate::words(ui.ctx());
    let t = |id: &str| words.text(id);
    let small_board = !choice.variant.is_dhayam();
    // Wrapped: where the row has no room left, "(custom)" goes on below as a whole word
    // rather than a letter a line.
    ui.horizontal_wrapped(|ui| {
        ui.strong(t("setup-rule-set"));
        // The 5x5 board's own rules come first there (throw first, a cut earns a throw,
        // the gate makes a pawn wait).
        let own = choice.variant.default_rules();
        if small_board
            && ui
                .selectable_label(choice.rules == own, t("setup-rules-thayam"))
                .clicked()
        {
            choice.rules = own;
        }
        for preset in Preset::ALL {
            let selected = choice.preset() == Some(preset);
            if ui
                .selectable_label(selected, t(preset_id(preset)))
                .clicked()
            {
                choice.choose_preset(preset);
            }
        }
        if choice.preset().is_none() && !(small_board && choice.rules == own) {
            ui.label(RichText::new(t("setup-custom")).weak());
        }
    });
    let teams = choice.is_teams();
    let SetupChoice { rules, undo, .. } = choice;
    egui::Grid::new("house_rules")
        .num_columns(2)
        .spacing([16.0, 4.0])
        .striped(true)
        .show(ui, |ui| {
            // On the 5x5 board pawns start on their home square unless its own rule puts
            // them in the yard, where a 1 enters every one: no entry rule to choose.
            if small_board {
                let starts = [
                    (Start::Home, "setup-begin-home"),
                    (Start::Yard, "setup-begin-yard"),
                ];
                choice_row_ui(
                    ui,
                    "setup-begin",
                    &mut rules.start,
                    &starts,
                    "setup-begin-hint",
                );
            } else {
                let entries = [
                    (EntryRule::OneThenFive, "setup-entering-one-then-five"),
                    (EntryRule::OneOnly, "setup-entering-one-only"),
                ];
                choice_row_ui(
                    ui,
                    "setup-entering",
                    &mut rules.entry,
                    &entries,
                    "setup-entering-hint",
                );
            }
            let turns_hint = match (small_board, rules.bonus_one) {
                (true, true) => "setup-turns-hint-cowries-one",
                (true, false) => "setup-turns-hint-cowries",
                (false, _) => "setup-turns-hint",
            };
            let turns = [
                (TurnStructure::PerThrow, "setup-turns-per-throw"),
                (TurnStructure::ThrowFirst, "setup-turns-throw-first"),
            ];
            choice_row_ui(ui, "setup-turns", &mut rules.turn, &turns, turns_hint);
            check_row_ui(
                ui,
                "setup-cut-bonus",
                &mut rules.cut_bonus,
                "setup-cut-bonus-extra",
                "setup-cut-bonus-hint",
            );
            // Only the 5x5 board may be played without a gate.
            let gates = [
                (GateRule::Circle, "setup-gate-circle"),
                (GateRule::Wait, "setup-gate-wait"),
                (GateRule::Open, "setup-gate-open"),
            ];
            let gates = if small_board { &gates[..] } else { &gates[..2] };
            choice_row_ui(ui, "setup-gate", &mut rules.gate, gates, "setup-gate-hint");
            if small_board {
                small_board_rows_ui(ui, rules);
            }
            let orders = [
                (TurnOrder::CounterClockwise, "setup-order-counter-clockwise"),
                (TurnOrder::Clockwise, "setup-order-clockwise"),
            ];
            choice_row_ui(
                ui,
                "setup-order",
                &mut rules.order,
                &orders,
                "setup-order-hint",
            );
            check_row_ui(
                ui,
                "setup-undo",
                undo,
                "setup-undo-allow",
                "setup-undo-hint",
            );
            let first_winner = [(true, "setup-play-on"), (false, "setup-stop")];
            choice_row_ui(
                ui,
                "setup-first-winner",
                &mut rules.play_on,
                &first_winner,
                "setup-first-winner-hint",
            );
            if teams {
                super::setup_teams::team_rules_rows(ui, rules);
            }
        });
}

/// The 5x5 board's own rules after the gate (RULES-5x5.md section 9): the bonus values,
/// own pawns on the inner squares, and three bonus throws in a row.
fn small_board_rows_ui(ui: &mut egui::Ui, rules: &mut HouseRules) {
    let bonuses = [
        (false, "setup-bonus-four-eight"),
        (true, "setup-bonus-one-four-eight"),
    ];
    choice_row_ui(
        ui,
        "setup-bonus",
        &mut rules.bonus_one,
        &bonuses,
        "setup-bonus-hint",
    );
    let inner = [
        (InnerSquares::Share, "setup-inner-share"),
        (InnerSquares::Apart, "setup-inner-apart"),
    ];
    choice_row_ui(
        ui,
        "setup-inner",
        &mut rules.inner,
        &inner,
        "setup-inner-hint",
    );
    let three = [
        (ThreeBonuses::Play, "setup-three-bonuses-play"),
        (ThreeBonuses::Void, "setup-three-bonuses-void"),
    ];
    choice_row_ui(
        ui,
        "setup-three-bonuses",
        &mut rules.three_bonuses,
        &three,
        "setup-three-bonuses-hint",
    );
}

/// One house rule's row of the grid: its name (message `name`), a radio button for each
/// of `choices` (a value and its message), and its explanation (message `hint`).
pub(super) fn choice_row_ui<T: PartialEq + Copy>(
    ui: &mut egui::Ui,
    name: &str,
    value: &mut T,
    choices: &[(T, &str)],
    hint: &str,
) {
    let words = crate::words(ui.ctx());
    ui.label(words.text(name));
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| {
            for &(choice, label) in choices {
                ui.radio_value(value, choice, words.text(label));
            }
        });
        hint_ui(ui, words.text(hint));
    });
    ui.end_row();
}

/// A house rule's row that is on or off: its name, a checkbox saying what it does, and
/// its explanation (all message ids).
fn check_row_ui(ui: &mut egui::Ui, name: &str, value: &mut bool, label: &str, hint: &str) {
    let words = crate::words(ui.ctx());
    ui.label(words.text(name));
    ui.vertical(|ui| {
        ui.checkbox(value, words.text(label));
        hint_ui(ui, words.text(hint));
    });
    ui.end_row();
}

/// A house rule's explanation, in weak text that wraps within the column.
pub(super) fn hint_ui(ui: &mut egui::Ui, text: String) {
    ui.add(egui::Label::new(RichText::new(text).weak()).wrap());
}
