//! Helpers shared by the integration tests: the board read from `tests/board.json`, an
//! independent model of the legal moves written straight from RULES.md (and
//! RULES-TEAMS.md for team games), position building
//! through [`GameState`], and checks of the invariants every position must keep.
//!
//! The model deliberately uses none of the engine's geometry: it reads the copy of
//! `board.json` kept in the repository's top-level `tests/` directory.

#![allow(dead_code)]

use std::path::PathBuf;

use dhayam_core::{
    EntryRule, Event, Finished, Game, GameState, GateRule, HouseRules, InnerSquares, Move,
    PawnPlace, Phase, Seat, Setup, Sides, Start, TeamGate, TurnOrder, Variant,
};
use serde::Deserialize;

/// A square as `(row, col)`.
pub type Rc = (u8, u8);

/// The repository's top-level `tests/` directory: found from the crate folder `cargo test`
/// names when it runs the test (a test binary kept in a shared target folder may have been
/// built from another checkout), else the one it was built in.
pub fn repo_tests_dir() -> PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")), PathBuf::from)
        .join("..")
        .join("..")
        .join("tests")
}

#[derive(Deserialize)]
struct BoardFile {
    crosses: Vec<Rc>,
    centre: Rc,
    paths: std::collections::BTreeMap<String, Vec<Rc>>,
}

/// The board geometry as data, from `tests/board.json`.
#[derive(Clone, Debug)]
pub struct Board {
    /// Squares a side.
    pub size: u8,
    /// Each seat's squares (49 or 25), indexed by `Seat::index()`.
    pub paths: [Vec<Rc>; 4],
    /// The crosses (eight on 7x7, four on 5x5).
    pub crosses: Vec<Rc>,
    /// The centre.
    pub centre: Rc,
}

impl Board {
    /// Reads `tests/board.json`, the 7x7 board.
    pub fn load() -> Board {
        Board::load_file("board.json")
    }

    /// Reads a board file of `tests/` (`board.json` or `board-5x5.json`).
    pub fn load_file(name: &str) -> Board {
        let path = repo_tests_dir().join(name);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let file: BoardFile = serde_json::from_str(&text).expect("board.json parses");
        let path_of = |name: &str| {
            file.paths
                .get(name)
                .unwrap_or_else(|| panic!("board.json has no path for {name}"))
                .clone()
        };
        Board {
            // board.json names no size; a path covers every square once.
            size: (path_of("south").len() as f64).sqrt() as u8,
            paths: [
                path_of("south"),
                path_of("east"),
                path_of("north"),
                path_of("west"),
            ],
            crosses: file.crosses,
            centre: file.centre,
        }
    }

    /// The 7x7 board or the 5x5 one.
    pub fn variant(&self) -> Variant {
        if self.size == 5 {
            Variant::Thayam
        } else {
            Variant::Dhayam
        }
    }

    /// The path index of the centre: the last square of a path (48 or 24).
    pub fn centre_index(&self) -> u8 {
        (self.paths[0].len() - 1) as u8
    }

    /// Squares of the outer ring, the path indices before the gate: the border of the
    /// grid (24 or 16).
    pub fn outer_len(&self) -> u8 {
        4 * (self.size - 1)
    }

    /// Whether pawns start on their home square and go back there when cut (5x5, unless
    /// its house rule starts them in the yard, RULES-5x5.md 6 and 9), rather than in the
    /// yard.
    pub fn starts_home(&self, rules: &HouseRules) -> bool {
        self.size == 5 && rules.start == Start::Home
    }

    /// Whether a player's own pawns may stand together on `seat`'s plain path index
    /// `index`: the inner squares of the 5x5 board, unless its house rule keeps them
    /// apart.
    pub fn own_pawns_stack(&self, index: u8, rules: &HouseRules) -> bool {
        self.size == 5 && index >= self.outer_len() && rules.inner == InnerSquares::Share
    }

    /// Whether `value` earns another throw (RULES.md 3, RULES-5x5.md 3 and 9).
    pub fn is_bonus(&self, value: u8, rules: &HouseRules) -> bool {
        if self.size == 5 {
            value == 4 || value == 8 || (value == 1 && rules.bonus_one)
        } else {
            matches!(value, 1 | 5 | 6 | 12)
        }
    }

    /// The board of `variant`, from its file in `tests/`.
    pub fn of(variant: Variant) -> Board {
        match variant {
            Variant::Dhayam => Board::load(),
            Variant::Thayam => Board::load_file("board-5x5.json"),
        }
    }

    /// Whether a pawn of `seat` landing on its path index `index` shares the square (no
    /// cut, no own-pawn block).
    pub fn shared_at(&self, seat: Seat, index: u8) -> bool {
        self.is_shared(self.square(seat, index))
    }

    /// Whether a pawn of `seat` standing on `index` is counted on its plain square.
    fn counted_at(&self, seat: Seat, index: u8) -> bool {
        !self.shared_at(seat, index)
    }

    /// The square at `index` of `seat`'s path.
    pub fn square(&self, seat: Seat, index: u8) -> Rc {
        self.paths[seat.index()][index as usize]
    }

    /// Whether any number of pawns may stand on `sq` (a cross or the centre).
    pub fn is_shared(&self, sq: Rc) -> bool {
        sq == self.centre || self.crosses.contains(&sq)
    }
}

/// The seat after `seat` in the given turn order, seated or not.
pub fn next_in_order(seat: Seat, order: TurnOrder) -> Seat {
    let i = seat.index();
    let next = match order {
        TurnOrder::CounterClockwise => (i + 1) % 4,
        TurnOrder::Clockwise => (i + 3) % 4,
    };
    Seat::ALL[next]
}

/// A move as the trace's `[value, pawn, from (-1 = yard), to]`.
pub fn tuple(mv: Move) -> [i32; 4] {
    mv.as_tuple()
}

/// The move a `[value, pawn, from, to]` tuple names (from -1 = the yard).
pub fn move_of(t: [i32; 4]) -> Move {
    Move {
        value: t[0] as u8,
        pawn: t[1] as u8,
        from: if t[2] < 0 { None } else { Some(t[2] as u8) },
        to: t[3] as u8,
    }
}

/// The engine's legal moves as sorted tuples.
pub fn engine_moves(game: &Game) -> Vec<[i32; 4]> {
    game.legal_moves().iter().map(|&m| tuple(m)).collect()
}

fn player(state: &GameState, seat: Seat) -> &dhayam_core::PlayerState {
    state
        .players
        .iter()
        .find(|p| p.seat == seat)
        .unwrap_or_else(|| panic!("{seat} is not in the state"))
}

/// Whether all of `seat`'s pawns are in the centre.
pub fn model_finished(board: &Board, state: &GameState, seat: Seat) -> bool {
    player(state, seat)
        .pawns
        .iter()
        .all(|&p| p == PawnPlace::Path(board.centre_index()))
}

/// Whether `a` and `b` are partners in the state's game (RULES-TEAMS.md: opposite seats,
/// four players, teams on).
pub fn partners(state: &GameState, a: Seat, b: Seat) -> bool {
    state.setup.sides == Sides::Teams && a != b && a.index() % 2 == b.index() % 2
}

/// Whose pawns `seat` moves (RULES-TEAMS.md section 4): a finished player of a team game
/// plays the unfinished partner's pawns, unless the house rule makes it sit out.
pub fn model_owner(board: &Board, state: &GameState, seat: Seat) -> Seat {
    let partner = Seat::ALL[(seat.index() + 2) % 4];
    if state.setup.sides == Sides::Teams
        && state.setup.rules.finished == Finished::Helps
        && model_finished(board, state, seat)
        && !model_finished(board, state, partner)
    {
        partner
    } else {
        seat
    }
}

/// Whether `seat`'s gate is open (RULES.md 6, RULES-TEAMS.md 3).
pub fn model_gate_open(state: &GameState, seat: Seat) -> bool {
    let partner = Seat::ALL[(seat.index() + 2) % 4];
    state.setup.rules.gate == GateRule::Open
        || player(state, seat).has_cut
        || (state.setup.sides == Sides::Teams
            && state.setup.rules.team_gate == TeamGate::Team
            && player(state, partner).has_cut)
}

/// The legal moves of `seat` with `value`, computed from RULES.md section 6 (and
/// RULES-TEAMS.md) and the board data alone. A move with the partner's pawn numbers it from
/// 8.
pub fn model_moves(
    board: &Board,
    state: &GameState,
    player_seat: Seat,
    value: u8,
) -> Vec<[i32; 4]> {
    let rules = state.setup.rules;
    let seat = model_owner(board, state, player_seat);
    let tag = if seat == player_seat { 0 } else { 8 };
    let gate_open = model_gate_open(state, seat);
    let me = player(state, seat);
    let own_square = |sq: Rc| {
        me.pawns.iter().any(|p| match p {
            PawnPlace::Path(i) => board.square(seat, *i) == sq,
            PawnPlace::Yard => false,
        })
    };
    let mut out = Vec::new();
    for (n, place) in me.pawns.iter().enumerate() {
        match *place {
            PawnPlace::Yard => {
                let enters = value == 1
                    || (value == 5 && me.opened && rules.entry == EntryRule::OneThenFive);
                if enters {
                    out.push([i32::from(value), n as i32 + tag, -1, 0]);
                }
            }
            PawnPlace::Path(centre) if centre == board.centre_index() => {}
            PawnPlace::Path(from) => {
                let outer = u32::from(board.outer_len());
                let mut to = u32::from(from) + u32::from(value);
                if u32::from(from) < outer && to >= outer && !gate_open {
                    match rules.gate {
                        GateRule::Circle => to %= outer,
                        GateRule::Wait => continue,
                        GateRule::Open => unreachable!("no gate: always open"),
                    }
                }
                if to > u32::from(board.centre_index()) {
                    continue;
                }
                let sq = board.square(seat, to as u8);
                if !board.shared_at(seat, to as u8)
                    && !board.own_pawns_stack(to as u8, &rules)
                    && own_square(sq)
                {
                    continue;
                }
                out.push([i32::from(value), n as i32 + tag, i32::from(from), to as i32]);
            }
        }
    }
    out
}

/// The model's legal moves for the pool of the player to act, sorted and without repeats.
pub fn model_pool_moves(board: &Board, state: &GameState) -> Vec<[i32; 4]> {
    let mut values = state.pool.clone();
    values.sort_unstable();
    values.dedup();
    let mut out: Vec<[i32; 4]> = values
        .into_iter()
        .flat_map(|v| model_moves(board, state, state.turn, v))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Every seated player's pawns.
pub type Places = Vec<(Seat, Vec<PawnPlace>)>;

/// Where every pawn of every seated player stands, as the model predicts after `mv` by the
/// player to act: the mover's pawn on its target, and opponents' pawns on that square sent
/// to their yard (their home on 5x5) if the square is plain. Returns the positions and the
/// pawns cut.
pub fn model_after_move(board: &Board, state: &GameState, mv: Move) -> (Places, Vec<(Seat, u8)>) {
    let seat = model_owner(board, state, state.turn);
    let number = usize::from(mv.pawn & 7);
    let target = board.square(seat, mv.to);
    let mut cuts = Vec::new();
    let places = state
        .players
        .iter()
        .map(|p| {
            let pawns = p
                .pawns
                .iter()
                .enumerate()
                .map(|(n, &place)| {
                    if p.seat == seat && n == number {
                        return PawnPlace::Path(mv.to);
                    }
                    match place {
                        PawnPlace::Path(i)
                            if p.seat != seat
                                && !partners(state, p.seat, seat)
                                && !board.shared_at(seat, mv.to)
                                && board.counted_at(p.seat, i)
                                && board.square(p.seat, i) == target =>
                        {
                            cuts.push((p.seat, n as u8));
                            if board.starts_home(&state.setup.rules) {
                                PawnPlace::Path(0)
                            } else {
                                PawnPlace::Yard
                            }
                        }
                        other => other,
                    }
                })
                .collect();
            (p.seat, pawns)
        })
        .collect();
    cuts.sort_unstable();
    (places, cuts)
}

/// Checks what must hold in every position, reading only the engine's public API and the
/// board data. Returns the first violation found.
pub fn check_invariants(board: &Board, game: &Game) -> Result<(), String> {
    let pawns = game.pawns_per_player();
    let state = GameState::from(game);
    let mut on_square = std::collections::BTreeMap::<Rc, Vec<(Seat, u8, u8)>>::new();
    for &seat in game.seats() {
        let mut yard = 0;
        let mut centre = 0;
        for n in 0..pawns {
            let place = game
                .pawn(seat, n)
                .ok_or_else(|| format!("{seat} pawn {n} is missing"))?;
            match place {
                PawnPlace::Yard => yard += 1,
                PawnPlace::Path(i) => {
                    if i > board.centre_index() {
                        return Err(format!("{seat} pawn {n} at index {i}, past the centre"));
                    }
                    if i >= board.outer_len() && !model_gate_open(&state, seat) {
                        return Err(format!(
                            "{seat} pawn {n} is inside (index {i}) but {seat} never cut"
                        ));
                    }
                    if !game.is_opened(seat) {
                        return Err(format!("{seat} has a pawn on the board but is not opened"));
                    }
                    if i == board.centre_index() {
                        centre += 1;
                    }
                    let sq = board.square(seat, i);
                    let engine_sq = game.pawn_square(seat, n).map(|s| (s.row(), s.col()));
                    if engine_sq != Some(sq) {
                        return Err(format!(
                            "{seat} pawn {n} at index {i}: engine square {engine_sq:?}, board.json {sq:?}"
                        ));
                    }
                    if board.counted_at(seat, i) {
                        on_square.entry(sq).or_default().push((seat, n, i));
                    }
                }
            }
        }
        if board.starts_home(game.rules()) && yard > 0 {
            return Err(format!(
                "{seat} has {yard} pawns in a yard the 5x5 board has not"
            ));
        }
        if game.pawn(seat, pawns).is_some() {
            return Err(format!("{seat} has more than {pawns} pawns"));
        }
        if game.yard_count(seat) != yard || game.centre_count(seat) != centre {
            return Err(format!(
                "{seat}: yard/centre counts disagree with the pawns"
            ));
        }
        if game.is_finished(seat) != (centre == pawns) {
            return Err(format!("{seat}: is_finished disagrees with the pawns"));
        }
    }
    for (sq, list) in &on_square {
        // Own pawns may stand together only where they stack (the 5x5 inner squares);
        // partners anywhere (RULES-TEAMS.md 2).
        let one_team = list
            .iter()
            .all(|&(s, _, _)| s == list[0].0 || partners(&state, s, list[0].0));
        let stacked_right = list.iter().all(|&(s, n, i)| {
            board.own_pawns_stack(i, game.rules())
                || !list.iter().any(|&(s2, n2, _)| s2 == s && n2 != n)
        });
        if list.len() > 1 && !(one_team && stacked_right) {
            return Err(format!(
                "plain square {sq:?} holds {} pawns: {list:?}",
                list.len()
            ));
        }
    }
    // Each pawn on the board is listed on its own square, once, and on no other.
    let mut occupied: Vec<dhayam_core::Square> = Vec::new();
    let mut on_board = 0;
    for &seat in game.seats() {
        for n in 0..pawns {
            if let Some(sq) = game.pawn_square(seat, n) {
                on_board += 1;
                if !occupied.contains(&sq) {
                    occupied.push(sq);
                }
            }
        }
    }
    let mut listed = 0;
    for &square in &occupied {
        for p in game.pawns_on(square) {
            listed += 1;
            if game.pawn_square(p.seat, p.number) != Some(square) {
                return Err(format!("{p} is listed on {square} but stands elsewhere"));
            }
        }
    }
    if listed != on_board {
        return Err(format!(
            "{on_board} pawns on the board, {listed} listed on squares"
        ));
    }
    for seat in Seat::ALL {
        if !game.is_seated(seat) && game.pawn(seat, 0).is_some() {
            return Err(format!("{seat} has no seat but has pawns"));
        }
    }
    // Phase and turn.
    match game.phase() {
        Phase::AwaitingThrow(s) | Phase::AwaitingMove(s) => {
            let helps = model_owner(board, &state, s) != s;
            if s != game.turn() || !game.is_seated(s) || (game.is_finished(s) && !helps) {
                return Err(format!(
                    "{s} is to act but is neither an unfinished player nor helping a partner"
                ));
            }
            let finished = game
                .seats()
                .iter()
                .filter(|&&x| game.is_finished(x))
                .count();
            if game.ranking().len() != finished {
                return Err("a game in progress ranks someone who has not finished".into());
            }
        }
        Phase::Finished => {
            if game.ranking().len() != game.seats().len() {
                return Err("a finished game does not rank every player".into());
            }
            if state.setup.sides == Sides::Teams
                && !partners(&state, game.ranking()[0], game.ranking()[1])
            {
                return Err(format!(
                    "a team game ranks {:?}, not team by team",
                    game.ranking()
                ));
            }
        }
    }
    if let Phase::AwaitingMove(_) = game.phase()
        && game.legal_moves().is_empty()
    {
        return Err("waiting for a move with no legal move".into());
    }
    Ok(())
}

/// A throw of the long dice with the given value.
pub fn throw_of(value: u8) -> dhayam_core::Throw {
    dhayam_core::Throw::with_value(value).unwrap_or_else(|| panic!("no throw has value {value}"))
}

/// A throw with the given value of what `game` throws (long dice or cowries).
pub fn throw_in(game: &Game, value: u8) -> dhayam_core::Throw {
    game.variant()
        .throw_kind()
        .with_value(value)
        .unwrap_or_else(|| panic!("no throw of {} has value {value}", game.variant()))
}

/// Sets a state's phase by name (`awaiting_throw`, `awaiting_move`, `finished`), going
/// through serde since the phase type is not exported.
pub fn set_phase(state: &mut GameState, name: &str) {
    state.phase = ron::from_str(name).unwrap_or_else(|e| panic!("bad phase {name}: {e}"));
}

/// The name of a state's phase.
pub fn phase_name(state: &GameState) -> String {
    ron::to_string(&state.phase).expect("a phase serialises")
}

/// One player's pawns given as path indices, `-1` for the yard.
pub fn places(indices: &[i32]) -> Vec<PawnPlace> {
    indices
        .iter()
        .map(|&i| {
            if i < 0 {
                PawnPlace::Yard
            } else {
                PawnPlace::Path(i as u8)
            }
        })
        .collect()
}

/// A game from `setup` with the given players' pawns (indices, -1 = yard, missing pawns in
/// the yard). A player with a pawn on the board is opened; `cut` lists the players whose
/// gate is open. The first player of the setup is to throw.
pub fn position(setup: &Setup, pawns: &[(Seat, &[i32])], cut: &[Seat]) -> Game {
    let game = Game::new(setup).expect("valid setup");
    let mut state = GameState::from(&game);
    let n = game.pawns_per_player() as usize;
    for p in &mut state.players {
        if let Some((_, list)) = pawns.iter().find(|(s, _)| *s == p.seat) {
            let mut list = places(list);
            list.resize(n, start_place(setup));
            p.opened = list.iter().any(|x| *x != PawnPlace::Yard);
            p.pawns = list;
        }
        p.has_cut = cut.contains(&p.seat);
        if p.has_cut {
            p.opened = true;
        }
    }
    Game::try_from(state).unwrap_or_else(|e| panic!("position refused: {e}"))
}

/// Where a pawn not placed by a test stands: in the yard, or on its home on 5x5 (unless
/// its house rule starts pawns in the yard).
pub fn start_place(setup: &Setup) -> PawnPlace {
    match (setup.variant, setup.rules.start) {
        (Variant::Thayam, Start::Home) => PawnPlace::Path(0),
        _ => PawnPlace::Yard,
    }
}

/// An event in a compact, comparable form (used by the scenario files).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum Ev {
    /// `Thrown(seat, value)`.
    Thrown(Seat, u8),
    /// `Entered(seat, pawn, value)`.
    Entered(Seat, u8, u8),
    /// `Moved(seat, pawn, value, from, to)`.
    Moved(Seat, u8, u8, u8, u8),
    /// `Cut(by, seat, pawn, (row, col))`.
    Cut(Seat, Seat, u8, Rc),
    /// `PawnFinished(seat, pawn)`.
    PawnFinished(Seat, u8),
    /// `PlayerFinished(seat, place)`.
    PlayerFinished(Seat, u8),
    /// `ValueLost(seat, value)`.
    ValueLost(Seat, u8),
    /// `ThrowAgain(seat)`.
    ThrowAgain(Seat),
    /// `TurnVoid(seat)`.
    TurnVoid(Seat),
    /// `TurnPassed(from, to)`.
    TurnPassed(Seat, Seat),
    /// `GameOver(ranking)`.
    GameOver(Vec<Seat>),
}

impl From<&Event> for Ev {
    fn from(e: &Event) -> Ev {
        match e {
            Event::Thrown { seat, throw } => Ev::Thrown(*seat, throw.value()),
            Event::Entered { pawn, value } => Ev::Entered(pawn.seat, pawn.number, *value),
            Event::Moved {
                pawn,
                value,
                from,
                to,
            } => Ev::Moved(pawn.seat, pawn.number, *value, *from, *to),
            Event::Cut { by, pawn, square } => {
                Ev::Cut(*by, pawn.seat, pawn.number, (square.row(), square.col()))
            }
            Event::PawnFinished { pawn } => Ev::PawnFinished(pawn.seat, pawn.number),
            Event::PlayerFinished { seat, place } => Ev::PlayerFinished(*seat, *place),
            Event::ValueLost { seat, value } => Ev::ValueLost(*seat, *value),
            Event::ThrowAgain { seat } => Ev::ThrowAgain(*seat),
            Event::TurnVoid { seat } => Ev::TurnVoid(*seat),
            Event::TurnPassed { from, to } => Ev::TurnPassed(*from, *to),
            Event::GameOver { ranking } => Ev::GameOver(ranking.to_vec()),
        }
    }
}

/// Events in compact form.
pub fn evs(events: &[Event]) -> Vec<Ev> {
    events.iter().map(Ev::from).collect()
}
