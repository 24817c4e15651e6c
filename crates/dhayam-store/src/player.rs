//! Who sat in each seat: a name and whether a person or the computer played.

use std::fmt;

use serde::{Deserialize, Serialize};

use dhayam_ai::Level;
use dhayam_core::Seat;

/// The longest player name kept, in characters (see [`check_name`] and [`clean_name`]).
pub const MAX_NAME_CHARS: usize = 40;

/// Whether a person or the computer plays a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerKind {
    /// A person at this computer.
    #[default]
    Human,
    /// The computer, at a level (`dhayam-ai`'s, saved by its lower-case name).
    Computer(Level),
    /// A person at another computer, in a game played across computers: this computer
    /// never acts for the seat, it waits for that person's moves to arrive.
    Remote,
}

impl PlayerKind {
    /// Whether a person plays (here or at another computer).
    pub const fn is_human(self) -> bool {
        matches!(self, PlayerKind::Human | PlayerKind::Remote)
    }

    /// Whether a person at this computer plays.
    pub const fn is_here(self) -> bool {
        matches!(self, PlayerKind::Human)
    }
}

/// One seat's player.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatPlayer {
    /// The seat.
    pub seat: Seat,
    /// The name shown, and with the kind the key of the statistics.
    pub name: String,
    /// Human or computer. A file that does not say counts the player as a person.
    #[serde(default)]
    pub kind: PlayerKind,
}

impl SeatPlayer {
    /// A player for `seat`.
    pub fn new(seat: Seat, name: impl Into<String>, kind: PlayerKind) -> SeatPlayer {
        SeatPlayer {
            seat,
            name: name.into(),
            kind,
        }
    }

    /// A human player named after the seat ("South").
    pub fn human(seat: Seat) -> SeatPlayer {
        SeatPlayer::new(seat, seat.name(), PlayerKind::Human)
    }
}

/// Why a player name is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NameError {
    /// The name is empty, or only spaces.
    Empty,
    /// The name has more than `limit` characters ([`MAX_NAME_CHARS`]).
    TooLong {
        /// The most characters a name may have.
        limit: usize,
    },
    /// The name contains a control character (a line break, a tab, an escape...).
    ControlCharacter,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => f.write_str("the name is empty"),
            NameError::TooLong { limit } => {
                write!(f, "the name is longer than {limit} characters")
            }
            NameError::ControlCharacter => f.write_str("the name contains control characters"),
        }
    }
}

impl std::error::Error for NameError {}

/// Why a list of players does not fit a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayersError {
    /// The seat plays but has no player.
    Missing(Seat),
    /// The seat has more than one player.
    Twice(Seat),
    /// The seat has a player but does not play in the game.
    NotPlaying(Seat),
    /// The name of the seat's player is refused.
    Name(Seat, NameError),
}

impl fmt::Display for PlayersError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayersError::Missing(seat) => write!(f, "{seat} plays but has no player"),
            PlayersError::Twice(seat) => write!(f, "{seat} has more than one player"),
            PlayersError::NotPlaying(seat) => {
                write!(f, "{seat} has a player but does not play")
            }
            PlayersError::Name(seat, error) => write!(f, "{seat}'s player: {error}"),
        }
    }
}

impl std::error::Error for PlayersError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PlayersError::Name(_, error) => Some(error),
            _ => None,
        }
    }
}

/// The rule for player names: a name is kept when it has something besides spaces, at
/// most [`MAX_NAME_CHARS`] characters and no control character. Saves, settings and
/// [`crate::SavedGame::new`] refuse other names; [`clean_name`] makes any text pass.
pub fn check_name(name: &str) -> Result<(), NameError> {
    if name.trim().is_empty() {
        return Err(NameError::Empty);
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(NameError::TooLong {
            limit: MAX_NAME_CHARS,
        });
    }
    if name.chars().any(char::is_control) {
        return Err(NameError::ControlCharacter);
    }
    Ok(())
}

/// The one way to turn text into a player name: for names typed by a person and names that
/// arrive from elsewhere (a network peer, an imported file), before they are used.
///
/// Removes control characters, trims spaces at both ends, and cuts the rest to its first
/// [`MAX_NAME_CHARS`] characters. The result always passes [`check_name`] unless it is
/// empty (the text had nothing besides spaces and control characters); the caller decides
/// what an empty name means (usually: keep the old name, or the seat's name).
///
/// ```
/// use dhayam_store::{MAX_NAME_CHARS, check_name, clean_name};
///
/// assert_eq!(clean_name("  Asha\n"), "Asha");
/// assert_eq!(clean_name(&"x".repeat(99)).chars().count(), MAX_NAME_CHARS);
/// assert!(check_name(&clean_name("\u{1b}[31mMallory\t")).is_ok());
/// assert_eq!(clean_name(" \t "), "");
/// ```
pub fn clean_name(typed: &str) -> String {
    clean_cut(typed, MAX_NAME_CHARS)
}

/// Without control characters, trimmed, and cut to its first `max` characters.
fn clean_cut(typed: &str, max: usize) -> String {
    let visible: String = typed.chars().filter(|c| !c.is_control()).collect();
    let cut: String = visible.trim().chars().take(max).collect();
    // Cutting may leave spaces at the end.
    cut.trim_end().to_owned()
}

/// The most characters of one line said at a table across computers.
pub const MAX_LINE_CHARS: usize = 200;

/// The rule for a line of talk that arrives from another computer: as
/// [`clean_network_name`], cut to [`MAX_LINE_CHARS`] characters instead (line breaks
/// go with the other control characters: a line is one line). An empty result means
/// the line had nothing visible to show.
///
/// ```
/// use dhayam_store::{MAX_LINE_CHARS, clean_network_line};
///
/// assert_eq!(clean_network_line("well\u{202e} played\n"), "well played");
/// assert_eq!(clean_network_line(&"ந".repeat(500)).chars().count(), MAX_LINE_CHARS);
/// assert_eq!(clean_network_line("\u{200b}\u{2028}"), "");
/// ```
pub fn clean_network_line(text: &str) -> String {
    clean_cut(&visible_only(text, MAX_LINE_CHARS), MAX_LINE_CHARS)
}

/// The most combining marks kept on one letter by [`clean_network_name`]: enough for
/// every written language (a Tamil letter carries at most one vowel sign or pulli;
/// Devanagari at most a nukta, a vowel sign and a nasal sign), far too few to pile marks
/// over the names around it.
pub const MAX_MARKS_PER_LETTER: usize = 3;

/// The rule for a name that arrives from another computer, to be shown on this one:
/// [`clean_name`], and also without what can make a name read as something else or as
/// nothing at all.
///
/// - Removes format characters (Unicode category Cf: the bidi embeddings, overrides and
///   isolates U+202A-U+202E and U+2066-U+2069, the zero-width characters U+200B-U+200F,
///   U+2060, U+FEFF, and the rest), line and paragraph separators (U+2028, U+2029), and
///   the other characters that are drawn as nothing (the Hangul fillers, the blank
///   braille pattern, variation selectors, the combining grapheme joiner).
/// - Keeps at most [`MAX_MARKS_PER_LETTER`] combining marks on each letter, and none on
///   nothing (at the start, or after a space).
/// - Then trims and cuts as [`clean_name`] does. An empty result means the name had
///   nothing visible: the caller gives the seat's name instead.
///
/// ```
/// use dhayam_store::clean_network_name;
///
/// assert_eq!(clean_network_name("\u{202e}Asha\u{200b}"), "Asha");
/// assert_eq!(clean_network_name("\u{3164}\u{200d}"), "");
/// assert_eq!(clean_network_name("a\u{301}\u{301}\u{301}\u{301}\u{301}"), "a\u{301}\u{301}\u{301}");
/// assert_eq!(clean_network_name("வணக்கம்"), "வணக்கம்");
/// ```
pub fn clean_network_name(text: &str) -> String {
    clean_name(&visible_only(text, MAX_NAME_CHARS))
}

/// `text` without what is drawn as nothing or can make it read as something else (see
/// [`clean_network_name`]), with room kept for `max` characters.
fn visible_only(text: &str, max: usize) -> String {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    let mut kept = String::with_capacity(text.len().min(4 * max));
    // Marks so far on the last letter; `None`: no letter to carry them.
    let mut marks: Option<usize> = None;
    for c in text.chars() {
        match get_general_category(c) {
            G::Control | G::Format | G::LineSeparator | G::ParagraphSeparator => continue,
            _ if drawn_as_nothing(c) => continue,
            G::NonspacingMark | G::SpacingMark | G::EnclosingMark => match &mut marks {
                Some(n) if *n < MAX_MARKS_PER_LETTER => *n += 1,
                _ => continue,
            },
            _ if c.is_whitespace() => marks = None,
            _ => marks = Some(0),
        }
        kept.push(c);
    }
    kept
}

/// Characters outside category Cf that are drawn as nothing (Unicode's
/// `Default_Ignorable_Code_Point` letters and marks, and the blank braille pattern).
fn drawn_as_nothing(c: char) -> bool {
    matches!(
        c,
        '\u{034F}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{2800}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FFA0}'
            | '\u{E0100}'..='\u{E01EF}'
    )
}

/// Checks that `players` names each of `seats` exactly once, with acceptable names.
pub(crate) fn check_players(players: &[SeatPlayer], seats: &[Seat]) -> Result<(), PlayersError> {
    for &seat in seats {
        match players.iter().filter(|p| p.seat == seat).count() {
            0 => return Err(PlayersError::Missing(seat)),
            1 => {}
            _ => return Err(PlayersError::Twice(seat)),
        }
    }
    if let Some(p) = players.iter().find(|p| !seats.contains(&p.seat)) {
        return Err(PlayersError::NotPlaying(p.seat));
    }
    players
        .iter()
        .try_for_each(|p| check_name(&p.name).map_err(|error| PlayersError::Name(p.seat, error)))
}
