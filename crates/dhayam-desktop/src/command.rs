//! What the player asked for: every click and key becomes a command, applied in one place
//! ([`crate::DhayamApp::apply`]). Commands about the game go on to the table.

use std::path::PathBuf;

/// A request from the screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// A command for the game at the table (throw, play, undo, settings, ...).
    Table(dhayam_table::Command),
    /// Open the new-game screen (declining an unfinished game offered, putting a game in
    /// progress aside).
    NewGame,
    /// Start a game from the setup screen's choices (asking first if a game in progress
    /// was put aside).
    StartGame,
    /// Start the setup screen's game, ending the game put aside ("End the game in
    /// progress?" answered Start).
    EndGameAndStart,
    /// Keep the game put aside ("End the game in progress?" answered Keep, or Esc).
    KeepGame,
    /// Show the form to join a table on another computer.
    ShowJoin,
    /// Close the join form.
    CloseJoin,
    /// Join the table of the code typed in the join form.
    JoinTable,
    /// Join this table found nearby (its code), on the local network only.
    JoinNearby(String),
    /// The host starts the game across computers (every open seat taken).
    StartHosted,
    /// Leave the table across computers (the host closes it).
    LeaveTable,
    /// Stay at the table across computers ("Leave the table?" answered Stay).
    StayAtTable,
    /// The host lets a computer play for this guest (its network id) until it is back.
    HandOver(String),
    /// The host removes the guest at this seat from the table (its key is refused from
    /// then on; before the start the seat is open again, during the game a computer plays
    /// it to the end).
    RemoveGuest(dhayam_core::Seat),
    /// The host lets the guest at this seat, handed to a computer, play it again now.
    LetBack(dhayam_core::Seat),
    /// The host throws with its own dice alone while nobody else is here (those throws
    /// are marked not provably fair).
    GoOnAlone,
    /// The host sets the table's turn clock.
    SetClock(dhayam_net::TurnClock),
    /// A guest whose seats a computer plays (its time ran out too often) is back.
    Back,
    /// The guest has read how many throws were made without it.
    SeenMissed,
    /// Say this to everyone at the table across computers.
    Say(dhayam_net::Line),
    /// Mute a speaker at the table here, or unmute them.
    MuteSpeaker {
        /// Who (`Talk::speaker`).
        key: String,
        /// The name they are muted under.
        name: String,
    },
    /// Watch the table of the code typed in the join form (no seat, no dice).
    WatchTable,
    /// Watch this table found nearby (its code), on the local network only.
    WatchNearby(String),
    /// A game across computers is over: this computer's players play another at the same
    /// table (the host opens it; a guest says yes to it).
    PlayAgainAtTable,
    /// A watcher takes this seat (`None`: the first open one) between games.
    TakeSeat(Option<dhayam_core::Seat>),
    /// The host lets a computer play this seat, open for a friend, between games.
    SeatComputer(dhayam_core::Seat),
    /// The host opens this computer's seat for a friend again, between games.
    OpenSeat(dhayam_core::Seat),
    /// The host lets people watch the table, or not.
    SetWatching(bool),
    /// Open the table this computer hosted again (after the app quit or crashed).
    ReopenTable,
    /// Go back to the table this computer joined (after the app quit or crashed).
    RejoinTable,
    /// Drop the marked move, or close the rules (Esc).
    Cancel,
    /// The keys go to the window's buttons (F6 or F10 during a game): the menu bar's first
    /// item takes the focus and Tab goes from button to button, until Esc.
    KeysToButtons,
    /// The keys go back to the board (Esc after F6).
    KeysToBoard,
    /// This first-game tip is done with (OK, Esc, or its moment passed): it does not
    /// come again.
    DismissTip(dhayam_store::Tip),
    /// Turn the first-game tips off (Skip tips); the menu turns them on again.
    SkipTips,
    /// Show or hide the rules.
    ToggleRules,
    /// Sound off, or on again (M).
    ToggleMute,
    /// Use these preferences of the window's (look, language, sound, tips) from now on;
    /// they are saved at once and go to no table.
    ChangePreferences(dhayam_store::Preferences),
    /// Show the game: the board (a game put aside by New game comes back), or the setup
    /// screen.
    ShowGame,
    /// Show the finished games.
    ShowHistory,
    /// Show the statistics.
    ShowStatistics,
    /// Show the Practice screen (puzzles from the history and the bundled games).
    ShowPractice,
    /// Show the analysis board (an empty board the first time).
    ShowAnalysis,
    /// Open the analysis board with the replay's position shown.
    AnalyseReplay,
    /// Change the analysis board.
    Analysis(crate::analysis_board::BoardEdit),
    /// Answer the puzzle shown with this move.
    AnswerPuzzle(dhayam_core::Move),
    /// Answer the puzzle shown with this pawn (0-based; its key, 1 to 6), as a click on
    /// it would.
    AnswerPuzzleWith(u8),
    /// Go on to the next puzzle.
    NextPuzzle,
    /// Replay the history's game at this index.
    OpenReplay(usize),
    /// Show the replay after this many steps.
    ReplayTo(usize),
    /// Leave the replay for the history list.
    CloseReplay,
    /// Export the history's game at this index to a file the player picks.
    Export(usize),
    /// Import a game file the player picks into the history.
    Import,
    /// Hide the messages.
    DismissMessages,
    /// Open a folder in the system's file manager (where a crash report is).
    OpenFolder(PathBuf),
    /// About the dice panel of the game shown (the one at the table, or the replay).
    Dice(DiceCommand),
}

/// What the player asked of the dice panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceCommand {
    /// Show it.
    Open,
    /// Close it.
    Close,
    /// Check every throw, as `dhayam-cli verify` does.
    Verify,
}

impl From<dhayam_table::Command> for Command {
    fn from(command: dhayam_table::Command) -> Command {
        Command::Table(command)
    }
}
