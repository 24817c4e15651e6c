//! How long each level and baseline takes to choose a move, the value network and the
//! learned evaluation to score a position, the win-chance bar its estimate, and the tutor
//! its look and its words, over positions from real games.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dhayam_ai::{
    Contender, ESTIMATE_ROLLOUTS, ESTIMATE_SEED, HardSearch, Level, TUTOR_THRESHOLD, ValueNet,
    advise, searched_win_chances, why_better, win_chances,
};
use dhayam_core::{Game, Phase, Preset, Seat, Setup, Throw};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

/// Positions waiting for a move with a real choice, from Medium self-play.
fn positions(seats: &[Seat], preset: Preset, pawns: u8, count: usize) -> Vec<Game> {
    let mut dice = Xoshiro256PlusPlus::seed_from_u64(11);
    let mut bot = Level::Medium.bot(0);
    let mut found = Vec::new();
    while found.len() < count {
        let setup = Setup::new(seats.iter().copied())
            .with_rules(preset.rules())
            .with_pawns(pawns);
        let Ok(mut game) = Game::new(&setup) else {
            return found;
        };
        while !game.is_over() && game.ranking().is_empty() {
            let step = match game.phase() {
                Phase::AwaitingThrow(_) => game.throw(Throw::from_bits(dice.next_u32() as u8)),
                Phase::AwaitingMove(_) => {
                    if game.legal_moves().len() > 1 && found.len() < count {
                        found.push(game.clone());
                    }
                    match bot.choose(&game) {
                        Some(mv) => game.play(mv),
                        None => break,
                    }
                }
                Phase::Finished => break,
            };
            if step.is_err() {
                break;
            }
        }
    }
    found
}

fn decisions(c: &mut Criterion) {
    // The last is the largest choice a table offers: six pawns each and throw-first
    // pools of several values.
    let tables: [(&str, &[Seat], Preset, u8); 4] = [
        (
            "2p classic",
            &[Seat::South, Seat::North],
            Preset::Classic,
            4,
        ),
        ("4p classic", &Seat::ALL, Preset::Classic, 4),
        ("4p traditional", &Seat::ALL, Preset::Traditional, 4),
        ("4p traditional 6 pawns", &Seat::ALL, Preset::Traditional, 6),
    ];
    for (name, seats, preset, pawns) in tables {
        let games = positions(seats, preset, pawns, 64);
        let contenders = Level::ALL
            .map(Contender::from)
            .into_iter()
            .chain(Contender::BASELINES);
        for contender in contenders {
            let mut bot = contender.bot(1, HardSearch::default());
            let mut next = 0;
            c.bench_function(&format!("{} decision, {name}", contender.key()), |b| {
                b.iter(|| {
                    next = (next + 1) % games.len();
                    black_box(bot.choose(black_box(&games[next])))
                });
            });
        }
        // One position scored: the value network against the 16-feature evaluation it
        // builds on (the network's inputs include those features).
        let mut next = 0;
        c.bench_function(&format!("value network, {name}"), |b| {
            b.iter(|| {
                next = (next + 1) % games.len();
                black_box(ValueNet::shipped().chances(black_box(&games[next])))
            });
        });
        let mut next = 0;
        c.bench_function(&format!("learned evaluation, {name}"), |b| {
            b.iter(|| {
                next = (next + 1) % games.len();
                black_box(win_chances(black_box(&games[next])))
            });
        });
        // The win-chance bar's refined estimate of a position, worked out after every
        // throw and move; it must settle well within half a second.
        let mut next = 0;
        c.bench_function(&format!("win-chance estimate, {name}"), |b| {
            b.iter(|| {
                next = (next + 1) % games.len();
                black_box(searched_win_chances(
                    black_box(&games[next]),
                    ESTIMATE_ROLLOUTS,
                    ESTIMATE_SEED,
                ))
            });
        });
        // The tutor's look at a person's move (the worst one: the question comes up), and
        // the words of why Hard's is better, worked out for the hint, tutor and review.
        let mut next = 0;
        c.bench_function(&format!("tutor look, {name}"), |b| {
            b.iter(|| {
                next = (next + 1) % games.len();
                let game = &games[next];
                let moves = game.legal_move_slice();
                let mine = moves[moves.len() - 1];
                black_box(advise(black_box(game), mine, 1, TUTOR_THRESHOLD))
            });
        });
        let mut next = 0;
        c.bench_function(&format!("why better, {name}"), |b| {
            b.iter(|| {
                next = (next + 1) % games.len();
                let moves = games[next].legal_move_slice();
                black_box(why_better(
                    black_box(&games[next]),
                    moves[0],
                    moves[moves.len() - 1],
                ))
            });
        });
    }
}

criterion_group!(benches, decisions);
criterion_main!(benches);
