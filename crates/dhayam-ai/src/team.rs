//! Team chances (RULES-TEAMS.md): each team's chance of winning a team game, for the
//! searches to rate positions two against two and for the win chances shown.
//!
//! A team wins when all its pawns are home, and a finished player plays its partner's
//! pawns, so a team races as one player with both partners' throws and pawns: it is
//! described by its partners' features added ([`features`]), a finished partner counted
//! with every pawn home, and whose turn it is said of the team. The two teams are then
//! rated by their own rows of learned weights ([`team_row_index`]), fitted to Medium's team
//! games by [`train_value`](crate::train_value).

use dhayam_core::{Game, Seat, Team};

use crate::value::{FEATURES, chances_from, features, shipped_weights, team_row_index};

/// The feature saying a player is to act; the next one says it acts next.
const TO_ACT: usize = 8;
/// The feature saying a player has entered a pawn.
const OPENED: usize = 7;
/// The feature counting a player's pawns in the centre.
const CENTRE: usize = 10;

/// Both teams' features in a team game, in [`Team::ALL`] order in the first two slots
/// (the other two are empty), and which slots race: the first two.
pub(crate) fn team_features(game: &Game) -> ([[f32; FEATURES]; 4], [bool; 4]) {
    let (seats, racing) = features(game);
    let acting = Team::of(game.turn());
    let mut teams = [[0.0f32; FEATURES]; 4];
    for (slot, team) in Team::ALL.into_iter().enumerate() {
        for seat in team.seats() {
            let own = if racing[seat.index()] {
                seats[seat.index()]
            } else {
                finished(game)
            };
            for (sum, value) in teams[slot].iter_mut().zip(own) {
                *sum += value;
            }
        }
        let acts = team == acting;
        teams[slot][TO_ACT] = f32::from(u8::from(acts));
        teams[slot][TO_ACT + 1] = f32::from(u8::from(!acts));
    }
    (teams, [true, true, false, false])
}

/// The features of a player with every pawn home: nothing to go, nothing at risk.
fn finished(game: &Game) -> [f32; FEATURES] {
    let mut own = [0.0; FEATURES];
    own[OPENED] = 1.0;
    own[CENTRE] = f32::from(game.pawns_per_player());
    own
}

/// Each team's chance of winning the team game `game`, in [`Team::ALL`] order: 1 for the
/// winning team once the game is over.
pub(crate) fn team_chances(game: &Game) -> [f32; 2] {
    if let Some([winner, _]) = game.team_ranking() {
        return Team::ALL.map(|team| if team == winner { 1.0 } else { 0.0 });
    }
    let (teams, racing) = team_features(game);
    let row = &shipped_weights(game.variant())[team_row_index(game.rules())];
    let chances = chances_from(row, &teams, racing);
    [chances[0], chances[1]]
}

/// Every seated seat's entry: its team's chance of winning, by [`Seat::index`].
pub(crate) fn seat_team_chances(game: &Game) -> [f32; 4] {
    let teams = team_chances(game);
    let mut out = [0.0; 4];
    for &seat in game.seats() {
        out[seat.index()] = teams[slot(seat)];
    }
    out
}

/// The slot of `seat`'s team in [`Team::ALL`] order.
pub(crate) fn slot(seat: Seat) -> usize {
    usize::from(Team::of(seat) != Team::ALL[0])
}

#[cfg(test)]
mod tests {
    // A partner's chance is its team's, copied: compared exactly.
    #![allow(clippy::unwrap_used, clippy::float_cmp)]
    use super::*;
    use dhayam_core::{Phase, Setup, Variant};
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{Rng, SeedableRng};

    /// Positions met in seeded Medium team games on both boards.
    fn positions() -> Vec<Game> {
        let mut out = Vec::new();
        for variant in Variant::ALL {
            let setup = Setup::new(Seat::ALL)
                .with_variant(variant)
                .with_rules(variant.default_rules())
                .with_teams();
            let mut game = Game::new(&setup).unwrap();
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
            let kind = variant.throw_kind();
            while !game.is_over() {
                match game.phase() {
                    Phase::AwaitingThrow(_) => {
                        out.push(game.clone());
                        game.throw_with(kind.from_bits(rng.next_u32() as u8), |_| {})
                            .unwrap();
                    }
                    Phase::AwaitingMove(_) => {
                        let mv = crate::medium::policy_move(&game).unwrap();
                        game.play_with(mv, |_| {}).unwrap();
                    }
                    Phase::Finished => break,
                }
            }
            out.push(game);
        }
        out
    }

    #[test]
    fn partners_share_their_teams_chance_and_the_teams_add_up_to_one() {
        let games = positions();
        assert!(games.len() > 100);
        for game in &games {
            let [a, b] = team_chances(game);
            assert!((a + b - 1.0).abs() < 1e-4, "{a} + {b}");
            let seats = seat_team_chances(game);
            for seat in Seat::ALL {
                assert_eq!(seats[seat.index()], seats[seat.opposite().index()]);
            }
        }
        let over = games.iter().filter(|g| g.is_over());
        for game in over {
            let [winner, _] = game.team_ranking().unwrap();
            assert_eq!(team_chances(game)[slot(winner.seats()[0])], 1.0);
        }
    }

    #[test]
    fn the_team_further_ahead_is_rated_above_the_other() {
        // Late in a game the team that went on to win is usually rated ahead: the weights
        // must have been fitted (all-zero weights would say one half throughout).
        let games = positions();
        let (mut right, mut asked) = (0, 0);
        for variant in Variant::ALL {
            let mine: Vec<&Game> = games.iter().filter(|g| g.variant() == variant).collect();
            let end = mine.last().unwrap();
            let [winner, _] = end.team_ranking().unwrap();
            let w = slot(winner.seats()[0]);
            for game in &mine[mine.len() * 3 / 4..mine.len() - 1] {
                asked += 1;
                if team_chances(game)[w] > 0.5 {
                    right += 1;
                }
            }
        }
        assert!(right * 10 >= asked * 7, "{right} of {asked}");
    }
}
