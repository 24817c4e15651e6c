//! The host's side: the one true game, and what guests may ask of it.
//!
//! [`Host`] has no network of its own: the link hands it each guest's bytes
//! ([`Host::receive`]) and sends what it returns. It drives the host's table, a
//! [`Table::hosting`] (the one the host's screen shows, passed to every call), which is
//! the authority: the host's own seats (people and computers) play their moves on it at
//! once, checked by the rules there, and call for their throws ([`Effect::CallThrow`]); a
//! guest's wish is checked here and applied to it as a [`Command::Step`]. Every throw is
//! made from the parts of everyone connected, and everything the table played
//! ([`Effect::Played`]) is sent to every guest with the hash of the position after it.

use std::collections::{BTreeMap, BTreeSet};

use dhayam_core::fair::{Chain, Contributor, DiceLedger, Digest, Made};
use dhayam_core::{Action, Move, Phase, Seat, Setup};
use dhayam_store::{SavedGame, SeatPlayer};
use dhayam_table::{Command, Effect, Session, StartError, Table};

use crate::clock::{Turn, TurnClock};
use crate::protocol::{Refusal, ToGuest, ToHost};
use crate::secret::{DiceSecret, commitment, player_key};
use crate::talk::{Pace, Said};

mod again;
mod clock;
mod conduct;
mod dice;
mod returns;
mod save;
mod seating;
mod send;
mod stand_in;
mod talk;
mod watchers;

use conduct::Conduct;
pub use conduct::Limits;
use dice::Round;
pub use returns::Return;
pub use save::{HOST_SAVE_FORMAT, HostSave, HostSaveError};
use seating::Pending;
use stand_in::Held;
pub use stand_in::HeldUp;
pub use watchers::MAX_WATCHERS;
use watchers::Watcher;

/// A guest's identity: its network key, as text.
pub type PeerId = String;

/// What the host is to send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Out {
    /// To one guest.
    To(PeerId, ToGuest),
    /// Close the connection to this guest (after what was sent to it).
    Close(PeerId),
}

/// What handling one input produced: messages for guests, effects for the host's screen.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Messages to send.
    pub out: Vec<Out>,
    /// What the host's own front end is to do (animations, saves, words).
    pub effects: Vec<Effect>,
    /// What was refused, and why (the first of each kind from a connection is written
    /// to the log; the rest are counted and summed up when it closes).
    pub refused: Vec<(PeerId, Refusal)>,
    /// Whether the table changed (the game, who sits where, the dice ledger): the front
    /// end keeps the table only then, never after a refusal or a message answered
    /// without a change.
    pub changed: bool,
    /// Lines said at the table (passed on to every guest), for the host's screen.
    pub said: Vec<Said>,
    /// Seats whose turn clock ran out: a computer played that turn.
    pub ran_out: Vec<Seat>,
}

/// How a message that was not refused was taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Handled {
    /// Done: the connection's refusals in a row start again.
    Accepted,
    /// Answered (the game sent again), but no sign that the guest is well: its
    /// refusals in a row go on counting.
    Answered,
    /// Read and dropped on purpose: a second request for the game at the same step, a
    /// wish already being carried out.
    Quiet,
}

/// A guest of the table.
#[derive(Clone, Debug)]
struct Guest {
    name: String,
    seats: Vec<Seat>,
    contributor: u16,
    connected: bool,
    /// How many times a computer was given its seats, and when last.
    handed: u32,
    handed_at: f64,
    /// The host let it back ([`Host::allow_back`]).
    allowed: bool,
    /// How fast it talks.
    pace: Pace,
    /// Turns in a row its clock ran out.
    timeouts: u32,
    /// A computer plays its seats since it let too many turns run out, until it says it
    /// is back ([`ToHost::Back`]) or says hello again.
    away: bool,
}

/// The host's side of a table: its guests and its dice, around the host's [`Table`].
pub struct Host {
    setup: Setup,
    players: Vec<SeatPlayer>,
    undo: bool,
    guests: BTreeMap<PeerId, Guest>,
    /// Hellos whose dice chain has not come yet ([`ToHost::Chain`]).
    pending: BTreeMap<PeerId, Pending>,
    secret: DiceSecret,
    /// The host's network key: it signs the host's chain.
    key: iroh::SecretKey,
    /// The host's chain for this table.
    chain: Chain,
    ledger: DiceLedger,
    round: Option<Round>,
    /// The host chose to throw with its own part alone while nobody else is present
    /// ([`Host::go_on_alone`]); until a guest's part is in a throw again.
    alone: bool,
    /// Guests' seats a computer plays until they come back.
    stood_in: BTreeMap<Seat, dhayam_ai::Level>,
    /// Guests a resumed table waits for: a throw waits for their parts.
    expected: BTreeSet<u16>,
    /// Who the game waits for, and since when.
    held: Option<Held>,
    /// What one connection may send.
    limits: Limits,
    /// Each connection's account, from its first message until it is gone.
    conduct: BTreeMap<PeerId, Conduct>,
    /// When a guest handed to a computer plays again.
    returns: Return,
    /// Keys the host removed: their hellos are refused.
    banned: BTreeSet<PeerId>,
    /// The turn clock, the turn it runs for, and the seat whose turn ran out (a
    /// computer plays the rest of it).
    clock: TurnClock,
    turn: Option<Turn>,
    playing_for: Option<Seat>,
    /// The game's number at this table (1 for the first; each game played again adds one).
    game: u32,
    /// People watching: no seat, no part in the dice.
    watchers: BTreeMap<PeerId, Watcher>,
    /// Whether the host lets people watch.
    watching: bool,
}

impl Host {
    /// Opens a table for `setup`, to be played at a [`Table::hosting`]. Seats whose player is [`PlayerKind::Remote`] are open for
    /// guests; the others are the host's people and computers. `table_id` names the table
    /// in the dice ledger (draw it at random); `secret` is the host's dice secret and
    /// `identity` its network key (the link listens with it), which signs the host's chain.
    pub fn open(
        setup: &Setup,
        players: Vec<SeatPlayer>,
        secret: DiceSecret,
        table_id: Digest,
        identity: [u8; 32],
    ) -> Result<Host, StartError> {
        let key = iroh::SecretKey::from_bytes(&identity);
        // Check the setup and players now, so that starting later cannot fail.
        Session::new(setup, players.clone(), false)?;
        let mut ledger = DiceLedger::new(table_id);
        let chain = secret.chain(&table_id, &player_key(&key));
        ledger.contributors.push(Contributor {
            name: "Host".to_owned(),
            commitment: commitment(&key, &table_id, &chain),
        });
        Ok(Host {
            setup: setup.clone(),
            players,
            undo: false,
            guests: BTreeMap::new(),
            pending: BTreeMap::new(),
            secret,
            key,
            chain,
            ledger,
            round: None,
            alone: false,
            stood_in: BTreeMap::new(),
            expected: BTreeSet::new(),
            held: None,
            limits: Limits::default(),
            conduct: BTreeMap::new(),
            returns: Return::default(),
            banned: BTreeSet::new(),
            clock: TurnClock::Off,
            turn: None,
            playing_for: None,
            game: 1,
            watchers: BTreeMap::new(),
            watching: true,
        })
    }

    /// The host's network key, as bytes: its link must listen with it (guests check that
    /// the host's chain is signed by the key they reach).
    pub fn identity(&self) -> [u8; 32] {
        self.key.to_bytes()
    }

    /// Sets what one connection may send (the defaults: [`Limits::default`]).
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
    }

    /// Whether the game has started at `table`.
    pub fn started(table: &Table) -> bool {
        table.session().is_some()
    }

    /// The game at `table` as it stands, dice ledger included (`None` before the start).
    pub fn saved(table: &Table) -> Option<&SavedGame> {
        table.session().map(Session::saved)
    }

    /// Starts the game with the guests seated so far (open seats left are refused: call
    /// it once [`Host::open_seats`] is empty, or hand them to computers first).
    pub fn start(&mut self, table: &mut Table, now: f64) -> Outcome {
        let mut outcome = Outcome::default();
        if !table.is_hosting() {
            log::error!("a hosted game is played at a `Table::hosting`: not started");
            return outcome;
        }
        if !self.ready(table) {
            return outcome;
        }
        let players: Vec<SeatPlayer> = self.lobby_players();
        let Ok(session) = Session::new(&self.setup, players, self.undo) else {
            return outcome;
        };
        let saved = session.saved().clone().with_dice(Some(self.ledger.clone()));
        self.apply_table(table, Command::Sync(Box::new(saved)), now, &mut outcome);
        self.send_game_to_all(table, &mut outcome);
        self.note_held(table, now);
        outcome
    }

    /// A command from the host's own screen (a click, a key, a computer's answer).
    pub fn command(&mut self, table: &mut Table, command: Command, now: f64) -> Outcome {
        let mut outcome = Outcome::default();
        self.apply_table(table, command, now, &mut outcome);
        self.note_held(table, now);
        outcome
    }

    /// Time passes: the host's computers and forced moves act, and a turn whose clock ran
    /// out is played.
    pub fn tick(&mut self, table: &mut Table, now: f64) -> Outcome {
        let mut outcome = Outcome::default();
        let effects = table.tick(now);
        self.take_effects(table, effects, now, &mut outcome);
        self.run_clock(table, now, &mut outcome);
        self.return_guests(table, now, &mut outcome);
        self.note_held(table, now);
        outcome
    }

    /// A guest's connection is gone: it keeps its seats; a throw stops waiting for it.
    pub fn disconnected(&mut self, table: &mut Table, peer: &PeerId, now: f64) -> Outcome {
        let mut outcome = Outcome::default();
        if let Some(summary) = self.conduct.remove(peer).and_then(|c| c.summary()) {
            log::warn!("guest {peer} is gone; besides its accepted messages: {summary}");
        }
        let kept = self.pending.remove(peer).is_some_and(|p| p.kept);
        if self.watchers.remove(peer).is_some() || kept {
            log::info!("{peer} is gone");
            self.send_lobby_to_all(&mut outcome);
            outcome.changed |= kept;
        }
        let Some(guest) = self.guests.get_mut(peer) else {
            return outcome;
        };
        guest.connected = false;
        let contributor = guest.contributor;
        log::info!("guest {peer} left; its seats wait for it");
        self.expected.remove(&contributor);
        if let Some(round) = &mut self.round {
            round.waiting.remove(&contributor);
        }
        self.finish_round_if_complete(table, now, &mut outcome);
        self.send_lobby_to_all(&mut outcome);
        self.note_held(table, now);
        outcome
    }

    fn handle(
        &mut self,
        table: &mut Table,
        peer: &PeerId,
        message: ToHost,
        now: f64,
        outcome: &mut Outcome,
    ) -> Result<Handled, Refusal> {
        if self.watchers.contains_key(peer)
            && let Some(handled) = self.watcher_message(peer, &message, outcome)
        {
            return handled;
        }
        match message {
            ToHost::Hello {
                protocol,
                name,
                seats,
            } => self.hello(table, peer, protocol, &name, &seats, outcome),
            ToHost::Chain(commitment) => self.seat(table, now, peer, commitment, outcome),
            ToHost::Want { seat, step, play } => {
                let guest = self.guests.get(peer).ok_or(Refusal::NotSeated)?;
                if !guest.seats.contains(&seat) || self.stood_in.contains_key(&seat) {
                    return Err(Refusal::NotYourSeat);
                }
                let handled = self.want(table, seat, step as usize, play, now, outcome)?;
                if handled == Handled::Accepted {
                    self.acted(peer);
                }
                Ok(handled)
            }
            ToHost::Reveal { throw, link } => {
                let guest = self.guests.get(peer).ok_or(Refusal::NotSeated)?;
                let by = guest.contributor;
                let ledger = Host::saved(table)
                    .and_then(SavedGame::dice)
                    .ok_or(Refusal::BadReveal)?;
                let round = self.round.as_ref().ok_or(Refusal::BadReveal)?;
                if round.throw != throw || !round.waiting.contains(&by) {
                    return Err(Refusal::BadReveal);
                }
                if !ledger.link_checks(by, throw, &link) {
                    return Err(Refusal::BadReveal);
                }
                self.take_part(table, by, link, now, outcome);
                Ok(Handled::Accepted)
            }
            ToHost::Leave => self
                .left(table, peer, now, outcome)
                .map(|()| Handled::Accepted),
            ToHost::Say(line) => self.guest_says(peer, line, now, outcome),
            ToHost::Back => self.back(table, peer, now, outcome),
            ToHost::Watch { protocol, name } => self.watch(table, peer, protocol, &name, outcome),
            ToHost::Resync => {
                if !self.guests.contains_key(peer) && !self.watchers.contains_key(peer) {
                    return Err(Refusal::NotSeated);
                }
                // The whole game once per step: again only after a refusal gave the
                // guest a reason to ask.
                let step = table.session().map(Session::step);
                let answered = self.conduct.get(peer).is_some_and(|c| {
                    c.game_sent.is_some() && c.game_sent == step && !c.refused_since_game
                });
                if answered {
                    return Ok(Handled::Quiet);
                }
                self.send_game(table, peer, outcome);
                self.send_call_if_waiting(peer, outcome);
                Ok(Handled::Answered)
            }
        }
    }

    /// A seat wants to throw or move at `step`: checked against the rules, then done.
    fn want(
        &mut self,
        table: &mut Table,
        seat: Seat,
        step: usize,
        play: Option<Move>,
        now: f64,
        outcome: &mut Outcome,
    ) -> Result<Handled, Refusal> {
        let session = table.session().ok_or(Refusal::NotStarted)?;
        if session.seat_to_act() != Some(seat) {
            return Err(Refusal::NotYourTurn);
        }
        if session.step() != step {
            return Err(Refusal::Stale);
        }
        if self.round.is_some() {
            // This seat's throw is being made (its wish came twice, say after the game
            // was sent again): the throw's step answers both.
            return Ok(Handled::Quiet);
        }
        match (session.game().phase(), play) {
            (Phase::AwaitingThrow(_), None) => {
                self.start_round(table, seat, now, outcome);
                Ok(Handled::Accepted)
            }
            (Phase::AwaitingMove(_), Some(mv)) => {
                if !session.game().legal_moves().contains(&mv) {
                    return Err(Refusal::Illegal);
                }
                self.step(table, Action::Move(seat, mv), Made::default(), now, outcome);
                Ok(Handled::Accepted)
            }
            (Phase::AwaitingMove(_), None) | (Phase::AwaitingThrow(_), Some(_)) => {
                Err(Refusal::NotYourTurn)
            }
            _ => Err(Refusal::NotYourTurn),
        }
    }

    /// Applies a decided throw or move and sends it to every connected guest.
    fn step(
        &mut self,
        table: &mut Table,
        action: Action,
        made: Made,
        now: f64,
        outcome: &mut Outcome,
    ) {
        let Some(step) = table.session().map(Session::step) else {
            return;
        };
        // The table tells what it played (`Effect::Played`): sent on from there.
        self.apply_table(table, Command::Step { action, made }, now, outcome);
        if table.session().map(Session::step) != Some(step + 1) {
            log::error!("the host's own table refused {action:?}");
        }
    }

    fn apply_table(
        &mut self,
        table: &mut Table,
        command: Command,
        now: f64,
        outcome: &mut Outcome,
    ) {
        if matches!(command, Command::Sync(_) | Command::Step { .. }) {
            outcome.changed = true;
        }
        let effects = table.apply(command, now);
        self.take_effects(table, effects, now, outcome);
    }

    /// Passes the table's effects on to the host's screen: what it played goes to the
    /// guests, and a throw it calls for is made from everyone's parts (a guest's wish to
    /// throw comes the same way, through [`Host::want`]).
    fn take_effects(
        &mut self,
        table: &mut Table,
        effects: Vec<Effect>,
        now: f64,
        outcome: &mut Outcome,
    ) {
        for effect in effects {
            match effect {
                Effect::Played { step, action, made } => {
                    self.send_step(table, step, action, made, outcome);
                }
                Effect::CallThrow { seat, .. } if self.guest_plays(seat) => {
                    log::warn!("the host's table called a guest's throw for {seat:?}");
                }
                Effect::CallThrow { seat, step } => {
                    if let Err(refusal) = self.want(table, seat, step, None, now, outcome) {
                        log::warn!("the host's own {seat:?} may not throw: {refusal}");
                    }
                }
                Effect::Intent(intent) => {
                    log::error!("the host's table is to be a hosting one, yet wished {intent:?}");
                }
                other => outcome.effects.push(other),
            }
        }
    }
}
