//! A position analysed: every legal move with Hard's chance for it, or, before a throw,
//! what each throw value would be worth. The app's analysis board and `dhayam-cli analyse`
//! both show this, so they agree.

use dhayam_core::{Game, Move};

use crate::{SearchBot, SearchBudget, throw_luck, win_chances};

/// One throw value and what it would be worth to the thrower.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThrowWorth {
    /// The value.
    pub value: u8,
    /// Its odds, in sixteenths.
    pub odds_in_16: u32,
    /// The thrower's chance of winning after it, played at its best.
    pub chance: f64,
    /// That chance minus the chance expected over all the throw's values: its luck.
    pub luck: f64,
}

/// What Hard makes of a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Each seat's chance of winning by the evaluation (by seat index).
    pub chances: [f32; 4],
    /// Every legal move with the mover's chance after it, best first, when the position
    /// waits for a move.
    pub moves: Vec<(Move, f64)>,
    /// Each throw value, when the position waits for a throw.
    pub throws: Vec<ThrowWorth>,
}

/// Analyses `game` with Hard's search seeded by `seed` (the review's seed by default
/// wherever people see it).
pub fn analyse(game: &Game, seed: u64) -> Analysis {
    let mut moves = SearchBot::new(seed, SearchBudget::default()).rate_moves(game);
    moves.sort_by(|a, b| b.1.total_cmp(&a.1));
    let kind = game.variant().throw_kind();
    let throws = kind
        .values()
        .iter()
        .zip(kind.odds_in_16())
        .filter_map(|(&value, &odds_in_16)| {
            let luck = throw_luck(game, kind.with_value(value)?, 0)?;
            Some(ThrowWorth {
                value,
                odds_in_16,
                chance: luck.after[luck.seat.index()],
                luck: luck.luck(),
            })
        })
        .collect();
    Analysis {
        chances: win_chances(game),
        moves,
        throws,
    }
}
