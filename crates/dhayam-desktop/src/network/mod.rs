//! Playing across computers from the window: the host's or the guest's side of a table,
//! with its link, driving the app's networked [`Table`].
//!
//! The app keeps its own [`Table`]; while a table is hosted or joined, the screen shows
//! and every command and tick goes to that one instead: an [`AtTable`], around
//! dhayam-net's driver ([`Networked`]), which owns the networked table. What the network
//! says comes out of the driver as events, kept in a [`NetView`] for the screens. The link
//! runs on its own thread and wakes the window when a message arrives; nothing here blocks
//! a frame.

use std::fmt;

mod again;
mod clock;
mod code;
mod evidence;
mod kept;
mod leave;
mod nearby;
mod reach;
mod talk;
mod view;

pub use clock::Chime;
pub use code::{CodeError, JoinCode, find_code};
pub use dhayam_net::driver::Closed;
pub use evidence::EVIDENCE_DIR;
pub use kept::{JoinedTable, Kept};
pub use leave::Leaving;
pub use nearby::Looking;
pub use reach::{chosen_reach, relays};
pub use talk::{HeardLine, Talk};
pub use view::{Again, NetView, Part, Trouble};

use dhayam_core::fair::Digest;
use dhayam_core::{Seat, Setup};
use dhayam_net::driver::{HostPlan, Hosted, JoinPlan, Joined, Keep, Keeper};
use dhayam_net::host::HostSaveError;
use dhayam_net::link::{LinkError, Reach, Wake};
use dhayam_net::{DiceSecret, Guest, GuestError, Host, NetEvent, Networked, Outcome};
use dhayam_store::{SeatPlayer, TableSettings};
use dhayam_table::{Effect, StartError, Table};

use crate::screens::setup::BackTo;

/// Why a table could not be hosted or joined.
#[derive(Debug)]
pub enum RemoteError {
    /// The setup or players do not make a game.
    Start(StartError),
    /// The network could not be opened, or the code is not one.
    Link(LinkError),
    /// The hosted table kept cannot be opened again.
    Save(HostSaveError),
}

impl fmt::Display for RemoteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RemoteError::Start(e) => e.fmt(f),
            RemoteError::Link(e) => e.fmt(f),
            RemoteError::Save(e) => e.fmt(f),
        }
    }
}

/// A table played across computers, as this window has it: the driver (the host's or
/// the guest's side, its link and its table) and what the network last said of it.
pub struct AtTable {
    /// The table and everything that carries it.
    pub networked: Networked,
    /// What the network said, for the screens: taken from the driver's events.
    pub view: NetView,
    /// Where the table is kept.
    kept: Kept,
    /// The timed turn the time-short chime was played for (seat, end).
    chimed: Option<(Seat, u64)>,
    /// The last game finished at the table, to keep its talk with it.
    finished: Option<again::Finished>,
}

impl AtTable {
    /// Hosts `start`'s game at a new table: seats whose player is remote are
    /// open for guests. The table is kept in `kept` after every change. With `shown_as`
    /// a name, it is shown to computers on the same network under it (never on
    /// loopback).
    pub fn host(
        start: Start,
        reach: Reach,
        shown_as: Option<String>,
        wake: Wake,
        kept: Kept,
    ) -> Result<AtTable, RemoteError> {
        let host = Host::open(
            &start.setup,
            start.players,
            DiceSecret::random(),
            Digest(rand::random()),
            kept.identity(),
        )
        .map_err(RemoteError::Start)?;
        let plan = HostPlan {
            reach,
            port: None,
            shown_as,
            wake,
        };
        let table = Table::hosting(start.settings);
        let (hosted, _) = Hosted::open(host, table, Outcome::default(), plan, keeper(&kept))
            .map_err(RemoteError::Link)?;
        Ok(AtTable::new(Networked::Hosted(Box::new(hosted)), kept))
    }

    /// Opens the hosted table kept in `kept` again, with `settings`, the same key (and,
    /// on loopback, port), so its guests come back to it.
    pub fn reopen(
        reach: Reach,
        wake: Wake,
        kept: Kept,
        settings: TableSettings,
        now: f64,
    ) -> Result<(AtTable, Vec<Effect>), RemoteError> {
        let save = kept
            .hosted()
            .ok_or(RemoteError::Save(HostSaveError::Syntax(
                "there is no hosted table to open".to_owned(),
            )))?;
        let plan = HostPlan {
            reach,
            port: save.port,
            shown_as: None,
            wake,
        };
        let mut table = Table::hosting(settings);
        let (host, first) = Host::resume(save, &mut table, now).map_err(RemoteError::Save)?;
        let (hosted, effects) =
            Hosted::open(host, table, first, plan, keeper(&kept)).map_err(RemoteError::Link)?;
        Ok((
            AtTable::new(Networked::Hosted(Box::new(hosted)), kept),
            effects,
        ))
    }

    /// Joins the table of `joined` (a new one, or the one kept: the same code, name and
    /// dice secret come back to the same seat), with `settings`.
    pub fn join(
        joined: &JoinedTable,
        reach: Reach,
        wake: Wake,
        kept: Kept,
        settings: TableSettings,
    ) -> Result<AtTable, RemoteError> {
        let plan = JoinPlan {
            code: joined.code.clone(),
            reach,
            wake,
        };
        let secret = DiceSecret::from_bytes(joined.secret.0);
        let guest = Guest::new(&joined.name, Vec::new(), secret, kept.identity());
        let driver =
            Joined::join(guest, Table::networked(settings), plan).map_err(RemoteError::Link)?;
        // Back at the table: a window that closes now goes back to it by itself.
        kept.keep_joined(&JoinedTable {
            left: false,
            ..joined.clone()
        });
        Ok(AtTable::new(Networked::Joined(Box::new(driver)), kept))
    }

    fn new(networked: Networked, kept: Kept) -> AtTable {
        let part = if networked.is_hosted() {
            Part::Host
        } else {
            Part::Guest
        };
        let mut at = AtTable {
            networked,
            view: NetView {
                part,
                ..NetView::default()
            },
            kept,
            chimed: None,
            finished: None,
        };
        at.take_events();
        at
    }

    /// Whether this computer hosts the table.
    pub fn hosting(&self) -> bool {
        self.networked.is_hosted()
    }

    /// Whether the host may start: every open seat taken, not started yet.
    pub fn can_start(&self) -> bool {
        match &self.networked {
            Networked::Hosted(h) => h.can_start(),
            Networked::Joined(_) => false,
        }
    }

    /// Takes in what the network did since the last call. A joined table whose game is
    /// over, or whose host turned this guest away, is no longer kept to go back to.
    pub fn take_events(&mut self) {
        for event in self.networked.events() {
            if matches!(event, NetEvent::Over | NetEvent::Stopped(_)) && !self.hosting() {
                self.kept.forget_joined();
            }
            if let NetEvent::Stopped(error @ GuestError::DiceDoNotCheckOut { .. }) = &event {
                self.keep_evidence(error);
            }
            let step = self
                .networked
                .table()
                .session()
                .map_or(0, |s| s.step() as u32);
            self.view.take(event, step);
        }
    }

    /// Keeps what the host sent that did not check out, beside this computer's copy.
    fn keep_evidence(&self, error: &GuestError) {
        let (Networked::Joined(joined), Some(dir)) = (&self.networked, self.kept.dir()) else {
            return;
        };
        let Some(evidence) = joined.guest().evidence() else {
            return;
        };
        let table = joined
            .table()
            .session()
            .and_then(|s| s.saved().dice())
            .map_or_else(|| "unknown-table".to_owned(), |l| l.table.to_hex());
        evidence::keep_evidence(dir, &table, error, evidence);
    }

    /// Whether the game is under way (started and not over): leaving it then is asked
    /// first.
    pub fn under_way(&self) -> bool {
        self.networked
            .table()
            .session()
            .is_some_and(|s| !s.game().is_over())
    }
}

/// What a new hosted table starts with.
pub struct Start {
    /// The seats and rules.
    pub setup: Setup,
    /// Who plays each seat (remote seats are open for guests).
    pub players: Vec<SeatPlayer>,
    /// The settings for the table.
    pub settings: TableSettings,
}

/// Keeps a hosted table in `kept` after every change, off the window's thread; what was
/// decided after a change goes to the guests once it is on disk.
fn keeper(kept: &Kept) -> Keep {
    Box::new(KeptHosted(kept.clone()))
}

/// The data folder as the hosted table's keeper.
struct KeptHosted(Kept);

impl Keeper for KeptHosted {
    fn keep(&mut self, save: &dhayam_net::host::HostSave) {
        self.0.keep_hosted(save);
    }

    fn kept(&self) -> bool {
        self.0.hosted_settled()
    }
}

/// Everything the app keeps for play across computers.
pub struct Across {
    /// The table hosted or joined, if any (the app's own table waits meanwhile).
    pub at: Option<AtTable>,
    /// How far hosting and joining reach (loopback only when started with `--loopback`).
    pub reach: Reach,
    /// The join form: open or not, and what is typed in it.
    pub join: JoinForm,
    /// The join form's tables nearby.
    pub nearby: Looking,
    /// What went wrong when hosting or joining, in words.
    pub error: Option<String>,
    /// The tables kept to go back to: hosted (unfinished, to open again) or joined.
    pub kept: BackTo,
    /// Whether the window goes back to the table joined by itself at its first frame (it
    /// was closed or crashed while joined, not left on purpose).
    pub rejoin_at_start: bool,
    /// Whether "Leave the table?" is asked (a game under way, and New game chosen).
    pub asking_to_leave: bool,
    /// Set when the network wakes the window, taken by the next frame.
    pub heard: Heard,
}

/// Whether the network woke the window since the last frame: shared with the link's
/// threads, which set it.
#[derive(Clone, Debug, Default)]
pub struct Heard(std::sync::Arc<std::sync::atomic::AtomicBool>);

impl Heard {
    /// The network brought something.
    pub fn set(&self) {
        self.0.store(true, std::sync::atomic::Ordering::Release);
    }

    /// Whether it did since the last call, clearing it.
    pub fn take(&self) -> bool {
        self.0.swap(false, std::sync::atomic::Ordering::AcqRel)
    }
}

/// What the join form holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JoinForm {
    /// Whether the form is shown.
    pub open: bool,
    /// The join code pasted, or whatever text holds it.
    pub code: String,
    /// Why no join code is in [`JoinForm::code`], since the last paste or Join (cleared
    /// when the field is edited).
    pub problem: Option<CodeError>,
    /// The name to show at the table.
    pub name: String,
}

impl Across {
    /// Nothing hosted or joined; hosting and joining reach as far as `reach`.
    pub fn new(reach: Reach) -> Across {
        Across {
            at: None,
            reach,
            join: JoinForm::default(),
            nearby: Looking::Off,
            error: None,
            kept: BackTo::default(),
            rejoin_at_start: false,
            asking_to_leave: false,
            heard: Heard::default(),
        }
    }
}
