//! Player preferences that outlive a game.

use serde::{Deserialize, Serialize};

/// How fast pawns walk and dice tumble.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AnimationSpeed {
    /// No animation at all.
    Instant,
    /// Quick steps.
    Fast,
    /// A calm walk.
    #[default]
    Normal,
    /// Slow, easy to follow.
    Slow,
}

impl AnimationSpeed {
    /// Every speed, fastest first.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Instant,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// Seconds a pawn takes per square.
    pub const fn step_seconds(self) -> f64 {
        match self {
            AnimationSpeed::Instant => 0.0,
            AnimationSpeed::Fast => 0.06,
            AnimationSpeed::Normal => 0.12,
            AnimationSpeed::Slow => 0.25,
        }
    }

    /// Seconds the dice tumble.
    pub const fn roll_seconds(self) -> f64 {
        match self {
            AnimationSpeed::Instant => 0.0,
            AnimationSpeed::Fast => 0.25,
            AnimationSpeed::Normal => 0.45,
            AnimationSpeed::Slow => 0.8,
        }
    }

    /// The speed's name.
    pub const fn label(self) -> &'static str {
        match self {
            AnimationSpeed::Instant => "Instant",
            AnimationSpeed::Fast => "Fast",
            AnimationSpeed::Normal => "Normal",
            AnimationSpeed::Slow => "Slow",
        }
    }
}

/// How long a computer seat waits before each throw or move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ComputerPace {
    /// No pause.
    Instant,
    /// A short pause.
    Brisk,
    /// Time to follow every step.
    #[default]
    Readable,
    /// A long pause.
    Slow,
}

impl ComputerPace {
    /// Every pace, fastest first.
    pub const ALL: [ComputerPace; 4] = [
        ComputerPace::Instant,
        ComputerPace::Brisk,
        ComputerPace::Readable,
        ComputerPace::Slow,
    ];

    /// Seconds of pause before a computer acts.
    pub const fn seconds(self) -> f64 {
        match self {
            ComputerPace::Instant => 0.0,
            ComputerPace::Brisk => 0.35,
            ComputerPace::Readable => 0.8,
            ComputerPace::Slow => 1.6,
        }
    }

    /// The pace's name.
    pub const fn label(self) -> &'static str {
        match self {
            ComputerPace::Instant => "Instant",
            ComputerPace::Brisk => "Brisk",
            ComputerPace::Readable => "Readable",
            ComputerPace::Slow => "Slow",
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
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            auto_play_single: true,
            animation: AnimationSpeed::default(),
            computer_pace: ComputerPace::default(),
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
        }
    }
}
