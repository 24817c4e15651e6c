//! Sound: the table's cues played through the system's sound output, at the volume and
//! mute the settings keep.
//!
//! [`Sounds`] decides what is heard (nothing when muted or at volume 0) and when (each
//! cue at its table time); a [`Speaker`] makes the noise: [`KiraSpeaker`] mixes our
//! WAV files with kira, on the sound server (Linux, [`pulse`]) or cpal (macOS, Windows).
//! Without a sound output the game is silent and says so once in the log.

use std::time::Duration;

use dhayam_store::Sound;
use dhayam_table::{Cue, TimedCue};

mod files;
#[cfg(target_os = "linux")]
pub mod pulse;
mod speaker;
mod system;

pub use files::cue_file;
pub use speaker::KiraSpeaker;
pub use system::{SoundError, open_speaker};

/// A kira backend that can rest while nothing plays (the sound server's stream corks);
/// the others are always awake.
pub trait KeepAwake {
    /// Sound is wanted until `until`; after that the output may rest.
    fn keep_awake(&mut self, _until: std::time::Instant) {}
}

impl KeepAwake for kira::backend::mock::MockBackend {}

#[cfg(not(target_os = "linux"))]
impl KeepAwake for kira::DefaultBackend {}

/// What plays the cues: the sound output, or a stand-in in tests.
pub trait Speaker: Send {
    /// Plays `cue` once, `delay` from now.
    fn play(&mut self, cue: Cue, delay: Duration);
    /// Sets the loudness of everything played, in decibels (0 is the files' own level).
    fn set_volume(&mut self, decibels: f32);
}

/// The loudness in decibels for a volume setting (percent): the square of the fraction as
/// amplitude, which sounds about evenly spaced along the slider; 0 is silence.
pub fn volume_decibels(volume: u8) -> f32 {
    let fraction = f32::from(volume.min(100)) / 100.0;
    if fraction <= 0.0 {
        return kira::Decibels::SILENCE.0;
    }
    (40.0 * fraction.log10()).max(kira::Decibels::SILENCE.0)
}

/// The app's sound: the speaker, if there is one, and the settings it follows.
pub struct Sounds {
    speaker: Option<Box<dyn Speaker>>,
    settings: Sound,
}

impl Sounds {
    /// Silence: no speaker (tests, or no sound output).
    pub fn silent(settings: Sound) -> Sounds {
        Sounds {
            speaker: None,
            settings,
        }
    }

    /// Plays through `speaker`, at the volume of `settings`.
    pub fn with_speaker(mut speaker: Box<dyn Speaker>, settings: Sound) -> Sounds {
        speaker.set_volume(volume_decibels(settings.volume));
        Sounds {
            speaker: Some(speaker),
            settings,
        }
    }

    /// The system's sound output, or silence with one line in the log when there is none.
    pub fn open(settings: Sound) -> Sounds {
        match open_speaker() {
            Ok((speaker, through)) => {
                log::info!("sound: playing through {through}");
                Sounds::with_speaker(speaker, settings)
            }
            Err(error) => {
                log::info!("sound: none ({error}); the game plays silently");
                Sounds::silent(settings)
            }
        }
    }

    /// Whether anything can be heard at all (a speaker, not muted, volume above 0).
    pub fn audible(&self) -> bool {
        self.speaker.is_some() && !self.settings.muted && self.settings.volume > 0
    }

    /// Follows changed settings (volume, mute).
    pub fn follow(&mut self, settings: Sound) {
        if settings.volume != self.settings.volume
            && let Some(speaker) = &mut self.speaker
        {
            speaker.set_volume(volume_decibels(settings.volume));
        }
        self.settings = settings;
    }

    /// Plays `cues`, each at its table time (`now` is the table time now; a cue already
    /// due plays at once). Muted, at volume 0 or without a speaker: nothing.
    pub fn play(&mut self, cues: &[TimedCue], now: f64) {
        if !self.audible() {
            return;
        }
        if let Some(speaker) = &mut self.speaker {
            for timed in cues {
                let delay = Duration::from_secs_f64((timed.at - now).max(0.0));
                speaker.play(timed.cue, delay);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    type Heard = Arc<Mutex<Vec<(Cue, Duration)>>>;

    struct Recorder(Heard, Arc<Mutex<Vec<f32>>>);

    impl Speaker for Recorder {
        fn play(&mut self, cue: Cue, delay: Duration) {
            self.0.lock().unwrap().push((cue, delay));
        }
        fn set_volume(&mut self, decibels: f32) {
            self.1.lock().unwrap().push(decibels);
        }
    }

    fn sounds(settings: Sound) -> (Sounds, Heard, Arc<Mutex<Vec<f32>>>) {
        let heard = Heard::default();
        let volumes = Arc::new(Mutex::new(Vec::new()));
        let recorder = Recorder(Arc::clone(&heard), Arc::clone(&volumes));
        (
            Sounds::with_speaker(Box::new(recorder), settings),
            heard,
            volumes,
        )
    }

    const CUES: [TimedCue; 2] = [
        TimedCue {
            cue: Cue::DiceShake,
            at: 10.0,
        },
        TimedCue {
            cue: Cue::DiceLand,
            at: 10.45,
        },
    ];

    #[test]
    fn cues_play_at_their_time() {
        let (mut sounds, heard, _) = sounds(Sound::default());
        sounds.play(&CUES, 10.2);
        let heard = heard.lock().unwrap();
        assert_eq!(heard.len(), 2);
        assert_eq!(heard[0], (Cue::DiceShake, Duration::ZERO), "late: at once");
        assert_eq!(heard[1].0, Cue::DiceLand);
        assert!((heard[1].1.as_secs_f64() - 0.25).abs() < 1e-6);
    }

    #[test]
    fn muted_or_at_zero_plays_nothing() {
        for settings in [
            Sound {
                volume: 70,
                muted: true,
            },
            Sound {
                volume: 0,
                muted: false,
            },
        ] {
            let (mut sounds, heard, _) = sounds(settings);
            sounds.play(&CUES, 10.0);
            assert!(heard.lock().unwrap().is_empty(), "{settings:?}");
        }
        let (mut sounds, heard, _) = sounds(Sound {
            volume: 70,
            muted: true,
        });
        sounds.follow(Sound::default());
        sounds.play(&CUES, 10.0);
        assert_eq!(heard.lock().unwrap().len(), 2, "unmuted plays again");
    }

    #[test]
    fn the_volume_setting_becomes_the_speakers_loudness() {
        let (mut sounds, _, volumes) = sounds(Sound {
            volume: 100,
            muted: false,
        });
        sounds.follow(Sound {
            volume: 50,
            muted: false,
        });
        sounds.follow(Sound {
            volume: 50,
            muted: true,
        });
        let volumes = volumes.lock().unwrap();
        assert_eq!(volumes.len(), 2, "set at start and when the volume changed");
        assert!(volumes[0].abs() < 1e-6, "100% is the files' own level");
        assert!((volumes[1] - -12.04).abs() < 0.01, "half is -12 dB");
    }

    #[test]
    fn volume_decibels_rise_with_the_slider_from_silence() {
        assert!((volume_decibels(0) - kira::Decibels::SILENCE.0).abs() < 1e-6);
        assert!(volume_decibels(1) >= kira::Decibels::SILENCE.0);
        let mut last = volume_decibels(0);
        for volume in 1..=100 {
            let now = volume_decibels(volume);
            assert!(now >= last, "{volume}");
            last = now;
        }
        assert!(volume_decibels(70) > -7.0 && volume_decibels(70) < -6.0);
        assert!(volume_decibels(200).abs() < 1e-6, "over 100 is 100");
    }

    #[test]
    fn silence_plays_nothing_and_says_so() {
        let mut sounds = Sounds::silent(Sound::default());
        assert!(!sounds.audible());
        sounds.play(&CUES, 10.0);
    }
}
