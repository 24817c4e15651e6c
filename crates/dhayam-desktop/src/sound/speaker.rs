//! A [`Speaker`] that mixes the cues with kira, on any kira backend: the sound output, or
//! kira's `MockBackend` in tests.

use std::collections::HashMap;
use std::io::Cursor;
use std::time::{Duration, Instant};

use dhayam_table::Cue;
use kira::backend::Backend;
use kira::sound::static_sound::StaticSoundData;
use kira::track::MainTrackBuilder;
use kira::{AudioManager, AudioManagerSettings, Capacities, Decibels, StartTime, Tween};

use super::{KeepAwake, SoundError, Speaker, cue_file};

/// kira's mixer with every cue's sound decoded once.
pub struct KiraSpeaker<B: Backend> {
    manager: AudioManager<B>,
    sounds: HashMap<Cue, StaticSoundData>,
}

/// How long the output stays awake after the last cue ends, so a burst of cues (a walk, a
/// computer's turn) does not cork and uncork the stream between them.
const AWAKE_AFTER: Duration = Duration::from_secs(2);

impl<B: Backend> KiraSpeaker<B>
where
    B::Error: Into<SoundError>,
{
    /// Starts kira on backend `B` with `settings` and decodes every cue's file.
    pub fn new(settings: B::Settings) -> Result<KiraSpeaker<B>, SoundError> {
        let mut sounds = HashMap::new();
        for cue in Cue::ALL {
            let data = StaticSoundData::from_cursor(Cursor::new(cue_file(cue)))
                .map_err(|e| SoundError::File(format!("{cue:?}: {e}")))?;
            sounds.insert(cue, data);
        }
        let manager = AudioManager::<B>::new(AudioManagerSettings {
            capacities: Capacities::default(),
            main_track_builder: MainTrackBuilder::default(),
            // kira's own default: clocks and fades update every 128 frames.
            internal_buffer_size: 128,
            backend_settings: settings,
        })
        .map_err(Into::into)?;
        Ok(KiraSpeaker { manager, sounds })
    }

    /// The cues sounding or waiting to sound.
    pub fn playing(&mut self) -> usize {
        self.manager.main_track().num_sounds()
    }

    /// The backend, to drive a mock one in tests.
    pub fn backend_mut(&mut self) -> &mut B {
        self.manager.backend_mut()
    }
}

impl<B: Backend + KeepAwake + Send> Speaker for KiraSpeaker<B> {
    fn play(&mut self, cue: Cue, delay: Duration) {
        let Some(data) = self.sounds.get(&cue) else {
            return;
        };
        let until = Instant::now() + delay + data.duration() + AWAKE_AFTER;
        self.manager.backend_mut().keep_awake(until);
        let data = data.start_time(StartTime::Delayed(delay));
        if let Err(error) = self.manager.play(data) {
            // Only when too many sounds are queued at once: that cue is skipped.
            log::debug!("sound: {cue:?} skipped: {error}");
        }
    }

    fn set_volume(&mut self, decibels: f32) {
        self.manager
            .main_track()
            .set_volume(Decibels(decibels), Tween::default());
    }
}
