//! The guest's side: a copy of the host's game that follows its steps.
//!
//! [`Guest`] has no network of its own either: the link hands it the host's bytes
//! ([`Guest::receive`]) and sends what it returns. It drives the guest's networked
//! [`Table`] (passed to every call), which shows the game like any other; what the
//! guest's own seats want goes to the host as a message, and only the host's steps change
//! the copy. After every step the copy's position hash
//! is compared with the host's; on a difference the guest asks for the whole game again.
//!
//! Nothing of the host's dice is taken on trust: the guest commits to its own chain
//! for the table the host names, every throw is re-derived from its links (each checked
//! against its chain) before it is applied, a throw this guest gave its link for must
//! hold it, and a whole game must extend the one accepted and pass the same check as
//! `dhayam-cli verify`. On a failure the guest stops
//! ([`GuestError::DiceDoNotCheckOut`]) and keeps what the host sent ([`Evidence`]).

mod again;
mod checks;
mod clock;
mod error;
mod refusals;
mod sync;

use dhayam_core::fair::{Chain, Commitment, Digest};
use dhayam_core::{Action, Seat, ThrowKind};
use dhayam_store::SavedGame;
use dhayam_table::{Command, Effect, Session, Table};

use crate::protocol::{Lobby, MAX_TO_GUEST, PROTOCOL_VERSION, ToGuest, ToHost, WireError, decode};
use crate::secret::{DiceSecret, commitment, player_key, position_hash};
use crate::talk::Said;

use again::NextGame;
pub use again::Role;
pub use checks::DiceFault;
use checks::{Accepted, Given, Me, check_game, check_throw};
pub use error::GuestError;

/// What handling one input produced.
#[derive(Debug, Default)]
pub struct GuestOutcome {
    /// Messages for the host.
    pub out: Vec<ToHost>,
    /// What the guest's front end is to do.
    pub effects: Vec<Effect>,
    /// Lines said at the table (cleaned again here), to show.
    pub said: Vec<Said>,
    /// The host refused a line of this guest's as said too fast.
    pub too_fast: bool,
    /// The host had no seat for this watcher: it watches on.
    pub no_seat: bool,
}

/// What a guest keeps when the host's dice do not check out: what the host sent and the
/// guest's own accepted copy, for anyone to check afterwards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evidence {
    /// The host's message as it arrived (a whole game's text, or a step as JSON).
    pub sent: String,
    /// This guest's copy of the game as it had accepted it (a game file's text), if it
    /// had one.
    pub accepted: Option<String>,
}

/// Throws made without this guest since it last took part, as the host's game says when
/// it comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Missed {
    /// Throws made without its part.
    pub throws: usize,
    /// Of those, throws the host made alone (not provably fair).
    pub alone: usize,
}

/// This guest's chain for the host's table, and its signed head.
struct MyChain {
    table: Digest,
    chain: Chain,
    commitment: Commitment,
}

/// A guest's side of a table hosted on another computer, around its own [`Table`].
pub struct Guest {
    secret: DiceSecret,
    /// The guest's network key: it signs the guest's chain.
    key: iroh::SecretKey,
    /// Its chain, once the host named the table.
    chain: Option<MyChain>,
    /// Throws made without this guest, as last told.
    missed: Option<Missed>,
    name: String,
    wanted: Vec<Seat>,
    seats: Vec<Seat>,
    contributor: Option<u16>,
    lobby: Lobby,
    /// Playing at the table, or watching it.
    role: Role,
    /// The host let this computer in to watch.
    watching: bool,
    /// Where this player stands on the next game at the table.
    next: NextGame,
    /// The game as the host has it (its players' kinds), for the record.
    hosts_game: Option<SavedGame>,
    /// Asked for the whole game and not yet received it.
    resyncing: bool,
    /// The step of the last whole game received, and whether a refusal came since: the
    /// host sends the game once per step unless it refused something in between, so
    /// asking again at that step would go unanswered.
    synced_at: Option<usize>,
    refused_since_sync: bool,
    stopped: Option<GuestError>,
    /// The links given, by throw.
    given: Given,
    /// What the host sent that did not check out.
    evidence: Option<Evidence>,
    /// The table's turn clock, as the host said, and the turn it runs for here.
    clock: crate::TurnClock,
    turn: Option<crate::clock::Turn>,
}

impl Guest {
    /// A guest called `name` who would like `seats` (empty: the first open one), with
    /// its dice secret and network key (`identity`: its link dials with it, and the host
    /// checks that the chain is signed by it). Its table is a [`Table::networked`].
    pub fn new(name: &str, seats: Vec<Seat>, secret: DiceSecret, identity: [u8; 32]) -> Guest {
        Guest {
            secret,
            key: iroh::SecretKey::from_bytes(&identity),
            chain: None,
            missed: None,
            name: name.to_owned(),
            wanted: seats,
            seats: Vec::new(),
            contributor: None,
            lobby: Lobby::default(),
            role: Role::Player,
            watching: false,
            next: NextGame::Undecided,
            hosts_game: None,
            resyncing: false,
            synced_at: None,
            refused_since_sync: false,
            stopped: None,
            given: Given::default(),
            evidence: None,
            clock: crate::TurnClock::Off,
            turn: None,
        }
    }

    /// The guest's network key, as bytes: its link must dial with it (the host checks
    /// that the guest's chain is signed by the key of its connection).
    pub fn identity(&self) -> [u8; 32] {
        self.key.to_bytes()
    }

    /// The first message, sent on every (re)connection: a player's hello, or a
    /// watcher's.
    pub fn hello(&self) -> ToHost {
        match self.role {
            Role::Player => ToHost::Hello {
                protocol: PROTOCOL_VERSION,
                name: self.name.clone(),
                seats: self.wanted.clone(),
            },
            Role::Watcher => ToHost::Watch {
                protocol: PROTOCOL_VERSION,
                name: self.name.clone(),
            },
        }
    }

    /// Throws made without this guest since it last took part, once the host's game
    /// came back after it was away: given once, to tell the player.
    pub fn take_missed(&mut self) -> Option<Missed> {
        self.missed.take()
    }

    /// The seats this guest holds (empty until the host seats it).
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Who sits where, the rules and who watches, as the host last said.
    pub fn lobby(&self) -> &Lobby {
        &self.lobby
    }

    /// Why the guest stopped, if it did.
    pub fn stopped(&self) -> Option<&GuestError> {
        self.stopped.as_ref()
    }

    /// A new connection to the host (its hello follows): a link given on an earlier one
    /// for a throw that has not come back yet may never have reached the host.
    pub fn connected(&mut self, table: &Table) {
        let made = table
            .session()
            .map_or(0, |s| s.saved().record().throws.len());
        self.given.connected(made);
    }

    /// What the host sent that did not check out, with this guest's own copy (once it
    /// stopped with [`GuestError::DiceDoNotCheckOut`]).
    pub fn evidence(&self) -> Option<&Evidence> {
        self.evidence.as_ref()
    }

    /// The game with the host's players, dice ledger included: what the host records.
    pub fn hosts_game(&self, table: &Table) -> Option<SavedGame> {
        let saved = self.hosts_game.as_ref()?;
        let session = table.session()?;
        SavedGame::with_start(
            session.recorded().clone(),
            saved.players().to_vec(),
            saved.undo_allowed(),
            saved.started(),
        )
        .ok()
        .map(|s| s.with_dice(session.saved().dice().cloned()))
    }

    /// A command from the guest's screen (a click, a key, a computer's answer).
    pub fn command(&mut self, table: &mut Table, command: Command, now: f64) -> GuestOutcome {
        let mut outcome = GuestOutcome::default();
        let effects = table.apply(command, now);
        Self::take_effects(effects, &mut outcome);
        self.note_turn(table, now);
        outcome
    }

    /// Time passes (forced moves of the guest's own seats).
    pub fn tick(&mut self, table: &mut Table, now: f64) -> GuestOutcome {
        let mut outcome = GuestOutcome::default();
        let effects = table.tick(now);
        Self::take_effects(effects, &mut outcome);
        self.note_turn(table, now);
        outcome
    }

    /// Bytes from the host. A frame that cannot be read is an error and changes nothing.
    pub fn receive(
        &mut self,
        table: &mut Table,
        bytes: &[u8],
        now: f64,
    ) -> Result<GuestOutcome, WireError> {
        let message = decode::<ToGuest>(bytes, MAX_TO_GUEST)?;
        let mut outcome = GuestOutcome::default();
        // A guest whose host's dice did not check out takes nothing more from it.
        if self.evidence.is_none() {
            self.handle(table, message, now, &mut outcome);
        }
        self.note_turn(table, now);
        Ok(outcome)
    }

    fn handle(
        &mut self,
        table: &mut Table,
        message: ToGuest,
        now: f64,
        outcome: &mut GuestOutcome,
    ) {
        match message {
            ToGuest::Welcome {
                protocol,
                seats,
                contributor,
            } => {
                if protocol != PROTOCOL_VERSION {
                    self.stop(GuestError::Version { host: protocol });
                    return;
                }
                self.seats = seats;
                self.contributor = Some(contributor);
                // A watcher who took a seat plays from now on.
                self.role = Role::Player;
                self.watching = false;
            }
            ToGuest::Commit {
                protocol,
                table: id,
            } => {
                if protocol != PROTOCOL_VERSION {
                    self.stop(GuestError::Version { host: protocol });
                    return;
                }
                self.commit(table, id, now, outcome);
            }
            ToGuest::Refused(refusal) => self.refused(table, refusal, outcome),
            ToGuest::Lobby(lobby) => self.follow_lobby(table, lobby, now, outcome),
            ToGuest::Watching { protocol } => {
                if protocol != PROTOCOL_VERSION {
                    self.stop(GuestError::Version { host: protocol });
                    return;
                }
                self.watching = self.role == Role::Watcher;
            }
            ToGuest::Game(text) => match SavedGame::from_ron(text.as_bytes()) {
                Ok(saved) => {
                    if self.game_checks_out(table, &saved, &text) {
                        self.sync(table, saved, now, outcome);
                    }
                }
                Err(error) => {
                    log::error!("the host's game could not be read: {error}");
                }
            },
            ToGuest::CallReveal { throw } => {
                let (Some(_), Some(session), Some(mine)) =
                    (self.contributor, table.session(), &self.chain)
                else {
                    return;
                };
                if session.recorded().record().throws.len() != throw as usize {
                    self.resync(table, outcome);
                    return;
                }
                // Each link belongs to one throw: nothing here can be chosen or reused.
                let Some(link) = mine.chain.link_for(throw) else {
                    log::warn!("this computer's dice chain has no link for throw {throw}");
                    return;
                };
                self.given.give(throw, link);
                outcome.out.push(ToHost::Reveal { throw, link });
            }
            ToGuest::Step {
                step,
                action,
                made,
                hash,
            } => {
                let Some(at) = table.session().map(Session::step) else {
                    return;
                };
                if self.resyncing {
                    return;
                }
                if at != step as usize {
                    log::warn!("the host sent step {step} while this copy is at {at}");
                    self.resync(table, outcome);
                    return;
                }
                if let Action::Throw(_, throw) = action
                    && let Err((index, why)) = self.throw_checks_out(table, throw, &made)
                {
                    let sent = String::from_utf8_lossy(&crate::protocol::encode(&ToGuest::Step {
                        step,
                        action,
                        made,
                        hash,
                    }))
                    .into_owned();
                    self.dice_fault(table, index, why, sent);
                    return;
                }
                let effects = table.apply(Command::Step { action, made }, now);
                Self::take_effects(effects, outcome);
                let same = table
                    .session()
                    .is_some_and(|s| s.step() == at + 1 && position_hash(s.game()) == hash);
                if !same {
                    log::warn!("this copy differs from the host's after step {step}");
                    self.resync(table, outcome);
                }
            }
            ToGuest::Said(said) => outcome.said.extend(said.cleaned()),
            ToGuest::Clock(clock) => self.clock = clock.within_limits(),
        }
    }

    /// The host named its table: this guest's chain for it, signed, goes back. A host
    /// that names another table than the one this guest accepted a game of is rewinding,
    /// unless that game is over: then it opened the next one, which this guest plays once
    /// its player says so ([`Guest::play_again`]).
    fn commit(&mut self, table: &mut Table, id: Digest, now: f64, outcome: &mut GuestOutcome) {
        let accepted = table
            .session()
            .and_then(|s| s.saved().dice())
            .map(|d| d.table);
        let over = table.session().is_some_and(|s| s.game().is_over());
        if over && accepted.is_some_and(|accepted| accepted != id) {
            if self.next == NextGame::WouldPlay {
                self.take_next_game(table, id, now, outcome);
            } else {
                self.next = NextGame::Offered(id);
            }
            return;
        }
        if accepted.is_some_and(|accepted| accepted != id) {
            let made = table
                .session()
                .map_or(0, |s| s.saved().record().throws.len()) as u32;
            let sent = format!("Commit {{ table: {id} }}");
            self.dice_fault(table, made, DiceFault::Rewound, sent);
            return;
        }
        if self.chain.as_ref().is_none_or(|mine| mine.table != id) {
            let chain = self.secret.chain(&id, &player_key(&self.key));
            let signed = commitment(&self.key, &id, &chain);
            self.chain = Some(MyChain {
                table: id,
                chain,
                commitment: signed,
            });
        }
        if let Some(mine) = &self.chain {
            outcome.out.push(ToHost::Chain(mine.commitment));
        }
    }

    /// Checks a throw step against this guest's copy: its number is the copy's next.
    fn throw_checks_out(
        &mut self,
        table: &Table,
        throw: dhayam_core::Throw,
        made: &dhayam_core::fair::Made,
    ) -> Result<(), checks::Fault> {
        let saved = table.session().map(Session::saved);
        let index = saved.map_or(0, |s| s.record().throws.len()) as u32;
        let Some(ledger) = saved.and_then(SavedGame::dice) else {
            return Err((index, DiceFault::Parts));
        };
        let kind = saved.map_or(ThrowKind::LongDice, |s| {
            s.record().setup.variant.throw_kind()
        });
        check_throw(ledger, kind, throw, made, self.contributor, &mut self.given)
            .map_err(|why| (index, why))
    }

    /// Whether the host's whole game `saved` (sent as `text`) checks out against this
    /// guest's copy; if not, the guest stops.
    fn game_checks_out(&mut self, table: &Table, saved: &SavedGame, text: &str) -> bool {
        let accepted = table.session().map(Session::saved).and_then(|s| {
            s.dice().map(|ledger| Accepted {
                record: s.record(),
                ledger,
            })
        });
        let me = self
            .contributor
            .zip(self.chain.as_ref())
            .map(|(by, mine)| Me {
                by,
                chain: mine.commitment,
            });
        let checked = check_game(accepted, saved.record(), saved.dice(), &mut self.given, me);
        match checked {
            Ok(()) => {
                self.note_missed(saved);
                true
            }
            Err((throw, why)) => {
                self.dice_fault(table, throw, why, text.to_owned());
                false
            }
        }
    }

    /// Notes the throws made without this guest since it last took part, to tell.
    fn note_missed(&mut self, saved: &SavedGame) {
        let (Some(me), Some(ledger)) = (self.contributor, saved.dice()) else {
            return;
        };
        let (throws, alone) = ledger.missed_since_last(me);
        if throws > 0 {
            self.missed = Some(Missed { throws, alone });
        }
    }

    /// The host's dice failed a check at `throw`: the guest keeps the evidence and stops.
    fn dice_fault(&mut self, table: &Table, throw: u32, why: DiceFault, sent: String) {
        let accepted = table.session().and_then(|s| s.saved().to_ron().ok());
        self.evidence = Some(Evidence { sent, accepted });
        self.stop(GuestError::DiceDoNotCheckOut { throw, why });
    }

    /// Asks for the whole game, once: not while a request is unanswered, and not again
    /// at the step of the last game received unless the host refused something since
    /// (the host would not answer; the steps it sends bring this copy on instead).
    pub(super) fn resync(&mut self, table: &Table, outcome: &mut GuestOutcome) {
        let at = table.session().map(Session::step);
        let answered = at.is_some() && self.synced_at == at && !self.refused_since_sync;
        if !self.resyncing && !answered {
            self.resyncing = true;
            outcome.out.push(ToHost::Resync);
        }
    }
}
