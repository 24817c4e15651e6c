//! Statistics over the history: per player (a name, played by a person or by the computer
//! at a level), and the dice against their exact odds.

use std::collections::BTreeMap;

use dhayam_ai::Level;
use dhayam_core::GameRecord;
use dhayam_core::throw::{Throw, ThrowKind, VALUES};

use crate::{GameSummary, PlayerKind, SeatPlayer};

/// Who a row of the statistics counts: a name, and who played under it. A person and the
/// computer that share a name ("Red") are two rows, and so are the computer's levels.
/// Rows sort by name, the person first, then the levels from Easy to Hard.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PlayerKey {
    /// The name, as shown (without spaces at its ends).
    pub name: String,
    /// Who played under the name.
    pub played_by: PlayedBy,
}

/// Who played under a name, as the statistics count it: a person (at this computer or
/// another one, counted together) or the computer at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PlayedBy {
    /// A person.
    Person,
    /// The computer at this level.
    Computer(Level),
}

impl PlayedBy {
    /// The player kind shown for the row (a person shows as a person here).
    pub fn kind(self) -> PlayerKind {
        match self {
            PlayedBy::Person => PlayerKind::Human,
            PlayedBy::Computer(level) => PlayerKind::Computer(level),
        }
    }
}

impl PlayerKey {
    /// The row `player` counts in.
    pub fn of(player: &SeatPlayer) -> PlayerKey {
        PlayerKey {
            name: player.name.trim().to_owned(),
            played_by: match player.kind {
                PlayerKind::Computer(level) => PlayedBy::Computer(level),
                PlayerKind::Human | PlayerKind::Remote => PlayedBy::Person,
            },
        }
    }

    /// A person's row.
    pub fn person(name: impl Into<String>) -> PlayerKey {
        PlayerKey {
            name: name.into(),
            played_by: PlayedBy::Person,
        }
    }

    /// The row of the computer at `level`.
    pub fn computer(name: impl Into<String>, level: Level) -> PlayerKey {
        PlayerKey {
            name: name.into(),
            played_by: PlayedBy::Computer(level),
        }
    }
}

/// One player's results.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerStats {
    /// Games played.
    pub games: u32,
    /// Games won: the first to bring every pawn to the centre (King).
    pub wins: u32,
    /// How often the player was ranked 1st, 2nd, 3rd and 4th. 1st counts the wins and also
    /// the games that ended with no move left for anyone (a frozen board) with the player
    /// ahead: the ranking then goes by pawns at the centre, then by how far the others got.
    pub places: [u32; 4],
}

impl PlayerStats {
    /// The 1st places that were not wins: games nobody won, ended with no move left for
    /// anyone (a frozen board) with this player ahead. With the wins, they make
    /// `places[0]`.
    pub fn firsts_without_win(&self) -> u32 {
        self.places[0].saturating_sub(self.wins)
    }
}

/// How often each value of one kind of throw came up, next to how often it should.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiceHistogram {
    /// What was thrown: the values and odds the counts are of.
    pub kind: ThrowKind,
    /// Throws of each of the kind's values ([`ThrowKind::values`]); the slots past them
    /// (the cowries have 5 values, the long dice 7) stay 0.
    pub counts: [u64; VALUES.len()],
}

impl DiceHistogram {
    /// No throws yet of `kind`.
    pub fn new(kind: ThrowKind) -> DiceHistogram {
        DiceHistogram {
            kind,
            counts: [0; VALUES.len()],
        }
    }

    /// Counts `throw` if it is of this kind (a cowrie throw is not a long dice throw, even
    /// where their slots meet).
    pub fn add_throw(&mut self, throw: Throw) {
        if throw.kind() == self.kind {
            self.counts[throw.slot()] += 1;
        }
    }

    /// Adds every throw of `record` of this kind.
    pub fn add_record(&mut self, record: &GameRecord) {
        for &throw in &record.throws {
            self.add_throw(throw);
        }
    }

    /// All throws counted.
    pub fn total(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// How many values the kind has.
    fn slots(&self) -> usize {
        self.kind.values().len()
    }

    /// Rows of (value, throws seen, share seen, exact chance), for a table or chart.
    pub fn rows(&self) -> impl Iterator<Item = (u8, u64, f64, f64)> + '_ {
        let total = self.total();
        (0..self.slots()).map(move |slot| {
            let seen = self.counts[slot];
            let share = if total == 0 {
                0.0
            } else {
                seen as f64 / total as f64
            };
            (
                self.kind.values()[slot],
                seen,
                share,
                self.exact_chance(slot),
            )
        })
    }

    /// The degrees of freedom of [`DiceHistogram::chi_square`]: one less than the values.
    pub fn degrees_of_freedom(&self) -> usize {
        self.slots() - 1
    }

    /// The chi-square below which fair throws fall 95% of the time, for the kind's
    /// degrees of freedom (6 for the long dice: 12.59; 4 for the cowries: 9.49).
    pub fn fair_below(&self) -> f64 {
        match self.kind {
            ThrowKind::LongDice => 12.59,
            ThrowKind::Cowries => 9.49,
        }
    }

    /// Pearson's chi-square statistic of the counts against the exact odds. 0 with no
    /// throws.
    pub fn chi_square(&self) -> f64 {
        let total = self.total() as f64;
        if total == 0.0 {
            return 0.0;
        }
        (0..self.slots())
            .map(|slot| {
                let expected = total * self.exact_chance(slot);
                let diff = self.counts[slot] as f64 - expected;
                diff * diff / expected
            })
            .sum()
    }

    /// The exact chance of value slot `slot`, from [`ThrowKind::odds_in_16`].
    fn exact_chance(&self, slot: usize) -> f64 {
        f64::from(self.kind.odds_in_16()[slot]) / 16.0
    }
}

/// Statistics over a set of games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statistics {
    /// Results per player: name and kind.
    pub players: BTreeMap<PlayerKey, PlayerStats>,
    /// Every throw of the long dice (the 7x7 board's games).
    pub dice: DiceHistogram,
    /// Every throw of four cowries (the 5x5 board's games).
    pub cowries: DiceHistogram,
}

impl Default for Statistics {
    fn default() -> Statistics {
        Statistics {
            players: BTreeMap::new(),
            dice: DiceHistogram::new(ThrowKind::LongDice),
            cowries: DiceHistogram::new(ThrowKind::Cowries),
        }
    }
}

impl Statistics {
    /// Statistics over `games`.
    pub fn of<'a>(games: impl IntoIterator<Item = &'a GameSummary>) -> Statistics {
        let mut stats = Statistics::default();
        for game in games {
            stats.add(game);
        }
        stats
    }

    /// Counts one game in: its throws always, its players only if it was played to the end.
    pub fn add(&mut self, game: &GameSummary) {
        for (slot, &n) in game.throw_counts.iter().enumerate() {
            self.dice.counts[slot] += u64::from(n);
        }
        for (slot, &n) in game.cowrie_counts.iter().enumerate() {
            self.cowries.counts[slot] += u64::from(n);
        }
        if !game.finished {
            return;
        }
        for player in &game.players {
            let entry = self.players.entry(PlayerKey::of(player)).or_default();
            entry.games += 1;
            // A team's win counts for both partners.
            if game.won(player.seat) {
                entry.wins += 1;
            }
            // A consistent summary ranks at most four seats (summaries read from files are
            // checked); a place past the fourth, from a summary built by hand, has no row.
            if let Some(place) = game.place(player.seat)
                && let Some(count) = entry.places.get_mut(place - 1)
            {
                *count += 1;
            }
        }
    }
}
