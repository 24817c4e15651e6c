//! Errors in the player's language: each typed error of the core, the store and the table
//! becomes words from the Fluent files here, and nowhere else.

use dhayam_core::{GameError, ReplayError, SetupError, ThrowKind};
use dhayam_store::{NameError, PlayersError, StoreError};
use dhayam_table::{DiceError, StartError};

use super::Words;
use super::words::seat_name;

/// Why a game or a file's record broke a rule, in words.
pub fn game_error(words: &Words, error: &GameError) -> String {
    match error {
        GameError::MoveExpected => words.text("why-move-expected"),
        GameError::ThrowExpected => words.text("why-throw-expected"),
        GameError::GameOver => words.text("why-game-over"),
        GameError::IllegalMove(mv) => words.tr(
            "why-illegal-move",
            &[
                ("pawn", (mv.number() + 1).into()),
                ("value", mv.value.into()),
            ],
        ),
        GameError::PoolFull(value) => words.tr("why-pool-full", &[("value", (*value).into())]),
        GameError::NoSuchMove(n) => words.tr("why-no-such-move", &[("number", (n + 1).into())]),
        GameError::WrongThrow { expected, got } => words.tr(
            "why-wrong-throw",
            &[
                ("expected", throw_kind(words, *expected).into()),
                ("got", throw_kind(words, *got).into()),
            ],
        ),
    }
}

/// What a board throws, in words ("two long dice").
fn throw_kind(words: &Words, kind: ThrowKind) -> String {
    words.text(match kind {
        ThrowKind::LongDice => "throw-kind-long-dice",
        ThrowKind::Cowries => "throw-kind-cowries",
    })
}

/// Why a setup cannot be played, in words.
pub fn setup_error(words: &Words, error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(n) => words.tr("why-player-count", &[("count", (*n).into())]),
        SetupError::SeatTwice(seat) => words.tr(
            "why-seat-twice",
            &[("seat", seat_name(words, *seat).into())],
        ),
        SetupError::TwoNotOpposite(a, b) => words.tr(
            "why-not-opposite",
            &[
                ("seat", seat_name(words, *a).into()),
                ("other", seat_name(words, *b).into()),
            ],
        ),
        SetupError::PawnCount(n) => words.tr("why-pawn-count", &[("count", (*n).into())]),
        SetupError::SmallBoardPawns(n) => {
            words.tr("why-small-board-pawns", &[("count", (*n).into())])
        }
        SetupError::FirstNotSeated(seat) => words.tr(
            "why-first-not-seated",
            &[("seat", seat_name(words, *seat).into())],
        ),
        SetupError::TeamsNeedFour(n) => words.tr("why-teams-need-four", &[("count", (*n).into())]),
        SetupError::SmallBoardRule(rule) => {
            words.tr("why-small-board-rule", &[("rule", (*rule).into())])
        }
    }
}

/// Why a game record does not replay, in words.
pub fn replay_error(words: &Words, error: &ReplayError) -> String {
    match error {
        ReplayError::Setup(e) => setup_error(words, e),
        ReplayError::Throw { index, error } => words.tr(
            "why-record-throw",
            &[
                ("number", (index + 1).into()),
                ("error", game_error(words, error).into()),
            ],
        ),
        ReplayError::Move { index, error } => words.tr(
            "why-record-move",
            &[
                ("number", (index + 1).into()),
                ("error", game_error(words, error).into()),
            ],
        ),
        ReplayError::Unused { throws, moves } => words.tr(
            "why-record-unused",
            &[("throws", (*throws).into()), ("moves", (*moves).into())],
        ),
    }
}

/// Why a file could not be read or written, in words. The operating system's own reason
/// and the RON parser's position are data, shown as they come.
pub fn store_error(words: &Words, error: &StoreError) -> String {
    match error {
        StoreError::NoHomeFolder => words.text("why-no-home"),
        StoreError::Io { path, source, .. } => words.tr(
            "why-io",
            &[
                ("path", path.display().to_string().into()),
                ("reason", source.to_string().into()),
            ],
        ),
        StoreError::TooLarge { size, limit } => words.tr(
            "why-too-large",
            &[
                ("size", (*size / 1024).into()),
                ("limit", (*limit / 1024).into()),
            ],
        ),
        StoreError::Empty => words.text("why-empty"),
        StoreError::NotText => words.text("why-not-text"),
        StoreError::Syntax(detail) => words.tr("why-syntax", &[("detail", detail.clone().into())]),
        StoreError::NewerVersion { found, supported } => words.tr(
            "why-newer",
            &[
                ("found", (*found).into()),
                ("supported", (*supported).into()),
            ],
        ),
        StoreError::UnknownVersion(found) => {
            words.tr("why-unknown-version", &[("found", (*found).into())])
        }
        StoreError::Record(e) => replay_error(words, e),
        StoreError::Players(e) => players_error(words, e),
        StoreError::Thread(e) => words.tr("why-thread", &[("reason", e.to_string().into())]),
        StoreError::WriterPanicked { .. } => words.text("why-writer-panicked"),
        StoreError::Encode(detail) => words.tr("why-encode", &[("detail", detail.clone().into())]),
        StoreError::InUse { dir } => {
            words.tr("why-in-use", &[("dir", dir.display().to_string().into())])
        }
    }
}

/// Why the players do not fit a game, in words.
pub fn players_error(words: &Words, error: &PlayersError) -> String {
    let seat = |s| ("seat", seat_name(words, s).into());
    match *error {
        PlayersError::Missing(s) => words.tr("why-player-missing", &[seat(s)]),
        PlayersError::Twice(s) => words.tr("why-player-twice", &[seat(s)]),
        PlayersError::NotPlaying(s) => words.tr("why-player-not-playing", &[seat(s)]),
        PlayersError::Name(s, NameError::Empty) => words.tr("why-name-empty", &[seat(s)]),
        PlayersError::Name(s, NameError::TooLong { limit }) => {
            words.tr("why-name-too-long", &[seat(s), ("limit", limit.into())])
        }
        PlayersError::Name(s, NameError::ControlCharacter) => {
            words.tr("why-name-control", &[seat(s)])
        }
    }
}

/// Why a game could not start, in words.
pub fn start_error(words: &Words, error: &StartError) -> String {
    match error {
        StartError::Setup(e) => setup_error(words, e),
        StartError::Players(e) => store_error(words, e),
    }
}

/// Why the dice gave no throw, in words.
pub fn dice_error(words: &Words, error: &DiceError) -> String {
    match error {
        DiceError::ScriptEnded { thrown } => {
            words.tr("why-dice-ran-out", &[("count", (*thrown).into())])
        }
        DiceError::WrongKind { scripted, asked } => words.tr(
            "why-dice-wrong-kind",
            &[
                ("scripted", throw_kind(words, *scripted).into()),
                ("asked", throw_kind(words, *asked).into()),
            ],
        ),
    }
}

/// Why a table could not be hosted or joined, in words (the network's own detail stays
/// in the log).
pub fn remote_error(words: &Words, error: &crate::network::RemoteError) -> String {
    use dhayam_net::link::LinkError;
    match error {
        crate::network::RemoteError::Start(e) => start_error(words, e),
        crate::network::RemoteError::Link(LinkError::Relay(bad)) => relay_error(words, bad),
        crate::network::RemoteError::Link(e) => words.text(match e {
            LinkError::Thread(_) | LinkError::Bind(_) => "why-network-closed",
            LinkError::Ticket(_) => "why-not-a-code",
            LinkError::Connect(_) | LinkError::Relay(_) => "why-host-unreachable",
        }),
        crate::network::RemoteError::Save(_) => words.text("why-hosted-unreadable"),
    }
}

/// Why the host turned this guest away, in words.
pub fn guest_error(words: &Words, error: &dhayam_net::GuestError) -> String {
    use dhayam_net::GuestError;
    match error {
        GuestError::Version { host } => words.tr(
            "guest-stopped-version",
            &[
                ("host", i64::from(*host).into()),
                ("here", i64::from(dhayam_net::PROTOCOL_VERSION).into()),
            ],
        ),
        GuestError::NoSeat => words.text("guest-stopped-no-seat"),
        GuestError::OtherSecret => words.text("guest-stopped-other-secret"),
        GuestError::TooMany => words.text("guest-stopped-too-many"),
        GuestError::Removed => words.text("guest-stopped-removed"),
        GuestError::NoWatching => words.text("guest-stopped-no-watching"),
        GuestError::DiceDoNotCheckOut { throw, why } => {
            let why = words.text(dice_fault_key(*why));
            words.tr(
                "guest-stopped-dice",
                &[
                    ("throw", (i64::from(*throw) + 1).into()),
                    ("why", why.into()),
                ],
            )
        }
    }
}

/// The words for what is wrong with the host's dice.
fn dice_fault_key(why: dhayam_net::DiceFault) -> &'static str {
    use dhayam_net::DiceFault;
    match why {
        DiceFault::NotItsParts => "guest-dice-not-its-parts",
        DiceFault::Parts => "guest-dice-parts",
        DiceFault::Link { .. } => "guest-dice-link",
        DiceFault::Unsigned { .. } => "guest-dice-unsigned",
        DiceFault::Alone => "guest-dice-alone",
        DiceFault::MineLeftOut => "guest-dice-mine-left-out",
        DiceFault::Rewound => "guest-dice-rewound",
        DiceFault::NotMine => "guest-dice-not-mine",
    }
}

/// Why a relay server's address cannot be used, in words: the address, where it was
/// given (the setting or `DHAYAM_RELAY`) and what is wrong with it.
pub fn relay_error(words: &Words, bad: &dhayam_net::link::BadRelay) -> String {
    use dhayam_net::link::{RelayFrom, RelayProblem};
    let why = words.text(match bad.problem {
        RelayProblem::NotAnAddress => "why-relay-not-an-address",
        RelayProblem::NotHttp => "why-relay-not-http",
    });
    let id = match bad.from {
        RelayFrom::Given => "why-bad-relay",
        RelayFrom::Environment => "why-bad-relay-env",
    };
    words.tr(
        id,
        &[("relay", bad.text.as_str().into()), ("why", why.into())],
    )
}

/// Why no join code was found in what was pasted or typed, in words.
pub fn code_error(words: &Words, error: crate::network::CodeError) -> String {
    use crate::network::CodeError;
    words.text(match error {
        CodeError::Empty => "join-code-empty",
        CodeError::NotACode => "join-code-not-a-code",
        CodeError::Damaged => "join-code-damaged",
        CodeError::Several => "join-code-several",
    })
}

#[cfg(test)]
mod tests {
    use dhayam_net::{DiceFault, GuestError};
    use dhayam_store::Language;

    use super::*;

    #[test]
    fn a_throw_of_the_wrong_kind_names_both_kinds_in_both_languages() {
        let error = GameError::WrongThrow {
            expected: ThrowKind::LongDice,
            got: ThrowKind::Cowries,
        };
        let english = game_error(&Words::new(Language::English), &error);
        assert_eq!(
            english,
            "this board is played with two long dice, not four cowries"
        );
        let tamil = game_error(&Words::new(Language::Tamil), &error);
        assert!(
            tamil.contains("தாயக்கட்டை") && tamil.contains("சோழி"),
            "{tamil}"
        );
    }

    #[test]
    fn a_host_whose_dice_do_not_check_out_is_told_with_the_throw_in_both_languages() {
        let faults = [
            DiceFault::NotItsParts,
            DiceFault::Parts,
            DiceFault::Link { by: 2 },
            DiceFault::Unsigned { by: 1 },
            DiceFault::Alone,
            DiceFault::MineLeftOut,
            DiceFault::Rewound,
            DiceFault::NotMine,
        ];
        for language in [Language::English, Language::Tamil] {
            let words = Words::new(language);
            let mut seen = std::collections::BTreeSet::new();
            for why in faults {
                let error = GuestError::DiceDoNotCheckOut { throw: 6, why };
                let text = guest_error(&words, &error);
                assert!(text.contains('7'), "{language:?}: {text}");
                assert!(!text.contains("-dice-"), "{language:?}: {text}");
                assert!(seen.insert(text), "each fault in its own words");
            }
        }
        let english = guest_error(
            &Words::new(Language::English),
            &GuestError::DiceDoNotCheckOut {
                throw: 6,
                why: DiceFault::MineLeftOut,
            },
        );
        assert!(
            english.contains("the host's dice do not check out"),
            "{english}"
        );
    }
}
