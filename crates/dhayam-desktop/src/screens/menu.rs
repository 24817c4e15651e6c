//! The menu bar: new game, the screens, the rules, and the settings.

use dhayam_store::{AnimationSpeed, ComputerPace, Language, Preferences, TableSettings, Theme};
use dhayam_table::{Command as TableCommand, pace};

use egui::RichText;

use crate::i18n::language_name_id;
use crate::{Command, Screen};

/// The message id of an animation speed's name.
const fn speed_id(speed: AnimationSpeed) -> &'static str {
    match speed {
        AnimationSpeed::Instant => "settings-animation-instant",
        AnimationSpeed::Fast => "settings-animation-fast",
        AnimationSpeed::Normal => "settings-animation-normal",
        AnimationSpeed::Slow => "settings-animation-slow",
    }
}

/// The message id of a computer pace's name.
const fn pace_id(pace: ComputerPace) -> &'static str {
    match pace {
        ComputerPace::Instant => "settings-pace-instant",
        ComputerPace::Brisk => "settings-pace-brisk",
        ComputerPace::Readable => "settings-pace-readable",
        ComputerPace::Slow => "settings-pace-slow",
    }
}

/// egui's theme preference for `theme`.
pub const fn theme_preference(theme: Theme) -> egui::ThemePreference {
    match theme {
        Theme::System => egui::ThemePreference::System,
        Theme::Light => egui::ThemePreference::Light,
        Theme::Dark => egui::ThemePreference::Dark,
    }
}

/// Draws the menu bar. A changed setting becomes one command: for the table (how games are
/// played out) or for the window (how it looks, speaks and sounds).
/// `focus`: the keys were just given to the buttons (F6), and New game takes the focus.
/// Back to the game comes last, so that the items before it stay where they are when it
/// comes and goes.
pub fn menu_ui(
    ui: &mut egui::Ui,
    table: &TableSettings,
    preferences: &Preferences,
    back_to_game: bool,
    focus: bool,
    commands: &mut Vec<Command>,
) {
    let (mut edited, mut chosen) = (table.clone(), preferences.clone());
    egui::MenuBar::new().ui(ui, |ui| {
        // A narrow window (640 points, in Tamil) takes the items on two rows, Back to the
        // game among them, rather than cutting them off.
        ui.horizontal_wrapped(|ui| {
            menu_items_ui(
                ui,
                (&mut edited, &mut chosen),
                back_to_game,
                focus,
                commands,
            );
        });
    });
    if edited != *table {
        commands.push(TableCommand::ChangeSettings(edited).into());
    }
    if chosen != *preferences {
        commands.push(Command::ChangePreferences(chosen));
    }
}

/// The menu's items: New game, the screens, the settings, Mute, Back to the game.
fn menu_items_ui(
    ui: &mut egui::Ui,
    (edited, chosen): (&mut TableSettings, &mut Preferences),
    back_to_game: bool,
    focus: bool,
    commands: &mut Vec<Command>,
) {
    let words = crate::words(ui.ctx());
    {
        let new_game = ui
            .button(words.text("menu-new-game"))
            .on_hover_text(words.text("menu-new-game-key"));
        if focus {
            new_game.request_focus();
        }
        if new_game.clicked() {
            commands.push(Command::NewGame);
        }
        if ui.button(words.text("menu-history")).clicked() {
            commands.push(Command::ShowHistory);
        }
        if ui.button(words.text("menu-statistics")).clicked() {
            commands.push(Command::ShowStatistics);
        }
        // Practice and the analysis board under one item, so the bar fits a small window
        // in Tamil too.
        ui.menu_button(words.text("menu-learn"), |ui| {
            if ui
                .button(words.text("menu-practice"))
                .on_hover_text(words.text("menu-practice-hover"))
                .clicked()
            {
                commands.push(Command::ShowPractice);
            }
            if ui
                .button(words.text("menu-analysis"))
                .on_hover_text(words.text("menu-analysis-hover"))
                .clicked()
            {
                commands.push(Command::ShowAnalysis);
            }
        });
        if ui.button(words.text("menu-rules")).clicked() {
            commands.push(Command::ToggleRules);
        }
        ui.menu_button(words.text("menu-settings"), |ui| {
            ui.label(words.text("settings-language"));
            ui.horizontal(|ui| {
                for language in Language::ALL {
                    // Both files name each language in its own words, to be found by those
                    // who cannot read the other.
                    let name = words.text(language_name_id(language));
                    ui.selectable_value(&mut chosen.language, language, name);
                }
            });
            ui.separator();
            ui.checkbox(
                &mut edited.auto_play_forced,
                words.text("settings-auto-play"),
            );
            ui.checkbox(&mut edited.tutor, words.text("settings-tutor"))
                .on_hover_text(words.text("settings-tutor-hover"));
            ui.checkbox(
                &mut chosen.show_win_chances,
                words.text("settings-win-chances"),
            );
            ui.checkbox(
                &mut chosen.tables_nearby,
                words.text("settings-tables-nearby"),
            )
            .on_hover_text(words.text("settings-tables-nearby-hover"));
            let mut tips = chosen.walkthrough.on;
            if ui
                .checkbox(&mut tips, words.text("settings-walkthrough"))
                .on_hover_text(words.text("settings-walkthrough-hover"))
                .changed()
            {
                // On again: every tip comes again.
                chosen.walkthrough.set_on(tips);
            }
            ui.label(words.text("settings-animation"));
            ui.horizontal(|ui| {
                for speed in pace::SPEEDS {
                    ui.selectable_value(&mut edited.animation, speed, words.text(speed_id(speed)));
                }
            });
            ui.checkbox(
                &mut edited.reduced_motion,
                words.text("settings-reduced-motion"),
            )
            .on_hover_text(words.text("settings-reduced-motion-hover"));
            ui.label(words.text("settings-pace"));
            ui.horizontal(|ui| {
                for pace in pace::PACES {
                    let name = words.text(pace_id(pace));
                    ui.selectable_value(&mut edited.computer_pace, pace, name);
                }
            });
            ui.separator();
            super::sound_settings::volume_ui(ui, &mut chosen.sound);
            ui.separator();
            ui.label(words.text("settings-theme"));
            ui.horizontal(|ui| {
                let theme = &mut chosen.theme;
                ui.selectable_value(theme, Theme::Light, words.text("settings-theme-light"));
                ui.selectable_value(theme, Theme::Dark, words.text("settings-theme-dark"));
                ui.selectable_value(theme, Theme::System, words.text("settings-theme-system"));
            });
            // The board's look and the seat colours.
            super::look_menu::look_menu_ui(ui, chosen);
        });
        super::sound_settings::mute_ui(ui, &mut chosen.sound);
        if back_to_game {
            ui.separator();
            let back = RichText::new(words.text("menu-back-to-game")).strong();
            if ui.button(back).clicked() {
                commands.push(Command::ShowGame);
            }
        }
    }
}

/// Whether the menu offers to go back to the game from `screen`.
pub fn offers_back(screen: Screen, playing: bool) -> bool {
    playing && screen != Screen::Game
}
