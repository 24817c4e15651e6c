//! Another game at the same table: once a game is over the host opens the next one, with
//! the same players and the first player moved on one seat. Every guest still here is
//! asked for a dice chain for the new game (its seats kept for it meanwhile): its chain
//! is its yes. A guest who left frees its seats for a new friend or a computer, which the
//! host chooses between games ([`Host::seat_computer`], [`Host::open_seat`]).

use dhayam_ai::Level;
use dhayam_core::Seat;
use dhayam_core::fair::{Contributor, DiceLedger, Digest};
use dhayam_store::PlayerKind;
use dhayam_table::{Command, Table};

use super::seating::Pending;
use super::{Host, Out, Outcome};
use crate::protocol::{PROTOCOL_VERSION, ToGuest};
use crate::secret::{commitment, player_key};

/// The table id of the game after the one of table id `last`, the `game`th at the table:
/// drawn from the last one, so the records of one table's games name each other.
pub fn next_table_id(last: &Digest, game: u32) -> Digest {
    let mut hasher = blake3::Hasher::new_derive_key("dhayam 2026-12 next game at a table");
    hasher.update(&last.0);
    hasher.update(&game.to_le_bytes());
    Digest(*hasher.finalize().as_bytes())
}

impl Host {
    /// The game's number at this table: 1 for the first, 2 for the one played again ...
    pub fn game_number(&self) -> u32 {
        self.game
    }

    /// Opens the next game at the table once the game at `table` is over: the same seats
    /// and players, the first player moved on one seat in turn order, a new table id and
    /// dice chain. Every guest still connected is asked for its chain for it and keeps its
    /// seats meanwhile; the seats of guests who are gone are open again. The game starts
    /// as the first did ([`Host::start`]) once every seat is taken.
    pub fn next_game(&mut self, table: &mut Table, now: f64) -> Outcome {
        let mut outcome = Outcome::default();
        if !table.session().is_some_and(|s| s.game().is_over()) {
            log::info!("another game is opened only once the game is over");
            return outcome;
        }
        let setup = match self.setup.with_next_first() {
            Ok(setup) => setup,
            Err(error) => {
                log::error!("the next game cannot be set up: {error}");
                return outcome;
            }
        };
        self.game += 1;
        self.setup = setup;
        let id = next_table_id(&self.ledger.table, self.game);
        self.chain = self.secret.chain(&id, &player_key(&self.key));
        self.ledger = DiceLedger::new(id);
        self.ledger.contributors.push(Contributor {
            name: "Host".to_owned(),
            commitment: commitment(&self.key, &id, &self.chain),
        });
        self.round = None;
        self.alone = false;
        self.stood_in.clear();
        self.expected.clear();
        self.held = None;
        self.turn = None;
        self.playing_for = None;
        for (peer, guest) in std::mem::take(&mut self.guests) {
            if !guest.connected {
                log::info!("guest {peer} is gone: its seats {:?} are open", guest.seats);
                continue;
            }
            self.pending.insert(
                peer.clone(),
                Pending {
                    name: guest.name,
                    wanted: guest.seats,
                    kept: true,
                },
            );
            let ask = ToGuest::Commit {
                protocol: PROTOCOL_VERSION,
                table: id,
            };
            outcome.out.push(Out::To(peer, ask));
        }
        log::info!(
            "game {} opened at the table; {:?} throws first",
            self.game,
            self.setup.first
        );
        outcome.effects.extend(table.apply(Command::Leave, now));
        outcome.changed = true;
        self.send_lobby_to_all(&mut outcome);
        self.note_held(table, now);
        outcome
    }

    /// Between games, a computer of `level` called `name` takes `seat`, open for a
    /// friend (a guest's who left, say). Nothing while a game is played or when a guest
    /// holds or keeps the seat.
    pub fn seat_computer(
        &mut self,
        table: &Table,
        seat: Seat,
        level: Level,
        name: &str,
    ) -> Outcome {
        self.change_seat(table, seat, PlayerKind::Computer(level), name)
    }

    /// Between games, `seat` (a computer's) is open for a friend again.
    pub fn open_seat(&mut self, table: &Table, seat: Seat, name: &str) -> Outcome {
        self.change_seat(table, seat, PlayerKind::Remote, name)
    }

    fn change_seat(&mut self, table: &Table, seat: Seat, kind: PlayerKind, name: &str) -> Outcome {
        let mut outcome = Outcome::default();
        let open = self.open_seats().contains(&seat);
        let Some(player) = self.players.iter_mut().find(|p| p.seat == seat) else {
            return outcome;
        };
        let may = match (player.kind, kind) {
            (PlayerKind::Remote, PlayerKind::Computer(_)) => open,
            (PlayerKind::Computer(_), PlayerKind::Remote | PlayerKind::Computer(_)) => true,
            _ => false,
        };
        if Host::started(table) || !may {
            log::info!("{seat:?} cannot change hands now");
            return outcome;
        }
        player.kind = kind;
        name.clone_into(&mut player.name);
        outcome.changed = true;
        self.send_lobby_to_all(&mut outcome);
        outcome
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_of_a_table_has_its_own_table_id() {
        let first = Digest([7; 32]);
        let second = next_table_id(&first, 2);
        let third = next_table_id(&second, 3);
        assert_ne!(first, second);
        assert_ne!(second, third);
        assert_eq!(next_table_id(&first, 2), second, "drawn, not random");
        assert_ne!(next_table_id(&first, 3), second, "the number counts");
    }
}
