//! The sounds a table asks for: scripted throws, moves, a cut and a King, in order and
//! timed to the animations.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_ai::Level;
use dhayam_core::{Phase, Seat, Setup};
use dhayam_store::{AnimationSpeed, ComputerPace, PlayerKind, SeatPlayer, TableSettings};
use dhayam_table::Cue::{Cut, DiceLand, DiceShake, Enter, Step, ThrowAgain, YourTurn};
use dhayam_table::{
    Command, Cue, DiceSource, Effect, RandomDice, ScriptedDice, Table, TimedCue, pace,
};

fn table(dice: impl DiceSource + 'static, animation: AnimationSpeed) -> Table {
    let settings = TableSettings {
        animation,
        computer_pace: ComputerPace::Instant,
        ..TableSettings::default()
    };
    Table::new(settings, None, Box::new(dice))
}

fn start(table: &mut Table, kinds: &[(Seat, PlayerKind)]) {
    let setup = Setup::new(kinds.iter().map(|(s, _)| *s).collect::<Vec<_>>());
    let players = kinds
        .iter()
        .map(|&(seat, kind)| SeatPlayer::new(seat, seat.name(), kind))
        .collect();
    table.apply(
        Command::Start {
            setup,
            players,
            undo: false,
        },
        0.0,
    );
}

/// The cues among `effects`, answering computer decisions at once (their cues too).
fn cues(table: &mut Table, effects: Vec<Effect>, now: f64, heard: &mut Vec<TimedCue>) {
    for effect in effects {
        match effect {
            Effect::Sound(cues) => heard.extend(cues),
            Effect::Think(request) => {
                let answer = table.apply(request.answer(), now);
                cues(table, answer, now, heard);
            }
            _ => {}
        }
    }
}

/// Applies `command` at `now`, then lets time pass in small ticks for `wait` seconds.
fn act(table: &mut Table, command: Command, now: &mut f64, wait: f64, heard: &mut Vec<TimedCue>) {
    let effects = table.apply(command, *now);
    cues(table, effects, *now, heard);
    let until = *now + wait;
    while *now < until {
        *now += 0.05;
        let effects = table.tick(*now);
        cues(table, effects, *now, heard);
    }
}

fn names(heard: &[TimedCue]) -> Vec<Cue> {
    heard.iter().map(|c| c.cue).collect()
}

const TWO_PEOPLE: [(Seat, PlayerKind); 2] = [
    (Seat::South, PlayerKind::Human),
    (Seat::North, PlayerKind::Human),
];

#[test]
fn throws_moves_and_a_cut_sound_in_order() {
    // Red enters with a 1 and walks 3; Yellow enters, runs 12 and cuts Red with a 3; Red's
    // 2 is lost (the same script as the desktop's flow test).
    let mut table = table(
        ScriptedDice::values([1, 3, 1, 12, 3, 2]),
        AnimationSpeed::Normal,
    );
    start(&mut table, &TWO_PEOPLE);
    let (mut now, mut heard) = (1.0, Vec::new());
    let wait = 3.0;
    act(&mut table, Command::Throw, &mut now, wait, &mut heard);
    act(&mut table, Command::PickPawn(0), &mut now, wait, &mut heard);
    // The 3 has one move: it plays itself.
    act(&mut table, Command::Throw, &mut now, wait, &mut heard);
    act(&mut table, Command::Throw, &mut now, wait, &mut heard);
    act(&mut table, Command::PickPawn(0), &mut now, wait, &mut heard);
    act(&mut table, Command::Throw, &mut now, wait, &mut heard);
    act(&mut table, Command::Throw, &mut now, wait, &mut heard);
    act(&mut table, Command::Throw, &mut now, wait, &mut heard);
    assert_eq!(
        table.session().unwrap().game().phase(),
        Phase::AwaitingThrow(Seat::North),
        "the script played out"
    );

    let dice = [DiceShake, DiceLand];
    let mut expected = Vec::new();
    expected.extend(dice); // Red throws 1,
    expected.extend([Enter, ThrowAgain]); // enters and throws again:
    expected.extend(dice); // 3,
    expected.extend([Step; 3]); // walked.
    expected.extend(dice); // Yellow throws 1,
    expected.extend([Enter, ThrowAgain]); // enters;
    expected.extend(dice); // 12,
    expected.extend([Step; 12]); // walked,
    expected.push(ThrowAgain); // and throws again:
    expected.extend(dice); // 3,
    expected.extend([Step; 3]); // walked onto Red:
    expected.push(Cut);
    expected.extend(dice); // Red's 2 is lost: the dice alone.
    assert_eq!(names(&heard), expected);

    // Every cue of a throw or move comes no earlier than the one before it.
    assert!(heard.windows(2).all(|w| w[0].at <= w[1].at), "{heard:?}");
    // The dice clack when they land, and a walk ends when its pawn arrives.
    let roll = pace::roll_seconds(AnimationSpeed::Normal);
    assert!((heard[1].at - heard[0].at - roll).abs() < 1e-9);
    let step = pace::step_seconds(AnimationSpeed::Normal);
    let walk: Vec<f64> = heard[6..9].iter().map(|c| c.at).collect();
    assert!((walk[1] - walk[0] - step).abs() < 1e-9, "{walk:?}");
    let cut = heard.iter().position(|c| c.cue == Cut).unwrap();
    assert!(
        (heard[cut].at - heard[cut - 1].at).abs() < 1e-9,
        "the knock when the cutter lands"
    );
}

#[test]
fn instant_dice_only_clack() {
    let mut table = table(ScriptedDice::values([2]), AnimationSpeed::Instant);
    start(&mut table, &TWO_PEOPLE);
    let (mut now, mut heard) = (1.0, Vec::new());
    act(&mut table, Command::Throw, &mut now, 0.5, &mut heard);
    assert_eq!(names(&heard), [Cue::DiceLand]);
}

#[test]
fn a_person_hears_their_turn_after_the_computer() {
    // Red's 2 is lost (no chime for the computer's turn); the computer's 2 is lost too, and
    // the turn coming back to Red chimes once the computer's dice have landed.
    let mut table = table(ScriptedDice::values([2, 2]), AnimationSpeed::Normal);
    start(
        &mut table,
        &[
            (Seat::South, PlayerKind::Human),
            (Seat::North, PlayerKind::Computer(Level::Easy)),
        ],
    );
    let (mut now, mut heard) = (1.0, Vec::new());
    act(&mut table, Command::Throw, &mut now, 5.0, &mut heard);
    assert_eq!(
        table.session().unwrap().game().phase(),
        Phase::AwaitingThrow(Seat::South)
    );
    assert_eq!(
        names(&heard),
        [DiceShake, DiceLand, DiceShake, DiceLand, YourTurn]
    );
    assert!(heard[4].at > heard[3].at, "after the computer's dice land");
}

#[test]
fn the_king_gets_the_fanfare_once_after_the_last_pawn_reaches_the_centre() {
    let mut table = table(RandomDice::seeded(11), AnimationSpeed::Fast);
    start(&mut table, &TWO_PEOPLE);
    let (mut now, mut heard) = (1.0, Vec::new());
    for _ in 0..5000 {
        let game = table.session().unwrap().game();
        if game.is_over() {
            break;
        }
        let command = match game.phase() {
            Phase::AwaitingThrow(_) => Command::Throw,
            _ => Command::Confirm,
        };
        if matches!(command, Command::Confirm) {
            act(&mut table, Command::CycleMove, &mut now, 0.0, &mut heard);
        }
        act(&mut table, command, &mut now, 2.0, &mut heard);
    }
    let game = table.session().unwrap().game();
    assert!(game.is_over(), "the game ended");
    let kings: Vec<usize> = (0..heard.len())
        .filter(|&i| heard[i].cue == Cue::King)
        .collect();
    assert_eq!(kings.len(), 1, "one King");
    let king = kings[0];
    assert_eq!(
        heard[king - 1].cue,
        Cue::Centre,
        "the last pawn home, then the fanfare"
    );
    assert!(heard[king].at > heard[king - 1].at);
    let centres = heard.iter().filter(|c| c.cue == Cue::Centre).count();
    let home = game
        .seats()
        .iter()
        .map(|&s| game.centre_count(s) as usize)
        .sum::<usize>();
    assert_eq!(centres, home, "one chime per pawn at the centre");
}
