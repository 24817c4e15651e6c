//! Computer players: the one place that picks a move for a computer seat.
//!
//! Today every level plays a random legal move. A later `dhayam-ai` crate plugs in here:
//! add its levels to [`ComputerLevel`] and answer them in [`choose_move`].

use dhayam_core::{Game, Move};
use rand::RngExt as _;
use serde::{Deserialize, Serialize};

/// How strongly a computer seat plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ComputerLevel {
    /// Plays a random legal move.
    #[default]
    Random,
}

impl ComputerLevel {
    /// Every level, weakest first.
    pub const ALL: [ComputerLevel; 1] = [ComputerLevel::Random];

    /// The level as shown in the setup screen.
    pub const fn label(self) -> &'static str {
        match self {
            ComputerLevel::Random => "Computer (random moves)",
        }
    }
}

/// The move a computer seat of `level` makes in `game`, or `None` when the game does not
/// wait for a move.
pub fn choose_move<R: rand::Rng + ?Sized>(
    level: ComputerLevel,
    game: &Game,
    rng: &mut R,
) -> Option<Move> {
    let moves = game.legal_moves();
    match level {
        ComputerLevel::Random => {
            if moves.is_empty() {
                None
            } else {
                moves.get(rng.random_range(0..moves.len())).copied()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::{Seat, Setup, Throw};
    use rand::SeedableRng as _;

    #[test]
    fn random_level_picks_a_legal_move() {
        let mut game = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
        let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(7);
        assert_eq!(choose_move(ComputerLevel::Random, &game, &mut rng), None);
        game.throw(Throw::with_value(1).unwrap()).unwrap();
        for _ in 0..20 {
            let mv = choose_move(ComputerLevel::Random, &game, &mut rng).unwrap();
            assert!(game.legal_moves().contains(&mv));
        }
    }
}
