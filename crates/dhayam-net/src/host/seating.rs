//! Who sits where: guests saying hello, taking open seats or coming back to theirs.

use dhayam_core::Seat;
use dhayam_core::fair::{Contributor, Digest};
use dhayam_store::{PlayerKind, SeatPlayer, clean_name};
use dhayam_table::Table;

use super::{Guest, Host, Out, Outcome, PeerId};
use crate::protocol::{Holder, PROTOCOL_VERSION, Refusal, SeatView, ToGuest};

impl Host {
    /// Seats open for guests and not yet taken.
    pub fn open_seats(&self) -> Vec<Seat> {
        self.players
            .iter()
            .filter(|p| p.kind == PlayerKind::Remote)
            .map(|p| p.seat)
            .filter(|seat| !self.guests.values().any(|g| g.seats.contains(seat)))
            .collect()
    }

    /// Who sits where.
    pub fn lobby(&self) -> Vec<SeatView> {
        self.players
            .iter()
            .map(|p| {
                let guest = self.guests.values().find(|g| g.seats.contains(&p.seat));
                let (name, holder) = match (p.kind, guest) {
                    (_, Some(g)) if self.stood_in.contains_key(&p.seat) => {
                        (g.name.clone(), Holder::StandIn)
                    }
                    (_, Some(g)) => (
                        g.name.clone(),
                        Holder::Guest {
                            connected: g.connected,
                        },
                    ),
                    (PlayerKind::Remote, None) => (p.name.clone(), Holder::Open),
                    (PlayerKind::Computer(_), None) => (p.name.clone(), Holder::Computer),
                    (PlayerKind::Human, None) => (p.name.clone(), Holder::Host),
                };
                SeatView {
                    seat: p.seat,
                    name,
                    holder,
                }
            })
            .collect()
    }

    /// The players as seated now: guests' names on their seats.
    pub(super) fn lobby_players(&self) -> Vec<SeatPlayer> {
        self.players
            .iter()
            .map(|p| {
                let mut p = p.clone();
                if let Some(g) = self.guests.values().find(|g| g.seats.contains(&p.seat)) {
                    p.name.clone_from(&g.name);
                }
                p
            })
            .collect()
    }

    #[allow(clippy::too_many_arguments)] // the hello's fields, taken apart
    pub(super) fn hello(
        &mut self,
        table: &mut Table,
        now: f64,
        peer: &PeerId,
        protocol: u32,
        name: &str,
        wanted: &[Seat],
        first: Digest,
        outcome: &mut Outcome,
    ) -> Result<(), Refusal> {
        if protocol != PROTOCOL_VERSION {
            return Err(Refusal::Version {
                host: PROTOCOL_VERSION,
            });
        }
        let returning = self.guests.contains_key(peer);
        if let Some(guest) = self.guests.get_mut(peer) {
            if guest.connected {
                return Err(Refusal::AlreadySeated);
            }
            // A guest coming back: the same seats, the same place in the dice ledger.
            guest.connected = true;
            self.expected.remove(&guest.contributor);
            log::info!("guest {peer} is back");
        } else {
            let open = self.open_seats();
            let seats: Vec<Seat> = if wanted.is_empty() {
                open.first().copied().into_iter().collect()
            } else {
                let mut seats = wanted.to_vec();
                seats.sort_unstable();
                seats.dedup();
                seats
            };
            if seats.is_empty() || !seats.iter().all(|s| open.contains(s)) || Host::started(table) {
                return Err(Refusal::NoSeat);
            }
            let cleaned = clean_name(name);
            let name = if cleaned.is_empty() {
                seats[0].name().to_owned()
            } else {
                cleaned
            };
            let contributor = self.ledger.contributors.len() as u16;
            self.ledger.contributors.push(Contributor {
                id: peer.clone(),
                first,
            });
            log::info!("guest {peer} ({name}) takes {seats:?}");
            self.guests.insert(
                peer.clone(),
                Guest {
                    name,
                    seats,
                    contributor,
                    connected: true,
                },
            );
        }
        let guest = &self.guests[peer];
        outcome.out.push(Out::To(
            peer.clone(),
            ToGuest::Welcome {
                protocol: PROTOCOL_VERSION,
                seats: guest.seats.clone(),
                contributor: guest.contributor,
            },
        ));
        if returning {
            self.welcome_back(table, peer, now, outcome);
        }
        self.send_lobby_to_all(outcome);
        if let Some(text) = Host::game_text(table) {
            outcome.out.push(Out::To(peer.clone(), ToGuest::Game(text)));
            self.send_call_if_waiting(peer, outcome);
        }
        Ok(())
    }

    /// A seated guest leaves on purpose: gone at once, as when its connection drops (its
    /// seats wait for it; no throw waits for its part), and its connection is closed.
    pub(super) fn left(
        &mut self,
        table: &mut Table,
        peer: &PeerId,
        now: f64,
        outcome: &mut Outcome,
    ) -> Result<(), Refusal> {
        if !self.guests.get(peer).is_some_and(|g| g.connected) {
            return Err(Refusal::NotSeated);
        }
        log::info!("guest {peer} leaves the table");
        let gone = self.disconnected(table, peer, now);
        outcome.out.extend(gone.out);
        outcome.effects.extend(gone.effects);
        outcome.out.push(Out::Close(peer.clone()));
        Ok(())
    }

    pub(super) fn send_lobby_to_all(&self, outcome: &mut Outcome) {
        let lobby = self.lobby();
        for (peer, guest) in &self.guests {
            if guest.connected {
                outcome
                    .out
                    .push(Out::To(peer.clone(), ToGuest::Lobby(lobby.clone())));
            }
        }
    }
}
