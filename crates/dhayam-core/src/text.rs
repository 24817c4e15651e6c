//! The board drawn as text, for the command line and tests.

use std::fmt::{self, Write as _};

use crate::{Game, Phase};

impl fmt::Display for Game {
    /// Draws the board (7x7 or 5x5): `+` a cross, `.` a plain square, `*` the centre; pawns
    /// by colour letter (`R`, `G`, `Y`, `B`), with a count when several of one colour
    /// share a square. Below: each player's yard, centre and gate (and partner, in a team
    /// game), and what the game waits for.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = self.board();
        for row in 0..board.size() {
            let mut line = String::new();
            for square in board.squares().filter(|s| s.row() == row) {
                let centre = square == board.centre();
                let mut cell = String::new();
                if !centre {
                    for &seat in self.seats() {
                        let n = self.pawns_on(square).filter(|p| p.seat == seat).count();
                        match n {
                            0 => {}
                            1 => cell.push(seat.colour().letter()),
                            n => {
                                let _ = write!(cell, "{}{n}", seat.colour().letter());
                            }
                        }
                    }
                }
                if cell.is_empty() {
                    cell.push(if centre {
                        '*'
                    } else if board.is_cross(square) {
                        '+'
                    } else {
                        '.'
                    });
                }
                let _ = write!(line, "{cell:^5}");
            }
            writeln!(f, "{}", line.trim_end())?;
        }
        for &seat in self.seats() {
            let partner = self
                .partner(seat)
                .map_or_else(String::new, |p| format!(", partner {p}"));
            writeln!(
                f,
                "{} ({seat}{partner}): yard {}, centre {}, {}",
                seat.colour(),
                self.yard_count(seat),
                self.centre_count(seat),
                if self.is_gate_open(seat) {
                    "gate open"
                } else {
                    "gate closed"
                }
            )?;
        }
        match self.phase() {
            Phase::AwaitingThrow(seat) => write!(f, "{} to throw", seat.colour()),
            Phase::AwaitingMove(seat) => {
                let pool: Vec<String> = self.pool().map(|v| v.to_string()).collect();
                let owner = self.plays_for(seat);
                let whose = if owner == seat {
                    String::new()
                } else {
                    format!(" {}'s pawns", owner.colour())
                };
                write!(
                    f,
                    "{} to move{whose} with {}",
                    seat.colour(),
                    pool.join(", ")
                )
            }
            Phase::Finished if self.is_team_game() => {
                let teams = self.team_ranking().map(|[first, second]| (first, second));
                match teams {
                    Some((first, second)) => write!(f, "game over: {first} win, {second} second"),
                    None => write!(f, "game over"),
                }
            }
            Phase::Finished => {
                let ranking: Vec<&str> = self.ranking().iter().map(|s| s.colour().name()).collect();
                write!(f, "game over: {}", ranking.join(", "))
            }
        }
    }
}
