//! Opening the system's sound output, guarded: a missing, silent or broken one leaves the
//! game silent, never stuck or crashed.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc;
use std::time::Duration;

use super::{KiraSpeaker, Speaker};

/// How long opening the sound output may take before the game plays on without it.
const OPEN_TIMEOUT: Duration = Duration::from_secs(3);

/// Why there is no sound.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SoundError {
    /// No sound server to talk to (a server machine, a container, a bare X server).
    NoServer,
    /// The sound output refused or failed.
    Output(String),
    /// A sound file could not be read (a bug in the build).
    File(String),
    /// Opening the sound output did not finish in time.
    Stuck,
    /// Opening the sound output panicked.
    Panicked,
}

impl std::fmt::Display for SoundError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SoundError::NoServer => write!(f, "no sound server found"),
            SoundError::Output(why) => write!(f, "{why}"),
            SoundError::File(why) => write!(f, "a sound file cannot be read: {why}"),
            SoundError::Stuck => write!(
                f,
                "the sound output did not open within {} s",
                OPEN_TIMEOUT.as_secs()
            ),
            SoundError::Panicked => write!(f, "the sound output failed while opening"),
        }
    }
}

impl std::error::Error for SoundError {}

/// kira's mock backend never fails; its error type is `()`.
impl From<()> for SoundError {
    fn from((): ()) -> SoundError {
        SoundError::Output("the test backend failed".into())
    }
}

#[cfg(not(target_os = "linux"))]
impl From<kira::backend::cpal::Error> for SoundError {
    fn from(error: kira::backend::cpal::Error) -> SoundError {
        SoundError::Output(error.to_string())
    }
}

/// A speaker on the system's sound output and what it plays through, opened on its own
/// thread so that a hung sound server or a panicking driver cannot stop the game.
pub fn open_speaker() -> Result<(Box<dyn Speaker>, &'static str), SoundError> {
    let (sender, receiver) = mpsc::channel();
    std::thread::Builder::new()
        .name("sound-start".into())
        .spawn(move || {
            let opened =
                catch_unwind(AssertUnwindSafe(open_output)).unwrap_or(Err(SoundError::Panicked));
            // The game may have stopped waiting: then nobody hears the answer.
            let _ = sender.send(opened);
        })
        .map_err(|e| SoundError::Output(format!("no thread for sound: {e}")))?;
    receiver
        .recv_timeout(OPEN_TIMEOUT)
        .unwrap_or(Err(SoundError::Stuck))
}

#[cfg(target_os = "linux")]
fn open_output() -> Result<(Box<dyn Speaker>, &'static str), SoundError> {
    use super::pulse::{PulseBackend, PulseSettings};
    let speaker = KiraSpeaker::<PulseBackend>::new(PulseSettings::default())?;
    Ok((
        Box::new(speaker),
        "the sound server (PulseAudio or PipeWire)",
    ))
}

#[cfg(not(target_os = "linux"))]
fn open_output() -> Result<(Box<dyn Speaker>, &'static str), SoundError> {
    let speaker = KiraSpeaker::<kira::DefaultBackend>::new(Default::default())?;
    Ok((Box::new(speaker), "the system's default output (cpal)"))
}
