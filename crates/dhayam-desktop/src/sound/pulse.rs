//! A kira backend for Linux that plays through the sound server, speaking its protocol in
//! Rust (the `pulseaudio` crate): PulseAudio, or PipeWire's pulse server, which desktops
//! since about 2022 run. Nothing is linked from the system, so a fresh machine builds
//! Dhayam without ALSA's development files, and a desktop without a server stays silent.
//!
//! The stream rests (corked: the server stops asking for sound) while nothing plays, and
//! wakes when a cue is played: mixing silence 100 times a second cost the idle game about
//! 3% of a core (debug build, `/proc/PID/task/*/stat` over 10 s).

use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use futures_executor::block_on;
use kira::backend::{Backend, Renderer};
use pulseaudio::protocol::stream::{BufferAttr, StreamFlags};
use pulseaudio::protocol::{
    ChannelMap, ChannelVolume, DEFAULT_SINK, PlaybackStreamParams, SampleFormat, SampleSpec,
};
use pulseaudio::{AsPlaybackSource, Client, PlaybackStream};

use super::{KeepAwake, SoundError};

/// Samples per second of the stream (the servers' usual rate: no resampling there).
const RATE: u32 = 48_000;
/// Stereo, as kira mixes.
const CHANNELS: u8 = 2;
/// Bytes per frame: two 32-bit float samples.
const FRAME_BYTES: usize = 8;
/// Frames the server asks for at least each time: 10 ms.
const PERIOD_FRAMES: u32 = 480;
/// Frames kept queued at the server: 40 ms, so a cue starts within a frame of the board.
const TARGET_FRAMES: u32 = 4 * PERIOD_FRAMES;
/// How long the server may take to answer the greeting before the game gives up on sound.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(2);

/// Where the sound server is.
#[derive(Clone, Debug, Default)]
pub struct PulseSettings {
    /// The server's socket; `None` finds it as every client does (`PULSE_SERVER`,
    /// `PULSE_RUNTIME_PATH`, `XDG_RUNTIME_DIR`).
    pub socket: Option<PathBuf>,
}

/// The connection to the sound server and the one stream kira mixes into.
pub struct PulseBackend {
    client: Client,
    stream: Option<PlaybackStream>,
    /// Tells the stream's keeper until when sound is wanted.
    wake: Option<Sender<Instant>>,
}

impl KeepAwake for PulseBackend {
    fn keep_awake(&mut self, until: Instant) {
        if let Some(wake) = &self.wake {
            // The keeper is gone only if the server went away: then silence is right.
            let _ = wake.send(until);
        }
    }
}

/// Keeps `stream` playing while sound is wanted and corks it otherwise; runs on its own
/// thread, so a server slow to answer never holds up the game.
fn keep(stream: &PlaybackStream, wanted: &Receiver<Instant>) {
    let mut awake_until: Option<Instant> = None;
    loop {
        let next = match awake_until {
            Some(until) => wanted.recv_timeout(until.saturating_duration_since(Instant::now())),
            None => wanted.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match next {
            Ok(until) => {
                if awake_until.is_none()
                    && let Err(e) = block_on(stream.uncork())
                {
                    log::warn!("sound: the sound server stopped answering ({e}); silence");
                    return;
                }
                awake_until = awake_until.max(Some(until));
            }
            Err(RecvTimeoutError::Timeout) => {
                if let Err(e) = block_on(stream.cork()) {
                    log::warn!("sound: the sound server stopped answering ({e}); silence");
                    return;
                }
                awake_until = None;
            }
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}

impl Backend for PulseBackend {
    type Settings = PulseSettings;
    type Error = SoundError;

    fn setup(settings: PulseSettings, _buffer: usize) -> Result<(PulseBackend, u32), SoundError> {
        let path = settings
            .socket
            .or_else(pulseaudio::socket_path_from_env)
            .ok_or(SoundError::NoServer)?;
        let fail = |e: &dyn std::fmt::Display| {
            SoundError::Output(format!("sound server at {}: {e}", path.display()))
        };
        let socket = UnixStream::connect(&path).map_err(|e| fail(&e))?;
        // The greeting is read with blocking calls: a server that never answers must not
        // hold the game up.
        socket
            .set_read_timeout(Some(ANSWER_TIMEOUT))
            .and_then(|()| socket.set_write_timeout(Some(ANSWER_TIMEOUT)))
            .map_err(|e| fail(&e))?;
        let cookie = pulseaudio::cookie_path_from_env().and_then(|p| std::fs::read(p).ok());
        let client = Client::new_unix(c"Dhayam", socket, cookie).map_err(|e| fail(&e))?;
        Ok((
            PulseBackend {
                client,
                stream: None,
                wake: None,
            },
            RATE,
        ))
    }

    fn start(&mut self, mut renderer: Renderer) -> Result<(), SoundError> {
        let period = PERIOD_FRAMES * FRAME_BYTES as u32;
        let params = PlaybackStreamParams {
            sample_spec: SampleSpec {
                format: SampleFormat::Float32Le,
                channels: CHANNELS,
                sample_rate: RATE,
            },
            channel_map: ChannelMap::stereo(),
            sink_name: Some(DEFAULT_SINK.to_owned()),
            cvolume: Some(ChannelVolume::norm(CHANNELS)),
            buffer_attr: BufferAttr {
                target_length: TARGET_FRAMES * FRAME_BYTES as u32,
                minimum_request_length: period,
                ..BufferAttr::default()
            },
            flags: StreamFlags {
                // The latency asked for is the whole way to the loudspeaker.
                adjust_latency: true,
                // Resting until the first cue.
                start_corked: true,
                ..StreamFlags::default()
            },
            ..PlaybackStreamParams::default()
        };
        let mut samples: Vec<f32> = Vec::new();
        // Runs on the client's thread whenever the server asks for more sound.
        let fill = move |bytes: &mut [u8]| {
            let frames = bytes.len() / FRAME_BYTES;
            if frames == 0 {
                // Never 0 bytes: that would end the stream.
                bytes.fill(0);
                return bytes.len();
            }
            samples.resize(frames * usize::from(CHANNELS), 0.0);
            renderer.on_start_processing();
            renderer.process(&mut samples, u16::from(CHANNELS));
            for (out, sample) in bytes.chunks_exact_mut(4).zip(&samples) {
                out.copy_from_slice(&sample.to_le_bytes());
            }
            frames * FRAME_BYTES
        };
        let stream = block_on(
            self.client
                .create_playback_stream(params, fill.as_playback_source()),
        )
        .map_err(|e| SoundError::Output(format!("sound server stream: {e}")))?;
        let (wake, wanted) = mpsc::channel();
        let kept = stream.clone();
        std::thread::Builder::new()
            .name("sound-rest".into())
            .spawn(move || keep(&kept, &wanted))
            .map_err(|e| SoundError::Output(format!("no thread for sound: {e}")))?;
        self.stream = Some(stream);
        self.wake = Some(wake);
        Ok(())
    }
}
