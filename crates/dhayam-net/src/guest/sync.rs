//! The host's whole game put on a guest's table, and what the table says in return.

use dhayam_store::{PlayerKind, SavedGame};
use dhayam_table::{Command, Effect, Session, Table, Want};

use super::{Guest, GuestOutcome};
use crate::protocol::ToHost;

impl Guest {
    /// Puts the host's game on this table, with this guest's seats played here.
    pub(super) fn sync(
        &mut self,
        table: &mut Table,
        saved: SavedGame,
        now: f64,
        outcome: &mut GuestOutcome,
    ) {
        let players = saved
            .players()
            .iter()
            .map(|p| {
                let mut p = p.clone();
                // A seat of this guest's that the host's computer plays for now (it was
                // handed over and waits to play again) is watched, not played, here.
                p.kind = if self.seats.contains(&p.seat) && p.kind == PlayerKind::Remote {
                    PlayerKind::Human
                } else {
                    PlayerKind::Remote
                };
                p
            })
            .collect();
        let Ok(mine) = SavedGame::with_start(
            saved.game().clone(),
            players,
            saved.undo_allowed(),
            saved.started(),
        ) else {
            log::error!("the host's players do not fit its game");
            return;
        };
        let mine = mine.with_dice(saved.dice().cloned());
        self.hosts_game = Some(saved);
        self.resyncing = false;
        self.refused_since_sync = false;
        let effects = table.apply(Command::Sync(Box::new(mine)), now);
        self.synced_at = table.session().map(Session::step);
        Self::take_effects(effects, outcome);
    }

    pub(super) fn take_effects(effects: Vec<Effect>, outcome: &mut GuestOutcome) {
        for effect in effects {
            match effect {
                Effect::Intent(intent) => outcome.out.push(ToHost::Want {
                    seat: intent.seat,
                    step: intent.step as u32,
                    play: match intent.want {
                        Want::Throw => None,
                        Want::Play(mv) => Some(mv),
                    },
                }),
                other => outcome.effects.push(other),
            }
        }
    }
}
