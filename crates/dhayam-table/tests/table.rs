//! The table without any window: whole games through commands and ticks, computer seats
//! answering at once, so every run of a seed is the same.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_ai::Level;
use dhayam_core::{Event, Phase, Seat, Setup};
use dhayam_store::{
    AnimationSpeed, ComputerPace, PlayerKind, SavedGame, SeatPlayer, TableSettings,
};
use dhayam_table::{
    Command, DiceSource, Effect, Purpose, RandomDice, ScriptedDice, Table, Tell, ThinkRequest,
};

fn settings(animation: AnimationSpeed) -> TableSettings {
    TableSettings {
        animation,
        computer_pace: ComputerPace::Brisk,
        ..TableSettings::default()
    }
}

fn players(kinds: &[(Seat, PlayerKind)]) -> Vec<SeatPlayer> {
    kinds
        .iter()
        .map(|&(seat, kind)| SeatPlayer::new(seat, seat.name(), kind))
        .collect()
}

fn start(table: &mut Table, kinds: &[(Seat, PlayerKind)]) -> Vec<Effect> {
    let setup = Setup::new(kinds.iter().map(|(s, _)| *s).collect::<Vec<_>>());
    table.apply(
        Command::Start {
            setup,
            players: players(kinds),
            undo: true,
        },
        0.0,
    )
}

/// Answers every computer decision the effects ask for at once; returns every other
/// effect, those of the answers included, in order.
fn answer_all(table: &mut Table, effects: Vec<Effect>, now: f64) -> Vec<Effect> {
    let mut done = Vec::new();
    let mut queue: std::collections::VecDeque<Effect> = effects.into();
    while let Some(effect) = queue.pop_front() {
        match effect {
            Effect::Think(request) => queue.extend(table.apply(request.answer(), now)),
            other => done.push(other),
        }
    }
    done
}

/// Plays a whole game by ticks alone: every seat a computer.
fn computer_game(seed: u64, animation: AnimationSpeed) -> (SavedGame, usize) {
    let mut table = Table::new(
        settings(animation),
        None,
        Box::new(RandomDice::seeded(seed)),
    );
    let computer = PlayerKind::Computer(Level::Medium);
    let kinds = [
        (Seat::South, computer),
        (Seat::East, PlayerKind::Computer(Level::Easy)),
        (Seat::North, computer),
    ];
    start(&mut table, &kinds);
    let mut now = 0.0;
    let mut finished = None;
    let mut saves = 0;
    for _ in 0..200_000 {
        now += 0.05;
        let effects = table.tick(now);
        for effect in answer_all(&mut table, effects, now) {
            match effect {
                Effect::Save(_) => saves += 1,
                Effect::Finish(game) => finished = Some(game),
                _ => {}
            }
        }
        if let Some(game) = finished.take() {
            return (game, saves);
        }
    }
    panic!("the game did not end");
}

#[test]
fn a_computer_game_ends_and_repeats_for_its_seed() {
    let (game, saves) = computer_game(11, AnimationSpeed::Fast);
    assert!(game.is_finished());
    let replayed = game.record().replay().unwrap();
    assert!(replayed.is_over());
    let record = game.record();
    assert_eq!(
        saves + 1,
        record.throws.len() + record.moves.len(),
        "one save per throw and move, the last one to the history"
    );
    let (again, _) = computer_game(11, AnimationSpeed::Fast);
    assert_eq!(
        again.record(),
        game.record(),
        "the same seed plays the same game"
    );
    let (other, _) = computer_game(12, AnimationSpeed::Fast);
    assert_ne!(other.record(), game.record());
}

#[test]
fn computers_wait_for_the_dice_to_land_and_then_for_their_pace() {
    let mut table = Table::new(
        settings(AnimationSpeed::Slow),
        None,
        Box::new(ScriptedDice::values([3, 1])),
    );
    let kinds = [
        (Seat::South, PlayerKind::Human),
        (Seat::North, PlayerKind::Computer(Level::Medium)),
    ];
    start(&mut table, &kinds);
    // Red throws 3 with no pawn out: the value is lost and Yellow (a computer) is next.
    let effects = table.apply(Command::Throw, 0.0);
    let landed = effects
        .iter()
        .find_map(|e| match e {
            Effect::Roll { until, .. } => Some(*until),
            _ => None,
        })
        .expect("the dice roll");
    assert!(landed > 0.0, "slow dice take time to land");
    assert!(
        table.tick(landed / 2.0).is_empty(),
        "not while the dice tumble"
    );
    let pause = dhayam_table::pace::computer_seconds(ComputerPace::Brisk);
    assert!(
        table.tick(landed).is_empty(),
        "the pause starts when they land"
    );
    assert_eq!(table.next_wake(landed), Some(landed + pause));
    assert!(table.tick(landed + pause / 2.0).is_empty());
    let effects = table.tick(landed + pause);
    assert!(
        effects.iter().any(|e| matches!(
            e,
            Effect::Roll {
                seat: Seat::North,
                ..
            }
        )),
        "{effects:?}"
    );
}

#[test]
fn a_scripted_dice_that_runs_out_is_told_and_changes_nothing() {
    let mut table = Table::new(
        settings(AnimationSpeed::Instant),
        None,
        Box::new(ScriptedDice::values([])),
    );
    start(
        &mut table,
        &[
            (Seat::South, PlayerKind::Human),
            (Seat::North, PlayerKind::Human),
        ],
    );
    let before = table.session().unwrap().saved().clone();
    let effects = table.apply(Command::Throw, 1.0);
    assert!(
        effects.iter().any(|e| matches!(
            e,
            Effect::Tell(n) if matches!(n.tell, Tell::NoThrow(_))
        )),
        "{effects:?}"
    );
    assert!(!effects.iter().any(|e| matches!(e, Effect::Save(_))));
    assert_eq!(table.session().unwrap().saved(), &before);
}

#[test]
fn a_refused_click_changes_nothing() {
    let mut table = Table::new(
        settings(AnimationSpeed::Instant),
        None,
        Box::new(ScriptedDice::values([3])),
    );
    start(
        &mut table,
        &[
            (Seat::South, PlayerKind::Computer(Level::Easy)),
            (Seat::North, PlayerKind::Human),
        ],
    );
    let before = table.session().unwrap().saved().clone();
    // A computer is to throw: the person's click does nothing.
    assert!(table.apply(Command::Throw, 0.0).is_empty());
    assert!(table.apply(Command::PickPawn(0), 0.0).is_empty());
    assert_eq!(table.session().unwrap().saved(), &before);
}

/// A table where Red (a person) has thrown a 1 and the hint is asked.
fn person_to_move_with_hint() -> (Table, ThinkRequest) {
    let mut table = Table::new(
        settings(AnimationSpeed::Instant),
        None,
        Box::new(ScriptedDice::values([1, 1])),
    );
    start(
        &mut table,
        &[
            (Seat::South, PlayerKind::Human),
            (Seat::North, PlayerKind::Human),
        ],
    );
    table.apply(Command::Throw, 0.0);
    let effects = table.apply(Command::Hint, 0.0);
    let Some(Effect::Think(request)) = effects.into_iter().next() else {
        panic!("a hint is asked for");
    };
    assert_eq!(request.purpose, Purpose::Hint);
    assert!(table.hint_pending());
    (table, request)
}

#[test]
fn a_hint_marks_a_legal_move() {
    let (mut table, request) = person_to_move_with_hint();
    table.apply(request.answer(), 0.5);
    let hint = table.hint().expect("the hint arrived");
    assert!(table.person_moves().contains(&hint));
    assert_eq!(table.marked(), Some(hint));
    let effects = table.apply(Command::Confirm, 1.0);
    assert!(effects.iter().any(|e| matches!(e, Effect::Save(_))));
    assert_eq!(table.session().unwrap().saved().record().moves, [hint]);
}

#[test]
fn a_hint_arriving_after_an_undo_changes_nothing() {
    let (mut table, _) = person_to_move_with_hint();
    // Play, undo, and ask again: the first hint's answer is now stale.
    let mv = table.person_moves()[0];
    table.apply(Command::Play(mv), 0.1);
    table.apply(Command::Throw, 0.2);
    let undone = table.apply(Command::Undo, 0.3);
    assert!(undone.iter().any(|e| matches!(e, Effect::NewPosition)));
    let stale = {
        let effects = table.apply(Command::Hint, 0.4);
        let Some(Effect::Think(fresh)) = effects.into_iter().next() else {
            panic!("a hint is asked for again");
        };
        fresh
    };
    let before = table.session().unwrap().saved().clone();
    let mut old = stale.clone();
    old.stamp.generation -= 1;
    assert!(table.apply(old.answer(), 0.5).is_empty());
    assert_eq!(table.hint(), None, "the stale answer was dropped");
    assert_eq!(table.session().unwrap().saved(), &before);
    table.apply(stale.answer(), 0.6);
    assert!(table.hint().is_some(), "the current answer is taken");
}

/// A table where North (a computer) has been asked for its move.
fn computer_thinking() -> (Table, ThinkRequest) {
    let mut table = Table::new(
        TableSettings {
            computer_pace: ComputerPace::Instant,
            ..settings(AnimationSpeed::Instant)
        },
        None,
        Box::new(ScriptedDice::values([3, 1])),
    );
    start(
        &mut table,
        &[
            (Seat::South, PlayerKind::Human),
            (Seat::North, PlayerKind::Computer(Level::Hard)),
        ],
    );
    table.apply(Command::Throw, 0.0);
    for now in [0.1, 0.2, 0.3] {
        for effect in table.tick(now) {
            if let Effect::Think(request) = effect {
                assert!(table.computer_thinking());
                return (table, request);
            }
        }
    }
    panic!("the computer was never asked");
}

#[test]
fn a_computer_answer_after_a_new_game_changes_nothing() {
    let (mut table, request) = computer_thinking();
    table.apply(Command::Leave, 1.0);
    start(
        &mut table,
        &[
            (Seat::South, PlayerKind::Human),
            (Seat::North, PlayerKind::Human),
        ],
    );
    let before = table.session().unwrap().saved().clone();
    assert!(table.apply(request.answer(), 2.0).is_empty());
    assert_eq!(table.session().unwrap().saved(), &before);
}

#[test]
fn a_computer_answer_after_closing_changes_nothing() {
    let (mut table, request) = computer_thinking();
    let before = table.session().unwrap().saved().clone();
    assert!(table.apply(Command::Close, 1.0).is_empty());
    assert!(table.apply(request.answer(), 2.0).is_empty());
    assert!(table.tick(10.0).is_empty());
    assert_eq!(table.session().unwrap().saved(), &before);
}

#[test]
fn a_failed_computer_decision_plays_the_first_move_and_says_so() {
    let (mut table, request) = computer_thinking();
    let first = table.session().unwrap().game().legal_moves()[0];
    let effects = table.apply(
        Command::Answer {
            stamp: request.stamp,
            purpose: Purpose::Play,
            chosen: None,
        },
        1.0,
    );
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Tell(n) if n.tell == Tell::ComputerFailed))
    );
    assert_eq!(table.session().unwrap().saved().record().moves, [first]);
}

#[test]
fn undo_takes_back_the_persons_move_and_keeps_the_throw() {
    let mut table = Table::new(
        settings(AnimationSpeed::Instant),
        None,
        Box::new(ScriptedDice::values([1, 3])),
    );
    start(
        &mut table,
        &[
            (Seat::South, PlayerKind::Human),
            (Seat::North, PlayerKind::Human),
        ],
    );
    table.apply(Command::Throw, 0.0);
    let effects = table.apply(Command::PickPawn(2), 0.0);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Save(g) if g.record().moves.len() == 1))
    );
    let effects = table.apply(Command::Undo, 1.0);
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Tell(n) if n.tell == Tell::Undone { again: Some(1) }
    )));
    let session = table.session().unwrap();
    assert_eq!(session.game().phase(), Phase::AwaitingMove(Seat::South));
    assert!(session.saved().record().moves.is_empty());
    // The forced-move rule does not replay the undone move by itself.
    assert!(table.tick(5.0).is_empty());
}

#[test]
fn settings_are_saved_when_they_change_and_only_then() {
    let mut table = Table::new(
        TableSettings::default(),
        None,
        Box::new(ScriptedDice::values([])),
    );
    let same = table.apply(Command::ChangeSettings(TableSettings::default()), 0.0);
    assert!(same.is_empty());
    let changed = TableSettings {
        animation: AnimationSpeed::Slow,
        ..TableSettings::default()
    };
    let effects = table.apply(Command::ChangeSettings(changed.clone()), 0.0);
    assert!(matches!(&effects[..], [Effect::SaveSettings(s)] if *s == changed));
    assert_eq!(table.settings(), &changed);
}

#[test]
fn starting_remembers_the_setup_and_every_seats_player() {
    let mut table = Table::new(
        TableSettings::default(),
        None,
        Box::new(ScriptedDice::values([])),
    );
    let mut all = players(&[
        (Seat::South, PlayerKind::Human),
        (Seat::East, PlayerKind::Computer(Level::Hard)),
        (Seat::North, PlayerKind::Human),
        (Seat::West, PlayerKind::Human),
    ]);
    all[2].name = "Bala".to_owned();
    let setup = Setup::new([Seat::South, Seat::North]);
    let effects = table.apply(
        Command::Start {
            setup: setup.clone(),
            players: all,
            undo: false,
        },
        0.0,
    );
    let saved = effects.iter().find_map(|e| match e {
        Effect::SaveSettings(s) => Some(s),
        _ => None,
    });
    let saved = saved.expect("the choices are kept");
    assert_eq!(saved.last_setup, Some(setup));
    assert_eq!(saved.player(Seat::North).name, "Bala");
    assert_eq!(
        saved.player(Seat::East).kind,
        PlayerKind::Computer(Level::Hard),
        "a seat that does not play keeps its player for next time"
    );
    assert!(!saved.undo);
    let session = table.session().unwrap();
    assert_eq!(session.saved().players().len(), 2);
}

#[test]
fn a_setup_the_rules_refuse_is_told() {
    let mut table = Table::new(
        TableSettings::default(),
        None,
        Box::new(ScriptedDice::values([])),
    );
    let effects = table.apply(
        Command::Start {
            setup: Setup::new([Seat::South, Seat::East]),
            players: players(&[
                (Seat::South, PlayerKind::Human),
                (Seat::East, PlayerKind::Human),
            ]),
            undo: true,
        },
        0.0,
    );
    assert!(matches!(&effects[..], [Effect::StartRefused(_)]));
    assert!(table.session().is_none());
}

#[test]
fn throw_again_is_read_from_the_rules() {
    let mut table = Table::new(
        settings(AnimationSpeed::Instant),
        None,
        Box::new(ScriptedDice::values([1])),
    );
    start(
        &mut table,
        &[
            (Seat::South, PlayerKind::Human),
            (Seat::North, PlayerKind::Human),
        ],
    );
    table.apply(Command::Throw, 0.0);
    let effects = table.apply(Command::PickPawn(0), 0.0);
    let session = table.session().unwrap();
    assert_eq!(session.throw_again(), Some(Seat::South));
    assert!(effects.iter().any(|e| matches!(e, Effect::Save(_))));
    let last = session.log().last().unwrap();
    assert!(
        matches!(
            last.entry,
            dhayam_table::LogEntry::Event(Event::ThrowAgain { .. })
        ) || session.log().len() > 1
    );
}

#[allow(dead_code)]
fn assert_dice_is_object_safe(_: &dyn DiceSource) {}
