//! Puzzles mined from recorded games: each a real mistake of a player who counts, with one
//! answer clearly above the rest, and the answer still Hard's choice when rated again with
//! other play-outs.

#![allow(clippy::unwrap_used)]

use dhayam_ai::{Level, PUZZLE_MARGIN, PUZZLE_MISTAKE, SearchBot, SearchBudget, puzzles};
use dhayam_core::{GameRecord, Move, Phase, RecordedGame, Seat, Setup, Throw};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

/// A two-player game: South plays at random (Easy), North plays Medium.
fn recorded(seed: u64) -> GameRecord {
    let mut game = RecordedGame::new(&Setup::new([Seat::South, Seat::North])).unwrap();
    let mut dice = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut bots = [Level::Easy.bot(seed), Level::Medium.bot(seed)];
    while game.game().ranking().is_empty() {
        match game.game().phase() {
            Phase::AwaitingThrow(_) => {
                game.throw(Throw::random(&mut dice)).unwrap();
            }
            Phase::AwaitingMove(seat) => {
                let bot = &mut bots[usize::from(seat != Seat::South)];
                game.play(bot.choose(game.game()).unwrap()).unwrap();
            }
            Phase::Finished => break,
        }
    }
    game.record().clone()
}

#[test]
fn puzzles_are_real_mistakes_with_one_clear_answer() {
    let mut found = 0;
    let mut agreed = 0;
    for seed in 0..4 {
        let record = recorded(seed);
        let mined = puzzles(&record, |seat| seat == Seat::South, 1).unwrap();
        for puzzle in &mined {
            found += 1;
            assert_eq!(puzzle.seat, Seat::South, "only the players who count");
            assert_eq!(puzzle.game.phase(), Phase::AwaitingMove(Seat::South));
            assert!(puzzle.given_away() >= PUZZLE_MISTAKE);
            assert!(puzzle.chance_best - puzzle.chance_second >= PUZZLE_MARGIN);
            assert!(puzzle.is_answer(puzzle.best));
            // Another pawn making the same play (from the yard, say) answers as well.
            for mv in &puzzle.game.legal_moves() {
                if mv.same_play(&puzzle.best) {
                    assert!(puzzle.is_answer(*mv), "{mv:?} is {:?}", puzzle.best);
                }
            }
            assert!(
                !puzzle.is_answer(puzzle.played),
                "the move played is no answer"
            );
            assert!(!puzzle.why.is_empty());
            // Rated again with other play-outs, the answer is still the best outcome.
            let rated = SearchBot::new(77, SearchBudget::default()).rate_moves(&puzzle.game);
            let top: Move = rated.iter().max_by(|a, b| a.1.total_cmp(&b.1)).unwrap().0;
            agreed += usize::from(puzzle.is_answer(top));
        }
    }
    assert!(found >= 4, "random moves make puzzles ({found})");
    eprintln!("{agreed} of {found} answers agreed when rated again");
    assert!(
        agreed * 10 >= found * 8,
        "{agreed} of {found} answers agreed"
    );
}
