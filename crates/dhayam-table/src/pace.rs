//! How long things take at a table: the dice tumbling, pawns walking, computers pausing.
//! The table waits for these before acting by itself, and the desktop animates with the
//! same figures, so a computer never moves while the last move is still being shown.

use dhayam_store::{AnimationSpeed, ComputerPace};

/// Every animation speed, fastest first.
pub const SPEEDS: [AnimationSpeed; 4] = [
    AnimationSpeed::Instant,
    AnimationSpeed::Fast,
    AnimationSpeed::Normal,
    AnimationSpeed::Slow,
];

/// Every computer pace, fastest first.
pub const PACES: [ComputerPace; 4] = [
    ComputerPace::Instant,
    ComputerPace::Brisk,
    ComputerPace::Readable,
    ComputerPace::Slow,
];

/// Seconds a pawn takes per square.
pub const fn step_seconds(speed: AnimationSpeed) -> f64 {
    match speed {
        AnimationSpeed::Instant => 0.0,
        AnimationSpeed::Fast => 0.06,
        AnimationSpeed::Normal => 0.12,
        AnimationSpeed::Slow => 0.25,
    }
}

/// Seconds the dice tumble.
pub const fn roll_seconds(speed: AnimationSpeed) -> f64 {
    match speed {
        AnimationSpeed::Instant => 0.0,
        AnimationSpeed::Fast => 0.25,
        AnimationSpeed::Normal => 0.45,
        AnimationSpeed::Slow => 0.8,
    }
}

/// Seconds of pause before a computer acts.
pub const fn computer_seconds(pace: ComputerPace) -> f64 {
    match pace {
        ComputerPace::Instant => 0.0,
        ComputerPace::Brisk => 0.35,
        ComputerPace::Readable => 0.8,
        ComputerPace::Slow => 1.6,
    }
}

/// Seconds a notice ("Red cuts Green") stays up once the dice have landed.
pub const NOTICE_SECONDS: f64 = 2.0;

/// Seconds a notice that says why (a value lost, a pawn that cannot move) stays up: a
/// sentence or three to read.
pub const WHY_NOTICE_SECONDS: f64 = 4.5;

/// How long `tell` stays up.
pub fn notice_seconds(tell: &crate::Tell) -> f64 {
    match tell {
        crate::Tell::ValueLost { why, .. } if !why.is_empty() => WHY_NOTICE_SECONDS,
        crate::Tell::Stuck { .. } => WHY_NOTICE_SECONDS,
        _ => NOTICE_SECONDS,
    }
}
