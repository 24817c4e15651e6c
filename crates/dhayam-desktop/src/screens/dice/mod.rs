//! The dice of one game, for every player to see: each player's throws against the exact
//! odds, who contributed to how many throws, and the check of every throw that
//! `dhayam-cli verify` runs ([`DiceLedger::verify`]). Worked out here; drawn by
//! [`panel`].

pub mod panel;

use dhayam_core::fair::{Absence, DiceLedger, VerifyError};
use dhayam_core::{Event, GameRecord, Replayer, Seat};
use dhayam_store::{DiceHistogram, SavedGame};

/// One seat's throws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatDice {
    /// The seat.
    pub seat: Seat,
    /// Its player's name, as saved.
    pub name: Option<String>,
    /// Its throws, by value.
    pub dice: DiceHistogram,
}

/// One contributor to the throws, as its ledger tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Share {
    /// The name the table showed.
    pub name: String,
    /// The start of its key, to tell two of one name apart (none in the older kind).
    pub key: Option<String>,
    /// Throws its secret went into.
    pub took_part: usize,
    /// Throws made without it, its connection gone.
    pub away: usize,
    /// Throws made without it while a computer played its seats.
    pub handed_over: usize,
    /// Throws made without it after the host removed it.
    pub removed: usize,
}

/// What kind of proof the game's throws have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// Played at one computer: no ledger.
    None,
    /// Signed chains: the throws (0-based) the host made alone.
    Chains {
        /// Throws the host made alone (not provably fair), 0-based.
        alone: Vec<usize>,
    },
    /// Recorded before signed dice (a ledger of reveals).
    Reveals,
}

/// What the check of every throw found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    /// Every throw checks out: `shared` of them made of two or more players' secrets.
    Verified {
        /// Every throw.
        throws: usize,
        /// Throws with the parts of two or more contributors.
        shared: Option<usize>,
    },
    /// A throw, or the ledger, does not check out.
    Failed(VerifyError),
}

/// Everything the dice panel shows of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceCheck {
    /// When the game started: which game it is.
    pub started: u64,
    /// Throws of the game when this was worked out.
    pub throws: usize,
    /// Each seat's throws, in the order of play.
    pub seats: Vec<SeatDice>,
    /// The kind of proof.
    pub proof: Proof,
    /// Every contributor, the host first (none at one computer).
    pub shares: Vec<Share>,
    /// What the check found, once run (for these throws).
    pub checked: Option<Checked>,
}

impl DiceCheck {
    /// Works out what the panel shows of `saved`; the check itself waits for
    /// [`DiceCheck::verify`].
    pub fn of(saved: &SavedGame) -> DiceCheck {
        let record = saved.record();
        let mut seats: Vec<SeatDice> = record
            .setup
            .seats
            .iter()
            .map(|&seat| SeatDice {
                seat,
                name: saved.player(seat).map(|p| p.name.clone()),
                dice: DiceHistogram::new(record.setup.variant.throw_kind()),
            })
            .collect();
        for (seat, slot) in throws_by_seat(record) {
            if let Some(at) = seats.iter_mut().find(|s| s.seat == seat) {
                at.dice.counts[slot] += 1;
            }
        }
        let (proof, shares) = if let Some(ledger) = saved.dice() {
            let alone = (0..ledger.throws.len())
                .filter(|&t| ledger.throws[t].alone)
                .collect();
            (Proof::Chains { alone }, chain_shares(ledger))
        } else if let Some(ledger) = saved.reveals() {
            let shares = ledger
                .contributors
                .iter()
                .enumerate()
                .map(|(by, c)| Share {
                    name: c.id.clone(),
                    key: None,
                    took_part: ledger.contributions(by as u16),
                    away: 0,
                    handed_over: 0,
                    removed: 0,
                })
                .collect();
            (Proof::Reveals, shares)
        } else {
            (Proof::None, Vec::new())
        };
        DiceCheck {
            started: saved.started(),
            throws: record.throws.len(),
            seats,
            proof,
            shares,
            checked: None,
        }
    }

    /// Checks every throw of `saved` as `dhayam-cli verify` does, and keeps what it found.
    pub fn verify(&mut self, saved: &SavedGame) {
        let record = saved.record();
        let checked = if let Some(ledger) = saved.dice() {
            match ledger.verify(record) {
                Ok(found) => Checked::Verified {
                    throws: found.throws,
                    shared: Some(found.shared),
                },
                Err(error) => Checked::Failed(error),
            }
        } else if let Some(ledger) = saved.reveals() {
            match ledger.verify(record) {
                Ok(()) => Checked::Verified {
                    throws: record.throws.len(),
                    shared: None,
                },
                Err(error) => Checked::Failed(error),
            }
        } else {
            return;
        };
        self.checked = Some(checked);
    }

    /// The contributors' names, for telling what a failed check names.
    pub fn names(&self) -> Vec<&str> {
        self.shares.iter().map(|s| s.name.as_str()).collect()
    }
}

/// Who took part in how many throws, as the ledger says (the check counts the same).
fn chain_shares(ledger: &DiceLedger) -> Vec<Share> {
    let mut shares: Vec<Share> = ledger
        .contributors
        .iter()
        .map(|c| Share {
            name: c.name.clone(),
            key: Some(c.commitment.key.short()),
            took_part: 0,
            away: 0,
            handed_over: 0,
            removed: 0,
        })
        .collect();
    for made in &ledger.throws {
        for part in &made.parts {
            if let Some(share) = shares.get_mut(usize::from(part.by)) {
                share.took_part += 1;
            }
        }
        for absent in &made.without {
            if let Some(share) = shares.get_mut(usize::from(absent.by)) {
                match absent.why {
                    Absence::Away => share.away += 1,
                    Absence::HandedOver => share.handed_over += 1,
                    Absence::Removed => share.removed += 1,
                    Absence::ChainUsedUp => {}
                }
            }
        }
    }
    shares
}

/// Who made each throw of `record` (the seat, and the throw's value slot), as far as the
/// record replays.
pub fn throws_by_seat(record: &GameRecord) -> Vec<(Seat, usize)> {
    let mut thrown = Vec::with_capacity(record.throws.len());
    let Ok(mut replayer) = Replayer::new(record) else {
        return thrown;
    };
    while let Some(Ok(_)) = replayer.step_with(|event| {
        if let Event::Thrown { seat, throw } = event {
            thrown.push((seat, throw.slot()));
        }
    }) {}
    thrown
}

/// Whether throw `index` (0-based) of `saved` was made by the host alone: not provably
/// fair.
pub fn host_alone(saved: &SavedGame, index: usize) -> bool {
    saved
        .dice()
        .and_then(|ledger| ledger.throws.get(index))
        .is_some_and(|made| made.alone)
}
