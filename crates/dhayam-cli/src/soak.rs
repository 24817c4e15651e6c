//! `dhayam-cli soak`: many random games on both boards under every table and house-rule
//! combination, each position re-validated, for release-mode soak runs (kept out of
//! `cargo test`).

use std::time::Instant;

use clap::Args;
use dhayam_core::{Dice, Game, GameState, HouseRules, Phase, Seat, Setup, Variant};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

/// Arguments of `soak`.
#[derive(Args, Debug)]
pub struct SoakArgs {
    /// Games per combination of board, table, pawn count and house rules (64 x 7 x 3 on
    /// the 7x7 board and 768 x 7 with 4 pawns on the 5x5: 6,720 combinations; and team
    /// games, 256 rule combinations x 3 pawn counts on the 7x7 board and x 1 on the 5x5,
    /// each with one of the 5x5 board's own combinations: 1,024 more).
    #[arg(long, default_value_t = 10)]
    pub games: u64,
    /// Seed of the dice and choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Throws after which a game counts as never ending.
    #[arg(long, default_value_t = 1_000_000)]
    pub max_throws: u64,
}

/// The tables a soak run covers: both pairs of opposite seats, all four three-seat tables,
/// and the full table.
fn tables() -> Vec<Vec<Seat>> {
    use Seat::{East, North, South, West};
    vec![
        vec![South, North],
        vec![East, West],
        vec![South, East, North],
        vec![East, North, West],
        vec![South, North, West],
        vec![South, East, West],
        vec![South, East, North, West],
    ]
}

/// Plays the games; fails on the first refused move, invalid position or endless game.
pub fn run(args: &SoakArgs) -> Result<(), String> {
    let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(args.seed));
    let start = Instant::now();
    let (mut games, mut positions) = (0u64, 0u64);
    // Every table under every combination: the 7x7 board's 64 with 4, 5 or 6 pawns, and
    // the 768 that play a part on the 5x5 board (its own rules among them) with 4.
    let big = HouseRules::all_combinations()
        .flat_map(|rules| (4..=6).map(move |pawns| (rules, Variant::Dhayam, pawns)));
    let small = HouseRules::all_small_board_combinations().map(|r| (r, Variant::Thayam, 4));
    for (rules, variant, pawns) in big.chain(small) {
        for seats in tables() {
            let setup = Setup::new(seats)
                .with_variant(variant)
                .with_pawns(pawns)
                .with_rules(rules);
            for _ in 0..args.games {
                positions += soak_one(&setup, &mut dice, args.max_throws)
                    .map_err(|e| format!("{e}\nsetup: {setup:?}"))?;
                games += 1;
            }
        }
    }
    // Two against two on both boards, under every house-rule combination with the two
    // team rules (on the 5x5 board with each of its own rules' combinations in turn).
    let team_rules: Vec<HouseRules> = HouseRules::all_team_combinations().collect();
    let small_rules: Vec<HouseRules> = HouseRules::all_small_board_combinations().collect();
    for (i, rules) in team_rules.iter().enumerate() {
        let own = small_rules[i % small_rules.len()];
        let small = HouseRules {
            start: own.start,
            bonus_one: own.bonus_one,
            inner: own.inner,
            three_bonuses: own.three_bonuses,
            ..*rules
        };
        let big = (4..=6).map(|pawns| (*rules, Variant::Dhayam, pawns));
        for (rules, variant, pawns) in big.chain([(small, Variant::Thayam, 4)]) {
            let setup = Setup::new(Seat::ALL)
                .with_variant(variant)
                .with_pawns(pawns)
                .with_rules(rules)
                .with_teams();
            for _ in 0..args.games {
                positions += soak_one(&setup, &mut dice, args.max_throws)
                    .map_err(|e| format!("{e}\nsetup: {setup:?}"))?;
                games += 1;
            }
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    println!("{games} games, {positions} positions re-validated, no error, in {elapsed:.1} s");
    Ok(())
}

/// Plays one game, re-validating the saved form of every position; returns how many.
fn soak_one(
    setup: &Setup,
    dice: &mut Dice<Xoshiro256PlusPlus>,
    max_throws: u64,
) -> Result<u64, String> {
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    let (mut throws, mut positions) = (0u64, 0u64);
    loop {
        match game.phase() {
            Phase::AwaitingThrow(_) => {
                throws += 1;
                if throws > max_throws {
                    return Err(format!("no end after {max_throws} throws"));
                }
                game.throw_with(dice.throw(setup.variant.throw_kind()), |_| {})
                    .map_err(|e| e.to_string())?;
            }
            Phase::AwaitingMove(_) => {
                let moves = game.legal_move_slice();
                let mv = moves[dice.pick(moves.len())];
                game.play_with(mv, |_| {}).map_err(|e| e.to_string())?;
            }
            Phase::Finished => return Ok(positions),
        }
        let reloaded = Game::try_from(GameState::from(&game))
            .map_err(|e| format!("{e}\nposition:\n{game}"))?;
        if reloaded != game {
            return Err(format!("the position does not survive saving:\n{game}"));
        }
        positions += 1;
    }
}
