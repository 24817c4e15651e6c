//! Player preferences that outlive a game, kept in `dhayam-store`'s settings file.

use dhayam_store::Theme;

use crate::Language;
use serde::{Deserialize, Serialize};

pub use dhayam_store::{AnimationSpeed, ComputerPace};

/// What the app makes of an [`AnimationSpeed`] (the speed itself is stored by
/// `dhayam-store`).
pub trait AnimationTiming: Sized {
    /// Every speed, fastest first.
    const ALL: [Self; 4];
    /// Seconds a pawn takes per square.
    fn step_seconds(self) -> f64;
    /// Seconds the dice tumble.
    fn roll_seconds(self) -> f64;
    /// The message id of the speed's name.
    fn label_id(self) -> &'static str;
}

impl AnimationTiming for AnimationSpeed {
    const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Instant,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    fn step_seconds(self) -> f64 {
        match self {
            AnimationSpeed::Instant => 0.0,
            AnimationSpeed::Fast => 0.06,
            AnimationSpeed::Normal => 0.12,
            AnimationSpeed::Slow => 0.25,
        }
    }

    fn roll_seconds(self) -> f64 {
        match self {
            AnimationSpeed::Instant => 0.0,
            AnimationSpeed::Fast => 0.25,
            AnimationSpeed::Normal => 0.45,
            AnimationSpeed::Slow => 0.8,
        }
    }

    fn label_id(self) -> &'static str {
        match self {
            AnimationSpeed::Instant => "settings-animation-instant",
            AnimationSpeed::Fast => "settings-animation-fast",
            AnimationSpeed::Normal => "settings-animation-normal",
            AnimationSpeed::Slow => "settings-animation-slow",
        }
    }
}

/// What the app makes of a [`ComputerPace`] (the pace itself is stored by `dhayam-store`).
pub trait PaceTiming: Sized {
    /// Every pace, fastest first.
    const ALL: [Self; 4];
    /// Seconds of pause before a computer acts.
    fn seconds(self) -> f64;
    /// The message id of the pace's name.
    fn label_id(self) -> &'static str;
}

impl PaceTiming for ComputerPace {
    const ALL: [ComputerPace; 4] = [
        ComputerPace::Instant,
        ComputerPace::Brisk,
        ComputerPace::Readable,
        ComputerPace::Slow,
    ];

    fn seconds(self) -> f64 {
        match self {
            ComputerPace::Instant => 0.0,
            ComputerPace::Brisk => 0.35,
            ComputerPace::Readable => 0.8,
            ComputerPace::Slow => 1.6,
        }
    }

    fn label_id(self) -> &'static str {
        match self {
            ComputerPace::Instant => "settings-pace-instant",
            ComputerPace::Brisk => "settings-pace-brisk",
            ComputerPace::Readable => "settings-pace-readable",
            ComputerPace::Slow => "settings-pace-slow",
        }
    }
}

/// Preferences kept between runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Play a human's only legal move without asking.
    pub auto_play_single: bool,
    /// Pawn and dice animation speed.
    pub animation: AnimationSpeed,
    /// Pause before each computer action.
    pub computer_pace: ComputerPace,
    /// Light, dark, or as the system says.
    pub theme: Theme,
    /// The language of every word shown.
    pub language: Language,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            auto_play_single: true,
            animation: AnimationSpeed::default(),
            computer_pace: ComputerPace::default(),
            theme: Theme::default(),
            language: Language::default(),
        }
    }
}

impl Settings {
    /// Settings for tests and demonstrations: nothing animates, computers act at once.
    pub fn instant() -> Settings {
        Settings {
            auto_play_single: true,
            animation: AnimationSpeed::Instant,
            computer_pace: ComputerPace::Instant,
            theme: Theme::default(),
            language: Language::default(),
        }
    }

    /// The preferences held in the store's settings.
    pub fn from_store(stored: &dhayam_store::Settings) -> Settings {
        Settings {
            auto_play_single: stored.auto_play_forced,
            animation: stored.animation,
            computer_pace: stored.computer_pace,
            theme: stored.theme,
            language: Language::from_tag(&stored.language).unwrap_or_default(),
        }
    }

    /// Writes these preferences into the store's settings.
    pub fn write_to(&self, stored: &mut dhayam_store::Settings) {
        stored.auto_play_forced = self.auto_play_single;
        stored.animation = self.animation;
        stored.computer_pace = self.computer_pace;
        stored.theme = self.theme;
        self.language.tag().clone_into(&mut stored.language);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preference_goes_through_the_store() {
        for animation in AnimationSpeed::ALL {
            for computer_pace in ComputerPace::ALL {
                for theme in [Theme::System, Theme::Light, Theme::Dark] {
                    for language in Language::ALL {
                        let settings = Settings {
                            auto_play_single: false,
                            animation,
                            computer_pace,
                            theme,
                            language,
                        };
                        let mut stored = dhayam_store::Settings::default();
                        settings.write_to(&mut stored);
                        assert_eq!(Settings::from_store(&stored), settings);
                    }
                }
            }
        }
    }
}
