//! What a guest checks of the host's dice before it takes a throw or a whole game.
//!
//! Every check re-derives and compares against what this guest accepted itself: a throw
//! must be what its parts make, every reveal must match the commitment the guest's own
//! copy of the ledger holds for its contributor, the guest's own part must be in a throw
//! it was asked for (exactly as sent), and a whole game must extend the one accepted. So
//! the checks hold whatever makes the commitments, as long as throws are made of parts.

use std::collections::BTreeMap;
use std::fmt;

use dhayam_core::fair::{DiceLedger, Digest, Part, VerifyError, commit, throw_from};
use dhayam_core::{GameRecord, Throw};

/// Why the host's dice do not check out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceFault {
    /// The throw is not the one its parts make.
    NotItsParts,
    /// The throw has no parts, or a part of a contributor the ledger does not know, or
    /// two of one contributor.
    Parts,
    /// A contributor's reveal does not match its commitment in the ledger.
    Reveal {
        /// Which contributor.
        by: u16,
    },
    /// This computer sent its part of the throw, and the throw was made without it (or
    /// with another in its place).
    MineLeftOut,
    /// The host asked again for the reveal this computer had given for another throw.
    AskedAgain,
    /// A whole game that is not an extension of the one accepted: another table, other
    /// contributors or commitments, or an accepted throw or move missing or changed.
    Rewound,
    /// The ledger's contributor the host named as this computer does not hold this
    /// computer's first commitment (its parts would be someone else's).
    NotMine,
}

impl fmt::Display for DiceFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceFault::NotItsParts => f.write_str("the throw is not the one its secrets make"),
            DiceFault::Parts => f.write_str("its secrets are missing, repeated or of a stranger"),
            DiceFault::Reveal { by } => {
                write!(
                    f,
                    "contributor {by} revealed a secret it had not committed to"
                )
            }
            DiceFault::MineLeftOut => {
                f.write_str("this computer's secret was asked for and then left out")
            }
            DiceFault::AskedAgain => {
                f.write_str("the host asked again for a secret given for another throw")
            }
            DiceFault::Rewound => {
                f.write_str("the host's game takes back or changes what was already played")
            }
            DiceFault::NotMine => {
                f.write_str("the dice ledger does not hold this computer's commitment")
            }
        }
    }
}

/// A fault at one throw (0-based).
pub(crate) type Fault = (u32, DiceFault);

/// A reveal this guest gave: for which throw, and whether it is in doubt (the connection
/// dropped before that throw came back, so the host may never have had it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Gift {
    throw: u32,
    reveal: Digest,
    doubt: bool,
}

/// The reveals this guest gave, by the number of its reveal: which throw each went to.
///
/// A reveal goes to one throw. The one exception is a reveal in doubt whose throw was
/// made without it: the host says it never came. Refusing it to every later throw would
/// leave all of them to the host's secret alone, so it may go once, to the next throw;
/// a second time in one game the guest stops.
#[derive(Debug, Default)]
pub(crate) struct Given {
    reveals: BTreeMap<usize, Gift>,
    /// Whether a reveal in doubt went to a second throw already.
    forgiven: bool,
}

impl Given {
    /// Notes reveal number `n` (`reveal`) given for `throw`, where `made` throws are made
    /// so far; refuses one given before for another throw (giving that throw), unless
    /// it was in doubt and its throw made without it, once.
    pub(crate) fn give(
        &mut self,
        n: usize,
        throw: u32,
        reveal: Digest,
        made: usize,
    ) -> Result<(), u32> {
        if let Some(gift) = self.reveals.get(&n)
            && gift.throw != throw
        {
            let passed_over = gift.doubt && (gift.throw as usize) < made;
            if !passed_over || self.forgiven {
                return Err(gift.throw);
            }
            log::warn!(
                "throw {} was made without this computer's secret, sent as the connection \
                 dropped: it goes to throw {} instead (once in a game)",
                u64::from(gift.throw) + 1,
                u64::from(throw) + 1
            );
            self.forgiven = true;
        }
        let gift = Gift {
            throw,
            reveal,
            doubt: false,
        };
        self.reveals.insert(n, gift);
        Ok(())
    }

    /// A new connection, with `made` throws made: a reveal given before for a throw not
    /// made yet may never have reached the host.
    pub(crate) fn connected(&mut self, made: usize) {
        for gift in self.reveals.values_mut() {
            if gift.throw as usize >= made {
                gift.doubt = true;
            }
        }
    }

    /// The reveal given for `throw`, if one was.
    pub(crate) fn for_throw(&self, throw: u32) -> Option<Digest> {
        self.reveals
            .values()
            .find(|g| g.throw == throw)
            .map(|g| g.reveal)
    }

    /// Every throw a reveal was given for, with the reveal and whether it is in doubt.
    fn all(&self) -> impl Iterator<Item = Gift> + '_ {
        self.reveals.values().copied()
    }
}

/// Checks throw number `index` (`throw`, made of `parts`) against `ledger`, the ledger of
/// the throws before it; `mine` is this guest's contributor number and the reveal it gave
/// for this throw, if it gave one.
pub(crate) fn check_throw(
    ledger: &DiceLedger,
    index: u32,
    throw: Throw,
    parts: &[Part],
    mine: Option<(u16, Digest)>,
) -> Result<(), DiceFault> {
    let expected = ledger.expected();
    check_parts(&expected, parts)?;
    if throw_from(&ledger.table, index, parts) != throw {
        return Err(DiceFault::NotItsParts);
    }
    if let Some((me, reveal)) = mine
        && !parts.iter().any(|p| p.by == me && p.reveal == reveal)
    {
        return Err(DiceFault::MineLeftOut);
    }
    Ok(())
}

/// Each contributor known and at most once, every reveal matching its commitment.
fn check_parts(expected: &[Digest], parts: &[Part]) -> Result<(), DiceFault> {
    if parts.is_empty() {
        return Err(DiceFault::Parts);
    }
    let mut seen = vec![false; expected.len()];
    for part in parts {
        let at = usize::from(part.by);
        match seen.get_mut(at) {
            Some(s) if !*s => *s = true,
            _ => return Err(DiceFault::Parts),
        }
        if commit(&part.reveal) != expected[at] {
            return Err(DiceFault::Reveal { by: part.by });
        }
    }
    Ok(())
}

/// The game and ledger a guest has accepted.
pub(crate) struct Accepted<'a> {
    pub(crate) record: &'a GameRecord,
    pub(crate) ledger: &'a DiceLedger,
}

/// This guest in the ledger: its contributor number and its first commitment.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Me {
    pub(crate) by: u16,
    pub(crate) first: Digest,
}

/// Checks a whole game from the host (`record`, `ledger`): it extends `accepted` (when
/// this guest accepted one), every throw is what its parts make from the commitments,
/// the contributor named as this guest (`me`, once welcomed) holds its first commitment,
/// and every throw this guest gave a reveal for holds it.
pub(crate) fn check_game(
    accepted: Option<Accepted<'_>>,
    record: &GameRecord,
    ledger: Option<&DiceLedger>,
    given: &Given,
    me: Option<Me>,
) -> Result<(), Fault> {
    let Some(ledger) = ledger else {
        return Err((record.throws.len() as u32, DiceFault::Rewound));
    };
    if let Some(me) = me
        && ledger.contributors.get(usize::from(me.by)).map(|c| c.first) != Some(me.first)
    {
        let next = accepted.as_ref().map_or(0, |a| a.record.throws.len());
        return Err((next as u32, DiceFault::NotMine));
    }
    if let Some(accepted) = accepted {
        extends(&accepted, record, ledger)?;
    }
    ledger.verify(record).map_err(|e| match e {
        VerifyError::Count { ledger, record } => (ledger.min(record) as u32, DiceFault::Parts),
        VerifyError::Parts { throw } => (throw as u32, DiceFault::Parts),
        VerifyError::Reveal { throw, by } => (throw as u32, DiceFault::Reveal { by }),
        VerifyError::Throw { throw, .. } => (throw as u32, DiceFault::NotItsParts),
    })?;
    if let Some(Me { by: me, .. }) = me {
        // A reveal in doubt may be missing (the host says it never came); any other the
        // guest gave must be in its throw.
        for gift in given.all().filter(|g| !g.doubt) {
            let Some(parts) = ledger.throws.get(gift.throw as usize) else {
                continue;
            };
            if !parts.iter().any(|p| p.by == me && p.reveal == gift.reveal) {
                return Err((gift.throw, DiceFault::MineLeftOut));
            }
        }
    }
    Ok(())
}

/// Whether `record` and `ledger` keep everything accepted, in order: the table, the
/// contributors and their first commitments, every throw with its parts, every move.
/// The fault names the first throw that differs (or the next one, for the rest).
fn extends(accepted: &Accepted<'_>, record: &GameRecord, ledger: &DiceLedger) -> Result<(), Fault> {
    let old = accepted.record;
    let next = old.throws.len() as u32;
    let rewound = |throw: u32| Err((throw, DiceFault::Rewound));
    if ledger.table != accepted.ledger.table
        || ledger.contributors != accepted.ledger.contributors
        || record.setup != old.setup
    {
        return rewound(next);
    }
    let throws = old.throws.iter().zip(&accepted.ledger.throws).enumerate();
    for (i, (throw, parts)) in throws {
        if record.throws.get(i) != Some(throw) || ledger.throws.get(i) != Some(parts) {
            return rewound(i as u32);
        }
    }
    if !record.moves.starts_with(&old.moves) {
        return rewound(next);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reveal_goes_to_one_throw_only() {
        let mut given = Given::default();
        let reveal = Digest([3; 32]);
        assert_eq!(given.give(0, 4, reveal, 4), Ok(()));
        assert_eq!(
            given.give(0, 4, reveal, 4),
            Ok(()),
            "asked again for the same throw"
        );
        assert_eq!(
            given.give(0, 5, reveal, 5),
            Err(4),
            "never for another throw"
        );
        assert_eq!(given.for_throw(4), Some(reveal));
        assert_eq!(given.for_throw(5), None);
        assert_eq!(given.give(1, 5, Digest([4; 32]), 5), Ok(()));
    }

    #[test]
    fn a_reveal_in_doubt_whose_throw_was_made_without_it_goes_again_once() {
        let mut given = Given::default();
        let (first, second) = (Digest([3; 32]), Digest([4; 32]));
        assert_eq!(given.give(0, 4, first, 4), Ok(()));
        given.connected(4);
        assert_eq!(
            given.give(0, 5, first, 4),
            Err(4),
            "throw 4 is not made yet"
        );
        assert_eq!(given.give(0, 5, first, 5), Ok(()), "made without it: once");
        assert_eq!(given.give(1, 7, second, 7), Ok(()));
        given.connected(7);
        assert_eq!(given.give(1, 8, second, 8), Err(7), "not twice in a game");
    }
}
