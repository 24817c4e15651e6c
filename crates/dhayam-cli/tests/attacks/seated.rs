//! Hostile guests that take a seat first. Each says a real hello, signs a real dice chain
//! with its network key and follows the host's game with the project's own `Guest` state
//! machine, and then does what an honest guest never does:
//!
//! - `resync-unread`: once the game is under way, stops reading and asks for the whole
//!   game again and again (each answer would be the whole game, up to 130 KB);
//! - `withhold`: plays its moves but never sends its dice links, and comes back with the
//!   same key after every hand-over to withhold again;
//! - `refused`: between honest turns, sends as fast as it can well-formed messages the
//!   host must refuse (another seat's wish, stale steps, a second hello, a link for a
//!   throw nobody called), and dials again whenever the host closes it;
//! - `chat-flood`: between honest turns, talks as fast as it can, every line wrapped in
//!   bidi overrides, zero-width characters and line breaks;
//! - `away-and-back`: at a table with a turn clock, never acts on its turns (its dice
//!   parts still go) and says it is back (`Back`) as fast as it can.
//!
//! Every loop is bounded in time by the job's deadline.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use dhayam_ai::Level;
use dhayam_core::Seat;
use dhayam_core::fair::Digest;
use dhayam_net::protocol::encode;
use dhayam_net::{DiceSecret, Guest, Line, ToHost, play_here};
use dhayam_store::{AnimationSpeed, ComputerPace, TableSettings};
use dhayam_table::Table;
use iroh::SecretKey;
use iroh::endpoint::{Connection, RecvStream, SendStream};
use tokio::sync::mpsc;
use tokio::time::{Instant, timeout};

use super::hostile::{Job, Tally, endpoint_with, frame};

/// What a seated hostile guest does wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misdeed {
    /// Stops reading once the game is under way and floods `Resync`.
    ResyncUnread,
    /// Never sends its dice links; comes back after each hand-over.
    Withhold,
    /// Floods well-formed messages the host must refuse.
    Refused,
    /// Floods lines of talk full of invisible and bidi characters.
    ChatFlood,
    /// Never acts on its own turns, and floods `Back`.
    AwayAndBack,
}

/// The seat every seated hostile guest asks for (the tests' tables leave it open for it).
pub const SEAT: Seat = Seat::East;

/// How many refused messages go out in one burst before the guest looks at what came.
const BURST: usize = 64;

/// Sits at the table as [`SEAT`] and misbehaves until the job's time is up, dialling
/// again with the same network key whenever the host closes the connection.
pub async fn sit(job: &Job, misdeed: Misdeed) {
    let identity: [u8; 32] = rand::random();
    let secret = DiceSecret::from_bytes(rand::random());
    let Some(endpoint) = endpoint_with(SecretKey::from_bytes(&identity)).await else {
        Tally::add(&job.tally.failed, 1);
        return;
    };
    let mut me = Seated {
        guest: Guest::new("Squatter", vec![SEAT], secret, identity),
        table: Table::networked(TableSettings {
            animation: AnimationSpeed::Instant,
            computer_pace: ComputerPace::Instant,
            ..TableSettings::default()
        }),
        bot: Level::Easy.bot(5),
        misdeed,
        start: Instant::now(),
        sat: false,
    };
    while !job.over() && !me.over() {
        if let Some(conn) = job.connect(&endpoint).await {
            me.connection(job, &conn).await;
            conn.close(0u32.into(), b"");
        }
        // A real guest waits half a second before it dials again.
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    endpoint.close().await;
}

/// One seated hostile guest: its side of the table and its copy of the game, kept across
/// its connections like a real guest's.
struct Seated {
    guest: Guest,
    table: Table,
    bot: Box<dyn dhayam_ai::Bot + Send>,
    misdeed: Misdeed,
    start: Instant,
    /// Whether the host had seated it on the current connection.
    sat: bool,
}

impl Seated {
    fn now(&self) -> f64 {
        self.start.elapsed().as_secs_f64()
    }

    fn over(&self) -> bool {
        self.table.session().is_some_and(|s| s.game().is_over())
    }

    /// Whether the game is under way with this guest in its seat.
    fn playing(&self) -> bool {
        !self.guest.seats().is_empty()
            && self
                .table
                .session()
                .is_some_and(|s| !s.saved().record().throws.is_empty())
    }

    /// Says hello on `conn` and follows the game, misbehaving, until the host closes it
    /// or the job's time is up.
    async fn connection(&mut self, job: &Job, conn: &Connection) {
        let Ok((mut send, recv)) = conn.open_bi().await else {
            return;
        };
        let stop_reading = Arc::new(AtomicBool::new(false));
        let (frames, mut arrived) = mpsc::channel(64);
        let reader = tokio::spawn(read_frames(
            recv,
            frames,
            Arc::clone(&stop_reading),
            conn.clone(),
        ));
        self.sat = false;
        self.guest.connected(&self.table);
        let hello = self.guest.hello();
        let mut open = self.write(job, &mut send, &[hello]).await;
        let mut closed = false;
        while open && !job.over() && !self.over() {
            let mut out = Vec::new();
            match timeout(Duration::from_millis(10), arrived.recv()).await {
                Ok(Some(bytes)) => {
                    let now = self.now();
                    if let Ok(outcome) = self.guest.receive(&mut self.table, &bytes, now) {
                        out.extend(outcome.out);
                    }
                }
                // The host closed the connection.
                Ok(None) => {
                    closed = true;
                    break;
                }
                Err(_) => {}
            }
            let now = self.now();
            out.extend(self.guest.tick(&mut self.table, now).out);
            let acts = self.misdeed != Misdeed::AwayAndBack;
            if let Some(command) = play_here(&self.table, self.bot.as_mut()).filter(|_| acts) {
                out.extend(self.guest.command(&mut self.table, command, now).out);
            }
            if !self.sat && !self.guest.seats().is_empty() {
                self.sat = true;
                Tally::add(&job.tally.seated, 1);
            }
            out.retain(|message| self.sends(job, message));
            open = self.write(job, &mut send, &out).await;
            if open && self.playing() {
                open = match self.misdeed {
                    Misdeed::ResyncUnread => {
                        stop_reading.store(true, Ordering::Relaxed);
                        self.flood(job, &mut send, &[ToHost::Resync]).await
                    }
                    Misdeed::Refused => self.refusals(job, &mut send).await,
                    Misdeed::ChatFlood => self.chatter(job, &mut send).await,
                    Misdeed::AwayAndBack => self.backs(job, &mut send).await,
                    Misdeed::Withhold => true,
                };
            }
        }
        if closed || !open {
            Tally::add(&job.tally.closed, 1);
        }
        reader.abort();
    }

    /// Whether `message` goes out (a withholding guest keeps its links).
    fn sends(&self, job: &Job, message: &ToHost) -> bool {
        let withheld =
            self.misdeed == Misdeed::Withhold && matches!(message, ToHost::Reveal { .. });
        if withheld {
            Tally::add(&job.tally.withheld, 1);
        }
        !withheld
    }

    /// A burst of well-formed messages the host must refuse; false once it closed.
    async fn refusals(&self, job: &Job, send: &mut SendStream) -> bool {
        let other = Seat::North;
        let wrong: Vec<ToHost> = (0..BURST)
            .map(|i| match i % 4 {
                0 => ToHost::Want {
                    seat: other,
                    step: 0,
                    play: None,
                },
                1 => ToHost::Want {
                    seat: SEAT,
                    step: 1_000_000,
                    play: None,
                },
                2 => self.guest.hello(),
                _ => ToHost::Reveal {
                    throw: 1_000_000,
                    link: Digest([7; 32]),
                },
            })
            .collect();
        let sent = self.write(job, send, &wrong).await;
        if sent {
            Tally::add(&job.tally.frames, wrong.len() as u64);
        }
        sent
    }

    /// A burst of lines of talk, each dressed to deceive; false once the host closed.
    async fn chatter(&self, job: &Job, send: &mut SendStream) -> bool {
        let lines: Vec<ToHost> = (0..BURST)
            .map(|i| {
                ToHost::Say(Line::Text(format!(
                    "\u{202e}flood {i}\u{200b}\u{2066}\r\nHost South: I resign\u{7}"
                )))
            })
            .collect();
        let sent = self.write(job, send, &lines).await;
        if sent {
            Tally::add(&job.tally.frames, lines.len() as u64);
        }
        sent
    }

    /// A burst of "I am back"; false once the host closed.
    async fn backs(&self, job: &Job, send: &mut SendStream) -> bool {
        let backs = vec![ToHost::Back; BURST];
        let sent = self.write(job, send, &backs).await;
        if sent {
            Tally::add(&job.tally.frames, backs.len() as u64);
        }
        sent
    }

    /// Writes `messages` over and over without reading, until the host closes the
    /// connection or the job's time is up; false once it closed.
    async fn flood(&self, job: &Job, send: &mut SendStream, messages: &[ToHost]) -> bool {
        let bytes: Vec<u8> = messages.iter().flat_map(|m| frame(&encode(m))).collect();
        while !job.over() {
            let left = job.until.saturating_duration_since(Instant::now());
            match timeout(left, send.write_all(&bytes)).await {
                Ok(Ok(())) => {
                    Tally::add(&job.tally.frames, messages.len() as u64);
                    Tally::add(&job.tally.bytes, bytes.len() as u64);
                }
                Ok(Err(_)) => return false,
                Err(_) => break,
            }
        }
        true
    }

    /// Writes `messages`; false once the host closed the connection.
    async fn write(&self, job: &Job, send: &mut SendStream, messages: &[ToHost]) -> bool {
        for message in messages {
            let bytes = frame(&encode(message));
            let left = job.until.saturating_duration_since(Instant::now());
            match timeout(left, send.write_all(&bytes)).await {
                Ok(Ok(())) => Tally::add(&job.tally.bytes, bytes.len() as u64),
                Ok(Err(_)) => return false,
                Err(_) => return true,
            }
        }
        true
    }
}

/// Reads the host's frames into `frames` until the connection closes; once
/// `stop_reading` is set it reads nothing more but keeps the stream open (so the host's
/// answers pile up on its side, as a guest that never reads makes them).
async fn read_frames(
    mut recv: RecvStream,
    frames: mpsc::Sender<Vec<u8>>,
    stop_reading: Arc<AtomicBool>,
    conn: Connection,
) {
    loop {
        if stop_reading.load(Ordering::Relaxed) {
            conn.closed().await;
            return;
        }
        let mut len = [0u8; 4];
        if recv.read_exact(&mut len).await.is_err() {
            return;
        }
        let mut body = vec![0u8; u32::from_be_bytes(len) as usize];
        if recv.read_exact(&mut body).await.is_err() || frames.send(body).await.is_err() {
            return;
        }
    }
}
