//! Data-driven scenarios: one per rule of RULES.md (and RULES-5x5.md, RULES-TEAMS.md), read
//! from the repository's `tests/scenarios/*.ron`.
//!
//! A scenario gives a setup, optionally a position (built through `GameState` and
//! re-validated by `Game::try_from`), and steps: throws, moves, and expectations about the
//! legal moves, the events of the last action, the phase, the pawns and the ranking. After
//! every throw and move the runner also checks the invariants of the position, compares the
//! engine's legal moves with an independent model of RULES.md section 6, and round-trips the
//! state through `GameState`.
//!
//! A scenario marked `engine_bug: "..."` shows a known disagreement between the engine and
//! RULES.md; such scenarios are skipped by the per-file tests and run by the ignored test
//! `scenarios_marked_engine_bug` (which fails until the engine is fixed).

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::collections::BTreeMap;
use std::fmt::Write as _;

use common::{Board, Ev, Rc};
use dhayam_core::{Event, Game, GameState, HouseRules, Phase, Preset, Seat, Setup, Team, Variant};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    /// What the scenario shows.
    name: String,
    /// The rule of RULES.md (or RULES-5x5.md) it checks (section and words).
    rule: String,
    /// `"5x5"` for the small board with cowries; the 7x7 board otherwise.
    #[serde(default)]
    board: Option<String>,
    /// Set while the engine disagrees with RULES.md here: what the disagreement is.
    #[serde(default)]
    engine_bug: Option<String>,
    seats: Vec<Seat>,
    /// Two against two (RULES-TEAMS.md): South and North against East and West.
    #[serde(default)]
    teams: bool,
    #[serde(default = "four")]
    pawns: u8,
    #[serde(default)]
    preset: Option<Preset>,
    /// House-rule overrides, as on the command line (`"gate": "wait"`).
    #[serde(default)]
    rules: BTreeMap<String, String>,
    #[serde(default)]
    first: Option<Seat>,
    #[serde(default)]
    position: Option<Position>,
    steps: Vec<Step>,
}

fn four() -> u8 {
    4
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
struct Position {
    /// Each listed player's pawns as path indices, -1 for the yard; pawns not listed are in
    /// the yard (on their home on 5x5). A player with a pawn on the board is opened.
    pawns: BTreeMap<Seat, Vec<i32>>,
    /// Players whose gate is open (they have cut).
    cut: Vec<Seat>,
    /// Players opened although every pawn is in the yard (their pawns were cut).
    opened: Vec<Seat>,
    /// The player to act (default: the setup's first player).
    turn: Option<Seat>,
    /// `awaiting_throw` (default), `awaiting_move` or `finished`.
    phase: Option<String>,
    pool: Vec<u8>,
    cut_this_turn: bool,
    ranking: Vec<Seat>,
}

#[derive(Clone, Debug, Deserialize)]
enum PhaseSpec {
    AwaitingThrow(Seat),
    AwaitingMove(Seat),
    Finished,
}

#[derive(Clone, Debug, Deserialize)]
enum Step {
    /// Throw dice (or cowries, on 5x5) showing this value.
    Throw(u8),
    /// Throw four cowries, 1 for each shell mouth up.
    Shells(u8, u8, u8, u8),
    /// Throw dice showing these two faces.
    Faces(u8, u8),
    /// Play `[value, pawn, from (-1 yard), to]`.
    Play(Vec<i32>),
    /// The legal moves are exactly these, in this order.
    Moves(Vec<Vec<i32>>),
    /// The legal moves `seat` would have with `value` (`Game::moves_for_value`).
    MovesFor(Seat, u8, Vec<Vec<i32>>),
    /// The events of the last throw or move are exactly these.
    Events(Vec<Ev>),
    /// The game waits for this.
    Phase(PhaseSpec),
    /// A player's pawns, as path indices (-1 yard).
    Pawns(Seat, Vec<i32>),
    /// The unspent values, ascending.
    Pool(Vec<u8>),
    /// Whether a player has cut (gate open).
    HasCut(Seat, bool),
    /// Whether a player has entered a pawn.
    Opened(Seat, bool),
    /// Whether a player's gate is open (its own cut, or its partner's in a team game).
    GateOpen(Seat, bool),
    /// The teams in final order, once a team game is over.
    Teams(Vec<Team>),
    /// The ranking so far.
    Ranking(Vec<Seat>),
    /// The King, if any.
    Winner(Option<Seat>),
    /// The squares the last moved pawn passed over and landed on.
    Passed(Vec<Rc>),
    /// Exactly these pawns stand on the square.
    On(Rc, Vec<(Seat, u8)>),
    /// This throw is refused and the game is unchanged.
    RefuseThrow(u8),
    /// This throw of the long dice is refused and the game is unchanged (on 5x5).
    RefuseFaces(u8, u8),
    /// This move is refused and the game is unchanged.
    RefusePlay(Vec<i32>),
}

fn load(file: &str) -> Vec<Scenario> {
    let path = common::repo_tests_dir().join("scenarios").join(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(&text)
        .unwrap_or_else(|e| panic!("{file}: {e}"))
}

fn tuple4(v: &[i32]) -> Result<[i32; 4], String> {
    v.try_into()
        .map_err(|_| format!("a move is [value, pawn, from, to], not {v:?}"))
}

/// The scenario's board.
fn variant(sc: &Scenario) -> Result<Variant, String> {
    sc.board.as_deref().map_or(Ok(Variant::Dhayam), |b| {
        Variant::parse(b).ok_or_else(|| format!("board {b:?}: 7x7 or 5x5"))
    })
}

fn start(sc: &Scenario) -> Result<Game, String> {
    let variant = variant(sc)?;
    let mut rules: HouseRules = sc.preset.map_or(variant.default_rules(), Preset::rules);
    for (key, value) in &sc.rules {
        rules.set(key, value).map_err(|e| e.to_string())?;
    }
    let mut setup = Setup::new(sc.seats.iter().copied())
        .with_variant(variant)
        .with_pawns(sc.pawns)
        .with_rules(rules);
    setup.first = sc.first;
    if sc.teams {
        setup = setup.with_teams();
    }
    let game = Game::new(&setup).map_err(|e| format!("setup refused: {e}"))?;
    let Some(pos) = &sc.position else {
        return Ok(game);
    };
    let mut state = GameState::from(&game);
    let n = sc.pawns as usize;
    for p in &mut state.players {
        if let Some(list) = pos.pawns.get(&p.seat) {
            let mut places = common::places(list);
            if places.len() > n {
                return Err(format!("{} has more than {n} pawns", p.seat));
            }
            places.resize(n, common::start_place(&setup));
            p.opened = places.iter().any(|x| x.index().is_some());
            p.pawns = places;
        }
        p.has_cut = pos.cut.contains(&p.seat);
        p.opened |= p.has_cut || pos.opened.contains(&p.seat);
    }
    for seat in pos.pawns.keys() {
        if !sc.seats.contains(seat) {
            return Err(format!("position lists {seat}, who has no seat"));
        }
    }
    if let Some(turn) = pos.turn {
        state.turn = turn;
    }
    if let Some(phase) = &pos.phase {
        common::set_phase(&mut state, phase);
    }
    state.pool.clone_from(&pos.pool);
    state.cut_this_turn = pos.cut_this_turn;
    state.ranking.clone_from(&pos.ranking);
    Game::try_from(state).map_err(|e| format!("position refused: {e}"))
}

/// Checks run after every throw and move.
fn after_action(board: &Board, game: &Game) -> Result<(), String> {
    common::check_invariants(board, game)?;
    if let Phase::AwaitingMove(_) = game.phase() {
        let state = GameState::from(game);
        let model = common::model_pool_moves(board, &state);
        let engine = common::engine_moves(game);
        if model != engine {
            return Err(format!(
                "legal moves disagree with RULES.md: engine {engine:?}, model {model:?}"
            ));
        }
    }
    let back = Game::try_from(GameState::from(game))
        .map_err(|e| format!("the game's own state is refused on reload: {e}"))?;
    if back != *game {
        return Err("the game's state does not reload to the same game".into());
    }
    Ok(())
}

fn pawns_of(game: &Game, seat: Seat) -> Vec<i32> {
    game.pawns_of(seat)
        .map(|(_, place)| place.index().map_or(-1, i32::from))
        .collect()
}

fn run_step(
    board: &Board,
    game: &mut Game,
    last: &mut Vec<Event>,
    step: &Step,
) -> Result<(), String> {
    match step {
        Step::Throw(_) | Step::Faces(..) | Step::Shells(..) => {
            let throw = match *step {
                Step::Throw(v) => common::throw_in(game, v),
                Step::Faces(a, b) => {
                    dhayam_core::Throw::from_faces(a, b).map_err(|e| e.to_string())?
                }
                Step::Shells(a, b, c, d) => {
                    dhayam_core::Throw::from_shells([a, b, c, d].map(|shell| shell == 1))
                }
                _ => unreachable!(),
            };
            *last = game
                .throw(throw)
                .map_err(|e| format!("throw refused: {e}"))?;
            after_action(board, game)?;
        }
        Step::Play(t) => {
            let t = tuple4(t)?;
            let listed = common::engine_moves(game);
            if !listed.contains(&t) {
                return Err(format!("{t:?} is not among the legal moves {listed:?}"));
            }
            *last = game
                .play(common::move_of(t))
                .map_err(|e| format!("move refused: {e}"))?;
            after_action(board, game)?;
        }
        Step::Moves(expected) => {
            let expected: Vec<[i32; 4]> = expected
                .iter()
                .map(|m| tuple4(m))
                .collect::<Result<_, _>>()?;
            let got = common::engine_moves(game);
            if got != expected {
                return Err(format!("legal moves {got:?}, expected {expected:?}"));
            }
        }
        Step::MovesFor(seat, value, expected) => {
            let expected: Vec<[i32; 4]> = expected
                .iter()
                .map(|m| tuple4(m))
                .collect::<Result<_, _>>()?;
            let got: Vec<[i32; 4]> = game
                .moves_for_value(*seat, *value)
                .iter()
                .map(|&m| common::tuple(m))
                .collect();
            if got != expected {
                return Err(format!(
                    "moves of {seat} with {value}: {got:?}, expected {expected:?}"
                ));
            }
        }
        Step::Events(expected) => {
            let got = common::evs(last);
            if &got != expected {
                return Err(format!("events {got:?}, expected {expected:?}"));
            }
        }
        Step::Phase(expected) => {
            let ok = matches!(
                (expected, game.phase()),
                (PhaseSpec::AwaitingThrow(a), Phase::AwaitingThrow(b))
                    | (PhaseSpec::AwaitingMove(a), Phase::AwaitingMove(b)) if *a == b
            ) || matches!(
                (expected, game.phase()),
                (PhaseSpec::Finished, Phase::Finished)
            );
            if !ok {
                return Err(format!("phase {:?}, expected {expected:?}", game.phase()));
            }
        }
        Step::Pawns(seat, expected) => {
            let mut expected = expected.clone();
            expected.resize(game.pawns_per_player() as usize, -1);
            let got = pawns_of(game, *seat);
            if got != expected {
                return Err(format!("{seat}'s pawns {got:?}, expected {expected:?}"));
            }
        }
        Step::Pool(expected) => {
            let got: Vec<u8> = game.pool().collect();
            if &got != expected {
                return Err(format!("pool {got:?}, expected {expected:?}"));
            }
        }
        Step::HasCut(seat, expected) => {
            if game.has_cut(*seat) != *expected {
                return Err(format!("{seat} has_cut is {}", game.has_cut(*seat)));
            }
        }
        Step::Opened(seat, expected) => {
            if game.is_opened(*seat) != *expected {
                return Err(format!("{seat} opened is {}", game.is_opened(*seat)));
            }
        }
        Step::GateOpen(seat, expected) => {
            if game.is_gate_open(*seat) != *expected {
                return Err(format!(
                    "{seat}'s gate open is {}",
                    game.is_gate_open(*seat)
                ));
            }
        }
        Step::Teams(expected) => {
            let got = game.team_ranking().map(Vec::from);
            if got.as_ref() != Some(expected) {
                return Err(format!("teams {got:?}, expected {expected:?}"));
            }
        }
        Step::Ranking(expected) => {
            if game.ranking() != expected.as_slice() {
                return Err(format!(
                    "ranking {:?}, expected {expected:?}",
                    game.ranking()
                ));
            }
        }
        Step::Winner(expected) => {
            if game.winner() != *expected {
                return Err(format!("winner {:?}, expected {expected:?}", game.winner()));
            }
        }
        Step::Passed(expected) => {
            let moved = last
                .iter()
                .find(|e| matches!(e, Event::Moved { .. } | Event::Entered { .. }))
                .ok_or("the last action moved no pawn")?;
            let got: Vec<Rc> = moved
                .squares_passed_on(game.board())
                .iter()
                .map(|s| (s.row(), s.col()))
                .collect();
            if &got != expected {
                return Err(format!("squares passed {got:?}, expected {expected:?}"));
            }
        }
        Step::On(sq, expected) => {
            let square = dhayam_core::Square::new(sq.0, sq.1).ok_or("no such square")?;
            let mut got: Vec<(Seat, u8)> =
                game.pawns_on(square).map(|p| (p.seat, p.number)).collect();
            got.sort_unstable();
            let mut expected = expected.clone();
            expected.sort_unstable();
            if got != expected {
                return Err(format!("pawns on {sq:?}: {got:?}, expected {expected:?}"));
            }
        }
        Step::RefuseThrow(_) | Step::RefuseFaces(..) => {
            let throw = match *step {
                Step::RefuseThrow(v) => common::throw_in(game, v),
                Step::RefuseFaces(a, b) => {
                    dhayam_core::Throw::from_faces(a, b).map_err(|e| e.to_string())?
                }
                _ => unreachable!(),
            };
            let v = throw.value();
            let before = game.clone();
            match game.throw(throw) {
                Ok(events) => return Err(format!("throw of {v} accepted: {events:?}")),
                Err(e) if e.to_string().is_empty() => return Err("an empty error".into()),
                Err(_) => {}
            }
            if *game != before {
                return Err("a refused throw changed the game".into());
            }
        }
        Step::RefusePlay(t) => {
            let t = tuple4(t)?;
            let before = game.clone();
            match game.play(common::move_of(t)) {
                Ok(events) => return Err(format!("move {t:?} accepted: {events:?}")),
                Err(e) if e.to_string().is_empty() => return Err("an empty error".into()),
                Err(_) => {}
            }
            if *game != before {
                return Err("a refused move changed the game".into());
            }
        }
    }
    Ok(())
}

fn run_scenario(sc: &Scenario) -> Result<(), String> {
    let board = &Board::of(variant(sc)?);
    let mut game = start(sc)?;
    common::check_invariants(board, &game).map_err(|e| format!("start: {e}"))?;
    let mut last = Vec::new();
    for (i, step) in sc.steps.iter().enumerate() {
        run_step(board, &mut game, &mut last, step)
            .map_err(|e| format!("step {} {step:?}: {e}\n{game}", i + 1))?;
    }
    Ok(())
}

/// Runs the scenarios of `file`; `bugs` selects those marked as engine bugs instead.
fn run_file(file: &str, bugs: bool) -> (usize, String) {
    let mut failures = String::new();
    let mut ran = 0;
    for sc in load(file) {
        assert!(!sc.rule.trim().is_empty(), "{}: name the rule", sc.name);
        if sc.engine_bug.is_some() != bugs {
            continue;
        }
        ran += 1;
        if let Err(e) = run_scenario(&sc) {
            let _ = writeln!(
                failures,
                "\n[{file}] {} (RULES.md {}){}:\n  {e}",
                sc.name,
                sc.rule,
                sc.engine_bug
                    .as_ref()
                    .map_or(String::new(), |b| format!(" [engine bug: {b}]"))
            );
        }
    }
    (ran, failures)
}

macro_rules! scenario_files {
    ($($test:ident => $file:literal),* $(,)?) => {
        const FILES: &[&str] = &[$($file),*];
        $(
            #[test]
            fn $test() {
                let (ran, failures) = run_file($file, false);
                assert!(failures.is_empty(), "{failures}");
                assert!(ran > 0, "{} runs no scenario", $file);
            }
        )*
    };
}

scenario_files! {
    dice_and_bonus_throws => "dice.ron",
    setup_and_turn_order => "players.ron",
    entering => "entering.ron",
    moving_and_cutting => "moving.ron",
    crosses => "crosses.ron",
    the_gate => "gate.ron",
    the_centre => "centre.ron",
    turn_per_throw => "turn.ron",
    turn_throw_first => "throw_first.ron",
    end_of_game => "end.ron",
    worked_examples => "worked_examples.ron",
    the_5x5_board => "thayam.ron",
    the_5x5_house_rules => "thayam_rules.ron",
    team_play => "teams.ron",
}

#[test]
fn every_scenario_file_is_run() {
    let dir = common::repo_tests_dir().join("scenarios");
    let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| {
            std::path::Path::new(n)
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("ron"))
        })
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = FILES.iter().map(|s| (*s).to_owned()).collect();
    listed.sort();
    assert_eq!(
        on_disk, listed,
        "every scenario file needs a test in scenarios.rs"
    );
    let total: usize = FILES.iter().map(|f| load(f).len()).sum();
    assert!(total >= 60, "only {total} scenarios");
}

#[test]
#[ignore = "runs only the scenarios marked engine_bug (known engine bugs; none at present)"]
fn scenarios_marked_engine_bug() {
    let mut all = String::new();
    let mut ran = 0;
    for file in FILES {
        let (n, failures) = run_file(file, true);
        ran += n;
        all.push_str(&failures);
    }
    assert!(all.is_empty(), "{all}");
    println!("{ran} scenarios marked engine_bug now pass: remove their markers");
}
