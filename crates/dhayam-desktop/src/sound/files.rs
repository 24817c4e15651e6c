//! The sound files, built into the program: synthesised by `scripts/make-sounds.py` into
//! `assets/sounds/` (CC0, `assets/sounds/LICENCE.txt`).

use dhayam_table::Cue;

/// The WAV file of `cue`.
pub fn cue_file(cue: Cue) -> &'static [u8] {
    match cue {
        Cue::DiceShake => include_bytes!("../../../../assets/sounds/dice-shake.wav"),
        Cue::DiceLand => include_bytes!("../../../../assets/sounds/dice-land.wav"),
        Cue::ShellsShake => include_bytes!("../../../../assets/sounds/shells-shake.wav"),
        Cue::ShellsLand => include_bytes!("../../../../assets/sounds/shells-land.wav"),
        Cue::Step => include_bytes!("../../../../assets/sounds/step.wav"),
        Cue::Enter => include_bytes!("../../../../assets/sounds/enter.wav"),
        Cue::Cut => include_bytes!("../../../../assets/sounds/cut.wav"),
        Cue::Centre => include_bytes!("../../../../assets/sounds/centre.wav"),
        Cue::ThrowAgain => include_bytes!("../../../../assets/sounds/throw-again.wav"),
        Cue::King => include_bytes!("../../../../assets/sounds/king.wav"),
        Cue::YourTurn => include_bytes!("../../../../assets/sounds/your-turn.wav"),
        Cue::TimeShort => include_bytes!("../../../../assets/sounds/time-short.wav"),
    }
}
