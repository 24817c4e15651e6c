//! A position as one short line of text, to write down, paste and analyse.
//!
//! ```text
//! S:y.y.5.48/ox N:y.y.y.y/o to=N phase=move pool=5 gate=wait
//! ```
//!
//! One word per player in seating order: the seat's initial (`S`, `E`, `N`, `W`), then each
//! pawn's place on its own path, `y` for the yard or the path index (0 the home ..= 48 the
//! centre), then after `/` what the player has done: `o` entered a pawn, `x` cut. Then
//! `to=` the seat to act, `phase=` `throw`, `move` or `over`, and only where they are not
//! empty or the default: `pool=` the values waiting to be spent, `cut` (a move of this
//! throw-first turn cut), `bonuses=` the bonus throws in a row where three void a turn,
//! `done=` the players finished in order, `first=` the first player,
//! `board=5x5` on the small board (path indices 0 ..= 24 there), `teams` in a team game
//! (South and North against East and West), and each house rule that differs from the
//! board's default as `KEY=VALUE` (the team-play rules only in a team game).
//!
//! A line is read into a [`GameState`] and becomes a [`Game`] only through the same checks
//! as a saved game ([`Game::try_from`]), so a line describes a position the rules can reach
//! in every way they check.

use std::fmt::{self, Write as _};

use crate::path::CENTRE_INDEX;
use crate::{Game, GameState, PawnPlace, PlayerState, Seat, Setup, Sides, StateError};
use crate::{StatePhase, Variant, throw};

/// Why a line is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A word of the line cannot be read; the text says which and why.
    Syntax(String),
    /// The line reads, but no game can be in that state.
    Impossible(StateError),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Syntax(why) => write!(f, "not a position line: {why}"),
            PositionError::Impossible(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for PositionError {}

/// A syntax error saying `why`.
fn syntax<T>(why: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError::Syntax(why.into()))
}

impl Game {
    /// The position as one line of text (see the [module](self)).
    pub fn position_line(&self) -> String {
        GameState::from(self).position_line()
    }

    /// The game in the position `line` describes (see the [module](self)).
    pub fn from_position_line(line: &str) -> Result<Game, PositionError> {
        let state = GameState::parse_position_line(line)?;
        Game::try_from(state).map_err(PositionError::Impossible)
    }
}

impl GameState {
    /// The state as one line of text (see the [module](self)).
    pub fn position_line(&self) -> String {
        let mut line = String::new();
        for player in &self.players {
            let _ = write!(line, "{}:", initial(player.seat));
            for (k, place) in player.pawns.iter().enumerate() {
                if k > 0 {
                    line.push('.');
                }
                match place {
                    PawnPlace::Yard => line.push('y'),
                    PawnPlace::Path(i) => {
                        let _ = write!(line, "{i}");
                    }
                }
            }
            if player.opened || player.has_cut {
                line.push('/');
                if player.opened {
                    line.push('o');
                }
                if player.has_cut {
                    line.push('x');
                }
            }
            line.push(' ');
        }
        let phase = match self.phase {
            StatePhase::AwaitingThrow => "throw",
            StatePhase::AwaitingMove => "move",
            StatePhase::Finished => "over",
        };
        let _ = write!(line, "to={} phase={phase}", initial(self.turn));
        if !self.pool.is_empty() {
            let _ = write!(line, " pool={}", joined(self.pool.iter()));
        }
        if self.cut_this_turn {
            line.push_str(" cut");
        }
        if self.bonus_run > 0 {
            let _ = write!(line, " bonuses={}", self.bonus_run);
        }
        if !self.ranking.is_empty() {
            let _ = write!(
                line,
                " done={}",
                joined(self.ranking.iter().map(|s| initial(*s)))
            );
        }
        let default_first = Setup {
            first: None,
            ..self.setup.clone()
        }
        .validate()
        .ok()
        .and_then(|setup| setup.first);
        if let Some(first) = self
            .setup
            .first
            .filter(|&first| Some(first) != default_first)
        {
            let _ = write!(line, " first={}", initial(first));
        }
        let variant = self.setup.variant;
        if !variant.is_dhayam() {
            let _ = write!(line, " board={}", variant.key());
        }
        let (rules, defaults) = (self.setup.rules, variant.default_rules());
        let own = rules.assignments().into_iter().zip(defaults.assignments());
        let small =
            (rules.small_board_assignments().into_iter()).zip(defaults.small_board_assignments());
        for (assignment, default) in own.chain(small) {
            if assignment != default {
                let _ = write!(line, " {}={}", assignment.0, assignment.1);
            }
        }
        if self.setup.sides.is_teams() {
            line.push_str(" teams");
            let defaults = variant.default_rules().team_assignments();
            for (assignment, default) in self.setup.rules.team_assignments().iter().zip(defaults) {
                if *assignment != default {
                    let _ = write!(line, " {}={}", assignment.0, assignment.1);
                }
            }
        }
        line
    }

    /// Reads a state from `line` (see the [module](self)); whether a game can be in it is
    /// for [`Game::try_from`] to say.
    pub fn parse_position_line(line: &str) -> Result<GameState, PositionError> {
        let mut players = Vec::new();
        let mut turn = None;
        let mut phase = None;
        let mut pool = Vec::new();
        let mut cut_this_turn = false;
        let mut bonus_run = 0;
        let mut ranking = Vec::new();
        let mut first = None;
        let mut variant = Variant::Dhayam;
        let mut sides = Sides::Alone;
        let mut overrides = Vec::new();
        for word in line.split_whitespace() {
            if let Some((seat, pawns)) = word.split_once(':') {
                players.push(player(seat, pawns)?);
                continue;
            }
            let Some((key, value)) = word.split_once('=') else {
                if word == "cut" {
                    cut_this_turn = true;
                    continue;
                }
                if word == "teams" {
                    sides = Sides::Teams;
                    continue;
                }
                return syntax(format!(
                    "{word:?} is neither a player, a flag nor KEY=VALUE"
                ));
            };
            match key {
                "to" => turn = Some(seat(value)?),
                "phase" => {
                    phase = Some(match value {
                        "throw" => StatePhase::AwaitingThrow,
                        "move" => StatePhase::AwaitingMove,
                        "over" => StatePhase::Finished,
                        _ => return syntax(format!("phase {value:?}: throw, move or over")),
                    });
                }
                "pool" => pool = values(value)?,
                "bonuses" => {
                    bonus_run = value.parse().or_else(|_| {
                        syntax(format!(
                            "bonuses {value:?}: the bonus throws in a row, 1 or 2"
                        ))
                    })?;
                }
                "done" => ranking = value.split(',').map(seat).collect::<Result<_, _>>()?,
                "first" => first = Some(seat(value)?),
                "board" => {
                    variant = Variant::parse(value)
                        .map_or_else(|| syntax(format!("board {value:?}: 7x7 or 5x5")), Ok)?;
                }
                _ => overrides.push((key, value)),
            }
        }
        // Rules differ from the board's defaults, so they are read once the board is known.
        let mut rules = variant.default_rules();
        for (key, value) in overrides {
            rules.set(key, value).or_else(|e| syntax(e.to_string()))?;
        }
        if players.is_empty() {
            return syntax("no players: each is a word like S:y.y.5.48/ox");
        }
        let pawns = players[0].pawns.len();
        let Ok(pawn_count) = u8::try_from(pawns) else {
            return syntax(format!("{pawns} pawns"));
        };
        let mut setup = Setup::new(players.iter().map(|p| p.seat))
            .with_variant(variant)
            .with_pawns(pawn_count);
        setup.rules = rules;
        setup.first = first;
        setup.sides = sides;
        Ok(GameState {
            setup,
            players,
            turn: turn.map_or_else(|| syntax("no to=SEAT (who acts)"), Ok)?,
            phase: phase.map_or_else(|| syntax("no phase=throw|move|over"), Ok)?,
            pool,
            cut_this_turn,
            bonus_run,
            ranking,
        })
    }
}

/// The letter a line writes for `seat`.
fn initial(seat: Seat) -> char {
    match seat {
        Seat::South => 'S',
        Seat::East => 'E',
        Seat::North => 'N',
        Seat::West => 'W',
    }
}

/// `items` separated by commas.
fn joined(items: impl Iterator<Item = impl fmt::Display>) -> String {
    items
        .map(|item| item.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// A seat written as its initial (or its name).
fn seat(text: &str) -> Result<Seat, PositionError> {
    Seat::parse(text).map_or_else(
        || syntax(format!("{text:?} is not a seat: S, E, N or W")),
        Ok,
    )
}

/// Throw values separated by commas, each one a throw can show.
fn values(text: &str) -> Result<Vec<u8>, PositionError> {
    text.split(',')
        .map(|v| match v.parse::<u8>() {
            Ok(value) if throw::VALUES.contains(&value) || value == 8 => Ok(value),
            _ => syntax(format!(
                "{v:?} is not a throw value: 1 to 6 or 12 (long dice), 1 to 4 or 8 (cowries)"
            )),
        })
        .collect()
}

/// One player's word: `seat` and `pawns` around the colon.
fn player(seat_text: &str, pawns: &str) -> Result<PlayerState, PositionError> {
    let seat = seat(seat_text)?;
    let (places, flags) = pawns.split_once('/').unwrap_or((pawns, ""));
    let pawns = places
        .split('.')
        .map(|place| match place {
            "y" => Ok(PawnPlace::Yard),
            index => match index.parse::<u8>() {
                Ok(i) if i <= CENTRE_INDEX => Ok(PawnPlace::Path(i)),
                _ => syntax(format!(
                    "{seat} pawn {index:?}: y for the yard or a path index 0 to {CENTRE_INDEX}"
                )),
            },
        })
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(other) = flags.chars().find(|c| !matches!(c, 'o' | 'x')) {
        return syntax(format!("{seat} flag {other:?}: o (entered) or x (cut)"));
    }
    Ok(PlayerState {
        seat,
        pawns,
        opened: flags.contains('o'),
        has_cut: flags.contains('x'),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{HouseRules, Phase, Throw};

    #[test]
    fn the_start_reads_back() {
        let game = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
        let line = game.position_line();
        assert_eq!(line, "S:y.y.y.y N:y.y.y.y to=S phase=throw");
        let back = Game::from_position_line(&line).unwrap();
        assert_eq!(GameState::from(back), GameState::from(game));
    }

    #[test]
    fn a_line_says_what_is_wrong_with_it() {
        let bad = [
            ("", "no players"),
            ("S:y.y.y.y N:y.y.y.y phase=throw", "no to="),
            ("S:y.y.y.y N:y.y.y.y to=S", "no phase"),
            ("S:y.y.y.y N:y.y.y.q to=S phase=throw", "\"q\""),
            ("S:y.y.y.y N:y.y.y.49 to=S phase=throw", "\"49\""),
            ("S:y.y.y.y/z N:y.y.y.y to=S phase=throw", "flag 'z'"),
            ("S:y.y.y.y N:y.y.y.y to=S phase=move pool=7", "\"7\""),
            ("S:y.y.y.y N:y.y.y.y to=Q phase=throw", "\"Q\""),
            ("S:y.y.y.y N:y.y.y.y to=S phase=throw gate=shut", "gate"),
            ("S:y.y.y.y N:y.y.y.y to=S phase=throw hello", "\"hello\""),
        ];
        for (line, says) in bad {
            let error = Game::from_position_line(line).unwrap_err();
            assert!(matches!(error, PositionError::Syntax(_)), "{line}: {error}");
            assert!(error.to_string().contains(says), "{line}: {error}");
        }
        // Read, but impossible: a pawn on the board of a player who never entered one.
        let error = Game::from_position_line("S:5.y.y.y N:y.y.y.y to=S phase=throw");
        assert!(
            matches!(error, Err(PositionError::Impossible(_))),
            "{error:?}"
        );
    }

    #[test]
    fn a_midgame_position_with_a_pool_and_rules_reads_back() {
        let rules = HouseRules {
            turn: crate::TurnStructure::ThrowFirst,
            ..HouseRules::CLASSIC
        };
        let setup = Setup::new([Seat::South, Seat::East, Seat::West]).with_rules(rules);
        let mut game = Game::new(&setup).unwrap();
        for value in [1, 12, 5, 3] {
            game.throw(Throw::with_value(value).unwrap()).unwrap();
        }
        assert!(matches!(game.phase(), Phase::AwaitingMove(Seat::South)));
        let line = game.position_line();
        assert!(line.contains("to=S phase=move pool=") && line.contains("turn=throw_first"));
        let back = Game::from_position_line(&line).unwrap();
        assert_eq!(GameState::from(back), GameState::from(game), "{line}");
    }
}
