//! What a guest checks of the host's dice before it takes a throw or a whole game.
//!
//! Every check re-derives and compares against what this guest accepted itself: a throw
//! must name every contributor once, hold the host's part, every link must be on its
//! contributor's chain as this guest's own copy of the ledger holds it, the throw must be
//! what its parts make, the guest's own link must be in a throw it was asked for (exactly
//! as sent), and a whole game must extend the one accepted and pass the same check as
//! `dhayam-cli verify`, signatures included.

use std::collections::BTreeMap;
use std::fmt;

use dhayam_core::fair::{Commitment, DiceLedger, Digest, Made, VerifyError};
use dhayam_core::{GameRecord, Throw, ThrowKind};

/// Why the host's dice do not check out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceFault {
    /// The throw is not the one its parts make.
    NotItsParts,
    /// The throw leaves a contributor out without a reason, names one twice or a
    /// stranger, or lacks the host's part.
    Parts,
    /// A contributor's link is not the one its chain holds for that throw.
    Link {
        /// Which contributor.
        by: u16,
    },
    /// A contributor's chain is not signed by its key for this table.
    Unsigned {
        /// Which contributor.
        by: u16,
    },
    /// A throw made by the host alone is not marked so, or one marked so is not.
    Alone,
    /// This computer sent its part of the throw, and the throw was made without it (or
    /// with another in its place).
    MineLeftOut,
    /// A whole game that is not an extension of the one accepted: another table, other
    /// contributors or chains, or an accepted throw or move missing or changed.
    Rewound,
    /// The ledger's contributor the host named as this computer does not hold this
    /// computer's chain (its parts would be someone else's).
    NotMine,
}

impl fmt::Display for DiceFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceFault::NotItsParts => f.write_str("the throw is not the one its secrets make"),
            DiceFault::Parts => {
                f.write_str("its secrets are missing without a reason, repeated or of a stranger")
            }
            DiceFault::Link { by } => {
                write!(
                    f,
                    "contributor {by}'s secret is not the one its chain holds"
                )
            }
            DiceFault::Unsigned { by } => {
                write!(f, "contributor {by}'s chain is not signed by its key")
            }
            DiceFault::Alone => {
                f.write_str("a throw by the host alone is not marked so, or one marked so is not")
            }
            DiceFault::MineLeftOut => {
                f.write_str("this computer's secret was asked for and then left out")
            }
            DiceFault::Rewound => {
                f.write_str("the host's game takes back or changes what was already played")
            }
            DiceFault::NotMine => {
                f.write_str("the dice ledger does not hold this computer's chain")
            }
        }
    }
}

impl From<&VerifyError> for DiceFault {
    fn from(error: &VerifyError) -> DiceFault {
        match *error {
            VerifyError::NoContributors | VerifyError::Count { .. } | VerifyError::Parts { .. } => {
                DiceFault::Parts
            }
            VerifyError::Signature { by } | VerifyError::SameKey { by } => {
                DiceFault::Unsigned { by }
            }
            VerifyError::Link { by, .. } => DiceFault::Link { by },
            VerifyError::Alone { .. } => DiceFault::Alone,
            VerifyError::Throw { .. } => DiceFault::NotItsParts,
        }
    }
}

/// A fault at one throw (0-based).
pub(crate) type Fault = (u32, DiceFault);

/// A link this guest gave, and whether it is in doubt (the connection dropped before its
/// throw came back, so the host may never have had it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Gift {
    link: Digest,
    doubt: bool,
}

/// The links this guest gave, by throw. Each link belongs to one throw (its place in the
/// chain), so nothing can be given twice. A throw made without a link this guest gave is
/// a fault, except for a link in doubt: the host says it never came. That is forgiven
/// once in a game (and told); a second time the guest stops, for a host could drop a
/// connection after seeing a link and make the throw without it.
#[derive(Debug, Default)]
pub(crate) struct Given {
    links: BTreeMap<u32, Gift>,
    /// The throw made without a link in doubt, if one was.
    forgiven: Option<u32>,
}

impl Given {
    /// Notes `link` given for `throw`.
    pub(crate) fn give(&mut self, throw: u32, link: Digest) {
        self.links.insert(throw, Gift { link, doubt: false });
    }

    /// A new connection, with `made` throws made: a link given before for a throw not
    /// made yet may never have reached the host.
    pub(crate) fn connected(&mut self, made: usize) {
        for (throw, gift) in &mut self.links {
            if *throw as usize >= made {
                gift.doubt = true;
            }
        }
    }

    /// Whether throw `throw`, made of `made`, keeps this guest's (`me`) link if it gave
    /// one: a link in doubt may be missing once in a game.
    pub(crate) fn kept_in(&mut self, me: u16, throw: u32, made: &Made) -> bool {
        let Some(gift) = self.links.get(&throw).copied() else {
            return true;
        };
        if made.parts.iter().any(|p| p.by == me && p.link == gift.link) {
            return true;
        }
        if made.has(me) || !gift.doubt {
            return false;
        }
        match self.forgiven {
            Some(earlier) if earlier != throw => false,
            _ => {
                if self.forgiven.is_none() {
                    log::warn!(
                        "throw {} was made without this computer's secret, sent as the \
                         connection dropped (forgiven once in a game)",
                        u64::from(throw) + 1
                    );
                }
                self.forgiven = Some(throw);
                true
            }
        }
    }
}

/// Checks throw number `index` (`throw`, made of `made`) against `ledger`, the ledger of
/// the throws before it, in a game that throws `kind`; `me` is this guest's contributor
/// number, once welcomed.
pub(crate) fn check_throw(
    ledger: &DiceLedger,
    kind: ThrowKind,
    throw: Throw,
    made: &Made,
    me: Option<u16>,
    given: &mut Given,
) -> Result<(), DiceFault> {
    ledger
        .check_next(kind, throw, made)
        .map_err(|e| DiceFault::from(&e))?;
    let index = ledger.throws.len() as u32;
    if let Some(me) = me
        && !given.kept_in(me, index, made)
    {
        return Err(DiceFault::MineLeftOut);
    }
    Ok(())
}

/// The game and ledger a guest has accepted.
pub(crate) struct Accepted<'a> {
    pub(crate) record: &'a GameRecord,
    pub(crate) ledger: &'a DiceLedger,
}

/// This guest in the ledger: its contributor number and its signed chain.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Me {
    pub(crate) by: u16,
    pub(crate) chain: Commitment,
}

/// Checks a whole game from the host (`record`, `ledger`): it extends `accepted` (when
/// this guest accepted one), it passes [`DiceLedger::verify`], the contributor named as
/// this guest (`me`, once welcomed) holds its chain, and every throw this guest gave a
/// link for holds it.
pub(crate) fn check_game(
    accepted: Option<Accepted<'_>>,
    record: &GameRecord,
    ledger: Option<&DiceLedger>,
    given: &mut Given,
    me: Option<Me>,
) -> Result<(), Fault> {
    let Some(ledger) = ledger else {
        return Err((record.throws.len() as u32, DiceFault::Rewound));
    };
    let next = accepted.as_ref().map_or(0, |a| a.record.throws.len()) as u32;
    if let Some(me) = me
        && ledger
            .contributors
            .get(usize::from(me.by))
            .map(|c| c.commitment)
            != Some(me.chain)
    {
        return Err((next, DiceFault::NotMine));
    }
    if let Some(accepted) = accepted {
        extends(&accepted, record, ledger)?;
    }
    ledger.verify(record).map_err(|e| {
        let throw = e.throw().map_or(next, |t| t as u32);
        (throw, DiceFault::from(&e))
    })?;
    if let Some(Me { by: me, .. }) = me {
        for (throw, made) in ledger.throws.iter().enumerate() {
            if !given.kept_in(me, throw as u32, made) {
                return Err((throw as u32, DiceFault::MineLeftOut));
            }
        }
    }
    Ok(())
}

/// Whether `record` and `ledger` keep everything accepted, in order: the table, the
/// contributors and their chains, every throw with what went into it, every move.
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
    for (i, (throw, made)) in throws {
        if record.throws.get(i) != Some(throw) || ledger.throws.get(i) != Some(made) {
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
    use dhayam_core::fair::Part;

    use super::*;

    fn made(parts: &[(u16, u8)]) -> Made {
        Made {
            parts: parts
                .iter()
                .map(|&(by, b)| Part {
                    by,
                    link: Digest([b; 32]),
                })
                .collect(),
            without: Vec::new(),
            alone: parts.len() == 1,
        }
    }

    #[test]
    fn a_link_given_must_be_in_its_throw() {
        let mut given = Given::default();
        given.give(4, Digest([3; 32]));
        assert!(given.kept_in(1, 4, &made(&[(0, 1), (1, 3)])));
        assert!(!given.kept_in(1, 4, &made(&[(0, 1)])), "left out");
        assert!(
            !given.kept_in(1, 4, &made(&[(0, 1), (1, 5)])),
            "another link"
        );
        assert!(given.kept_in(1, 5, &made(&[(0, 1)])), "nothing given for 5");
    }

    #[test]
    fn a_link_in_doubt_may_be_left_out_once_in_a_game() {
        let mut given = Given::default();
        given.give(4, Digest([3; 32]));
        given.connected(4);
        assert!(given.kept_in(1, 4, &made(&[(0, 1)])), "once");
        assert!(
            given.kept_in(1, 4, &made(&[(0, 1)])),
            "the same throw again"
        );
        given.give(7, Digest([6; 32]));
        given.connected(7);
        assert!(
            !given.kept_in(1, 7, &made(&[(0, 1)])),
            "not twice in a game"
        );
    }
}
