//! A host and its guests wired together in memory: every message goes through the same
//! bytes as on the wire, in order, without a network.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::collections::VecDeque;

use dhayam_ai::{Bot, Level};
use dhayam_core::fair::Digest;
use dhayam_core::{Seat, Setup};
use dhayam_net::protocol::encode;
use dhayam_net::{DiceSecret, Guest, Host, Out, Outcome, PeerId, peer_id, play_here};
use dhayam_store::{AnimationSpeed, ComputerPace, PlayerKind, SeatPlayer, TableSettings};
use dhayam_table::Table;

/// Table settings without pauses, so a game plays by ticks alone.
pub fn quick() -> TableSettings {
    TableSettings {
        animation: AnimationSpeed::Instant,
        computer_pace: ComputerPace::Instant,
        ..TableSettings::default()
    }
}

/// A secret from a number, so a seeded game repeats.
pub fn secret(n: u8) -> DiceSecret {
    DiceSecret::from_bytes([n; 32])
}

/// Guest `n`'s network key.
pub fn identity(n: u8) -> [u8; 32] {
    [n.wrapping_add(100); 32]
}

/// One guest at the table.
pub struct Seated {
    pub peer: PeerId,
    pub side: Guest,
    pub table: Table,
    pub bot: Box<dyn Bot + Send>,
    pub connected: bool,
    /// Connected, but frozen: it reads nothing and never answers (what the host sends
    /// meanwhile is lost). A guest that read a call for its part and answered into a
    /// connection that never delivers would have spent that part: it gives a part to one
    /// throw only, so it could not play on.
    pub silent: bool,
    /// What it heard said at the table.
    pub heard: Vec<dhayam_net::Said>,
    /// Connected and answering, but its player never acts (a person away from the
    /// screen): its dice parts still go to the host.
    pub idle: bool,
}

/// The host, its guests, and the messages in flight.
pub struct Wired {
    pub host: Host,
    pub table: Table,
    pub host_bot: Box<dyn Bot + Send>,
    pub guests: Vec<Seated>,
    pub to_host: VecDeque<(PeerId, Vec<u8>)>,
    pub to_guest: VecDeque<(PeerId, Vec<u8>)>,
    pub now: f64,
    pub refusals: usize,
    /// Outcomes that changed the table (a front end keeps the table after each).
    pub changes: usize,
    /// Messages carried, both ways.
    pub carried: usize,
    /// Messages carried to and from each guest.
    pub carried_by: std::collections::BTreeMap<PeerId, usize>,
    /// What the host's screen was told was said at the table.
    pub heard: Vec<dhayam_net::Said>,
    /// Seats whose turn clock ran out, and when.
    pub ran_out: Vec<(Seat, f64)>,
}

/// South at the host (played by Easy), East and North a guest each.
pub fn three_players() -> Wired {
    let setup = Setup::new([Seat::South, Seat::East, Seat::North]);
    wired(
        &setup,
        &[Seat::East, Seat::North],
        &[vec![Seat::East], vec![Seat::North]],
        Level::Easy,
    )
}

/// A table of `setup` whose `remote` seats are open; the host's other seats are people
/// played by `level`; one guest per entry of `guests` (the seats it asks for).
pub fn wired(setup: &Setup, remote: &[Seat], guests: &[Vec<Seat>], level: Level) -> Wired {
    let players = setup
        .seats
        .iter()
        .map(|&seat| {
            let kind = if remote.contains(&seat) {
                PlayerKind::Remote
            } else {
                PlayerKind::Human
            };
            SeatPlayer::new(seat, format!("host {}", seat.name()), kind)
        })
        .collect();
    let host = Host::open(setup, players, secret(200), Digest([9; 32]), HOST_IDENTITY).unwrap();
    let mut wired = Wired {
        host,
        table: Table::hosting(quick()),
        host_bot: level.bot(1),
        guests: Vec::new(),
        to_host: VecDeque::new(),
        to_guest: VecDeque::new(),
        now: 0.0,
        refusals: 0,
        changes: 0,
        carried: 0,
        carried_by: std::collections::BTreeMap::new(),
        heard: Vec::new(),
        ran_out: Vec::new(),
    };
    for (i, seats) in guests.iter().enumerate() {
        let n = i as u8 + 1;
        let peer = peer_id(&identity(n));
        let side = Guest::new(&format!("Guest {n}"), seats.clone(), secret(n), identity(n));
        wired.guests.push(Seated {
            peer: peer.clone(),
            side,
            table: Table::networked(quick()),
            bot: level.bot(u64::from(n) + 10),
            connected: false,
            silent: false,
            heard: Vec::new(),
            idle: false,
        });
        wired.connect(i);
    }
    wired
}

impl Wired {
    /// Guest `i` (re)connects and says hello.
    pub fn connect(&mut self, i: usize) {
        let guest = &mut self.guests[i];
        guest.connected = true;
        guest.side.connected(&guest.table);
        let hello = encode(&guest.side.hello());
        self.to_host.push_back((guest.peer.clone(), hello));
    }

    /// Guest `i`'s connection drops.
    pub fn drop_guest(&mut self, i: usize) {
        self.guests[i].connected = false;
        let peer = self.guests[i].peer.clone();
        self.to_guest.retain(|(p, _)| *p != peer);
        self.to_host.retain(|(p, _)| *p != peer);
        let outcome = self.host.disconnected(&mut self.table, &peer, self.now);
        self.route(outcome);
    }

    /// Guest `i` leaves on purpose: its last message says so, and everything in flight is
    /// delivered (the host closes its connection).
    pub fn leave(&mut self, i: usize) {
        let guest = &self.guests[i];
        let leave = encode(&dhayam_net::ToHost::Leave);
        self.to_host.push_back((guest.peer.clone(), leave));
        self.deliver();
    }

    /// The host crashed: its state is gone, all it kept is `save`. Messages in flight
    /// are lost and every guest's connection drops (each dials again later with
    /// [`Wired::connect`]).
    pub fn crash_host_and_resume(&mut self, save: &str) {
        self.to_host.clear();
        self.to_guest.clear();
        for guest in &mut self.guests {
            guest.connected = false;
        }
        let save = dhayam_net::host::HostSave::from_ron(save.as_bytes()).unwrap();
        self.table = Table::hosting(quick());
        let (host, outcome) = Host::resume(save, &mut self.table, self.now).unwrap();
        self.host = host;
        self.route(outcome);
    }

    /// Sends what the host produced; a computer standing in for a guest answers at once.
    pub fn route(&mut self, outcome: Outcome) {
        self.refusals += outcome.refused.len();
        self.changes += usize::from(outcome.changed);
        self.heard.extend(outcome.said);
        let now = self.now;
        self.ran_out
            .extend(outcome.ran_out.iter().map(|&seat| (seat, now)));
        let mut closed = Vec::new();
        for out in outcome.out {
            match out {
                Out::To(peer, message) => {
                    let connected = self.guests.iter().any(|g| g.peer == peer && g.connected);
                    if connected {
                        self.to_guest.push_back((peer, encode(&message)));
                    }
                }
                Out::Close(peer) => {
                    // What was sent before the close still arrives; nothing after it.
                    if let Some(g) = self.guests.iter_mut().find(|g| g.peer == peer) {
                        g.connected = false;
                    }
                    self.to_host.retain(|(p, _)| *p != peer);
                    closed.push(peer);
                }
            }
        }
        // The link reports a connection it closed as gone.
        for peer in closed {
            let outcome = self.host.disconnected(&mut self.table, &peer, self.now);
            self.route(outcome);
        }
        for effect in outcome.effects {
            if let dhayam_table::Effect::Think(request) = effect {
                let outcome = self
                    .host
                    .command(&mut self.table, request.answer(), self.now);
                self.route(outcome);
            }
        }
    }

    /// Delivers every message in flight, both ways, until none is left.
    pub fn deliver(&mut self) {
        loop {
            if let Some((peer, bytes)) = self.to_host.pop_front() {
                self.carried += 1;
                *self.carried_by.entry(peer.clone()).or_default() += 1;
                let outcome = self.host.receive(&mut self.table, &peer, &bytes, self.now);
                self.route(outcome);
            } else if let Some((peer, bytes)) = self.to_guest.pop_front() {
                self.carried += 1;
                *self.carried_by.entry(peer.clone()).or_default() += 1;
                let i = self.guests.iter().position(|g| g.peer == peer).unwrap();
                let g = &mut self.guests[i];
                if g.silent {
                    continue;
                }
                let outcome = g.side.receive(&mut g.table, &bytes, self.now).unwrap();
                g.heard.extend(outcome.said);
                if !g.connected {
                    continue;
                }
                for message in outcome.out {
                    self.to_host.push_back((peer.clone(), encode(&message)));
                }
            } else {
                break;
            }
        }
    }

    /// One round: messages delivered, everyone here plays what is theirs, time passes.
    pub fn turn(&mut self) {
        self.deliver();
        if self.host.ready(&self.table) {
            let outcome = self.host.start(&mut self.table, self.now);
            self.route(outcome);
            self.deliver();
        }
        if let Some(command) = play_here(&self.table, self.host_bot.as_mut()) {
            let outcome = self.host.command(&mut self.table, command, self.now);
            self.route(outcome);
        }
        for i in 0..self.guests.len() {
            let guest = &mut self.guests[i];
            if !guest.connected || guest.silent {
                continue;
            }
            let mut messages = Vec::new();
            let command = if guest.idle {
                None
            } else {
                play_here(&guest.table, guest.bot.as_mut())
            };
            if let Some(command) = command {
                messages.extend(guest.side.command(&mut guest.table, command, self.now).out);
            }
            messages.extend(guest.side.tick(&mut guest.table, self.now).out);
            for message in messages {
                self.to_host
                    .push_back((guest.peer.clone(), encode(&message)));
            }
        }
        let outcome = self.host.tick(&mut self.table, self.now);
        self.route(outcome);
        self.now += 0.05;
    }

    /// Who holds `seat`, as the host's lobby shows it.
    pub fn holder(&self, seat: Seat) -> dhayam_net::Holder {
        self.host.lobby().seat(seat).unwrap().holder
    }

    /// Someone (`n` picks its secret and key) comes to watch, and says so: its index
    /// among the guests.
    pub fn add_watcher(&mut self, n: u8) -> usize {
        let peer = peer_id(&identity(n));
        let side = Guest::watcher(&format!("Watcher {n}"), secret(n), identity(n));
        self.guests.push(Seated {
            peer,
            side,
            table: Table::networked(quick()),
            bot: Level::Easy.bot(u64::from(n)),
            connected: false,
            silent: false,
            heard: Vec::new(),
            idle: false,
        });
        let i = self.guests.len() - 1;
        self.connect(i);
        i
    }

    /// Guest `i`'s player says it plays another game at the table.
    pub fn play_again(&mut self, i: usize) {
        let g = &mut self.guests[i];
        let outcome = g.side.play_again(&mut g.table, self.now);
        for message in outcome.out {
            self.to_host.push_back((g.peer.clone(), encode(&message)));
        }
    }

    /// The host opens the next game at the table.
    pub fn next_game(&mut self) {
        let outcome = self.host.next_game(&mut self.table, self.now);
        self.route(outcome);
        self.deliver();
    }

    /// Plays rounds until the game has started (panics after `limit`).
    pub fn until_started(&mut self, limit: usize) {
        for _ in 0..limit {
            if Host::started(&self.table) {
                self.deliver();
                return;
            }
            self.turn();
        }
        panic!(
            "the game did not start in {limit} rounds: {:?}",
            self.host.lobby()
        );
    }

    /// Whether the host's game is over.
    pub fn over(&self) -> bool {
        Host::saved(&self.table).is_some_and(dhayam_store::SavedGame::is_finished)
    }

    /// Plays until the game is over (panics after `limit` rounds).
    pub fn play_out(&mut self, limit: usize) {
        for _ in 0..limit {
            if self.over() {
                self.deliver();
                return;
            }
            self.turn();
        }
        let stopped: Vec<_> = self.guests.iter().map(|g| g.side.stopped()).collect();
        panic!("the game did not end in {limit} rounds (guests stopped: {stopped:?})");
    }

    /// The host's game file and each connected guest's copy of it.
    pub fn files(&self) -> (String, Vec<String>) {
        let host = Host::saved(&self.table).unwrap().to_ron().unwrap();
        let guests = self
            .guests
            .iter()
            .map(|g| g.side.hosts_game(&g.table).unwrap().to_ron().unwrap())
            .collect();
        (host, guests)
    }
}

/// A guest outside the wired ones (`n` picks its secret and key) says hello to the host
/// and answers its call to commit to a chain, as a real guest's side does: everything the
/// host answered it, refusals included, in one outcome.
pub fn say_hello(w: &mut Wired, guest: &mut Guest, table: &mut Table) -> Outcome {
    let peer = peer_id(&guest.identity());
    let mut all = Outcome::default();
    let mut to_host = vec![encode(&guest.hello())];
    while let Some(bytes) = to_host.pop() {
        let outcome = w.host.receive(&mut w.table, &peer, &bytes, w.now);
        for out in &outcome.out {
            if let Out::To(to, message) = out
                && *to == peer
            {
                let answer = guest.receive(table, &encode(message), w.now).unwrap();
                to_host.extend(answer.out.iter().map(encode));
            }
        }
        all.out.extend(outcome.out);
        all.refused.extend(outcome.refused);
        all.changed |= outcome.changed;
    }
    all
}

/// A guest with the secret and key of number `n`, by `name`, wanting `seats`.
pub fn guest(name: &str, seats: Vec<Seat>, n: u8) -> Guest {
    Guest::new(name, seats, secret(n), identity(n))
}

/// The network key of the host of [`wired`].
pub const HOST_IDENTITY: [u8; 32] = [5; 32];

/// The dice chain of the host of [`wired`] at `table`, which a cheating host knows.
pub fn host_chain(table: &Digest) -> dhayam_core::fair::Chain {
    let key = dhayam_net::player_key(&iroh::SecretKey::from_bytes(&HOST_IDENTITY));
    secret(200).chain(table, &key)
}
