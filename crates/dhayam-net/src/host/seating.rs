//! Who sits where: guests saying hello, taking open seats or coming back to theirs.

use dhayam_core::Seat;
use dhayam_core::fair::{CHAIN_LINKS, Commitment, Contributor};
use dhayam_store::{PlayerKind, SeatPlayer, clean_network_name};
use dhayam_table::Table;

use super::{Guest, Handled, Host, Out, Outcome, PeerId};
use crate::protocol::{Holder, Lobby, PROTOCOL_VERSION, Refusal, SeatView, ToGuest};
use crate::talk::Pace;

impl Host {
    /// Seats open for guests and not yet taken (nor kept for a guest of the last game
    /// who says whether it plays this one).
    pub fn open_seats(&self) -> Vec<Seat> {
        self.seats_open_to(None)
    }

    /// Seats `peer` may take: those open, and those kept for it.
    fn seats_open_to(&self, peer: Option<&PeerId>) -> Vec<Seat> {
        let kept_for_others = |seat: &Seat| {
            self.pending.iter().any(|(p, pending)| {
                pending.kept && Some(p) != peer && pending.wanted.contains(seat)
            })
        };
        self.players
            .iter()
            .filter(|p| p.kind == PlayerKind::Remote)
            .map(|p| p.seat)
            .filter(|seat| !self.guests.values().any(|g| g.seats.contains(seat)))
            .filter(|seat| !kept_for_others(seat))
            .collect()
    }

    /// Whether the game may start at `table`: not started, every seat for guests taken,
    /// and nobody of the last game still deciding.
    pub fn ready(&self, table: &Table) -> bool {
        !Host::started(table)
            && self.open_seats().is_empty()
            && !self.pending.values().any(|p| p.kept)
    }

    /// The guest who holds `seat`, if one does.
    pub fn peer_at(&self, seat: Seat) -> Option<&PeerId> {
        self.guests
            .iter()
            .find(|(_, g)| g.seats.contains(&seat))
            .map(|(peer, _)| peer)
    }

    /// Who sits where, the rules, which game of the table this is, and who watches.
    pub fn lobby(&self) -> Lobby {
        Lobby {
            seats: self.seat_views(),
            setup: Some(self.setup.clone()),
            game: self.game,
            watchers: self.watchers.values().map(|w| w.name.clone()).collect(),
            watching: self.watching,
        }
    }

    /// Who sits where.
    fn seat_views(&self) -> Vec<SeatView> {
        self.players
            .iter()
            .map(|p| {
                let guest = self.guests.values().find(|g| g.seats.contains(&p.seat));
                let deciding = self
                    .pending
                    .values()
                    .find(|d| d.kept && d.wanted.contains(&p.seat));
                if let (None, Some(deciding)) = (guest, deciding) {
                    return SeatView {
                        seat: p.seat,
                        name: deciding.name.clone(),
                        holder: Holder::Deciding,
                    };
                }
                let (name, holder) = match (p.kind, guest) {
                    (_, Some(g)) if self.stood_in.contains_key(&p.seat) => {
                        let holder = if g.away {
                            Holder::Away
                        } else {
                            Holder::StandIn
                        };
                        (g.name.clone(), holder)
                    }
                    (_, Some(g)) => (
                        g.name.clone(),
                        Holder::Guest {
                            connected: g.connected,
                        },
                    ),
                    (PlayerKind::Remote, None) => (p.name.clone(), Holder::Open),
                    (PlayerKind::Computer(level), None) => {
                        (p.name.clone(), Holder::Computer(level))
                    }
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

    /// A hello: the guest is asked to commit to a dice chain for this table, and is
    /// seated when it has ([`Host::seat`]).
    pub(super) fn hello(
        &mut self,
        table: &Table,
        peer: &PeerId,
        protocol: u32,
        name: &str,
        wanted: &[Seat],
        outcome: &mut Outcome,
    ) -> Result<Handled, Refusal> {
        if protocol != PROTOCOL_VERSION {
            return Err(Refusal::Version {
                host: PROTOCOL_VERSION,
            });
        }
        if self.banned.contains(peer) {
            return Err(Refusal::Removed);
        }
        if self.watchers.contains_key(peer) {
            // A watcher takes a seat that fell free, between games only.
            if Host::started(table) || self.open_seats().is_empty() {
                return Err(Refusal::NoSeat);
            }
            self.watchers.remove(peer);
            log::info!("watcher {peer} would take a seat");
        }
        if self.guests.get(peer).is_some_and(|g| g.connected) || self.pending.contains_key(peer) {
            return Err(Refusal::AlreadySeated);
        }
        if !self.guests.contains_key(peer) && (self.open_seats().is_empty() || Host::started(table))
        {
            return Err(Refusal::NoSeat);
        }
        self.pending.insert(
            peer.clone(),
            Pending {
                name: name.to_owned(),
                wanted: wanted.to_vec(),
                kept: false,
            },
        );
        outcome.out.push(Out::To(
            peer.clone(),
            ToGuest::Commit {
                protocol: PROTOCOL_VERSION,
                table: self.ledger.table,
            },
        ));
        Ok(Handled::Accepted)
    }

    /// A guest's dice chain, after its hello: checked (signed by this connection's key,
    /// for this table, of the full length), then the guest takes its seats, or has them
    /// back if it sat here before with the same chain.
    pub(super) fn seat(
        &mut self,
        table: &mut Table,
        now: f64,
        peer: &PeerId,
        chain: Commitment,
        outcome: &mut Outcome,
    ) -> Result<Handled, Refusal> {
        let Some(pending) = self.pending.get(peer) else {
            return Err(if self.guests.contains_key(peer) {
                Refusal::AlreadySeated
            } else {
                Refusal::NotSeated
            });
        };
        let signed = chain.key.to_hex() == *peer
            && chain.links == CHAIN_LINKS
            && chain.is_signed(&self.ledger.table);
        if !signed {
            return Err(Refusal::BadReveal);
        }
        let Pending { name, wanted, kept } = pending.clone();
        let returning = self.guests.contains_key(peer);
        if let Some(guest) = self.guests.get_mut(peer) {
            // Its dice chain in the ledger is another secret's: its links would never
            // check, so it is told so instead of being seated to fail every throw.
            let ledger_chain = self.ledger.contributors.get(usize::from(guest.contributor));
            if ledger_chain.is_some_and(|c| c.commitment != chain) {
                self.pending.remove(peer);
                return Err(Refusal::OtherSecret);
            }
            // A guest coming back: the same seats, the same place in the dice ledger.
            guest.connected = true;
            // Saying hello again is acting again: a computer that played its seats
            // since its clock ran out gives them back.
            guest.away = false;
            self.expected.remove(&guest.contributor);
            log::info!("guest {peer} is back");
        } else {
            let open = self.seats_open_to(Some(peer));
            let seats: Vec<Seat> = if wanted.is_empty() {
                open.first().copied().into_iter().collect()
            } else {
                let mut seats = wanted.clone();
                seats.sort_unstable();
                seats.dedup();
                seats
            };
            if seats.is_empty() || !seats.iter().all(|s| open.contains(s)) || Host::started(table) {
                self.pending.remove(peer);
                return Err(Refusal::NoSeat);
            }
            let others: Vec<String> = self
                .seat_views()
                .into_iter()
                .filter(|v| !seats.contains(&v.seat))
                .flat_map(|v| [v.name, v.seat.name().to_owned()])
                .collect();
            // A guest of the last game keeps the name it was shown by.
            let name = if kept {
                name
            } else {
                distinct_name(&name, seats[0], &others)
            };
            let contributor = self.ledger.contributors.len() as u16;
            self.ledger.contributors.push(Contributor {
                name: name.clone(),
                commitment: chain,
            });
            log::info!("guest {peer} ({name}) takes {seats:?}");
            outcome.changed = true;
            self.guests.insert(
                peer.clone(),
                Guest {
                    name,
                    seats,
                    contributor,
                    connected: true,
                    handed: 0,
                    handed_at: 0.0,
                    allowed: false,
                    pace: Pace::default(),
                    timeouts: 0,
                    away: false,
                },
            );
        }
        self.pending.remove(peer);
        let guest = &self.guests[peer];
        let contributor = guest.contributor;
        outcome.out.push(Out::To(
            peer.clone(),
            ToGuest::Welcome {
                protocol: PROTOCOL_VERSION,
                seats: guest.seats.clone(),
                contributor,
            },
        ));
        outcome
            .out
            .push(Out::To(peer.clone(), ToGuest::Clock(self.clock)));
        if returning {
            // Its seats are its own again if a computer plays them and its wait is over.
            self.return_guests(table, now, outcome);
        }
        self.send_lobby_to_all(outcome);
        if Host::started(table) {
            self.send_game(table, peer, outcome);
            self.join_stalled_round(table, contributor);
            self.send_call_if_waiting(peer, outcome);
        }
        Ok(Handled::Accepted)
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
        outcome.changed |= gone.changed;
        self.close(peer, outcome);
        Ok(())
    }

    pub(super) fn send_lobby_to_all(&self, outcome: &mut Outcome) {
        let lobby = self.lobby();
        for peer in self.audience() {
            outcome
                .out
                .push(Out::To(peer, ToGuest::Lobby(lobby.clone())));
        }
    }
}

/// A hello waiting for its dice chain, or a guest of the last game whose seats are kept
/// for it while it says whether it plays the next one.
#[derive(Clone, Debug)]
pub(super) struct Pending {
    pub(super) name: String,
    pub(super) wanted: Vec<Seat>,
    /// A guest of the last game: its seats are kept for it, and its name is its own.
    pub(super) kept: bool,
}

/// How a name reads, to compare it with others: lower case, one space between words.
fn reads_as(name: &str) -> String {
    name.split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The name a new guest at `seat` is shown by: what it sent, cleaned
/// ([`clean_network_name`]), unless that shows nothing, or reads (whatever its case and
/// spacing) as the host ("Host", "Host South"), as another seat or as the name of
/// another player at the table (`others`); then the seat's own name, with a number if
/// even that is taken.
pub(super) fn distinct_name(sent: &str, seat: Seat, others: &[String]) -> String {
    let taken = |name: &str| {
        let read = reads_as(name);
        read == "host"
            || read.starts_with("host ")
            || others.iter().any(|other| reads_as(other) == read)
    };
    let cleaned = clean_network_name(sent);
    if !cleaned.is_empty() && !taken(&cleaned) {
        return cleaned;
    }
    let seat_name = seat.name().to_owned();
    if !taken(&seat_name) {
        return seat_name;
    }
    // A table has at most four seats: a free number is among the first five.
    (2..=others.len() + 2)
        .map(|n| format!("{seat_name} {n}"))
        .find(|name| !taken(name))
        .unwrap_or(seat_name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn others() -> Vec<String> {
        ["Host South", "South", "Asha", "East"]
            .map(str::to_owned)
            .to_vec()
    }

    #[test]
    fn a_name_that_reads_as_the_host_or_another_player_becomes_the_seats() {
        let others = others();
        assert_eq!(distinct_name("Kavin", Seat::North, &others), "Kavin");
        assert_eq!(distinct_name("host south", Seat::North, &others), "North");
        assert_eq!(distinct_name("Host  West", Seat::North, &others), "North");
        assert_eq!(distinct_name("HOST", Seat::North, &others), "North");
        assert_eq!(
            distinct_name("\u{202e}Host\u{200b} South", Seat::North, &others),
            "North"
        );
        assert_eq!(distinct_name("ASHA", Seat::North, &others), "North");
        assert_eq!(
            distinct_name("east", Seat::North, &others),
            "North",
            "another seat"
        );
        assert_eq!(distinct_name("\u{3164}", Seat::North, &others), "North");
        assert_eq!(distinct_name("", Seat::North, &others), "North");
        let mut crowded = others.clone();
        crowded.push("North".to_owned());
        assert_eq!(distinct_name("Asha", Seat::North, &crowded), "North 2");
        assert_eq!(
            distinct_name("Hostess", Seat::North, &others),
            "Hostess",
            "only the word host"
        );
    }
}
