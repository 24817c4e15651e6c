//! Which squares each player could land on with the next throw, and with what chance.

use dhayam_core::path::{CENTRE_INDEX, LAST_OUTER, OUTER_RING_LEN, is_shared_index};
use dhayam_core::throw::{ODDS_IN_16, VALUES, is_bonus_value};
use dhayam_core::{Game, GateRule, PawnId, PawnPlace, Seat};

/// Squares on the board.
const SQUARES: usize = 49;

/// For every set of throw values (one bit per entry of [`VALUES`]), the chance that a turn
/// yields at least one of them.
///
/// One throw shows a value of the set with chance `p`; a bonus value outside the set
/// (chance `b`) earns another throw, so a turn finds one with chance `p / (1 - b)`. Throw-first
/// turns pool the same values, so the chance is the same for both turn structures.
const TURN_CHANCE: [f32; 128] = {
    let mut table = [0.0; 128];
    let mut set = 0;
    while set < 128 {
        let mut hit = 0;
        let mut bonus_miss = 0;
        let mut slot = 0;
        while slot < VALUES.len() {
            if set & (1 << slot) != 0 {
                hit += ODDS_IN_16[slot];
            } else if is_bonus_value(VALUES[slot]) {
                bonus_miss += ODDS_IN_16[slot];
            }
            slot += 1;
        }
        table[set] = hit as f32 / (16 - bonus_miss) as f32;
        set += 1;
    }
    table
};

/// The dense index of the square at `seat`'s path index `index`.
pub(crate) fn square_of(seat: Seat, index: u8) -> usize {
    seat.path_square(index)
        .map_or(0, dhayam_core::Square::index)
}

/// Where a pawn on the board at path index `from` lands with `value`, or `None` if it
/// cannot move: past the centre, or across a closed gate that makes it wait (a closed gate
/// that lets it circle sends it round the outer ring again).
fn target(from: u8, value: u8, open: bool, gate_waits: bool) -> Option<u8> {
    let mut to = from + value;
    if !open && from <= LAST_OUTER && to > LAST_OUTER {
        if gate_waits {
            return None;
        }
        to -= OUTER_RING_LEN;
    }
    (to <= CENTRE_INDEX && from < CENTRE_INDEX).then_some(to)
}

/// A snapshot of who could land where with one turn's throws, for weighing danger.
///
/// Entering never cuts (home is a cross), so only pawns on the board threaten.
#[derive(Clone, Debug)]
pub struct Threats {
    /// For each seat and square, the set of values with which one of that seat's pawns
    /// would land there (one bit per entry of [`VALUES`]).
    reach: [[u8; SQUARES]; 4],
    /// The pawn on each plain square, with its path index.
    occupant: [Option<(PawnId, u8)>; SQUARES],
}

impl Threats {
    /// Looks at every seat's moves for every value in `game`'s position.
    ///
    /// Works the targets out from the path directly (the gate, the exact finish, own pawns
    /// in the way) rather than asking the game for a move list per value: the same squares
    /// as [`Game::moves_for_value`], several times faster, which matters inside rollouts.
    pub fn new(game: &Game) -> Threats {
        let mut reach = [[0u8; SQUARES]; 4];
        let mut occupant = [None; SQUARES];
        let gate_waits = game.rules().gate == GateRule::Wait;
        for &seat in game.seats() {
            let mut places = [u8::MAX; 8];
            let mut count = 0;
            for (pawn, place) in game.pawns_of(seat) {
                if let PawnPlace::Path(index) = place {
                    if !is_shared_index(index) {
                        occupant[square_of(seat, index)] = Some((pawn, index));
                    }
                    if count < places.len() {
                        places[count] = index;
                        count += 1;
                    }
                }
            }
            if game.is_finished(seat) {
                continue;
            }
            let own = &places[..count];
            let open = game.has_cut(seat);
            let row = &mut reach[seat.index()];
            for &from in own {
                for (slot, &value) in VALUES.iter().enumerate() {
                    let Some(to) = target(from, value, open, gate_waits) else {
                        continue;
                    };
                    if !is_shared_index(to) && !own.contains(&to) {
                        row[square_of(seat, to)] |= 1 << slot;
                    }
                }
            }
        }
        Threats { reach, occupant }
    }

    /// The chance that `attacker` could land on `square` (dense index) in its next turn.
    pub fn reach_chance(&self, attacker: Seat, square: usize) -> f32 {
        TURN_CHANCE[(self.reach[attacker.index()][square] & 127) as usize]
    }

    /// The chance that some opponent of `victim` in `game` could land on `square` (dense
    /// index) before `victim` plays again: each opponent has one turn.
    pub fn danger(&self, game: &Game, victim: Seat, square: usize) -> f32 {
        let mut safe = 1.0;
        for &seat in game.seats() {
            if seat != victim {
                safe *= 1.0 - self.reach_chance(seat, square);
            }
        }
        1.0 - safe
    }

    /// The pawn standing on the plain square `square` (dense index), with its path index.
    pub fn occupant(&self, square: usize) -> Option<(PawnId, u8)> {
        self.occupant[square]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use dhayam_core::{Phase, Preset, Setup, Throw};
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{Rng, RngExt, SeedableRng};

    /// The reach table as the game's own move lists give it.
    fn reference_reach(game: &Game) -> [[u8; SQUARES]; 4] {
        let mut reach = [[0u8; SQUARES]; 4];
        for &seat in game.seats() {
            if game.is_finished(seat) {
                continue;
            }
            for (slot, &value) in VALUES.iter().enumerate() {
                for mv in game.moves_for_value(seat, value) {
                    if mv.from.is_some() && !is_shared_index(mv.to) {
                        reach[seat.index()][square_of(seat, mv.to)] |= 1 << slot;
                    }
                }
            }
        }
        reach
    }

    #[test]
    fn reach_matches_the_games_move_lists() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let mut checked = 0;
        for round in 0..60 {
            let mut rules = if round % 2 == 0 {
                Preset::Classic.rules()
            } else {
                Preset::Traditional.rules()
            };
            if round % 3 == 0 {
                rules.gate = GateRule::Wait;
            }
            let seats: &[Seat] = if round % 4 == 0 {
                &[Seat::South, Seat::North]
            } else {
                &Seat::ALL
            };
            let setup = Setup::new(seats.iter().copied())
                .with_rules(rules)
                .with_pawns(4 + (round % 3) as u8);
            let mut game = Game::new(&setup).unwrap();
            for _ in 0..2_000 {
                match game.phase() {
                    Phase::Finished => break,
                    Phase::AwaitingThrow(_) => {
                        game.throw(Throw::from_bits(rng.next_u32() as u8)).unwrap();
                    }
                    Phase::AwaitingMove(_) => {
                        let moves = game.legal_moves();
                        let mv = moves[rng.random_range(0..moves.len())];
                        game.play(mv).unwrap();
                    }
                }
                assert_eq!(Threats::new(&game).reach, reference_reach(&game));
                checked += 1;
            }
        }
        assert!(checked > 10_000);
    }

    #[test]
    fn turn_chance_counts_bonus_rethrows() {
        // No value at all: never.
        assert!(TURN_CHANCE[0].abs() < 1e-6);
        // Every value: certain.
        assert!((TURN_CHANCE[127] - 1.0).abs() < 1e-6);
        // Only a 3 (4 in 16), with 1, 5, 6, 12 (6 in 16) throwing again: 4 / 10.
        assert!((TURN_CHANCE[1 << 2] - 0.4).abs() < 1e-6);
        // A 1 (2 in 16) is itself a bonus; the others (4 in 16) throw again: 2 / 12.
        assert!((TURN_CHANCE[1] - 2.0 / 12.0).abs() < 1e-6);
    }
}
