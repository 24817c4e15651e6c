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
    ui.horizontal(|ui| {
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
            hint_ui(ui, t("setup-custom"));
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
                start_row_ui(ui, rules);
            } else {
                ui.label(t("setup-entering"));
                ui.vertical(|ui| {
                    ui.horizontal_wrapped(|ui| {
                        ui.radio_value(
                            &mut rules.entry,
                            EntryRule::OneThenFive,
                            t("setup-entering-one-then-five"),
                        );
                        ui.radio_value(
                            &mut rules.entry,
                            EntryRule::OneOnly,
                            t("setup-entering-one-only"),
                        );
                    });
                    hint_ui(ui, t("setup-entering-hint"));
                });
                ui.end_row();
            }

            ui.label(t("setup-turns"));
            ui.vertical(|ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.radio_value(
                        &mut rules.turn,
                        TurnStructure::PerThrow,
                        t("setup-turns-per-throw"),
                    );
                    ui.radio_value(
                        &mut rules.turn,
                        TurnStructure::ThrowFirst,
                        t("setup-turns-throw-first"),
                    );
                });
                hint_ui(
                    ui,
                    t(match (small_board, rules.bonus_one) {
                        (true, true) => "setup-turns-hint-cowries-one",
                        (true, false) => "setup-turns-hint-cowries",
                        (false, _) => "setup-turns-hint",
                    }),
                );
            });
            ui.end_row();

            ui.label(t("setup-cut-bonus"));
            ui.vertical(|ui| {
                ui.checkbox(&mut rules.cut_bonus, t("setup-cut-bonus-extra"));
                hint_ui(ui, t("setup-cut-bonus-hint"));
            });
            ui.end_row();

            ui.label(t("setup-gate"));
            ui.vertical(|ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.radio_value(&mut rules.gate, GateRule::Circle, t("setup-gate-circle"));
                    ui.radio_value(&mut rules.gate, GateRule::Wait, t("setup-gate-wait"));
                    if small_board {
                        ui.radio_value(&mut rules.gate, GateRule::Open, t("setup-gate-open"));
                    }
                });
                hint_ui(ui, t("setup-gate-hint"));
            });
            ui.end_row();
            if small_board {
                small_board_rows_ui(ui, rules);
            }

            ui.label(t("setup-order"));
            ui.vertical(|ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.radio_value(
                        &mut rules.order,
                        TurnOrder::CounterClockwise,
                        t("setup-order-counter-clockwise"),
                    );
                    ui.radio_value(
                        &mut rules.order,
                        TurnOrder::Clockwise,
                        t("setup-order-clockwise"),
                    );
                });
                hint_ui(ui, t("setup-order-hint"));
            });
            ui.end_row();

            ui.label(t("setup-undo"));
            ui.vertical(|ui| {
                ui.checkbox(undo, t("setup-undo-allow"));
                hint_ui(ui, t("setup-undo-hint"));
            });
            ui.end_row();

            ui.label(t("setup-first-winner"));
            ui.vertical(|ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.radio_value(&mut rules.play_on, true, t("setup-play-on"));
                    ui.radio_value(&mut rules.play_on, false, t("setup-stop"));
                });
                hint_ui(ui, t("setup-first-winner-hint"));
            });
            ui.end_row();
            if teams {
                super::setup_teams::team_rules_rows(ui, rules);
            }
        });
}

/// The 5x5 board's first rule row: where pawns start.
fn start_row_ui(ui: &mut egui::Ui, rules: &mut HouseRules) {
    let words = crate::words(ui.ctx());
    let t = |id: &str| words.text(id);
    ui.label(t("setup-begin"));
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut rules.start, Start::Home, t("setup-begin-home"));
            ui.radio_value(&mut rules.start, Start::Yard, t("setup-begin-yard"));
        });
        hint_ui(ui, t("setup-begin-hint"));
    });
    ui.end_row();
}

/// The 5x5 board's own rules after the gate (RULES-5x5.md section 9): the bonus values,
/// own pawns on the inner squares, and three bonus throws in a row.
fn small_board_rows_ui(ui: &mut egui::Ui, rules: &mut HouseRules) {
    let words = crate::words(ui.ctx());
    let t = |id: &str| words.text(id);
    ui.label(t("setup-bonus"));
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut rules.bonus_one, false, t("setup-bonus-four-eight"));
            ui.radio_value(&mut rules.bonus_one, true, t("setup-bonus-one-four-eight"));
        });
        hint_ui(ui, t("setup-bonus-hint"));
    });
    ui.end_row();

    ui.label(t("setup-inner"));
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(
                &mut rules.inner,
                InnerSquares::Share,
                t("setup-inner-share"),
            );
            ui.radio_value(
                &mut rules.inner,
                InnerSquares::Apart,
                t("setup-inner-apart"),
            );
        });
        hint_ui(ui, t("setup-inner-hint"));
    });
    ui.end_row();

    ui.label(t("setup-three-bonuses"));
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(
                &mut rules.three_bonuses,
                ThreeBonuses::Play,
                t("setup-three-bonuses-play"),
            );
            ui.radio_value(
                &mut rules.three_bonuses,
                ThreeBonuses::Void,
                t("setup-three-bonuses-void"),
            );
        });
        hint_ui(ui, t("setup-three-bonuses-hint"));
    });
    ui.end_row();
}

/// A house rule's explanation, in weak text that wraps within the column.
pub(super) fn hint_ui(ui: &mut egui::Ui, text: String) {
    ui.add(egui::Label::new(RichText::new(text).weak()).wrap());
}
