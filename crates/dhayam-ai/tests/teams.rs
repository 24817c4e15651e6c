//! The computer players two against two (RULES-TEAMS.md): every level plays a team game
//! to its end on both boards, a team's wins count for both partners, Medium, which knows
//! its partner, beats random play as a team, and Hard, which rates positions by the teams'
//! chances, beats Medium as a team.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_ai::{Level, SearchBot, SearchBudget, Tournament};
use dhayam_core::{Dice, Game, Phase, RecordedGame, Seat, Setup, Team, ThrowKind, Variant};
use rand::SeedableRng as _;
use rand::rngs::Xoshiro256PlusPlus;

/// A paired team match of four bots (the first and third partners) on `variant`'s board.
fn teams(bots: Vec<Level>, games: u32, seed: u64, variant: Variant) -> Tournament {
    let mut tournament = Tournament::new(bots, games, seed);
    tournament.variant = variant;
    tournament.rules = variant.default_rules();
    tournament.paired = true;
    tournament.teams = true;
    tournament
}

#[test]
fn every_level_plays_team_games_to_their_end_and_partners_share_each_win() {
    for variant in Variant::ALL {
        let bots = vec![Level::Hard, Level::Medium, Level::Easy, Level::Medium];
        // One deal: Hard's full search is slow in a test build.
        let report = teams(bots, 4, 3, variant).run().unwrap();
        // Partners sit opposite in every game, so they win together.
        assert_eq!(report.bots[0].wins, report.bots[2].wins, "{report:?}");
        assert_eq!(report.bots[1].wins, report.bots[3].wins, "{report:?}");
        assert_eq!(report.bots[0].wins + report.bots[1].wins, 4, "{report:?}");
    }
}

#[test]
fn medium_partners_beat_random_partners_on_both_boards() {
    for variant in Variant::ALL {
        let bots = vec![Level::Medium, Level::Easy, Level::Medium, Level::Easy];
        let report = teams(bots, 160, 11, variant).run().unwrap();
        let medium = &report.bots[0];
        assert!(
            medium.win_rate() > 0.8,
            "{variant}: the Medium team won {:.1}%",
            100.0 * medium.win_rate()
        );
    }
}

#[test]
fn hard_partners_beat_medium_partners() {
    // One throw deep, so the test is quick: the search then rests on the teams' learned
    // chances alone (the full Hard won 73.5% of 400 such games, README).
    let bots = vec![Level::Hard, Level::Medium, Level::Hard, Level::Medium];
    let mut tournament = teams(bots, 160, 12, Variant::Dhayam);
    tournament.hard.depth = 1;
    tournament.hard.deepen = false;
    let report = tournament.run().unwrap();
    let hard = &report.bots[0];
    assert!(
        hard.win_rate() > 0.55,
        "the Hard team won {:.1}%",
        100.0 * hard.win_rate()
    );
}

/// A team game of four Medium players on the 7x7 board from `seed`, played to its end,
/// with `before_move` shown every position that waits for a move.
fn medium_team_game(seed: u64, mut before_move: impl FnMut(&Game)) -> RecordedGame {
    let mut game = RecordedGame::new(&Setup::new(Seat::ALL).with_teams()).unwrap();
    let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(seed));
    let mut medium = Level::Medium.bot(seed);
    while game.game().phase() != Phase::Finished {
        if let Phase::AwaitingThrow(_) = game.game().phase() {
            game.throw(dice.throw(ThrowKind::LongDice)).unwrap();
        } else {
            before_move(game.game());
            let mv = medium.choose(game.game()).unwrap();
            game.play(mv).unwrap();
        }
    }
    game
}

#[test]
fn a_finished_player_helping_its_partner_has_its_moves_rated_for_the_team() {
    // Medium team games until a finished player moves its partner's pawns with a choice:
    // its moves are rated by its team's chance (a chance of its own first place would be
    // nothing, every move alike).
    let mut asked = 0;
    for seed in 0..20 {
        medium_team_game(seed, |game| {
            let seat = game.turn();
            if game.plays_for(seat) != seat && game.legal_move_slice().len() > 1 {
                let rated = SearchBot::new(seed, SearchBudget::default()).rate_moves(game);
                let (low, high) = rated
                    .iter()
                    .fold((1.0f64, 0.0f64), |(lo, hi), r| (lo.min(r.1), hi.max(r.1)));
                assert!(high > 0.0 && low < 1.0, "{rated:?}");
                asked += 1;
            }
        });
    }
    assert!(asked > 0, "no finished player helped with a choice");
}

#[test]
fn a_team_games_review_counts_the_win_for_both_partners() {
    let game = medium_team_game(8, |_| {});
    let [winners, _] = game.game().team_ranking().unwrap();
    let review = dhayam_ai::review(game.record(), 1).unwrap();
    for player in &review.players {
        let won = Team::of(player.seat) == winners;
        // A finished game's result: 1 for both partners of the winning team, 0 for the others.
        assert!(
            (player.result - f64::from(u8::from(won))).abs() < 1e-12,
            "{player:?}"
        );
    }
}
