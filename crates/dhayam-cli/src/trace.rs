//! The JSON Lines trace of `simulate --trace`: one object per line, games one after another.
//! A 5x5 game's setup line says `"board":"5x5"` and its throws show their shells.

use std::io::{self, Write};

use dhayam_core::{HouseRules, Move, PawnId, Seat, Setup, Sides, Throw, Variant};
use serde::Serialize;

/// One line of the trace; `t` names its kind and comes first.
#[derive(Serialize)]
#[serde(tag = "t", rename_all = "snake_case")]
enum Line<'a> {
    Setup {
        /// `5x5` on the small board; a 7x7 trace says nothing, as before there was a choice.
        #[serde(skip_serializing_if = "Option::is_none")]
        board: Option<&'static str>,
        seats: &'a [Seat],
        pawns: u8,
        first: Option<Seat>,
        rules: &'a HouseRules,
        /// `true` in a team game; a game without teams says nothing, as before.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        teams: bool,
    },
    Throw {
        seat: Seat,
        /// The long dice's faces; none for cowries.
        #[serde(skip_serializing_if = "Option::is_none")]
        faces: Option<[u8; 2]>,
        /// The four cowries, 1 mouth up and 0 down; none for long dice.
        #[serde(skip_serializing_if = "Option::is_none")]
        shells: Option<[u8; 4]>,
        value: u8,
    },
    Move {
        seat: Seat,
        legal: &'a [[i32; 4]],
        chosen: [i32; 4],
        cuts: &'a [(Seat, u8)],
    },
    Lost {
        seat: Seat,
        value: u8,
    },
    End {
        ranking: &'a [Seat],
    },
}

/// Writes trace lines to `W`.
pub struct Trace<W: Write> {
    out: W,
    legal: Vec<[i32; 4]>,
}

impl<W: Write> Trace<W> {
    /// A trace writing to `out`.
    pub fn new(out: W) -> Trace<W> {
        Trace {
            out,
            legal: Vec::new(),
        }
    }

    fn line(&mut self, line: &Line<'_>) -> io::Result<()> {
        serde_json::to_writer(&mut self.out, line)?;
        self.out.write_all(b"\n")
    }

    /// `{"t":"setup",...}` at the start of a game (the setup must be validated).
    pub fn setup(&mut self, setup: &Setup) -> io::Result<()> {
        self.line(&Line::Setup {
            board: (setup.variant != Variant::Dhayam).then(|| setup.variant.key()),
            seats: &setup.seats,
            pawns: setup.pawns,
            first: setup.first,
            rules: &setup.rules,
            teams: setup.sides == Sides::Teams,
        })
    }

    /// `{"t":"throw",...}`.
    pub fn throw(&mut self, seat: Seat, throw: Throw) -> io::Result<()> {
        let shells = throw.shells().map(|up| up.map(u8::from));
        self.line(&Line::Throw {
            seat,
            faces: shells.is_none().then(|| throw.faces()),
            shells,
            value: throw.value(),
        })
    }

    /// Notes the legal moves (already sorted) before the next move is played.
    pub fn legal(&mut self, legal: &[Move]) {
        self.legal = legal.iter().map(Move::as_tuple).collect();
    }

    /// `{"t":"move",...}`: the legal tuples noted before, the chosen one and the cuts.
    pub fn play(&mut self, seat: Seat, chosen: Move, cuts: &mut [PawnId]) -> io::Result<()> {
        cuts.sort();
        let legal = std::mem::take(&mut self.legal);
        let cuts: Vec<(Seat, u8)> = cuts.iter().map(|p| (p.seat, p.number)).collect();
        self.line(&Line::Move {
            seat,
            legal: &legal,
            chosen: chosen.as_tuple(),
            cuts: &cuts,
        })
    }

    /// `{"t":"lost",...}`: a value that could not be used.
    pub fn lost(&mut self, seat: Seat, value: u8) -> io::Result<()> {
        self.line(&Line::Lost { seat, value })
    }

    /// `{"t":"end",...}`: the final ranking.
    pub fn end(&mut self, ranking: &[Seat]) -> io::Result<()> {
        self.line(&Line::End { ranking })
    }

    /// Flushes the output.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}
