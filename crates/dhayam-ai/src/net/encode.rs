//! What the value network sees of a position: the pawns of every seat, counted from the
//! seat to act round the table in the direction of play, the house rules that change play,
//! the values waiting in the pool, and the hand-made features of the learned evaluation.

use arrayvec::ArrayVec;
use dhayam_core::path::CENTRE_INDEX;
use dhayam_core::throw::value_slot;
use dhayam_core::{EntryRule, Game, GateRule, PawnPlace, Phase, Seat, TurnOrder, TurnStructure};

use crate::value::{FEATURES, features, racers, row_index, shipped_weights};

/// Inputs for one place at the table: a pawn count for each path square short of the
/// centre, then the yard and the centre (as shares of the pawns), whether the seat has cut,
/// whether it is seated, whether it still races.
pub const SEAT_INPUTS: usize = CENTRE_INDEX as usize + 5;

/// Inputs about the whole table: throw first, gate=wait, a cut earns a throw, every pawn
/// needs a 1 to enter, pawns per player (0 for 4, 1 for 6), a move is awaited, and the
/// count of each of the seven values in the pool.
pub const TABLE_INPUTS: usize = 13;

/// Inputs that are mostly zero: the four places, then the table.
pub const SPARSE_INPUTS: usize = 4 * SEAT_INPUTS + TABLE_INPUTS;

/// Inputs that are rarely zero: the learned evaluation's features of each place.
pub const DENSE_INPUTS: usize = 4 * FEATURES;

/// All the inputs: sparse ones first.
pub const INPUTS: usize = SPARSE_INPUTS + DENSE_INPUTS;

/// The most sparse inputs a position sets: six pawns and five counts per place, and the
/// table's.
const MOST_ACTIVE: usize = 4 * (6 + 5) + TABLE_INPUTS;

/// A position as the network reads it. Place 0 is the seat to act, place `k` the seat `k`
/// steps after it round the table in the direction of play (seated or not).
#[derive(Clone, Debug)]
pub struct Encoded {
    /// The sparse inputs that are not zero, with their values.
    pub active: ArrayVec<(u16, f32), MOST_ACTIVE>,
    /// The dense inputs.
    pub dense: [f32; DENSE_INPUTS],
    /// The seat at each place.
    pub seats: [Seat; 4],
    /// Whether the seat at each place races for the best place still open.
    pub racing: [bool; 4],
    /// The 16-feature learned evaluation's score of each racing place: the network learns
    /// what to add to it.
    pub base: [f32; 4],
}

/// The seats round the table from the seat to act, in the direction of play.
pub(crate) fn places(game: &Game) -> [Seat; 4] {
    let mut seats = [game.turn(); 4];
    for k in 1..4 {
        seats[k] = match game.rules().order {
            TurnOrder::CounterClockwise => seats[k - 1].counter_clockwise(),
            TurnOrder::Clockwise => seats[k - 1].clockwise(),
        };
    }
    seats
}

/// Reads `game` as the network's inputs.
pub fn encode(game: &Game) -> Encoded {
    let seats = places(game);
    let (hand, racing_by_seat) = features(game);
    let pawns = f32::from(game.pawns_per_player().max(1));
    let mut active = ArrayVec::new();
    let mut dense = [0.0; DENSE_INPUTS];
    let mut racing = [false; 4];
    let mut base = [0.0; 4];
    let row = &shipped_weights(game.variant())[row_index(racers(racing_by_seat), game.rules())];
    for (place, &seat) in seats.iter().enumerate() {
        racing[place] = racing_by_seat[seat.index()];
        base[place] = row
            .iter()
            .zip(&hand[seat.index()])
            .map(|(w, f)| w * f)
            .sum();
        let first = place * SEAT_INPUTS;
        dense[place * FEATURES..(place + 1) * FEATURES].copy_from_slice(&hand[seat.index()]);
        if !game.is_seated(seat) {
            continue;
        }
        let mut counts = [0u8; CENTRE_INDEX as usize];
        for (_, spot) in game.pawns_of(seat) {
            if let PawnPlace::Path(index) = spot
                && index < CENTRE_INDEX
            {
                counts[usize::from(index)] += 1;
            }
        }
        for (index, &count) in counts.iter().enumerate() {
            if count > 0 {
                push(&mut active, first + index, f32::from(count));
            }
        }
        let extra = first + CENTRE_INDEX as usize;
        push(&mut active, extra, f32::from(game.yard_count(seat)) / pawns);
        push(
            &mut active,
            extra + 1,
            f32::from(game.centre_count(seat)) / pawns,
        );
        push(
            &mut active,
            extra + 2,
            f32::from(u8::from(game.has_cut(seat))),
        );
        push(&mut active, extra + 3, 1.0);
        push(&mut active, extra + 4, f32::from(u8::from(racing[place])));
    }
    let table = 4 * SEAT_INPUTS;
    let rules = game.rules();
    let flags = [
        rules.turn == TurnStructure::ThrowFirst,
        rules.gate == GateRule::Wait,
        rules.cut_bonus,
        rules.entry == EntryRule::OneOnly,
    ];
    for (k, flag) in flags.into_iter().enumerate() {
        push(&mut active, table + k, f32::from(u8::from(flag)));
    }
    push(&mut active, table + 4, (pawns - 4.0) / 2.0);
    let awaiting_move = matches!(game.phase(), Phase::AwaitingMove(_));
    push(&mut active, table + 5, f32::from(u8::from(awaiting_move)));
    let mut pool = [0u8; 7];
    for value in game.pool() {
        if let Some(slot) = value_slot(value) {
            pool[slot] = pool[slot].saturating_add(1);
        }
    }
    for (slot, &count) in pool.iter().enumerate() {
        push(&mut active, table + 6 + slot, f32::from(count));
    }
    Encoded {
        active,
        dense,
        seats,
        racing,
        base,
    }
}

/// Keeps input `index` with `value` unless it is zero.
fn push(active: &mut ArrayVec<(u16, f32), MOST_ACTIVE>, index: usize, value: f32) {
    if value != 0.0 {
        // Within MOST_ACTIVE by construction; a full list drops the input rather than panic.
        let _ = active.try_push((u16::try_from(index).unwrap_or(u16::MAX), value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::{Setup, Throw};

    #[test]
    fn the_seat_to_act_is_place_zero_and_absent_seats_are_empty() {
        let mut game = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
        game.throw(Throw::with_value(1).unwrap()).unwrap();
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
        let encoded = encode(&game);
        assert_eq!(encoded.seats[0], game.turn());
        let seated: Vec<bool> = encoded.seats.iter().map(|&s| game.is_seated(s)).collect();
        assert_eq!(seated, [true, false, true, false]);
        assert_eq!(encoded.racing, [true, false, true, false]);
        // No input of an empty place is set, and every index is in range.
        for &(index, _) in &encoded.active {
            let place = usize::from(index) / SEAT_INPUTS;
            assert!(usize::from(index) < SPARSE_INPUTS);
            assert!(
                place >= 4 || seated[place],
                "input {index} of an empty place"
            );
        }
    }
}
