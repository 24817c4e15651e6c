//! Which squares each player could land on with the next throw, and with what chance.

use dhayam_core::{Board, Game, GateRule, PawnId, PawnPlace, Seat, ThrowKind};

/// Squares of the largest board (the dense index is the same on both boards).
const SQUARES: usize = 49;

/// For every set of throw values of `kind` (one bit per entry of its values), the chance
/// that a turn yields at least one of them.
///
/// One throw shows a value of the set with chance `p`; a bonus value outside the set
/// (chance `b`) earns another throw, so a turn finds one with chance `p / (1 - b)`. Throw-first
/// turns pool the same values, so the chance is the same for both turn structures.
const fn turn_chances(kind: ThrowKind) -> [f32; 128] {
    let (values, odds) = (kind.values(), kind.odds_in_16());
    let mut table = [0.0; 128];
    let mut set = 0;
    while set < 128 {
        let mut hit = 0;
        let mut bonus_miss = 0;
        let mut slot = 0;
        while slot < values.len() {
            let bonus = match kind.with_value(values[slot]) {
                Some(throw) => throw.is_bonus(),
                None => false,
            };
            if set & (1 << slot) != 0 {
                hit += odds[slot];
            } else if bonus {
                bonus_miss += odds[slot];
            }
            slot += 1;
        }
        // Sets with bits past the kind's values hold only what the values give.
        table[set] = hit as f32 / (16 - bonus_miss) as f32;
        set += 1;
    }
    table
}

/// [`turn_chances`] of the long dice.
const DICE_TURN_CHANCE: [f32; 128] = turn_chances(ThrowKind::LongDice);

/// [`turn_chances`] of four cowries.
const COWRIE_TURN_CHANCE: [f32; 128] = turn_chances(ThrowKind::Cowries);

/// The dense index of the square at `seat`'s path index `index` on `board`.
pub(crate) fn square_of(board: &Board, seat: Seat, index: u8) -> usize {
    board
        .path_square(seat, index)
        .map_or(0, dhayam_core::Square::index)
}

/// Where a pawn on `board` at path index `from` lands with `value`, or `None` if it cannot
/// move: past the centre, or across a closed gate that makes it wait (a closed gate that
/// lets it circle sends it round the outer ring again).
fn target(board: &Board, from: u8, value: u8, open: bool, gate_waits: bool) -> Option<u8> {
    let (last_outer, centre) = (board.last_outer(), board.centre_index());
    let mut to = from + value;
    if !open && from <= last_outer && to > last_outer {
        if gate_waits {
            return None;
        }
        to -= board.outer_ring_len();
    }
    (to <= centre && from < centre).then_some(to)
}

/// A snapshot of who could land where with one turn's throws, for weighing danger.
///
/// Entering never cuts (home is a cross), so only pawns on the board threaten.
#[derive(Clone, Debug)]
pub struct Threats {
    /// For each seat and square, the set of values with which one of that seat's pawns
    /// would land there (one bit per entry of the throw's values).
    reach: [[u8; SQUARES]; 4],
    /// The pawn on each plain square, with its path index (one of them where own pawns
    /// stack).
    occupant: [Option<(PawnId, u8)>; SQUARES],
    /// The chance a turn yields one of a set of values, for the game's throw.
    turn_chance: &'static [f32; 128],
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
        let board = game.board();
        let values = game.throw_values();
        for &seat in game.seats() {
            let mut places = [u8::MAX; 8];
            let mut count = 0;
            for (pawn, place) in game.pawns_of(seat) {
                if let PawnPlace::Path(index) = place {
                    if !board.is_shared_index(index) {
                        occupant[square_of(board, seat, index)].get_or_insert((pawn, index));
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
            let open = game.is_gate_open(seat);
            let row = &mut reach[seat.index()];
            for &from in own {
                for (slot, &value) in values.iter().enumerate() {
                    let Some(to) = target(board, from, value, open, gate_waits) else {
                        continue;
                    };
                    let closed = game.own_pawn_blocks(to) && own.contains(&to);
                    if !board.is_shared_index(to) && !closed {
                        row[square_of(board, seat, to)] |= 1 << slot;
                    }
                }
            }
        }
        let turn_chance = match game.variant().throw_kind() {
            ThrowKind::LongDice => &DICE_TURN_CHANCE,
            ThrowKind::Cowries => &COWRIE_TURN_CHANCE,
        };
        Threats {
            reach,
            occupant,
            turn_chance,
        }
    }

    /// The chance that `attacker` could land on `square` (dense index) in its next turn.
    pub fn reach_chance(&self, attacker: Seat, square: usize) -> f32 {
        self.turn_chance[(self.reach[attacker.index()][square] & 127) as usize]
    }

    /// The chance that some opponent of `victim` in `game` could land on `square` (dense
    /// index) before `victim` plays again: each opponent has one turn (a partner never
    /// cuts).
    pub fn danger(&self, game: &Game, victim: Seat, square: usize) -> f32 {
        let mut safe = 1.0;
        for &seat in game.seats() {
            if seat != victim && game.partner(victim) != Some(seat) {
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

    use dhayam_core::{Phase, Preset, Setup, Variant};
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{Rng, RngExt, SeedableRng};

    /// The reach table as the game's own move lists give it.
    fn reference_reach(game: &Game) -> [[u8; SQUARES]; 4] {
        let mut reach = [[0u8; SQUARES]; 4];
        for &seat in game.seats() {
            if game.is_finished(seat) {
                continue;
            }
            let board = game.board();
            for (slot, &value) in game.throw_values().iter().enumerate() {
                for mv in game.moves_for_value(seat, value) {
                    if mv.from.is_some() && !board.is_shared_index(mv.to) {
                        reach[seat.index()][square_of(board, seat, mv.to)] |= 1 << slot;
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
        for round in 0..90 {
            // Every third game on the 5x5 board, under its own defaults.
            let variant = Variant::ALL[usize::from(round % 3 == 2)];
            let mut rules = if variant == Variant::Thayam {
                variant.default_rules()
            } else if round % 2 == 0 {
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
            let pawns = if variant == Variant::Thayam {
                4
            } else {
                4 + (round % 3) as u8
            };
            let setup = Setup::new(seats.iter().copied())
                .with_variant(variant)
                .with_rules(rules)
                .with_pawns(pawns);
            let mut game = Game::new(&setup).unwrap();
            for _ in 0..2_000 {
                match game.phase() {
                    Phase::Finished => break,
                    Phase::AwaitingThrow(_) => {
                        let kind = variant.throw_kind();
                        game.throw(kind.from_bits(rng.next_u32() as u8)).unwrap();
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
        assert!(checked > 15_000);
    }

    #[test]
    fn turn_chance_counts_bonus_rethrows() {
        const TURN_CHANCE: [f32; 128] = DICE_TURN_CHANCE;
        // No value at all: never.
        assert!(TURN_CHANCE[0].abs() < 1e-6);
        // Every value: certain.
        assert!((TURN_CHANCE[127] - 1.0).abs() < 1e-6);
        // Only a 3 (4 in 16), with 1, 5, 6, 12 (6 in 16) throwing again: 4 / 10.
        assert!((TURN_CHANCE[1 << 2] - 0.4).abs() < 1e-6);
        // A 1 (2 in 16) is itself a bonus; the others (4 in 16) throw again: 2 / 12.
        assert!((TURN_CHANCE[1] - 2.0 / 12.0).abs() < 1e-6);
        // Cowries: a 2 (6 in 16), with 4 and 8 (2 in 16) throwing again: 6 / 14.
        assert!((COWRIE_TURN_CHANCE[1 << 1] - 6.0 / 14.0).abs() < 1e-6);
        // Every cowrie value (five slots): certain.
        assert!((COWRIE_TURN_CHANCE[31] - 1.0).abs() < 1e-6);
    }
}
