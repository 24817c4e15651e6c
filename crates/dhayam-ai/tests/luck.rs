//! Luck in the review: the dice's part of a result, measured against what happened.

#![allow(clippy::unwrap_used)]

use dhayam_ai::{Bot, Level, REVIEW_SEED, move_skill, review, throw_luck};
use dhayam_core::throw::{VALUES, is_bonus_value};
use dhayam_core::{Action, GameRecord, Phase, RecordedGame, Replayer, Seat, Setup, Throw};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

/// How South's throws are made.
#[derive(Clone, Copy)]
enum SouthDice {
    /// Fair, like everyone's.
    Fair,
    /// Always the value luckiest for South at that moment, but no more than two bonus
    /// values in a row (a bonus value with no move can be the luckiest throw for ever).
    Loaded,
}

/// A 2-player game to the first winner between two Medium players, North's dice fair.
fn recorded(seed: u64, south_dice: SouthDice) -> GameRecord {
    let mut game = RecordedGame::new(&Setup::new([Seat::South, Seat::North])).unwrap();
    let mut dice = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut south = Level::Medium.bot(seed);
    let mut north = Level::Medium.bot(seed + 1);
    let mut south_bonus_in_a_row = 0;
    while game.game().ranking().is_empty() {
        assert!(game.record().throws.len() < 5_000, "the game does not end");
        match game.game().phase() {
            Phase::AwaitingThrow(Seat::South) if matches!(south_dice, SouthDice::Loaded) => {
                let luckiest = VALUES
                    .iter()
                    .filter(|&&v| south_bonus_in_a_row < 2 || !is_bonus_value(v))
                    .map(|&v| Throw::with_value(v).unwrap())
                    .max_by(|a, b| {
                        let luck = |t: &Throw| throw_luck(game.game(), *t, 0).unwrap().luck();
                        luck(a).total_cmp(&luck(b))
                    })
                    .unwrap();
                game.throw(luckiest).unwrap();
                if luckiest.is_bonus() {
                    south_bonus_in_a_row += 1;
                } else {
                    south_bonus_in_a_row = 0;
                }
            }
            Phase::AwaitingThrow(_) => {
                south_bonus_in_a_row = 0;
                game.throw(Throw::from_bits(dice.next_u32() as u8)).unwrap();
            }
            Phase::AwaitingMove(seat) => {
                let bot: &mut dyn Bot = if seat == Seat::South {
                    &mut *south
                } else {
                    &mut *north
                };
                let mv = bot.choose(game.game()).unwrap();
                game.play(mv).unwrap();
            }
            Phase::Finished => break,
        }
    }
    game.record().clone()
}

/// South's chance changes over a game, split: `(result - start, luck, skill)`, the skill
/// being every move's change against the mover's best, valued as luck values throws.
fn south_parts(record: &GameRecord) -> (f64, f64, f64) {
    let mut replayer = Replayer::new(record).unwrap();
    let start = f64::from(dhayam_ai::win_chances(replayer.game())[Seat::South.index()]);
    let (mut luck, mut skill) = (0.0, 0.0);
    let mut step = 0;
    while let Some(action) = replayer.peek() {
        match action {
            Action::Throw(_, throw) => {
                if let Some(l) = throw_luck(replayer.game(), throw, step) {
                    luck += l.luck_of(Seat::South);
                }
            }
            Action::Move(_, mv) => {
                skill += move_skill(replayer.game(), mv).unwrap()[Seat::South.index()];
            }
        }
        replayer.step_with(|_| {}).unwrap().unwrap();
        step += 1;
    }
    let won = replayer.game().winner() == Some(Seat::South);
    (f64::from(u8::from(won)) - start, luck, skill)
}

#[test]
fn luck_and_skill_account_for_the_results_over_many_games() {
    const GAMES: u64 = 60;
    let parts: Vec<(f64, f64, f64)> = (0..GAMES)
        .map(|seed| south_parts(&recorded(500 + seed, SouthDice::Fair)))
        .collect();
    let n = GAMES as f64;
    let residual: f64 = parts.iter().map(|(r, l, s)| r - l - s).sum::<f64>() / n;
    let gained: f64 = parts.iter().map(|(r, _, _)| r.abs()).sum::<f64>() / n;
    // What luck and skill leave unexplained averages out: each game's figures are estimates
    // by one evaluation, so single games differ, but not in one direction.
    assert!(residual.abs() < 0.1, "mean residual {residual:.3}");
    // Luck is no noise beside the result: the games South won had the better dice.
    let mean_luck = |won: bool| {
        let luck: Vec<f64> = parts
            .iter()
            .filter(|(r, _, _)| (*r > 0.0) == won)
            .map(|(_, l, _)| *l)
            .collect();
        luck.iter().sum::<f64>() / luck.len() as f64
    };
    let (won, lost) = (mean_luck(true), mean_luck(false));
    assert!(
        won > 0.1 && lost < -0.1,
        "won {won:.3}, lost {lost:.3}, |result| {gained:.3}"
    );
}

#[test]
fn loaded_dice_show_as_luck_in_the_review() {
    let record = recorded(7, SouthDice::Loaded);
    let review = review(&record, REVIEW_SEED).unwrap();
    let [south, north] = [review.players[0], review.players[1]];
    assert_eq!((south.seat, north.seat), (Seat::South, Seat::North));
    assert_eq!(review.luck.first().map(|t| t.step), Some(0));
    assert!(south.result > 0.99, "loaded dice win: {south:?}");
    assert!(south.luck > 0.4, "{south:?}");
    assert!(
        (south.luck + north.luck).abs() < 1e-4,
        "{south:?} {north:?}"
    );
    assert!(south.luck_adjusted() < south.result && north.luck_adjusted() > 0.0);
    let south_throws = review.luck.iter().filter(|t| t.seat == Seat::South);
    assert!(south_throws.clone().count() > 10);
    // Only the throws held to a value that ends the turn can be unlucky: the others were
    // the luckiest of the seven, and luck averages zero over them.
    let unlucky: Vec<_> = south_throws.clone().filter(|t| t.luck() < -1e-9).collect();
    assert!(
        unlucky.iter().all(|t| !is_bonus_value(t.value)),
        "{unlucky:?}"
    );
    // Every throw until the win, and only throws, in order.
    let throws = record.throws.len();
    assert!(review.luck.len() <= throws && review.luck.len() + 1 >= throws);
    assert!(review.luck.windows(2).all(|w| w[0].step < w[1].step));
}
