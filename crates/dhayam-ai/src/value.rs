//! Learned win chances: each player's chance of taking the best place still open.
//!
//! A position is described, for every player still racing, by a handful of features
//! ([`FEATURES`]): the race (steps still to go, scaled by how uncertain a race that long
//! is), pawns in the yard and at risk, a closed gate, the player's own threats and whose
//! turn comes first. A player's chance is the softmax of the weighted features over the
//! players still racing. The weights, one row per table size (2, 3 or 4 players still
//! racing), turn structure and gate rule (see [`row_index`]), and four more for the two
//! teams of a team game ([`team_row_index`], features in [`team`](crate::team)), are
//! fitted to Medium self-play by [`train_value`](crate::train_value) and kept in
//! `data/value-weights.txt` (`data/value-weights-5x5.txt` for the 5x5 board).

use std::fmt::Write as _;
use std::sync::OnceLock;

use dhayam_core::{Game, GateRule, HouseRules, PawnPlace, Seat, TurnOrder, TurnStructure, Variant};

use crate::eval::{exact_finish, pawn_worth};
use crate::threats::square_of;
use crate::{Threats, ValueNet};

/// How many features describe one player.
pub const FEATURES: usize = 16;

/// Rows of weights: 3 table sizes and two teams, 2 turn structures, 2 gate rules.
pub const ROWS: usize = 16;

/// The weights of the features, one row for each table size, turn structure and gate rule
/// (see [`row_index`]).
pub type ValueWeights = [[f32; FEATURES]; ROWS];

/// The row of weights for `players` racing under `rules`: table size (2, 3, 4) first, then
/// move after every throw or throw first, then gate=circle or gate=wait.
pub fn row_index(players: usize, rules: &HouseRules) -> usize {
    let throw_first = usize::from(rules.turn == TurnStructure::ThrowFirst);
    let waits = usize::from(rules.gate == GateRule::Wait);
    (players.clamp(2, 4) - 2) * 4 + throw_first * 2 + waits
}

/// The row of weights for the two teams of a team game under `rules` (after the table
/// sizes' rows), turn structure and gate rule as in [`row_index`].
pub fn team_row_index(rules: &HouseRules) -> usize {
    TEAM_ROWS + row_index(2, rules)
}

/// Where the team rows begin.
const TEAM_ROWS: usize = 12;

/// The shipped weights of the 7x7 board, as `dhayam-cli train-value` wrote them.
const SHIPPED: &str = include_str!("../data/value-weights.txt");

/// The shipped weights of the 5x5 board (`train-value --board 5x5`).
const SHIPPED_5X5: &str = include_str!("../data/value-weights-5x5.txt");

/// What a pawn in the yard still has to go beyond the whole path, in steps: a throw to
/// enter.
const ENTER_STEPS: f32 = 10.0;

/// Parses weights as `train-value` writes them: [`ROWS`] lines of [`FEATURES`] numbers, in
/// [`row_index`] order; `#` starts a comment. `None` if the text is malformed.
pub fn parse_weights(text: &str) -> Option<ValueWeights> {
    let mut weights = [[0.0; FEATURES]; ROWS];
    let mut rows = text
        .lines()
        .map(|line| line.split('#').next().unwrap_or("").trim())
        .filter(|line| !line.is_empty());
    for row in &mut weights {
        let mut numbers = rows.next()?.split_whitespace();
        for weight in row.iter_mut() {
            *weight = numbers.next()?.parse().ok()?;
        }
        if numbers.next().is_some() {
            return None;
        }
    }
    rows.next().is_none().then_some(weights)
}

/// Writes weights in the form [`parse_weights`] reads, after a comment line `header`.
pub fn format_weights(weights: &ValueWeights, header: &str) -> String {
    let mut out = String::new();
    for line in header.lines() {
        out.push_str("# ");
        out.push_str(line);
        out.push('\n');
    }
    for (index, row) in weights.iter().enumerate() {
        let numbers: Vec<String> = row.iter().map(|w| format!("{w:.5}")).collect();
        out.push_str(&numbers.join(" "));
        let _ = writeln!(out, "  # {}", row_name(index));
    }
    out
}

/// What row `index` of the weights is for, in words ("4 players, throw first, gate=wait").
pub fn row_name(index: usize) -> String {
    let turn = if index % 4 >= 2 {
        "throw first"
    } else {
        "per throw"
    };
    let gate = if index % 2 == 1 { "wait" } else { "circle" };
    if index >= TEAM_ROWS {
        return format!("two teams, {turn}, gate={gate}");
    }
    format!("{} players, {turn}, gate={gate}", index / 4 + 2)
}

/// The shipped weights of `variant`'s board (all zero, every racer alike, if the data
/// file were malformed; a test makes sure neither is).
pub fn shipped_weights(variant: Variant) -> &'static ValueWeights {
    static WEIGHTS: OnceLock<ValueWeights> = OnceLock::new();
    static WEIGHTS_5X5: OnceLock<ValueWeights> = OnceLock::new();
    let (cell, text) = match variant {
        Variant::Dhayam => (&WEIGHTS, SHIPPED),
        Variant::Thayam => (&WEIGHTS_5X5, SHIPPED_5X5),
    };
    cell.get_or_init(|| parse_weights(text).unwrap_or([[0.0; FEATURES]; ROWS]))
}

/// The features of every seat in `game` (zero for seats not racing), and which seats race
/// for the best place still open.
pub(crate) fn features(game: &Game) -> ([[f32; FEATURES]; 4], [bool; 4]) {
    let threats = Threats::new(game);
    let board = game.board();
    let (centre, first_inner) = (board.centre_index(), board.first_inner());
    let exact_finish = exact_finish(game.variant().throw_kind());
    let mut racing = [false; 4];
    let mut remaining = [0.0f32; 4];
    for &seat in game.seats() {
        if game.is_finished(seat) {
            continue;
        }
        racing[seat.index()] = true;
        for (_, place) in game.pawns_of(seat) {
            remaining[seat.index()] += match place {
                PawnPlace::Yard => f32::from(centre) + ENTER_STEPS,
                PawnPlace::Path(index) => f32::from(centre - index.min(centre)),
            };
        }
    }
    let count = racing.iter().filter(|&&r| r).count().max(1) as f32;
    // A race of n throws varies like the square root of n: lead counts relative to that.
    let spread = (remaining.iter().sum::<f32>() / count + 16.0).sqrt();
    let order = turn_order(game, racing);
    let mut out = [[0.0f32; FEATURES]; 4];
    for &seat in game.seats() {
        let s = seat.index();
        if !racing[s] {
            continue;
        }
        let unfinished = game.pawns_per_player() - game.centre_count(seat);
        let closed = if game.is_gate_open(seat) { 0.0 } else { 1.0 };
        let mut at_risk = 0.0;
        let mut exact = 0.0;
        let (mut inner, mut near_gate, mut exposed) = (0.0, 0.0, 0.0);
        for (_, place) in game.pawns_of(seat) {
            let PawnPlace::Path(index) = place else {
                continue;
            };
            let distance = usize::from(centre.saturating_sub(index));
            exact += exact_finish[distance] * if unfinished == 1 { 1.0 } else { 0.5 };
            if (first_inner..centre).contains(&index) {
                inner += 1.0;
            }
            // The outer ring's second half, before the gate.
            if (first_inner / 2..first_inner).contains(&index) {
                near_gate += closed;
            }
            if !board.is_shared_index(index) {
                exposed += 1.0;
                at_risk += threats.danger(game, seat, square_of(board, seat, index))
                    * pawn_worth(board, index);
            }
        }
        let mut attack = 0.0;
        for &other in game.seats() {
            // A partner is no one to cut.
            if other == seat || game.partner(seat) == Some(other) {
                continue;
            }
            for (_, place) in game.pawns_of(other) {
                if let PawnPlace::Path(index) = place
                    && !board.is_shared_index(index)
                {
                    let chance = threats.reach_chance(seat, square_of(board, other, index));
                    attack += chance * pawn_worth(board, index);
                }
            }
        }
        let race = remaining[s] / 100.0;
        out[s] = [
            -remaining[s] / spread,
            -remaining[s] / 100.0,
            f32::from(game.yard_count(seat)),
            -at_risk / spread,
            attack / spread,
            closed * f32::from(unfinished),
            exact / spread,
            if game.is_opened(seat) { 1.0 } else { 0.0 },
            if order[s] == 0 { 1.0 } else { 0.0 },
            if order[s] == 1 { 1.0 } else { 0.0 },
            f32::from(game.centre_count(seat)),
            inner,
            near_gate,
            -at_risk / 100.0,
            -race * race,
            exposed,
        ];
    }
    (out, racing)
}

/// For each seat, how many racing seats act before it from the seat to act (0 for the seat
/// to act).
fn turn_order(game: &Game, racing: [bool; 4]) -> [u8; 4] {
    let mut order = [u8::MAX; 4];
    let mut seat = game.turn();
    let mut rank = 0;
    for _ in 0..4 {
        if racing[seat.index()] {
            order[seat.index()] = rank;
            rank += 1;
        }
        seat = match game.rules().order {
            TurnOrder::CounterClockwise => seat.counter_clockwise(),
            TurnOrder::Clockwise => seat.clockwise(),
        };
    }
    order
}

/// Each racing seat's chance, by the row `w` of weights, of taking the best place still
/// open, from already computed features; zero for the others.
pub(crate) fn chances_from(
    w: &[f32; FEATURES],
    features: &[[f32; FEATURES]; 4],
    racing: [bool; 4],
) -> [f32; 4] {
    let mut logits = [f32::MIN; 4];
    let mut top = f32::MIN;
    for s in 0..4 {
        if racing[s] {
            logits[s] = w.iter().zip(&features[s]).map(|(a, b)| a * b).sum();
            top = top.max(logits[s]);
        }
    }
    let mut chances = [0.0; 4];
    let mut total = 0.0;
    for s in 0..4 {
        if racing[s] {
            chances[s] = (logits[s] - top).exp();
            total += chances[s];
        }
    }
    if total > 0.0 {
        for chance in &mut chances {
            *chance /= total;
        }
    }
    chances
}

/// How a search scores the positions it reaches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Evaluation {
    /// The 16-feature learned evaluation ([`win_chances`]), fitted to Medium self-play.
    #[default]
    Features,
    /// The shipped value network ([`ValueNet::shipped`]).
    Network,
}

/// `seat`'s chance of taking the best place still open after `ranked` players had
/// finished, by `evaluation`: 1 for a seat that has taken it, 0 for the others then. In a
/// team game the first player home decides nothing: `seat`'s team's chance of winning.
pub(crate) fn place_chance(game: &Game, seat: Seat, ranked: usize, evaluation: Evaluation) -> f32 {
    if game.is_team_game() {
        return crate::team::seat_team_chances(game)[seat.index()];
    }
    if let Some(&next) = game.ranking().get(ranked) {
        return if next == seat { 1.0 } else { 0.0 };
    }
    match evaluation {
        // The network knows the 7x7 board only: elsewhere the features rate positions.
        Evaluation::Network if game.variant().is_dhayam() => ValueNet::shipped().chance(game, seat),
        _ => feature_chances(game)[seat.index()],
    }
}

/// Each racing seat's chance of the best place still open, by the learned evaluation of
/// `game`'s board.
pub(crate) fn feature_chances(game: &Game) -> [f32; 4] {
    let (features, racing) = features(game);
    let row = row_index(racers(racing), game.rules());
    chances_from(&shipped_weights(game.variant())[row], &features, racing)
}

/// Each seated player's chance of winning (being crowned King) from `game`, indexed by
/// [`Seat::index`], by the learned evaluation alone (no search): 1 for the winner once
/// there is one. The chances of the seated players add up to 1. In a team game a team's
/// chance, by the teams' own weights, is its partners' summed (each holds half), and the
/// first player home has not won yet: the team wins once both partners are home (1 for
/// the team then).
pub fn win_chances(game: &Game) -> [f32; 4] {
    let mut chances = [0.0; 4];
    if let Some(winner) = decided_winner(game) {
        chances[winner.index()] = 1.0;
        return chances;
    }
    if game.is_team_game() {
        // The teams' own weights; each partner holds half its team's chance.
        return crate::team::seat_team_chances(game).map(|chance| chance / 2.0);
    }
    feature_chances(game)
}

/// The winner once the game is decided: the King, or in a team game the first of the
/// winning team once the game is over (the first player home alone decides nothing).
pub(crate) fn decided_winner(game: &Game) -> Option<dhayam_core::Seat> {
    game.winner()
        .filter(|_| !game.is_team_game() || game.is_over())
}

/// How many seats race.
pub(crate) fn racers(racing: [bool; 4]) -> usize {
    racing.iter().filter(|&&r| r).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::Setup;

    #[test]
    fn shipped_weights_parse() {
        for (text, name) in [
            (SHIPPED, "value-weights.txt"),
            (SHIPPED_5X5, "value-weights-5x5.txt"),
        ] {
            let weights = parse_weights(text);
            assert!(weights.is_some(), "data/{name} is malformed");
            // Every row fitted, the teams' too: none left at zero.
            for row in weights.unwrap_or([[0.0; FEATURES]; ROWS]) {
                assert!(row.iter().any(|&w| w != 0.0), "{name}: a row of zeros");
            }
        }
    }

    #[test]
    fn weights_survive_writing_and_reading() {
        let mut weights = [[0.0; FEATURES]; ROWS];
        for (i, row) in weights.iter_mut().enumerate() {
            for (j, w) in row.iter_mut().enumerate() {
                *w = i as f32 - 0.25 * j as f32;
            }
        }
        let text = format_weights(&weights, "test\nweights");
        assert_eq!(parse_weights(&text), Some(weights));
        assert_eq!(parse_weights("1 2 3"), None);
    }

    #[test]
    fn chances_add_up_and_the_start_favours_nobody_much() {
        let game = Game::new(&Setup::new(Seat::ALL)).unwrap();
        let chances = win_chances(&game);
        assert!((chances.iter().sum::<f32>() - 1.0).abs() < 1e-4);
        assert!(
            chances.iter().all(|&c| (0.1..0.45).contains(&c)),
            "{chances:?}"
        );
    }
}
