//! The board drawn as text, for the command line and tests.

use std::fmt::{self, Write as _};

use crate::{Game, Phase, Square};

impl fmt::Display for Game {
    /// Draws the 7x7 board: `+` a cross, `.` a plain square, `*` the centre; pawns by
    /// colour letter (`R`, `G`, `Y`, `B`), with a count when several of one colour share a
    /// cross. Below: each player's yard, centre and gate, and what the game waits for.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..7 {
            let mut line = String::new();
            for col in 0..7 {
                let square = Square::new(row, col);
                // Rows and columns 0..7 are the board.
                debug_assert!(square.is_some(), "({row}, {col}) is on the board");
                let square = square.unwrap_or(crate::square::CENTRE);
                let mut cell = String::new();
                if !square.is_centre() {
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
                    cell.push(if square.is_centre() {
                        '*'
                    } else if square.is_cross() {
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
            writeln!(
                f,
                "{} ({}): yard {}, centre {}, {}",
                seat.colour(),
                seat,
                self.yard_count(seat),
                self.centre_count(seat),
                if self.has_cut(seat) {
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
                write!(f, "{} to move with {}", seat.colour(), pool.join(", "))
            }
            Phase::Finished => {
                let ranking: Vec<&str> = self.ranking().iter().map(|s| s.colour().name()).collect();
                write!(f, "game over: {}", ranking.join(", "))
            }
        }
    }
}
