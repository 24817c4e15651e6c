//! Every bot only ever returns a legal move, across house rules and seatings.

use dhayam_ai::{Bot, ExpectimaxBot, PolicyBot, RandomBot, SearchBot, SearchBudget};
use dhayam_core::{Game, HouseRules, Phase, Seat, Setup, Throw};
use proptest::prelude::*;

/// The tables a game can be played at: two opposite, any three, all four.
const SEATINGS: [&[Seat]; 7] = [
    &[Seat::South, Seat::North],
    &[Seat::East, Seat::West],
    &[Seat::South, Seat::East, Seat::North],
    &[Seat::East, Seat::North, Seat::West],
    &[Seat::North, Seat::West, Seat::South],
    &[Seat::West, Seat::South, Seat::East],
    &[Seat::South, Seat::East, Seat::North, Seat::West],
];

/// Every kind of bot: Easy, Medium, Hard (one throw ahead, so the test stays quick in
/// debug builds; deeper looks play the same kind of moves) and the Monte-Carlo search that
/// Hard was (`hard-mc`, thinking little).
fn bot(kind: usize, seed: u64) -> Box<dyn Bot> {
    match kind {
        0 => Box::new(RandomBot::new(seed)),
        1 => Box::new(PolicyBot::new()),
        2 => Box::new(ExpectimaxBot::new(1)),
        _ => Box::new(SearchBot::new(
            seed,
            SearchBudget {
                rollouts: 8,
                min_per_move: 2,
                ..SearchBudget::default()
            },
        )),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn bots_only_play_legal_moves(
        rules in 0usize..64,
        seating in 0usize..SEATINGS.len(),
        pawns in 4u8..=6,
        first in 0usize..4,
        kinds in proptest::collection::vec(0usize..4, 4),
        throws in proptest::collection::vec(0u8..16, 400),
        seed in any::<u64>(),
    ) {
        let rules = HouseRules::all_combinations().nth(rules).unwrap();
        let seats = SEATINGS[seating];
        let setup = Setup::new(seats.iter().copied())
            .with_pawns(pawns)
            .with_rules(rules)
            .with_first(seats[first % seats.len()]);
        let mut game = Game::new(&setup).unwrap();
        let mut bots: Vec<Box<dyn Bot>> = Seat::ALL
            .iter()
            .zip(&kinds)
            .map(|(seat, &kind)| bot(kind, seed ^ seat.index() as u64))
            .collect();
        let mut throws = throws.into_iter().cycle();
        for _ in 0..600 {
            match game.phase() {
                Phase::Finished => break,
                Phase::AwaitingThrow(seat) => {
                    // Not waiting for a move: no bot may offer one.
                    prop_assert_eq!(bots[seat.index()].choose(&game), None);
                    game.throw(Throw::from_bits(throws.next().unwrap())).unwrap();
                }
                Phase::AwaitingMove(seat) => {
                    let legal = game.legal_moves();
                    let chosen = bots[seat.index()].choose(&game);
                    prop_assert!(
                        chosen.is_some_and(|mv| legal.contains(&mv)),
                        "{:?} bot at {} chose {:?} from {:?}",
                        bots[seat.index()].level(), seat, chosen, legal
                    );
                    game.play(chosen.unwrap()).unwrap();
                }
            }
        }
        if game.is_over() {
            for bot in &mut bots {
                prop_assert_eq!(bot.choose(&game), None);
            }
        }
    }
}
