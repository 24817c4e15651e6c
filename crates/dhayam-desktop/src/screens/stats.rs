//! The Statistics screen: per player (a name, played by a person or by the computer at a
//! level), and the dice beside their exact odds.

use dhayam_store::Statistics;
use egui::RichText;

use crate::Words;
use crate::screens::odds::{chi_square_ui, odds_ui};

/// Draws the statistics over the history.
pub fn stats_ui(ui: &mut egui::Ui, stats: &Statistics) {
    let words = crate::words(ui.ctx());
    let t = |id: &str| words.text(id);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.heading(RichText::new(t("stats-title")).size(26.0).strong());
            ui.add_space(6.0);
            ui.strong(t("stats-players"));
            if stats.players.is_empty() {
                ui.label(t("stats-no-games"));
            } else {
                players_ui(ui, &words, stats);
            }
            ui.add_space(12.0);
            dice_ui(ui, stats);
        });
}

/// One row per player: name, who played under it, games, wins, and the other places. A
/// game counts in one column only: a win is 1st, so 1st has no column of its own, but for
/// the games nobody won (no move left for anyone), which have a column when there are any.
fn players_ui(ui: &mut egui::Ui, words: &Words, stats: &Statistics) {
    // A narrow window scrolls the columns sideways; the words around them still wrap.
    egui::ScrollArea::horizontal()
        .id_salt("player_stats_columns")
        .show(ui, |ui| player_grid_ui(ui, words, stats));
}

/// The players' table.
fn player_grid_ui(ui: &mut egui::Ui, words: &Words, stats: &Statistics) {
    let stuck_firsts = stats
        .players
        .values()
        .any(|player| player.firsts_without_win() > 0);
    egui::Grid::new("player_stats")
        .num_columns(if stuck_firsts { 8 } else { 7 })
        .striped(true)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            for title in ["stats-name", "stats-kind", "stats-games"] {
                ui.strong(words.text(title));
            }
            ui.strong(words.text("stats-wins"))
                .on_hover_text(words.text("stats-wins-hover"));
            if stuck_firsts {
                ui.strong(words.text("stats-first-no-winner"))
                    .on_hover_text(words.text("stats-first-no-winner-hover"));
            }
            for place in 2..=4u8 {
                ui.strong(crate::words::ordinal(words, place));
            }
            ui.end_row();
            for (key, player) in &stats.players {
                ui.label(&key.name);
                ui.label(crate::kind_label(words, key.played_by.kind()));
                ui.label(player.games.to_string());
                ui.label(player.wins.to_string());
                if stuck_firsts {
                    ui.label(player.firsts_without_win().to_string());
                }
                for count in &player.places[1..] {
                    ui.label(count.to_string());
                }
                ui.end_row();
            }
        });
}

/// The histograms of throw values, one per kind of throw: seen share against exact
/// chance, as bars and numbers. The long dice's always shows (an empty history has it);
/// the cowries' once a 5x5 game has thrown them, alone if no long dice were thrown.
fn dice_ui(ui: &mut egui::Ui, stats: &Statistics) {
    let words = crate::words(ui.ctx());
    let cowries = stats.cowries.total() > 0;
    let dice = stats.dice.total() > 0 || !cowries;
    if dice {
        ui.strong(words.tr("stats-dice", &[("throws", stats.dice.total().into())]));
        ui.weak(words.text("stats-dice-explained"));
        odds_ui(ui, &stats.dice, "dice_stats");
        chi_square_ui(ui, &stats.dice);
    }
    if cowries {
        if dice {
            ui.add_space(12.0);
        }
        ui.strong(words.tr("stats-cowries", &[("throws", stats.cowries.total().into())]));
        ui.weak(words.text("stats-dice-explained"));
        odds_ui(ui, &stats.cowries, "cowrie_stats");
        chi_square_ui(ui, &stats.cowries);
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use dhayam_ai::Level;
    use dhayam_store::{PlayerKey, PlayerStats, Statistics};
    use egui_kittest::Harness;
    use egui_kittest::kittest::{NodeT as _, Queryable as _};

    use super::stats_ui;

    /// The headers of the players' table, left to right.
    fn headers(stats: &Statistics) -> Vec<String> {
        let mut harness = Harness::new_ui(|ui| stats_ui(ui, stats));
        harness.run();
        let name = harness.get_by_label("Name").rect();
        let mut cells: Vec<(f32, String)> = harness
            .query_all_by(|node| node.role() == egui::accesskit::Role::Label)
            .filter(|node| (node.rect().center().y - name.center().y).abs() < 2.0)
            .map(|node| {
                let kit = node.accesskit_node();
                let words = kit.label().or_else(|| kit.value()).unwrap_or_default();
                (node.rect().left(), words)
            })
            .collect();
        cells.sort_by(|a, b| a.0.total_cmp(&b.0));
        cells.into_iter().map(|(_, words)| words).collect()
    }

    fn stats(players: [(PlayerKey, PlayerStats); 2]) -> Statistics {
        Statistics {
            players: players.into_iter().collect(),
            ..Statistics::default()
        }
    }

    #[test]
    fn each_game_counts_in_one_column_and_a_win_is_not_also_a_1st() {
        let red = PlayerKey::computer("Red", Level::Easy);
        let asha = PlayerKey::person("Asha");
        let won = |wins, places| PlayerStats {
            games: 3,
            wins,
            places,
        };
        let games = stats([
            (red.clone(), won(2, [2, 1, 0, 0])),
            (asha.clone(), won(1, [1, 2, 0, 0])),
        ]);
        assert_eq!(
            headers(&games),
            ["Name", "Played by", "Games", "Wins", "2nd", "3rd", "4th"]
        );
        // A game nobody won (no move left for anyone) has a column of its own, once there
        // is one.
        let stuck = stats([(red, won(1, [2, 1, 0, 0])), (asha, won(1, [1, 2, 0, 0]))]);
        assert_eq!(
            headers(&stuck),
            [
                "Name",
                "Played by",
                "Games",
                "Wins",
                "1st, no winner",
                "2nd",
                "3rd",
                "4th"
            ]
        );
    }

    /// Every label drawn by the statistics of `stats`.
    fn labels(stats: &Statistics) -> Vec<String> {
        let mut harness = Harness::new_ui(|ui| stats_ui(ui, stats));
        harness.run();
        harness
            .query_all_by(|node| node.role() == egui::accesskit::Role::Label)
            .map(|node| {
                let kit = node.accesskit_node();
                kit.label().or_else(|| kit.value()).unwrap_or_default()
            })
            .collect()
    }

    #[test]
    fn cowrie_throws_have_their_own_table_with_their_own_odds() {
        let mut stats = Statistics::default();
        // 16 throws of four cowries: 4, 6, 4, 1 and 1 of the values 1, 2, 3, 4 and 8.
        stats.cowries.counts[..5].copy_from_slice(&[4, 6, 4, 1, 1]);
        let shown = labels(&stats);
        let has = |text: &str| shown.iter().any(|label| label == text);
        assert!(has("Cowries: 16 throws"), "{shown:?}");
        assert!(!has("Dice: 0 throws"), "no long dice thrown: {shown:?}");
        for exact in ["25.00%", "37.50%", "6.25%"] {
            assert!(has(exact), "{exact}: {shown:?}");
        }
        assert!(has("8"), "{shown:?}");
        // Nothing of the long dice's values or odds.
        for dice in ["12", "12.50%", "18.75%"] {
            assert!(!has(dice), "{dice}: {shown:?}");
        }
        assert!(
            shown
                .iter()
                .any(|label| label.starts_with("Chi-square 0.0 over 4 degrees")),
            "{shown:?}"
        );
        // With long dice thrown too, both tables.
        stats.dice.counts[6] = 3;
        let shown = labels(&stats);
        assert!(shown.iter().any(|l| l == "Dice: 3 throws"), "{shown:?}");
        assert!(shown.iter().any(|l| l == "Cowries: 16 throws"), "{shown:?}");
    }
}
